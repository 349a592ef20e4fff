/**
 * The NHL playoff series import's rules (which SeriesPost rows are on the Stanley Cup path, the
 * order of rounds within a season), the bracket built from series, its result wording, and the
 * series-against-games comparison behind /data-quality.
 */
import { describe, expect, it } from "vitest";
import { cupPathDecision, roundOrder } from "../../backend/import/sources/hockey-series";
import { hockeySeriesPost } from "../../backend/import/readers/hockey-databank";
import { compareHockeySeries } from "../../backend/import/quality/hockey-series-vs-games";
import {
  bracketFromSeries,
  seriesResult,
  sourceSeriesResult,
  type SourceSeries,
} from "../../app/lib/bracket";
import { playoffSeriesOf } from "../support/contract-fixtures";

const row = (year: number, round: string, lgIDWinner: string, lgIDLoser: string) => ({
  year,
  round,
  lgIDWinner,
  lgIDLoser,
});

describe("cupPathDecision", () => {
  it("keeps every round between two NHL clubs", () => {
    expect(cupPathDecision(row(1985, "DSF", "NHL", "NHL"), false)).toEqual({ include: true });
    expect(cupPathDecision(row(1924, "F", "NHL", "NHL"), false)).toEqual({ include: true });
  });
  it("keeps a challenge-era Stanley Cup Final against a PCHA or WCHL club only when both clubs are ours", () => {
    expect(cupPathDecision(row(1917, "SCF", "NHL", "PCHA"), true)).toEqual({ include: true });
    expect(cupPathDecision(row(1924, "SCF", "WCHL", "NHL"), true)).toEqual({ include: true });
    expect(cupPathDecision(row(1917, "SCF", "NHL", "PCHA"), false).include).toBe(false);
  });
  it("leaves out inter-league semi-finals, other leagues' series and anything before the NHL", () => {
    expect(cupPathDecision(row(1922, "SCSF", "NHL", "PCHA"), true)).toMatchObject({
      include: false,
      reason: expect.stringContaining("SCSF"),
    });
    expect(cupPathDecision(row(1923, "WP", "WCHL", "PCHA"), true).include).toBe(false);
    expect(cupPathDecision(row(1977, "ACF", "WHA", "WHA"), true).include).toBe(false);
    expect(cupPathDecision(row(1916, "SCF", "PCHA", "NHA"), true)).toMatchObject({
      include: false,
      reason: "before the NHL",
    });
  });
});

describe("roundOrder", () => {
  it("orders each era's rounds as they were played", () => {
    const byOrder = (codes: string[]) => [...codes].sort((a, b) => roundOrder(a) - roundOrder(b));
    expect(byOrder(["SCF", "F", "SF"])).toEqual(["SF", "F", "SCF"]);
    expect(byOrder(["SCF", "SF", "QF", "Pre"])).toEqual(["Pre", "QF", "SF", "SCF"]);
    expect(byOrder(["SCF", "CF", "DF", "DSF"])).toEqual(["DSF", "DF", "CF", "SCF"]);
    expect(byOrder(["CF", "SCF", "CSF", "CQF"])).toEqual(["CQF", "CSF", "CF", "SCF"]);
    expect(byOrder(["C2", "SCF", "C1", "CF"])).toEqual(["C1", "C2", "CF", "SCF"]);
  });
});

describe("the SeriesPost reader's schema", () => {
  const base = {
    year: "1985",
    round: "SCF",
    series: "O",
    tmIDWinner: "MTL",
    lgIDWinner: "NHL",
    tmIDLoser: "CAL",
    lgIDLoser: "NHL",
    W: "4",
    L: "1",
    T: "0",
    GoalsWinner: "15",
    GoalsLoser: "13",
    note: "",
  };
  it("types a row and turns blanks into nulls", () => {
    expect(hockeySeriesPost.schema.parse({ ...base, series: "", GoalsWinner: "" })).toMatchObject({
      year: 1985,
      W: 4,
      series: null,
      GoalsWinner: null,
      note: null,
    });
  });
  it("rejects a row without a winner or with a negative count", () => {
    expect(hockeySeriesPost.schema.safeParse({ ...base, tmIDWinner: "" }).success).toBe(false);
    expect(hockeySeriesPost.schema.safeParse({ ...base, W: "-1" }).success).toBe(false);
  });
});

