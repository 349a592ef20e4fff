/**
 * The /standings rules: URL parameters, the search (team name, city, abbreviation, division), the
 * division and conference filters, grouping by division as each league presents it, sorting, the
 * counters, the record in the league's own form, rank colours and the CSV of the shown view.
 * Pure: no React, no I/O.
 */
import type { Standing } from "@domain/contract/types";
import { seasonLabel } from "@domain/season";
import { sportRank } from "@domain/sports";
import { toCsv } from "./csv";
import { recordScope } from "./teams";
import { param, sortParams, sortRows, sortStateOf, type SortDir, type SortState } from "./route-kit";

/** Sortable columns and each one's natural first direction. */
export const STANDING_SORTS = {
  rank: "asc",
  team: "asc",
  gp: "desc",
  w: "desc",
  l: "asc",
  t: "desc",
  otl: "desc",
  pts: "desc",
  pct: "desc",
  gb: "asc",
  pf: "desc",
  pa: "asc",
  diff: "desc",
} as const satisfies Record<string, SortDir>;
export type StandingSortKey = keyof typeof STANDING_SORTS;
export const DEFAULT_STANDING_SORT: SortState<StandingSortKey> = { key: "rank", dir: "asc" };

export const STANDING_SPORTS = ["football", "basketball", "baseball", "hockey"] as const;
export const STANDING_LEVELS = ["professional", "ncaa-division-i"] as const;

export function standingsParams(options: { allowSport: boolean }) {
  return {
    q: param.text(80),
    sport: options.allowSport ? param.oneOf(STANDING_SPORTS, null) : param.ignored(),
    level: options.allowSport ? param.oneOf(STANDING_LEVELS, null) : param.ignored(),
    division: param.text(60),
    conference: param.text(60),
    season: param.int(1871, 2100),
    /** The hub opens on each league's leaders; `all` is every league's full table. */
    view: options.allowSport ? param.oneOf(["all"] as const, null) : param.ignored(),
    open: param.text(20),
    ...sortParams(STANDING_SORTS, "rank"),
  };
}

export interface StandingFilters {
  q: string;
  sport: string | null;
  level: string | null;
  division: string;
  conference: string;
}

/** The filters of the URL's values (the page and its CSV filter alike). */
export function standingFiltersOf(values: StandingFilters): StandingFilters {
  return {
    q: values.q,
    sport: values.sport,
    level: values.level,
    division: values.division,
    conference: values.conference,
  };
}

export type PlayoffPosition = "champion" | "playoffs" | "bubble" | "eliminated" | null;

export interface StandingView {
  id: number;
  teamId: number;
  teamSlug: string | null;
  team: string;
  city: string | null;
  abbreviation: string | null;
  league: string;
  sport: string;
  level: string;
  season: number | null;
  seasonName: string;
  conference: string | null;
  division: string | null;
  rank: number | null;
  gp: number | null;
  w: number;
  l: number;
  /** Ties (football), 0 elsewhere; hockey OT losses are `otl`. */
  t: number;
  otl: number | null;
  pts: number | null;
  pct: number | null;
  gb: number | null;
  pf: number | null;
  pa: number | null;
  diff: number | null;
  streak: string | null;
  home: string | null;
  away: string | null;
  divisionRecord: string | null;
  conferenceRecord: string | null;
  lastUpdated: string | null;
  playoff: PlayoffPosition;
  tiebreak: string | null;
  /** The record as the league writes it: W-L, W-L-T, hockey W-L-OTL. */
  record: string;
}

const POSITIONS = new Set(["champion", "playoffs", "bubble", "eliminated"]);

export function toStandingView(s: Standing): StandingView {
  const sport = s.sport?.slug ?? "";
  // Professional hockey's `ties` holds the OT losses (the spec's "ties or OTL"): never shown as ties.
  // College hockey has no OT losses in the data: its ties are ties (W-L-T).
  const hockey = sport === "hockey" && s.level?.slug === "professional";
  const otl = hockey ? (s.overtime_losses ?? null) : null;
  const t = hockey ? 0 : s.ties;
  const pf = s.points_for ?? null;
  const pa = s.points_against ?? null;
  return {
    id: s.id,
    teamId: s.team.id ?? s.id,
    teamSlug: s.team.slug ?? null,
    team: s.team_name,
    city: s.team.city ?? null,
    abbreviation: s.team.abbreviation ?? null,
    league: s.league ?? s.sport?.name ?? "",
    sport,
    level: s.level?.slug ?? "",
    season: s.season ?? null,
    seasonName: s.season_name ?? (s.season != null ? seasonLabel(sport, s.season) : ""),
    conference: s.conference ?? null,
    division: s.division ?? null,
    rank: s.rank ?? null,
    gp: s.games_played ?? null,
    w: s.wins,
    l: s.losses,
    t,
    otl,
    pts: hockey ? (s.points ?? null) : null,
    pct: s.win_percentage ?? null,
    gb: s.games_behind ?? null,
    pf,
    pa,
    diff: pf !== null && pa !== null ? pf - pa : null,
    streak: s.streak ?? null,
    home: s.home_record || null,
    away: s.away_record || null,
    divisionRecord: s.division_record ?? null,
    conferenceRecord: s.conference_record ?? null,
    lastUpdated: s.last_updated ?? null,
    playoff: POSITIONS.has(s.playoff_position ?? "") ? (s.playoff_position as PlayoffPosition) : null,
    tiebreak: s.tiebreak ?? null,
    record: recordText({ sport, w: s.wins, l: s.losses, t, otl }),
  };
}

