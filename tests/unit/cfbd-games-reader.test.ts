/**
 * The typed reader of cfbd-games-2023-2024 (CFBD `/games` JSON): every record counted as read, a
 * record failing the schema rejected in the build report with its number and reason.
 */
import { describe, expect, it } from "vitest";
import { readCfbdGames } from "../../backend/import/readers/cfbd-games";
import { readInReport, tempFiles } from "./support/temp-files";

const { write } = tempFiles("cfbd-games-reader-");
const game = {
  id: 401520281,
  season: 2023,
  week: 1,
  season_type: "regular",
  start_date: "2023-08-26T23:30:00.000Z",
  start_time_tbd: false,
  neutral_site: false,
  conference_game: false,
  attendance: 23_000,
  venue: "Kidd Brewer Stadium",
  home_id: 2026,
  home_team: "App State",
  home_conference: "Sun Belt",
  home_division: "fbs",
  home_points: null,
  away_id: 2050,
  away_team: "Ball State",
  away_conference: "Mid-American",
  away_division: "fbs",
  away_points: null,
  notes: null,
};

describe("the CFBD games reader", () => {
  it("reads the games, unplayed ones with null points, and rejects a record whose season type is unknown", () => {
    const file = write("2023.json", JSON.stringify([game, { ...game, id: 2, season_type: "spring" }]));
    const { rows, stats, rejected } = readInReport(
      { read: readCfbdGames },
      file,
      "football",
      "ncaa-division-i",
    );
    expect(rows).toEqual([game]);
    expect(stats.read).toBe(2);
    expect(rejected).toEqual([expect.stringMatching(/^2: record 2: season_type: /)]);
  });
});
