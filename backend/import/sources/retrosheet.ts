/**
 * MLB games from the Retrosheet game logs (retrosheet-gamelogs/, one quoted CSV row of 161 fields
 * per game, no header; glfields.txt describes them): every regular-season game of 1871-2024 (the
 * National Association, National League, American Association, Union Association, Players' League,
 * American League and Federal League; early rows lack line scores, attendance or umpires, which stay
 * empty; forfeits keep the score the logs give and are listed for the standings check)
 * (glYYYY.txt) and every postseason game since 1903 (glwc/gldv/gllc = `postseason`, glws = the World
 * Series, `championship` games of the MLB title). The All-Star games (glas.txt) are left out: they
 * are exhibitions between leagues, not games of a club, and would count in no record.
 *
 * Teams: Retrosheet codes (NYA, SLN, ...) → Lahman `franchID` through lahman-2025-stats/Teams.csv
 * `teamIDretro` of the season (the latest season's code for a season past the file), then the
 * crosswalk's `lahman` rows. Parks: field 17 → ballparks.csv NAME (Retrosheet's name of the park; a
 * curated name of the season wins, see venue-names.ts). What the logs give beyond the score: the
 * line score by inning, attendance, duration in minutes, day/night, the doubleheader game number,
 * the umpires (officials) and the two managers. The postseason logs come from an older Retrosheet
 * release whose 2022-23 managers are partly wrong (SOURCES.md): a postseason manager who is not the
 * manager of the club's last regular-season game that season takes that manager's name, the
 * logged name kept beside it for /data-quality (domain/managers-of-record.ts). Known gaps: one 2024
 * park is empty in the logs and stays empty here; no 2024 postseason.
 *
 * Retrosheet's notice (backend/data/attributions.json, id retrosheet) is shown wherever these games are.
 */
import { lahmanTeams } from "../readers/lahman";
import { gameLogFiles, readGameLog, retrosheetParks } from "../readers/retrosheet";
import type { BuildContext } from "../context";
import { leagueStep, type LeagueSetup } from "./common";
import { gameBase, insertGames, markIncomplete, type GameDraft } from "./games";
import { pairFailure } from "./team-refs";
import {
  lastRegularManagers,
  managerCorrections,
  managerOfRecord,
  type ManagedGame,
} from "../../../domain/managers-of-record";

const LEAGUE = "mlb";

/** A regular-season game the logs mark forfeited (field 15), kept with the score the logs give. */
export interface LoggedForfeit {
  season: number;
  date: string;
  homeTeamId: number;
  awayTeamId: number;
  /** The side the game was forfeited to, or "no decision". */
  to: "home" | "away" | "no decision";
  homeScore: number;
  awayScore: number;
}
const forfeitsByBuild = new WeakMap<BuildContext, LoggedForfeit[]>();
/** The forfeits the games step read in this build (the standings check names them as a cause). */
export function loggedForfeits(ctx: BuildContext): readonly LoggedForfeit[] {
  return forfeitsByBuild.get(ctx) ?? [];
}
export const RETROSHEET_FIRST_REGULAR_SEASON = 1871;
/** The game type of each round's games: the World Series decides the MLB title. */
const GAME_TYPES: Record<ReturnType<typeof gameLogFiles>[number]["round"], GameDraft["gameType"]> = {
  wildCard: "postseason",
  division: "postseason",
  leagueChampionship: "postseason",
  worldSeries: "championship",
  regular: "regular",
};
const UMPIRES = ["Home plate", "First base", "Second base", "Third base", "Left field", "Right field"];

/** Retrosheet code → Lahman franchID, by season (and the latest season that names the code). */
export function retroCodes(dataDir: string): (code: string, year: number) => string | null {
  const bySeason = new Map<string, string>();
  const latest = new Map<string, { year: number; franch: string }>();
  if (lahmanTeams.exists(dataDir)) {
    for (const { yearID: year, teamIDretro: code, franchID } of lahmanTeams.load(dataDir)) {
      bySeason.set(`${year}:${code}`, franchID);
      if ((latest.get(code)?.year ?? 0) < year) latest.set(code, { year, franch: franchID });
    }
  }
  return (code, year) =>
    bySeason.get(`${year}:${code}`) ??
    ((latest.get(code)?.year ?? Infinity) < year ? latest.get(code)!.franch : null);
}

function parks(dataDir: string, report: LeagueSetup["report"]): Map<string, string> {
  const { stats, rows } = retrosheetParks.open(report, dataDir, "baseball", "professional");
  const out = new Map<string, string>();
  for (const row of rows) {
    out.set(row.PARKID, row.NAME);
    stats.imported++;
  }
  report.done(stats, "park names of the game logs");
  return out;
}

