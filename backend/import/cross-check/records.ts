/**
 * The champion's regular-season record (our `record`, "64-18", "101-61") against the season
 * tables of the open datasets: Basketball-Reference Team Summaries (NBA/BAA) and Lahman Teams
 * (MLB). Only wins-losses are compared (the first two numbers of our record); a champion the
 * source has no row for is not compared.
 */
import { bbrefTeamSummaries, type BbrefTeamSummary } from "../readers/bball-reference";
import { hockeyTeams, type HockeyTeam } from "../readers/hockey-databank";
import { lahmanTeams, type LahmanTeam } from "../readers/lahman";
import { Checker, teamSlug, type Curated, type SourceResult } from "./model";

const winsLosses = (record: string) => /^(\d+)-(\d+)\b/.exec(record.trim())?.slice(1, 3).join("-") ?? "";

function compareRecords(
  curated: Curated,
  source: string,
  label: string,
  championship: string,
  /** Source W-L of our champion's franchise in a season (null: no row). */
  recordOf: (slug: string, season: number) => string | null,
): SourceResult {
  const checker = new Checker(source);
  const notCompared: string[] = [];
  let rowsCompared = 0;
  for (const ours of curated.champions.get(championship) ?? []) {
    if (!ours.champion_slug || !ours.record) continue;
    const theirs = recordOf(ours.champion_slug, ours.season);
    if (theirs === null) continue;
    rowsCompared++;
    checker.record(championship, ours.season)("record", winsLosses(ours.record), theirs);
  }
  return { source, label, rowsCompared, checks: checker.checks, notCompared };
}

/** bball-reference-datasets/Team Summaries.csv: season = end year, team = name of the time. */
export function basketballReferenceRecords(curated: Curated, dataDir: string): SourceResult {
  const rows = bbrefTeamSummaries.load(dataDir).filter((r) => r.lg === "NBA" || r.lg === "BAA");
  const bySeason = new Map<number, BbrefTeamSummary[]>();
  for (const r of rows) bySeason.set(r.season - 1, [...(bySeason.get(r.season - 1) ?? []), r]);
  return compareRecords(
    curated,
    "bball-reference-datasets",
    "NBA champions' regular-season W-L (Team Summaries)",
    "nba-finals",
    (slug, season) => {
      for (const r of bySeason.get(season) ?? []) {
        const t = teamSlug(curated, "basketball-reference", "nba", r.team.replace(/\*$/, ""), season);
        if ("slug" in t && t.slug === slug) return `${r.w ?? ""}-${r.l ?? ""}`;
      }
      return null;
    },
  );
}

/** lahman-2025-stats/Teams.csv (to 2024): the franchise's W-L of the season (franchID via the crosswalk). */
export function lahmanRecords(curated: Curated, dataDir: string): SourceResult {
  const bySeason = new Map<number, LahmanTeam[]>();
  for (const r of lahmanTeams.load(dataDir)) {
    bySeason.set(r.yearID, [...(bySeason.get(r.yearID) ?? []), r]);
  }
  return compareRecords(
    curated,
    "lahman",
    "World Series champions' regular-season W-L (Teams)",
    "world-series",
    (slug, season) => {
      for (const r of bySeason.get(season) ?? []) {
        if (r.lgID !== "AL" && r.lgID !== "NL") continue;
        const t = teamSlug(curated, "lahman", "mlb", r.franchID, season);
        if ("slug" in t && t.slug === slug) return `${r.W ?? ""}-${r.L ?? ""}`;
      }
      return null;
    },
  );
}

/**
 * hockey-databank/Teams.csv (NHL rows): W-L of the Cup winner's season. Our hockey records are
 * W-L-T or W-L-OTL; the Databank keeps T and OTL in their own columns, so W-L compare directly.
 * Clubs of other leagues (PCHA/WCHL) are not compared.
 */
export function hockeyDatabankRecords(curated: Curated, dataDir: string): SourceResult {
  const bySeason = new Map<number, HockeyTeam[]>();
  for (const r of hockeyTeams.load(dataDir)) {
    if (r.lgID === "NHL") bySeason.set(r.year, [...(bySeason.get(r.year) ?? []), r]);
  }
  return compareRecords(
    curated,
    "hockey-databank",
    "Stanley Cup champions' regular-season W-L (Teams)",
    "stanley-cup-final",
    (slug, season) => {
      for (const r of bySeason.get(season) ?? []) {
        const byFranchise = teamSlug(curated, "hockey-databank", "nhl", r.franchID, season);
        const t =
          "slug" in byFranchise ? byFranchise : teamSlug(curated, "hockey-databank", "nhl", r.name, season);
        if ("slug" in t && t.slug === slug) return `${r.W ?? ""}-${r.L ?? ""}`;
      }
      return null;
    },
  );
}
