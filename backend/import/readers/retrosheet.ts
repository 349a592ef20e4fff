/**
 * Typed reader of a Retrosheet game-log row (retrosheet-gamelogs/gl*.txt: no header, one quoted CSV
 * row of 161 fields per game at fixed positions, described by glfields.txt). The fields the importer
 * uses are named here by position and checked by one zod schema; a row that fails is rejected with
 * its line and reason, the rest still read.
 */
import fs from "node:fs";
import { z } from "zod";
import { parseLineScore } from "../../../domain/line-score";
import { parseCsvRows } from "../csv";
import { isIsoDate, type FileStats, type ImportReport } from "../sources/common";

/** Every game log row has this many fields. */
const GAME_LOG_FIELDS = 161;

/** Position (0-based) of each field read, as numbered in glfields.txt less one. */
const AT = {
  date: 0,
  gameNumber: 1,
  visitor: 3,
  home: 6,
  visitorScore: 9,
  homeScore: 10,
  outs: 11,
  dayNight: 12,
  completion: 13,
  park: 16,
  attendance: 17,
  minutes: 18,
  visitorLine: 19,
  homeLine: 20,
  visitorManager: 90,
  homeManager: 92,
} as const;
/** The names of the home plate, first, second, third base, left and right field umpires. */
const UMPIRE_AT = [78, 80, 82, 84, 86, 88];

/** A number where the log may hold a blank or junk (attendance, outs, minutes): anything else is null. */
const looseNumber = z.string().transform((v) => {
  const n = v === "" ? NaN : Number(v);
  return Number.isFinite(n) ? n : null;
});
/** A person's name; "(none)" and a blank mean nobody. */
const personName = z.string().transform((v) => (v && v !== "(none)" ? v.trim() || null : null));
/** "1", "2", "3" (a doubleheader's games) or "A", "B" (a split doubleheader); "0" is a single game. */
const GAME_NUMBERS: Record<string, number> = { "1": 1, "2": 2, "3": 3, A: 1, B: 2 };

const fields = z.object({
  date: z
    .string()
    .refine(
      (v) => isIsoDate(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`),
      (v) => ({ message: `date: not yyyymmdd ("${v}")` }),
    )
    .transform((v) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`),
  gameNumber: z.string().transform((v) => GAME_NUMBERS[v] ?? null),
  visitor: z.string(),
  home: z.string(),
  visitorScore: z.string(),
  homeScore: z.string(),
  outs: looseNumber,
  dayNight: z.string().transform((v) => (v === "D" ? ("day" as const) : v === "N" ? ("night" as const) : null)),
  /** "yyyymmdd,park,vs,hs,len" when the game was completed on a later day: that day. */
  completion: z.string().transform((v) => {
    const m = /^(\d{4})(\d{2})(\d{2}),/.exec(v.trim());
    return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
  }),
  park: z.string(),
  attendance: looseNumber,
  minutes: looseNumber,
  visitorLine: z.string().transform(parseLineScore),
  homeLine: z.string().transform(parseLineScore),
  umpires: z.array(personName),
  visitorManager: personName,
  homeManager: personName,
});

/** Both scores are whole numbers (checked together: the log has them side by side). */
const schema = fields
  .superRefine((r, ctx) => {
    if (!Number.isInteger(Number(r.visitorScore)) || !Number.isInteger(Number(r.homeScore))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `score: not whole numbers ("${r.visitorScore}", "${r.homeScore}")` });
    }
  })
  .transform(({ visitorScore, homeScore, ...r }) => ({
    ...r,
    season: Number(r.date.slice(0, 4)),
    visitorScore: Number(visitorScore),
    homeScore: Number(homeScore),
  }));

export type GameLog = z.output<typeof schema> & { line: number };

/** One row's fields typed, or the reason it is rejected (the first problem found). */
function gameLogOf(line: number, f: readonly string[]): { ok: true; value: GameLog } | { ok: false; reason: string } {
  if (f.length < GAME_LOG_FIELDS) return { ok: false, reason: `expected ${GAME_LOG_FIELDS} fields, found ${f.length}` };
  const named = Object.fromEntries(Object.entries(AT).map(([name, i]) => [name, f[i]]));
  const parsed = schema.safeParse({ ...named, umpires: UMPIRE_AT.map((i) => f[i]) });
  return parsed.success ? { ok: true, value: { ...parsed.data, line } } : { ok: false, reason: parsed.error.issues[0].message };
}

/** The game log `file` in the build report (read counted, a bad row rejected); none when missing. */
export function readGameLog(report: ImportReport, stats: FileStats, file: string): GameLog[] {
  if (stats.missing) return [];
  const out: GameLog[] = [];
  for (const row of parseCsvRows(fs.readFileSync(file, "utf8"))) {
    stats.read++;
    const game = gameLogOf(row.line, row.fields);
    if (game.ok) out.push(game.value);
    else report.reject(stats, row.line, game.reason);
  }
  return out;
}
