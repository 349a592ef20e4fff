/**
 * /compare: two to four players of one league side by side. Career totals and rates come from the
 * statistics registry (domain/statistics.ts) over each player's regular-season lines (summed the way
 * the leader boards sum them), season lines sit on a common axis of season or age, and awards and
 * titles are counted. Each row marks its better figure (higher, or lower where the registry or the
 * figure's meaning says lower is better); rows where more is neither better nor worse (games, at
 * bats) are not marked.
 */
import type { Player } from "@domain/contract/types";
import { leagueOf, type LeagueKey } from "@domain/leagues";
import { seasonLabel } from "@domain/season";
import {
  readsOf,
  STATISTICS,
  valueFrom,
  type Statistic,
  type StatGroup,
  type Totals,
} from "@domain/statistics";
import { formatLeaderValue } from "./leaders";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_AXES = ["season", "age"] as const;
export type CompareAxis = (typeof COMPARE_AXES)[number];

const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export type SlugsResult = { ok: true; slugs: string[] } | { ok: false; message: string };

/** The players of `?players=a,b` (comma-separated slugs), or what is wrong with the list. */
export function parseCompareSlugs(raw: string | null): SlugsResult {
  const slugs = (raw ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!slugs.length) return { ok: false, message: "Choose two to four players to compare." };
  const bad = slugs.find((s) => !SLUG.test(s));
  if (bad !== undefined) return { ok: false, message: `“${bad}” is not a player's address name.` };
  if (new Set(slugs).size !== slugs.length) return { ok: false, message: "A player is named twice." };
  if (slugs.length < COMPARE_MIN) return { ok: false, message: "Choose a second player to compare with." };
  if (slugs.length > COMPARE_MAX) return { ok: false, message: "Compare at most four players at a time." };
  return { ok: true, slugs };
}

/** The league of the compared players, or a message when they are not all of one. */
export function commonLeague(
  players: readonly Player[],
): { ok: true; league: LeagueKey | null } | { ok: false; message: string } {
  const keys = players.map((p) => leagueOf(p.sport?.slug ?? null, p.level?.slug ?? null));
  if (new Set(keys).size > 1)
    return { ok: false, message: "These players are of different leagues: compare players of one league." };
  return { ok: true, league: keys[0] ?? null };
}

interface SeasonTotals {
  season: number;
  totals: Totals;
}

type LineRow = { season: number; stint: number } & Record<string, unknown>;

function seasonTotals(lines: readonly LineRow[], keys?: Readonly<Record<string, string>>): SeasonTotals[] {
  const bySeason = new Map<number, Record<string, number>>();
  for (const line of lines) {
    if (line.stint !== 0) continue;
    const totals = bySeason.get(line.season) ?? {};
    for (const [k, v] of Object.entries(line)) {
      const key = keys ? keys[k] : k;
      if (key && typeof v === "number" && k !== "season" && k !== "stint")
        totals[key] = (totals[key] ?? 0) + v;
    }
    bySeason.set(line.season, totals);
  }
  return [...bySeason].sort((a, b) => a[0] - b[0]).map(([season, totals]) => ({ season, totals }));
}

const SKATER_KEYS = {
  games_played: "gp",
  goals: "goals",
  assists: "assists",
  points: "points",
  penalty_minutes: "pim",
} as const;
const GOALIE_KEYS = {
  games_played: "gp",
  goalie_wins: "w",
  goalie_losses: "l",
  goalie_ties_or_otl: "tol",
  shutouts: "sho",
  goals_against: "ga",
  shots_against: "sa",
} as const;

/** Each statistics group's season totals of a player (regular season, the season's total line). */
export function groupLines(p: Player): Partial<Record<StatGroup, SeasonTotals[]>> {
  const out: Partial<Record<StatGroup, SeasonTotals[]>> = {};
  const put = (group: StatGroup, seasons: SeasonTotals[]) => {
    if (seasons.length) out[group] = seasons;
  };
  if (p.baseball_lines) {
    put("Batting", seasonTotals(p.baseball_lines.batting));
    put("Pitching", seasonTotals(p.baseball_lines.pitching));
  }
  if (p.basketball_lines) put("Basketball", seasonTotals(p.basketball_lines.lines));
  if (p.football_lines) {
    const reg = seasonTotals(p.football_lines.seasons.filter((l) => l.season_type === "REG"));
    const has = (key: string) => reg.some((s) => (s.totals[key] ?? 0) > 0);
    if (has("pass_att")) put("Passing", reg);
    if (has("rush_att")) put("Rushing", reg);
    if (has("targets") || has("rec")) put("Receiving", reg);
  }
  const leagueKey = leagueOf(p.sport?.slug ?? null, p.level?.slug ?? null);
  if (leagueKey === "nhl" && p.seasons.length) {
    const lines = p.seasons.map((s) => ({ season: s.season, stint: 0, ...(s.stats ?? {}) }));
    const goalie = p.seasons.some((s) => s.stats?.goalie_wins != null);
    put(goalie ? "Goalies" : "Skaters", seasonTotals(lines, goalie ? GOALIE_KEYS : SKATER_KEYS));
  }
  return out;
}

