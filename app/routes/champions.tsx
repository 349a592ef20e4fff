import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChampionsHistory } from "~/components/championships/ChampionsHistory";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { championsPage, championsParams } from "~/lib/champions-view";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Champions");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, championsParams());
  const records = await context.api.listChampions().catch((error) => pageFailure(error, "champions"));
  return pageData(championsPage(records, values, sportContextFor(context.site)), "history");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load championship history" });

const titleCase = (heading: string) => heading.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageTitle(matches, titleCase(page?.heading ?? "CHAMPIONS HISTORY"));

/** Opening an entry only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;

export default function Champions() {
  return <ChampionsHistory page={useLoaderData<typeof loader>()} />;
}
