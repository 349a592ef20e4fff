/**
 * The league registry: the leagues the product covers, one entry each, and the one list that says
 * what differs between them: the site family reads its sites' names and headings here, the scope
 * rule its keys, the scores feed its ESPN paths, the downloads and citations its sources, the
 * crosswalk its alignment seasons, the team histories its finals and tournaments, the roster pages
 * their coverage, the brackets their round names. A league's key is also the key of its site and of
 * its rows (`league_key`). Adding a league: docs/adding-a-site.md.
 */
import type { SiteLevel, SportSlug } from "./sports";

/**
 * A postseason format's round names, counted back from the final (index 0) as a bracket counts its
 * columns, for the seasons (start years) it covers. A round past the list keeps a generic name.
 */
export interface RoundEra {
  from: number;
  /** The last season of the era; open when it is the current one. */
  through?: number;
  rounds: readonly string[];
  /**
   * Only the named rounds are certain: the format before them is one the games cannot be placed in
   * round by round (two-game total-goals series, best-of-three series, double elimination, a
   * third-place game). The bracket then draws the named rounds on the title's path alone, and the
   * other games are listed by date without a round name.
   */
  namedOnly?: true;
}

/**
 * Ids of backend/data/attributions.json, the open datasets rows derive from (tests/data checks this
 * list against the file).
 */
export type SourceId =
  | "lahman"
  | "retrosheet"
  | "hockey-databank"
  | "nflverse"
  | "fivethirtyeight"
  | "fivethirtyeight-nba"
  | "sports-reference"
  | "nhl-api"
  | "nba-stats"
  | "nba-playoffs-nocturnebear"
  | "kaggle-march-mania"
  | "college-hockey-news"
  | "uscho"
  | "ncaa-baseball-statistics"
  | "ncaa-hockey-statistics";

/** List pages a site may have no data for. */
export type DataSection = "/scores" | "/standings" | "/players";

/** What a league's site says of itself (its theme lives with the site family, app/site/sites.ts). */
export interface LeagueSite {
  name: string;
  description: string;
  keywords: readonly string[];
  /** The home page's heading and its hero headline. */
  heading: string;
  heroHeadline: string;
  /** The two letters of its icon (scripts/draw-icons.ts). */
  monogram: string;
  /**
   * Sections the site's data holds nothing for: the header and footer do not offer them (a dead
   * end), and their pages say so. Pinned against the database by tests/e2e/pages-place.spec.ts.
   */
  withoutData?: readonly DataSection[];
  /**
   * What /players and a player's address say where the held data has no player figures of the
   * league at all (instead of an empty list or a bare "not found").
   */
  noPlayerFigures?: string;
}

export interface League {
  key: string;
  /** What the pages call the league. */
  name: string;
  sport: SportSlug;
  level: SiteLevel;
  site: LeagueSite;
  /** The open datasets its rows derive from, besides the curated facts (its downloads and citations). */
  sources: readonly SourceId[];
  /** ESPN's scoreboard path (`{sport}/{league}`) for the scores feed; absent: no feed. */
  espn?: string;
  /** Round names of its playoff formats (absent: generic names, as for bowls and double elimination). */
  postseason?: readonly RoundEra[];
  /** A pro league's final as a season's result: its name, and how a champion's line reads. */
  final?: { name: string; won: string };
  /** A college league's single-elimination tournament, as a season's result names it. */
  tournament?: string;
  /**
   * What a team season calls its postseason games (absent: "Playoffs"): college football's are
   * bowls, and from `playoff.from` the games of its playoff bracket are named apart.
   */
  postseasonGames?: { name: string; playoff?: { name: string; from: number } };
  /** The first season of today's conferences and divisions (the crosswalk's current alignment). */
  alignmentSince?: number;
  /** The seasons (start years) the open data's rosters cover, what holds them, and what to say of the last. */
  rosters?: { first: number; last: number; source: string; lastNote?: string };
}

const NBA_ROUNDS = ["NBA Finals", "Conference Finals", "Conference Semifinals", "First Round"] as const;
const NBA_DIVISION_ROUNDS = ["NBA Finals", "Division Finals", "Division Semifinals"] as const;
const NFL_ROUNDS = ["Super Bowl", "Conference Championship", "Divisional Round", "Wild Card Round"] as const;
const MLB_ROUNDS = ["World Series", "League Championship Series", "Division Series"] as const;
const NHL_ROUNDS = ["Stanley Cup Final", "Conference Final", "Second Round", "First Round"] as const;
const NCAA_ROUNDS = ["National Championship", "Final Four", "Elite Eight", "Sweet 16"] as const;

