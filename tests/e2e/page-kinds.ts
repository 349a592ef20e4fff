/**
 * Every page kind of the product on the hub and four sport sites, with real items of each site
 * (fixed slugs of long-standing records, so each test is one page and runs in parallel). Games
 * are reached by their slug, which answers with a redirect to the game's one URL.
 */
export interface PageKind {
  kind: string;
  path: string;
}

interface SiteItems {
  team: string;
  opponent: string;
  /** A past season of `team` (a season page of its time) and a recent one with a full schedule. */
  oldYear: number;
  year: number;
  player: string;
  coach: string;
  season: string;
  championship: string;
  game: string;
  award?: string;
  draft?: number;
  leaders?: boolean;
}

const ITEMS: Record<string, SiteItems> = {
  hub: {
    team: "boston-celtics",
    opponent: "los-angeles-lakers",
    oldYear: 1987,
    year: 2023,
    player: "a-c-green",
    coach: "a-j-hinch",
    season: "nba-2023-24",
    championship: "nba-finals",
    game: "nba-2026-06-13-new-york-knicks-at-san-antonio-spurs",
    award: "mlb-alcs-mvp",
    draft: 2024,
    leaders: true,
  },
  nba: {
    team: "boston-celtics",
    opponent: "los-angeles-lakers",
    oldYear: 1987,
    year: 2023,
    player: "a-c-green",
    coach: "joe-mazzulla",
    season: "nba-2023-24",
    championship: "nba-finals",
    game: "nba-2026-06-13-new-york-knicks-at-san-antonio-spurs",
    award: "nba-all-defensive-first-team",
    draft: 2024,
  },
  nfl: {
    team: "chicago-bears",
    opponent: "green-bay-packers",
    oldYear: 1985,
    year: 2023,
    player: "patrick-mahomes",
    coach: "mike-ditka",
    season: "nfl-2023",
    championship: "super-bowl",
    game: "",
  },
  nhl: {
    team: "boston-bruins",
    opponent: "montreal-canadiens",
    oldYear: 1990,
    year: 2023,
    player: "wayne-gretzky",
    coach: "scotty-bowman",
    season: "nhl-2023-24",
    championship: "stanley-cup-final",
    game: "",
    award: "nhl-art-ross-trophy",
  },
  mlb: {
    team: "boston-red-sox",
    opponent: "new-york-yankees",
    oldYear: 1986,
    year: 2023,
    player: "babe-ruth",
    coach: "a-j-hinch",
    season: "mlb-2023",
    championship: "world-series",
    game: "",
    award: "mlb-alcs-mvp",
    leaders: true,
  },
};

/** The page kinds of one site, in a fixed order. */
export function pageKinds(key: string): PageKind[] {
  const x = ITEMS[key];
  if (!x) throw new Error(`no items for ${key}`);
  const team = `/teams/${x.team}`;
  const kinds: PageKind[] = [
    { kind: "home", path: "/" },
    { kind: "teams", path: "/teams" },
    { kind: "team", path: team },
    { kind: "team season (past)", path: `${team}/${x.oldYear}` },
    { kind: "team season schedule", path: `${team}/${x.year}?tab=schedule` },
    { kind: "team season roster", path: `${team}/${x.year}?tab=roster` },
    { kind: "team season stats", path: `${team}/${x.year}?tab=stats` },
    { kind: "head-to-head", path: `${team}/vs/${x.opponent}` },
    { kind: "players", path: "/players" },
    { kind: "player", path: `/players/${x.player}` },
    { kind: "coaches", path: "/coaches" },
    { kind: "coach", path: `/coaches/${x.coach}` },
    { kind: "seasons", path: "/seasons" },
    { kind: "season", path: `/seasons/${x.season}` },
    { kind: "season standings", path: `/seasons/${x.season}?tab=standings` },
    { kind: "season playoffs (bracket)", path: `/seasons/${x.season}?tab=playoffs` },
    { kind: "scores", path: "/scores" },
    { kind: "standings", path: "/standings" },
    { kind: "champions", path: "/champions" },
    { kind: "championships", path: "/championships" },
    { kind: "championship", path: `/championships/${x.championship}` },
    { kind: "on this day", path: "/on-this-day" },
    { kind: "downloads", path: "/downloads" },
    { kind: "developers", path: "/developers" },
    { kind: "privacy", path: "/privacy" },
    { kind: "terms", path: "/terms" },
    { kind: "cookies", path: "/cookies" },
    { kind: "data quality", path: "/data-quality" },
    { kind: "analytics", path: "/analytics" },
    { kind: "features", path: "/features" },
    { kind: "opponent picker", path: `${team}/vs` },
    { kind: "search", path: "/search?q=boston" },
    { kind: "not found", path: "/no-such-page" },
  ];
  if (x.game) kinds.push({ kind: "game", path: `/scores/${x.game}` });
  if (x.leaders) kinds.push({ kind: "leaders", path: "/leaders" }, { kind: "glossary", path: "/glossary" });
  if (x.award) kinds.push({ kind: "awards", path: "/awards" }, { kind: "award", path: `/awards/${x.award}` });
  if (x.draft) kinds.push({ kind: "drafts", path: "/draft" }, { kind: "draft", path: `/draft/${x.draft}` });
  return kinds;
}
