/**
 * The finder page (/finder) and its CSV: the league a site's finder reads, the table's columns
 * (every statistic of the group, each header naming its glossary entry), how a value reads, the
 * criteria as words, and the CSV of the whole result. The query itself is domain/finder.ts.
 */
import type { FinderRow } from "@domain/contract/types";
import {
  FINDER_GROUPS,
  FINDER_KIND_LABELS,
  FINDER_LEAGUES,
  FINDER_SITE_LEAGUES,
  defaultOrder,
  finderGroupsOf,
  finderSearch,
  finderStats,
  personCriteria,
  type FinderQuery,
} from "@domain/finder";
import { findLeague, type LeagueKey } from "@domain/leagues";
import { seasonLabel } from "@domain/season";
import type { Statistic } from "@domain/statistics";
import { formatCount } from "./format";
import { glossaryAnchor } from "./glossary";
import { formatLeaderValue } from "./leaders";

/** The hub's finder sports (its `sport` parameter), baseball first. */
export const FINDER_SPORTS: readonly { sport: string; league: LeagueKey }[] = FINDER_LEAGUES.map(
  (league) => ({
    sport: findLeague(league)?.sport ?? league,
    league,
  }),
);

/**
 * The league a site's finder reads: its own, or on the hub the one of the `sport` asked (baseball
 * when none); null where the site has none.
 */
export function finderLeagueOf(
  site: { sport: string | null; level: string | null },
  sport: string | null,
): LeagueKey | null {
  if (site.sport === null) return (FINDER_SPORTS.find((s) => s.sport === sport) ?? FINDER_SPORTS[0]).league;
  return (
    FINDER_SITE_LEAGUES.find((l) => {
      const league = findLeague(l);
      return league?.sport === site.sport && league.level === site.level;
    }) ?? null
  );
}

/** The page's canonical search: the query's, with the hub's `sport` when it is not baseball. */
export function finderPageSearch(q: FinderQuery, hub: boolean): string {
  const search = finderSearch(q);
  const sport = FINDER_SPORTS.find((s) => s.league === q.league)?.sport;
  return hub && q.league !== FINDER_SPORTS[0].league ? `?sport=${sport}&${search.slice(1)}` : search;
}

/** The finder sorted by a board's statistic (`/finder?kind=seasons&sort=hr`), on the hub for its sport. */
export function finderHref(league: LeagueKey, stat: string, hub: boolean): string {
  const sport = FINDER_SPORTS.find((s) => s.league === league)?.sport ?? "";
  const group = FINDER_GROUPS.find((g) => g.league === league && finderStats(g).some((s) => s.key === stat));
  const params = new URLSearchParams();
  if (hub && sport && league !== FINDER_SPORTS[0].league) params.set("sport", sport);
  params.set("kind", "seasons");
  if (group && group !== FINDER_GROUPS.find((g) => g.league === league)) params.set("group", group.key);
  if (group) params.set("sort", stat);
  return `/finder?${params.toString()}`;
}

/** Whether a league's finder has player seasons (a leader board's "beyond the boards" link). */
export function hasSeasonFinder(league: LeagueKey): boolean {
  return finderGroupsOf(league, "seasons").length > 0;
}

/** What a league's finder lines cover, where it is less than the league's whole history; null otherwise. */
export function finderCoverage(league: LeagueKey): string | null {
  const rosters = findLeague(league)?.rosters;
  if (league !== "cbs" || !rosters) return null;
  return `College baseball lines: NCAA Division I batters and pitchers, seasons ${rosters.first}-${rosters.last} only (full seasons, the NCAA tournament included). A player who changed schools has a page, and a career, for each school.`;
}

/** A statistic's value as its tables write it ("" where the lines do not record it). */
export function formatFinderValue(stat: Statistic, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "";
  return formatLeaderValue(stat, value);
}

