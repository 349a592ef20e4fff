/**
 * Curated standings files of a row per season and team (backend/data/standings): every column of
 * the schema is required, a row's team_slug must name a team, and the rows are kept by season and
 * team id.
 */
import path from "node:path";
import type { z } from "zod";
import type { BuildContext } from "../context";
import { readCsvFile } from "../data-files";

/** A zod object schema whose rows name a season and a team. */
type TeamSeasonSchema<Row> = z.ZodObject<z.ZodRawShape, z.UnknownKeysParam, z.ZodTypeAny, Row>;

/**
 * By season, team id to what `keep` makes of the row; `keep` returns null for a row it has reported
 * as a problem (a missing file is no rows).
 */
export function readTeamSeasonFile<Row extends { season: number; team_slug: string }, T>(
  ctx: BuildContext,
  name: string,
  schema: TeamSeasonSchema<Row>,
  keep: (row: Row, line: number, file: string) => T | null,
): Map<number, Map<number, T>> {
  const out = new Map<number, Map<number, T>>();
  const file = path.join(ctx.dataDir, name);
  const rows = readCsvFile(
    file,
    schema.transform((r) => r),
    { required: Object.keys(schema.shape), optional: [] },
    ctx.problems,
  );
  for (const { line, row } of rows ?? []) {
    const team = ctx.lookups.teamsBySlug.get(row.team_slug);
    if (!team) {
      ctx.problems.add(file, line, `team_slug: no team "${row.team_slug}"`);
      continue;
    }
    const kept = keep(row, line, file);
    if (kept === null) continue;
    const season = out.get(row.season) ?? new Map<number, T>();
    season.set(team.id, kept);
    out.set(row.season, season);
  }
  return out;
}
