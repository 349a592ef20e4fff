import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { boardKeys, boardValue, LEADER_STATS_BY_SPORT, qualificationNote } from "@domain/leaders";
import { LEAGUE_KEYS } from "@domain/leagues";
import {
  columnOf,
  findStatistic,
  STATISTICS,
  statistic,
  valueFrom,
  type Statistic,
} from "@domain/statistics";
import { GOALIE_SEASON_STATS, goalieSaves, statColumn, statColumns } from "~/lib/stat-columns";

const all: readonly Statistic[] = STATISTICS;
const attributions = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../backend/data/attributions.json"), "utf8"),
) as { id: string }[];

describe("the statistics registry", () => {
  it("names each statistic once per league, with a label, an abbreviation and a glossary entry", () => {
    for (const league of LEAGUE_KEYS) {
      const keys = all.filter((s) => s.league === league).map((s) => s.key);
      expect(new Set(keys).size, league).toBe(keys.length);
    }
    for (const s of all) {
      expect(s.label.trim(), s.key).not.toBe("");
      expect(s.abbr.trim(), s.key).not.toBe("");
      expect(s.definition, s.key).toMatch(/^[A-Z].*\.$/);
    }
  });

  it("cites only sources the attributions page credits", () => {
    const ids = new Set(attributions.map((a) => a.id));
    for (const s of all) for (const source of s.sources) expect(ids, `${s.key}: ${source}`).toContain(source);
  });

  it("gives every derived statistic a formula, and every ranked rate a minimum the page states", () => {
    for (const s of all) {
      if (s.value) expect(s.formula, s.key).toBeTruthy();
      if (s.rate) expect(s.value, s.key).toBeTypeOf("function");
      if (s.rate && s.board) {
        expect(qualificationNote(s, "career"), s.key).toMatch(/^Qualified: /);
        expect(qualificationNote(s, "season"), s.key).toMatch(/^Qualified: /);
      }
    }
  });

  it("ranks on franchise boards only counts, which sum one column of a club's lines", () => {
    for (const s of all.filter((x) => x.franchise)) {
      expect(s.board, s.key).toBe(true);
      expect(s.value, s.key).toBeUndefined();
      expect(s.rate, s.key).toBeUndefined();
    }
  });

  it("is what the leader boards list, per sport", () => {
    expect(LEADER_STATS_BY_SPORT.baseball.map((s) => s.key)).toEqual(
      all.filter((s) => s.league === "mlb" && s.board).map((s) => s.key),
    );
    expect(LEADER_STATS_BY_SPORT.hockey.map((s) => s.key)).toContain("svp");
    expect(findStatistic("mlb", "svp")).toBeUndefined();
    expect(findStatistic("nhl", "svp")?.label).toBe("Save Percentage");
  });
});

describe("a statistic's value from summed figures", () => {
  it("reads a count from its column, derives a rate from its formula", () => {
    expect(columnOf(statistic("mlb", "so_p"))).toBe("so");
    expect(valueFrom(statistic("mlb", "so_p"), { so: 5714 })).toBe(5714);
    expect(valueFrom(statistic("mlb", "hr"), {})).toBe(0);
    // Ted Williams 1941: 185 H in 456 AB.
    expect(valueFrom(statistic("mlb", "avg"), { ab: 456, h: 185 })).toBeCloseTo(0.4057, 4);
    expect(valueFrom(statistic("mlb", "avg"), { ab: 0, h: 0 })).toBeNull();
    expect(valueFrom(statistic("mlb", "fpct"), { po: 90, a: 8, e: 2 })).toBe(0.98);
    expect(valueFrom(statistic("mlb", "fpct"), { po: 0, a: 0, e: 0 })).toBeNull();
    expect(valueFrom(statistic("nhl", "gaa"), { ga: 43, min: 2800 })).toBeCloseTo(0.921, 3);
  });
});

