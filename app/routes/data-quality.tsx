import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  BreakdownPanels,
  MetricBars,
  OverallScore,
  Panel,
  RuleList,
  SourceList,
} from "~/components/quality/QualityParts";
import * as s from "~/components/quality/quality.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { Empty } from "~/components/ui/states";
import { computedText } from "~/lib/data-quality";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure } from "~/lib/route-kit.server";
import { describedPage } from "~/site/meta";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Data Quality");

export async function loader({ context }: LoaderFunctionArgs) {
  const report = await context.api.getDataQuality().catch((error) => pageFailure(error, "data-quality"));
  return pageData({ report, computed: computedText(report.computed_at) }, "history");
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta = describedPage(
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
        <OverallScore overall={report.overall} />
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

      <BreakdownPanels report={report} />
    </Container>
  );
}
