/**
 * The pure parts of MLB from 1871: a club of the past's names of the time and slug (Lahman
 * franchises), the likely cause of a standings disagreement with the games, and the standings note.
 */
import { describe, expect, it } from "vitest";
import { clubSlugs, identitiesOf } from "../../backend/import/sources/lahman-clubs";
import { likelyCause, standingsDisagreementText } from "../../backend/import/quality/mlb-standings-vs-games";
import type { LoggedForfeit } from "../../backend/import/sources/retrosheet";
import { mlbStandingsNote } from "../../app/lib/standings";

describe("clubs of the past", () => {
  it("makes one name of the time per run of seasons under one name and city", () => {
    expect(
      identitiesOf([
        { year: 1877, name: "Hartford Dark Blues", city: "Brooklyn", state: "NY" },
        { year: 1876, name: "Hartford Dark Blues", city: "Hartford", state: "CT" },
        { year: 1890, name: "Cleveland Spiders", city: "Cleveland", state: "OH" },
        { year: 1889, name: "Cleveland Spiders", city: "Cleveland", state: "OH" },
      ]),
    ).toEqual([
      {
        name: "Hartford Dark Blues",
        city: "Hartford",
        abbreviation: null,
        first_season: 1876,
        last_season: 1876,
      },
      {
        name: "Hartford Dark Blues",
        city: "Brooklyn",
        abbreviation: null,
        first_season: 1877,
        last_season: 1877,
      },
      {
        name: "Cleveland Spiders",
        city: "Cleveland",
        abbreviation: null,
        first_season: 1889,
        last_season: 1890,
      },
    ]);
  });

  it("appends the first season to a name two clubs share or another team holds", () => {
    const slugs = clubSlugs(
      [
        { franchID: "CLV", name: "Cleveland Spiders", first: 1887 },
        { franchID: "KCU", name: "Kansas City Cowboys", first: 1884 },
        { franchID: "KCN", name: "Kansas City Cowboys", first: 1886 },
        { franchID: "CNA", name: "Chicago White Stockings", first: 1871 },
      ],
      (slug) => slug === "chicago-white-stockings",
    );
    expect(Object.fromEntries(slugs)).toEqual({
      CLV: "cleveland-spiders",
      KCU: "kansas-city-cowboys-1884",
      KCN: "kansas-city-cowboys-1886",
      CNA: "chicago-white-stockings-1871",
    });
  });
});

describe("the likely cause of a standings disagreement", () => {
  const forfeit = (f: Partial<LoggedForfeit> & Pick<LoggedForfeit, "to">, side: "home" | "away") => ({
    season: 1871,
    date: "1871-06-05",
    homeTeamId: 1,
    awayTeamId: 2,
    homeScore: 4,
    awayScore: 7,
    side,
    ...f,
  });

  it("names a forfeit whose logged score gives the other side the win", () => {
    // The home club forfeited... to itself: the logs give the visitors the win by score.
    expect(
      likelyCause({ wins: 5, losses: 2 }, { wins: 4, losses: 3, ties: 0 }, [forfeit({ to: "home" }, "home")]),
    ).toBe("1 forfeit whose logged score is not the forfeit's result (1871-06-05)");
  });

  it("names games missing from the logs once the forfeits are applied", () => {
    expect(likelyCause({ wins: 5, losses: 19 }, { wins: 3, losses: 18, ties: 0 }, [])).toBe(
      "3 decided games fewer in the logs than in Lahman (games missing from the logs)",
    );
    expect(likelyCause({ wins: 68, losses: 69 }, { wins: 70, losses: 69, ties: 4 }, [])).toBe(
      "2 decided games more in the logs than in Lahman (games Lahman does not count, such as games thrown out or replayed)",
    );
  });

  it("names a game the logs rule no decision that has a winner by score", () => {
    expect(
      likelyCause({ wins: 10, losses: 5 }, { wins: 11, losses: 5, ties: 0 }, [
        forfeit({ to: "no decision", homeScore: 6, awayScore: 2 }, "home"),
      ]),
    ).toBe("1 game with a winner by score that the logs rule no decision");
  });

  it("writes both answers and the cause", () => {
    expect(
      standingsDisagreementText({
        season: 1872,
        team: "Middletown Mansfields",
        league: "National Association",
        lahman: { wins: 5, losses: 19 },
        games: { wins: 3, losses: 18, ties: 1 },
        cause: "3 decided games fewer in the logs than in Lahman (games missing from the logs)",
      }),
    ).toBe(
      "1872 Middletown Mansfields (National Association): 5-19 in Lahman, 3-18, 1 tie in the games (3 decided games fewer in the logs than in Lahman (games missing from the logs))",
    );
  });
});

describe("the MLB standings note", () => {
  it("is shown with an MLB table only, and says how the NA and the FL are treated", () => {
    expect(mlbStandingsNote([{ sport: "basketball", level: "professional" }])).toBeNull();
    const note = mlbStandingsNote([{ sport: "baseball", level: "professional" }]);
    expect(note).toContain("MLB records are Lahman's");
    expect(note).toContain("the National Association (1871-1875) is included as Lahman includes it");
    expect(note).toContain("the Federal League (1914-1915) is a major league in both");
  });
});
