/**
 * Share images: each card is loaded (site scope applies: another site's item is a 404), drawn as
 * SVG and rendered to PNG by resvg (a prebuilt native binary from the npm registry) on first
 * request, then kept in an LRU bounded in bytes. Renders run off the event loop (renderAsync), at
 * most SHARE_RENDERS at a time; one that waits more than SHARE_WAIT_MS (3 s) for its turn, or finds
 * SHARE_QUEUE already waiting, is refused (503), so a crawler cannot pile up CPU or memory.
 */
import { now } from "@domain/clock";
import { levelSlugFor } from "@domain/sports";
import { hasLeaders, leaderSportOf } from "@domain/leaders";
import { onSite } from "@domain/scope";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import { existsSync } from "node:fs";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { matchupText } from "@domain/neutral-site";
import { currentSeasonStartYear, seasonLabel } from "@domain/season";
import { sportContextFor } from "~/site/context";
import type { SiteConfig } from "~/site/sites";
import { resolveTheme } from "~/site/theme";
import { effectiveSeason } from "./active-season";
import { awardTitle, siteHasAwards, siteHasDrafts } from "./awards";
import { leaderBoardQuery, leadersParams, leadersTitle, leadersView } from "./leaders";
import { personName } from "./people-view";
import { param, parseSearchParams, type ParamShape } from "./route-kit";
import { commonLeague, compareCard, parseCompareSlugs } from "./compare";
import { longDate } from "./scores";
import { BUSY, createSlots } from "./slots";
import { cardSvg, SHARE_WIDTH, shareQuery, type ShareCard, type ShareKind } from "./share-cards";
import {
  awardRows,
  careerFacts,
  draftRows,
  headToHeadFacts,
  leaderRows,
  standingsLeaders,
  standingsRows,
} from "./share-text.server";
import { standingFiltersOf, standingSortOf, standingsParams, standingsView } from "./standings";
import { appSettings } from "~/site/settings.server";

export const SHARE_RENDERS = appSettings().shareRenders;
export const SHARE_QUEUE = 16;
const CACHE_BYTES = appSettings().shareCacheBytes;

const images = new LRUCache<string, Buffer>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (png) => png.length,
  ttl: 6 * 3600 * 1000,
});

/**
 * A share image waits at most a few seconds for its turn, and loads its card (the API calls) only
 * once it has one: a burst costs refusals, not a pile of half-done work.
 */
const slots = createSlots({ running: SHARE_RENDERS, depth: SHARE_QUEUE, waitMs: appSettings().shareWaitMs });

// DejaVu Sans where installed (most Linux images): loading two files per render is far cheaper
// than scanning every system font; elsewhere the system's fonts.
const DEJAVU = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
];
const fontFiles = DEJAVU.filter((file) => existsSync(file));
const RENDER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: "width", value: SHARE_WIDTH },
  font:
    fontFiles.length === DEJAVU.length
      ? { fontFiles, loadSystemFonts: false, defaultFontFamily: "DejaVu Sans" }
      : { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
};

/** SVG to PNG, off the event loop. */
export async function renderPng(svg: string): Promise<Buffer> {
  const { renderAsync } = await import("@resvg/resvg-js");
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}

const notFound = (): never => {
  throw new ApiError(404, "Not found.", "share image");
};
const inScope = (item: Parameters<typeof onSite>[1], site: SiteConfig) => onSite(site, item) || notFound();

/**
 * A loader's query: the honoured parameters of the image's query string (see SHARE_QUERY), read
 * with the page's own parameter schemas (an invalid value reads as the default, as on the page).
 */
type CardLoader = (
  api: ApiClient,
  ids: string[],
  site: SiteConfig,
  query: URLSearchParams,
) => Promise<Omit<ShareCard, "siteName">>;