export const retrosheetGamesStep = leagueStep(
  "MLB games (Retrosheet game logs)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    const franchOf = retroCodes(dataDir);
    const parkName = parks(dataDir, report);
    const games: GameDraft[] = [];
    const managed: { draft: GameDraft; game: ManagedGame }[] = [];
    const forfeits: LoggedForfeit[] = [];
    forfeitsByBuild.set(ctx, forfeits);
    for (const { file, round } of gameLogFiles(dataDir, RETROSHEET_FIRST_REGULAR_SEASON)) {
      const gameType = GAME_TYPES[round];
      const stats = report.open(file, "baseball", "professional");
      if (stats.missing) continue;
      for (const g of readGameLog(report, stats, file)) {
        const side = (code: string) => {
          const franch = franchOf(code, g.season);
          const r = franch ? crosswalk.resolve("lahman", LEAGUE, franch, g.season) : null;
          return (
            r ?? {
              ok: false as const,
              reason: `unmatched Retrosheet team code "${code}" for season ${g.season} (no Lahman teamIDretro row)`,
            }
          );
        };
        const home = side(g.home);
        const away = side(g.visitor);
        if (!home.ok || !away.ok) {
          report.reject(stats, g.line, pairFailure(home, away));
          if (gameType === "regular") markIncomplete(ctx, LEAGUE, g.season);
          continue;
        }
        games.push({
          ...gameBase(ctx, LEAGUE),
          season: g.season,
          date: g.date,
          time: null,
          home: home.value,
          away: away.value,
          homeScore: g.homeScore,
          awayScore: g.visitorScore,
          // Extra innings (more than 54 outs): the innings played, shown as "Final/10".
          overtime: g.outs !== null && g.outs > 54 ? String(Math.ceil(g.outs / 6)) : null,
          neutral: false,
          venue: parkName.get(g.park) ?? null,
          // Zero means "not given", except in 2020, when no crowd was admitted.
          attendance: g.attendance === 0 && g.season !== 2020 ? null : g.attendance,
          weather: null,
          officials: UMPIRES.map((position, i) => ({ position, name: g.umpires[i] })).filter(
            (u): u is { position: string; name: string } => u.name !== null,
          ),
          week: null,
          gameType,
          championshipId: gameType === "championship" ? league.id : null,
          source: "retrosheet",
          lineScore: { away: g.visitorLine, home: g.homeLine },
          durationMinutes: g.minutes !== null && g.minutes > 0 ? g.minutes : null,
          dayNight: g.dayNight,
          gameNumber: g.gameNumber,
          managers: { away: g.visitorManager, home: g.homeManager },
          completedDate: g.completion,
        });
        if (g.forfeit && gameType === "regular")
          forfeits.push({
            season: g.season,
            date: g.date,
            homeTeamId: home.value.team.id,
            awayTeamId: away.value.team.id,
            to: g.forfeit === "visitor" ? "away" : g.forfeit,
            homeScore: g.homeScore,
            awayScore: g.visitorScore,
          });
        managed.push({
          draft: games[games.length - 1],
          game: {
            season: g.season,
            date: g.date,
            gameNumber: g.gameNumber,
            regular: gameType === "regular",
            home: { team: g.home, manager: g.homeManager },
            away: { team: g.visitor, manager: g.visitorManager },
          },
        });
        stats.imported++;
      }
      report.done(stats);
    }
    correctManagers(managed, ctx.log);
    const reversed = forfeits.filter((f) => f.to !== "no decision" && winnerBy(f) !== f.to).length;
    ctx.log(
      `  forfeits in the regular-season logs: ${forfeits.length} (${forfeits.filter((f) => f.to === "no decision").length} ruled no decision), kept with the logged score; ${reversed} of them have a logged score that does not give the forfeit's winner the win`,
    );
    const n = await insertGames(ctx, games);
    report.count("baseball", "professional", "games", n);
  },
);

/** The side a game's score makes the winner (null for a tie). */
export function winnerBy(g: { homeScore: number; awayScore: number }): "home" | "away" | null {
  return g.homeScore > g.awayScore ? "home" : g.awayScore > g.homeScore ? "away" : null;
}

/** Postseason managers of record from the regular-season logs (the logged name kept as `logged`). */
function correctManagers(
  managed: readonly { draft: GameDraft; game: ManagedGame }[],
  log: (message: string) => void,
): void {
  const all = managed.map((m) => m.game);
  const last = lastRegularManagers(all);
  for (const { draft, game } of managed) {
    if (game.regular) continue;
    const home = managerOfRecord(last, game.season, game.home);
    const away = managerOfRecord(last, game.season, game.away);
    if (home === game.home.manager && away === game.away.manager) continue;
    draft.managers = {
      home,
      away,
      logged: {
        ...(home !== game.home.manager ? { home: game.home.manager } : {}),
        ...(away !== game.away.manager ? { away: game.away.manager } : {}),
      },
    };
  }
  const corrections = managerCorrections(all);
  log(
    `  postseason managers of record: ${corrections.reduce((n, c) => n + c.games, 0)} team-games corrected` +
      corrections.map((c) => `; ${c.season} ${c.team} "${c.logged}" -> "${c.manager}" (${c.games})`).join(""),
  );
}
