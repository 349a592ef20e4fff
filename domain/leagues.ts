/**
 * The league registry: the leagues the product covers, one entry each, and the one list the site
 * family, the scores feed and the pages read their keys, sports and levels from. A league's key is
 * also the key of its site and of its rows (`league_key`).
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
}

export interface League {
  key: string;
  /** What the pages call the league. */
  name: string;
  sport: SportSlug;
  level: SiteLevel;
  /** Round names of its playoff formats (absent: generic names, as for bowls and double elimination). */
  postseason?: readonly RoundEra[];
}

const NBA_ROUNDS = ["NBA Finals", "Conference Finals", "Conference Semifinals", "First Round"] as const;
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
    // Conferences from 1970-71; play-in games are not a round of the bracket.
    postseason: [{ from: 1970, rounds: NBA_ROUNDS }],
  },
  {
    key: "mlb",
    name: "MLB",
    sport: "baseball",
    level: "professional",
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
  { key: "cfb", name: "College Football", sport: "football", level: "college" },
  {
    key: "cbb",
    name: "College Basketball",
    sport: "basketball",
    level: "college",
    // The NCAA tournament by the season's start year (the 2015-16 tournament is 2015): 64 teams
    // from 1985, an opening-round game from 2001, the First Four from 2011 (then "First Round").
    postseason: [
      { from: 1984, through: 2009, rounds: [...NCAA_ROUNDS, "Second Round", "First Round", "Opening Round"] },
      { from: 2010, through: 2014, rounds: [...NCAA_ROUNDS, "Third Round", "Second Round", "First Round"] },
      { from: 2015, rounds: [...NCAA_ROUNDS, "Second Round", "First Round", "First Four"] },
    ],
  },
  { key: "cbs", name: "College Baseball", sport: "baseball", level: "college" },
  { key: "chk", name: "College Hockey", sport: "hockey", level: "college" },
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
  if (key === null) return null;
  const league: League = leagueByKey(key);
  const era = league.postseason?.find((e) => season >= e.from && season <= (e.through ?? Infinity));
  return era?.rounds ?? null;
}
