/**
 * The project's own score-feed format (documented in backend/import/feed/README.md): a JSON
 * object `{ "games": [record, ...] }`, each record naming one game, either by `id` (or `slug`)
 * or by `date` + `home` + `away` (team abbreviation, slug or name; a list gives alternatives),
 * optionally narrowed by `league`, with the new `status`, `period`, `clock` and scores.
 */
import { z } from "zod";
import { LEAGUE_KEYS, type LeagueKey } from "../../../domain/leagues";

/** A feed names any league of the registry. */
export type FeedLeague = LeagueKey;

const team = z.union([
  z.string().trim().min(1).max(100),
  z.array(z.string().trim().min(1).max(100)).min(1).max(5),
]);
const score = z.number().int().min(0).max(999).nullish();

export const feedRecordSchema = z
  .object({
    id: z.number().int().positive().optional(),
    slug: z.string().trim().min(1).max(200).optional(),
    league: z.enum(LEAGUE_KEYS).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date as yyyy-MM-dd (US Eastern).")
      .optional(),
    home: team.optional(),
    away: team.optional(),
    status: z.enum(["scheduled", "live", "final", "postponed"]),
    /** Quarter, period or inning ("2", "OT"); for a final game its overtime marker (OT, 2OT, SO) or null. */
    period: z
      .union([z.string().trim().max(10), z.number().int().min(0).max(99)])
      .nullish()
      .transform((v) => (v === undefined || v === null || v === "" ? null : String(v))),
    /** Time remaining in the period, e.g. "12:34". */
    clock: z
      .string()
      .trim()
      .regex(/^\d{1,2}:\d{2}(\.\d)?$/, "Expected a clock like 12:34.")
      .nullish()
      .transform((v) => v ?? null),
    home_score: score,
    away_score: score,
  })
  .strict()
  .superRefine((r, ctx) => {
    const byKey = r.id !== undefined || r.slug !== undefined;
    const byTeams = r.date !== undefined && r.home !== undefined && r.away !== undefined;
    if (!byKey && !byTeams)
      ctx.addIssue({ code: "custom", message: "Name the game by id (or slug), or by date, home and away." });
    if ((r.status === "live" || r.status === "final") && (r.home_score == null || r.away_score == null)) {
      ctx.addIssue({
        code: "custom",
        path: ["home_score"],
        message: `A ${r.status} game needs both scores.`,
      });
    }
  });

export type FeedRecord = z.output<typeof feedRecordSchema>;

/** The envelope: records stay unknown here so one bad record never rejects the file. */
export const feedFileSchema = z
  .object({ source: z.string().optional(), games: z.array(z.unknown()) })
  .passthrough();

export interface FeedProblem {
  /** 0-based index in `games`. */
  index: number;
  reason: string;
}

/** Validates every record; bad ones become problems with the reason, the rest are returned. */
export function parseFeed(data: unknown): {
  records: { index: number; record: FeedRecord }[];
  problems: FeedProblem[];
} {
  const file = feedFileSchema.safeParse(data);
  if (!file.success)
    throw new Error(
      `Not a score feed: expected {"games": [...]} (${file.error.issues[0]?.message ?? "invalid"})`,
    );
  const records: { index: number; record: FeedRecord }[] = [];
  const problems: FeedProblem[] = [];
  file.data.games.forEach((raw, index) => {
    const parsed = feedRecordSchema.safeParse(raw);
    if (parsed.success) records.push({ index, record: parsed.data });
    else
      problems.push({
        index,
        reason: parsed.error.issues.map((i) => `${i.path.join(".") || "record"}: ${i.message}`).join("; "),
      });
  });
  return { records, problems };
}
