import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { ApiBasics, ErrorsTable, FreshnessTable, PathsReference } from "~/components/developers/ApiReference";
import * as s from "~/components/developers/developers.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { apiGroups } from "~/lib/api-docs";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure } from "~/lib/route-kit.server";
import { describedPage } from "~/site/meta";

/** The API reference: rendered on the server from the OpenAPI document the API serves. */
export async function loader({ context }: LoaderFunctionArgs) {
  const doc = await context.api.getOpenApi().catch((error) => pageFailure(error, "developers"));
  return pageData({ title: doc.info.title, version: doc.info.version, groups: apiGroups(doc) }, "release");
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta = describedPage(
  "API Reference",
  "The public JSON API: every path, its filters, paging, errors, rate limit and freshness, from its OpenAPI document.",
);

export const ErrorBoundary = routeErrorBoundary({});

export default function Developers() {
  const { title, version, groups } = useLoaderData<typeof loader>();
  const exampleOrigin = useExampleOrigin();
  return (
    <Container>
      <div className={s.page}>
        <h1>API Reference</h1>
        <p className={s.lead}>
          {title} (version {version}). Every page of this site reads the same read-only JSON API. The
          machine-readable contract is the OpenAPI 3.1 document at{" "}
          <a href="/api/openapi.json">/api/openapi.json</a>, generated from the schemas the API validates
          with. Bulk files are on the <a href="/downloads">downloads page</a>.
        </p>
        <h2 id="basics">Basics</h2>
        <ApiBasics />
        <h2 id="errors">Errors</h2>
        <ErrorsTable />
        <h2 id="freshness">Freshness classes</h2>
        <FreshnessTable />
        <h2 id="paths">Paths</h2>
        <PathsReference groups={groups} exampleOrigin={exampleOrigin} />
      </div>
    </Container>
  );
}

/**
 * The examples name items of every sport; on a sport site (whose API answers only its own sport)
 * they link to the hub, where each one answers.
 */
function useExampleOrigin(): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.site.isSportSpecific ? root.hubUrl.replace(/\/$/, "") : "";
}
