/**
 * The finders (/finder, /api/finder/): free questions over the stat lines the database holds, e.g.
 * `?kind=seasons&min.hr=40&min.sb=40`. This module is what the page and the API share: which
 * tables of lines a league has (its finder groups), which statistics of the registry
 * (domain/statistics.ts) each can filter and sort by, how a criterion reads in a URL, and the
 * parser that turns a query string into a query or into messages naming each bad parameter.
 *
 * Kinds: `seasons` (a player's season, a traded player's season counted once as its total),
 * `careers` (the seasons that meet the other criteria, summed per player), `games` (a player's line
 * in one game, where box scores are held) and `team-seasons` (a team's standings row). A statistic is named by
 * its registry key: `min.KEY` at least, `max.KEY` at most, both a range. Innings (`ip`) are written
 * as innings (`200`, `200.1`) and held as outs.
 *
 * A line table may hold several leagues' lines (college baseball's, filled by the build from the
 * JSON its importer stores): such a group is `leagueKeyed` and the finder reads its league's rows.
 */
import { BATTING_COUNTED, BATTING_SUMS, PITCHING_SUMS } from "./baseball-stats";
import { BASKETBALL_FIGURES } from "./basketball-stats";
import { FOOTBALL_COUNTED } from "./football-stats";
import { findLeague, type LeagueKey } from "./leagues";
import {
  STATISTICS,
  TEAM_STATISTICS,
  columnOf,
  figuresOfFormula,
  type StatGroup,
  type Statistic,
} from "./statistics";

export const FINDER_KINDS = ["seasons", "careers", "games", "team-seasons"] as const;
export type FinderKind = (typeof FINDER_KINDS)[number];

export const FINDER_KIND_LABELS: Record<FinderKind, string> = {
  seasons: "Player seasons",
  careers: "Player careers",
  games: "Single games",
  "team-seasons": "Team seasons",
};

/** The line tables a finder reads (backend/db/tables.ts). */
export type FinderTable =
  | "batting_lines"
  | "pitching_lines"
  | "basketball_lines"
  | "football_season_lines"
  | "football_defense_lines"
  | "basketball_game_lines"
  | "football_game_lines"
  | "baseball_game_batting"
  | "baseball_game_pitching"
  | "hockey_skater_lines"
  | "hockey_goalie_lines"
  | "standings"
  | "college_batting_lines"
  | "college_pitching_lines";

/** How a box-score line says its side: `is_home` (1 home), `side` ('home'), or its `team_id` against the game's. */
export type BoxSide = "is_home" | "side" | "team_id";

/** One table of lines a league's finder searches, with the summed figures it holds. */
export interface FinderGroup {
  key: string;
  league: LeagueKey;
  label: string;
  /** What its rows are: season lines (seasons and careers), a game's lines, or teams' standings rows. */
  kind: "lines" | "games" | "teams";
  /** The registry groups whose statistics it holds. */
  statGroups: readonly StatGroup[];
  table: FinderTable;
  /** The figures summed per season or career (the table's columns). */
  figures: readonly string[];
  /** Games column of the table (how many games a line spans). */
  games: string;
  /** The table holds regular-season and postseason lines apart: the finder reads the regular season. */
  regularSeasonOnly?: boolean;
  /** A figure held under another column name (a box score's `outs` for `ip_outs`). */
  columns?: Readonly<Record<string, string>>;
  /** Box scores: how a line names its side, and its column of the player's name (null: from the player). */
  box?: { side: BoxSide; name: string | null };
  /** The table holds several leagues' lines: the finder reads the rows of its league (`league_key`). */
  leagueKeyed?: boolean;
}

const FOOTBALL_FIGURES = ["games", ...FOOTBALL_COUNTED] as const;

/** The figures of hockey's season lines (backend/db/tables.ts hockey_skater_lines, hockey_goalie_lines). */
const HOCKEY_SKATER_FIGURES = ["gp", "g", "a", "pts", "pim", "pm", "ppg", "shg", "gwg", "sog"] as const;
const HOCKEY_GOALIE_FIGURES = ["gp", "min", "w", "l", "tol", "sho", "ga", "sa"] as const;

