/**
 * Share images: each card is loaded (site scope applies: another site's item is a 404), drawn as
 * SVG and rendered to PNG by resvg (a prebuilt native binary from the npm registry) on first
 * request, then kept in an LRU bounded in bytes. Renders run off the event loop (renderAsync), at
 * most SHARE_RENDERS at a time; a burst beyond SHARE_QUEUE waiting renders is refused (503), so a
 * crawler cannot pile up CPU or memory.
 */
import { onSite } from "@domain/scope";
import type { ResvgRenderOptions } from "@resvg/resvg-js";
import { LRUCache } from "lru-cache";
import { existsSync } from "node:fs";
import type { ApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { matchupText } from "@domain/neutral-site";
import { seasonLabel } from "@domain/season";
import type { SiteConfig } from "~/site/sites";
import { resolveTheme } from "~/site/theme";
import { personName } from "./people-view";
import { longDate } from "./scores";
import { cardSvg, SHARE_WIDTH, type ShareCard, type ShareKind } from "./share-cards";
import { appSettings } from "~/site/settings.server";

export const SHARE_RENDERS = appSettings().shareRenders;
export const SHARE_QUEUE = 16;
const CACHE_BYTES = appSettings().shareCacheBytes;

const images = new LRUCache<string, Buffer>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (png) => png.length,
  ttl: 6 * 3600 * 1000,
});

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when one of the SHARE_RENDERS slots is free; null when too many already wait. */
async function withSlot<T>(task: () => Promise<T>): Promise<T | null> {
  if (running >= SHARE_RENDERS) {
    if (waiting.length >= SHARE_QUEUE) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

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

type CardLoader = (api: ApiClient, ids: string[], site: SiteConfig) => Promise<Omit<ShareCard, "siteName">>;

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
    return { label: "Head to head", title: `${one.name} vs ${two.name}`, lines: [] };
  },
  async player(api, [id], site) {
    const player = await api.getPlayer(id);
    inScope(player, site);
    const lines = [player.primary_position_name, player.current_team?.name].filter((x): x is string =>
      Boolean(x),
    );
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
};

export type ShareImageResult = { png: Buffer } | { busy: true };

/** The PNG of one page's card, from the cache or rendered now; a 404 ApiError for an unknown item. */
export async function shareImage(
  api: ApiClient,
  site: SiteConfig,
  kind: ShareKind,
  ids: string[],
): Promise<ShareImageResult> {
  const key = `${site.key}:${kind}:${ids.join("/")}`;
  const hit = images.get(key);
  if (hit) return { png: hit };
  const card = await LOADERS[kind](api, ids, site);
  const theme = resolveTheme(site.theme);
  const svg = cardSvg(
    { siteName: site.name, ...card },
    { from: theme.primary["900"], to: theme.primary["700"], accent: theme.secondary["500"] },
  );
  const png = await withSlot(() => renderPng(svg));
  if (!png) return { busy: true };
  images.set(key, png);
  return { png };
}
