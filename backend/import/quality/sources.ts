/**
 * The sources of the data-quality report: the curated facts, the open datasets (with the seasons
 * their games cover), the team-code crosswalk and the database build itself.
 */
import type { Kysely } from "kysely";
import { dialectOf } from "../../db/connection";
import type { Database } from "../../db/schema";
import { readCodeRows } from "../crosswalk";
import type { ImportReport } from "../sources/common";
import { NBA_SUSPENDED_SEASON } from "../sources/nba-history";
import { compactYears } from "../sources/standings";
import { n, rejectionKind } from "./figures";
import type { QualityRow } from "./rows";

type Db = Kysely<Database>;

/** What the sources section counted, which the validation rules state again as issues. */
export interface SourceCounts {
  curatedRows: number;
  rowsRead: number;
  missingFiles: number;
  teamRejections: number;
  rowRejections: number;
}

async function count(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  return n(row?.n);
}

async function curatedRow(db: Db): Promise<{ row: QualityRow; curatedRows: number }> {
  const [championRows, teamRows, identityRows, championshipRows] = await Promise.all([
    count(db, "champions"),
    count(db, "teams"),
    count(db, "team_identities"),
    count(db, "championships"),
  ]);
  const curatedRows = championRows + teamRows + identityRows;
  const row: QualityRow = {
    section: "source",
    key: "curated",
    label: "Curated facts",
    status: "active",
    passed: curatedRows,
    total: null,
    score: null,
    detail: `backend/data: ${championshipRows} championships, ${championRows.toLocaleString("en-US")} editions, ${teamRows.toLocaleString("en-US")} teams and programs, validated at build time`,
  };
  return { row, curatedRows };
}

/** Which seasons have games, per league (the site says it plainly: gaps are listed, not implied). */
async function gameCoverage(db: Db): Promise<string[]> {
  const gameSeasons = await db
    .selectFrom("games")
    .innerJoin("teams", "teams.id", "games.home_team_id")
    .select(["teams.league_key", "games.season_start_year", "games.game_type"])
    .distinct()
    .where("games.status", "=", "final")
    .execute();
  const coverage: string[] = [];
  for (const league of [...new Set(gameSeasons.map((g) => g.league_key))].sort()) {
    const of = (regular: boolean) =>
      [
        ...new Set(
          gameSeasons
            .filter((g) => g.league_key === league && (g.game_type === "regular") === regular)
            .map((g) => Number(g.season_start_year)),
        ),
      ].sort((a, b) => a - b);
    const regular = of(true);
    const post = of(false);
    if (!regular.length && !post.length) continue;
    const missing = regular.length
      ? Array.from({ length: regular[regular.length - 1] - regular[0] + 1 }, (_, i) => regular[0] + i).filter(
          (y) => !regular.includes(y),
        )
      : [];
    coverage.push(
      `${league.toUpperCase()} games: regular seasons ${compactYears(regular) || "none"}, postseason ${compactYears(post) || "none"}` +
        (missing.length ? `, none for ${compactYears(missing)}` : "") +
        (league === "nba" && regular.includes(NBA_SUSPENDED_SEASON) && !post.includes(NBA_SUSPENDED_SEASON)
          ? `, ${NBA_SUSPENDED_SEASON} (2019-20) only to 2020-03-11 (no restart or playoffs)`
          : ""),
    );
  }
  return coverage;
}

function openDatasetsRow(report: ImportReport, imported: boolean, coverage: string[]): QualityRow {
  const missingFiles = report.files.filter((f) => f.missing);
  const rowsRead = report.files.reduce((a, f) => a + f.read, 0);
  const rowsImported = report.files.reduce((a, f) => a + f.imported + f.merged, 0);
  const folders = new Set(report.files.map((f) => f.file.split("/")[0]));
  return {
    section: "source",
    key: "open-datasets",
    label: "Open datasets",
    status: !imported ? "missing" : missingFiles.length ? "warning" : "active",
    passed: rowsImported,
    total: rowsRead,
    score: null,
    detail: imported
      ? `${folders.size} datasets, ${report.files.length - missingFiles.length} files read: ${rowsRead.toLocaleString("en-US")} rows, ${rowsImported.toLocaleString("en-US")} imported or merged, ${report.rejections.length.toLocaleString("en-US")} rejected${missingFiles.length ? `; missing: ${missingFiles.map((f) => f.file).join(", ")}` : ""}${coverage.length ? `. Seasons by their first year: ${coverage.join("; ")}` : ""}`
      : "not imported: no DATA_DIR and no ../shared/data; the database holds the curated facts only",
  };
}

function crosswalkRow(imported: boolean, teamRejections: number): QualityRow {
  const crosswalkRows = readCodeRows().length;
  return {
    section: "source",
    key: "crosswalk",
    label: "Team-code crosswalk",
    status: imported ? (teamRejections ? "warning" : "active") : "missing",
    passed: crosswalkRows,
    total: null,
    score: null,
    detail: imported
      ? `backend/import/crosswalk: ${crosswalkRows.toLocaleString("en-US")} code rows map every source's team codes to our franchises; ${teamRejections.toLocaleString("en-US")} rows name clubs outside our leagues`
      : "not used: no open datasets imported",
  };
}

function databaseRow(db: Db, computedAt: string): QualityRow {
  return {
    section: "source",
    key: "database",
    label: "Database build",
    status: "active",
    passed: null,
    total: null,
    score: null,
    detail: `${dialectOf(db) === "postgres" ? "PostgreSQL" : "SQLite"}, built from the sources above by npm run db:build; figures computed ${computedAt.slice(0, 16).replace("T", " ")} UTC`,
  };
}

/** The sources section's rows, in the report's order, and the counts the rules repeat. */
export async function sourcesOf(
  db: Db,
  report: ImportReport,
  imported: boolean,
  computedAt: string,
): Promise<{ rows: QualityRow[]; counts: SourceCounts }> {
  const curated = await curatedRow(db);
  const coverage = await gameCoverage(db);
  const teamRejections = report.rejections.filter((r) => rejectionKind(r.reason) === "team").length;
  const rows = [
    curated.row,
    openDatasetsRow(report, imported, coverage),
    crosswalkRow(imported, teamRejections),
    databaseRow(db, computedAt),
  ];
  const counts: SourceCounts = {
    curatedRows: curated.curatedRows,
    rowsRead: report.files.reduce((a, f) => a + f.read, 0),
    missingFiles: report.files.filter((f) => f.missing).length,
    teamRejections,
    rowRejections: report.rejections.length - teamRejections,
  };
  return { rows, counts };
}