/** Figures where less is better, and figures where more is neither better nor worse (not marked). */
const LOWER_IS_BETTER = new Set([
  "cs",
  "l",
  "er",
  "h_p",
  "r_p",
  "hr_p",
  "bb_p",
  "pass_int",
  "sacks",
  "fumbles_lost",
  "tov",
  "losses_g",
  "ga",
]);
const UNMARKED = new Set([
  "g",
  "pa",
  "ab",
  "so",
  "g_p",
  "gs",
  "gp",
  "gp_g",
  "pim",
  "sa",
  "mp",
  "fga",
  "x3pa",
  "fta",
  "pass_att",
  "rush_att",
  "targets",
  "otl_g",
]);

/** Which way a statistic is better: "high", "low", or null where neither. */
export function betterWay(stat: Statistic): "high" | "low" | null {
  if (UNMARKED.has(stat.key)) return null;
  return stat.ascending || LOWER_IS_BETTER.has(stat.key) ? "low" : "high";
}

/** Which values are the best of a row: none where fewer than two are known or all known are equal. */
export function bestMarks(values: readonly (number | null)[], way: "high" | "low" | null): boolean[] {
  const known = values.filter((v): v is number => v !== null);
  if (!way || known.length < 2 || known.every((v) => v === known[0])) return values.map(() => false);
  const best = way === "high" ? Math.max(...known) : Math.min(...known);
  return values.map((v) => v === best);
}

export interface CompareCell {
  text: string;
  best: boolean;
}

export interface CompareRow {
  key: string;
  label: string;
  abbr: string;
  cells: CompareCell[];
}

export interface CompareGroup {
  group: StatGroup;
  rows: CompareRow[];
  /** The season table's statistics (a few of the group's). */
  seasonStats: Statistic[];
}

const SEASON_STATS: Partial<Record<StatGroup, readonly string[]>> = {
  Batting: ["g", "hr", "rbi", "avg", "ops"],
  Pitching: ["w", "l", "era", "so_p"],
  Basketball: ["g", "ppg", "rpg", "apg"],
  Passing: ["pass_yds", "pass_td", "pass_int"],
  Rushing: ["rush_yds", "rush_td"],
  Receiving: ["rec", "rec_yds", "rec_td"],
  Skaters: ["gp", "goals", "assists", "points"],
  Goalies: ["gp_g", "wins_g", "shutouts", "svp"],
};

function sumOf(seasons: readonly SeasonTotals[]): Totals {
  const out: Record<string, number> = {};
  for (const s of seasons) for (const [k, v] of Object.entries(s.totals)) out[k] = (out[k] ?? 0) + v;
  return out;
}

/** A statistic's value over summed lines, null where the lines hold none of what it reads. */
export function statValue(stat: Statistic, totals: Totals | null): number | null {
  if (!totals) return null;
  // A derived figure without a `reads` list reads what its formula needs; a counted one its column.
  if ((!stat.value || stat.reads) && !readsOf(stat).some((k) => k in totals)) return null;
  const v = valueFrom(stat, totals);
  return v !== null && Number.isFinite(v) ? v : null;
}

export const formatStat = (stat: Statistic, v: number | null) =>
  v === null ? "—" : formatLeaderValue(stat, v);

function rowOf(stat: Statistic, values: (number | null)[]): CompareRow {
  const marks = bestMarks(values, betterWay(stat));
  return {
    key: stat.key,
    label: stat.label,
    abbr: stat.abbr,
    cells: values.map((v, i) => ({ text: formatStat(stat, v), best: marks[i] })),
  };
}

/** The career rows of every group any of the players has lines in. */
export function careerGroups(
  league: LeagueKey | null,
  lines: readonly Partial<Record<StatGroup, SeasonTotals[]>>[],
): CompareGroup[] {
  if (!league) return [];
  const groups = [...new Set(lines.flatMap((l) => Object.keys(l) as StatGroup[]))];
  return groups.flatMap((group) => {
    const stats = STATISTICS.filter((s) => s.league === league && s.group === group) as Statistic[];
    const totals = lines.map((l) => (l[group] ? sumOf(l[group]) : null));
    const rows = stats
      .map((stat) => ({ stat, values: totals.map((t) => statValue(stat, t)) }))
      .filter((r) => r.values.some((v) => v !== null))
      .map((r) => rowOf(r.stat, r.values));
    const seasonStats = (SEASON_STATS[group] ?? [])
      .map((k) => stats.find((s) => s.key === k))
      .filter((s): s is Statistic => !!s);
    return rows.length ? [{ group, rows, seasonStats }] : [];
  });
}