/** One loader per kind of page; each throws a 404 ApiError for an unknown or out-of-scope item. */
const LOADERS: Record<ShareKind, CardLoader> = {
  async team(api, [slug], site) {
    const team = await api.getTeam(slug!);
    inScope(team, site);
    const [titles, seasons] = await Promise.all([api.getTeamChampionships(slug!), api.getTeamSeasons(slug!)]);
    const years = seasons.map((s) => s.start_year);
    const sport = team.sport?.slug;
    const lines = years.length
      ? [
          `Seasons in our data: ${seasonLabel(sport, Math.min(...years))} to ${seasonLabel(sport, Math.max(...years))}`,
        ]
      : [];
    lines.push(
      `Championships: ${titles.length}${years.length ? ` (through ${seasonLabel(sport, Math.max(...years))})` : ""}`,
    );
    return { label: "Team", title: team.name, lines };
  },
  async headToHead(api, [a, b], site) {
    const [one, two] = await Promise.all([api.getTeam(a!), api.getTeam(b!)]);
    inScope(one, site);
    inScope(two, site);
    // The summary only: a team against itself, or teams of two leagues, is a 404 here as on the page.
    const view = await api.getHeadToHead(a!, b!, { page_size: 1 });
    return { label: "Head to head", title: `${one.name} vs ${two.name}`, lines: headToHeadFacts(view) };
  },
  async player(api, [id], site) {
    const player = await api.getPlayer(id);
    inScope(player, site);
    const who = [player.primary_position_name, player.current_team?.name].filter(Boolean).join(", ");
    const lines = [who, ...careerFacts(player)].filter((x) => x !== "");
    return { label: "Player", title: personName(player), lines };
  },
  async coach(api, [id], site) {
    const coach = await api.getCoach(id);
    inScope(coach, site);
    const lines = [coach.title ?? coach.position, coach.current_team?.name].filter((x): x is string =>
      Boolean(x),
    );
    return { label: "Coach", title: personName(coach), lines };
  },
  async season(api, [slug], site) {
    const season = await api.getSeason(slug!);
    inScope(season, site);
    return {
      label: "Season",
      title: season.name,
      lines: [season.sport?.name].filter((x): x is string => Boolean(x)),
    };
  },
  async championship(api, [slug], site) {
    const c = await api.getChampionship(slug!);
    inScope(c, site);
    const span = c.first_year && c.last_year ? `${c.first_year} to ${c.last_year}` : null;
    return {
      label: "Championship",
      title: c.name,
      lines: [c.trophy_name, span].filter((x): x is string => Boolean(x)),
    };
  },
  async game(api, [id], site) {
    const g = await api.getGame(id!);
    inScope(g, site);
    const score =
      g.status === "final" && g.home_score !== null && g.away_score !== null
        ? `Final: ${g.away_team.name} ${g.away_score}, ${g.home_team.name} ${g.home_score}`
        : null;
    return {
      label: "Game",
      title: matchupText(g.away_team.name, g.home_team.name, g.neutral_site),
      lines: [longDate(g.game_date), score, g.venue_name].filter((x): x is string => Boolean(x)),
    };
  },
  async standings(api, _ids, site, query) {
    // As the page's loader, without the visitor's season cookie: the season asked, else the current
    // one, else each league's latest table.
    const sport = sportContextFor(site);
    const { values } = parseSearchParams(query, standingsParams({ allowSport: !sport.isSportSpecific }));
    const chosen = effectiveSeason(values.season, null, currentSeasonStartYear(now(), sport.sport));
    let all = await api.listStandings({ season: chosen.season });
    if (all.length === 0 && chosen.source === "current") all = await api.getCurrentStandings();
    const view = standingsView(all, standingFiltersOf(values), standingSortOf(values));
    const { title, rows } = standingsLeaders(view.groups);
    if (!title) return { label: "Standings", title: "Standings", lines: ["No standings match this view"] };
    const filter = [values.conference, values.division].filter(Boolean).join(", ");
    return {
      label: "Standings",
      title,
      lines: [`Best records${filter ? ` (${filter})` : ""} of ${rows.length} teams`],
      rows: standingsRows(rows),
    };
  },
  async leaders(api, _ids, site, query) {
    if (!hasLeaders(site.sport, levelSlugFor(site.level) ?? null)) notFound();
    const { values } = parseSearchParams(query, leadersParams());
    const view = leadersView(leaderSportOf(site.sport, levelSlugFor(site.level) ?? null), values);
    const list = await api.listLeaders(leaderBoardQuery(view, 1));
    return { label: "Leaders", title: leadersTitle(view), lines: [], rows: leaderRows(view, list.results) };
  },
  async compare(api, _ids, site, query) {
    const parsed = parseCompareSlugs(query.get("players"));
    if (!parsed.ok) throw new ApiError(404, parsed.message, "share image");
    const players = await Promise.all(parsed.slugs.map((slug) => api.getPlayer(slug)));
    for (const p of players) inScope(p, site);
    const league = commonLeague(players);
    if (!league.ok) throw new ApiError(404, league.message, "share image");
    return compareCard(players, personName, league.league);
  },
  async award(api, [slug], site) {
    if (!siteHasAwards(site.key)) notFound();
    const award = await api.getAward(slug!);
    const latest = await api.listAwardResults(slug!, { winners: true, ordering: "-season", page_size: 5 });
    const sport = award.sport?.slug ?? null;
    return {
      label: "Award",
      title: awardTitle(award),
      lines: [`Latest winners (first given ${seasonLabel(sport, award.first_season)})`],
      rows: awardRows(award, latest.results),
    };
  },
  async draft(api, [year], site) {
    if (!siteHasDrafts(site.key)) notFound();
    // A year without a draft on this site is a 404 from the API.
    const picks = await api.listDraftPicks(Number(year), { ordering: "pick", page_size: 5 });
    if (!picks.results.length) notFound();
    const league = picks.results[0]!.league;
    return {
      label: "Draft",
      title: `${year} ${league} Draft`,
      lines: ["First picks"],
      rows: draftRows(picks.results),
    };
  },
};