/** Skaters' and goalies' season lines of a hockey league (NHL from 1917-18, college hockey 2001-02 to 2013-14). */
const hockeyGroups = (league: "nhl" | "chk", seasons: string): FinderGroup[] => [
  {
    key: "skaters",
    kind: "lines",
    league,
    label: `Skaters${seasons}`,
    statGroups: ["Skaters"],
    table: "hockey_skater_lines",
    games: "gp",
    figures: HOCKEY_SKATER_FIGURES,
    leagueKeyed: true,
  },
  {
    key: "goalies",
    kind: "lines",
    league,
    label: `Goalies${seasons}`,
    statGroups: ["Goalies"],
    table: "hockey_goalie_lines",
    games: "gp",
    figures: HOCKEY_GOALIE_FIGURES,
    leagueKeyed: true,
  },
];

export const FINDER_GROUPS: readonly FinderGroup[] = [
  {
    key: "batting",
    kind: "lines",
    league: "mlb",
    label: "Batting",
    statGroups: ["Batting"],
    table: "batting_lines",
    games: "g",
    figures: BATTING_SUMS,
  },
  {
    key: "pitching",
    kind: "lines",
    league: "mlb",
    label: "Pitching",
    statGroups: ["Pitching"],
    table: "pitching_lines",
    games: "g",
    figures: PITCHING_SUMS,
  },
  {
    key: "players",
    kind: "lines",
    league: "nba",
    label: "Players",
    statGroups: ["Basketball"],
    table: "basketball_lines",
    games: "g",
    figures: BASKETBALL_FIGURES,
  },
  {
    key: "offense",
    kind: "lines",
    league: "nfl",
    label: "Passing, rushing and receiving",
    statGroups: ["Passing", "Rushing", "Receiving"],
    table: "football_season_lines",
    games: "games",
    figures: FOOTBALL_FIGURES,
    regularSeasonOnly: true,
  },
  {
    key: "defense",
    kind: "lines",
    league: "nfl",
    label: "Defense (2018-2021)",
    statGroups: ["Defense"],
    table: "football_defense_lines",
    games: "games",
    figures: ["games", "games_started", "tackles", "def_sacks", "def_int"],
  },
  ...hockeyGroups("nhl", ""),
  ...hockeyGroups("chk", " (2001-02 to 2013-14)"),
  {
    key: "batting",
    kind: "lines",
    league: "cbs",
    label: "Batting (2022-2024)",
    statGroups: ["Batting"],
    table: "college_batting_lines",
    games: "g",
    figures: BATTING_SUMS,
    leagueKeyed: true,
  },
  {
    key: "pitching",
    kind: "lines",
    league: "cbs",
    label: "Pitching (2022-2024)",
    statGroups: ["Pitching"],
    table: "college_pitching_lines",
    games: "g",
    figures: PITCHING_SUMS,
    leagueKeyed: true,
  },
];

/** Box-score batting: the counts of a season's line a game's line holds. */
const BOX_BATTING = BATTING_COUNTED.filter((f) => f !== "g" && f !== "pa" && f !== "cs");
const BOX_PITCHING = ["ip_outs", "h", "r", "er", "hr", "bb", "so"] as const;
const BOX_BASKETBALL = BASKETBALL_FIGURES.filter((f) => f !== "g" && f !== "gs" && f !== "mp");

/** Single games: the leagues' box-score lines (NBA 2015-16 on, NFL weekly 1999-2023, MLB postseason). */
export const GAME_GROUPS: readonly FinderGroup[] = [
  {
    key: "batting",
    kind: "games",
    league: "mlb",
    label: "Batting (postseason box scores)",
    statGroups: ["Batting"],
    table: "baseball_game_batting",
    games: "ab",
    figures: BOX_BATTING,
    box: { side: "side", name: "name" },
  },
  {
    key: "pitching",
    kind: "games",
    league: "mlb",
    label: "Pitching (postseason box scores)",
    statGroups: ["Pitching"],
    table: "baseball_game_pitching",
    games: "ip_outs",
    figures: PITCHING_SUMS.filter((f) => (BOX_PITCHING as readonly string[]).includes(f)),
    columns: { ip_outs: "outs" },
    box: { side: "side", name: "name" },
  },
  {
    key: "players",
    kind: "games",
    league: "nba",
    label: "Box scores (2015-16 on, playoffs 2010-11 on)",
    statGroups: ["Basketball"],
    table: "basketball_game_lines",
    games: "pts",
    figures: BOX_BASKETBALL,
    box: { side: "is_home", name: "player_name" },
  },
  {
    key: "offense",
    kind: "games",
    league: "nfl",
    label: "Passing, rushing and receiving (1999-2023)",
    statGroups: ["Passing", "Rushing", "Receiving"],
    table: "football_game_lines",
    games: "pass_yds",
    figures: FOOTBALL_COUNTED,
    box: { side: "team_id", name: null },
  },
];