describe("a board's value of an entry", () => {
  const season = (totals: Record<string, number>, teamGames: number | null = 162) => ({ totals, teamGames });

  it("leaves out a count of zero, keeps a count with the basis the board shows", () => {
    expect(boardValue(statistic("mlb", "hr"), season({ hr: 0, pa: 600 }), "season")).toBeNull();
    expect(boardValue(statistic("mlb", "hr"), season({ hr: 73, pa: 664 }), "season")).toEqual({
      value: 73,
      basis: 664,
    });
    expect(boardValue(statistic("nhl", "goals"), season({ g: 50 }), "season")).toEqual({
      value: 50,
      basis: null,
    });
  });

  it("ranks a rate only at the qualification minimum (502 PA in a 162-game season)", () => {
    const avg = statistic("mlb", "avg");
    expect(boardValue(avg, season({ pa: 501, ab: 450, h: 200 }), "season")).toBeNull();
    expect(boardValue(avg, season({ pa: 502, ab: 450, h: 200 }), "season")?.value).toBeCloseTo(0.444, 3);
    expect(boardValue(avg, season({ pa: 2999, ab: 2600, h: 900 }, null), "career")).toBeNull();
  });

  it("keeps a negative or zero plus/minus with a game, and only over seasons that record it", () => {
    const pm = statistic("nhl", "plus_minus");
    expect(boardValue(pm, { totals: { gp: 80, pm: -12 }, complete: true }, "season")?.value).toBe(-12);
    expect(boardValue(pm, { totals: { gp: 80, pm: 0 }, complete: true }, "season")?.value).toBe(0);
    expect(boardValue(pm, { totals: { gp: 0, pm: 0 }, complete: true }, "season")).toBeNull();
    expect(boardValue(pm, { totals: { gp: 80, pm: 30 }, complete: false }, "season")).toBeNull();
  });

  it("ranks fielding percentage per position with the rules' minimum", () => {
    const fpct = statistic("mlb", "fpct");
    const ss = (g: number) => ({ totals: { g, po: 200, a: 400, e: 10 }, teamGames: 162, pos: "SS" });
    expect(boardValue(fpct, ss(107), "season")).toBeNull();
    expect(boardValue(fpct, ss(108), "season")).toEqual({ value: 600 / 610, basis: 108 });
    expect(boardKeys(fpct)).not.toContain("all");
  });
});

describe("table columns from the registry", () => {
  it("name a statistic as its board does and show the line's figure", () => {
    expect(statColumn("mlb", "whip")).toEqual({
      key: "whip",
      label: "Walks and Hits per Inning Pitched",
      abbr: "WHIP",
      // Every header explains its statistic with JavaScript off and links its glossary entry.
      title: "Walks and Hits per Inning Pitched: Walks and hits allowed per inning.",
      glossary: "/glossary#mlb-whip",
      numeric: true,
    });
    expect(statColumns("nhl", ["goals", "points"]).map((c) => [c.key, c.abbr])).toEqual([
      ["g", "G"],
      ["pts", "PTS"],
    ]);
  });

  it("give a goalie season W, L, T/OTL, GA, SA, SV, SV%, GAA and SO, saves derived from shots against", () => {
    expect(statColumns("nhl", GOALIE_SEASON_STATS).map((c) => c.abbr)).toEqual([
      "W",
      "L",
      "T/OTL",
      "GA",
      "SA",
      "SV",
      "SV%",
      "GAA",
      "SO",
    ]);
    // Vasilevskiy 2018-19: 128 goals on 1,713 shots, .925.
    const v = goalieSaves(128, 1713);
    expect(v.saves).toBe(1585);
    expect(v.savePct?.toFixed(3)).toBe("0.925");
    // Before 1982-83 no shots against: no saves, no save percentage (never a 0 shown as a figure).
    expect(goalieSaves(109, null)).toEqual({ saves: null, savePct: null });
  });
});
