/**
 * Each club's side of every MLB game we hold, from its Retrosheet game log row
 * (retrosheet-gamelogs/, read by readers/retrosheet.ts): the batting, pitching and fielding totals,
 * the starting pitchers, the two starting lineups and the pitchers of record (with the game-winning
 * RBI batter). Runs after the Retrosheet games (each row is matched to its game by date, clubs and
 * game number, so a season the games step reads is read here too, whatever its year) and after the
 * people step (a player by Lahman's retroID → the player row `lahman:{playerID}`).
 *
 * Stored one row per club and game (baseball_game_teams); the people as compact JSON (see
 * `personRef`): a linked player by our id alone (his page gives the name), an unlinked one by
 * Retrosheet id and name. `lineup` `[[ref..., position], ...]` in batting order, `decisions`
 * `[[role, ref...], ...]`; the starting pitcher in three columns, id and name only when unlinked. The winning pitcher, the save and the game-winning RBI are the winning club's,
 * the losing pitcher the other's; a row that names one in a game without a winner is counted and
 * not credited. A side whose row leaves every figure and person blank (early games) gets no row.
 *
 * The check: for every game with a line score, each club's runs by inning add up to its final
 * score; games that differ are listed in the build log by game.
 *
 * Retrosheet's notice (backend/data/attributions.json, id retrosheet) is shown wherever these are.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { lahmanPeople } from "../readers/lahman";
import {
  gameLogFiles,
  readGameLogDetails,
  TEAM_LINE_FIELDS,
  type GameLogDetail,
  type LogPerson,
} from "../readers/retrosheet";
import type { BuildContext } from "../context";
import { leagueStep } from "./common";
import { retroCodes, RETROSHEET_FIRST_REGULAR_SEASON } from "./retrosheet";
import { playerIdsByKey } from "./rosters";

const LEAGUE = "mlb";
type Side = "away" | "home";
type Row = Insertable<Database["baseball_game_teams"]>;
/** A decision's role as the page shows it. */
type Role = "W" | "L" | "S" | "GWRBI";

/** Our players by Retrosheet id, through Lahman People.csv `retroID` (the player row `lahman:{playerID}`). */
export async function retroPlayerIds(ctx: BuildContext, dataDir: string): Promise<Map<string, number>> {
  const players = await playerIdsByKey(ctx);
  const byRetro = new Map<string, number>();
  for (const p of lahmanPeople.load(dataDir)) {
    const id = p.retroID ? players.get(`lahman:${p.playerID}`) : undefined;
    if (id !== undefined) byRetro.set(p.retroID, id);
  }
  return byRetro;
}

/** The runs of each inning of a stored line score; null innings (not batted) count nothing. */
function lineSum(innings: readonly (number | null)[]): number {
  return innings.reduce<number>((a, b) => a + (b ?? 0), 0);
}

/**
 * Where a game's line score does not add up to its final score: "away 3 by inning, final 4"
 * per side, or null when both agree (or the game has no line score).
 */
export function lineScoreMismatch(row: {
  home_score: number | null;
  away_score: number | null;
  line_score: string | null;
}): string | null {
  if (!row.line_score) return null;
  const line = JSON.parse(row.line_score) as Record<Side, (number | null)[]>;
  const out: string[] = [];
  for (const side of ["away", "home"] as const) {
    const score = side === "home" ? row.home_score : row.away_score;
    if (!line[side]?.length) continue;
    const sum = lineSum(line[side]);
    if (score !== null && sum !== score) out.push(`${side} ${sum} by inning, final ${score}`);
  }
  return out.length ? out.join(", ") : null;
}

/**
 * The roles a side is credited with: W, S and GWRBI go to the winner, L to the loser. Null when the
 * row names a pitcher of record in a game without a winner (a tie), which is not credited.
 */
export function decisionsBySide(
  detail: Pick<GameLogDetail, "winner" | "loser" | "save" | "gwrbi">,
  awayScore: number,
  homeScore: number,
): Record<Side, [Role, LogPerson][]> | null {
  const named: [Role, LogPerson | null][] = [
    ["W", detail.winner],
    ["L", detail.loser],
    ["S", detail.save],
    ["GWRBI", detail.gwrbi],
  ];
  const out: Record<Side, [Role, LogPerson][]> = { away: [], home: [] };
  if (awayScore === homeScore) return named.some(([, p]) => p) ? null : out;
  const winner: Side = homeScore > awayScore ? "home" : "away";
  const loser: Side = winner === "home" ? "away" : "home";
  for (const [role, person] of named) if (person) out[role === "L" ? loser : winner].push([role, person]);
  return out;
}

