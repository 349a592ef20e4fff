import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { isSlug } from "@domain/slug";
import { ChampionshipDetail } from "~/components/championships/ChampionshipDetail";
import { detailNotFoundTexts } from "~/lib/route-kit";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { championshipDetailPage } from "~/lib/championship-detail";
import { apiErrorStatus, loaderCacheHeaders } from "~/lib/http-cache";
import { lookupFailure, notFound, pageData } from "~/lib/route-kit.server";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import { pageMeta, pageTitle } from "~/site/meta";
import { championshipDescription } from "~/lib/share-text.server";
import { citeAs } from "~/lib/citation";

const NOT_FOUND = detailNotFoundTexts("Championship", "/championships", "Championships");

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((page: { facts: { name: string } }) => page.facts.name);

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = (params.slug ?? "").trim().toLowerCase();
  if (!isSlug(slug)) notFound();
  const championship = await context.api
    .getChampionship(slug)
    .catch((error) =>
      apiErrorStatus(error) === 400
        ? notFound()
        : lookupFailure(error, "championship", { request, context, kind: "championship", id: slug }),
    );
  if (params.slug !== championship.slug)
    throw redirect(`/championships/${championship.slug}${new URL(request.url).search}`, 301);

  // The page still shows what it has if one of its sections fails.
  const settled = <T,>(p: Promise<T>) => p.catch(() => null);
  const [champions, stats, games] = await Promise.all([
    settled(context.api.getChampionshipChampions(championship.slug)),
    settled(context.api.getChampionshipStats(championship.slug)),
    settled(context.api.getChampionshipGames(championship.slug)),
  ]);
  const page = championshipDetailPage(championship, champions, stats, games);
  return pageData({ ...page, description: championshipDescription(page) }, page.partial ? "none" : "history");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  page ? pageMeta(matches, page.facts.name, page.description) : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
});

/** Opening a recent champion only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;

export default function ChampionshipDetailRoute() {
  return <ChampionshipDetail page={useLoaderData<typeof loader>()} />;
}
