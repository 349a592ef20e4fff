/**
 * Typed reader of a Retrosheet game-log row (retrosheet-gamelogs/gl*.txt: no header, one quoted CSV
 * row of 161 fields per game at fixed positions, described by glfields.txt). The fields the importer
 * uses are named here by position and checked by one zod schema; a row that fails is rejected with
 * its line and reason, the rest still read.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseLineScore } from "../../../domain/line-score";
import { parseCsvRows } from "../csv";
import { isIsoDate, type FileStats, type ImportReport } from "../sources/common";
import { filled, seasonFiles, text, typedFile } from "./typed";

const DIR = "retrosheet-gamelogs";
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
function looseNumber(v: string): number | null {
  const n = v === "" ? NaN : Number(v);
  return Number.isFinite(n) ? n : null;
}
/** A person's name; "(none)" and a blank mean nobody. */
const personName = (v: string) => (v && v !== "(none)" ? v.trim() || null : null);
/** "1", "2", "3" (a doubleheader's games) or "A", "B" (a split doubleheader); "0" is a single game. */
const GAME_NUMBERS: Record<string, number> = { "1": 1, "2": 2, "3": 3, A: 1, B: 2 };
/** yyyymmdd as yyyy-mm-dd. */
const isoDate = (v: string) => `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`;
/** Field 14, "yyyymmdd,park,vs,hs,len" when the game was completed on a later day: that day. */
function completedOn(v: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2}),/.exec(v.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * The fields read, as text; the checks and conversions run once per row (a zod effect per field
 * made the 66k game rows several seconds slower to read).
 */
const schema = z
  .object({
    ...(Object.fromEntries(Object.keys(AT).map((name) => [name, z.string()])) as Record<
      keyof typeof AT,
      z.ZodString
    >),
    umpires: z.array(z.string()),
  })
  .superRefine((r, ctx) => {
    if (!isIsoDate(isoDate(r.date)))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `date: not yyyymmdd ("${r.date}")` });
    else if (!/^\d+$/.test(r.visitorScore) || !/^\d+$/.test(r.homeScore)) {
      // Both scores checked together: the log has them side by side. A blank is no score (not 0).
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `score: not whole numbers ("${r.visitorScore}", "${r.homeScore}")`,
      });
    }
  })
  .transform((r) => ({
    date: isoDate(r.date),
    season: Number(r.date.slice(0, 4)),
    gameNumber: GAME_NUMBERS[r.gameNumber] ?? null,
    visitor: r.visitor,
    home: r.home,
    visitorScore: Number(r.visitorScore),
    homeScore: Number(r.homeScore),
    outs: looseNumber(r.outs),
    dayNight: r.dayNight === "D" ? ("day" as const) : r.dayNight === "N" ? ("night" as const) : null,
    completion: completedOn(r.completion),
    park: r.park,
    attendance: looseNumber(r.attendance),
    minutes: looseNumber(r.minutes),
    visitorLine: parseLineScore(r.visitorLine),
    homeLine: parseLineScore(r.homeLine),
    umpires: r.umpires.map(personName),
    visitorManager: personName(r.visitorManager),
    homeManager: personName(r.homeManager),
  }));

export type GameLog = z.output<typeof schema> & { line: number };

