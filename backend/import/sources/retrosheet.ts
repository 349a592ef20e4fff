/**
 * MLB games from the Retrosheet game logs (retrosheet-gamelogs/, one quoted CSV row of 161 fields
 * per game, no header; glfields.txt describes them): every regular-season game of 1998-2024
 * (glYYYY.txt) and every postseason game since 1903 (glwc/gldv/gllc = `postseason`, glws = the World
 * Series, `championship` games of the MLB title). The All-Star games (glas.txt) are left out: they
 * are exhibitions between leagues, not games of a club, and would count in no record.
 *
 * Teams: Retrosheet codes (NYA, SLN, ...) → Lahman `franchID` through lahman-2025-stats/Teams.csv
 * `teamIDretro` of the season (the latest season's code for a season past the file), then the
 * crosswalk's `lahman` rows. Parks: field 17 → ballparks.csv NAME (Retrosheet's name of the park; a
 * curated name of the season wins, see venue-names.ts). What the logs give beyond the score: the
 * line score by inning, attendance, duration in minutes, day/night, the doubleheader game number,
 * the umpires (officials) and the two managers. Known gaps (SOURCES.md): a few 2022-23 postseason
 * managers and one 2024 park are empty in the logs and stay empty here; no 2024 postseason.
 *
 * Retrosheet's notice (backend/data/attributions.json, id retrosheet) is shown wherever these games are.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildStep } from "../step";
import { parseCsvRows } from "../csv";
import { lahmanTeams } from "../readers/lahman";
import { isIsoDate, readRows, RowError, leagueImport } from "./common";
import { gameBase, insertGames, markIncomplete, type GameDraft } from "./games";
import { parseLineScore } from "../../../domain/line-score";
import { pairFailure } from "./team-refs";

const LEAGUE = "mlb";
const DIR = "retrosheet-gamelogs";
export const RETROSHEET_FIRST_REGULAR_SEASON = 1998;
const POSTSEASON_FILES: { file: string; gameType: GameDraft["gameType"] }[] = [
  { file: "glwc.txt", gameType: "postseason" },
  { file: "gldv.txt", gameType: "postseason" },
  { file: "gllc.txt", gameType: "postseason" },
  { file: "glws.txt", gameType: "championship" },
];
const UMPIRES = ["Home plate", "First base", "Second base", "Third base", "Left field", "Right field"];

/** Retrosheet code → Lahman franchID, by season (and the latest season that names the code). */
function retroCodes(dataDir: string): (code: string, year: number) => string | null {
  const file = path.join(dataDir, "lahman-2025-stats", "Teams.csv");
  const bySeason = new Map<string, string>();
  const latest = new Map<string, { year: number; franch: string }>();
  if (fs.existsSync(file)) {
    for (const { yearID: year, teamIDretro: code, franchID } of lahmanTeams.readFile(file)) {
      bySeason.set(`${year}:${code}`, franchID);
      if ((latest.get(code)?.year ?? 0) < year) latest.set(code, { year, franch: franchID });
    }
  }
  return (code, year) => bySeason.get(`${year}:${code}`) ?? ((latest.get(code)?.year ?? Infinity) < year ? latest.get(code)!.franch : null);
}

function parks(dataDir: string, report: NonNullable<Awaited<ReturnType<typeof leagueImport>>>["report"]): Map<string, string> {
  const file = path.join(dataDir, DIR, "ballparks.csv");
  const stats = report.open(file, "baseball", "professional");
  const out = new Map<string, string>();
  for (const row of readRows(report, stats, file) ?? []) {
    out.set(row.get("PARKID"), row.get("NAME"));
    stats.imported++;
  }
  report.done(stats, "park names of the game logs");
  return out;
}

/** Field 14, "yyyymmdd,park,vs,hs,len" when the game was completed on a later day. */
function completion(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2}),/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const person = (name: string | undefined) => (name && name !== "(none)" ? name.trim() || null : null);

