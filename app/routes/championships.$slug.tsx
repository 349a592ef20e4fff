import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useLocation, useNavigation, useRouteError, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChampionshipFactCards } from "~/components/championships/ChampionshipFactCards";
import { ChampionshipHeader } from "~/components/championships/ChampionshipHeader";
import { ChampionshipHighlights } from "~/components/championships/ChampionshipHighlights";
import { RecentChampions } from "~/components/championships/RecentChampions";
import * as s from "~/components/championships/championships.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { ErrorState, NotFoundState, Spinner } from "~/components/ui/states";
import { championshipFacts, currentChampion, mostTitles, recentChampions } from "~/lib/championship-detail";
import { formatScore } from "~/lib/champions";
import { apiErrorStatus, CACHE_HISTORY, CACHE_NONE, loaderCacheHeaders } from "~/lib/http-cache";
import { seasonLabel } from "@domain/season";
import { onlyParamsChanged } from "~/lib/url-change";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";

const NOT_FOUND_TITLE = "Championship Not Found";

function notFound(): never {
  throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
}

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const slug = (params.slug ?? "").trim().toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) notFound();

  let championship;
  try {
    championship = await context.api.getChampionship(slug);
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status === 404 || status === 400) notFound();
    console.error("[championship]", error);
    throw new Response("Service Unavailable", { status: 503, headers: { "Cache-Control": CACHE_NONE } });
  }
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

  return data(
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
    { headers: { "Cache-Control": complete ? CACHE_HISTORY : CACHE_NONE } },
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => pageTitle(matches, page?.facts.name ?? NOT_FOUND_TITLE);

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

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container>
        <NotFoundState
          title={NOT_FOUND_TITLE}
          message="We couldn't find details for this championship."
          backTo="/championships"
          backLabel="Back to Championships"
        />
      </Container>
    );
  }
  return (
    <Container>
      <ErrorState retryHref={location.pathname + location.search} />
    </Container>
  );
}