/** The record in the league's own form: hockey W-L-OTL, football W-L-T when it has ties, else W-L. */
export function recordText(r: {
  sport: string;
  w: number;
  l: number;
  t: number;
  otl: number | null;
}): string {
  if (r.sport === "hockey" && r.otl !== null) return `${r.w}-${r.l}-${r.otl}`;
  return r.t > 0 ? `${r.w}-${r.l}-${r.t}` : `${r.w}-${r.l}`;
}

/** Search (team name, city, abbreviation, division), then the division and conference filters. */
export function filterStandings(rows: readonly StandingView[], filters: StandingFilters): StandingView[] {
  const needle = filters.q.trim().toLowerCase();
  const eq = (a: string | null, b: string) => !b || (a ?? "").toLowerCase() === b.toLowerCase();
  return rows.filter(
    (r) =>
      (!filters.sport || r.sport === filters.sport) &&
      (!filters.level || r.level === filters.level) &&
      eq(r.division, filters.division) &&
      eq(r.conference, filters.conference) &&
      (!needle ||
        [r.team, r.city, r.abbreviation, r.division].some((v) => (v ?? "").toLowerCase().includes(needle))),
  );
}

export interface StandingGroup {
  key: string;
  league: string;
  sport: string;
  level: string;
  seasonName: string;
  /** 'AFC East', 'Eastern · Atlantic', 'SEC', 'American League · AL East'. */
  title: string;
  rows: StandingView[];
}

/** Division title as the league presents it (the conference alone where there are no divisions). */
export function groupTitle(r: Pick<StandingView, "conference" | "division">): string {
  if (r.division && r.conference && !r.division.startsWith(r.conference))
    return `${r.conference} · ${r.division}`;
  return r.division ?? r.conference ?? "League";
}

/**
 * Groups by league, conference and division (leagues in the usual sport order, then conference and
 * division names); rows inside a group by the chosen sort (rank by default, ties by rank).
 */
export function groupStandings(
  rows: readonly StandingView[],
  sort: SortState<StandingSortKey>,
): StandingGroup[] {
  const groups = new Map<string, StandingGroup>();
  for (const r of rows) {
    const key = `${r.sport}|${r.level}|${r.league}|${r.season}|${r.conference ?? ""}|${r.division ?? ""}`;
    let g = groups.get(key);
    if (!g)
      groups.set(
        key,
        (g = {
          key,
          league: r.league,
          sport: r.sport,
          level: r.level,
          seasonName: r.seasonName,
          title: groupTitle(r),
          rows: [],
        }),
      );
    g.rows.push(r);
  }
  const byRank = (list: StandingView[]) => sortRows(list, "asc", (r) => r.rank);
  return [...groups.values()]
    .sort(
      (a, b) =>
        sportRank(a.sport) - sportRank(b.sport) ||
        (a.level === "professional" ? 0 : 1) - (b.level === "professional" ? 0 : 1) ||
        a.league.localeCompare(b.league) ||
        a.title.localeCompare(b.title),
    )
    .map((g) => ({
      ...g,
      rows:
        sort.key === "rank"
          ? sortRows(byRank(g.rows), sort.dir, (r) => r.rank)
          : sortRows(byRank(g.rows), sort.dir, (r) => r[sort.key]),
    }));
}

/**
 * Ranks held by more than one row of a group: clubs level on record whom the procedure of their
 * season does not separate share the place (docs/rules.md#tiebreaks-of-their-time), shown "T-2".
 */
export function sharedRanks(rows: readonly StandingView[]): Set<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const r of rows) {
    if (r.rank === null) continue;
    if (seen.has(r.rank)) shared.add(r.rank);
    seen.add(r.rank);
  }
  return shared;
}

