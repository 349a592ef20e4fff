/**
 * Typed readers of multisport-elo-lab: Sports-Reference schedule exports, read by column position
 * since their headers repeat names ("G" for both sides' goals) or leave them blank (the OT column).
 */
import fs from "node:fs";
import { z } from "zod";
import { parseCsvRows } from "../csv";
import {
  isIsoDate,
  isoDate,
  monthNumber,
  readRows,
  type FileStats,
  type ImportReport,
  type RawRow,
} from "../sources/common";
import { optInt, seasonFiles, text, typedReader, type SeasonFiles, type Typed } from "./typed";

/** A league's folder of season files: nhl/nhl_2025.csv, named after the year the season ends (NFL: the season). */
function leagueFiles(league: "nhl" | "nba" | "nfl"): SeasonFiles {
  return seasonFiles(
    `multisport-elo-lab/${league}`,
    (year) => `${league}_${year}.csv`,
    new RegExp(`^${league}_(\\d{4})\\.csv$`),
  );
}

interface PositionalReader<S extends z.ZodRawShape> extends SeasonFiles {
  /** Reads `file` into the build report (none when missing); a row failing the schema is rejected with its line and reason. */
  read(report: ImportReport, stats: FileStats, file: string): Typed<S>[];
  /** Reads `file` outside the build report (cross-checks), blank lines left out; throws on a bad row. */
  readFile(file: string): Typed<S>[];
}

/**
 * A typed reader whose columns are named here and found by position in the file. `heading` tells a
 * section heading inside the table (Pro-Football-Reference's "Playoffs" row): left out, and not
 * counted as a row read.
 */
function positionalReader<S extends z.ZodRawShape>(
  label: string,
  files: SeasonFiles,
  positions: { [K in keyof S]: number },
  columns: S,
  heading: (fields: string[]) => boolean = () => false,
): PositionalReader<S> {
  const reader = typedReader(label, columns);
  const byPosition = (line: number, fields: string[]): RawRow => ({
    line,
    fields,
    get: (c) => (fields[positions[c]] ?? "").trim(),
  });
  return {
    ...files,
    read(report, stats, file) {
      const rows = readRows(report, stats, file) ?? [];
      const table = rows.filter((r) => !heading(r.fields));
      stats.read -= rows.length - table.length;
      return reader.parse(
        report,
        stats,
        table.map((r) => byPosition(r.line, r.fields)),
      );
    },
    readFile: (file) =>
      reader.checkAll(
        file,
        parseCsvRows(fs.readFileSync(file, "utf8"))
          .slice(1)
          .filter((r) => r.fields.some((v) => v.trim() !== "") && !heading(r.fields))
          .map((r) => byPosition(r.line, r.fields)),
      ),
  };
}

/** Attendance as written ("18,411"), or blank. */
const attendance = text.transform((v) => v.replace(/,/g, "")).pipe(optInt);

/**
 * nhl/nhl_{end year}.csv (Hockey-Reference): Date, Time, Visitor, G, Home, G, OT/SO marker, Att.,
 * LOG, Notes ("at City (Country)" for a neutral site); goals blank until played.
 */
export const hockeyReferenceGames = positionalReader(
  "Hockey-Reference schedule",
  leagueFiles("nhl"),
  {
    date: 0,
    time: 1,
    visitor: 2,
    visitorGoals: 3,
    home: 4,
    homeGoals: 5,
    marker: 6,
    attendance: 7,
    notes: 9,
  },
  {
    date: text.refine(isIsoDate, "not a date"),
    time: text,
    visitor: text,
    visitorGoals: optInt,
    home: text,
    homeGoals: optInt,
    marker: text.regex(/^(\d*OT|SO)?$/, "unknown overtime marker"),
    attendance,
    notes: text,
  },
);

/** A Basketball-Reference date ("Tue Oct 21 2025") as an ISO date. */
const bbrefDate = text.transform((v, ctx) => {
  const m = /^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})$/.exec(v);
  const month = m ? monthNumber(m[1]) : null;
  const date = m && month ? isoDate(Number(m[3]), month, Number(m[2])) : "";
  if (isIsoDate(date)) return date;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'not a date like "Tue Oct 21 2025"' });
  return z.NEVER;
});

/**
 * nba/nba_{end year}.csv (Basketball-Reference): Date, Start (ET), Visitor, PTS, Home, PTS, Box
 * Score, OT marker, Attend., LOG, Arena, Notes ("Play-In Game", "NBA Cup", "at City" ...); points
 * blank until played.
 */
export const basketballReferenceGames = positionalReader(
  "Basketball-Reference schedule",
  leagueFiles("nba"),
  {
    date: 0,
    start: 1,
    visitor: 2,
    visitorPoints: 3,
    home: 4,
    homePoints: 5,
    marker: 7,
    attendance: 8,
    arena: 10,
    notes: 11,
  },
  {
    date: bbrefDate,
    start: text,
    visitor: text,
    visitorPoints: optInt,
    home: text,
    homePoints: optInt,
    marker: text.regex(/^(\d*OT)?$/, "unknown overtime marker"),
    attendance,
    arena: text,
    notes: text,
  },
);

/** The seasons of nfl/ whose file holds results (the later file, nfl_2026.csv, is a schedule). */
export const PFR_RESULT_SEASONS = [2022, 2023, 2024, 2025] as const;
/** The season of nfl/'s schedule file, in the schedule layout below. */
export const PFR_SCHEDULE_SEASON = 2026;

/**
 * nfl/nfl_{season}.csv of a played season (Pro-Football-Reference results): Week (a number, or
 * WildCard, Division, ConfChamp, SuperBowl), Day, Date, Time, Winner/tie, "@" (winner away) or "N"
 * (neutral site), Loser/tie, boxscore, winner's points, loser's points, ...; the playoffs follow a
 * "Playoffs" heading row.
 */
export const proFootballReferenceResults = positionalReader(
  "Pro-Football-Reference results",
  leagueFiles("nfl"),
  { week: 0, date: 2, time: 3, winner: 4, site: 5, loser: 6, winnerPoints: 8, loserPoints: 9 },
  {
    week: text,
    date: text.refine(isIsoDate, "not a date"),
    time: text,
    winner: text,
    site: text.regex(/^[@N]?$/, 'not "@", "N" or blank'),
    loser: text,
    winnerPoints: optInt,
    loserPoints: optInt,
  },
  (fields) => (fields[0] ?? "").trim() === "" && (fields[2] ?? "").trim() === "Playoffs",
);

/**
 * nfl/nfl_2026.csv (Pro-Football-Reference schedule): Week, Day, date as "September 9" (no year),
 * visitor, visitor's points, "@" or "N", home, home's points, time (Eastern).
 */
export const proFootballReferenceSchedule = positionalReader(
  "Pro-Football-Reference schedule",
  leagueFiles("nfl"),
  { week: 0, date: 2, visitor: 3, visitorPoints: 4, site: 5, home: 6, homePoints: 7, time: 8 },
  {
    week: optInt,
    date: text.regex(/^[A-Za-z]+\s+\d{1,2}$/, 'not a "Month day" date'),
    visitor: text,
    visitorPoints: optInt,
    site: text.regex(/^[@N]?$/, 'not "@", "N" or blank'),
    home: text,
    homePoints: optInt,
    time: text,
  },
);
