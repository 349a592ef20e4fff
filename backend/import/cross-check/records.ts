/**
 * The champion's regular-season record (our `record`, "64-18", "101-61") against the season
 * tables of the open datasets: Basketball-Reference Team Summaries (NBA/BAA) and Lahman Teams
 * (MLB). Only wins-losses are compared (the first two numbers of our record); a champion the
 * source has no row for is not compared.
 */
import { bbrefTeamSummaries } from "../readers/bball-reference";
import { hockeyTeams } from "../readers/hockey-databank";
import { lahmanTeams } from "../readers/lahman";
import { Checker, teamSlug, type Curated, type SourceResult } from "./model";

const winsLosses = (record: string) => /^(\d+)-(\d+)\b/.exec(record.trim())?.slice(1, 3).join("-") ?? "";

/** A source's season rows, as compareRecords reads them. */
interface SeasonRows<Row> {
  source: string;
  label: string;
  championship: string;
  rows: Row[];
  /** The row's season (start year). */
  season: (row: Row) => number;
  /** Our team of the row's club in its season. */
  team: (row: Row, season: number) => ReturnType<typeof teamSlug>;
  /** The row's wins and losses. */
  wl: (row: Row) => [number | null, number | null];
}

function compareRecords<Row>(curated: Curated, their: SeasonRows<Row>): SourceResult {
  const { source, label, championship } = their;
  const bySeason = new Map<number, Row[]>();
  for (const r of their.rows) bySeason.set(their.season(r), [...(bySeason.get(their.season(r)) ?? []), r]);
  /** Source W-L of our champion's franchise in a season (null: no row). */
  const recordOf = (slug: string, season: number) => {
    for (const r of bySeason.get(season) ?? []) {
      const t = their.team(r, season);
      if ("slug" in t && t.slug === slug) {
        const [w, l] = their.wl(r);
        return `${w ?? ""}-${l ?? ""}`;
      }
    }
    return null;
  };
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
  return compareRecords(curated, {
    source: "bball-reference-datasets",
    label: "NBA champions' regular-season W-L (Team Summaries)",
    championship: "nba-finals",
    rows: bbrefTeamSummaries.load(dataDir).filter((r) => r.lg === "NBA" || r.lg === "BAA"),
    season: (r) => r.season - 1,
    team: (r, season) => teamSlug(curated, "basketball-reference", "nba", r.team.replace(/\*$/, ""), season),
    wl: (r) => [r.w, r.l],
  });
}

/** lahman-2025-stats/Teams.csv (to 2024): the franchise's W-L of the season (franchID via the crosswalk). */
export function lahmanRecords(curated: Curated, dataDir: string): SourceResult {
  return compareRecords(curated, {
    source: "lahman",
    label: "World Series champions' regular-season W-L (Teams)",
    championship: "world-series",
    rows: lahmanTeams.load(dataDir).filter((r) => r.lgID === "AL" || r.lgID === "NL"),
    season: (r) => r.yearID,
    team: (r, season) => teamSlug(curated, "lahman", "mlb", r.franchID, season),
    wl: (r) => [r.W, r.L],
  });
}

/**
 * hockey-databank/Teams.csv (NHL rows): W-L of the Cup winner's season. Our hockey records are
 * W-L-T or W-L-OTL; the Databank keeps T and OTL in their own columns, so W-L compare directly.
 * Clubs of other leagues (PCHA/WCHL) are not compared.
 */
export function hockeyDatabankRecords(curated: Curated, dataDir: string): SourceResult {
  return compareRecords(curated, {
    source: "hockey-databank",
    label: "Stanley Cup champions' regular-season W-L (Teams)",
    championship: "stanley-cup-final",
    rows: hockeyTeams.load(dataDir).filter((r) => r.lgID === "NHL"),
    season: (r) => r.year,
    team: (r, season) => {
      const byFranchise = teamSlug(curated, "hockey-databank", "nhl", r.franchID, season);
      return "slug" in byFranchise
        ? byFranchise
        : teamSlug(curated, "hockey-databank", "nhl", r.name, season);
    },
    wl: (r) => [r.W, r.L],
  });
}
