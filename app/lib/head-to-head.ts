/**
 * The head-to-head page's parameters, links and CSV: the view lives in the URL (`season`, `kind`,
 * `sort`/`dir`, `page`), and the CSV holds exactly the meetings of that view.
 */
import type { HeadToHead } from "@domain/contract/explore";
import type { GameCoverage, MeetingSort } from "@domain/head-to-head";
import { seasonLabel } from "@domain/season";
import { lazyShape, param, sortParams, sortStateOf, type SortDir } from "./route-kit";

export const MEETING_COLUMNS = { date: "desc", margin: "desc" } as const satisfies Record<string, SortDir>;
export const MEETINGS_PAGE_SIZE = 50;

export const headToHeadParams = /* @__PURE__ */ lazyShape(() => ({
  season: param.int(1850, 2100),
  kind: param.oneOf(["regular", "playoff"] as const, null),
  page: param.page(),
  ...sortParams(MEETING_COLUMNS, "date"),
}));

/** The API ordering of a table sort. */
export function meetingOrdering(values: {
  sort: keyof typeof MEETING_COLUMNS;
  dir: SortDir | null;
}): MeetingSort {
  const state = sortStateOf(MEETING_COLUMNS, values);
  return `${state.dir === "desc" ? "-" : ""}${state.key}` as MeetingSort;
}

export function headToHeadHref(a: string, b: string): string {
  return `/teams/${encodeURIComponent(a)}/vs/${encodeURIComponent(b)}`;
}

type Meeting = HeadToHead["meetings"]["results"][number];

/** "Bears 24, Packers 17" from the winner's side, or "21-21" for a tie. */
export function scoreLine(m: Meeting): string {
  if (m.aScore === m.bScore) return `${m.aName} ${m.aScore}, ${m.bName} ${m.bScore} (tie)`;
  return m.aScore > m.bScore
    ? `${m.aName} ${m.aScore}, ${m.bName} ${m.bScore}`
    : `${m.bName} ${m.bScore}, ${m.aName} ${m.aScore}`;
}

export function kindLabel(m: Pick<Meeting, "kind" | "gameType">): string {
  if (m.gameType === "championship") return "Title game";
  if (m.gameType === "play-in") return "Play-in";
  return m.kind === "playoff" ? "Playoffs" : m.kind === "regular" ? "Regular season" : "Other";
}

export function meetingsCsv(view: HeadToHead, sport: string | null) {
  return {
    header: [
      "date",
      "season",
      "type",
      "team_a",
      "team_a_score",
      "team_b",
      "team_b_score",
      "site",
      "winner",
      "game_id",
    ],
    rows: view.meetings.results.map((m) => [
      m.date,
      seasonLabel(sport, m.season),
      kindLabel(m),
      m.aName,
      m.aScore,
      m.bName,
      m.bScore,
      m.neutral ? "neutral" : m.aHome ? "team_a home" : "team_b home",
      m.aScore > m.bScore ? m.aName : m.bScore > m.aScore ? m.bName : "tie",
      m.id,
    ]),
  };
}

function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * What a record "of every game" leaves out: regular seasons older than the league's games in the
 * database (earlier meetings are playoff games from the title records), and the seasons in between
 * that it lacks. With `since` (a pair's first meeting): when that is the first season of the
 * league's games, the record is one since that season (college football's games start in 2002).
 */
export function coverageNote(
  sport: string | null | undefined,
  coverage: GameCoverage,
  since: number | null,
): string {
  if (coverage.from === null) return "";
  const notes: string[] = [];
  const from = seasonLabel(sport, coverage.from);
  if (since === null) notes.push(`Regular-season games in the database run from ${from}.`);
  else if (since < coverage.from)
    notes.push(`Regular-season games in the database run from ${from}; earlier meetings are playoff games.`);
  else if (since === coverage.from)
    notes.push(`Records since ${from}: the database holds no earlier games of this league.`);
  const gaps = coverage.missing.filter((season) => since === null || season >= since);
  if (gaps.length > 0) {
    const seasons = listOf(gaps.map((season) => seasonLabel(sport, season)));
    notes.push(`It holds no regular-season games of the ${seasons} season${gaps.length === 1 ? "" : "s"}.`);
  }
  return notes.join(" ");
}
