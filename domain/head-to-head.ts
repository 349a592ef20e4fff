/**
 * Head-to-head arithmetic over the final games two teams played against each other: records by
 * kind (regular season, playoffs), by season and decade, playoff series, streaks and margins.
 * Pure: the backend reads the games, this counts them, so a test can check the sums by hand.
 */

/** Games that count as playoffs: every round after the regular season, the title game included. */
export const PLAYOFF_GAME_TYPES = ["postseason", "championship", "play-in"] as const;

export type MeetingKind = "regular" | "playoff" | "other";

export function meetingKind(gameType: string | null | undefined): MeetingKind {
  if (gameType === "regular" || gameType === null || gameType === undefined) return "regular";
  return (PLAYOFF_GAME_TYPES as readonly string[]).includes(gameType) ? "playoff" : "other";
}

/** One final game between the two teams, seen from team A. */
export interface Meeting {
  id: number;
  slug: string | null;
  date: string;
  season: number;
  gameType: string | null;
  kind: MeetingKind;
  /** Names of the time. */
  aName: string;
  bName: string;
  aScore: number;
  bScore: number;
  /** A was the home side (false at a neutral site too). */
  aHome: boolean;
  neutral: boolean;
}

export interface Record3 {
  games: number;
  aWins: number;
  bWins: number;
  ties: number;
}

export const emptyRecord = (): Record3 => ({ games: 0, aWins: 0, bWins: 0, ties: 0 });

function add(record: Record3, m: Meeting): void {
  record.games += 1;
  if (m.aScore > m.bScore) record.aWins += 1;
  else if (m.bScore > m.aScore) record.bWins += 1;
  else record.ties += 1;
}

export interface PeriodRecord {
  /** Season start year, or the decade's first year. */
  period: number;
  regular: Record3;
  playoff: Record3;
  /** The names the two teams had in the period's meetings (several across a decade). */
  aNames: string[];
  bNames: string[];
}

export interface PlayoffSeries {
  season: number;
  games: number;
  aWins: number;
  bWins: number;
  /** "a", "b", or null when even (a series the data holds only in part). */
  winner: "a" | "b" | null;
  /** The title round was part of it. */
  final: boolean;
  aName: string;
  bName: string;
  firstDate: string;
  lastDate: string;
}

export interface Streak {
  team: "a" | "b";
  length: number;
  from: string;
  to: string;
}

export interface HeadToHeadSummary {
  all: Record3;
  regular: Record3;
  playoff: Record3;
  bySeason: PeriodRecord[];
  byDecade: PeriodRecord[];
  series: PlayoffSeries[];
  longestA: Streak | null;
  longestB: Streak | null;
  current: Streak | null;
  /** Largest winning margins of each side, biggest first (at most `marginCount`). */
  marginsA: Meeting[];
  marginsB: Meeting[];
  first: Meeting | null;
  last: Meeting | null;
  firstSeason: number | null;
  lastSeason: number | null;
}

function byPeriod(meetings: readonly Meeting[], periodOf: (m: Meeting) => number): PeriodRecord[] {
  const rows = new Map<number, PeriodRecord>();
  for (const m of meetings) {
    const period = periodOf(m);
    let row = rows.get(period);
    if (!row)
      rows.set(
        period,
        (row = { period, regular: emptyRecord(), playoff: emptyRecord(), aNames: [], bNames: [] }),
      );
    if (m.kind === "regular") add(row.regular, m);
    if (m.kind === "playoff") add(row.playoff, m);
    if (!row.aNames.includes(m.aName)) row.aNames.push(m.aName);
    if (!row.bNames.includes(m.bName)) row.bNames.push(m.bName);
  }
  return [...rows.values()].sort((x, y) => y.period - x.period);
}

/** Playoff games of one season between the same two teams form one series (or one game). */
function seriesOf(meetings: readonly Meeting[]): PlayoffSeries[] {
  const bySeason = new Map<number, PlayoffSeries>();
  for (const m of meetings) {
    if (m.kind !== "playoff") continue;
    let s = bySeason.get(m.season);
    if (!s) {
      s = {
        season: m.season,
        games: 0,
        aWins: 0,
        bWins: 0,
        winner: null,
        final: false,
        aName: m.aName,
        bName: m.bName,
        firstDate: m.date,
        lastDate: m.date,
      };
      bySeason.set(m.season, s);
    }
    s.games += 1;
    if (m.aScore > m.bScore) s.aWins += 1;
    if (m.bScore > m.aScore) s.bWins += 1;
    if (m.gameType === "championship") s.final = true;
    if (m.date < s.firstDate) s.firstDate = m.date;
    if (m.date > s.lastDate) s.lastDate = m.date;
  }
  for (const s of bySeason.values()) s.winner = s.aWins > s.bWins ? "a" : s.bWins > s.aWins ? "b" : null;
  return [...bySeason.values()].sort((x, y) => y.season - x.season);
}

