/**
 * NBA games 2019-20 (the restart), 2020-21 and 2021-22 from nba-games-nbaapi-2019-2022 (NBA.com
 * `LeagueGameFinder`, one row per team per game), the seasons between FiveThirtyEight (to
 * 2020-03-11) and Basketball-Reference (from 2022-23). Read by the NBA history step, which holds the
 * FiveThirtyEight games of 2019-20 they are checked against.
 *  - The game id says what a game is: `002` regular season, `005` play-in, `004` playoffs; G League
 *    ids (starting `20`), preseason (`001`) and All-Star games (`003`) are not applicable.
 *  - A game's two rows are paired by id: "LAL @ MIA" is the visitor's row, "MIA vs. LAL" the home
 *    club's; a game without exactly one row of each is rejected with its lines.
 *  - Overtime from the team's minutes (240 in regulation, 25 more per overtime period).
 *  - Bubble games (2019-20 from 2020-07-30) list a nominal home team: they are neutral-site games
 *    (the source names no venue, so none is stored).
 *  - 2019-20 before the suspension is held from FiveThirtyEight: each NBA.com game is that game
 *    (same date and clubs), counted as merged, and a different score or home club is reported in
 *    the build log, never overwritten; a game of either source the other lacks is reported too.
 */
import type { Crosswalk } from "../crosswalk";
import {
  nbaApiGames2019,
  nbaApiGames2020,
  nbaApiGames2021,
  type NbaApiGameRow,
} from "../readers/nba-api-games";
import { bbrefCode } from "../readers/nba-stats-api";
import type { BuildContext } from "../context";
import type { FileStats, LeagueSetup } from "./common";
import { findMatch, indexGames, markIncomplete, type GameDraft, type GameType } from "./games";
import { pairFailure } from "./team-refs";

const LEAGUE = "nba";
/** The first day of the restart in the Orlando bubble (seeding games, play-in, playoffs). */
export const NBA_BUBBLE_START = "2020-07-30";
const REGULATION_MINUTES = 240;
const OVERTIME_MINUTES = 25;

/** The seasons (start years) the files hold, each with its file. */
const FILES = [
  [2019, nbaApiGames2019],
  [2020, nbaApiGames2020],
  [2021, nbaApiGames2021],
] as const;

/** What an NBA.com game id says a game is; null for G League, preseason and All-Star games. */
export function gameTypeOf(gameId: string): GameType | null {
  if (gameId.startsWith("20")) return null;
  const kinds: Record<string, GameType> = { "002": "regular", "005": "play-in", "004": "postseason" };
  return kinds[gameId.slice(0, 3)] ?? null;
}

/** The overtime marker of a game whose team played `minutes` (265: OT, 290: 2OT), else null. */
export function overtimeOf(minutes: number): string | null {
  const periods = Math.round((minutes - REGULATION_MINUTES) / OVERTIME_MINUTES);
  if (periods <= 0) return null;
  return periods === 1 ? "OT" : `${periods}OT`;
}

/** One NBA game of the file, its clubs in NBA.com's abbreviations. */
export interface ApiGame {
  gameId: string;
  date: string;
  gameType: GameType;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  overtime: string | null;
  line: number;
}

/** The NBA games of a file's rows: two rows per game paired by id; the rest skipped or rejected. */
export function pairGames(rows: readonly NbaApiGameRow[]): {
  games: ApiGame[];
  skipped: number;
  rejected: { line: number; reason: string }[];
} {
  const byId = new Map<string, NbaApiGameRow[]>();
  let skipped = 0;
  for (const r of rows) {
    if (!gameTypeOf(r.GAME_ID)) skipped++;
    else byId.set(r.GAME_ID, [...(byId.get(r.GAME_ID) ?? []), r]);
  }
  const games: ApiGame[] = [];
  const rejected: { line: number; reason: string }[] = [];
  for (const [gameId, own] of byId) {
    const home = own.filter((r) => r.MATCHUP.includes(" vs. "));
    const away = own.filter((r) => r.MATCHUP.includes(" @ "));
    const h = home[0];
    const a = away[0];
    const fits =
      own.length === 2 &&
      h &&
      a &&
      h.GAME_DATE === a.GAME_DATE &&
      h.MATCHUP === `${h.TEAM_ABBREVIATION} vs. ${a.TEAM_ABBREVIATION}` &&
      a.MATCHUP === `${a.TEAM_ABBREVIATION} @ ${h.TEAM_ABBREVIATION}`;
    if (!fits) {
      const lines = own.map((r) => r.line).join(", ");
      for (const r of own)
        rejected.push({
          line: r.line,
          reason: `game ${gameId}: rows ${lines} are not one home and one visitor`,
        });
      continue;
    }
    games.push({
      gameId,
      date: h.GAME_DATE,
      gameType: gameTypeOf(gameId)!,
      home: h.TEAM_ABBREVIATION,
      away: a.TEAM_ABBREVIATION,
      homeScore: h.PTS,
      awayScore: a.PTS,
      overtime: overtimeOf(Math.max(h.MIN, a.MIN)),
      line: Math.min(h.line, a.line),
    });
  }
  return { games, skipped, rejected };
}

