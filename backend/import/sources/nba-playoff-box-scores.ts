/**
 * NBA playoff box scores 2010-11 to 2022-23 into basketball_game_lines (season_type "postseason"),
 * from nba-playoffs-nocturnebear-2010-2024 (NBA.com box scores with starters and DNP reasons). A
 * source game is our playoff game of that date and those two clubs (either side at home, as our
 * game says), so a season whose playoff games we do not hold yet (2019-20, 2020-21, 2021-22) is
 * counted in the build log and matches by the same rule once its games are imported. The 11 games
 * of 2023-24 the file holds are a partial first round: left out, and said so in the log.
 * Players are matched as the regular-season box scores match them (name and season, then club),
 * then by NBA.com person id across seasons; an unmatched player keeps his line and name, unlinked,
 * and is counted. The build stops when a team's players' points differ from its final score, and
 * reports each team whose points, field goals, rebounds or assists differ from the team totals file.
 */
import { bbrefCode } from "../readers/nba-stats-api";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { ImportReport } from "./common";
import {
  nbaPlayoffBoxScores,
  nbaPlayoffTotals,
  type NbaPlayoffBoxRow,
  type NbaPlayoffTotalRow,
} from "../readers/nba-playoffs-nocturnebear";
import { seasonLabel } from "../../../domain/season";
import { gameKey, nbaGamesByKey, type OurGame } from "./nba-box-scores";

type Line = Insertable<Database["basketball_game_lines"]>;
type Row = NbaPlayoffBoxRow & { line: number };

/** The seasons (start years) whose playoff box scores the file holds complete. */
export const PLAYOFF_BOX_FROM = 2010;
export const PLAYOFF_BOX_THROUGH = 2022;

/**
 * "46:49" as seconds; null for an empty value (a DNP row). NBA.com writes a time it rounded up to the
 * minute as "16:60" (73 rows of the file): that is 17:00. Over 60 seconds is an error.
 */
export function parseMinutes(value: string): number | null {
  const m = /^(\d+):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const seconds = Number(m[2]);
  if (seconds > 60) throw new Error(`minutes "${value}": seconds over 60`);
  return Number(m[1]) * 60 + seconds;
}

/** Rows whose minutes NBA.com wrote as "MM:60" (read as the next whole minute), counted in the build log. */
export const roundedUp = (rows: readonly Pick<NbaPlayoffBoxRow, "minutes">[]) =>
  rows.filter((r) => r.minutes.endsWith(":60")).length;

/** "2015-16" as 2015. */
export const startYearOf = (season: string) => Number(season.slice(0, 4));

/** Our abbreviation of an NBA.com tricode in a season (CHA is the Bobcats to 2013-14, the Hornets (CHO) after). */
export function playoffCode(tricode: string, startYear: number): string {
  return tricode === "CHA" && startYear < 2014 ? "CHA" : bbrefCode(tricode);
}

/** Where a starter's position puts him among the starters, as NBA.com lists them: forwards, centre, guards. */
const POSITION_RANK: Record<string, number> = { F: 0, C: 1, G: 2 };

/**
 * A side's rows as the box score lists them: starters (a position filled) forwards, centre, guards;
 * then the bench by minutes, then points; then the players who did not play, in the source's order.
 */
export function orderSide<T extends Pick<NbaPlayoffBoxRow, "position" | "comment" | "minutes" | "points">>(
  rows: readonly T[],
): T[] {
  const seconds = (r: T) => parseMinutes(r.minutes) ?? 0;
  const dnp = (r: T) => r.comment !== "" || r.minutes === "";
  const starters = rows
    .filter((r) => r.position !== "" && !dnp(r))
    .sort(
      (a, b) =>
        (POSITION_RANK[a.position] ?? 3) - (POSITION_RANK[b.position] ?? 3) || seconds(b) - seconds(a),
    );
  const bench = rows
    .filter((r) => r.position === "" && !dnp(r))
    .sort((a, b) => seconds(b) - seconds(a) || b.points - a.points);
  return [...starters, ...bench, ...rows.filter(dnp)];
}

