/**
 * The game log's detail fields (glfields.txt 22-77 totals, 94-159 people, 161 acquisition), how the
 * build credits the pitchers of record to a club and checks line scores, and what the game page
 * makes of the clubs' sides.
 */
import { describe, expect, it } from "vitest";
import { gameLogDetail, TEAM_LINE_FIELDS } from "../../backend/import/readers/retrosheet";
import { decisionsBySide, lineScoreMismatch } from "../../backend/import/sources/mlb-game-teams";
import { hasGameLogSides, pitchersOfRecord, positionLabel, teamStatGroups } from "~/lib/baseball-game-log";
import type { BaseballBoxScore } from "@domain/contract/types";

/** 161 fields, blank except `set` (0-based positions). */
function fields(set: Record<number, string>): string[] {
  return Array.from({ length: 161 }, (_, i) => set[i] ?? "");
}

/** A lineup of nine from `at`: ids p1..p9, names "Player 1".., positions as given. */
function lineup(at: number, positions: number[], prefix: string): Record<number, string> {
  const out: Record<number, string> = {};
  positions.forEach((pos, i) => {
    out[at + i * 3] = `${prefix}${i + 1}`;
    out[at + i * 3 + 1] = `${prefix.toUpperCase()} Player ${i + 1}`;
    out[at + i * 3 + 2] = String(pos);
  });
  return out;
}

// The visitors' totals of the 2016 World Series game 7 (Cubs at Cleveland), fields 22-49.
const CUBS = [39, 13, 2, 0, 3, 8, 0, 1, 1, 4, 2, 5, 2, 1, 1, 0, 7, 5, 5, 5, 1, 0, 30, 14, 3, 0, 1, 0];
const full = fields({
  ...Object.fromEntries(CUBS.map((v, i) => [21 + i, String(v)])),
  // Home: AB 40, H 11, then blanks (a row that leaves figures out).
  49: "40",
  50: "11",
  93: "chapa001",
  94: "Aroldis Chapman",
  95: "shawb001",
  96: "Bryan Shaw",
  97: "montm002",
  98: "Mike Montgomery",
  99: "zobrb001",
  100: "Ben Zobrist",
  101: "hendk001",
  102: "Kyle Hendricks",
  103: "klubc001",
  104: "Corey Kluber",
  ...lineup(105, [8, 10, 5, 3, 7, 6, 2, 9, 4], "v"),
  ...lineup(132, [10, 4, 6, 3, 5, 9, 8, 7, 2], "h"),
  160: "Y",
});

describe("a game log row's detail", () => {
  it("reads each club's 28 totals in the log's order, blank figures as null", () => {
    const d = gameLogDetail(full);
    expect(TEAM_LINE_FIELDS).toHaveLength(28);
    expect(d.teams.visitor).toMatchObject({ ab: 39, h: 13, doubles: 2, hr: 3, rbi: 8, sf: 1, bb: 4, ibb: 2 });
    expect(d.teams.visitor).toMatchObject({ so: 5, sb: 2, lob: 7, pitchers: 5, er: 5, team_er: 5, wp: 1 });
    expect(d.teams.visitor).toMatchObject({ po: 30, a: 14, e: 3, pb: 0, dp: 1, tp: 0 });
    expect(d.teams.home).toMatchObject({ ab: 40, h: 11, hr: null, lob: null, tp: null });
  });

  it("reads the pitchers of record, the game-winning RBI, the starters and both lineups in order", () => {
    const d = gameLogDetail(full);
    expect(d.winner).toEqual({ retroId: "chapa001", name: "Aroldis Chapman" });
    expect(d.loser?.name).toBe("Bryan Shaw");
    expect(d.save?.name).toBe("Mike Montgomery");
    expect(d.gwrbi?.name).toBe("Ben Zobrist");
    expect(d.starters).toEqual({
      visitor: { retroId: "hendk001", name: "Kyle Hendricks" },
      home: { retroId: "klubc001", name: "Corey Kluber" },
    });
    expect(d.lineups.visitor?.map((p) => p.position)).toEqual([8, 10, 5, 3, 7, 6, 2, 9, 4]);
    expect(d.lineups.home?.[0]).toEqual({ retroId: "h1", name: "H Player 1", position: 10 });
    expect(d.lineups.home?.[8]).toEqual({ retroId: "h9", name: "H Player 9", position: 2 });
    expect(d.acquisition).toBe("Y");
  });

  it("leaves out what an early row lacks: blank totals, '(none)', a lineup short of nine", () => {
    const early = fields({
      97: "",
      98: "(none)",
      ...lineup(105, [8, 6, 7, 3, 4, 9, 5, 2, 1], "v"),
      // The home lineup misses its eighth man's position.
      ...{ ...lineup(132, [8, 6, 7, 3, 4, 9, 5, 2, 1], "h"), [132 + 7 * 3 + 2]: "" },
      160: "D",
    });
    const d = gameLogDetail(early);
    expect(d.teams).toEqual({ visitor: null, home: null });
    expect([d.winner, d.save, d.starters.home]).toEqual([null, null, null]);
    expect(d.lineups.visitor).toHaveLength(9);
    expect(d.lineups.home).toBeNull();
    expect(d.acquisition).toBe("D");
  });
});

