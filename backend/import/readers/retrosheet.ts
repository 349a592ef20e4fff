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
  forfeit: 14,
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
/** Field 15: the game was forfeited to the visitors (V), to the home club (H), or ruled no decision (T). */
const FORFEITS: Record<string, "visitor" | "home" | "no decision"> = {
  V: "visitor",
  H: "home",
  T: "no decision",
};
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
    forfeit: FORFEITS[r.forfeit.trim()] ?? null,
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

/**
 * The rows of a game log: one row a line, fields split at commas, a quoted field holding no quote
 * (field 14 is the one with commas inside). Twice as quick as the general CSV reader over the
 * 233,000 rows of 1871-2024; a line it cannot split so (a doubled quote, text after a closing
 * quote) goes through the general reader, so every row reads as parseCsvRows reads it.
 */
export function gameLogRows(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split("\n");
  for (let k = 0; k < lines.length; k++) {
    const raw = lines[k];
    const s = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (s === "") continue;
    const fields = splitLine(s) ?? parseCsvRows(s)[0]?.fields ?? [];
    out.push({ line: k + 1, fields });
  }
  return out;
}

/** A line's fields, or null where it needs the general reader. */
function splitLine(s: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let end: number;
    if (s.charCodeAt(i) === 34) {
      const close = s.indexOf('"', i + 1);
      if (close < 0) return null;
      fields.push(s.slice(i + 1, close));
      end = close + 1;
    } else {
      const comma = s.indexOf(",", i);
      end = comma < 0 ? s.length : comma;
      const field = s.slice(i, end);
      if (field.includes('"') || field.includes("\r")) return null;
      fields.push(field);
    }
    if (end === s.length) return fields;
    if (s.charCodeAt(end) !== 44) return null;
    i = end + 1;
    if (i === s.length) {
      fields.push("");
      return fields;
    }
  }
}

/** The game log `file` in the build report (read counted, a bad row rejected); none when missing. */
export function readGameLog(report: ImportReport, stats: FileStats, file: string): GameLog[] {
  if (stats.missing) return [];
  const out: GameLog[] = [];
  for (const row of gameLogRows(fs.readFileSync(file, "utf8"))) {
    stats.read++;
    const game = gameLogOf(row.line, row.fields);
    if (game.ok) out.push(game.value);
    else report.reject(stats, row.line, game.reason);
  }
  return out;
}

/**
 * A club's totals in a game log row, in the log's order (glfields.txt 22-49 for the visitors, 50-77
 * for the home club): batting (at bats ... left on base), pitching (pitchers used, individual and
 * team earned runs, wild pitches, balks) and fielding (putouts ... triple plays). Null where the
 * row leaves a figure blank.
 */
export const TEAM_LINE_FIELDS = [
  "ab",
  "h",
  "doubles",
  "triples",
  "hr",
  "rbi",
  "sh",
  "sf",
  "hbp",
  "bb",
  "ibb",
  "so",
  "sb",
  "cs",
  "gidp",
  "ci",
  "lob",
  "pitchers",
  "er",
  "team_er",
  "wp",
  "balks",
  "po",
  "a",
  "e",
  "pb",
  "dp",
  "tp",
] as const;
export type TeamLineField = (typeof TEAM_LINE_FIELDS)[number];
export type TeamLine = Record<TeamLineField, number | null>;

/** A person a game log row names: Retrosheet id and name. */
export interface LogPerson {
  retroId: string;
  name: string;
}
/** A starting player: his defensive position, 1-9 as scored (1 pitcher ... 9 right field), 10 designated hitter. */
export interface LogStarter extends LogPerson {
  position: number;
}