/** A source game: its id, date, season and each club's rows (our abbreviations). */
export interface PlayoffGame {
  gameId: string;
  date: string;
  season: number;
  clubs: Map<string, Row[]>;
}

/** The rows as games, by NBA.com game id (leading zeros dropped, as the box scores write it). */
export function playoffGames(rows: readonly Row[]): PlayoffGame[] {
  const games = new Map<string, PlayoffGame>();
  for (const r of rows) {
    const id = String(Number(r.gameId));
    const season = startYearOf(r.season_year);
    const game = games.get(id) ?? { gameId: id, date: r.game_date, season, clubs: new Map() };
    const code = playoffCode(r.teamTricode, season);
    game.clubs.set(code, [...(game.clubs.get(code) ?? []), r]);
    games.set(id, game);
  }
  return [...games.values()];
}

/** Our game of a source game: the one of its date with its two clubs, either at home. */
export function ourGameOf(game: PlayoffGame, byKey: ReadonlyMap<string, OurGame>): OurGame | null {
  const [a, b] = [...game.clubs.keys()];
  if (!a || !b || game.clubs.size !== 2) return null;
  return byKey.get(gameKey(game.date, a, b)) ?? byKey.get(gameKey(game.date, b, a)) ?? null;
}

const sum = (rows: readonly Row[], pick: (r: Row) => number) => rows.reduce((n, r) => n + pick(r), 0);

/** Each side's players' points against our final score: "2016-06-19 CLE 93 at GSW 89: players 93-88". */
export function playoffPointsOff(game: PlayoffGame, ours: OurGame): string | null {
  const away = sum(game.clubs.get(ours.away_team_abbreviation ?? "") ?? [], (r) => r.points);
  const home = sum(game.clubs.get(ours.home_team_abbreviation ?? "") ?? [], (r) => r.points);
  if (away === ours.away_score && home === ours.home_score) return null;
  return `${ours.game_date} ${ours.away_team_abbreviation} ${ours.away_score} at ${ours.home_team_abbreviation} ${ours.home_score} (game ${ours.id}, NBA.com ${game.gameId}): players ${away}-${home}`;
}

/** The figures a club's players are checked against in the team totals file. */
const CHECKED = [
  ["PTS", (r: Row) => r.points],
  ["FGM", (r: Row) => r.fieldGoalsMade],
  ["FGA", (r: Row) => r.fieldGoalsAttempted],
  ["REB", (r: Row) => r.reboundsTotal],
  ["AST", (r: Row) => r.assists],
] as const;

/** Each club's players' figures against the team totals row of its game: "... CLE FGA 82 vs 83 in the totals". */
export function totalsDifferences(
  game: PlayoffGame,
  totals: ReadonlyMap<string, NbaPlayoffTotalRow>,
): { checked: number; differences: string[] } {
  let checked = 0;
  const differences: string[] = [];
  for (const [code, rows] of game.clubs) {
    const total = totals.get(`${game.gameId}:${code}`);
    if (!total) {
      differences.push(`${game.date} ${code} (${game.gameId}): no team totals row`);
      continue;
    }
    checked++;
    const off = CHECKED.filter(([k, pick]) => sum(rows, pick) !== total[k]).map(
      ([k, pick]) => `${k} ${sum(rows, pick)} vs ${total[k]}`,
    );
    if (off.length)
      differences.push(`${game.date} ${code} (${game.gameId}): ${off.join(", ")} in the totals`);
  }
  return { checked, differences };
}

