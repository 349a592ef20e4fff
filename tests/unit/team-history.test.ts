import { describe, expect, it } from "vitest";
import {
  finalLostText,
  finishText,
  formatRecord,
  ordinal,
  playoffResultFromGames,
  recordSplit,
  titleWonText,
  type PostseasonGame,
} from "@domain/team-history";

describe("formatRecord", () => {
  it("writes each league's form", () => {
    expect(formatRecord("football", { wins: 9, losses: 8, ties: null, overtime_losses: null }, 2023)).toBe(
      "9-8-0",
    );
    expect(formatRecord("basketball", { wins: 47, losses: 35, ties: 0, overtime_losses: null }, 2023)).toBe(
      "47-35",
    );
    expect(formatRecord("baseball", { wins: 99, losses: 63, ties: 1, overtime_losses: null }, 2022)).toBe(
      "99-63",
    );
    // Hockey standings count OT losses in ties as well.
    expect(formatRecord("hockey", { wins: 47, losses: 20, ties: 15, overtime_losses: 15 }, 2023)).toBe(
      "47-20-15",
    );
    expect(formatRecord("hockey", { wins: 57, losses: 14, ties: 7, overtime_losses: null }, 1970)).toBe(
      "57-14-7",
    );
    expect(formatRecord("hockey", { wins: 40, losses: 30, ties: 12, overtime_losses: 4 }, 2001)).toBe(
      "40-30-8-4",
    );
  });

  it("gives no hockey record in the OTL era when the OTL count is unknown", () => {
    expect(formatRecord("hockey", { wins: 49, losses: 33, ties: 0, overtime_losses: null }, 2018)).toBeNull();
    expect(formatRecord("hockey", { wins: null, losses: 3, ties: 0, overtime_losses: 0 }, 2018)).toBeNull();
  });
});

describe("finish and result texts", () => {
  it("orders and names the group", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
    ]);
    expect(finishText(2, "Atlantic", "Eastern", "NHL")).toBe("2nd in Atlantic");
    expect(finishText(1, null, "American League", null)).toBe("1st in American League");
    expect(finishText(6, null, null, "NHL")).toBe("6th in NHL");
    expect(finishText(3, null, null, null)).toBeNull();
    expect(finishText(null, "Atlantic", null, null)).toBeNull();
  });

  it("words titles and lost finals from the loser's side", () => {
    expect(titleWonText("nhl", "Stanley Cup Final")).toBe("Won Stanley Cup");
    expect(titleWonText("cbb", "NCAA Men's Basketball Tournament")).toBe(
      "Won NCAA Men's Basketball Tournament",
    );
    expect(finalLostText("nba", "NBA Finals", "Chicago Bulls", "4-1", 108, 101)).toBe(
      "Lost NBA Finals to Chicago Bulls 1-4",
    );
    expect(finalLostText("nfl", "Super Bowl", "Kansas City Chiefs", null, 38, 35)).toBe(
      "Lost Super Bowl to Kansas City Chiefs 35-38",
    );
  });
});

describe("playoffResultFromGames", () => {
  const g = (
    date: string,
    opponent: string,
    own: number,
    other: number,
    type = "postseason",
    week: number | null = null,
  ): PostseasonGame => ({
    date,
    opponent,
    own,
    other,
    type,
    week,
  });

  it("names the series lost and its games from the team's side", () => {
    const games = [
      g("2024-04-20", "Toronto", 5, 1),
      g("2024-04-22", "Toronto", 2, 3),
      g("2024-04-24", "Toronto", 4, 2),
      g("2024-04-27", "Toronto", 3, 1),
      g("2024-04-30", "Toronto", 1, 2),
      g("2024-05-02", "Toronto", 1, 2),
      g("2024-05-04", "Toronto", 2, 1),
      g("2024-05-06", "Florida", 5, 1),
      g("2024-05-08", "Florida", 1, 6),
      g("2024-05-10", "Florida", 2, 6),
      g("2024-05-12", "Florida", 2, 3),
      g("2024-05-14", "Florida", 2, 1),
      g("2024-05-17", "Florida", 1, 2),
    ];
    expect(playoffResultFromGames("nhl", 2023, games)).toBe("Lost Second Round to Florida 2-4");
    // 2019-20 had a qualifying round and round robin: no round name.
    expect(playoffResultFromGames("nhl", 2019, games)).toBe("Lost playoff series to Florida 2-4");
  });

  it("says nothing when the team won its last series (the data stops there)", () => {
    expect(
      playoffResultFromGames("nba", 2023, [
        g("2024-04-20", "Denver", 110, 100),
        g("2024-04-22", "Denver", 110, 100),
      ]),
    ).toBeNull();
  });

  it("tells play-in losers apart", () => {
    expect(playoffResultFromGames("nba", 2023, [g("2024-04-16", "New Orleans", 100, 110, "play-in")])).toBe(
      "Lost in Play-In Tournament",
    );
    expect(playoffResultFromGames("nba", 2023, [])).toBeNull();
  });

  it("words college tournaments as single games", () => {
    expect(
      playoffResultFromGames("cbb", 2023, [
        g("2024-03-22", "Vermont", 64, 47),
        g("2024-03-24", "James Madison", 93, 55),
        g("2024-03-29", "Houston", 54, 51),
        g("2024-03-31", "NC State Wolfpack", 64, 76),
      ]),
    ).toBe("Lost in NCAA Tournament to NC State Wolfpack 64-76");
  });

  it("names NFL rounds counted back from the Super Bowl", () => {
    const weeks = [19, 20, 21, 22];
    expect(
      playoffResultFromGames(
        "nfl",
        2023,
        [
          g("2024-01-14", "Dallas", 48, 32, "postseason", 19),
          g("2024-01-20", "San Francisco", 21, 24, "postseason", 20),
        ],
        weeks,
      ),
    ).toBe("Lost Divisional Round to San Francisco 21-24");
    expect(
      playoffResultFromGames(
        "nfl",
        1975,
        [g("1975-12-28", "Dallas", 14, 17, "postseason", 16)],
        [16, 17, 18],
      ),
    ).toBe("Lost playoff game to Dallas 14-17");
  });
});

describe("recordSplit", () => {
  const game = (home: boolean, own: number, other: number, period: string | null = null) => ({
    home,
    own,
    other,
    period,
  });

  it("splits home and away and totals points", () => {
    const s = recordSplit(
      "basketball",
      2023,
      [game(true, 110, 100), game(false, 90, 99), game(false, 120, 101)],
      false,
    )!;
    expect(s).toMatchObject({
      games_played: 3,
      wins: 2,
      losses: 1,
      record: "2-1",
      home_record: "1-0",
      away_record: "1-1",
      points_for: 320,
      points_against: 300,
    });
    expect(recordSplit("basketball", 2023, [], false)).toBeNull();
  });

  it("counts hockey overtime losses only where games carry OT markers", () => {
    const games = [game(true, 3, 2), game(true, 2, 3, "OT"), game(false, 1, 4), game(false, 3, 4, "SO")];
    expect(recordSplit("hockey", 2023, games, true)).toMatchObject({
      wins: 1,
      losses: 1,
      overtime_losses: 2,
      record: "1-1-2",
      home_record: "1-0-1",
      away_record: "0-1-1",
    });
    expect(recordSplit("hockey", 2018, games, false)).toMatchObject({
      wins: 1,
      losses: 3,
      overtime_losses: null,
      record: null,
    });
    // Playoff hockey games all end in a decision: W-L.
    expect(recordSplit("hockey", 2023, games, false, true)).toMatchObject({
      record: "1-3",
      home_record: "1-1",
    });
  });
});
