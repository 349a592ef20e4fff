import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { GameHeader, GameInfo, OverviewTab } from "~/components/scores/GameDetailParts";
import * as s from "~/components/scores/scores.css";
import { useVisibleRevalidate } from "~/components/ui/useVisibleRevalidate";
import { NoScriptRefresh } from "~/components/ui/NoScriptRefresh";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { UrlTabs } from "~/components/ui/Tabs";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import {
  lookupFailure,
  notFound,
  optionalSection,
  pageData,
  parseRouteSearch,
  redirectToCanonical,
  sectionsPolicy,
} from "~/lib/route-kit.server";
import { gameHref } from "~/lib/links";
import { longDate, refreshInterval } from "~/lib/scores";
import { refreshSettings } from "~/lib/scores-settings.server";
import { pageTitle } from "~/site/meta";
import { matchupText } from "@domain/neutral-site";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(
  (data: {
    game: {
      away_team: { name: string };
      home_team: { name: string };
      neutral_site: boolean;
      game_date: string;
    };
  }) =>
    `${matchupText(data.game.away_team.name, data.game.home_team.name, data.game.neutral_site)}, ${longDate(data.game.game_date)}`,
);
import { PREVIOUS_MEETINGS } from "~/components/explore/PreviousMeetings";
import { SourceNotes } from "~/components/scores/SourceNote";
import { BaseballBoxScore } from "~/components/scores/BaseballBoxScore";
import { PlayByPlay } from "~/components/scores/PlayByPlay";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "stats", label: "Stats" },
  { value: "plays", label: "Plays" },
  { value: "info", label: "Game Info" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const detailParams = { tab: param.oneOf(["overview", "stats", "plays", "info"] as const, "overview") };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, detailParams);
  const id = params.id ?? "";
  if (!/^[a-z0-9-]{1,200}$/i.test(id)) notFound();
  const game = await context.api
    .getGame(id)
    .catch((error) => lookupFailure(error, "game", { request, context, kind: "game", id }));
  redirectToCanonical(request, gameHref(game.id));
  const refreshMs = refreshInterval([game], easternToday(), refreshSettings());
  // The two teams' earlier meetings are an extra: a failed call says so in their place.
  const previous =
    values.tab === "overview" && game.away_team.slug && game.home_team.slug
      ? await optionalSection(
          context.api.getHeadToHead(game.away_team.slug, game.home_team.slug, {
            before: game.game_date,
            ordering: "-date",
            page_size: PREVIOUS_MEETINGS,
          }),
          "previous meetings",
        )
      : null;
  // An MLB postseason game's box score and plays (Retrosheet event files), on their tabs only.
  const baseballBox =
    (values.tab === "stats" || values.tab === "plays") && game.sport?.slug === "baseball"
      ? await context.api.getBaseballBoxScore(game.id)
      : null;
  const policy = refreshMs !== null ? "refreshing" : "history";
  return pageData(
    { game, tab: values.tab as Tab, refreshMs, previous, baseballBox },
    previous ? sectionsPolicy(policy, previous) : policy,
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(
    matches,
    data
      ? `${matchupText(data.game.away_team.name, data.game.home_team.name, data.game.neutral_site)}, ${longDate(data.game.game_date)}`
      : "Game Not Found",
  );

export const ErrorBoundary = routeErrorBoundary({
  notFound: {
    title: "Game Not Found",
    message: "The game you are looking for does not exist.",
    backTo: "/scores",
    backLabel: "Back to Scores",
  },
  errorTitle: "Failed to load game scores",
});

export default function GameDetail() {
  const { game, tab, refreshMs, previous, baseballBox } = useLoaderData<typeof loader>();
  const location = useLocation();
  useVisibleRevalidate(refreshMs);
  return (
    <Container className={s.page}>
      {game.status === "live" && refreshMs ? <NoScriptRefresh ms={refreshMs} /> : null}
      <Link to="/scores" className={s.back}>
        ← Back to Scores
      </Link>
      <GameHeader game={game} />
      <UrlTabs tabs={TABS} value={tab} defaultValue="overview" label="Game sections">
        {tab === "overview" ? (
          <OverviewTab game={game} previous={previous} retryHref={location.pathname + location.search} />
        ) : tab === "info" ? (
          <>
            <GameInfo game={game} />
            <SourceNotes sources={[game.source]} />
          </>
        ) : baseballBox && tab === "stats" && baseballBox.batting.home.length ? (
          <>
            <BaseballBoxScore game={game} box={baseballBox} />
            <SourceNotes sources={["retrosheet"]} />
          </>
        ) : baseballBox && tab === "plays" && baseballBox.plays.length ? (
          <>
            <PlayByPlay game={game} plays={baseballBox.plays} />
            <SourceNotes sources={["retrosheet"]} />
          </>
        ) : (
          <EmptyState
            title="Coming Soon"
            message={
              tab === "stats"
                ? "Box scores and team statistics will appear here."
                : "Play-by-play will appear here."
            }
            icon="chart"
          />
        )}
      </UrlTabs>
    </Container>
  );
}