function lineOf(game: OurGame, side: "away" | "home", seq: number, r: Row, playerId: number | null) {
  const seconds = r.comment !== "" ? null : parseMinutes(r.minutes);
  return {
    game_id: game.id,
    season_start_year: startYearOf(r.season_year),
    season_type: "postseason",
    is_home: side === "home" ? 1 : 0,
    team_id: side === "home" ? game.home_team_id : game.away_team_id,
    team_code: (side === "home" ? game.home_team_abbreviation : game.away_team_abbreviation) ?? r.teamTricode,
    player_id: playerId,
    player_name: r.personName,
    seq,
    starter: r.position !== "" ? 1 : 0,
    dnp: r.comment !== "" ? r.comment : null,
    seconds,
    fg: r.fieldGoalsMade,
    fga: r.fieldGoalsAttempted,
    x3p: r.threePointersMade,
    x3pa: r.threePointersAttempted,
    ft: r.freeThrowsMade,
    fta: r.freeThrowsAttempted,
    orb: r.reboundsOffensive,
    drb: r.reboundsDefensive,
    trb: r.reboundsTotal,
    ast: r.assists,
    stl: r.steals,
    blk: r.blocks,
    tov: r.turnovers,
    pf: r.foulsPersonal,
    pts: r.points,
    plus_minus: seconds === null ? null : r.plusMinusPoints,
    source: "nba-playoffs",
  } satisfies Omit<Line, "id">;
}

/**
 * Our player of each NBA.com person in each season: by name (and club), as the regular-season box
 * scores; failing that, the one player his other seasons' rows matched.
 */
function playersOf(
  games: readonly PlayoffGame[],
  playerOf: (startYear: number, name: string, codes: readonly string[]) => number | null,
): (season: number, r: Row) => number | null {
  const clubs = new Map<string, { season: number; name: string; codes: Set<string> }>();
  for (const g of games)
    for (const [code, rows] of g.clubs)
      for (const r of rows) {
        const key = `${g.season}:${r.personId}`;
        const own = clubs.get(key) ?? { season: g.season, name: r.personName, codes: new Set<string>() };
        clubs.set(key, { ...own, codes: own.codes.add(code) });
      }
  const bySeason = new Map<string, number | null>();
  const byPerson = new Map<string, Set<number>>();
  for (const [key, { season, name, codes }] of clubs) {
    const id = playerOf(season, name, [...codes]);
    bySeason.set(key, id);
    const person = key.split(":")[1]!;
    if (id !== null) byPerson.set(person, (byPerson.get(person) ?? new Set()).add(id));
  }
  return (season, r) => {
    const id = bySeason.get(`${season}:${r.personId}`) ?? null;
    if (id !== null) return id;
    const other = byPerson.get(r.personId);
    return other?.size === 1 ? [...other][0]! : null;
  };
}

export interface PlayoffBoxInput {
  ctx: BuildContext;
  report: ImportReport;
  dataDir: string;
  /** Our player id of a season's NBA.com player (by his name and clubs), or null. */
  playerOf: (startYear: number, name: string, codes: readonly string[]) => number | null;
}

/** What the step tells the build log. */
interface Tally {
  bySeason: Map<number, { matched: number; missing: number }>;
  unmatchedPlayers: Map<string, number>;
  pointsOff: string[];
  totalsChecked: number;
  totalsOff: string[];
}