export const mlbGameTeamsStep = leagueStep(
  "MLB team lines, lineups and pitchers of record (Retrosheet game logs)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, crosswalk } = setup;
    const franchOf = retroCodes(dataDir);
    const teamId = (code: string, season: number): number | null => {
      const franch = franchOf(code, season);
      const r = franch ? crosswalk.resolve("lahman", LEAGUE, franch, season) : null;
      return r?.ok ? r.value.team.id : null;
    };
    const gameRows = await ctx.db
      .selectFrom("games")
      .select(["id", "slug", "game_date", "home_team_id", "away_team_id", "game_number"])
      .select(["home_score", "away_score", "line_score"])
      .where("league_key", "=", LEAGUE)
      .where("source", "=", "retrosheet")
      .execute();
    const games = new Map(
      gameRows.map((r) => [`${r.game_date}:${r.home_team_id}:${r.away_team_id}:${r.game_number ?? 0}`, r]),
    );
    const byRetro = await retroPlayerIds(ctx, dataDir);
    const unlinked = new Map<string, string>();
    const playerId = (p: LogPerson): number | null => {
      const id = byRetro.get(p.retroId);
      if (id === undefined) unlinked.set(p.retroId, p.name);
      return id ?? null;
    };
    /** A person as stored: [playerId] when linked, else [retroId, name]. */
    const ref = (p: LogPerson): [number] | [string, string] => {
      const id = playerId(p);
      return id === null ? [p.retroId, p.name] : [id];
    };
    const rows: Row[] = [];
    const matched = new Set<number>();
    let unread = 0;
    let unmatched = 0;
    let lineups = 0;
    let lines = 0;
    let noWinner = 0;
    const partial = new Map<string, number>();
    for (const { file } of gameLogFiles(dataDir, RETROSHEET_FIRST_REGULAR_SEASON)) {
      const read = readGameLogDetails(file);
      unread += read.unread;
      for (const { game: g, detail } of read.rows) {
        const home = teamId(g.home, g.season);
        const away = teamId(g.visitor, g.season);
        const row = home && away ? games.get(`${g.date}:${home}:${away}:${g.gameNumber ?? 0}`) : undefined;
        // The games step rejected (and reported) this row: nothing to attach it to.
        if (!row) {
          unmatched++;
          continue;
        }
        matched.add(row.id);
        if (detail.acquisition && detail.acquisition !== "Y")
          partial.set(detail.acquisition, (partial.get(detail.acquisition) ?? 0) + 1);
        const decisions = decisionsBySide(detail, g.visitorScore, g.homeScore);
        if (!decisions) noWinner++;
        for (const side of ["away", "home"] as const) {
          const logSide = side === "away" ? "visitor" : "home";
          const totals = detail.teams[logSide];
          const starter = detail.starters[logSide];
          const lineup = detail.lineups[logSide];
          const credited = decisions?.[side] ?? [];
          if (!totals && !starter && !lineup && !credited.length) continue;
          if (totals) lines++;
          if (lineup) lineups++;
          const figures = Object.fromEntries(TEAM_LINE_FIELDS.map((k) => [k, totals?.[k] ?? null]));
          const starterId = starter ? playerId(starter) : null;
          rows.push({
            id: ctx.nextId("baseball_game_teams"),
            game_id: row.id,
            side,
            ...figures,
            starter_player_id: starterId,
            starter_retro_id: starter && starterId === null ? starter.retroId : null,
            starter_name: starter && starterId === null ? starter.name : null,
            lineup: lineup ? JSON.stringify(lineup.map((p) => [...ref(p), p.position])) : null,
            decisions: credited.length
              ? JSON.stringify(credited.map(([role, p]) => [role, ...ref(p)]))
              : null,
          });
        }
      }
    }
    // The check: runs by inning add up to the final score, game by game.
    const mismatches = gameRows.flatMap((r) => {
      const m = lineScoreMismatch(r);
      return m ? [`${r.slug} (${m})`] : [];
    });
    const withLine = gameRows.filter((r) => r.line_score).length;
    if (mismatches.length)
      ctx.warn(
        `MLB line scores: ${mismatches.length} of ${withLine} games whose runs by inning differ from the final score: ${mismatches.join("; ")}`,
      );
    else ctx.log(`  MLB line scores: all ${withLine} games' runs by inning add up to the final score`);
    if (unread || unmatched)
      ctx.log(
        `  MLB team lines: ${unread} game log rows unreadable and ${unmatched} without a game row (both rejected by the games step)`,
      );
    if (noWinner)
      ctx.warn(`MLB team lines: ${noWinner} tied games name a pitcher of record; not credited to a club`);
    if (unlinked.size)
      ctx.warn(
        `MLB team lines: ${unlinked.size} Retrosheet players without a player row (no Lahman retroID), shown unlinked: ${[...unlinked].map(([id, name]) => `${name} (${id})`).join("; ")}`,
      );
    await ctx.insert("baseball_game_teams", rows);
    const without = gameRows.length - matched.size;
    ctx.log(
      `  MLB team lines: ${matched.size} games of ${gameRows.length} (${without} without a game log row), ${rows.length} club rows, ${lines} with totals, ${lineups} with a full starting lineup; rows not complete by field 161: ${[...partial].map(([k, n]) => `${k} ${n}`).join(", ") || "none"}`,
    );
  },
);
