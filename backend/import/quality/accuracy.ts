/**
 * Accuracy of the data-quality report: the cross-checks of our curated facts against the open
 * datasets (backend/import/cross-check, the same comparisons tests/data/cross-check.test.ts runs),
 * one row per check, each tied to the championship it is about.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { runCrossChecks } from "../cross-check/run";
import { percent } from "./figures";
import type { QualityRow } from "./rows";

type Db = Kysely<Database>;

export interface Accuracy {
  rows: QualityRow[];
  checks: number;
  agreements: number;
  unexplained: number;
}

/**
 * The championship a cross-check is about, from the subjects it compares: championship slugs
 * themselves, or programs (team slugs) of one sport and level, whose championship that is. A check
 * spanning several is a whole-database figure (null).
 */
async function crossCheckChampionships(db: Db): Promise<(subjects: readonly string[]) => string | null> {
  const championships = await db
    .selectFrom("championships")
    .select(["slug", "sport_id", "level_id"])
    .execute();
  const teams = await db.selectFrom("teams").select(["slug", "sport_id", "level_id"]).execute();
  const bySlug = new Set(championships.map((c) => c.slug));
  const teamLeague = new Map(
    teams.map((t) => [
      t.slug,
      championships.find((c) => c.sport_id === t.sport_id && c.level_id === t.level_id)?.slug ?? null,
    ]),
  );
  return (subjects) => {
    const found = new Set(subjects.map((s) => (bySlug.has(s) ? s : (teamLeague.get(s) ?? null))));
    return found.size === 1 ? [...found][0]! : null;
  };
}

/** Runs the cross-checks when this build imported the open datasets they compare with (`dataDir`), else none. */
export async function accuracyOf(db: Db, dataDir: string | null, curatedDir: string): Promise<Accuracy> {
  const crossChecks = dataDir ? runCrossChecks(dataDir, curatedDir) : [];
  const championshipOf = await crossCheckChampionships(db);
  const rows = crossChecks.map((c): QualityRow => ({
    championship: championshipOf(c.subjects),
    section: "accuracy",
    key: c.key,
    label: c.missing ? c.key : `${c.source}: ${c.label}`,
    score: c.missing ? null : percent(c.agreements, c.checks),
    passed: c.agreements,
    total: c.checks,
    status: c.missing ? "missing" : null,
    detail: c.missing
      ? `not compared: ${c.missing} is missing`
      : `${c.rowsCompared.toLocaleString("en-US")} records compared; ${c.checks - c.agreements} disagreements (${c.explained} explained in cross-check-exceptions.csv, ${c.unexplained.length} unexplained)`,
  }));
  return {
    rows,
    checks: crossChecks.reduce((a, c) => a + c.checks, 0),
    agreements: crossChecks.reduce((a, c) => a + c.agreements, 0),
    unexplained: crossChecks.reduce((a, c) => a + c.unexplained.length, 0),
  };
}