/** Team seasons: each league's standings rows, with the registry's team statistics. */
export const TEAM_GROUPS: readonly FinderGroup[] = (["mlb", "nba", "nfl", "nhl"] as const).map((league) => ({
  key: "teams",
  kind: "teams",
  league,
  label: "Teams",
  statGroups: ["Teams"],
  table: "standings",
  games: "games_played",
  figures: TEAM_STATISTICS.filter((s) => s.league === league).map(columnOf),
}));

const KIND_GROUP: Record<FinderKind, FinderGroup["kind"]> = {
  seasons: "lines",
  careers: "lines",
  games: "games",
  "team-seasons": "teams",
};

/** The finder groups of a league, of one kind or of all (none: the league has no finder). */
export function finderGroupsOf(
  league: LeagueKey | null | undefined,
  kind?: FinderKind,
): readonly FinderGroup[] {
  return [...FINDER_GROUPS, ...GAME_GROUPS, ...TEAM_GROUPS].filter(
    (g) => g.league === league && (kind === undefined || g.kind === KIND_GROUP[kind]),
  );
}

/** The kinds a league's finder answers, in FINDER_KINDS's order. */
export function finderKindsOf(league: LeagueKey): FinderKind[] {
  return FINDER_KINDS.filter((k) => finderGroupsOf(league, k).length > 0);
}

/** The professional leagues with a finder of player seasons, in the order of FINDER_GROUPS (the hub's sports). */
export const FINDER_LEAGUES: readonly LeagueKey[] = [...new Set(FINDER_GROUPS.map((g) => g.league))].filter(
  (l) => findLeague(l)?.level === "professional",
);

/** Every league with a finder of any kind. */
export const FINDER_SITE_LEAGUES: readonly LeagueKey[] = [
  ...new Set([...FINDER_GROUPS, ...GAME_GROUPS, ...TEAM_GROUPS].map((g) => g.league)),
];

/**
 * The held figures a statistic's value reads: a counted one its column, a derived one what its
 * formula asks of the figures (probed).
 */
export function figuresReadBy(stat: Statistic): string[] {
  return stat.value ? figuresOfFormula(stat.value) : [columnOf(stat)];
}

/** A figure's column in the group's table. */
export function tableColumn(group: FinderGroup, figure: string): string {
  return group.columns?.[figure] ?? figure;
}

/**
 * The statistics a group filters and sorts by: the registry's entries of its groups (the team
 * statistics for teams), in its order, each reading only figures the group's table holds.
 */
export function finderStats(group: FinderGroup): readonly Statistic[] {
  const pool = group.kind === "teams" ? TEAM_STATISTICS : (STATISTICS as readonly Statistic[]);
  return pool.filter(
    (s) =>
      s.league === group.league &&
      group.statGroups.includes(s.group) &&
      figuresReadBy(s).every((f) => group.figures.includes(f)),
  );
}

/**
 * The date a season's age is counted on, as Sports-Reference counts it: baseball June 30 of the
 * season, basketball February 1 of the season's second year, football December 31 of the season.
 */
export const AGE_DATE: Readonly<Record<string, { yearOffset: number; monthDay: string }>> = {
  mlb: { yearOffset: 0, monthDay: "06-30" },
  nba: { yearOffset: 1, monthDay: "02-01" },
  nfl: { yearOffset: 0, monthDay: "12-31" },
  nhl: { yearOffset: 1, monthDay: "02-01" },
};

/**
 * Leagues whose players' positions the finder cannot filter by: college hockey's source names no
 * position (only its goalies are known, from their minutes in goal).
 */
const WITHOUT_POSITIONS: readonly LeagueKey[] = ["chk"];

/** The criteria on the player a league's finder offers: age where birth dates are held, position where positions are. */
export function personCriteria(league: LeagueKey): { age: boolean; position: boolean } {
  return { age: AGE_DATE[league] !== undefined, position: !WITHOUT_POSITIONS.includes(league) };
}