/** The rank as the table writes it: "T-2" for a shared place. */
export function rankLabel(rank: number | null, shared: ReadonlySet<number>): string {
  if (rank === null) return "—";
  return shared.has(rank) ? `T-${rank}` : String(rank);
}

export function standingSortOf(values: {
  sort: StandingSortKey;
  dir: SortDir | null;
}): SortState<StandingSortKey> {
  return sortStateOf(STANDING_SORTS, values);
}

export interface StandingCounters {
  champions: number;
  playoffTeams: number;
  bubble: number;
  totalTeams: number;
}

export function countStandings(rows: readonly StandingView[]): StandingCounters {
  return {
    champions: rows.filter((r) => r.playoff === "champion").length,
    playoffTeams: rows.filter((r) => r.playoff === "champion" || r.playoff === "playoffs").length,
    bubble: rows.filter((r) => r.playoff === "bubble").length,
    totalTeams: new Set(rows.map((r) => r.teamId)).size,
  };
}

/** Rank colours (docs/constants.md#thresholds): first, up to 3, up to 8, the rest. */
export function rankTier(rank: number | null): "first" | "top3" | "top8" | null {
  if (rank === null) return null;
  if (rank === 1) return "first";
  if (rank <= 3) return "top3";
  if (rank <= 8) return "top8";
  return null;
}

/** Win percentage as leagues print it: `.750`, `1.000`. */
export function formatPct(pct: number | null): string {
  if (pct === null) return "—";
  return pct >= 1 ? "1.000" : pct.toFixed(3).replace(/^0/, "");
}

export function formatGamesBehind(gb: number | null): string {
  if (gb === null) return "—";
  if (gb === 0) return "—";
  return Number.isInteger(gb) ? String(gb) : gb.toFixed(1);
}

export type ColumnKey = StandingSortKey | "streak" | "conf";

/** The columns each sport's table shows, in the league's usual order. */
export function columnsFor(sport: string, level: string): ColumnKey[] {
  // College hockey: ordered by the conference record, W-L-T overall (ties stand; no points in the data).
  if (sport === "hockey" && level !== "professional")
    return ["rank", "team", "conf", "gp", "w", "l", "t", "pct", "pf", "pa", "diff", "streak"];
  if (sport === "hockey")
    return ["rank", "team", "gp", "w", "l", "otl", "pts", "pct", "pf", "pa", "diff", "streak"];
  // College tables (football, basketball) are ordered by the conference record: it comes first.
  if (level !== "professional" && sport !== "hockey")
    return ["rank", "team", "conf", "w", "l", "pct", "pf", "pa", "diff", "streak"];
  if (sport === "football") return ["rank", "team", "w", "l", "t", "pct", "pf", "pa", "diff", "streak"];
  if (sport === "baseball") return ["rank", "team", "w", "l", "pct", "gb", "pf", "pa", "diff"];
  return ["rank", "team", "w", "l", "pct", "gb", "pf", "pa", "diff", "streak"];
}

/** Column headings; hockey says GF/GA and points percentage, baseball runs. */
export function columnLabel(key: ColumnKey, sport: string, level?: string): { label: string; abbr?: string } {
  // College hockey tables have no points: their percentage is the win percentage (a tie half a win).
  const points = sport === "hockey" && (level === undefined || level === "professional");
  const labels: Record<ColumnKey, { label: string; abbr?: string }> = {
    rank: { label: "Rank", abbr: "#" },
    team: { label: "Team" },
    gp: { label: "Games played", abbr: "GP" },
    w: { label: "Wins", abbr: "W" },
    l: { label: "Losses", abbr: "L" },
    t: { label: "Ties", abbr: "T" },
    otl: { label: "Overtime losses", abbr: "OTL" },
    pts: { label: "Points", abbr: "PTS" },
    pct: {
      label: points ? "Points percentage" : "Win percentage",
      abbr: points ? "P%" : "PCT",
    },
    gb: { label: "Games behind", abbr: "GB" },
    pf: {
      label: sport === "hockey" ? "Goals for" : sport === "baseball" ? "Runs scored" : "Points for",
      abbr: sport === "hockey" ? "GF" : sport === "baseball" ? "RS" : "PF",
    },
    pa: {
      label: sport === "hockey" ? "Goals against" : sport === "baseball" ? "Runs allowed" : "Points against",
      abbr: sport === "hockey" ? "GA" : sport === "baseball" ? "RA" : "PA",
    },
    diff: { label: "Differential", abbr: "DIFF" },
    streak: { label: "Streak", abbr: "STRK" },
    conf: { label: "Conference record", abbr: "CONF" },
  };
  return labels[key];
}

