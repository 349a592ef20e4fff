/**
 * The /awards and /draft pages' rules: parameters (filters, sort, page), the API ordering a sort
 * stands for, the CSV of a view, and which sites hold awards and drafts. Pure: no React, no I/O.
 */
import type { Award, AwardResult, DraftPick, PlayerAward } from "@domain/contract/awards";
import { seasonLabel } from "@domain/season";
import type { SiteKey } from "~/site/sites";
import type { CsvValue } from "./csv";
import { siteHasSection } from "./nav";
import { lazyShape, param, sortParams, sortStateOf, type SortDir, type SortState } from "./route-kit";

export const AWARD_PAGE_SIZE = 50;
export const DRAFT_PAGE_SIZE = 60;

/** The sites whose data holds awards (the hub lists all) and drafts (the NBA's only): nav.ts says. */
export const siteHasAwards = (key: SiteKey) => siteHasSection(key, "/awards");
export const siteHasDrafts = (key: SiteKey) => siteHasSection(key, "/draft");

/** The league an award belongs to, as the page names it. */
export const LEAGUE_LABELS: Readonly<Record<string, string>> = { mlb: "MLB", nba: "NBA", nhl: "NHL" };

/** Sort columns of an award's table and their natural first direction. */
export const AWARD_SORTS = {
  season: "desc",
  name: "asc",
  team: "asc",
  share: "desc",
  points: "desc",
  rank: "asc",
} as const satisfies Record<string, SortDir>;
export type AwardSort = keyof typeof AWARD_SORTS;

export const awardParams = /* @__PURE__ */ lazyShape(() => ({
  season: param.int(1870, 2100),
  league: param.oneOf(["al", "nl", "nba", "baa"] as const, null),
  ...sortParams(AWARD_SORTS, "season"),
  page: param.page(),
}));

export const DRAFT_SORTS = {
  pick: "asc",
  round: "asc",
  name: "asc",
  team: "asc",
  college: "asc",
} as const satisfies Record<string, SortDir>;
export type DraftSort = keyof typeof DRAFT_SORTS;

export const draftParams = /* @__PURE__ */ lazyShape(() => ({
  ...sortParams(DRAFT_SORTS, "pick"),
  page: param.page(),
}));

/** The API's `ordering` of a sort (`-season` for season descending). */
export function orderingOf<K extends string>(sort: SortState<K>): string {
  return `${sort.dir === "desc" ? "-" : ""}${sort.key}`;
}

export function awardSortOf(values: { sort: AwardSort; dir: SortDir | null }): SortState<AwardSort> {
  return sortStateOf(AWARD_SORTS, values);
}

export function draftSortOf(values: { sort: DraftSort; dir: SortDir | null }): SortState<DraftSort> {
  return sortStateOf(DRAFT_SORTS, values);
}

/** What the award's table shows: winners by season, or with a season chosen its whole vote. */
export function awardView(season: number | null): { winners: boolean } {
  return { winners: season === null };
}

/** The award's title with its league (`MLB Most Valuable Player`), unless the name already says it. */
export function awardTitle(award: Pick<Award, "name" | "league_key">): string {
  const league = LEAGUE_LABELS[award.league_key] ?? award.league_key.toUpperCase();
  return award.name.toUpperCase().startsWith(league) || /^(BAA|NHL) /.test(award.name)
    ? award.name
    : `${league} ${award.name}`;
}

/** A vote share as a percentage with one decimal (`97.8%`), or empty. */
export function shareText(share: number | null): string {
  return share === null ? "" : `${(share * 100).toFixed(1)}%`;
}

/** Points as written (half points exist in early votes), or empty. */
export function pointsText(points: number | null): string {
  return points === null ? "" : Number.isInteger(points) ? String(points) : points.toFixed(1);
}

export function awardCsv(
  award: Award,
  rows: readonly AwardResult[],
): { header: string[]; rows: CsvValue[][] } {
  const sport = award.sport?.slug ?? null;
  return {
    header: [
      "Season",
      "League",
      "Name",
      "Team",
      "Winner",
      "Rank",
      "Points",
      "Points Max",
      "Share",
      "First-place Votes",
      "Note",
    ],
    rows: rows.map((r) => [
      seasonLabel(sport, r.season),
      r.league ?? "",
      r.person_name,
      r.team?.name ?? "",
      r.is_winner ? "Y" : "N",
      r.rank,
      r.points_won,
      r.points_max,
      r.share,
      r.votes_first,
      r.note ?? "",
    ]),
  };
}

export function draftCsv(rows: readonly DraftPick[]): { header: string[]; rows: CsvValue[][] } {
  return {
    header: ["Year", "League", "Round", "Pick", "Team", "Player", "College"],
    rows: rows.map((r) => [
      r.year,
      r.league,
      r.round,
      r.overall_pick,
      r.team_name,
      r.player_name,
      r.college ?? "",
    ]),
  };
}

/** A player's awards grouped by award, in the order first won, each with its seasons. */
export function awardsByName(
  awards: readonly PlayerAward[],
): { slug: string; name: string; seasons: { season: number; league: string | null }[] }[] {
  const out = new Map<
    string,
    { slug: string; name: string; seasons: { season: number; league: string | null }[] }
  >();
  for (const a of [...awards].sort((x, y) => x.season - y.season)) {
    const entry = out.get(a.slug) ?? { slug: a.slug, name: a.name, seasons: [] };
    entry.seasons.push({ season: a.season, league: a.league });
    out.set(a.slug, entry);
  }
  return [...out.values()];
}
