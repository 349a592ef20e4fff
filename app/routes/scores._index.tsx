import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { easternToday } from "@domain/clock";
import { SPORTS, type SportSlug } from "@domain/sports";
import { DateShortcuts } from "~/components/scores/DateShortcuts";
import { ScoresResults } from "~/components/scores/ScoresResults";
import { ScoresFilterBar } from "~/components/scores/ScoresFilterBar";
import * as s from "~/components/scores/scores.css";
import { useVisibleRevalidate } from "~/components/ui/useVisibleRevalidate";
import { useIsLoading } from "~/components/ui/FilterForm";
import { NoScriptRefresh } from "~/components/ui/NoScriptRefresh";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { StatStrip } from "~/components/ui/StatStrip";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, pageSlice, param } from "~/lib/route-kit";
import type { ApiClient } from "~/api/client.server";
import { readFavorites } from "~/lib/favorites.server";
import { myTeamsGames } from "~/lib/my-teams.server";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import {
  defaultRange,
  includesDate,
  rangeLabel,
  rangeStep,
  refreshInterval,
  resolveRange,
  SCORE_STATUSES,
  weekOf,
  type DateRange,
} from "~/lib/scores";
import { appSettings } from "~/site/settings.server";
import { scoresCounters } from "~/lib/scores-counters.server";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";
import { citeAs } from "~/lib/citation";
import { seasonLabel } from "@domain/season";
import type { UndatedGame } from "@domain/contract/types";
import { UndatedGames } from "~/components/scores/UndatedGames";
import { Reveal } from "~/components/ui/Reveal";
import { Pager } from "~/components/ui/Pager";
import { EmptyState } from "~/components/ui/states";
import { UNDATED_TITLE } from "~/lib/undated-games";
import { formatCount } from "~/lib/format";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Scores");

/** A season's undated games (docs/rules.md#undated-games), in place of the date range's. */
interface UndatedView {
  season: string;
  games: UndatedGame[];
}

/** Cards per page: a full NFL week or a busy hub day fits; longer ranges page. */
export const SCORES_PAGE_SIZE = 100;

function scoresParams(hub: boolean) {
  return {
    q: param.text(100),
    sport: hub ? param.oneOf(SPORTS, null) : param.ignored(),
    status: param.oneOf(SCORE_STATUSES, null),
    start: param.date(),
    end: param.date(),
    page: param.page(),
    /** "My teams": only the visitor's favourite teams' games. */
    mine: param.flagOff(),
    /** A sport site's season: its games the sources give no day for (docs/rules.md#undated-games). */
    season: hub ? param.ignored() : param.int(1850, 2100),
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, scoresParams(!site.isSportSpecific));
  const sport = (site.sport ?? values.sport) as SportSlug | null;
  const today = easternToday();
  const defaults = defaultRange(sport, today);
  const range = resolveRange(values.start, values.end, defaults);
  // The hub's sport filter; a sport site's own filters come from the client (never overridden).
  const query = {
    start: range.start,
    end: range.end,
    search: values.q || undefined,
    ...(!site.isSportSpecific && values.sport ? { sport__slug: values.sport } : {}),
  };
  const favorites = await readFavorites(request);
  if (values.season !== null && site.sport)
    return undatedPage(context.api, {
      values,
      season: values.season,
      sport: site.sport,
      today,
      defaults,
      range,
    });
  if (values.mine)
    return myTeamsPage(context.api, {
      query,
      values,
      favorites,
      today,
      defaults,
      showSport: !site.isSportSpecific,
      range,
      step: rangeStep(sport),
    });
  const [games, counters] = await Promise.all([
    context.api.listGamesPage({
      ...query,
      status: values.status ?? undefined,
      page: values.page,
      page_size: SCORES_PAGE_SIZE,
    }),
    scoresCounters(context.api, query, site.isSportSpecific || Boolean(values.sport)),
  ]).catch((error) => pageFailure(error, "scores"));

  const refresh = refreshInterval(games.results, today, appSettings().scoresRefresh);
  const hasLive = games.results.some((g) => g.status === "live");
  return pageData(
    {
      filters: { q: values.q, sport: values.sport, status: values.status, range, mine: false },
      hasFavorites: favorites.length > 0,
      defaults,
      showSport: !site.isSportSpecific,
      today,
      week: weekOf(today),
      step: rangeStep(sport),
      counters,
      page: pageInfo(games.count, values.page, SCORES_PAGE_SIZE),
      games: games.results,
      refreshMs: refresh,
      hasLive,
      undated: null,
    },
    // A page that refreshes itself (live or today's games) is kept by no cache but the server's
    // own, which every update empties: its next refresh must see the update. Other days of
    // today's range for seconds, past days longer.
    refresh !== null ? "refreshing" : includesDate(range, today) ? "live" : "recent",
    { personal: favorites.length > 0 },
  );
}

/**
 * /scores?season=Y on a sport site: the season's games the sources give no day for, listed by team
 * under a heading that says the dates are unknown (none: the page says every game has a date).
 */