/** Streaks of consecutive wins, in date order; a tie ends any streak. */
function streaks(ordered: readonly Meeting[]): {
  longestA: Streak | null;
  longestB: Streak | null;
  current: Streak | null;
} {
  let longestA: Streak | null = null;
  let longestB: Streak | null = null;
  let run: Streak | null = null;
  for (const m of ordered) {
    const winner = m.aScore > m.bScore ? "a" : m.bScore > m.aScore ? "b" : null;
    if (winner === null) run = null;
    else if (run !== null && run.team === winner)
      run = { team: winner, from: run.from, length: run.length + 1, to: m.date };
    else run = { team: winner, length: 1, from: m.date, to: m.date };
    if (run?.team === "a" && run.length > (longestA?.length ?? 0)) longestA = run;
    if (run?.team === "b" && run.length > (longestB?.length ?? 0)) longestB = run;
  }
  return { longestA, longestB, current: run };
}

const chronological = (x: Meeting, y: Meeting) => x.date.localeCompare(y.date) || x.id - y.id;

export function summarizeHeadToHead(meetings: readonly Meeting[], marginCount = 5): HeadToHeadSummary {
  const ordered = [...meetings].sort(chronological);
  const all = emptyRecord();
  const regular = emptyRecord();
  const playoff = emptyRecord();
  for (const m of ordered) {
    add(all, m);
    if (m.kind === "regular") add(regular, m);
    if (m.kind === "playoff") add(playoff, m);
  }
  const margin = (m: Meeting) => Math.abs(m.aScore - m.bScore);
  const biggest = (side: "a" | "b") =>
    ordered
      .filter((m) => (side === "a" ? m.aScore > m.bScore : m.bScore > m.aScore))
      .sort((x, y) => margin(y) - margin(x) || chronological(x, y))
      .slice(0, marginCount);
  return {
    all,
    regular,
    playoff,
    bySeason: byPeriod(ordered, (m) => m.season),
    byDecade: byPeriod(ordered, (m) => Math.floor(m.season / 10) * 10),
    series: seriesOf(ordered),
    ...streaks(ordered),
    marginsA: biggest("a"),
    marginsB: biggest("b"),
    first: ordered[0] ?? null,
    last: ordered[ordered.length - 1] ?? null,
    firstSeason: ordered[0]?.season ?? null,
    lastSeason: ordered.length ? Math.max(...ordered.map((m) => m.season)) : null,
  };
}

export const MEETING_SORTS = ["date", "-date", "margin", "-margin"] as const;
export type MeetingSort = (typeof MEETING_SORTS)[number];

export function sortMeetings(meetings: readonly Meeting[], sort: MeetingSort): Meeting[] {
  const margin = (m: Meeting) => m.aScore - m.bScore;
  const sorted = [...meetings];
  if (sort === "date") sorted.sort(chronological);
  if (sort === "-date") sorted.sort((x, y) => chronological(y, x));
  if (sort === "margin") sorted.sort((x, y) => margin(x) - margin(y) || chronological(x, y));
  if (sort === "-margin") sorted.sort((x, y) => margin(y) - margin(x) || chronological(x, y));
  return sorted;
}

/** A record as "W-L" or "W-L-T" from A's side. */
export function recordText(r: Record3): string {
  return r.ties ? `${r.aWins}-${r.bWins}-${r.ties}` : `${r.aWins}-${r.bWins}`;
}

/**
 * Which seasons of a league's regular season the games table holds: the first and last, and the
 * seasons between them it lacks (none today; the NBA lacked 2020-21 and 2021-22). A record "of every game"
 * is only as whole as this, so the pages say it.
 */
export interface GameCoverage {
  from: number | null;
  to: number | null;
  missing: number[];
}

export function gameCoverage(seasons: readonly number[]): GameCoverage {
  if (seasons.length === 0) return { from: null, to: null, missing: [] };
  const held = new Set(seasons);
  const from = Math.min(...seasons);
  const to = Math.max(...seasons);
  const missing: number[] = [];
  for (let season = from; season <= to; season += 1) if (!held.has(season)) missing.push(season);
  return { from, to, missing };
}
