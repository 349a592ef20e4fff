/**
 * College basketball team seasons from Sports-Reference (backend/import/sources/ncaa-mbb-team-seasons.ts)
 * and their comparison with the tournament games (backend/import/quality/cbb-team-seasons.ts).
 */
import { describe, expect, it } from "vitest";
import {
  ncaaResultText,
  ncaaRoundOf,
  teamSeasonDraft,
} from "../../backend/import/sources/ncaa-mbb-team-seasons";
import { tournamentEndings } from "../../backend/import/quality/cbb-team-seasons";
import { itGives } from "../support/function-table";

itGives("ncaaResultText", ncaaResultText, [
  ["NA", null],
  ["Won National Final", "Won NCAA Tournament"],
  ["Lost Regional Semifinal", "Lost in NCAA Tournament (Regional Semifinal)"],
  ["Lost Regional Final (Final Four)", "Lost in NCAA Tournament (Regional Final (Final Four))"],
]);

itGives("ncaaRoundOf", ncaaRoundOf, [
  ["Won NCAA Tournament", { round: "National Championship", won: true }],
  ["Lost in NCAA Tournament (National Final)", { round: "National Championship", won: false }],
  ["Lost in NCAA Tournament (Regional Semifinal)", { round: "Sweet 16", won: false }],
  ["Lost in NCAA Tournament (Opening Round)", { round: "Opening Round", won: false }],
  ["Missed NCAA Tournament", null],
  [null, null],
]);

describe("teamSeasonDraft", () => {
  const row = (season: string, ncaa_result: string) => ({
    school: "kansas",
    season: { start: Number(season.slice(0, 4)), major: !season.endsWith("-nm") },
    w: 19,
    l: 6,
    ncaa_result,
    coaches: "Phog Allen (19-6)",
    line: 2,
  });

  it("keeps the W-L and the tournament, and says nothing of a tournament before the first one", () => {
    expect(teamSeasonDraft(row("1952-53", "Lost National Final"), 7, "Kansas Jayhawks")).toMatchObject({
      team_id: 7,
      season_start_year: 1952,
      wins: 19,
      losses: 6,
      games_played: 25,
      made_playoffs: 1,
      playoff_result: "Lost in NCAA Tournament (National Final)",
    });
    expect(teamSeasonDraft(row("1957-58", "NA"), 7, "Kansas Jayhawks").made_playoffs).toBe(0);
    expect(teamSeasonDraft(row("1898-99", "NA"), 7, "Kansas Jayhawks").made_playoffs).toBeNull();
    // A season the school was not a major program: not a tournament missed.
    expect(teamSeasonDraft(row("1958-59-nm", "NA"), 7, "Air Force").made_playoffs).toBeNull();
  });
});

describe("tournamentEndings", () => {
  // A four-team bracket of the 1985-2009 era, its names counted back from the title game.
  const games = [
    { season: 1990, date: "1991-03-30", winner: 1, loser: 2, title: false },
    { season: 1990, date: "1991-03-30", winner: 3, loser: 4, title: false },
    { season: 1990, date: "1991-04-01", winner: 1, loser: 3, title: true },
  ];

  it("names each team's last round from the title game back, and the champion's title", () => {
    const endings = tournamentEndings(games, 1990);
    expect(endings.get(1)).toEqual({ round: "National Championship", won: true });
    expect(endings.get(3)).toEqual({ round: "National Championship", won: false });
    expect(endings.get(2)).toEqual({ round: "Final Four", won: false });
    expect(endings.get(4)).toEqual({ round: "Final Four", won: false });
  });
});
