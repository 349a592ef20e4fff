import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { currentYear, now } from "@domain/clock";
import { currentSeasonStartYear } from "@domain/season";
import { ChampionshipsList } from "~/components/championships/ChampionshipsList";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { championshipListParams, championshipsPage, defaultChampionshipSeason } from "~/lib/championships";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { readActiveSeason } from "~/site/preferences.server";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Championships");

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Championships");
export const headers: HeadersFunction = loaderCacheHeaders;
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Error Loading Championships" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const at = now();
  const currentSeason = currentSeasonStartYear(at, sport.sport);
  // The visitor's active season (cookie) is the default; a `season` parameter overrides it.
  const defaultSeason = defaultChampionshipSeason(
    await readActiveSeason(request.headers.get("Cookie")),
    currentSeason,
  );
  const { values } = parseRouteSearch(
    request,
    championshipListParams({ defaultSeason, currentSeason, allowSport: !sport.isSportSpecific }),
  );
  const all = await context.api.listChampionships().catch((error) => pageFailure(error, "championships"));
  const options = {
    defaultSeason,
    currentSeason,
    currentYear: currentYear(at),
    contextName: sport.name,
    isSportSpecific: sport.isSportSpecific,
  };
  return pageData(championshipsPage(all, values, options), "history", { varyCookie: true });
}

export default function Championships() {
  return <ChampionshipsList view={useLoaderData<typeof loader>()} />;
}
