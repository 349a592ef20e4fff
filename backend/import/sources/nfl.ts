/**
 * NFL games, three sources reconciled into one list without duplicates:
 *  - nflverse-games/games.csv (seasons 1999-2025): the primary source. Date, Eastern start time,
 *    scores, overtime, stadium, roof/surface/weather, referee, game_type (REG, WC, DIV, CON, SB)
 *    and week. Its 2025 season stops scoring after Week 13.
 *  - fivethirtyeight-nfl-elo-game/nfl_games.csv for the seasons before 1999 (team1 is the home
 *    team unless `neutral`; `playoff` marks the postseason; the season's last playoff game from
 *    1966 on is the Super Bowl). It has no week: the week is counted from the season's first game
 *    (weeks run Tuesday-Monday; playoff weeks continue the count).
 *  - multisport-elo-lab/nfl/nfl_YYYY.csv (Pro-Football-Reference exports): 2022-2025 fill in the
 *    scores nflverse lacks (and the 2025 playoffs); a game already in nflverse is merged, never
 *    added twice. nfl_2026.csv is the 2026 schedule without the year in its dates.
 * Winner/loser files give `@` when the winner was the away team and `N` for a neutral site.
 */
import { nflverseGames } from "../readers/nflverse-games";
import { fiveThirtyEightNflGames, type FiveThirtyEightNflGame } from "../readers/fivethirtyeight-nfl-elo";
import {
  PFR_RESULT_SEASONS,
  PFR_SCHEDULE_SEASON,
  proFootballReferenceResults,
  proFootballReferenceSchedule,
} from "../readers/multisport-elo-lab";
import type { BuildContext } from "../context";
import { type Crosswalk } from "../crosswalk";
import {
  addDays,
  daysBetween,
  intOrNull,
  isIsoDate,
  isoDate,
  monthNumber,
  RowError,
  time24,
  type ImportReport,
  leagueStep,
} from "./common";
import { addNflCoaches } from "./nfl-coaches";
import {
  findMatch,
  gameBase,
  indexGames,
  insertGames,
  type GameDraft,
  type GameType,
  type SeasonFileRead,
} from "./games";
import { gamePairResolver, type GameFile } from "./team-refs";

const LEAGUE = "nfl";

export interface NonMemberResult {
  season: number;
  date: string;
  teamId: number;
  home: boolean;
  own: number;
  opp: number;
  /** The outsider's source code (FiveThirtyEight), e.g. MUT. */
  opponent: string;
}
const NON_MEMBER = new WeakMap<BuildContext, NonMemberResult[]>();

/** 1920 games of APFA members against clubs outside the league (they count in the 1920 table). */
export function nonMemberResults(ctx: BuildContext): NonMemberResult[] {
  return NON_MEMBER.get(ctx) ?? [];
}

export const nflGamesStep = leagueStep(
  "NFL games (nflverse, FiveThirtyEight, Pro-Football-Reference)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    const games: GameDraft[] = [];

    games.push(...readNflverse(ctx, report, crosswalk, dataDir, league.id));
    // FiveThirtyEight covers what nflverse does not: the seasons before its first one (all of them
    // when the nflverse file is missing).
    const nflverseFirst = games.reduce((m, g) => Math.min(m, g.season), Infinity);
    games.push(...readFiveThirtyEight(ctx, report, crosswalk, dataDir, league.id, nflverseFirst));
    for (const season of PFR_RESULT_SEASONS) {
      const file = proFootballReferenceResults.path(dataDir, season);
      readPfrResults({ ctx, report, crosswalk, file, season, games }, league.id);
    }
    const file = proFootballReferenceSchedule.path(dataDir, PFR_SCHEDULE_SEASON);
    readPfrSchedule({ ctx, report, crosswalk, file, season: PFR_SCHEDULE_SEASON, games });

    const n = await insertGames(ctx, games);
    report.count("football", "professional", "games", n);
    addNflCoaches(ctx, games);
  },
);

function base(ctx: BuildContext): Pick<GameDraft, "league" | "sport_id" | "level_id"> {
  return gameBase(ctx, LEAGUE);
}