export const retrosheetGamesStep: BuildStep = {
  name: "MLB games (Retrosheet game logs)",
  async run(ctx) {
    const setup = await leagueImport(ctx, LEAGUE);
    if (!setup) return;
    const { dataDir, league, report, crosswalk } = setup;
    const franchOf = retroCodes(dataDir);
    const parkName = parks(dataDir, report);
    const files = [
      ...POSTSEASON_FILES,
      ...fs
        .readdirSync(path.join(dataDir, DIR), { withFileTypes: true })
        .filter((e) => /^gl\d{4}\.txt$/.test(e.name) && Number(e.name.slice(2, 6)) >= RETROSHEET_FIRST_REGULAR_SEASON)
        .map((e) => ({ file: e.name, gameType: "regular" as const })),
    ];
    const games: GameDraft[] = [];
    for (const { file: name, gameType } of files) {
      const file = path.join(dataDir, DIR, name);
      const stats = report.open(file, "baseball", "professional");
      if (stats.missing) continue;
      for (const row of parseCsvRows(fs.readFileSync(file, "utf8"))) {
        stats.read++;
        const f = row.fields;
        try {
          if (f.length < 161) throw new RowError(`expected 161 fields, found ${f.length}`);
          const date = `${f[0].slice(0, 4)}-${f[0].slice(4, 6)}-${f[0].slice(6, 8)}`;
          if (!isIsoDate(date)) throw new RowError(`date: not yyyymmdd ("${f[0]}")`);
          const season = Number(f[0].slice(0, 4));
          const side = (code: string) => {
            const franch = franchOf(code, season);
            const r = franch ? crosswalk.resolve("lahman", LEAGUE, franch, season) : null;
            return r ?? { ok: false as const, reason: `unmatched Retrosheet team code "${code}" for season ${season} (no Lahman teamIDretro row)` };
          };
          const home = side(f[6]);
          const away = side(f[3]);
          if (!home.ok || !away.ok) {
            report.reject(stats, row.line, pairFailure(home, away));
            if (gameType === "regular") markIncomplete(ctx, LEAGUE, season);
            continue;
          }
          const awayScore = Number(f[9]);
          const homeScore = Number(f[10]);
          if (!Number.isInteger(awayScore) || !Number.isInteger(homeScore)) throw new RowError(`score: not whole numbers ("${f[9]}", "${f[10]}")`);
          const attendance = f[17] === "" ? null : Number(f[17]);
          const umpires = UMPIRES.map((position, i) => ({ position, name: person(f[78 + 2 * i]) })).filter(
            (u): u is { position: string; name: string } => u.name !== null,
          );
          const number = { "1": 1, "2": 2, "3": 3, A: 1, B: 2 }[f[1]] ?? null;
          games.push({
            ...gameBase(ctx, LEAGUE),
            season,
            date,
            time: null,
            home: home.value,
            away: away.value,
            homeScore,
            awayScore,
            // Extra innings (more than 54 outs): the innings played, shown as "Final/10".
            overtime: Number(f[11]) > 54 ? String(Math.ceil(Number(f[11]) / 6)) : null,
            neutral: false,
            venue: parkName.get(f[16]) ?? null,
            // Zero means "not given", except in 2020, when no crowd was admitted.
            attendance: attendance === null || !Number.isFinite(attendance) || (attendance === 0 && season !== 2020) ? null : attendance,
            weather: null,
            officials: umpires,
            week: null,
            gameType,
            championshipId: gameType === "championship" ? league.id : null,
            source: "retrosheet",
            lineScore: { away: parseLineScore(f[19]), home: parseLineScore(f[20]) },
            durationMinutes: Number(f[18]) > 0 ? Number(f[18]) : null,
            dayNight: f[12] === "D" ? "day" : f[12] === "N" ? "night" : null,
            gameNumber: number,
            managers: { away: person(f[90]), home: person(f[92]) },
            completedDate: completion(f[13]),
          });
          stats.imported++;
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          report.reject(stats, row.line, error.message);
        }
      }
      report.done(stats);
    }
    const n = await insertGames(ctx, games);
    report.count("baseball", "professional", "games", n);
  },
};