/** An NBA.com game as a game draft of `season` (null with the reason when a club does not resolve). */
function draftOf(
  crosswalk: Crosswalk,
  base: Pick<GameDraft, "league" | "sport_id" | "level_id">,
  season: number,
  g: ApiGame,
): GameDraft | string {
  const h = crosswalk.resolve("basketball-reference", LEAGUE, bbrefCode(g.home), season);
  const a = crosswalk.resolve("basketball-reference", LEAGUE, bbrefCode(g.away), season);
  if (!h.ok || !a.ok) return pairFailure(h, a);
  return {
    ...base,
    season,
    date: g.date,
    time: null,
    home: h.value,
    away: a.value,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    overtime: g.overtime,
    neutral: season === 2019 && g.date >= NBA_BUBBLE_START,
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    gameType: g.gameType,
    championshipId: null,
    source: "nba-stats",
  };
}

const described = (g: GameDraft) =>
  `${g.date} ${g.away.abbreviation} ${g.awayScore} at ${g.home.abbreviation} ${g.homeScore}`;

/**
 * The NBA.com games of a season set against the games held for it: those the held games lack are
 * added; a held game's different score or home club, and games only one source has, are reported.
 */
export function againstHeld(
  held: readonly GameDraft[],
  api: readonly GameDraft[],
): { added: GameDraft[]; merged: number; differences: string[]; onlyHeld: string[]; onlyApi: string[] } {
  const index = indexGames([...held]);
  const lastHeld = held.reduce((m, g) => (g.date > m ? g.date : m), "");
  const matched = new Set<GameDraft>();
  const added: GameDraft[] = [];
  const differences: string[] = [];
  const onlyApi: string[] = [];
  for (const g of api) {
    const ours = findMatch(index, g);
    if (!ours) {
      if (g.date <= lastHeld) onlyApi.push(described(g));
      added.push(g);
      continue;
    }
    matched.add(ours);
    const sameSides = ours.home.team.id === g.home.team.id;
    const [home, away] = sameSides ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
    if (!sameSides || home !== ours.homeScore || away !== ours.awayScore)
      differences.push(`${described(ours)}; NBA.com: ${described(g)}`);
  }
  const onlyHeld = held.filter((g) => !matched.has(g)).map(described);
  return { added, merged: matched.size, differences, onlyHeld, onlyApi };
}

/** Reads one season's file: its games as drafts, rows counted on the file's stats. */
function readSeason(
  ctx: BuildContext,
  { dataDir, report, crosswalk }: LeagueSetup,
  season: number,
  file: (typeof FILES)[number][1],
): { drafts: GameDraft[]; stats: FileStats } | null {
  const { stats, rows } = file.open(report, dataDir, "basketball", "professional");
  if (stats.missing) return null;
  const league = ctx.lookups.leagues.get(LEAGUE);
  if (!league) throw new Error(`no league "${LEAGUE}" in the build's lookups`);
  const base = { league: LEAGUE, sport_id: league.sport_id, level_id: league.level_id };
  const { games, skipped, rejected } = pairGames(rows);
  stats.skipped += skipped;
  for (const r of rejected) report.reject(stats, r.line, r.reason);
  if (rejected.length) markIncomplete(ctx, LEAGUE, season);
  const drafts: GameDraft[] = [];
  for (const g of games) {
    const draft = draftOf(crosswalk, base, season, g);
    if (typeof draft === "string") {
      report.reject(stats, g.line, draft);
      markIncomplete(ctx, LEAGUE, season);
    } else drafts.push(draft);
  }
  return { drafts, stats };
}

/**
 * The NBA.com seasons added to the held games by season (`bySeason`, changed in place): 2019-20's
 * restart beside FiveThirtyEight's games (checked against them), 2020-21 and 2021-22 whole.
 * Returns the seasons the files held.
 */
export function addNbaApiSeasons(
  ctx: BuildContext,
  setup: LeagueSetup,
  bySeason: Map<number, GameDraft[]>,
): number[] {
  const read: number[] = [];
  for (const [season, file] of FILES) {
    const found = readSeason(ctx, setup, season, file);
    if (!found) continue;
    read.push(season);
    const held = bySeason.get(season) ?? [];
    const { added, merged, differences, onlyHeld, onlyApi } = againstHeld(held, found.drafts);
    found.stats.merged += merged * 2;
    found.stats.imported += added.length * 2;
    bySeason.set(season, [...held, ...added]);
    const label = `NBA.com ${season}-${String((season + 1) % 100).padStart(2, "0")}`;
    ctx.log(`  ${label}: ${added.length} games added, ${merged} games already held (FiveThirtyEight)`);
    if (differences.length)
      ctx.warn(`${label}: ${differences.length} held games differ (kept as held): ${differences.join("; ")}`);
    if (onlyHeld.length) ctx.warn(`${label}: held games NBA.com lacks: ${onlyHeld.join("; ")}`);
    if (onlyApi.length)
      ctx.warn(`${label}: games before the held games end that they lack (added): ${onlyApi.join("; ")}`);
    setup.report.done(found.stats, "G League, preseason and All-Star rows not applicable");
  }
  return read;
}
