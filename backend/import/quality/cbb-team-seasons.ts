/**
 * College basketball team seasons (Sports-Reference, sources/ncaa-mbb-team-seasons.ts) against the
 * NCAA tournament games held (March Mania, from 1984-85): in every season with tournament games,
 * each team's tournament as the team-season row states it (not in it, or the round it ended in and
 * whether it won the title) is compared with the round its last game was played in (counted back
 * from the title game along the winners' next games, named by the league registry) and its result.
 * A team with tournament games but no row of the file counts as a difference too. Each difference is
 * named in the build log; nothing is merged or dropped (the team pages show the games' result for
 * those seasons and the file's elsewhere).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { roundNamesOf } from "../../../domain/leagues";
import { seasonLabel } from "../../../domain/season";
import { ncaaMbbTeamSeasons } from "../readers/ncaa-mbb-team-seasons";
import { ncaaRoundOf } from "../sources/ncaa-mbb-team-seasons";
import type { Figure } from "./rows";
import { GAME_RESULT } from "../../db/game-result";

interface TourneyGame {
  season: number;
  date: string;
  winner: number;
  loser: number;
  title: boolean;
}

/** A tournament as one team's row or games state it: not in it, or the round it ended in. */
type Ending = { round: string; won: boolean } | "not in the tournament";

/** Each team's last game of one season's tournament: its round (from the title game back) and result. */
export function tournamentEndings(games: readonly TourneyGame[], season: number): Map<number, Ending> {
  const names = roundNamesOf("cbb", season) ?? [];
  const latestFirst = [...games].sort((a, b) => b.date.localeCompare(a.date));
  const depth = new Map<TourneyGame, number>();
  for (const g of latestFirst) {
    // The winner's very next game: the earliest one after this date that it played.
    const next = latestFirst
      .filter((n) => n.date > g.date && (n.winner === g.winner || n.loser === g.winner))
      .at(-1);
    depth.set(g, next ? depth.get(next)! + 1 : 0);
  }
  const out = new Map<number, Ending>();
  for (const g of latestFirst) {
    const round = names[depth.get(g)!] ?? `round ${depth.get(g)! + 1} from the final`;
    if (!out.has(g.loser)) out.set(g.loser, { round, won: false });
    if (!out.has(g.winner)) out.set(g.winner, { round, won: g.title });
  }
  return out;
}

const endingText = (e: Ending | undefined) =>
  e === undefined
    ? "no row"
    : e === "not in the tournament"
      ? e
      : e.won
        ? "won the title game"
        : `lost in the ${e.round}`;

const same = (a: Ending | undefined, b: Ending | undefined) =>
  a !== undefined &&
  b !== undefined &&
  (typeof a === "string" || typeof b === "string" ? a === b : a.round === b.round && a.won === b.won);

export async function cbbTeamSeasonsFigure(
  db: Kysely<Database>,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const games = await db
    .selectFrom("games")
    .select([...GAME_RESULT, "game_type"])
    .where("league_key", "=", "cbb")
    .where("game_type", "in", ["postseason", "championship"])
    .where("status", "=", "final")
    .execute();
  const bySeason = new Map<number, TourneyGame[]>();
  for (const g of games) {
    if (g.season_start_year === null || g.home_score === null || g.away_score === null) continue;
    const homeWon = g.home_score > g.away_score;
    const list = bySeason.get(g.season_start_year) ?? [];
    list.push({
      season: g.season_start_year,
      date: g.game_date,
      winner: homeWon ? g.home_team_id! : g.away_team_id!,
      loser: homeWon ? g.away_team_id! : g.home_team_id!,
      title: g.game_type === "championship",
    });
    bySeason.set(g.season_start_year, list);
  }
  const rows = await db
    .selectFrom("team_seasons as ts")
    .innerJoin("teams as t", "t.id", "ts.team_id")
    .select(["ts.team_id", "ts.season_start_year", "ts.made_playoffs", "ts.playoff_result", "t.name"])
    .where("ts.league_key", "=", "cbb")
    .execute();
  // The seasons both hold: tournament games and the file's team seasons.
  const withRows = new Set(rows.map((r) => r.season_start_year));
  const seasons = [...bySeason.keys()].filter((season) => withRows.has(season));
  if (seasons.length === 0) return null;
  const names = new Map<number, string>();
  const stated = new Map<string, Ending>();
  for (const r of rows) {
    if (!bySeason.has(r.season_start_year)) continue;
    names.set(r.team_id, r.name);
    if (r.made_playoffs === null) continue;
    const ending = r.made_playoffs === 0 ? "not in the tournament" : ncaaRoundOf(r.playoff_result);
    if (ending) stated.set(`${r.season_start_year}:${r.team_id}`, ending);
  }
  const teamNames = await db
    .selectFrom("teams")
    .select(["id", "name"])
    .where("league_key", "=", "cbb")
    .execute();
  for (const t of teamNames) if (!names.has(t.id)) names.set(t.id, t.name);
  const differences: string[] = [];
  let total = 0;
  for (const season of seasons.sort((a, b) => a - b)) {
    const played = tournamentEndings(bySeason.get(season)!, season);
    const teams = new Set<number>(played.keys());
    for (const key of stated.keys()) if (key.startsWith(`${season}:`)) teams.add(Number(key.split(":")[1]));
    for (const team of [...teams].sort((a, b) => a - b)) {
      total++;
      const inFile = stated.get(`${season}:${team}`);
      const inGames: Ending = played.get(team) ?? "not in the tournament";
      if (same(inFile, inGames)) continue;
      differences.push(
        `${seasonLabel("basketball", season)} ${names.get(team) ?? team}: ${endingText(inFile)} in ${ncaaMbbTeamSeasons.name}, ${endingText(inGames)} in the tournament games`,
      );
    }
  }
  for (const d of differences) log(`  college basketball team season differs from the games: ${d}`);
  const shown = differences.slice(0, 12);
  return {
    key: "cbb-team-seasons-games",
    label: "College basketball team seasons agree with the tournament games",
    passed: total - differences.length,
    total,
    detail:
      `each Sports-Reference team season's NCAA tournament (not in it, or the round it ended in) against the March Mania tournament games, ${seasonLabel("basketball", Math.min(...seasons))} to ${seasonLabel("basketball", Math.max(...seasons))}; the team pages show the games' result` +
      (shown.length
        ? `; differences: ${shown.join("; ")}${differences.length > shown.length ? `; and ${differences.length - shown.length} more` : ""}`
        : ""),
  };
}