describe("the build's crediting and check", () => {
  const p = (name: string) => ({ retroId: name.toLowerCase(), name });
  it("credits W, S and GWRBI to the winner, L to the loser", () => {
    const d = { winner: p("W"), loser: p("L"), save: p("S"), gwrbi: null };
    expect(decisionsBySide(d, 8, 7)).toEqual({
      away: [
        ["W", p("W")],
        ["S", p("S")],
      ],
      home: [["L", p("L")]],
    });
    expect(decisionsBySide(d, 2, 3)?.away).toEqual([["L", p("L")]]);
  });
  it("credits nobody in a tie, and says so when the row names someone", () => {
    expect(decisionsBySide({ winner: null, loser: null, save: null, gwrbi: null }, 4, 4)).toEqual({
      away: [],
      home: [],
    });
    expect(decisionsBySide({ winner: p("W"), loser: null, save: null, gwrbi: null }, 4, 4)).toBeNull();
  });
  it("names a side whose runs by inning differ from its final score", () => {
    const line = JSON.stringify({
      away: [1, 0, 0, 2, 2, 1, 0, 0, 0, 2],
      home: [0, 0, 1, 0, 2, 0, 0, 3, 0, 1],
    });
    expect(lineScoreMismatch({ away_score: 8, home_score: 7, line_score: line })).toBeNull();
    expect(lineScoreMismatch({ away_score: 9, home_score: 7, line_score: line })).toBe(
      "away 8 by inning, final 9",
    );
    const notBatted = JSON.stringify({ away: [0, 0, 1], home: [2, 0, null] });
    expect(lineScoreMismatch({ away_score: 1, home_score: 2, line_score: notBatted })).toBeNull();
    expect(lineScoreMismatch({ away_score: 1, home_score: 2, line_score: null })).toBeNull();
  });
});

describe("the game page's sections", () => {
  type Line = NonNullable<BaseballBoxScore["teams"]["home"]>;
  const blank = Object.fromEntries(TEAM_LINE_FIELDS.map((k) => [k, null])) as Omit<
    Line,
    "starter" | "lineup" | "decisions"
  >;
  const side = (over: Partial<Line>): Line => ({
    ...blank,
    starter: null,
    lineup: null,
    decisions: [],
    ...over,
  });

  it("shows a Team Stats row where either club has the figure, and no group without one", () => {
    const groups = teamStatGroups({ away: side({ h: 13, e: 3 }), home: side({ h: 11 }) });
    expect(groups.map((g) => g.title)).toEqual(["Batting", "Fielding"]);
    expect(groups[0].rows).toEqual([{ key: "h", label: "H", title: "Hits", away: 13, home: 11 }]);
    expect(groups[1].rows[0]).toMatchObject({ label: "E", away: 3, home: null });
    expect(teamStatGroups({ away: null, home: null })).toEqual([]);
  });

  it("lists the pitchers of record W, L, S, then the game-winning RBI, with their clubs", () => {
    const teams = {
      away: side({
        decisions: [
          { role: "S", name: "Mike Montgomery", player_slug: null },
          { role: "W", name: "Aroldis Chapman", player_slug: "aroldis-chapman" },
        ],
      }),
      home: side({ decisions: [{ role: "L", name: "Bryan Shaw", player_slug: "bryan-shaw" }] }),
    };
    expect(pitchersOfRecord(teams).map((r) => [r.role, r.name, r.side])).toEqual([
      ["W", "Aroldis Chapman", "away"],
      ["L", "Bryan Shaw", "home"],
      ["S", "Mike Montgomery", "away"],
    ]);
    expect(hasGameLogSides(teams)).toBe(true);
    expect(hasGameLogSides({ away: side({}), home: null })).toBe(false);
  });

  it("names the scored positions, 10 the designated hitter", () => {
    expect([1, 2, 3, 6, 7, 10].map(positionLabel)).toEqual(["P", "C", "1B", "SS", "LF", "DH"]);
  });
});
