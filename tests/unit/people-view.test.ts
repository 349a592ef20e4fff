import { describe, expect, it } from "vitest";
import { coachSchema, playerSchema } from "@domain/contract/schemas";
import { personName, toCoachCard, toPlayerCard } from "~/lib/people-view";

const TODAY = "2026-11-28";
const oilers = { name: "Edmonton Oilers", abbreviation: "EDM", slug: "edmonton-oilers" };

const player = (extra: Record<string, unknown> = {}) =>
  playerSchema.parse({ id: 99, person: { first_name: "Wayne", last_name: "Gretzky" }, ...extra });
const coach = (extra: Record<string, unknown> = {}, person: Record<string, unknown> = {}) =>
  coachSchema.parse({ id: 7, person: { first_name: "Scotty", last_name: "Bowman", ...person }, ...extra });

describe("personName", () => {
  it("prefers the full name, else joins first and last", () => {
    expect(personName({ person: { first_name: "A", last_name: "B", full_name: "Alpha Beta" } })).toBe(
      "Alpha Beta",
    );
    expect(personName({ person: { first_name: "A", last_name: "B", full_name: null } })).toBe("A B");
    expect(personName({ person: { first_name: "A", last_name: "B", full_name: "" } })).toBe("A B");
  });
});

describe("toPlayerCard", () => {
  it("links by slug, else by id", () => {
    expect(toPlayerCard(player({ slug: "wayne-gretzky" }))).toMatchObject({
      key: "wayne-gretzky",
      href: "/players/wayne-gretzky",
    });
    expect(toPlayerCard(player())).toMatchObject({ key: "99", href: "/players/99" });
  });
  it("shapes an active player with team, sport, jersey and position", () => {
    const card = toPlayerCard(
      player({
        jersey_number: "99",
        primary_position_name: "Center",
        current_team: oilers,
        sport: { name: "Hockey", slug: "hockey" },
        is_active: true,
        championships_won: 4,
        awards: ["Hart Trophy", "Art Ross Trophy", "Conn Smythe Trophy"],
      }),
    );
    expect(card).toMatchObject({
      name: "Wayne Gretzky",
      jersey: "99",
      position: "Center",
      team: "Edmonton Oilers",
      sport: "Hockey",
      active: true,
      statusText: "Active",
      championships: 4,
      awards: { shown: ["Hart Trophy", "Art Ross Trophy"], more: true },
      icon: "trophy",
    });
  });
  it("falls back to 'Player', no team, no sport and no current source where the data is silent", () => {
    expect(toPlayerCard(player())).toMatchObject({
      position: "Player",
      team: null,
      sport: null,
      jersey: null,
      active: false,
      statusText: "No current source",
      championships: 0,
      awards: { shown: [], more: false },
      icon: "user",
      stats: [],
      through: null,
    });
  });
  it("shows no team for a player known to have died", () => {
    expect(
      toPlayerCard(
        player({ current_team: oilers, person: { first_name: "A", last_name: "B", death_year: 1990 } }),
      ).team,
    ).toBeNull();
  });
});

describe("toCoachCard", () => {
  it("links by slug, else by id", () => {
    expect(toCoachCard(coach({ slug: "scotty-bowman" }), TODAY).href).toBe("/coaches/scotty-bowman");
    expect(toCoachCard(coach(), TODAY)).toMatchObject({ key: "7", href: "/coaches/7" });
  });
  it("titles the coach by title, else position, else 'Coach'", () => {
    expect(toCoachCard(coach({ title: "Head Coach", position: "HC" }), TODAY).title).toBe("Head Coach");
    expect(toCoachCard(coach({ position: "Assistant" }), TODAY).title).toBe("Assistant");
    expect(toCoachCard(coach(), TODAY).title).toBe("Coach");
  });
  it("shows the current team by abbreviation, else its name", () => {
    expect(toCoachCard(coach({ current_team: oilers }), TODAY)).toMatchObject({
      teamAbbreviation: "EDM",
      teamName: "Edmonton Oilers",
    });
    expect(toCoachCard(coach({ current_team: { name: "Quebec Nordiques" } }), TODAY)).toMatchObject({
      teamAbbreviation: "Quebec Nordiques",
      teamName: "Quebec Nordiques",
    });
  });
  it("never shows a team for a coach known to have died", () => {
    const card = toCoachCard(coach({ current_team: oilers }, { death_year: 2020 }), TODAY);
    expect(card.teamAbbreviation).toBeNull();
    expect(card.teamName).toBeNull();
    expect(card.age).toBeNull();
  });
  it("shows the record, win percentage and playoff record", () => {
    const card = toCoachCard(
      coach({
        is_active: true,
        career_record: {
          wins: 1244,
          losses: 573,
          ties: 314,
          win_percentage: 0.6543,
          playoff_appearances: 28,
          playoff_wins: 223,
          playoff_losses: 130,
        },
        record_is_career: true,
      }),
      TODAY,
    );
    expect(card).toMatchObject({
      status: "active",
      statusText: "Active",
      record: "1,244-573-314",
      winPct: "65.4%",
      recordLabel: "Career Record",
      coaching: { regular: "1,244-573-314", playoffAppearances: 28, playoffRecord: "223-130" },
    });
  });
  it("leaves the playoff record out where either half is unknown, and everything out without a record", () => {
    const partial = toCoachCard(
      coach({ career_record: { wins: 10, losses: 5, playoff_wins: 3, playoff_losses: null } }),
      TODAY,
    );
    expect(partial.coaching.playoffRecord).toBeNull();
    expect(partial.record).toBe("10-5");
    const none = toCoachCard(coach(), TODAY);
    expect(none).toMatchObject({
      record: null,
      winPct: null,
      status: "inactive",
      coaching: { regular: null, playoffAppearances: null, playoffRecord: null },
    });
  });
  it("lists awards with their year where known, and specialties two at a time", () => {
    const card = toCoachCard(
      coach({
        awards: [{ name: "Jack Adams Award", year: 1977 }, { name: "Hall of Fame" }],
        specialization: "Defense, Line matching, Special teams",
      }),
      TODAY,
    );
    expect(card.awards).toEqual(["Jack Adams Award (1977)", "Hall of Fame"]);
    expect(card.specialties).toEqual({ shown: ["Defense", "Line matching"], more: true });
  });
  it("takes the coach's college, else the person's, and playing experience only where given", () => {
    expect(toCoachCard(coach({ college: "McGill" }, { college: "Other" }), TODAY).background.college).toBe(
      "McGill",
    );
    expect(toCoachCard(coach({}, { college: "Other" }), TODAY).background.college).toBe("Other");
    expect(toCoachCard(coach(), TODAY).playing).toBeNull();
    expect(
      toCoachCard(coach({ playing_experience: { sport: "Hockey", position: "D", years_played: 3 } }), TODAY)
        .playing,
    ).toEqual({ sport: "Hockey", position: "D", years: 3 });
  });
});