/**
 * A player's age in a season: on June 30 of a baseball season, on February 1 of the year a
 * basketball or hockey season ends, on September 1 of a football season (Sports Reference's dates).
 */
export function ageInSeason(birthDate: string | null, season: number, sport: string | null): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate ?? "");
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [year, month, day] =
    sport === "baseball" ? [season, 6, 30] : sport === "football" ? [season, 9, 1] : [season + 1, 2, 1];
  return year - y - (month < mo || (month === mo && day < d) ? 1 : 0);
}

export interface SeasonTableRow {
  /** The axis value: a season's start year or an age. */
  at: number;
  label: string;
  /** Per player: the season shown (its label) and a cell per season statistic, or null (no season there). */
  players: ({ season: string; cells: CompareCell[] } | null)[];
}

/** One group's seasons side by side on the axis: rows of every season (or age) any player has. */
export function seasonTable(
  group: CompareGroup,
  lines: readonly Partial<Record<StatGroup, SeasonTotals[]>>[],
  axis: CompareAxis,
  people: readonly { birthDate: string | null; sport: string | null }[],
): SeasonTableRow[] {
  const at = (i: number, season: number) =>
    axis === "season" ? season : ageInSeason(people[i].birthDate, season, people[i].sport);
  const keyed = lines.map((l, i) => {
    const map = new Map<number, SeasonTotals>();
    for (const s of l[group.group] ?? []) {
      const k = at(i, s.season);
      if (k !== null) map.set(k, s);
    }
    return map;
  });
  const points = [...new Set(keyed.flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
  const sport = people[0]?.sport ?? null;
  return points.map((p) => {
    const seasons = keyed.map((m) => m.get(p) ?? null);
    const columns = group.seasonStats.map((stat) => {
      const values = seasons.map((s) => (s ? statValue(stat, s.totals) : null));
      return { stat, values, marks: bestMarks(values, betterWay(stat)) };
    });
    return {
      at: p,
      label: axis === "season" ? seasonLabel(sport, p) : `Age ${p}`,
      players: seasons.map((s, i) =>
        s
          ? {
              season: seasonLabel(sport, s.season),
              cells: columns.map((c) => ({ text: formatStat(c.stat, c.values[i]), best: c.marks[i] })),
            }
          : null,
      ),
    };
  });
}

/** Awards (times won), titles and All-Star selections, one row each, the most marked. */
export function honourRows(
  players: readonly {
    awards: readonly { slug: string; name: string; seasons: readonly unknown[] }[] | null;
    titles: number;
    allStars: number;
  }[],
): CompareRow[] {
  const count = (values: (number | null)[], key: string, label: string): CompareRow => {
    const marks = bestMarks(values, "high");
    return {
      key,
      label,
      abbr: label,
      cells: values.map((v, i) => ({ text: v === null ? "—" : String(v), best: marks[i] })),
    };
  };
  const names = new Map<string, string>();
  for (const p of players) for (const a of p.awards ?? []) names.set(a.slug, a.name);
  return [
    count(
      players.map((p) => p.titles),
      "titles",
      "Championships",
    ),
    count(
      players.map((p) => p.allStars),
      "all-star",
      "All-Star selections",
    ),
    ...[...names].map(([slug, name]) =>
      count(
        players.map((p) => (p.awards ? (p.awards.find((a) => a.slug === slug)?.seasons.length ?? 0) : null)),
        slug,
        name,
      ),
    ),
  ];
}

/** The share card of a comparison: the names, and the first group's season statistics side by side. */
export function compareCard(
  players: readonly Player[],
  nameOf: (p: Player) => string,
  league: LeagueKey | null,
): { label: string; title: string; lines: string[]; rows: { lead: string; name: string; value: string }[] } {
  const names = players.map(nameOf);
  const lines = players.map(groupLines);
  const group = careerGroups(league, lines)[0];
  const rows = group
    ? group.seasonStats.slice(0, 5).flatMap((stat) => {
        const row = group.rows.find((r) => r.key === stat.key);
        return row
          ? [
              {
                lead: stat.abbr,
                name: row.cells.map((c) => (c.best ? `${c.text} ▲` : c.text)).join("  ·  "),
                value: "",
              },
            ]
          : [];
      })
    : [];
  return {
    label: "Compare",
    title: names.join(" vs "),
    lines: [group ? `${group.group}, career: ${names.join(" · ")}` : names.join(" · ")],
    rows,
  };
}
