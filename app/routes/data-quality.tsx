import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BreakdownTable, MetricBars, Panel, RuleList, SourceList } from "~/components/quality/QualityParts";
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
        <Empty
          kind="data"
          message="The database was built before data-quality figures existed; rebuild it with npm run db:build."
        />
      </Container>
    );
  }
  const tone = report.overall === null ? null : scoreTone(report.overall);
  return (
    <Container className={s.page}>
      <header>
        <h1 className={s.pageTitle}>Data Quality</h1>
        <p className={s.lead}>
          Every figure here is computed by the database build from the data it holds, not typed in.
        </p>
        {computed ? <p className={s.computed}>Computed {computed}, when the database was built.</p> : null}
        {report.league ? (
          <p className={s.computed}>
            Accuracy and freshness here are those of the {report.league}; completeness and consistency are
            measured over the whole database behind every site of the family.
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
        <Panel id="metrics" title="Quality Metrics">
          <MetricBars metrics={report.metrics} />
        </Panel>
      </div>

      <div className={s.columns}>
        <Panel id="sources" title="Data Sources">
          <SourceList sources={report.sources} />
        </Panel>
        <Panel id="rules" title="Validation Rules">
          <RuleList rules={report.rules} />
        </Panel>
      </div>

      <Panel id="completeness" title="Completeness by entity">
        <BreakdownTable
          caption="Completeness by entity"
          items={report.completeness}
          firstColumn="Entity"
          countLabel="Fields filled"
        />
      </Panel>
      <Panel id="accuracy" title="Accuracy by cross-checked source">
        {report.accuracy.length ? (
          <BreakdownTable
            caption="Accuracy by source"
            items={report.accuracy}
            firstColumn="Source"
            countLabel="Checks agreeing"
          />
        ) : (
          <p className={s.muted}>
            Not measured: this build did not import the open datasets the cross-checks compare with.
          </p>
        )}
      </Panel>
      <Panel id="freshness" title="Freshness by league">
        <BreakdownTable
          caption="Freshness by league and source"
          items={report.freshness}
          firstColumn="League and source"
          countLabel="Last season"
        />
      </Panel>
      <Panel id="consistency" title="Consistency checks">
        <BreakdownTable
          caption="Consistency checks"
          items={report.consistency}
          firstColumn="Check"
          countLabel="Agreeing"
        />
      </Panel>
    </Container>
  );
}
