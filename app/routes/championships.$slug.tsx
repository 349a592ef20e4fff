import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation, useNavigation, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChampionshipFactCards } from "~/components/championships/ChampionshipFactCards";
import { ChampionshipHeader } from "~/components/championships/ChampionshipHeader";
import { ChampionshipHighlights } from "~/components/championships/ChampionshipHighlights";
import { RecentChampions } from "~/components/championships/RecentChampions";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { ErrorState, Spinner } from "~/components/ui/states";
import { championshipFacts, currentChampion, mostTitles, recentChampions } from "~/lib/championship-detail";
import { formatScore } from "~/lib/champions";
import { isSlug } from "@domain/slug";
import { apiErrorStatus, loaderCacheHeaders } from "~/lib/http-cache";
import { notFound, pageData, pageFailure } from "~/lib/route-kit.server";
import { seasonLabel } from "@domain/season";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = (params.slug ?? "").trim().toLowerCase();
  if (!isSlug(slug)) notFound();
  const championship = await context.api.getChampionship(slug).catch((error) => {
    if (apiErrorStatus(error) === 400) notFound();
    return pageFailure(error, "championship");
  });
  // A sport site shows only its own sport and level.
  const { apiFilters } = sportContextFor(context.site);
  if (
    (apiFilters.sport__slug && championship.sport?.slug !== apiFilters.sport__slug) ||
    (apiFilters.level__slug && championship.level?.slug !== apiFilters.level__slug)
  ) {
    notFound();
  }
  const url = new URL(request.url);
  if (params.slug !== championship.slug) throw redirect(`/championships/${championship.slug}${url.search}`, 301);

  // The page still shows what it has if one of its sections fails.
  const [champions, stats, games] = await Promise.allSettled([
    context.api.getChampionshipChampions(championship.slug),
    context.api.getChampionshipStats(championship.slug),
    context.api.getChampionshipGames(championship.slug),
  ]);
  const statsValue = stats.status === "fulfilled" ? stats.value : null;
  const sport = championship.sport?.slug ?? null;
  const streak = statsValue?.longest_streak ?? null;
  const highest = statsValue?.highest_score != null ? statsValue : null;
  const game = highest?.highest_scoring_game ?? null;
  const complete = champions.status === "fulfilled" && stats.status === "fulfilled" && games.status === "fulfilled";

  return pageData(
    {
      slug: championship.slug,
      sport: championship.sport?.name ?? null,
      level: championship.level?.name ?? null,
      facts: championshipFacts(championship, statsValue),
      current: champions.status === "fulfilled" ? currentChampion(champions.value) : null,
      mostTitles: mostTitles(statsValue),
      streak: streak
        ? {
            team: streak.team,
            years: streak.years,
            span:
              streak.start_year != null && streak.end_year != null
                ? streak.start_year === streak.end_year
                  ? `${seasonLabel(sport, streak.start_year)} season`
                  : `seasons ${seasonLabel(sport, streak.start_year)} to ${seasonLabel(sport, streak.end_year)}`
                : null,
          }
        : null,
      highest: highest
        ? {
            score: highest.highest_score!,
            game: game
              ? `${game.team_name} ${formatScore({ winner_score: game.winner_score, runner_up_score: game.runner_up_score }) ?? game.winner_score}${
                  game.runner_up_name ? ` vs ${game.runner_up_name}` : ""
                }${game.title_year != null ? `, ${game.title_year}` : ""}`
              : null,
          }
        : null,
      recent: games.status === "fulfilled" ? recentChampions(games.value, 5) : [],
      partial: !complete,
    },
    complete ? "history" : "none",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => pageTitle(matches, page?.facts.name ?? "Championship Not Found");

/** Opening a recent champion only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  onlyParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function ChampionshipDetail() {
  const page = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const pending = usePendingSearch();
  const location = useLocation();
  const switching = navigation.state === "loading" && navigation.location?.pathname !== location.pathname && navigation.location?.pathname.startsWith("/championships/");

  if (switching || pending) {
    return (
      <Container className={s.page}>
        <Spinner label="Loading championship details..." />
      </Container>
    );
  }
  return (
    <Container className={s.page}>
      <ChampionshipHeader facts={page.facts} sport={page.sport} level={page.level} />
      <ChampionshipFactCards facts={page.facts} />
      {page.partial ? (
        <ErrorState message="Some of this championship's history could not be loaded. Please try again." retryHref={location.pathname + location.search} />
      ) : null}
      <div className={s.stack}>
        <ChampionshipHighlights current={page.current} mostTitles={page.mostTitles} streak={page.streak} highest={page.highest} />
        <RecentChampions entries={page.recent} open={searchParams.get("open")} />
      </div>
    </Container>
  );
}

export const ErrorBoundary = routeErrorBoundary({
  notFound: {
    title: "Championship Not Found",
    message: "We couldn't find details for this championship.",
    backTo: "/championships",
    backLabel: "Back to Championships",
  },
  errorTitle: "Failed to Load Data",
});
