/**
 * The pure parts of the college hockey import (backend/import/sources/chk-names.ts and
 * ncaa-hockey.ts): the CHN name table, the source markers read as our words, the NCAA result of a
 * USCHO team season, the final among the tournament's last-day games, and who is one coach.
 */
import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import {
  ALIAS_SLUGS,
  canonicalSlug,
  CHN_NAMES,
  chnConferenceBlock,
  chnVenue,
  isNcaaTournament,
  overtimeMarker,
  unseeded,
  uschoConferenceGame,
} from "../../backend/import/sources/chk-names";
import { coachRuns, markFinals, ncaaResult } from "../../backend/import/sources/ncaa-hockey";
import type { GameDraft } from "../../backend/import/sources/games";

describe("the CHN name table", () => {
  it("names every program by its canonical USCHO slug, never an alias", () => {
    const aliases = new Set(Object.keys(ALIAS_SLUGS));
    expect(Object.values(CHN_NAMES).filter((s) => aliases.has(s))).toEqual([]);
  });

  itGives("an alias reads as its canonical slug, a canonical slug as itself", canonicalSlug, [
    ["omaha", "nebraska-omaha"],
    ["boston-college", "boston-college"],
  ]);

  it("takes a school's former names as the same program", () => {
    expect(CHN_NAMES["Mass. Agricultural"]).toBe("massachusetts");
    expect(CHN_NAMES["Lowell"]).toBe(CHN_NAMES["Mass.-Lowell"]);
    expect(CHN_NAMES["Alaska-Fairbanks"]).toBe("alaska");
    expect(CHN_NAMES["RPI"]).toBe("rensselaer");
  });

  it("leaves former programmes USCHO does not hold out (no page)", () => {
    expect(CHN_NAMES["Kent State"]).toBeUndefined();
    expect(CHN_NAMES["Illinois-Chicago"]).toBeUndefined();
  });
});

describe("source markers", () => {
  itGives("reads overtime markers of both sources", overtimeMarker, [
    ["ot", "OT"],
    ["3ot", "3OT"],
    ["2 OT", "2OT"],
    ["0 OT", null],
    ["", null],
  ]);

  it("finds a neutral venue in a CHN heading", () => {
    expect(chnVenue("NCAA Tournament (at KeyBank Center, Buffalo, N.Y.)")).toBe(
      "KeyBank Center, Buffalo, N.Y.",
    );
    expect(chnVenue("Hockey East")).toBeNull();
  });

  it("tells a conference's regular-season block from its tournament and other blocks", () => {
    expect(chnConferenceBlock("Hockey East")).toBe(true);
    expect(chnConferenceBlock("HEA Tournament (at TD Garden, Boston)")).toBe(false);
    expect(chnConferenceBlock("Non-Conference")).toBe(false);
    expect(chnConferenceBlock("Beanpot (at TD Garden, Boston)")).toBe(false);
    expect(uschoConferenceGame("HE", "")).toBe(true);
    expect(uschoConferenceGame("HE", "HEA Tournament")).toBe(false);
    expect(uschoConferenceGame("NC", "")).toBe(false);
  });

  it("knows the Division I NCAA tournament, not Division III's", () => {
    expect(isNcaaTournament("NCAA Tournament (at Xcel Energy Center, St. Paul, Minn.)")).toBe(true);
    expect(isNcaaTournament("NCAA West Regional")).toBe(true);
    expect(isNcaaTournament("NCAA3 Tournament")).toBe(false);
    expect(unseeded("(3) Quinnipiac")).toBe("Quinnipiac");
  });
});

describe("a USCHO team season's NCAA result", () => {
  it("reads the place flags", () => {
    expect(ncaaResult("x (1)")).toEqual({ made: true, result: "Won NCAA Tournament", title: true });
    expect(ncaaResult("x (3)").result).toBe("Lost in NCAA Tournament (Frozen Four)");
    expect(ncaaResult("x").result).toBe("NCAA Tournament");
    expect(ncaaResult("(2)").result).toMatch(/vacated/);
    expect(ncaaResult("")).toEqual({ made: false, result: null, title: false });
  });
});