export const LEAGUES = [
  {
    key: "nfl",
    name: "NFL",
    sport: "football",
    level: "professional",
    site: {
      name: "Pro Football History",
      description: "Every Super Bowl champion, NFL team, score, standing, player and coach.",
      keywords: ["NFL", "Super Bowl", "pro football", "NFL standings", "NFL champions"],
      heading: "NFL Championship Legacy",
      heroHeadline: "Pro Football Championship History",
      monogram: "PF",
    },
    sources: ["nflverse", "fivethirtyeight", "sports-reference"],
    espn: "football/nfl",
    final: { name: "Super Bowl", won: "Won Super Bowl" },
    alignmentSince: 2002,
    rosters: {
      first: 2024,
      last: 2024,
      source: "the nflverse 2024 roster file",
      lastNote:
        "The 2024 roster as of each player's last recorded week (nflverse): players traded or released during the season appear only with their last team.",
    },
    // Ten teams from 1978 (a wild card round), except the 1982 strike season's sixteen-team format.
    postseason: [
      { from: 1970, through: 1977, rounds: NFL_ROUNDS.slice(0, 3) },
      { from: 1978, through: 1981, rounds: NFL_ROUNDS },
      {
        from: 1982,
        through: 1982,
        rounds: ["Super Bowl", "Conference Championship", "Second Round", "First Round"],
      },
      { from: 1983, rounds: NFL_ROUNDS },
    ],
  },
  {
    key: "nba",
    name: "NBA",
    sport: "basketball",
    level: "professional",
    site: {
      name: "Pro Basketball History",
      description: "Every NBA champion, team, score, standing, player and coach.",
      keywords: ["NBA", "NBA Finals", "pro basketball", "NBA standings", "NBA champions"],
      heading: "NBA Dynasty Tracker",
      heroHeadline: "Pro Basketball Championship History",
      monogram: "PB",
    },
    sources: ["fivethirtyeight-nba", "sports-reference", "nba-stats", "nba-playoffs-nocturnebear"],
    espn: "basketball/nba",
    final: { name: "NBA Finals", won: "Won NBA Finals" },
    alignmentSince: 2004,
    rosters: {
      first: 1946,
      last: 2025,
      source: "Basketball-Reference player seasons",
      lastNote:
        "Players from Basketball-Reference's season file as of February 2026; later signings are missing.",
    },
    // Two divisions from 1950-51 to 1969-70: Division Semifinals, Division Finals, then the Finals
    // (1953-54's division round robins are left unnamed). Conferences from 1970-71; play-in games
    // are not a round of the bracket. The BAA years and 1949-50's three divisions keep generic names.
    postseason: [
      { from: 1950, through: 1952, rounds: NBA_DIVISION_ROUNDS },
      { from: 1953, through: 1953, rounds: NBA_DIVISION_ROUNDS.slice(0, 2) },
      { from: 1954, through: 1969, rounds: NBA_DIVISION_ROUNDS },
      { from: 1970, rounds: NBA_ROUNDS },
    ],
  },
  {
    key: "mlb",
    name: "MLB",
    sport: "baseball",
    level: "professional",
    site: {
      name: "Pro Baseball History",
      description: "Every World Series champion, MLB team, score, standing, player and manager.",
      keywords: ["MLB", "World Series", "pro baseball", "MLB standings", "World Series champions"],
      heading: "World Series History",
      heroHeadline: "Pro Baseball Championship History",
      monogram: "BB",
    },
    sources: ["lahman", "retrosheet"],
    espn: "baseball/mlb",
    final: { name: "World Series", won: "Won World Series" },
    alignmentSince: 2013,
    rosters: { first: 1871, last: 2024, source: "Lahman batting and pitching files" },
    postseason: [
      { from: 1903, through: 1968, rounds: MLB_ROUNDS.slice(0, 1) },
      { from: 1969, through: 1980, rounds: MLB_ROUNDS.slice(0, 2) },
      // The split season of 1981 added a Division Series.
      { from: 1981, through: 1981, rounds: MLB_ROUNDS },
      { from: 1982, through: 1993, rounds: MLB_ROUNDS.slice(0, 2) },
      { from: 1995, through: 2011, rounds: MLB_ROUNDS },
      { from: 2012, through: 2019, rounds: [...MLB_ROUNDS, "Wild Card Game"] },
      { from: 2020, through: 2020, rounds: [...MLB_ROUNDS, "Wild Card Series"] },
      { from: 2021, through: 2021, rounds: [...MLB_ROUNDS, "Wild Card Game"] },
      { from: 2022, rounds: [...MLB_ROUNDS, "Wild Card Series"] },
    ],
  },
  {
    key: "nhl",
    name: "NHL",
    sport: "hockey",
    level: "professional",
    site: {
      name: "Pro Hockey History",
      description: "Every Stanley Cup champion, NHL team, score, standing, player and coach.",
      keywords: ["NHL", "Stanley Cup", "pro hockey", "NHL standings", "Stanley Cup champions"],
      heading: "Stanley Cup Champions",
      heroHeadline: "Pro Hockey Championship History",
      monogram: "PH",
    },
    sources: ["hockey-databank", "nhl-api", "sports-reference"],
    espn: "hockey/nhl",
    final: { name: "Stanley Cup Final", won: "Won Stanley Cup" },
    alignmentSince: 2021,
    rosters: {
      first: 1917,
      last: 2023,
      source: "Hockey Databank scoring and goalie files to 2017-18, Hockey-Reference after",
      lastNote:
        "Skaters only: goalies' 2023-24 figures are not in the open data. A traded player whose season Hockey-Reference gives only as a total is not listed.",
    },
    // Conference rounds from 1993-94; named First and Second Round from 2013-14; the 2019-20
    // qualifying round and the 2020-21 division rounds with a league semifinal.
    postseason: [
      {
        from: 1993,
        through: 2012,
        rounds: [
          "Stanley Cup Final",
          "Conference Finals",
          "Conference Semifinals",
          "Conference Quarterfinals",
        ],
      },
      { from: 2013, through: 2018, rounds: NHL_ROUNDS },
      { from: 2019, through: 2019, rounds: [...NHL_ROUNDS, "Qualifying Round"] },
      {
        from: 2020,
        through: 2020,
        rounds: ["Stanley Cup Final", "Stanley Cup Semifinals", "Second Round", "First Round"],
      },
      { from: 2021, rounds: NHL_ROUNDS },
    ],
  },
  {
    key: "cfb",
    name: "College Football",
    sport: "football",
    level: "college",
    site: {
      name: "College Football History",
      description: "Every college football national champion, program, score, standing, player and coach.",
      keywords: ["college football", "national championship", "CFP", "BCS", "college football champions"],
      heading: "College Football Highlights",
      heroHeadline: "College Football Championship History",
      monogram: "CF",
      withoutData: ["/players"],
    },
    sources: [],
    espn: "football/college-football",
    tournament: "College Football Playoff",
    postseasonGames: { name: "Bowls", playoff: { name: "College Football Playoff", from: 2014 } },
  },
  {
    key: "cbb",
    name: "College Basketball",
    sport: "basketball",
    level: "college",
    site: {
      name: "College Basketball History",
      description: "Every NCAA men's basketball champion, program, score, standing, player and coach.",
      keywords: ["college basketball", "March Madness", "NCAA tournament", "Final Four", "NCAA champions"],
      heading: "March Madness Moments",
      heroHeadline: "March Madness Championship History",
      monogram: "CB",
      withoutData: ["/players"],
      noPlayerFigures:
        "The held data has no college basketball player figures: no rosters, box scores or season statistics of college players. Games, standings, programs and coaches are on their own pages.",
    },
    sources: ["kaggle-march-mania", "sports-reference"],
    espn: "basketball/mens-college-basketball",
    tournament: "NCAA Tournament",
    postseasonGames: { name: "NCAA Tournament" },
    // The NCAA tournament by the season's start year (the 2015-16 tournament is 2015): 64 teams
    // from 1985, an opening-round game from 2001, the First Four from 2011 (then "First Round").
    postseason: [
      { from: 1984, through: 2009, rounds: [...NCAA_ROUNDS, "Second Round", "First Round", "Opening Round"] },
      { from: 2010, through: 2014, rounds: [...NCAA_ROUNDS, "Third Round", "Second Round", "First Round"] },
      { from: 2015, rounds: [...NCAA_ROUNDS, "Second Round", "First Round", "First Four"] },
    ],
  },
  {
    key: "cbs",
    name: "College Baseball",
    sport: "baseball",
    level: "college",
    site: {
      name: "College Baseball History",
      description: "Every Men's College World Series champion, program, score, standing, player and coach.",
      keywords: [
        "college baseball",
        "College World Series",
        "Road to Omaha",
        "NCAA baseball",
        "CWS champions",
      ],
      heading: "Road to Omaha",
      heroHeadline: "College World Series Championship History",
      monogram: "CS",
      withoutData: [],
    },
    sources: ["ncaa-baseball-statistics"],
    espn: "baseball/college-baseball",
    tournament: "NCAA Tournament",
    // The College World Series at Omaha is double elimination, which the games cannot be placed in
    // round by round: only its final is named, one game to 2002, a best-of-three series from 2003.
    postseason: [
      { from: 1997, through: 2002, rounds: ["National Championship"], namedOnly: true },
      { from: 2003, rounds: ["Finals"], namedOnly: true },
    ],
    rosters: {
      first: 2022,
      last: 2024,
      source: "NCAA statistics via armstjc/ncaa_baseball_data (batters and pitchers, full seasons)",
    },
  },
  {
    key: "chk",
    name: "College Hockey",
    sport: "hockey",
    level: "college",
    site: {
      name: "College Hockey History",
      description:
        "Every NCAA men's ice hockey champion, Frozen Four, program, score, standing, player and coach.",
      keywords: ["college hockey", "Frozen Four", "NCAA hockey", "college hockey champions"],
      heading: "Frozen Four Glory",
      heroHeadline: "Frozen Four Championship History",
      monogram: "CK",
      withoutData: [],
    },
    sources: ["college-hockey-news", "uscho", "ncaa-hockey-statistics"],
    espn: "hockey/mens-college-hockey",
    tournament: "NCAA Tournament",
    // The Frozen Four (the semifinals at the final's site) and the final in every year; the
    // sixteen-team single-elimination field of four regionals from the 2002-03 season. Before it,
    // the earlier rounds (two-game total-goals and best-of-three series, regionals of twelve) and
    // the third-place games are listed by date.
    postseason: [
      { from: 1947, through: 2001, rounds: ["National Championship", "Frozen Four"], namedOnly: true },
      {
        from: 2002,
        rounds: ["National Championship", "Frozen Four", "Regional Finals", "Regional Semifinals"],
        namedOnly: true,
      },
    ],
    rosters: { first: 2001, last: 2013, source: "NCAA statistics (skaters and goalies)" },
  },
] as const satisfies readonly League[];