export const CSV_HEADER = [
  "Season",
  "League",
  "Conference",
  "Division",
  "Rank",
  "Team",
  "Abbreviation",
  "GP",
  "W",
  "L",
  "T",
  "OTL",
  "PTS",
  "PCT",
  "GB",
  "PF",
  "PA",
  "Home",
  "Away",
  "Division record",
  "Conference record",
  "Streak",
  "Playoff position",
  "Tiebreak",
] as const;

/** The CSV of exactly the rows shown, in the order shown (group by group). */
export function standingsCsv(groups: readonly StandingGroup[]): string {
  const rows = groups.flatMap((g) =>
    g.rows.map((r) => [
      r.seasonName,
      r.league,
      r.conference,
      r.division,
      r.rank,
      r.team,
      r.abbreviation,
      r.gp,
      r.w,
      r.l,
      r.sport === "hockey" ? null : r.t,
      r.otl,
      r.pts,
      r.pct === null ? null : r.pct.toFixed(3),
      r.gb,
      r.pf,
      r.pa,
      r.home,
      r.away,
      r.divisionRecord,
      r.conferenceRecord,
      r.streak,
      r.playoff,
      r.tiebreak,
    ]),
  );
  return toCsv(CSV_HEADER, rows);
}

export function standingsCsvFilename(siteKey: string, season: number | null): string {
  return `standings-${siteKey}${season !== null ? `-${season}` : ""}.csv`;
}

/** Conference and division options found in the rows (for the filters). */
export function filterOptions(rows: readonly StandingView[]) {
  const sorted = (values: (string | null)[]) =>
    [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));
  return {
    conferences: sorted(rows.map((r) => r.conference)),
    divisions: sorted(rows.map((r) => r.division)),
  };
}

/** The full view of a loaded list: filter, group, sort (shared by the page and its CSV). */
export function standingsView(
  all: readonly Standing[],
  filters: StandingFilters,
  sort: SortState<StandingSortKey>,
) {
  const rows = all.map(toStandingView);
  const shown = filterStandings(rows, filters);
  return { rows, shown, groups: groupStandings(shown, sort) };
}

/**
 * Each group cut to its leader (the teams sharing its first place, as ranked): the hub's opening
 * view, a table that fits with every league's full table one click away.
 */
export function groupLeaders(groups: readonly StandingGroup[]): StandingGroup[] {
  return groups.map((g) => {
    const ranked = sortRows(g.rows, "asc", (r) => r.rank);
    const top = ranked[0]?.rank ?? null;
    return { ...g, rows: top === null ? ranked.slice(0, 1) : ranked.filter((r) => r.rank === top) };
  });
}

/** Consecutive groups of the same league and season: one table each, a heading row per group. */
export function blocksOf<G extends Pick<StandingGroup, "sport" | "level" | "league" | "seasonName">>(
  groups: readonly G[],
): G[][] {
  const blocks: G[][] = [];
  for (const g of groups) {
    const last = blocks[blocks.length - 1];
    const same =
      last &&
      last[0].sport === g.sport &&
      last[0].level === g.level &&
      last[0].league === g.league &&
      last[0].seasonName === g.seasonName;
    if (same) last.push(g);
    else blocks.push([g]);
  }
  return blocks;
}

/**
 * What an MLB table counts (shown under the tables when one is on the page): Lahman's records,
 * which follow MLB's official ones, and how the leagues of the 19th century and the Federal League
 * are treated. The records the game logs add up to, where they differ, are on /data-quality.
 */
export function mlbStandingsNote(rows: readonly Pick<StandingView, "sport" | "level">[]): string | null {
  return rows.some((r) => r.sport === "baseball" && r.level === "professional")
    ? "MLB records are Lahman's, which follow MLB's official records (tied games replayed, forfeits counted as the league recorded them); where the Retrosheet game logs add up to another record, Data Quality lists both. Every major league is its own table: the National Association (1871-1875) is included as Lahman includes it, though MLB's official records do not count it as a major league; the Federal League (1914-1915) is a major league in both."
    : null;
}

/**
 * What a college table's records count, said under the tables: college football's (recordScope), and
 * college hockey's, whose conference record is the conference's regular-season games only.
 */
export function standingsRecordNote(
  rows: readonly { sport: string | null | undefined; level: string | null | undefined }[],
): string | null {
  const notes = new Set<string>();
  for (const r of rows) {
    if (r.sport === "hockey" && r.level === "ncaa-division-i")
      notes.add(
        "College hockey records count the regular season and the conference tournaments; NCAA tournament games are not included. " +
          "The conference record counts the conference's regular-season games between its members of that season (from USCHO's team histories); " +
          "exhibitions are not counted.",
      );
    const scope = recordScope(r.sport, r.level);
    if (scope) notes.add(scope);
  }
  return notes.size ? [...notes].join(" ") : null;
}
