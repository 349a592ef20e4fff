/**
 * NBA box scores of the regular seasons 2015-16 to 2024-25 into basketball_game_lines, from the
 * NBA.com player game logs (read once by the NBA lines step, which hands them over). A source game
 * is our game of that date, home club and visiting club (MATCHUP: "LAL vs. UTA" at home, "DAL @ ATL"
 * away; both "@" at a neutral site, whose home side our game names; the Orlando bubble's nominal
 * home club reads "vs."); a game we do not hold is counted by season in the build log, never invented. Players are matched as the NBA lines match them (name and
 * season, then club, then club and surname); an unmatched player keeps his line and name, unlinked,
 * and is reported. The build stops when a team's players' points differ from its final score.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { NbaApiGameLog } from "../readers/nba-stats-api";
import { seasonLabel } from "../../../domain/season";

type Line = Insertable<Database["basketball_game_lines"]>;

export interface OurGame {
  id: number;
  game_date: string;
  home_team_abbreviation: string | null;
  away_team_abbreviation: string | null;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
}

/** A source game: its date, its clubs (our abbreviations) and each side's lines. */
export interface SourceGame {
  gameId: string;
  date: string;
  home: string;
  away: string;
  /** False where the source marks neither club at home. */
  sidesKnown: boolean;
  lines: { home: NbaApiGameLog[]; away: NbaApiGameLog[] };
}

/** The game with its sides swapped (a neutral-site game whose home side our game names). */
const swapped = (g: SourceGame): SourceGame => ({
  ...g,
  home: g.away,
  away: g.home,
  lines: { home: g.lines.away, away: g.lines.home },
});

/** The key a source game and our game share. */
export const gameKey = (date: string, home: string, away: string) => `${date}:${home}:${away}`;

/**
 * A season's logs as games, each side's lines listed as a box score lists them without starters:
 * most minutes first, then most points. `code` turns NBA.com's abbreviation into ours. A game
 * whose lines do not name two clubs is returned apart, with its id.
 */
export function sourceGames(
  logs: readonly NbaApiGameLog[],
  code: (abbreviation: string) => string,
): { games: SourceGame[]; malformed: string[] } {
  const byGame = new Map<string, NbaApiGameLog[]>();
  for (const l of logs) byGame.set(l.GAME_ID, [...(byGame.get(l.GAME_ID) ?? []), l]);
  const games: SourceGame[] = [];
  const malformed: string[] = [];
  const order = (a: NbaApiGameLog, b: NbaApiGameLog) => b.MIN - a.MIN || b.PTS - a.PTS;
  for (const [gameId, own] of byGame) {
    const clubs = [...new Set(own.map((l) => l.TEAM_ABBREVIATION))].sort();
    if (clubs.length !== 2) {
      malformed.push(gameId);
      continue;
    }
    const atHome = (club: string) =>
      own.some((l) => l.TEAM_ABBREVIATION === club && l.MATCHUP.includes(" vs. "));
    // A neutral-site game (Mexico City, the Cup's semifinals) reads "@" on both sides: our game names the home side.
    const [home, away] =
      atHome(clubs[1]!) && !atHome(clubs[0]!) ? [clubs[1]!, clubs[0]!] : [clubs[0]!, clubs[1]!];
    const sidesKnown = atHome(home) !== atHome(away);
    const linesOf = (club: string) => own.filter((l) => l.TEAM_ABBREVIATION === club).sort(order);
    games.push({
      gameId,
      date: own[0]!.GAME_DATE.slice(0, 10),
      home: code(home),
      away: code(away),
      sidesKnown,
      lines: { home: linesOf(home), away: linesOf(away) },
    });
  }
  return { games, malformed };
}

/** Each side's points against our final score: "2016-04-13 UTA 96 at LAL 101: players 95-101". */
export function pointsDisagreements(pairs: readonly { source: SourceGame; game: OurGame }[]): string[] {
  const sum = (lines: readonly NbaApiGameLog[]) => lines.reduce((n, l) => n + l.PTS, 0);
  const out: string[] = [];
  for (const { source, game } of pairs) {
    const away = sum(source.lines.away);
    const home = sum(source.lines.home);
    if (away !== game.away_score || home !== game.home_score)
      out.push(
        `${game.game_date} ${source.away} ${game.away_score} at ${source.home} ${game.home_score} (game ${game.id}): players ${away}-${home}`,
      );
  }
  return out;
}

/**
 * Games whose NBA.com lines are known not to add up to the final score, by NBA.com game id: left out
 * (an incomplete box score would read as the whole game) and reported. Any other game that does not
 * add up stops the build; an entry here that does add up is reported as stale.
 */
export const SHORT_GAMES: ReadonlyMap<string, string> = new Map([
  // Pacers 96 at Lakers 108 (the final in our games and Basketball-Reference): the Pacers' lines sum to 95.
  ["0021600649", "the Pacers' player lines sum to 95 of their 96 points"],
]);

/** A player's line of a matched game, as stored. */
function gameLine(
  season: number,
  game: OurGame,
  side: "away" | "home",
  seq: number,
  l: NbaApiGameLog,
  playerId: number | null,
  code: (abbreviation: string) => string,
): Omit<Line, "id"> {
  return {
    game_id: game.id,
    season_start_year: season,
    season_type: "regular",
    is_home: side === "home" ? 1 : 0,
    team_id: side === "home" ? game.home_team_id : game.away_team_id,
    team_code: code(l.TEAM_ABBREVIATION),
    player_id: playerId,
    player_name: l.PLAYER_NAME,
    seq,
    starter: null,
    dnp: null,
    seconds: Math.round(l.MIN * 60),
    fg: l.FGM,
    fga: l.FGA,
    x3p: l.FG3M,
    x3pa: l.FG3A,
    ft: l.FTM,
    fta: l.FTA,
    orb: l.OREB,
    drb: l.DREB,
    trb: l.REB,
    ast: l.AST,
    stl: l.STL,
    blk: l.BLK,
    tov: l.TOV,
    pf: l.PF,
    pts: l.PTS,
    plus_minus: l.PLUS_MINUS,
    source: "nba-stats",
  };
}