/** A player's age in a season (birth date `yyyy-mm-dd`), by the league's AGE_DATE. */
export function seasonAge(league: LeagueKey, season: number, birthDate: string): number {
  const rule = AGE_DATE[league] ?? AGE_DATE.mlb;
  const year = season + rule.yearOffset;
  const born = Number(birthDate.slice(0, 4));
  return year - born - (birthDate.slice(5, 10) > rule.monthDay ? 1 : 0);
}

/** A team's name and abbreviation over a span of seasons (backend/db/tables.ts team_identities). */
export interface TeamIdentitySpan {
  team_id: number;
  abbreviation: string | null;
  first_season: number | null;
  last_season: number | null;
}

/**
 * How a club reads in the finder: the abbreviation its team went by that season (LAD, SF: not the
 * source's LAN, SFN), else its name as the line gives it, else the source's code; "TOT" (several
 * clubs) as it is.
 */
export function clubCode(
  identities: readonly TeamIdentitySpan[],
  club: { teamId: number | null; season: number | null; code: string | null; name: string | null },
): string | null {
  const { teamId, season, code, name } = club;
  if (code === "TOT") return code;
  const identity =
    teamId === null || season === null
      ? undefined
      : identities.find(
          (i) =>
            i.team_id === teamId &&
            (i.first_season === null || i.first_season <= season) &&
            (i.last_season === null || i.last_season >= season),
        );
  return identity?.abbreviation || name || code;
}

export const FINDER_PAGE_SIZE = 50;
/** Rows a derived statistic (a rate) is computed over at most; a broader search is asked to narrow. */
export const FINDER_ROW_CAP = 30_000;
/** Rows one CSV holds at most. */
export const FINDER_CSV_CAP = 10_000;

export interface FinderRange {
  key: string;
  min: number | null;
  max: number | null;
}