export type LeagueKey = (typeof LEAGUES)[number]["key"];
export const LEAGUE_KEYS = LEAGUES.map((l) => l.key) as readonly LeagueKey[] as readonly [
  LeagueKey,
  ...LeagueKey[],
];

/**
 * Leagues added at run time: none in the product, whose leagues are the entries above. The
 * fake-league test (tests/backend/fake-league.test.ts) adds one to prove that a new league is a
 * new scope; whatever is scoped by league finds it through `findLeague`.
 */
const added: League[] = [];

/** Adds a league to the registry at run time (a test's fixture league). */
export function addLeague(league: League): void {
  if (findLeague(league.key)) throw new Error(`league ${league.key} is already registered`);
  added.push(league);
}

/** A league of the registry by key, or undefined (keys from outside: a header, a path). */
export function findLeague(key: string): League | undefined {
  return (LEAGUES as readonly League[]).find((l) => l.key === key) ?? added.find((l) => l.key === key);
}

export function leagueByKey(key: LeagueKey): (typeof LEAGUES)[number] {
  return LEAGUES.find((l) => l.key === key)!;
}

/**
 * The league of an item by its sport and API level slug: `professional` is the pro league, any
 * NCAA division the college one. Null for a sport the registry lacks.
 */
export function leagueOf(
  sport: string | null | undefined,
  level: string | null | undefined,
): LeagueKey | null {
  const siteLevel: SiteLevel = level === "professional" ? "professional" : "college";
  return LEAGUES.find((l) => l.sport === sport && l.level === siteLevel)?.key ?? null;
}

/** A league's round names for a season, from the final back; null where the registry has none. */
export function roundNamesOf(key: LeagueKey | null, season: number): readonly string[] | null {
  return roundEraOf(key, season)?.rounds ?? null;
}

/** A league's postseason format for a season (its round names and whether only those are certain). */
export function roundEraOf(key: LeagueKey | null, season: number): RoundEra | null {
  if (key === null) return null;
  const league: League = leagueByKey(key);
  return league.postseason?.find((e) => season >= e.from && season <= (e.through ?? Infinity)) ?? null;
}