export interface BoxScoreInput {
  ctx: BuildContext;
  /** Each season's game logs (start year to rows). */
  logs: ReadonlyMap<number, readonly NbaApiGameLog[]>;
  /** Our abbreviation of an NBA.com club. */
  code: (abbreviation: string) => string;
  /** Our player id of a season's NBA.com player (by his name and clubs), or null. */
  playerOf: (startYear: number, log: NbaApiGameLog, codes: readonly string[]) => number | null;
}

/** Our NBA games of these types and seasons (start years), by date and clubs (`gameKey`). */
export async function nbaGamesByKey(
  ctx: BuildContext,
  types: readonly string[],
  seasons: readonly number[],
): Promise<Map<string, OurGame>> {
  const ours = await ctx.db
    .selectFrom("games")
    .select([
      "id",
      "game_date",
      "home_team_abbreviation",
      "away_team_abbreviation",
      "home_team_id",
      "away_team_id",
      "home_score",
      "away_score",
    ])
    .where("league_key", "=", "nba")
    .where("game_type", "in", [...types])
    .where("season_start_year", "in", [...seasons])
    .execute();
  const byKey = new Map<string, OurGame>();
  for (const g of ours)
    byKey.set(gameKey(g.game_date, g.home_team_abbreviation ?? "", g.away_team_abbreviation ?? ""), g);
  return byKey;
}

/** The NBA box scores step's work: lines of every matched game, each difference stopping the build. */
export async function importNbaBoxScores({ ctx, logs, code, playerOf }: BoxScoreInput): Promise<void> {
  const byKey = await nbaGamesByKey(ctx, ["regular"], [...logs.keys()]);
  const lines: Line[] = [];
  const missing: string[] = [];
  const unmatchedPlayers = new Map<string, number>();
  const pairs: { source: SourceGame; game: OurGame }[] = [];
  const counts: string[] = [];
  const left: string[] = [];
  for (const [season, rows] of logs) {
    const { games, malformed } = sourceGames(rows, code);
    if (malformed.length)
      ctx.warn(`NBA.com game logs ${season}: games without two clubs: ${malformed.join(", ")}`);
    // The clubs of each player's season, to tell namesakes apart as the NBA lines step does.
    const clubs = new Map<string, Set<string>>();
    for (const l of rows)
      clubs.set(l.PLAYER_ID, (clubs.get(l.PLAYER_ID) ?? new Set()).add(code(l.TEAM_ABBREVIATION)));
    const playerIds = new Map<string, number | null>();
    let matched = 0;
    let gone = 0;
    for (const found of games) {
      const flipped = found.sidesKnown ? undefined : swapped(found);
      const source = flipped && !byKey.has(gameKey(found.date, found.home, found.away)) ? flipped : found;
      const game = byKey.get(gameKey(source.date, source.home, source.away));
      if (!game) {
        gone++;
        if (missing.length < 20)
          missing.push(`${source.date} ${source.away} at ${source.home} (${source.gameId})`);
        continue;
      }
      const short = SHORT_GAMES.get(source.gameId);
      if (short) {
        if (pointsDisagreements([{ source, game }]).length) {
          left.push(`${source.date} ${source.away} at ${source.home} (${source.gameId}): ${short}`);
          continue;
        }
        left.push(`${source.gameId} is listed as short but adds up (remove it from SHORT_GAMES)`);
      }
      matched++;
      pairs.push({ source, game });
      for (const side of ["away", "home"] as const)
        source.lines[side].forEach((l, seq) => {
          if (!playerIds.has(l.PLAYER_ID))
            playerIds.set(l.PLAYER_ID, playerOf(season, l, [...(clubs.get(l.PLAYER_ID) ?? [])]));
          const playerId = playerIds.get(l.PLAYER_ID)!;
          if (playerId === null) {
            const key = `${l.PLAYER_NAME} ${seasonLabel("basketball", season)}`;
            unmatchedPlayers.set(key, (unmatchedPlayers.get(key) ?? 0) + 1);
          }
          lines.push({
            id: ctx.nextId("basketball_game_lines"),
            ...gameLine(season, game, side, seq, l, playerId, code),
          });
        });
    }
    counts.push(
      `${seasonLabel("basketball", season)} ${matched}${gone ? ` (${gone} not in our games)` : ""}`,
    );
  }
  ctx.log(`  NBA box scores by season: ${counts.join(", ")}`);
  if (missing.length)
    ctx.warn(`NBA.com game logs: games not in our games (first ${missing.length}): ${missing.join("; ")}`);
  if (unmatchedPlayers.size)
    ctx.warn(
      `NBA box scores: ${unmatchedPlayers.size} players not matched to our players (lines kept unlinked): ${[
        ...unmatchedPlayers,
      ]
        .map(([name, n]) => `${name} (${n} games)`)
        .join("; ")}`,
    );
  if (left.length)
    ctx.warn(`NBA box scores left out (lines that do not add up to the score): ${left.join("; ")}`);
  const off = pointsDisagreements(pairs);
  if (off.length)
    throw new Error(
      `NBA box scores: ${off.length} games where a team's players' points differ from its score: ${off.slice(0, 30).join("; ")}`,
    );
  await ctx.insert("basketball_game_lines", lines);
  ctx.log(`  basketball_game_lines ${lines.length}`);
}