export interface FinderQuery {
  league: LeagueKey;
  kind: FinderKind;
  group: FinderGroup;
  /** Statistic criteria, in the order of the group's statistics. */
  ranges: FinderRange[];
  from: number | null;
  to: number | null;
  minAge: number | null;
  maxAge: number | null;
  /** A team's slug (its franchise: every season of it). */
  team: string | null;
  /** The source's league (AL, NL, ABA, ...), upper case. */
  lgId: string | null;
  /** Position as the player list names it ("Shortstop", "Guard"), case-insensitive. */
  position: string | null;
  /** Single games: the opponent's slug. */
  opponent: string | null;
  /** A statistic key, or `season`, `age`, `player`. */
  sort: string;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

export type FinderParse = { ok: true; query: FinderQuery } | { ok: false; errors: Record<string, string[]> };

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
const YEAR = /^\d{4}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The sorts other than a statistic each kind offers (a sort of another kind is read as its nearest). */
const OTHER_SORTS: Record<FinderKind, readonly string[]> = {
  seasons: ["season", "age", "player"],
  careers: ["seasons", "player"],
  games: ["date", "player"],
  "team-seasons": ["season", "team"],
};
const NEAREST_SORT: Partial<Record<FinderKind, Readonly<Record<string, string>>>> = {
  seasons: { seasons: "season" },
  careers: { season: "seasons", age: "seasons" },
  games: { season: "date" },
};

/** A criterion's value as held: innings (`200.1`) as outs, any other statistic as written. */
export function heldValue(stat: Statistic, text: string): number | null {
  if (!NUMBER.test(text)) return null;
  if (stat.format === "ip") {
    const m = /^(\d+)(?:\.([012]))?$/.exec(text);
    return m ? Number(m[1]) * 3 + Number(m[2] ?? 0) : null;
  }
  return Number(text);
}

/** A held value as a URL writes it (outs back to innings). */
export function writtenValue(stat: Statistic, value: number): string {
  if (stat.format === "ip") return `${Math.floor(value / 3)}${value % 3 ? `.${value % 3}` : ""}`;
  return String(value);
}

/** Whether lower values of the statistic are better (the default order of its sort). */
export function defaultOrder(stat: Statistic | undefined): "asc" | "desc" {
  return stat?.ascending ? "asc" : "desc";
}

/** A sort's first direction: names and ages up, seasons and statistics best first. */
export function naturalOrder(sort: string, stats: readonly Statistic[]): "asc" | "desc" {
  if (sort === "player" || sort === "age" || sort === "team") return "asc";
  return defaultOrder(stats.find((s) => s.key === sort));
}

type Fail = (name: string, message: string) => void;
interface Criterion {
  name: string;
  bound: "min" | "max";
  key: string;
  text: string;
}
const statOf = (g: FinderGroup, key: string) => finderStats(g).find((s) => s.key === key);

/** The criteria `min.KEY` / `max.KEY` with a value (ages, `min.age` / `max.age`, are read apart). */
function readCriteria(params: URLSearchParams, value: (name: string) => string | null): Criterion[] {
  const criteria: Criterion[] = [];
  for (const name of new Set(params.keys())) {
    const m = /^(min|max)\.(.+)$/.exec(name);
    const text = value(name);
    if (!m || text === null || m[2] === "age") continue;
    criteria.push({ name, bound: m[1] as "min" | "max", key: m[2].toLowerCase(), text });
  }
  return criteria;
}

/** The group asked, or the one holding the statistics named (the league's first without any). */
function chooseGroup(
  groups: readonly FinderGroup[],
  criteria: readonly Criterion[],
  groupText: string | null,
  fail: Fail,
): FinderGroup {
  if (groupText !== null) {
    const found = groups.find((g) => g.key === groupText.toLowerCase());
    if (!found) fail("group", `Expected ${groups.map((g) => g.key).join(" or ")}. Got '${groupText}'.`);
    return found ?? groups[0];
  }
  const named = groups.filter((g) => criteria.some((c) => statOf(g, c.key)));
  if (named.length > 1 && !named.some((g) => criteria.every((c) => statOf(g, c.key))))
    fail(
      "group",
      `The statistics named are in different tables (${named.map((g) => g.key).join(", ")}): ask one at a time.`,
    );
  return named[0] ?? groups[0];
}

/** Each statistic's range, in the group's order of statistics. */
function readRanges(
  groups: readonly FinderGroup[],
  group: FinderGroup,
  criteria: readonly Criterion[],
  fail: Fail,
): FinderRange[] {
  const ranges = new Map<string, FinderRange>();
  for (const c of criteria) {
    const stat = statOf(group, c.key);
    if (!stat) {
      const elsewhere = groups.find((g) => statOf(g, c.key));
      fail(
        c.name,
        elsewhere
          ? `'${c.key}' is a ${elsewhere.label.toLowerCase()} statistic: choose group=${elsewhere.key}.`
          : `Unknown statistic '${c.key}'. Expected one of ${finderStats(group)
              .map((s) => s.key)
              .join(", ")}.`,
      );
      continue;
    }
    const held = heldValue(stat, c.text);
    if (held === null) {
      fail(
        c.name,
        stat.format === "ip"
          ? `Expected innings such as 200 or 200.1. Got '${c.text}'.`
          : `Expected a number. Got '${c.text}'.`,
      );
      continue;
    }
    const range = ranges.get(stat.key) ?? { key: stat.key, min: null, max: null };
    range[c.bound] = held;
    ranges.set(stat.key, range);
  }
  for (const r of ranges.values())
    if (r.min !== null && r.max !== null && r.min > r.max)
      fail(`max.${r.key}`, `The most (max.${r.key}) is below the least (min.${r.key}).`);
  const order = finderStats(group).map((s) => s.key);
  return [...ranges.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

/** The sort (a statistic key, or one of the kind's other sorts) and its direction. */
function readSort(
  kind: FinderKind,
  stats: readonly Statistic[],
  ranges: readonly FinderRange[],
  value: (name: string) => string | null,
  fail: Fail,
): { sort: string; order: "asc" | "desc" } {
  const sortText = value("sort")?.toLowerCase() ?? null;
  let sort = ranges[0]?.key ?? stats[0]?.key ?? "season";
  if (sortText !== null) {
    const other = NEAREST_SORT[kind]?.[sortText] ?? sortText;
    if (stats.some((s) => s.key === sortText)) sort = sortText;
    else if (OTHER_SORTS[kind].includes(other)) sort = other;
    else fail("sort", `Expected a statistic key, ${OTHER_SORTS[kind].join(", ")}. Got '${sortText}'.`);
  }
  const orderText = value("dir");
  let order = naturalOrder(sort, stats);
  if (orderText !== null) {
    if (orderText === "asc" || orderText === "desc") order = orderText;
    else fail("dir", `Expected asc or desc. Got '${orderText}'.`);
  }
  return { sort, order };
}

/** The criteria on the player: ages and position, where the kind is players' and the league holds them. */
function readPerson(
  league: LeagueKey,
  kind: FinderKind,
  value: (name: string) => string | null,
  fail: Fail,
): { minAge: number | null; maxAge: number | null; position: string | null } {
  const players = kind === "seasons" || kind === "careers";
  const held = personCriteria(league);
  const refuse = (name: string, why: string) => {
    if (value(name) !== null) fail(name, why);
    return null;
  };
  const notPlayers = `Not a criterion of ${FINDER_KIND_LABELS[kind].toLowerCase()}.`;
  const notHeld = (what: string) => `Not a criterion here: the players' ${what} are not in our data.`;
  const age = (name: string) => {
    if (!players) return refuse(name, notPlayers);
    if (!held.age) return refuse(name, notHeld("birth dates"));
    const text = value(name);
    if (text === null) return null;
    if (!/^\d{1,2}$/.test(text)) {
      fail(name, `Expected an age in whole years. Got '${text}'.`);
      return null;
    }
    return Number(text);
  };
  const minAge = age("min.age");
  const maxAge = age("max.age");
  if (minAge !== null && maxAge !== null && minAge > maxAge)
    fail("max.age", "The most (max.age) is below the least (min.age).");
  const posText = !players
    ? refuse("position", notPlayers)
    : held.position
      ? value("position")
      : refuse("position", notHeld("positions"));
  return { minAge, maxAge, position: posText === null ? null : posText.slice(0, 40) };
}

/**
 * Parses a finder query string for a league. Every bad parameter gets a message naming it; empty
 * values count as absent (what a submitted GET form sends for an untouched field). Without
 * `group`, the group is the one holding the statistics named (the league's first without any).
 */
export function parseFinderParams(
  params: URLSearchParams,
  league: LeagueKey,
  options: { maxPageSize?: number } = {},
): FinderParse {
  const errors: Record<string, string[]> = {};
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message);
  const value = (name: string) => {
    const v = params.getAll(name).at(-1)?.trim();
    return v === undefined || v === "" ? null : v;
  };
  const kinds = finderKindsOf(league);
  if (kinds.length === 0) return { ok: false, errors: { query: ["This site has no finder."] } };

  const kindText = value("kind");
  let kind: FinderKind = kinds[0];
  if (kindText !== null) {
    if ((kinds as readonly string[]).includes(kindText)) kind = kindText as FinderKind;
    else fail("kind", `Expected ${kinds.join(" or ")}. Got '${kindText}'.`);
  }
  const groups = finderGroupsOf(league, kind);

  const criteria = readCriteria(params, value);
  const group = chooseGroup(groups, criteria, value("group"), fail);
  const ranges = readRanges(groups, group, criteria, fail);

  const year = (name: string) => {
    const text = value(name);
    if (text === null) return null;
    if (!YEAR.test(text)) {
      fail(name, `Expected a four-digit year. Got '${text}'.`);
      return null;
    }
    return Number(text);
  };
  const from = year("from");
  const to = year("to");
  if (from !== null && to !== null && from > to) fail("to", "The last season is before the first.");

  const { minAge, maxAge, position } = readPerson(league, kind, value, fail);
  const onlyPlayers = (name: string) => {
    if (value(name) !== null) fail(name, `Not a criterion of ${FINDER_KIND_LABELS[kind].toLowerCase()}.`);
    return null;
  };

  const slug = (name: string) => {
    const text = value(name);
    if (text === null) return null;
    if (SLUG.test(text.toLowerCase())) return text.toLowerCase();
    fail(name, `Expected a team's slug such as 'new-york-yankees'. Got '${text}'.`);
    return null;
  };
  const team = slug("team");
  const opponent = kind === "games" ? slug("opponent") : onlyPlayers("opponent");
  const lgText = value("league");
  let lgId: string | null = null;
  if (lgText !== null) {
    if (/^[A-Za-z]{2,4}$/.test(lgText)) lgId = lgText.toUpperCase();
    else fail("league", `Expected a league's code such as AL or NL. Got '${lgText}'.`);
  }

  const { sort, order } = readSort(kind, finderStats(group), ranges, value, fail);

  const int = (name: string, fallback: number, max: number) => {
    const text = value(name);
    if (text === null) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
      fail(name, `Expected a whole number from 1 to ${max}. Got '${text}'.`);
      return fallback;
    }
    return Number(text);
  };
  const page = int("page", 1, 100_000);
  const pageSize = int("page_size", FINDER_PAGE_SIZE, options.maxPageSize ?? FINDER_PAGE_SIZE);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      league,
      kind,
      group,
      ranges,
      from,
      to,
      minAge,
      maxAge,
      team,
      lgId,
      position,
      opponent,
      sort,
      order,
      page,
      pageSize,
    },
  };
}

