import { describe, expect, it } from "vitest";
import type { FieldingLine } from "@domain/contract/types";
import { BATTING_COUNTED, BATTING_SUMS } from "@domain/baseball-stats";
import {
  battingRates,
  careerLabel,
  displayRows,
  FIELDING_SUMS,
  fieldingCareer,
  fieldingPct,
  pitchingRates,
  seasonTotals,
  sumLines,
} from "~/lib/baseball-lines";

const line = (season: number, stint: number, extra: Record<string, unknown> = {}) => ({
  season,
  stint,
  ...extra,
});

function fielding(
  season: number,
  stint: number,
  pos: string,
  po: number,
  a: number,
  e: number,
): FieldingLine {
  return {
    season,
    stint,
    team_code: "NYA",
    team_name: null,
    team_slug: null,
    league: "AL",
    pos,
    g: 10,
    gs: null,
    inn_outs: null,
    po,
    a,
    e,
    dp: 1,
  };
}

describe("seasonTotals", () => {
  it("keeps only the season totals (stint 0), in their order", () => {
    const lines = [line(2001, 0), line(2001, 1), line(2001, 2), line(2002, 0)];
    expect(seasonTotals(lines)).toEqual([line(2001, 0), line(2002, 0)]);
  });
  it("gives nothing for no lines", () => {
    expect(seasonTotals([])).toEqual([]);
  });
});

describe("displayRows: each season's total, then its clubs", () => {
  it("sorts by season then stint and marks club rows as sub-rows", () => {
    const rows = displayRows([line(2002, 0), line(2001, 2), line(2001, 0), line(2001, 1)]);
    expect(rows.map((r) => [r.season, r.stint, r.sub])).toEqual([
      [2001, 0, false],
      [2001, 1, true],
      [2001, 2, true],
      [2002, 0, false],
    ]);
  });
  it("does not reorder the caller's array", () => {
    const input = [line(2002, 0), line(2001, 0)];
    displayRows(input);
    expect(input.map((l) => l.season)).toEqual([2002, 2001]);
  });
});

describe("sumLines", () => {
  it("sums each field over the rows, skipping nulls", () => {
    const rows = [
      { hr: 10, sb: null as number | null },
      { hr: 5, sb: 3 as number | null },
    ];
    expect(sumLines(rows, ["hr", "sb"])).toEqual({ hr: 15, sb: 3 });
  });
  it("leaves a field null where every row lacks it, and null for no rows", () => {
    expect(sumLines([{ so: null }, { so: null }], ["so"])).toEqual({ so: null });
    expect(sumLines<{ hr: number }>([], ["hr"])).toEqual({ hr: null });
  });
  it("keeps a real zero as zero, not null", () => {
    expect(sumLines([{ hr: 0 }, { hr: 0 }], ["hr"])).toEqual({ hr: 0 });
  });
  it("sums only the keys asked for", () => {
    expect(Object.keys(sumLines([{ a: 1, b: 2 }], ["a"]))).toEqual(["a"]);
  });
});

describe("fieldingCareer: career totals by position", () => {
  it("sums season totals per position, positions in order first played, club stints not counted twice", () => {
    const career = fieldingCareer([
      fielding(2001, 0, "SS", 100, 200, 10),
      fielding(2001, 1, "SS", 60, 120, 6),
      fielding(2001, 2, "SS", 40, 80, 4),
      fielding(2002, 0, "3B", 50, 90, 5),
      fielding(2003, 0, "SS", 110, 210, 12),
    ]);
    expect(career.map((c) => c.pos)).toEqual(["SS", "3B"]);
    expect(career[0].sums).toMatchObject({ po: 210, a: 410, e: 22, g: 20, dp: 2, gs: null });
    expect(career[1].sums).toMatchObject({ po: 50, a: 90, e: 5, g: 10 });
    expect(Object.keys(career[0].sums).sort()).toEqual([...FIELDING_SUMS].sort());
  });
  it("gives no positions for no lines", () => {
    expect(fieldingCareer([])).toEqual([]);
  });
});

describe("careerLabel", () => {
  it("says 'Career through' the source's last season where the lines reach it", () => {
    expect(careerLabel([line(2022, 0), line(2024, 0)], 2024)).toBe("Career through 2024");
  });
  it("otherwise counts distinct seasons, clubs of a season counted once", () => {
    expect(careerLabel([line(1990, 0), line(1990, 1), line(1990, 2), line(1991, 0)], 2024)).toBe(
      "Career (2 seasons)",
    );
  });
  it("uses the singular for one season", () => {
    expect(careerLabel([line(1990, 0)], 2024)).toBe("Career (1 season)");
  });
  it("counts the last season reached at the boundary", () => {
    expect(careerLabel([line(2023, 0)], 2024)).toBe("Career (1 season)");
    expect(careerLabel([line(2024, 0)], 2024)).toBe("Career through 2024");
  });
});

describe("fieldingPct: (PO + A) / (PO + A + E)", () => {
  it("computes the share of chances handled", () => {
    expect(fieldingPct(90, 6, 4)).toBeCloseTo(0.96, 10);
    expect(fieldingPct(10, 0, 0)).toBe(1);
    expect(fieldingPct(0, 0, 3)).toBe(0);
  });
  it("is null without chances", () => {
    expect(fieldingPct(0, 0, 0)).toBeNull();
  });
});

describe("batting and pitching rates as text", () => {
  it("a career row sums every count its columns and rates need", () => {
    expect(BATTING_SUMS.slice(0, BATTING_COUNTED.length)).toEqual([...BATTING_COUNTED]);
    for (const k of ["hbp", "sf", "sh"] as const) expect(BATTING_SUMS).toContain(k);
  });
  it("reads blank early-season counts as 0 and shows a dash for a line without at bats", () => {
    const counts = {
      ab: 500,
      h: 150,
      doubles: 30,
      triples: 5,
      hr: 20,
      bb: 50,
      hbp: null,
      sf: null,
      sh: null,
    };
    expect(battingRates(counts)).toEqual({ avg: ".300", obp: ".364", slg: ".500", ops: ".864" });
    expect(battingRates({ ...counts, ab: 0, h: 0, bb: 0 }).avg).toBe("–");
  });
  it("gives ERA, innings and WHIP from outs", () => {
    expect(pitchingRates({ ip_outs: 600, h: 180, er: 70, bb: 40 })).toEqual({
      era: "3.15",
      ip: "200.0",
      whip: "1.10",
    });
  });
});