/** One row's fields typed, or the reason it is rejected (the first problem found). */
function gameLogOf(
  line: number,
  f: readonly string[],
): { ok: true; value: GameLog } | { ok: false; reason: string } {
  if (f.length < GAME_LOG_FIELDS)
    return { ok: false, reason: `expected ${GAME_LOG_FIELDS} fields, found ${f.length}` };
  const named = Object.fromEntries(Object.entries(AT).map(([name, i]) => [name, f[i]]));
  const parsed = schema.safeParse({ ...named, umpires: UMPIRE_AT.map((i) => f[i]) });
  return parsed.success
    ? { ok: true, value: { ...parsed.data, line } }
    : { ok: false, reason: parsed.error.issues[0].message };
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

/** A club's batting totals in a game log: at bats, hits, home runs, walks, strikeouts. */
export interface GameLogBatting {
  ab: number;
  h: number;
  hr: number;
  bb: number;
  so: number;
}
/** Positions (0-based) of the visitors' and the home club's batting totals (glfields.txt 22-38, 50-66). */
const BATTING_AT = { visitor: 21, home: 49 } as const;
/** Offsets of the figures read within a club's batting block. */
const BATTING_OFFSET: Record<keyof GameLogBatting, number> = { ab: 0, h: 1, hr: 4, bb: 9, so: 11 };

/** A club's totals of a row, or null where the log leaves any of them blank (early games). */
function battingOf(f: readonly string[], at: number): GameLogBatting | null {
  const out: Partial<GameLogBatting> = {};
  for (const [k, off] of Object.entries(BATTING_OFFSET) as [keyof GameLogBatting, number][]) {
    const v = f[at + off];
    if (!/^\d+$/.test(v ?? "")) return null;
    out[k] = Number(v);
  }
  return out as GameLogBatting;
}

/**
 * The postseason game logs' batting totals by Retrosheet game id (home club, yyyymmdd, game number
 * 0-2), for the box-score check; read outside the build report (the games step counts these files).
 * A row too short to hold them is returned as a problem.
 */
export function postseasonBattingTotals(dataDir: string): {
  totals: Map<string, { visitor: GameLogBatting | null; home: GameLogBatting | null }>;
  problems: string[];
} {
  const totals = new Map<string, { visitor: GameLogBatting | null; home: GameLogBatting | null }>();
  const problems: string[] = [];
  for (const name of Object.values(POSTSEASON_LOGS)) {
    const file = path.join(dataDir, DIR, name);
    if (!fs.existsSync(file)) continue;
    for (const row of parseCsvRows(fs.readFileSync(file, "utf8"))) {
      const f = row.fields;
      if (f.length < GAME_LOG_FIELDS) {
        problems.push(`${name} line ${row.line}: expected ${GAME_LOG_FIELDS} fields, found ${f.length}`);
        continue;
      }
      const number = f[AT.gameNumber] === "A" ? "1" : f[AT.gameNumber] === "B" ? "2" : f[AT.gameNumber];
      totals.set(`${f[AT.home]}${f[AT.date]}${number}`, {
        visitor: battingOf(f, BATTING_AT.visitor),
        home: battingOf(f, BATTING_AT.home),
      });
    }
  }
  return { totals, problems };
}

/** ballparks.csv: a park's code (the game logs' park field) and its name. */
export const retrosheetParks = typedFile(DIR, "ballparks.csv", { PARKID: text, NAME: text });

/** relatives.csv: "id1 is the {relation} of id2" between people with Retrosheet ids (Father, Brother, ...). */
export const retrosheetRelatives = typedFile(DIR, "relatives.csv", {
  id1: filled,
  relation: filled,
  id2: filled,
});

/** The postseason's game logs, by round (glas.txt, the All-Star games, is not read). */
const POSTSEASON_LOGS = {
  wildCard: "glwc.txt",
  division: "gldv.txt",
  leagueChampionship: "gllc.txt",
  worldSeries: "glws.txt",
} as const;
/**
 * The names this reader owns outside its typed files, read by the ownership test
 * (tests/unit/dataset-file-names.test.ts).
 * @public
 */
export const FILE_NAMES = Object.values(POSTSEASON_LOGS);

/** The regular seasons' game logs, glYYYY.txt. */
const regularSeasonLogs = seasonFiles(DIR, (season) => `gl${season}.txt`, /^gl(\d{4})\.txt$/);

/**
 * The game logs to read, in order: the postseason rounds (the World Series last), then the regular
 * seasons from `firstSeason` on.
 */
export function gameLogFiles(
  dataDir: string,
  firstSeason: number,
): { file: string; round: keyof typeof POSTSEASON_LOGS | "regular" }[] {
  return [
    ...Object.entries(POSTSEASON_LOGS).map(([round, name]) => ({
      file: path.join(dataDir, DIR, name),
      round: round as keyof typeof POSTSEASON_LOGS,
    })),
    ...regularSeasonLogs
      .keys(dataDir)
      .filter((season) => season >= firstSeason)
      .map((season) => ({ file: regularSeasonLogs.path(dataDir, season), round: "regular" as const })),
  ];
}