const series = (over: Partial<SourceSeries>): SourceSeries => playoffSeriesOf(over);

const team = (name: string) => ({ slug: name.toLowerCase().replace(/ /g, "-"), name });

describe("bracketFromSeries", () => {
  it("puts rounds in order under their names of the time and series whose winners meet next together", () => {
    const rounds = bracketFromSeries([
      series({ round: "SF", round_name: "Semi-Finals", round_order: 2, winner: team("A"), loser: team("B") }),
      series({ round: "SF", round_name: "Semi-Finals", round_order: 2, winner: team("C"), loser: team("D") }),
      series({
        round: "QF",
        round_name: "Quarter-Finals",
        round_order: 1,
        winner: team("B"),
        loser: team("E"),
      }),
      series({
        round: "QF",
        round_name: "Quarter-Finals",
        round_order: 1,
        winner: team("D"),
        loser: team("F"),
      }),
      series({
        round: "QF",
        round_name: "Quarter-Finals",
        round_order: 1,
        winner: team("G"),
        loser: team("H"),
      }),
      series({ winner: team("A"), loser: team("C") }),
    ]);
    expect(rounds.map((r) => r.title)).toEqual(["Quarter-Finals", "Semi-Finals", "Stanley Cup Finals"]);
    expect(rounds[1].series.map((s) => s.sides[0].name)).toEqual(["A", "C"]);
    // B fed the first semi-final, D the second; G went no further and comes last.
    expect(rounds[0].series.map((s) => s.sides[0].name)).toEqual(["B", "D", "G"]);
    expect(rounds[2].series[0]).toMatchObject({ title: true, winner: 0, games: [] });
    expect(seriesResult(rounds[2].series[0])).toBe("A won 4-1");
  });

  it("words the results a series source records", () => {
    expect(sourceSeriesResult(series({}))).toBe("Montreal Canadiens won 4-1");
    expect(sourceSeriesResult(series({ wins: 2, losses: 0, ties: 2 }))).toBe("Montreal Canadiens won 2-0-2");
    expect(
      sourceSeriesResult(series({ wins: 1, losses: 1, winner_goals: 10, loser_goals: 7, note: "TG" })),
    ).toBe("Montreal Canadiens won 10-7 on total goals (games 1-1)");
    expect(sourceSeriesResult(series({ wins: 0, losses: 0, note: "DEF" }))).toBe(
      "Montreal Canadiens won by default (not played)",
    );
    const halted = bracketFromSeries([series({ wins: 2, losses: 2, note: "ND" })])[0].series[0];
    expect(halted).toMatchObject({ winner: null, title: false });
    expect(seriesResult(halted)).toBe("No decision, 2-2 (series halted)");
  });
});

describe("compareHockeySeries", () => {
  const s = {
    season: 2013,
    round: "SCF",
    winner: 1,
    loser: 2,
    winnerName: "Kings",
    loserName: "Rangers",
    wins: 4,
    losses: 1,
    ties: 0,
  };
  const game = (home: number, away: number, hs: number, as: number) => ({ season: 2013, home, away, hs, as });
  const games = [game(1, 2, 3, 2), game(1, 2, 5, 4), game(2, 1, 3, 0), game(2, 1, 1, 2), game(1, 2, 3, 2)];
  it("agrees when the games add up to the series' winner and W-L", () => {
    expect(compareHockeySeries([s], games)).toMatchObject({
      total: 1,
      disagreements: [],
      seasons: [2013, 2013],
    });
  });
  it("reports a different W-L with both answers", () => {
    const check = compareHockeySeries([{ ...s, losses: 2 }], games);
    expect(check.disagreements).toEqual([
      { season: 2013, round: "SCF", stated: "Kings over Rangers 4-2", games: "Kings over Rangers 4-1" },
    ]);
  });
  it("counts apart series without games, with a club unknown, and seasons without games", () => {
    const check = compareHockeySeries(
      [
        { ...s, loser: 3 },
        { ...s, winner: null },
        { ...s, season: 1985 },
      ],
      games,
    );
    expect(check).toMatchObject({ total: 0, unresolved: 1, withoutGames: [{ season: 2013, round: "SCF" }] });
  });
});