async function undatedPage(
  api: ApiClient,
  input: {
    values: { q: string; status: string | null; page: number };
    season: number;
    sport: SportSlug;
    today: string;
    defaults: DateRange;
    range: DateRange;
  },
) {
  const { values, season, sport, today } = input;
  const games = await api
    .listUndatedGamesPage({
      season,
      search: values.q || undefined,
      page: values.page,
      page_size: SCORES_PAGE_SIZE,
    })
    .catch((error) => pageFailure(error, "scores"));
  return pageData(
    {
      filters: { q: values.q, sport: null, status: null, range: input.range, mine: false, season },
      hasFavorites: false,
      defaults: input.defaults,
      showSport: false,
      today,
      week: weekOf(today),
      step: rangeStep(sport),
      counters: { live: 0, final: games.count, upcoming: 0, sports: games.count ? 1 : 0 },
      page: pageInfo(games.count, values.page, SCORES_PAGE_SIZE),
      games: [],
      refreshMs: null,
      hasLive: false,
      undated: { season: seasonLabel(sport, season), games: games.results } as UndatedView | null,
    },
    "history",
  );
}

/** /scores?mine=1: the favourites' games in the range; the visitor's own page, never cached for others. */
async function myTeamsPage(
  api: ApiClient,
  input: {
    query: { start: string; end: string; search?: string; sport__slug?: string };
    values: { q: string; sport: string | null; status: string | null; page: number };
    favorites: string[];
    today: string;
    defaults: DateRange;
    showSport: boolean;
    range: DateRange;
    step: ReturnType<typeof rangeStep>;
  },
) {
  const { values, favorites, today, range } = input;
  const mine = favorites.length
    ? await myTeamsGames(api, input.query, favorites, values.status).catch((error) =>
        pageFailure(error, "scores"),
      )
    : { games: [], counters: { live: 0, final: 0, upcoming: 0, sports: 0 } };
  const page = pageInfo(mine.games.length, values.page, SCORES_PAGE_SIZE);
  return pageData(
    {
      filters: { q: values.q, sport: values.sport, status: values.status, range, mine: true },
      hasFavorites: favorites.length > 0,
      defaults: input.defaults,
      showSport: input.showSport,
      today,
      week: weekOf(today),
      step: input.step,
      counters: mine.counters,
      page,
      games: pageSlice(mine.games, page),
      refreshMs: null,
      hasLive: mine.games.some((g) => g.status === "live"),
      undated: null,
    },
    "none",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches, "Scores");

export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load game scores" });

export default function Scores() {
  const page = useLoaderData<typeof loader>();
  const loading = useIsLoading();
  useVisibleRevalidate(page.refreshMs);
  const { range } = page.filters;
  const filtered = page.filters.q !== "" || page.filters.status !== null || page.filters.mine;

  return (
    <Container className={s.page}>
      {page.hasLive && page.refreshMs ? <NoScriptRefresh ms={page.refreshMs} /> : null}
      <header className={s.header}>
        <h1 className={s.title}>Scores</h1>
        <p className={s.range} data-testid="range">
          {page.undated ? `${page.undated.season} season` : rangeLabel(range)}
        </p>
      </header>
      <ScoresFilterBar filters={page.filters} showSport={page.showSport} />
      <DateShortcuts
        range={range}
        step={page.step}
        today={page.today}
        week={page.week}
        mine={page.filters.mine}
      />
      <StatStrip
        id="scores-counters"
        label="Games in this range"
        items={[
          { label: "Live Games", value: page.counters.live },
          { label: "Final Scores", value: page.counters.final },
          { label: "Upcoming", value: page.counters.upcoming },
          { label: "Sports", value: page.counters.sports },
        ]}
      />
      {page.undated ? (
        <div data-testid="scores">
          {page.undated.games.length ? (
            <>
              {/* Scores hidden in spoiler-safe mode, as every other score on this page. */}
              <Reveal block label="Show results">
                <UndatedGames
                  games={page.undated.games}
                  title={UNDATED_TITLE}
                  note={`The sources give no day for these ${formatCount(page.page.total)} games of the ${page.undated.season} season: they are listed by team (the visitor first), not on a made-up date.`}
                />
              </Reveal>
              <Pager info={page.page} label="Scores pages" noun="games" />
            </>
          ) : (
            <EmptyState
              title="No Undated Games"
              message={`Every game of the ${page.undated.season} season in our data has a date: pick a day above.`}
              icon="stadium"
            />
          )}
        </div>
      ) : (
        <div data-refresh={page.refreshMs ?? "off"} data-testid="scores">
          <ScoresResults
            games={page.games}
            page={page.page}
            loading={loading}
            empty={
              page.filters.mine && !page.hasFavorites
                ? "You have no favourite teams yet: star a team on its page to follow it here."
                : filtered
                  ? "Try adjusting your search or filters"
                  : "No games are scheduled in this date range."
            }
          />
        </div>
      )}
    </Container>
  );
}
