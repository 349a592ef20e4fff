import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreakdownTable, MetricBars, RuleList, SourceList } from "~/components/quality/QualityParts";
import * as s from "~/components/quality/quality.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { Empty } from "~/components/ui/states";
import { computedText, scoreText, scoreTone } from "~/lib/data-quality";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure } from "~/lib/route-kit.server";
import { pageMeta } from "~/site/meta";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Data Quality");

export async function loader({ context }: LoaderFunctionArgs) {
  const report = await context.api.getDataQuality().catch((error) => pageFailure(error, "data-quality"));
  return pageData({ report, computed: computedText(report.computed_at) }, "history");
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(
    matches,
    "Data Quality",
    "How complete, accurate, fresh and consistent the championship database is: figures computed by each database build from the data itself.",
  );

export const ErrorBoundary = routeErrorBoundary({});

export default function DataQuality() {
  const { report, computed } = useLoaderData<typeof loader>();
  if (report.metrics.length === 0) {
    return (
      <Container className={s.page}>
        <h1 className={s.pageTitle}>Data Quality</h1>
        <Empty kind="data" message="The database was built before data-quality figures existed; rebuild it with npm run db:build." />
      </Container>
    );
  }
  const tone = report.overall === null ? null : scoreTone(report.overall);
  return (
    <Container className={s.page}>
      <header>
        <h1 className={s.pageTitle}>Data Quality</h1>
        <p className={s.lead}>Every figure here is computed by the database build from the data it holds, not typed in.</p>
        {computed ? <p className={s.computed}>Computed {computed}, when the database was built.</p> : null}
        {report.league ? (
          <p className={s.computed}>
            Accuracy and freshness here are those of the {report.league}; completeness and consistency are measured over the whole database behind
            every site of the family.
          </p>
        ) : null}
      </header>

      <div className={s.top}>
        <section className={s.overall} aria-labelledby="overall-heading">
          <h2 id="overall-heading" className={s.panelTitle}>
            Overall Score
          </h2>
          <p className={`${s.overallValue} ${tone ? s.toneText[tone] : ""}`} data-overall>
            {scoreText(report.overall)}
          </p>
          <p className={s.muted}>Mean of the measured metrics</p>
        </section>
        <section className={s.panel} aria-labelledby="metrics-heading">
          <h2 id="metrics-heading" className={s.panelTitle}>
            Quality Metrics
          </h2>
          <MetricBars metrics={report.metrics} />
        </section>
      </div>

      <div className={s.columns}>
        <section className={s.panel} aria-labelledby="sources-heading">
          <h2 id="sources-heading" className={s.panelTitle}>
            Data Sources
          </h2>
          <SourceList sources={report.sources} />
        </section>
        <section className={s.panel} aria-labelledby="rules-heading">
          <h2 id="rules-heading" className={s.panelTitle}>
            Validation Rules
          </h2>
          <RuleList rules={report.rules} />
        </section>
      </div>

      <section className={s.panel} aria-labelledby="completeness-heading">
        <h2 id="completeness-heading" className={s.panelTitle}>
          Completeness by entity
        </h2>
        <BreakdownTable caption="Completeness by entity" items={report.completeness} firstColumn="Entity" countLabel="Fields filled" />
      </section>
      <section className={s.panel} aria-labelledby="accuracy-heading">
        <h2 id="accuracy-heading" className={s.panelTitle}>
          Accuracy by cross-checked source
        </h2>
        {report.accuracy.length ? (
          <BreakdownTable caption="Accuracy by source" items={report.accuracy} firstColumn="Source" countLabel="Checks agreeing" />
        ) : (
          <p className={s.muted}>Not measured: this build did not import the open datasets the cross-checks compare with.</p>
        )}
      </section>
      <section className={s.panel} aria-labelledby="freshness-heading">
        <h2 id="freshness-heading" className={s.panelTitle}>
          Freshness by league
        </h2>
        <BreakdownTable caption="Freshness by league and source" items={report.freshness} firstColumn="League and source" countLabel="Last season" />
      </section>
      <section className={s.panel} aria-labelledby="consistency-heading">
        <h2 id="consistency-heading" className={s.panelTitle}>
          Consistency checks
        </h2>
        <BreakdownTable caption="Consistency checks" items={report.consistency} firstColumn="Check" countLabel="Agreeing" />
      </section>
    </Container>
  );
}
