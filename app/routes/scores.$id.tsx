import { readSpoilerSafe } from "~/site/preferences.server";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { GameHeader } from "~/components/scores/GameDetailParts";
import type { GameTabPage } from "~/components/scores/GameTabBody";
import { CodeIsland, islandCode } from "~/components/ui/StaticIsland";
// The code island's styles, in the page's own stylesheets: its first load (and a visit without
// JavaScript) shows the server's HTML styled, while the island's code comes only when needed.
import "~/components/scores/box-score.css";
import "~/components/people/people.css";
import * as s from "~/components/scores/scores.css";
import { useVisibleRevalidate } from "~/components/ui/useVisibleRevalidate";
import { NoScriptRefresh } from "~/components/ui/NoScriptRefresh";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { UrlTabs } from "~/components/ui/Tabs";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param, notFoundTexts } from "~/lib/route-kit";
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
import { appSettings } from "~/site/settings.server";
import { pageMeta, pageTitle } from "~/site/meta";
import { gameDescription } from "~/lib/share-text.server";
import { matchupText } from "@domain/neutral-site";
import { citeAs } from "~/lib/citation";
import { bracketOfEra, roundOfGame } from "~/lib/bracket";
import { leagueOf, roundEraOf } from "@domain/leagues";

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
import { gameTabs, type GameTab } from "~/lib/game-tabs";

const NOT_FOUND = notFoundTexts(
  "Game Not Found",
  "The game you are looking for does not exist.",
  "/scores",
  "Scores",
);

const TAB_LABELS: Record<GameTab, string> = {
  overview: "Overview",
  stats: "Stats",
  plays: "Plays",
  info: "Game Info",
};

const detailParams = { tab: param.oneOf(["overview", "stats", "plays", "info"] as const, "overview") };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, detailParams);
  const id = params.id ?? "";
  if (!/^[a-z0-9-]{1,200}$/i.test(id)) notFound();
  const game = await context.api
    .getGame(id)
    .catch((error) => lookupFailure(error, "game", { request, context, kind: "game", id }));
  redirectToCanonical(request, gameHref(game.id));
  const refreshMs = refreshInterval([game], easternToday(), appSettings().scoresRefresh);
  const { tabs, stats } = gameTabs(game);
  // A tab the game's league has no data behind is not offered: its URL shows the overview.
  const tab: GameTab = tabs.includes(values.tab as GameTab) ? (values.tab as GameTab) : "overview";
  // The two teams' earlier meetings are an extra: a failed call says so in their place.
  const previous =
    tab === "overview" && game.away_team.slug && game.home_team.slug
      ? await optionalSection(
          context.api.getHeadToHead(game.away_team.slug, game.home_team.slug, {
            before: game.game_date,
            ordering: "-date",
            page_size: PREVIOUS_MEETINGS,
          }),
          "previous meetings",
        )
      : null;
  const box =
    tab === "stats" && stats?.covered && game.sport?.slug !== "baseball"
      ? await optionalSection(context.api.getBoxScore(game.id), "box score")
      : null;
  // An MLB game's box score and plays (Retrosheet event files, postseason) and its game log sides
  // (team totals, lineups, pitchers of record), on their tabs only.
  const baseballBox =
    (tab === "stats" || tab === "plays") && game.sport?.slug === "baseball" && stats?.covered
      ? await optionalSection(context.api.getBaseballBoxScore(game.id), "box score")
      : null;
  // A playoff series game names its round as its league named it that season (the bracket's column).
  const round =
    game.series && game.season && game.sport?.slug && game.level?.slug
      ? await optionalSection(
          context.api.listSeasonPostseason({
            start_year: game.season.start_year,
            sport: game.sport.slug,
            level: game.level.slug,
          }),
          "round",
        )
      : null;
  const roundName =
    round?.ok && game.season
      ? roundOfGame(
          bracketOfEra(
            round.data,
            roundEraOf(leagueOf(game.sport?.slug ?? null, game.level?.slug ?? null), game.season.start_year),
          ),
          game.id,
        )
      : null;
  const policy = refreshMs !== null ? "refreshing" : "history";
  // Spoiler-safe mode: the share description (link previews) tells no score either.
  const spoilerSafe = await readSpoilerSafe(request.headers.get("Cookie"));
  const sections = [previous, box, baseballBox].filter((x) => x !== null);
  return pageData(
    {
      game,
      description: gameDescription({
        status: game.status,
        away: { name: game.away_team.name, score: spoilerSafe ? null : game.away_score },
        home: { name: game.home_team.name, score: spoilerSafe ? null : game.home_score },
        date: longDate(game.game_date),
        venue: game.venue_name,
      }),
      tab,
      refreshMs,
      previous,
      box,
      baseballBox,
      roundName,
    },
    sectionsPolicy(policy, ...sections),
  );
}

// The open tab's tables: links and text, whose code stays out of the first load.
const tabBody = islandCode<{ page: GameTabPage; retryHref: string }>(() =>
  import("~/components/scores/GameTabBody").then((m) => m.default),
);

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(
        matches,
        `${matchupText(data.game.away_team.name, data.game.home_team.name, data.game.neutral_site)}, ${longDate(data.game.game_date)}`,
        data.description,
      )
    : pageTitle(matches, NOT_FOUND.title);

export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Failed to load game scores",
});

export default function GameDetail() {
  const page = useLoaderData<typeof loader>();
  const { game, refreshMs, roundName } = page;
  const offered = gameTabs(game);
  const tabs = offered.tabs.map((value) => ({ value, label: TAB_LABELS[value] }));
  const location = useLocation();
  const retryHref = location.pathname + location.search;
  useVisibleRevalidate(refreshMs);
  return (
    <Container className={s.page}>
      {game.status === "live" && refreshMs ? <NoScriptRefresh ms={refreshMs} /> : null}
      <Link to="/scores" className={s.back}>
        ← Back to Scores
      </Link>
      <GameHeader game={game} round={roundName} />
      <UrlTabs tabs={tabs} value={page.tab} defaultValue="overview" label="Game sections">
        <CodeIsland code={tabBody} props={{ page, retryHref }} />
      </UrlTabs>
    </Container>
  );
}