/** The page's own parameter schemas of the kinds whose view the query string chooses. */
const QUERY_SHAPES: Partial<Record<ShareKind, (site: SiteConfig) => ParamShape>> = {
  standings: (site) => standingsParams({ allowSport: !sportContextFor(site).isSportSpecific }),
  leaders: () => leadersParams(),
  compare: () => ({ players: param.text(400) }),
};

/**
 * The honoured parameters as the page reads them, canonical (defaults and invalid values left out,
 * keys sorted): one cache entry per view however its URL was spelled.
 */
function canonicalQuery(kind: ShareKind, site: SiteConfig, search: string): string {
  const shape = QUERY_SHAPES[kind]?.(site);
  return shape ? parseSearchParams(new URLSearchParams(shareQuery(kind, search)), shape).canonical : "";
}

export type ShareImageResult = { png: Buffer } | { busy: true };

/**
 * The PNG of one page's card, from the cache or rendered now; a 404 ApiError for an unknown item.
 * `search` is the image's query string: only the kind's honoured parameters count (and key the cache).
 */
export async function shareImage(
  api: ApiClient,
  site: SiteConfig,
  kind: ShareKind,
  ids: string[],
  search = "",
): Promise<ShareImageResult> {
  const query = canonicalQuery(kind, site, search);
  const key = `${site.key}:${kind}:${ids.join("/")}${query}`;
  const hit = images.get(key);
  if (hit) return { png: hit };
  const png = await slots.run(async () => {
    const card = await LOADERS[kind](api, ids, site, new URLSearchParams(query));
    const theme = resolveTheme(site.theme);
    const svg = cardSvg(
      { siteName: site.name, ...card },
      { from: theme.primary["900"], to: theme.primary["700"], accent: theme.secondary["500"] },
    );
    return renderPng(svg);
  });
  if (png === BUSY) return { busy: true };
  images.set(key, png);
  return { png };
}
