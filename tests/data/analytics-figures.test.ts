/**
 * The /analytics figures stored by the build (analytics_figures, issue 41 item 3) are the answers
 * the per-request computation gives: for every site, category and timeframe, the stored body
 * equals `computeFigures` on the same database at the build's clock, number for number. And a
 * view reads the stored row (its computed_at is the build's), not the games.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { ANALYTICS_CATEGORIES, ANALYTICS_TIMEFRAMES } from "../../domain/analytics";
import { formatScope, SCOPE_HEADER } from "../../domain/scope";
import type { Database } from "../../backend/db/schema";
import { createApiHandler } from "../../backend/http/handler";
import { loadRefData } from "../../backend/http/ref-data";
import { computeFigures, storedFiguresKey } from "../../backend/http/routes/analytics";
import { FIGURE_SCOPES, figuresRequest } from "../../backend/import/steps/analytics-figures";
import { DATA_VERSION_KEY } from "../../backend/db/data-version";
import { openTestDatabase, TEST_NOW } from "../support/test-database";

const NOW = new Date(TEST_NOW);
const CASES = FIGURE_SCOPES.flatMap((scope) =>
  ANALYTICS_CATEGORIES.flatMap(({ slug: category }) =>
    ANALYTICS_TIMEFRAMES.map(({ slug: timeframe }) => ({
      site: scope.league ?? "hub",
      scope,
      category,
      timeframe,
    })),
  ),
);

describe("stored /analytics figures", () => {
  let db: Kysely<Database>;
  beforeAll(() => {
    db = openTestDatabase();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("holds one answer for every site, category and timeframe", async () => {
    const rows = await db.selectFrom("analytics_figures").select(["scope"]).execute();
    expect(rows).toHaveLength(CASES.length);
  });

  it.each(CASES)("$site $category $timeframe: the stored answer is the computed one", async (c) => {
    const request = figuresRequest({ db, ref: await loadRefData(db) }, c.scope, c.category, c.timeframe, NOW);
    const key = storedFiguresKey(request);
    const row = await db
      .selectFrom("analytics_figures")
      .selectAll()
      .where("scope", "=", key.scope)
      .where("category", "=", key.category)
      .where("timeframe", "=", key.timeframe)
      .executeTakeFirstOrThrow();
    expect(row.period).toBe(key.period);
    const { computed_at: _stored, ...stored } = JSON.parse(row.body) as Record<string, unknown>;
    const { computed_at: _now, ...computed } = await computeFigures(request);
    expect(stored).toEqual(computed);
  });

  it("answers a view from the stored row, at the build's clock and at another hour of the same week", async () => {
    const stored = await db
      .selectFrom("analytics_figures")
      .select(["body", "data_version"])
      .where("category", "=", "game-analysis")
      .where("timeframe", "=", "this-week")
      .where("scope", "like", '["nfl"%')
      .executeTakeFirstOrThrow();
    const builtAt = (JSON.parse(stored.body) as { computed_at: string }).computed_at;
    const later = new Date(NOW.getTime() + 60 * 60 * 1000);
    const handler = createApiHandler(db, { now: () => later });
    const response = await handler(
      new Request(
        "http://test/api/analytics/figures/?category=game-analysis&timeframe=this-week&sport__slug=football&level__slug=professional",
        { headers: { [SCOPE_HEADER]: formatScope({ league: "nfl" }) } },
      ),
    );
    expect(response.status).toBe(200);
    // A live score update since the build (the browser suite writes some into this database) makes
    // the stored rows stale: the view is then computed at its own clock instead.
    const version = await db
      .selectFrom("build_info")
      .select("value")
      .where("key", "=", DATA_VERSION_KEY)
      .executeTakeFirst();
    const current = (version?.value ?? "") === stored.data_version;
    expect(((await response.json()) as { computed_at: string }).computed_at).toBe(
      current ? builtAt : later.toISOString(),
    );
  });
});
