import { palettes, type ColorScale } from "./palette";

import {
  LEAGUE_KEYS,
  LEAGUES,
  leagueOf,
  type DataSection,
  type League,
  type LeagueKey,
} from "@domain/leagues";

/** The hub, then one site per league of the registry (domain/leagues.ts), keyed as the league. */
export const SITE_KEYS = ["hub", ...LEAGUE_KEYS] as const;
export type SiteKey = "hub" | LeagueKey;
export const SPORT_SITE_KEYS: readonly LeagueKey[] = LEAGUE_KEYS;

import type { SiteLevel, SportSlug } from "@domain/sports";
export type { SiteLevel, SportSlug } from "@domain/sports";

export interface SiteTheme {
  primary: ColorScale;
  secondary: ColorScale;
  accent: ColorScale;
  quaternary?: ColorScale;
  quinary?: ColorScale;
}

/** The configuration of each site of the family (docs/rules.md#site-family). */
export interface SiteConfig {
  key: SiteKey;
  name: string;
  description: string;
  keywords: readonly string[];
  sport: SportSlug | null;
  level: SiteLevel | null;
  logoUrl: string;
  faviconUrl?: string;
  appleTouchIconUrl: string;
  isMainSite: boolean;
  isSportSpecific: boolean;
  theme: SiteTheme;
  /** List pages the site's data holds nothing for (the registry's `site.withoutData`). */
  withoutData?: readonly DataSection[];
  /** What /players and a player's address say where the data has no player figures (the registry's). */
  noPlayerFigures?: string;
}

const icons = (key: string) => ({
  logoUrl: `/logos/${key}.svg`,
  faviconUrl: `/icons/${key}.svg`,
  appleTouchIconUrl: `/icons/${key}-180.png`,
});

const HUB_THEME: SiteTheme = {
  primary: palettes.blue,
  secondary: palettes.slate,
  accent: palettes.amber,
  quaternary: palettes.emerald,
  quinary: palettes.violet,
};

/** Each league site's colours: the one thing of a site the registry leaves to the family. */
const LEAGUE_THEMES: Record<LeagueKey, SiteTheme> = {
  nfl: {
    primary: palettes.navy,
    secondary: palettes.red,
    accent: palettes.slate,
    quaternary: palettes.gold,
    quinary: palettes.sky,
  },
  nba: {
    primary: palettes.violet,
    secondary: palettes.orange,
    accent: palettes.gold,
    quaternary: palettes.slate,
  },
  mlb: {
    primary: palettes.crimson,
    secondary: palettes.navy,
    accent: palettes.slate,
    quaternary: palettes.green,
  },
  nhl: { primary: palettes.slate, secondary: palettes.gold, accent: palettes.sky, quaternary: palettes.red },
  cfb: {
    primary: palettes.green,
    secondary: palettes.amber,
    accent: palettes.slate,
    quaternary: palettes.crimson,
  },
  cbb: { primary: palettes.orange, secondary: palettes.navy, accent: palettes.slate },
  cbs: { primary: palettes.red, secondary: palettes.teal, accent: palettes.slate },
  chk: { primary: palettes.sky, secondary: palettes.cyan, accent: palettes.slate, quaternary: palettes.navy },
};

/**
 * A league's site, built from its registry entry. A league registered at run time (a test's
 * fixture league) has no theme of its own and takes the hub's.
 */
export function leagueSite(league: League): SiteConfig {
  const { name, description, keywords, withoutData, noPlayerFigures } = league.site;
  return {
    // A registered league's key is a site key: SiteKey lists the leagues known when compiling.
    key: league.key as SiteKey,
    name,
    description,
    keywords,
    sport: league.sport,
    level: league.level,
    ...icons(league.key),
    isMainSite: false,
    isSportSpecific: true,
    theme: LEAGUE_THEMES[league.key as LeagueKey] ?? HUB_THEME,
    ...(withoutData ? { withoutData } : {}),
    ...(noPlayerFigures ? { noPlayerFigures } : {}),
  };
}

export const SITES: Record<SiteKey, SiteConfig> = {
  hub: {
    key: "hub",
    name: "Championship History",
    description:
      "Championship history, teams, scores, standings, players and coaches across pro and college football, basketball, baseball and hockey.",
    keywords: ["championship history", "sports statistics", "champions", "standings", "scores"],
    sport: null,
    level: null,
    ...icons("hub"),
    isMainSite: true,
    isSportSpecific: false,
    theme: HUB_THEME,
  },
  ...(Object.fromEntries(LEAGUES.map((league) => [league.key, leagueSite(league)])) as Record<
    LeagueKey,
    SiteConfig
  >),
};

/** The site of this sport and API level's league (`ncaa-division-i` is a college site); null if none. */
export function siteKeyForScope(scope: { sport: string | null; level: string | null }): SiteKey | null {
  return leagueOf(scope.sport, scope.level ?? "professional");
}