/**
 * Each Sports-Reference team season's W-L (every game of the season) against the games held of it
 * (regular season, conference tournament and NCAA tournament, from 1984-85): the games lack the
 * other postseason tournaments (NIT, CBI ...) and the games against teams outside Division I, so a
 * season whose games count fewer wins or losses is told apart from one whose games count more
 * than the file states, or no row of the file; both are named in the build log.
 */
export async function cbbRecordsFigure(
  db: Kysely<Database>,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const games = await db
    .selectFrom("games")
    .select(["season_start_year", "home_team_id", "away_team_id", "home_score", "away_score"])
    .where("league_key", "=", "cbb")
    .where("status", "=", "final")
    .execute();
  const tally = new Map<string, { w: number; l: number }>();
  const regularSeasons = new Set<number>();
  for (const g of games) {
    if (g.season_start_year === null || g.home_score === null || g.away_score === null) continue;
    for (const [team, own, opp] of [
      [g.home_team_id, g.home_score, g.away_score],
      [g.away_team_id, g.away_score, g.home_score],
    ] as const) {
      const key = `${g.season_start_year}:${team}`;
      const t = tally.get(key) ?? { w: 0, l: 0 };
      if (own > opp) t.w++;
      else t.l++;
      tally.set(key, t);
    }
  }
  const regular = await db
    .selectFrom("games")
    .select("season_start_year")
    .distinct()
    .where("league_key", "=", "cbb")
    .where("game_type", "=", "regular")
    .execute();
  for (const r of regular) if (r.season_start_year !== null) regularSeasons.add(r.season_start_year);
  const rows = await db
    .selectFrom("team_seasons as ts")
    .innerJoin("teams as t", "t.id", "ts.team_id")
    .select(["ts.team_id", "ts.season_start_year", "ts.wins", "ts.losses", "t.name"])
    .where("ts.league_key", "=", "cbb")
    .execute();
  const compared = rows.filter(
    (r) => regularSeasons.has(r.season_start_year) && r.wins !== null && r.losses !== null,
  );
  if (compared.length === 0) return null;
  let same = 0;
  let fewer = 0;
  const more: string[] = [];
  for (const r of compared) {
    const g = tally.get(`${r.season_start_year}:${r.team_id}`) ?? { w: 0, l: 0 };
    if (g.w === r.wins && g.l === r.losses) same++;
    else if (g.w <= r.wins! && g.l <= r.losses!) fewer++;
    else
      more.push(
        `${seasonLabel("basketball", r.season_start_year)} ${r.name}: ${r.wins}-${r.losses} in ${ncaaMbbTeamSeasons.name}, ${g.w}-${g.l} in the games`,
      );
  }
  for (const d of more) log(`  college basketball team season W-L below its games: ${d}`);
  const seasons = compared.map((r) => r.season_start_year);
  const shown = more.slice(0, 12);
  return {
    key: "cbb-team-season-records-games",
    label: "College basketball team seasons' W-L against the games",
    passed: same + fewer,
    total: compared.length,
    detail:
      `each Sports-Reference team season's W-L, ${seasonLabel("basketball", Math.min(...seasons))} to ${seasonLabel("basketball", Math.max(...seasons))}, against its regular-season, conference and NCAA tournament games: ${same} equal; ${fewer} count more games than the games held (NIT and other tournaments and games against teams outside Division I are not in the data); ${more.length} count fewer wins or losses than the games` +
      (shown.length
        ? `: ${shown.join("; ")}${more.length > shown.length ? `; and ${more.length - shown.length} more` : ""}`
        : ""),
  };
}