function logTally(ctx: BuildContext, tally: Tally, partial: number) {
  const label = (s: number) => seasonLabel("basketball", s);
  ctx.log(
    `  NBA playoff box scores by season: ${[...tally.bySeason]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${label(s)} ${c.matched}${c.missing ? ` (${c.missing} not in our games)` : ""}`)
      .join(", ")}`,
  );
  if (partial)
    ctx.log(
      `  NBA playoff box scores: ${partial} games of 2023-24 left out (the file holds a partial first round)`,
    );
  ctx.log(
    `  NBA playoff box scores against the team totals file (PTS, FGM, FGA, REB, AST): ${tally.totalsChecked} team-games checked, ${tally.totalsOff.length} differ`,
  );
  if (tally.totalsOff.length)
    ctx.warn(`NBA playoff box scores differ from the team totals: ${tally.totalsOff.join("; ")}`);
  if (tally.unmatchedPlayers.size)
    ctx.warn(
      `NBA playoff box scores: ${tally.unmatchedPlayers.size} players not matched to our players (lines kept unlinked): ${[
        ...tally.unmatchedPlayers,
      ]
        .map(([name, n]) => `${name} (${n} games)`)
        .join("; ")}`,
    );
}

/** The step's work: the lines of every matched playoff game; a team whose points differ stops the build. */
export async function importNbaPlayoffBoxScores({ ctx, report, dataDir, playerOf }: PlayoffBoxInput) {
  const file = nbaPlayoffBoxScores.open(report, dataDir, "basketball", "professional");
  const totals = new Map<string, NbaPlayoffTotalRow>();
  for (const t of nbaPlayoffTotals.lookup(report, dataDir, "basketball", "professional")) {
    const key = `${Number(t.GAME_ID)}:${playoffCode(t.TEAM_ABBREVIATION, startYearOf(t.SEASON_YEAR))}`;
    if (!totals.has(key)) totals.set(key, t);
  }
  const all = playoffGames(file.rows);
  const games = all.filter((g) => g.season <= PLAYOFF_BOX_THROUGH);
  const seasons = Array.from(
    { length: PLAYOFF_BOX_THROUGH - PLAYOFF_BOX_FROM + 1 },
    (_, i) => PLAYOFF_BOX_FROM + i,
  );
  const byKey = await nbaGamesByKey(ctx, ["postseason", "championship"], seasons);
  const player = playersOf(games, playerOf);
  const tally: Tally = {
    bySeason: new Map(),
    unmatchedPlayers: new Map(),
    pointsOff: [],
    totalsChecked: 0,
    totalsOff: [],
  };
  const lines: Line[] = [];
  let partialRows = 0;
  for (const g of all)
    if (g.season > PLAYOFF_BOX_THROUGH) partialRows += sum([...g.clubs.values()].flat(), () => 1);
  for (const g of games) {
    const count = tally.bySeason.get(g.season) ?? { matched: 0, missing: 0 };
    tally.bySeason.set(g.season, count);
    const checked = totalsDifferences(g, totals);
    tally.totalsChecked += checked.checked;
    tally.totalsOff.push(...checked.differences);
    const ours = ourGameOf(g, byKey);
    if (!ours) {
      count.missing++;
      continue;
    }
    count.matched++;
    const off = playoffPointsOff(g, ours);
    if (off) tally.pointsOff.push(off);
    for (const side of ["away", "home"] as const) {
      const code = (side === "home" ? ours.home_team_abbreviation : ours.away_team_abbreviation) ?? "";
      orderSide(g.clubs.get(code) ?? []).forEach((r, seq) => {
        const playerId = player(g.season, r);
        if (playerId === null) {
          const key = `${r.personName} ${seasonLabel("basketball", g.season)}`;
          tally.unmatchedPlayers.set(key, (tally.unmatchedPlayers.get(key) ?? 0) + 1);
        }
        lines.push({ id: ctx.nextId("basketball_game_lines"), ...lineOf(ours, side, seq, r, playerId) });
      });
    }
  }
  file.stats.imported = lines.length;
  file.stats.skipped = file.rows.length - lines.length;
  report.done(
    file.stats,
    `playoff box scores; rows of games not in our games and ${partialRows} rows of the partial 2023-24 first round not imported; ${roundedUp(file.rows)} rows' minutes written "MM:60" read as the next minute`,
  );
  logTally(ctx, tally, all.length - games.length);
  if (tally.pointsOff.length)
    throw new Error(
      `NBA playoff box scores: ${tally.pointsOff.length} games where a team's players' points differ from its score: ${tally.pointsOff.slice(0, 30).join("; ")}`,
    );
  await ctx.insert("basketball_game_lines", lines);
  ctx.log(`  basketball_game_lines (playoffs) ${lines.length}`);
}