describe("the final of a tournament", () => {
  const team = (id: number) => ({ team: { id } }) as unknown as GameDraft["home"];
  const game = (date: string, home: number, away: number, hs: number, as: number) => ({
    season: 1950,
    date,
    gameType: "postseason" as GameDraft["gameType"],
    championshipId: null as number | null,
    home: team(home),
    away: team(away),
    homeScore: hs,
    awayScore: as,
  });

  it("is the last-day game between the semifinal winners, not the third-place game", () => {
    const games = [
      game("1951-03-16", 1, 2, 4, 1),
      game("1951-03-16", 3, 4, 2, 5),
      game("1951-03-17", 2, 3, 6, 2),
      game("1951-03-17", 1, 4, 7, 1),
    ];
    markFinals(games, 9);
    expect(
      games.filter((g) => g.gameType === "championship").map((g) => [g.home.team.id, g.away.team.id]),
    ).toEqual([[1, 4]]);
  });
});

describe("one coach", () => {
  it("is one name's seasons without a ten-year gap or two programs at once", () => {
    const s = (season: number, team_id: number) => ({ season, team_id });
    expect(
      coachRuns([s(1972, 1), s(1979, 2), s(1988, 2), s(1994, 3), s(2003, 3)]).map((r) => r.length),
    ).toEqual([5]);
    expect(coachRuns([s(1950, 1), s(1968, 2)])).toHaveLength(2);
    expect(coachRuns([s(1990, 1), s(1990, 2)])).toHaveLength(2);
  });
});

describe("the standings' note on what counts", () => {
  it("says a college hockey conference record is the conference's regular-season games", async () => {
    const { standingsRecordNote } = await import("../../app/lib/standings");
    expect(standingsRecordNote([{ sport: "hockey", level: "ncaa-division-i" }])).toMatch(
      /conference's regular-season games between its members/,
    );
    expect(standingsRecordNote([{ sport: "football", level: "ncaa-division-i" }])).toMatch(/bowl/);
    expect(standingsRecordNote([{ sport: "hockey", level: "professional" }])).toBeNull();
  });
});

describe("NCAA statistics player rows", () => {
  it("reads both name forms", async () => {
    const { ncaaPlayerName } = await import("../../backend/import/sources/chk-names");
    expect(ncaaPlayerName("Gaudreau, Johnny")).toEqual({ first: "Johnny", last: "Gaudreau" });
    expect(ncaaPlayerName("Thatcher Demko,")).toEqual({ first: "Thatcher", last: "Demko" });
  });

  it("gives goals as points minus assists where the file leaves them empty, and a goalie's figures", async () => {
    const { lineStats } = await import("../../backend/import/sources/ncaa-hockey-players");
    const row = {
      line: 1,
      schoolId: "67",
      year: 2002,
      name: "x",
      playerId: "1",
      klass: "Jr.",
      gp: 40,
      g: null,
      a: 28,
      pts: 48,
      pim: 10,
      ppg: null,
      shg: null,
      gwg: null,
      w: null,
      l: null,
      t: null,
      min: null,
      ga: null,
      saves: null,
      sho: null,
    };
    expect(lineStats(row)).toMatchObject({ goalie: false, stats: { goals: 20, points: 48 } });
    const goalie = lineStats({
      ...row,
      g: 0,
      a: 3,
      pts: 3,
      w: 16,
      l: 5,
      t: 3,
      min: 1446,
      ga: 54,
      saves: 611,
      sho: 2,
    });
    expect(goalie.goalie).toBe(true);
    expect(goalie.stats).toMatchObject({
      goalie_wins: 16,
      goals_against_average: 2.24,
      save_percentage: 0.919,
    });
  });
});

describe("a whole career", () => {
  it("is one run, coached nowhere else before or after, over before the data's last season", async () => {
    const { careerIsWhole } = await import("../../backend/import/sources/ncaa-hockey");
    const run = [{ season: 1972 }, { season: 2021 }];
    expect(careerIsWhole(run, { first: 1972, last: 2021 }, 2024, 1)).toBe(true);
    expect(careerIsWhole(run, { first: 1968, last: 2021 }, 2024, 1)).toBe(false);
    expect(careerIsWhole([{ season: 2010 }, { season: 2024 }], { first: 2010, last: 2024 }, 2024, 1)).toBe(
      false,
    );
    expect(careerIsWhole(run, { first: 1972, last: 2021 }, 2024, 2)).toBe(false);
  });
});