/** A club we do not track makes the season's table incomplete; a known non-NFL game (AAFC) does not. */
const unmatchedClub = (reasons: string[]) => reasons.some((r) => r.startsWith("unmatched"));

/** The clubs of Pro-Football-Reference's results and schedules, in its names. */
const pfrPairs = (file: GameFile) => gamePairResolver(file, "pro-football-reference", LEAGUE, unmatchedClub);

const NFLVERSE_TYPES: Record<string, GameType> = {
  REG: "regular",
  WC: "postseason",
  DIV: "postseason",
  CON: "postseason",
  SB: "championship",
};

function readNflverse(
  ctx: BuildContext,
  report: ImportReport,
  crosswalk: Crosswalk,
  dataDir: string,
  championshipId: number,
): GameDraft[] {
  const { stats, rows } = nflverseGames.open(report, dataDir, "football", "professional");
  const pairOf = gamePairResolver({ ctx, report, stats, crosswalk }, "nflverse", LEAGUE, unmatchedClub);
  const out: GameDraft[] = [];
  for (const row of rows) {
    try {
      const { season, gameday: date, home_score: homeScore, away_score: awayScore } = row;
      const type = NFLVERSE_TYPES[row.game_type];
      if (!type) throw new RowError(`game_type: unknown ("${row.game_type}")`);
      const teams = pairOf(row.line, season, row.home_team, row.away_team);
      if (!teams) continue;
      const weather = [row.roof, row.surface, row.temp && `${row.temp}°F`, row.wind && `wind ${row.wind} mph`]
        .filter(Boolean)
        .join(", ");
      out.push({
        ...base(ctx),
        season,
        date,
        time: time24(row.gametime),
        ...teams,
        homeScore,
        awayScore,
        overtime: row.overtime === 1 ? "OT" : null,
        neutral: row.location === "Neutral",
        venue: row.stadium || null,
        attendance: null,
        weather: weather || null,
        officials: row.referee ? [{ position: "Referee", name: row.referee }] : null,
        week: row.week,
        gameType: type,
        championshipId: type === "championship" ? championshipId : null,
        source: "nflverse",
        coaches: { home: row.home_coach || null, away: row.away_coach || null },
      });
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats);
  return out;
}

/** Week numbers from dates: weeks run Tuesday to Monday from the season's first game. */
export function weekOf(firstGame: string, date: string): number {
  const first = new Date(`${firstGame}T00:00:00Z`);
  // Back to the Tuesday on or before the first game.
  const back = (first.getUTCDay() - 2 + 7) % 7;
  const anchor = addDays(firstGame, -back);
  return Math.floor(daysBetween(anchor, date) / 7) + 1;
}

/** Each season's first day and its last playoff day. */
function seasonDates(rows: readonly FiveThirtyEightNflGame[]) {
  const firstDate = new Map<number, string>();
  const lastPlayoff = new Map<number, string>();
  for (const { season, date, playoff } of rows) {
    if (!firstDate.has(season) || date < firstDate.get(season)!) firstDate.set(season, date);
    if (playoff && (!lastPlayoff.has(season) || date > lastPlayoff.get(season)!))
      lastPlayoff.set(season, date);
  }
  return { firstDate, lastPlayoff };
}

/**
 * 1920: a game against a club outside the APFA counts in the member's record (the league's 1920
 * table does), but the opponent is no franchise: kept aside for the standings only. True when the
 * row is such a game (not imported as a game).
 */
function keptAsNonMemberResult(
  ctx: BuildContext,
  crosswalk: Crosswalk,
  row: FiveThirtyEightNflGame,
): boolean {
  const { season, date, playoff } = row;
  const h = crosswalk.resolve("fivethirtyeight", LEAGUE, row.team1, season);
  const a = crosswalk.resolve("fivethirtyeight", LEAGUE, row.team2, season);
  const outsider = (r: typeof h) => !r.ok && r.reason.includes("non-member");
  if (!((outsider(h) && a.ok) || (outsider(a) && h.ok))) return false;
  const member = h.ok ? h.value : (a as Extract<typeof a, { ok: true }>).value;
  const { score1: s1, score2: s2 } = row;
  if (s1 !== null && s2 !== null && !playoff) {
    const list = NON_MEMBER.get(ctx) ?? [];
    list.push({
      season,
      date,
      teamId: member.team.id,
      home: h.ok,
      own: h.ok ? s1 : s2,
      opp: h.ok ? s2 : s1,
      opponent: h.ok ? row.team2 : row.team1,
    });
    NON_MEMBER.set(ctx, list);
  }
  return true;
}

/** A FiveThirtyEight game but its type (team1 at home unless neutral): no time, overtime, venue or attendance. */
function fiveThirtyEightGame(
  ctx: BuildContext,
  row: FiveThirtyEightNflGame,
  teams: Pick<GameDraft, "home" | "away">,
  week: number,
): Omit<GameDraft, "gameType" | "championshipId" | "source"> {
  return {
    ...base(ctx),
    season: row.season,
    date: row.date,
    time: null,
    ...teams,
    homeScore: row.score1,
    awayScore: row.score2,
    overtime: null,
    neutral: row.neutral,
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week,
  };
}

function readFiveThirtyEight(
  ctx: BuildContext,
  report: ImportReport,
  crosswalk: Crosswalk,
  dataDir: string,
  championshipId: number,
  before: number,
): GameDraft[] {
  const { stats, rows } = fiveThirtyEightNflGames.open(report, dataDir, "football", "professional");
  const pairOf = gamePairResolver(
    { ctx, report, stats, crosswalk },
    "fivethirtyeight",
    LEAGUE,
    unmatchedClub,
  );
  const out: GameDraft[] = [];
  const { firstDate, lastPlayoff } = seasonDates(rows);
  let skipped = 0;
  for (const row of rows) {
    try {
      const { season, date, playoff } = row;
      if (season >= before) {
        skipped++; // nflverse has these seasons
        stats.skipped++;
        continue;
      }
      if (keptAsNonMemberResult(ctx, crosswalk, row)) {
        stats.skipped++;
        continue;
      }
      const teams = pairOf(row.line, season, row.team1, row.team2);
      if (!teams) continue;
      // From 1966 the season's last playoff game is the Super Bowl.
      const superBowl = playoff && season >= 1966 && date === lastPlayoff.get(season);
      out.push({
        ...fiveThirtyEightGame(ctx, row, teams, weekOf(firstDate.get(season)!, date)),
        gameType: superBowl ? "championship" : playoff ? "postseason" : "regular",
        championshipId: superBowl ? championshipId : null,
        source: "fivethirtyeight",
      });
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats, skipped ? `${skipped} rows of seasons ${before}+ left to nflverse` : "");
  return out;
}

const PFR_PLAYOFF_WEEKS: Record<string, { offset: number; type: GameType }> = {
  WildCard: { offset: 1, type: "postseason" },
  Division: { offset: 2, type: "postseason" },
  ConfChamp: { offset: 3, type: "postseason" },
  SuperBowl: { offset: 4, type: "championship" },
};

/** A game as Pro-Football-Reference gives it: no overtime, venue, attendance, weather or officials. */
function pfrGame(
  ctx: BuildContext,
  game: Pick<GameDraft, "season" | "date" | "time" | "home" | "away" | "homeScore" | "awayScore" | "neutral">,
  week: number | null,
  gameType: GameType,
  championshipId: number | null,
): GameDraft {
  const { season, date, time, home, away, homeScore, awayScore, neutral } = game;
  return {
    ...base(ctx),
    season,
    date,
    time,
    home,
    away,
    homeScore,
    awayScore,
    overtime: null,
    neutral,
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week,
    gameType,
    championshipId,
    source: "pro-football-reference",
  };
}

/**
 * A result of a game nflverse has: its score fills the game when nflverse has none (the date it
 * was played wins over the date first scheduled); a different score is a warning, nflverse kept.
 * True when the score was filled in.
 */
function mergePfrResult(
  ctx: BuildContext,
  where: string,
  match: GameDraft,
  result: Pick<GameDraft, "date" | "time" | "home" | "homeScore" | "awayScore">,
): boolean {
  const { date, homeScore, awayScore } = result;
  const sameOrientation = match.home.team.id === result.home.team.id;
  if (match.homeScore === null && homeScore !== null && awayScore !== null) {
    if (match.date !== date) {
      match.date = date;
      match.time = result.time ?? match.time;
    }
    match.homeScore = sameOrientation ? homeScore : awayScore;
    match.awayScore = sameOrientation ? awayScore : homeScore;
    match.source = `${match.source}+pro-football-reference`;
    return true;
  }
  if (match.homeScore !== null && homeScore !== null) {
    const h = sameOrientation ? homeScore : awayScore;
    const a = sameOrientation ? awayScore : homeScore;
    if (h !== match.homeScore || a !== match.awayScore) {
      ctx.warn(
        `${where}: score ${a}-${h} differs from nflverse ${match.awayScore}-${match.homeScore}; nflverse kept`,
      );
    }
  }
  return false;
}

/** Pro-Football-Reference results (winner/loser orientation): fill scores, add missing games. */
function readPfrResults(read: SeasonFileRead, championshipId: number): void {
  const { ctx, report, crosswalk, file, season, games } = read;
  const stats = report.open(file, "football", "professional");
  const rows = proFootballReferenceResults.read(report, stats, file);
  const pairOf = pfrPairs({ ctx, report, stats, crosswalk });
  const index = indexGames(games.filter((g) => g.season === season));
  const maxWeek = Math.max(0, ...rows.map((r) => Number(r.week)).filter((n) => Number.isInteger(n)));
  let filled = 0;
  for (const row of rows) {
    try {
      const { date } = row;
      const winnerAway = row.site === "@";
      const neutral = row.site === "N";
      const { winner, loser } = row;
      const teams = pairOf(row.line, season, winnerAway ? loser : winner, winnerAway ? winner : loser);
      if (!teams) continue;
      const wPts = row.winnerPoints;
      const lPts = row.loserPoints;
      const homeScore = winnerAway ? lPts : wPts;
      const awayScore = winnerAway ? wPts : lPts;
      const time = time24(row.time);
      const match = findMatch(index, { season, date, ...teams }, 3);
      if (match) {
        stats.merged++;
        const where = `${report.rel(file)}:${row.line}`;
        if (mergePfrResult(ctx, where, match, { date, time, home: teams.home, homeScore, awayScore }))
          filled++;
        continue;
      }
      const playoff = PFR_PLAYOFF_WEEKS[row.week];
      const week = playoff ? maxWeek + playoff.offset : intOrNull(row.week, "Week");
      const type: GameType = playoff?.type ?? "regular";
      const game = { season, date, time, ...teams, homeScore, awayScore, neutral };
      games.push(pfrGame(ctx, game, week, type, type === "championship" ? championshipId : null));
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats, filled ? `${filled} nflverse scores filled in` : "");
}

/** The next season's schedule: `September 9` without a year, visitor @ home, Eastern time. */
function readPfrSchedule(read: SeasonFileRead): void {
  const { ctx, report, crosswalk, file, season, games } = read;
  const stats = report.open(file, "football", "professional");
  const rows = proFootballReferenceSchedule.read(report, stats, file);
  const pairOf = pfrPairs({ ctx, report, stats, crosswalk });
  const index = indexGames(games.filter((g) => g.season === season));
  for (const row of rows) {
    try {
      const [monthName, day] = row.date.split(/\s+/);
      const month = monthNumber(monthName);
      if (!month) throw new RowError(`date: not a "Month day" date ("${row.date}")`);
      const date = isoDate(month >= 8 ? season : season + 1, month, Number(day));
      if (!isIsoDate(date)) throw new RowError(`date: no such day ("${row.date}")`);
      const teams = pairOf(row.line, season, row.home, row.visitor);
      if (!teams) continue;
      if (findMatch(index, { season, date, ...teams }, 3)) {
        stats.merged++;
        continue;
      }
      const game = {
        season,
        date,
        time: time24(row.time),
        ...teams,
        homeScore: row.homePoints,
        awayScore: row.visitorPoints,
        neutral: row.site === "N",
      };
      games.push(pfrGame(ctx, game, row.week, "regular", null));
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats);
}
