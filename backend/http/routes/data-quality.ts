/**
 * /api/analytics/data-quality/: the figures the last database build stored. On a sport site (the
 * site scope, domain/scope.ts) the per-league rows (accuracy, freshness) are the site's
 * championship's only, and the accuracy, freshness and overall figures are computed from them;
 * completeness and consistency are measured over the whole database, and `league` names what the
 * per-league figures cover, so the page can say so.
 */
import type { Selectable } from "kysely";
import type { DataQualityBody } from "../../../domain/contract/types";
import { inScope } from "../../../domain/scope";
import type { DataQualityTable } from "../../db/schema";
import { overallScore, percent } from "../../import/quality/figures";
import type { Route, RouteContext } from "../context";

type Row = Selectable<DataQualityTable>;
type Item = NonNullable<DataQualityBody["metrics"]>[number];

const item = (r: Row): Item => ({
  key: r.key,
  label: r.label,
  score: r.score === null ? null : Number(r.score),
  passed: r.passed,
  total: r.total,
  status: r.status,
  detail: r.detail,
  season: r.season,
});

const mean = (scores: number[]) =>
  scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;

async function dataQuality(ctx: RouteContext): Promise<DataQualityBody> {
  const all = await ctx.db.selectFrom("data_quality").selectAll().orderBy("sort_order").execute();
  const scoped = ctx.scope.league !== undefined;
  const leagues = [...ctx.ref.championships.values()].filter((c) =>
    inScope(ctx.scope, { league: c.league_key }),
  );
  const own = new Set(leagues.map((c) => c.slug));
  const perLeague = (section: string) => section === "accuracy" || section === "freshness";
  const rows = all.filter(
    (r) => !scoped || !perLeague(r.section) || (r.championship !== null && own.has(r.championship)),
  );
  const bySection = (section: string) => rows.filter((r) => r.section === section).map(item);

  let metrics = bySection("metric").filter((m) => m.key !== "overall");
  let overall = all.find((r) => r.section === "metric" && r.key === "overall")?.score ?? null;
  if (scoped) {
    // The site's own accuracy and freshness, from its rows; the other two stay whole-database.
    const accuracy = bySection("accuracy").filter((a) => a.total);
    const passed = accuracy.reduce((n, a) => n + (a.passed ?? 0), 0);
    const total = accuracy.reduce((n, a) => n + (a.total ?? 0), 0);
    const freshness = bySection("freshness")
      .map((f) => f.score)
      .filter((s): s is number => s !== null);
    metrics = metrics.map((m) => {
      if (m.key === "accuracy") return { ...m, score: total ? percent(passed, total) : null, passed, total };
      if (m.key === "freshness") return { ...m, score: mean(freshness) };
      return m;
    });
    overall = overallScore(metrics.map((m) => m.score ?? null));
  }
  return {
    computed_at: all[0]?.computed_at ?? null,
    overall: overall === null ? null : Number(overall),
    league: scoped ? leagues.map((c) => c.name).join(", ") || null : null,
    metrics,
    completeness: bySection("completeness"),
    accuracy: bySection("accuracy"),
    freshness: bySection("freshness"),
    consistency: bySection("consistency"),
    sources: bySection("source"),
    rules: bySection("rule"),
  };
}

export const dataQualityRoutes: Route[] = [{ path: "analytics/data-quality", handle: dataQuality }];
