import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { currentYear, easternToday, now } from "@domain/clock";
import { Breadcrumb } from "~/components/people/DetailParts";
import { PlayerHeader, PlayerSections } from "~/components/people/PlayerSections";
import { PlayerAwards } from "~/components/awards/PlayerAwards";
import { CompareWithForm } from "~/components/compare/CompareParts";
import { SimilarPlayersSection } from "~/components/people/SimilarPlayers";
import * as s from "~/components/people/people.css";
import { Container } from "~/components/ui/primitives";
import { CodeIsland, islandCode } from "~/components/ui/StaticIsland";
// The code island's styles, in the page's own stylesheets: its first load (and a visit without
// JavaScript) shows the server's HTML styled, while the island's code comes only when needed.
import "~/components/scores/scores.css";
import type { PlayerLinesProps } from "~/components/people/PlayerLines";
import { SectionUnavailable } from "~/components/ui/states";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { displayAge, figuresThrough, playerTiles } from "~/lib/people";
import { awardsByName } from "~/lib/awards";
import { sectionParams } from "~/lib/people-params";
import { personName } from "~/lib/people-view";
import {
  lookupFailure,
  optionalSection,
  pageData,
  parseRouteSearch,
  redirectToCanonical,
  sectionsPolicy,
} from "~/lib/route-kit.server";
import { playerHref } from "~/lib/links";
import { param, sortParams, sortStateOf, detailNotFoundTexts } from "~/lib/route-kit";
import { DEFAULT_LOG_SORT, GAME_LOG_SORTS } from "~/lib/game-log-sort";
import { pageMeta, pageTitle } from "~/site/meta";
import { playerDescription } from "~/lib/share-text.server";
import { citeAs } from "~/lib/citation";

const NOT_FOUND = detailNotFoundTexts("Player", "/players", "Players");

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((data: { player: Parameters<typeof personName>[0] }) => personName(data.player));

const SECTIONS = ["personal", "career", "stats"] as const;

// The season lines and game log: tables of links and text, whose code stays out of the first load.
const playerLines = islandCode<PlayerLinesProps>(() =>
  import("~/components/people/PlayerLines").then((m) => m.default),
);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, {
    ...sectionParams(SECTIONS, null),
    // The season of the game log (NBA, NFL, MLB postseason), and its order.
    log: param.int(1900, 2100),
    ...sortParams(GAME_LOG_SORTS, DEFAULT_LOG_SORT.key),
  });
  if (!params.id?.trim()) throw data({ message: "Player slug is required" }, { status: 400 });
  const id = params.id;
  // The client holds a sport site to its sport and level; another site's player is a 404 with links.
  const player = await context.api
    .getPlayer(id)
    .catch((error) =>
      lookupFailure(error, "player", { request, context, kind: "player", id }, context.site.noPlayerFigures),
    );
  redirectToCanonical(request, playerHref(player.slug ?? player.id));
  // The awards section is an addition to the page: a failed call says so in its place.
  const awards = await optionalSection(
    () => context.api.listPlayerAwards(player.slug ?? id).then(awardsByName),
    "player awards",
  );
  const at = now();
  return pageData(
    {
      player,
      // The meta description is written here, so its wording code stays off the browser's bundle.
      description: playerDescription(player),
      awards,
      open: values.open,
      log: values.log,
      logSort: sortStateOf(GAME_LOG_SORTS, values),
      today: easternToday(at),
      year: currentYear(at),
    },
    sectionsPolicy("directory", awards),
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, personName(data.player), data.description) : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Failed to load players data",
});

export default function PlayerDetail() {
  const { player: p, awards, open, log, logSort, today, year } = useLoaderData<typeof loader>();
  const location = useLocation();
  const name = personName(p);
  const age = displayAge(p.person, today, p.last_season);
  const sport = p.sport?.slug ?? null;
  const position = p.primary_position_name ?? "Player";
  const through = figuresThrough(sport, p.figures_through);
  return (
    <Container className={s.page}>
      <Breadcrumb to="/players" label="All Players" current={name} />
      <PlayerHeader player={p} name={name} position={position} age={age} through={through} />
      <StatStrip id="player-tiles" {...playerTiles(p)} />
      <PlayerSections player={p} name={name} position={position} through={through} open={open} year={year} />
      {!awards.ok ? (
        <SectionUnavailable what="this player's awards" retryHref={location.pathname + location.search} />
      ) : awards.data.length ? (
        <PlayerAwards awards={awards.data} sport={sport} />
      ) : null}
      {p.slug ? (
        <section className={s.seasonTable} aria-labelledby="compare-title">
          <h2 id="compare-title" className={s.detailsTitle}>
            Compare
          </h2>
          <CompareWithForm keep={p.slug} />
        </section>
      ) : null}
      <CodeIsland
        code={playerLines}
        props={{
          baseball_lines: p.baseball_lines,
          basketball_lines: p.basketball_lines,
          football_lines: p.football_lines,
          seasons: p.seasons,
          figures_through: p.figures_through,
          sport,
          log,
          logSort,
        }}
      />
      {p.similar_players && p.slug ? (
        <SimilarPlayersSection similar={p.similar_players} slug={p.slug} />
      ) : null}
    </Container>
  );
}
