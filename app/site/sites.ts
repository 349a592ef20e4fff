import { palettes, type ColorScale } from "./palette";

import { LEAGUE_KEYS, leagueByKey, type LeagueKey } from "@domain/leagues";

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
  keywords: string[];
  sport: SportSlug | null;
  level: SiteLevel | null;
  logoUrl: string;
  faviconUrl?: string;
  appleTouchIconUrl: string;
  isMainSite: boolean;
  isSportSpecific: boolean;
  theme: SiteTheme;
  /**
   * Sections the site's data holds nothing for: the header and footer do not offer them (a dead
   * end), and their pages say so. Pinned against the database by tests/e2e/pages-place.spec.ts.
   */
  withoutData?: readonly DataSection[];
}

/** List pages a site may have no data for. */
export type DataSection = "/scores" | "/standings" | "/players";

/** A league site's sport and level, as the registry has them. */
const sportAndLevel = (key: LeagueKey) => {
  const { sport, level } = leagueByKey(key);
  return { sport, level };
};

const icons = (key: SiteKey) => ({
  logoUrl: `/logos/${key}.svg`,
  faviconUrl: `/icons/${key}.svg`,
  appleTouchIconUrl: `/icons/${key}-180.png`,
});

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
    theme: {
      primary: palettes.blue,
      secondary: palettes.slate,
      accent: palettes.amber,
      quaternary: palettes.emerald,
      quinary: palettes.violet,
    },
  },
  nfl: {
    key: "nfl",
    name: "Pro Football History",
    description: "Every Super Bowl champion, NFL team, score, standing, player and coach.",
    keywords: ["NFL", "Super Bowl", "pro football", "NFL standings", "NFL champions"],
    ...sportAndLevel("nfl"),
    ...icons("nfl"),
    isMainSite: false,
    isSportSpecific: true,
    theme: {
      primary: palettes.navy,
      secondary: palettes.red,
      accent: palettes.slate,
      quaternary: palettes.gold,
      quinary: palettes.sky,
    },
  },
  nba: {
    key: "nba",
    name: "Pro Basketball History",
    description: "Every NBA champion, team, score, standing, player and coach.",
    keywords: ["NBA", "NBA Finals", "pro basketball", "NBA standings", "NBA champions"],
    ...sportAndLevel("nba"),
    ...icons("nba"),
    isMainSite: false,
    isSportSpecific: true,
    theme: {
      primary: palettes.violet,
      secondary: palettes.orange,
      accent: palettes.gold,
      quaternary: palettes.slate,
    },
  },
  mlb: {
    key: "mlb",
    name: "Pro Baseball History",
    description: "Every World Series champion, MLB team, score, standing, player and manager.",
    keywords: ["MLB", "World Series", "pro baseball", "MLB standings", "World Series champions"],
    ...sportAndLevel("mlb"),
    ...icons("mlb"),
    isMainSite: false,
    isSportSpecific: true,
    theme: {
      primary: palettes.crimson,
      secondary: palettes.navy,
      accent: palettes.slate,
      quaternary: palettes.green,
    },
  },
  nhl: {
    key: "nhl",
    name: "Pro Hockey History",
    description: "Every Stanley Cup champion, NHL team, score, standing, player and coach.",
    keywords: ["NHL", "Stanley Cup", "pro hockey", "NHL standings", "Stanley Cup champions"],
    ...sportAndLevel("nhl"),
    ...icons("nhl"),
    isMainSite: false,
    isSportSpecific: true,
    theme: {
      primary: palettes.slate,
      secondary: palettes.gold,
      accent: palettes.sky,
      quaternary: palettes.red,
    },
  },
  cfb: {
    key: "cfb",
    name: "College Football History",
    description: "Every college football national champion, program, score, standing, player and coach.",
    keywords: ["college football", "national championship", "CFP", "BCS", "college football champions"],
    ...sportAndLevel("cfb"),
    ...icons("cfb"),
    isMainSite: false,
    isSportSpecific: true,
    withoutData: ["/players"],
    theme: {
      primary: palettes.green,
      secondary: palettes.amber,
      accent: palettes.slate,
      quaternary: palettes.crimson,
    },
  },
  cbb: {
    key: "cbb",
    name: "College Basketball History",
    description: "Every NCAA men's basketball champion, program, score, standing, player and coach.",
    keywords: ["college basketball", "March Madness", "NCAA tournament", "Final Four", "NCAA champions"],
    ...sportAndLevel("cbb"),
    ...icons("cbb"),
    isMainSite: false,
    isSportSpecific: true,
    withoutData: ["/standings", "/players"],
    theme: { primary: palettes.orange, secondary: palettes.navy, accent: palettes.slate },
  },
  cbs: {
    key: "cbs",
    name: "College Baseball History",
    description: "Every Men's College World Series champion, program, score, standing, player and coach.",
    keywords: ["college baseball", "College World Series", "Road to Omaha", "NCAA baseball", "CWS champions"],
    ...sportAndLevel("cbs"),
    ...icons("cbs"),
    isMainSite: false,
    isSportSpecific: true,
    withoutData: ["/scores", "/standings", "/players"],
    theme: { primary: palettes.red, secondary: palettes.teal, accent: palettes.slate },
  },
  chk: {
    key: "chk",
    name: "College Hockey History",
    description:
      "Every NCAA men's ice hockey champion, Frozen Four, program, score, standing, player and coach.",
    keywords: ["college hockey", "Frozen Four", "NCAA hockey", "college hockey champions"],
    ...sportAndLevel("chk"),
    ...icons("chk"),
    isMainSite: false,
    isSportSpecific: true,
    withoutData: ["/scores", "/standings", "/players"],
    theme: {
      primary: palettes.sky,
      secondary: palettes.cyan,
      accent: palettes.slate,
      quaternary: palettes.navy,
    },
  },
};

/** The site whose scope is this sport and API level (`ncaa-division-i` is a college site); null if none. */
export function siteKeyForScope(scope: { sport: string | null; level: string | null }): SiteKey | null {
  const college = scope.level?.startsWith("ncaa") ?? false;
  const site = SPORT_SITE_KEYS.find(
    (key) => SITES[key].sport === scope.sport && (SITES[key].level === "college") === college,
  );
  return site ?? null;
}