/**
 * The canonical query string of a finder query (without `page_size`): defaults left out, criteria in
 * the group's order, `page` last; what the page links, the CSV and the API are asked with.
 */
export function finderSearch(q: FinderQuery, changes: { page?: number; sort?: string; order?: string } = {}) {
  const out = new URLSearchParams();
  const groups = finderGroupsOf(q.league, q.kind);
  out.set("kind", q.kind);
  if (q.group.key !== groups[0]?.key) out.set("group", q.group.key);
  const stats = finderStats(q.group);
  for (const r of q.ranges) {
    const stat = stats.find((s) => s.key === r.key);
    if (!stat) continue;
    if (r.min !== null) out.set(`min.${r.key}`, writtenValue(stat, r.min));
    if (r.max !== null) out.set(`max.${r.key}`, writtenValue(stat, r.max));
  }
  if (q.from !== null) out.set("from", String(q.from));
  if (q.to !== null) out.set("to", String(q.to));
  if (q.minAge !== null) out.set("min.age", String(q.minAge));
  if (q.maxAge !== null) out.set("max.age", String(q.maxAge));
  if (q.team !== null) out.set("team", q.team);
  if (q.lgId !== null) out.set("league", q.lgId);
  if (q.position !== null) out.set("position", q.position);
  if (q.opponent !== null) out.set("opponent", q.opponent);
  const sort = changes.sort ?? q.sort;
  const defaultSort = q.ranges[0]?.key ?? stats[0]?.key;
  if (sort !== defaultSort) out.set("sort", sort);
  const order = changes.order ?? (changes.sort ? undefined : q.order);
  const natural = naturalOrder(sort, stats);
  if (order && order !== natural) out.set("dir", order);
  const page = changes.page ?? q.page;
  if (page > 1) out.set("page", String(page));
  return `?${out.toString()}`;
}