/** A criterion as words: "HR ≥ 40", "ERA ≤ 2.50", "HR 30-39". */
function rangeText(stat: Statistic, min: number | null, max: number | null): string {
  const v = (x: number) => formatLeaderValue(stat, x);
  if (min !== null && max !== null) return `${stat.abbr} ${v(min)} to ${v(max)}`;
  return min !== null ? `${stat.abbr} ≥ ${v(min)}` : `${stat.abbr} ≤ ${v(max!)}`;
}

/** The criteria of a query as a sentence's list, in the URL's order. */
export function criteriaText(q: FinderQuery): string[] {
  const stats = finderStats(q.group);
  const sport = findLeague(q.league)?.sport;
  const out = q.ranges.flatMap((r) => {
    const stat = stats.find((s) => s.key === r.key);
    return stat ? [rangeText(stat, r.min, r.max)] : [];
  });
  if (q.from !== null && q.to !== null)
    out.push(
      q.from === q.to
        ? seasonLabel(sport, q.from)
        : `${seasonLabel(sport, q.from)} to ${seasonLabel(sport, q.to)}`,
    );
  else if (q.from !== null) out.push(`from ${seasonLabel(sport, q.from)}`);
  else if (q.to !== null) out.push(`through ${seasonLabel(sport, q.to)}`);
  if (q.minAge !== null || q.maxAge !== null)
    out.push(
      q.minAge !== null && q.maxAge !== null
        ? `age ${q.minAge} to ${q.maxAge}`
        : q.minAge !== null
          ? `age ${q.minAge} or older`
          : `age ${q.maxAge} or younger`,
    );
  if (q.team !== null) out.push(`with ${q.team}`);
  if (q.opponent !== null) out.push(`against ${q.opponent}`);
  if (q.lgId !== null) out.push(`in the ${q.lgId}`);
  if (q.position !== null) out.push(q.position);
  return out;
}

/** The page's heading: "Player seasons: HR ≥ 40, SB ≥ 40"; a kind's other tables are named ("(pitching)"). */
export function finderTitle(q: FinderQuery): string {
  const criteria = criteriaText(q);
  const first = finderGroupsOf(q.league, q.kind)[0];
  const label = q.group.label.toLowerCase();
  const named = label.includes("(") ? `, ${label}` : ` (${label})`;
  const what = `${FINDER_KIND_LABELS[q.kind]}${q.group.key !== first?.key ? named : ""}`;
  return criteria.length ? `${what}: ${criteria.join(", ")}` : what;
}

export interface FinderColumn {
  key: string;
  label: string;
  abbr?: string;
  /** What the header's abbreviation explains with JavaScript off (its tooltip). */
  title?: string;
  /** The glossary entry a statistic's header names. */
  glossary?: string;
  numeric?: boolean;
  /** The natural first direction where the column sorts. */
  sort?: "asc" | "desc";
}

/** The columns before the statistics: who, when and where, by kind. */
function leadColumns(q: FinderQuery): FinderColumn[] {
  if (q.kind === "games")
    return [
      { key: "player", label: "Player", sort: "asc" },
      { key: "date", label: "Date", sort: "desc" },
      { key: "team", label: "Team" },
      { key: "opponent", label: "Opponent", abbr: "Opp" },
      { key: "result", label: "Result" },
    ];
  if (q.kind === "team-seasons")
    return [
      { key: "team", label: "Team", sort: "asc" },
      { key: "season", label: "Season", sort: "desc" },
      { key: "league", label: "League", abbr: "Lg" },
    ];
  const seasons = q.kind === "seasons";
  return [
    { key: "player", label: "Player", sort: "asc" },
    seasons
      ? { key: "season", label: "Season", sort: "desc" }
      : { key: "seasons", label: "Seasons", numeric: true, sort: "desc" },
    ...(seasons
      ? [
          ...(personCriteria(q.league).age
            ? [{ key: "age", label: "Age", numeric: true, sort: "asc" } as const]
            : []),
          { key: "team", label: "Team" },
          { key: "league", label: "League", abbr: "Lg" },
        ]
      : [{ key: "years", label: "Years" }]),
  ];
}

