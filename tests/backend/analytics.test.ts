/**
 * /api/analytics/: the data-quality figures the build stores (and that they move when the data
 * has a gap), and the /analytics figures per timeframe, on databases built from the fixtures.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsFiguresSchema, dataQualityReportSchema } from "@domain/contract/schemas";
import type { DataQualityReport } from "@domain/contract/types";
import { ENGINES, createTestDatabase, withFixtureDatabase, type TestDatabase } from "./support/database";
import { FIXTURE_DATA_DIR } from "./support/fixture-step";

async function get(t: TestDatabase, pathAndQuery: string): Promise<{ status: number; body: unknown }> {
  const response = await t.handler(new Request(`http://analytics.test/api/${pathAndQuery}`));
  return { status: response.status, body: await response.json() };
}

async function quality(t: TestDatabase): Promise<DataQualityReport> {
  const { status, body } = await get(t, "analytics/data-quality/");
  expect(status).toBe(200);
  return dataQualityReportSchema.parse(body);
}

const metric = (r: DataQualityReport, key: string) => r.metrics.find((m) => m.key === key);

describe.each(ENGINES)("data quality on %s", (engine) => {
  let full: TestDatabase;
  let gap: TestDatabase;
  let gapDir: string;

  beforeAll(async () => {
    // The same fixtures with a known gap: the venue and MVP of Super Bowl LIV blanked.
    gapDir = fs.mkdtempSync(path.join(os.tmpdir(), "quality-gap-"));
    fs.cpSync(FIXTURE_DATA_DIR, gapDir, { recursive: true });
    const file = path.join(gapDir, "champions", "super-bowl.csv");
    const text = fs.readFileSync(file, "utf8");
    const broken = text.replace(
      "2020-02-02,Hard Rock Stadium,Miami Gardens,FL,Patrick Mahomes,",
      "2020-02-02,,Miami Gardens,FL,,",
    );
    expect(broken).not.toBe(text);
    fs.writeFileSync(file, broken);
    [full, gap] = await Promise.all([
      createTestDatabase(engine),
      createTestDatabase(engine, { dataDir: gapDir }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([full?.close(), gap?.close()]);
    fs.rmSync(gapDir, { recursive: true, force: true });
  });

  it("stores the figures with the time they were computed", async () => {
    const r = await quality(full);
    expect(Date.parse(r.computed_at ?? "")).not.toBeNaN();
    expect(r.metrics.map((m) => m.key)).toEqual(["completeness", "accuracy", "freshness", "consistency"]);
    expect(r.overall).toBeGreaterThan(0);
    expect(r.sources.map((s) => s.key)).toEqual(["curated", "open-datasets", "crosswalk", "database"]);
    expect(r.rules).toHaveLength(5);
    for (const rule of r.rules) expect(["passed", "warning"]).toContain(rule.status);
  });

  it("does not invent an accuracy figure when the build compared nothing", async () => {
    const r = await quality(full);
    // The fixture build imports no open dataset, so there is nothing to cross-check.
    expect(metric(r, "accuracy")?.score).toBeNull();
    expect(r.sources.find((s) => s.key === "open-datasets")?.status).toBe("missing");
    expect(r.overall).toBe(
      Math.round(
        (["completeness", "freshness", "consistency"]
          .map((k) => metric(r, k)?.score ?? 0)
          .reduce((a, b) => a + b, 0) /
          3) *
          10,
      ) / 10,
    );
  });

  it("completeness counts expected fields per entity", async () => {
    const r = await quality(full);
    const champions = r.completeness.find((c) => c.key === "champions");
    // 7 held editions in the fixtures x 6 expected fields.
    expect(champions?.total).toBe(7 * 6);
    expect(champions?.score).toBe(Math.round(((champions?.passed ?? 0) / 42) * 1000) / 10);
  });

  it("sees a gap in the data: completeness and the overall score go down by exactly the blanked fields", async () => {
    const before = await quality(full);
    const after = await quality(gap);
    const champs = (r: DataQualityReport) => r.completeness.find((c) => c.key === "champions");
    expect((champs(before)?.passed ?? 0) - (champs(after)?.passed ?? 0)).toBe(2);
    expect(champs(after)?.total).toBe(champs(before)?.total);
    expect(metric(after, "completeness")?.score).toBeLessThan(metric(before, "completeness")?.score ?? 0);
    expect(after.overall).toBeLessThan(before.overall ?? 0);
    expect(champs(after)?.detail).toContain("venue missing in");
  });

  it("consistency: standings agree with games, and every season's champion is its champion row", async () => {
    const r = await quality(full);
    const seasonChampions = r.consistency.find((c) => c.key === "season-champions");
    expect(seasonChampions?.score).toBe(100);
    const rule = r.rules.find((x) => x.key === "standings-games");
    expect(rule?.passed).toBe(
      (r.consistency.find((c) => c.key === "standings-games")?.total ?? 0) -
        (r.consistency.find((c) => c.key === "standings-games")?.passed ?? 0),
    );
  });

  it("freshness: each league's last season against the current one (2026 at the test clock)", async () => {
    const r = await quality(full);
    const superBowl = r.freshness.find((f) => f.key === "super-bowl-champions");
    // The fixture's last Super Bowl is the 2023 season: two completed seasons (2024, 2025) behind.
    expect(superBowl).toMatchObject({ season: 2023, score: 80 });
  });
});

describe.each(ENGINES)("analytics figures on %s", (engine) => {
  let t: TestDatabase;
  withFixtureDatabase(engine, (opened) => {
    t = opened;
  });

  const figures = async (query: string) => {
    const { status, body } = await get(t, `analytics/figures/?${query}`);
    expect(status).toBe(200);
    return analyticsFiguresSchema.parse(body);
  };

  it("answers four KPIs per category, with defaults team-performance and all-time", async () => {
    const f = await figures("");
    expect(f.category).toBe("team-performance");
    expect(f.timeframe).toBe("all-time");
    for (const category of ["team-performance", "player-statistics", "game-analysis", "season-trends"]) {
      expect((await figures(`category=${category}&timeframe=all-time`)).kpis).toHaveLength(4);
    }
  });

  it("the week and all time give different figures (games 2026-11-16..22 vs every game)", async () => {
    const week = await figures(
      "category=game-analysis&timeframe=this-week&sport__slug=football&level__slug=professional",
    );
    const all = await figures(
      "category=game-analysis&timeframe=all-time&sport__slug=football&level__slug=professional",
    );
    expect(week.start).toBe("2026-11-16");
    expect(week.games).toBe(1);
    expect(all.games).toBe(3);
    expect(week.kpis.find((k) => k.key === "games")?.value).toBe(1);
    // 1980: the away side won 31-21 by 10, the largest margin.
    expect(all.kpis.find((k) => k.key === "largest-margin")).toMatchObject({
      value: 10,
      detail: "1980-11-16",
    });
  });

  it("says so when the timeframe has no games rather than showing zeros", async () => {
    const f = await figures("category=game-analysis&timeframe=this-week&sport__slug=hockey");
    expect(f.games).toBe(0);
    for (const kpi of f.kpis) {
      expect(kpi.value).toBeNull();
      expect(kpi.detail).toBe("No games played this week");
    }
    expect(f.charts).toEqual([]);
  });

  it("counts titles in the timeframe", async () => {
    const all = await figures("timeframe=all-time&sport__slug=football&level__slug=professional");
    expect(all.kpis.find((k) => k.key === "most-titles")).toMatchObject({
      value: 3,
      subject: "Kansas City Chiefs",
    });
    const year = await figures("timeframe=this-year&sport__slug=football&level__slug=professional");
    expect(year.kpis.find((k) => k.key === "most-titles")).toMatchObject({
      value: null,
      detail: "No titles decided this year",
    });
  });

  it("rejects an unknown category or timeframe with 400 naming the parameter", async () => {
    const bad = await get(t, "analytics/figures/?timeframe=yesterday");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("timeframe");
  });
});