/**
 * How a query runs: which lines it reads (`totals`, each season's total; `clubs`, the lines of each
 * club, summed per career when a team or league criterion picks some of a traded player's clubs),
 * the criteria SQL can check on a held figure, and those on a derived statistic that must be
 * computed from the figures first (`inMemory`, also when the sort is on one).
 */
export interface FinderPlan {
  rows: "totals" | "clubs";
  sqlRanges: { key: string; column: string; min: number | null; max: number | null }[];
  memoryRanges: FinderRange[];
  /** The held figure a statistic sort orders by; null when the sort is not on a held figure. */
  sortColumn: string | null;
  inMemory: boolean;
}

export function finderPlan(q: FinderQuery): FinderPlan {
  const stats = finderStats(q.group);
  const statOf = (key: string) => stats.find((s) => s.key === key);
  const held = (s: Statistic | undefined) => s !== undefined && s.value === undefined;
  const sqlRanges = q.ranges
    .filter((r) => held(statOf(r.key)))
    .map((r) => ({ ...r, column: columnOf(statOf(r.key)!) }));
  const memoryRanges = q.ranges.filter((r) => !held(statOf(r.key)));
  const sortStat = statOf(q.sort);
  const sortColumn = held(sortStat) ? columnOf(sortStat!) : null;
  return {
    rows: q.kind === "careers" && (q.team !== null || q.lgId !== null) ? "clubs" : "totals",
    sqlRanges,
    memoryRanges,
    sortColumn,
    inMemory: memoryRanges.length > 0 || (sortStat !== undefined && sortColumn === null),
  };
}