/** What a game log row holds beyond the score: the clubs' totals and the people of the game. */
export interface GameLogDetail {
  teams: { visitor: TeamLine | null; home: TeamLine | null };
  /** The pitchers of record and the game-winning RBI batter; null where none is named. */
  winner: LogPerson | null;
  loser: LogPerson | null;
  save: LogPerson | null;
  gwrbi: LogPerson | null;
  starters: { visitor: LogPerson | null; home: LogPerson | null };
  /** The nine starters in batting order; null unless the row names all nine with a position. */
  lineups: { visitor: LogStarter[] | null; home: LogStarter[] | null };
  /** Field 161: Y complete, D derived from box score and story, P partial, N none; null if blank. */
  acquisition: "Y" | "N" | "D" | "P" | null;
}

/** Positions (0-based) of the detail fields (glfields.txt numbering less one). */
const DETAIL_AT = {
  teams: { visitor: 21, home: 49 },
  winner: 93,
  loser: 95,
  save: 97,
  gwrbi: 99,
  starters: { visitor: 101, home: 103 },
  lineups: { visitor: 105, home: 132 },
  acquisition: 160,
} as const;

const WHOLE_NUMBER = /^\d+$/;

/** A club's totals from `at`, or null where the row leaves every figure blank. */
function teamLineOf(f: readonly string[], at: number): TeamLine | null {
  let any = false;
  const out = {} as TeamLine;
  TEAM_LINE_FIELDS.forEach((k, i) => {
    const v = (f[at + i] ?? "").trim();
    out[k] = WHOLE_NUMBER.test(v) ? Number(v) : null;
    if (out[k] !== null) any = true;
  });
  return any ? out : null;
}

/** The person of an id and name field pair; "", "(none)" or a blank name mean nobody. */
function personAt(f: readonly string[], at: number): LogPerson | null {
  const retroId = (f[at] ?? "").trim();
  const name = personName(f[at + 1] ?? "");
  return retroId && name ? { retroId, name } : null;
}

/** The nine starters from `at` (id, name, position each), or null unless all nine are there. */
function lineupOf(f: readonly string[], at: number): LogStarter[] | null {
  const out: LogStarter[] = [];
  for (let slot = 0; slot < 9; slot++) {
    const person = personAt(f, at + slot * 3);
    const position = (f[at + slot * 3 + 2] ?? "").trim();
    if (!person || !/^([1-9]|10)$/.test(position)) return null;
    out.push({ ...person, position: Number(position) });
  }
  return out;
}

/** The detail of a game log row of 161 fields (see GameLogDetail). */
export function gameLogDetail(f: readonly string[]): GameLogDetail {
  const acquisition = (f[DETAIL_AT.acquisition] ?? "").trim();
  return {
    teams: {
      visitor: teamLineOf(f, DETAIL_AT.teams.visitor),
      home: teamLineOf(f, DETAIL_AT.teams.home),
    },
    winner: personAt(f, DETAIL_AT.winner),
    loser: personAt(f, DETAIL_AT.loser),
    save: personAt(f, DETAIL_AT.save),
    gwrbi: personAt(f, DETAIL_AT.gwrbi),
    starters: {
      visitor: personAt(f, DETAIL_AT.starters.visitor),
      home: personAt(f, DETAIL_AT.starters.home),
    },
    lineups: {
      visitor: lineupOf(f, DETAIL_AT.lineups.visitor),
      home: lineupOf(f, DETAIL_AT.lineups.home),
    },
    acquisition:
      acquisition === "Y" || acquisition === "N" || acquisition === "D" || acquisition === "P"
        ? acquisition
        : null,
  };
}

/**
 * Every row of the game log `file` the games step reads, with its detail; read outside the build
 * report (the games step counts and rejects these files' rows). `unread` counts the rows it rejects.
 */
export function readGameLogDetails(file: string): {
  rows: { game: GameLog; detail: GameLogDetail }[];
  unread: number;
} {
  const rows: { game: GameLog; detail: GameLogDetail }[] = [];
  let unread = 0;
  if (!fs.existsSync(file)) return { rows, unread };
  for (const row of gameLogRows(fs.readFileSync(file, "utf8"))) {
    const game = gameLogOf(row.line, row.fields);
    if (game.ok) rows.push({ game: game.value, detail: gameLogDetail(row.fields) });
    else unread++;
  }
  return { rows, unread };
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