/** The table's columns: who, when, where, then every statistic of the group (each sortable). */
export function finderColumns(q: FinderQuery): FinderColumn[] {
  return [
    ...leadColumns(q),
    ...finderStats(q.group).map((s) => ({
      key: s.key,
      label: s.label,
      abbr: s.abbr,
      title: `${s.label}: ${s.definition}`,
      // The glossary lists the player statistics; a team's (wins, runs scored) is explained by its title.
      glossary: s.group === "Teams" ? undefined : `/glossary#${glossaryAnchor(s)}`,
      numeric: true,
      sort: defaultOrder(s),
    })),
  ];
}

/** The club cell of a season: its team, or each club of a traded player's season ("BOS, LAN"). */
export function clubsText(row: FinderRow): string {
  if (row.teams.length > 0) return row.teams.map((t) => t.code).join(", ");
  return row.team_code ?? "";
}

/** A career's span: "1954-1976" (seasons crossing New Year as the league writes them). */
export function yearsText(q: FinderQuery, row: FinderRow): string {
  const sport = findLeague(q.league)?.sport;
  if (row.first_season === null || row.last_season === null) return "";
  const first = seasonLabel(sport, row.first_season);
  return row.first_season === row.last_season ? first : `${first} to ${seasonLabel(sport, row.last_season)}`;
}

/** A game's opponent as a box score writes it: "BOS" at home, "@ BOS" away. */
export function opponentText(row: FinderRow): string {
  const code = row.opponent_code ?? row.opponent_name ?? "";
  return row.at_home === false && code ? `@ ${code}` : code;
}

/** A game's result for the player's club: "W 112-100", "L 3-4", "T 20-20"; "" without a score. */
export function resultText(row: FinderRow): string {
  const ours = row.team_score;
  const theirs = row.opponent_score;
  if (ours === null || theirs === null) return "";
  return `${ours > theirs ? "W" : ours < theirs ? "L" : "T"} ${ours}-${theirs}`;
}

/** The cells before the statistics, as the CSV writes them (the table's lead columns). */
function leadCells(q: FinderQuery, r: FinderRow): (string | number | null)[] {
  const sport = findLeague(q.league)?.sport;
  const season = r.season === null ? "" : seasonLabel(sport, r.season);
  if (q.kind === "games")
    return [r.player_name, r.game_date, r.team_code ?? r.team_name, opponentText(r), resultText(r)];
  if (q.kind === "team-seasons") return [r.team_name, season, r.league];
  if (q.kind === "seasons")
    return [r.player_name, season, ...(personCriteria(q.league).age ? [r.age] : []), clubsText(r), r.league];
  return [r.player_name, r.seasons, yearsText(q, r)];
}

/** The CSV of the whole result: the table's columns, values as the table reads them. */
export function finderCsv(q: FinderQuery, rows: readonly FinderRow[]) {
  const stats = finderStats(q.group);
  return {
    header: [...leadColumns(q).map((c) => c.label), ...stats.map((s) => s.abbr)],
    rows: rows.map((r) => [...leadCells(q, r), ...stats.map((s) => formatFinderValue(s, r.stats[s.key]))]),
  };
}

/** `finder-seasons-hr-40-sb-40.csv` */
export function finderCsvFilename(q: FinderQuery): string {
  const parts = q.ranges.flatMap((r) => [
    r.key,
    ...(r.min !== null ? [r.min] : []),
    ...(r.max !== null ? [r.max] : []),
  ]);
  return `finder-${[q.league, q.kind, ...parts].join("-")}.csv`;
}

const NOUNS: Record<FinderQuery["kind"], string> = {
  seasons: "Seasons",
  careers: "Careers",
  games: "Games",
  "team-seasons": "Team seasons",
};

/** What a kind's rows are called, as the pager says it ("seasons", "team seasons"). */
export function finderNoun(q: FinderQuery): string {
  return NOUNS[q.kind].toLowerCase();
}

/** "Seasons 1-6 of 6" */
export function countText(q: FinderQuery, from: number, to: number, total: number): string {
  const noun = NOUNS[q.kind];
  return `${noun} ${formatCount(from)}-${formatCount(to)} of ${formatCount(total)}`;
}
