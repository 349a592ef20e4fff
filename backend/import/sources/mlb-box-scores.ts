/**
 * MLB postseason box scores and play-by-play, 1903-2023, from the Retrosheet event files
 * (retrosheet-postseason-events/), computed by the parser in domain/retrosheet-events.ts. Runs after
 * the Retrosheet games (each event game is matched to our game by date, clubs and game number) and
 * after the people step (a player by Lahman's retroID → the player row `lahman:{playerID}`). What
 * does not match is reported, never dropped silently: the Negro League World Series files (not MLB
 * games here), event games without a game row, players without a player row, plays the parser
 * could not read.
 *
 * The invariant: for every game, the box score's runs by club equal the line score and the final
 * score of the game row, and each club's AB, H, HR, BB and SO equal the game log's totals where the
 * log holds them. A failure stops the build naming the games, unless the game and check are listed
 * with a reason in backend/data/mlb-box-score-exceptions.csv (a known disagreement of the sources).
 *
 * Retrosheet's notice (backend/data/attributions.json, id retrosheet) is shown wherever these are.
 */
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { EventGame, Side } from "../../../domain/retrosheet-events";
import { postseasonBattingTotals, type GameLogBatting } from "../readers/retrosheet";
import { eventFiles, readEventFile } from "../readers/retrosheet-events";
import type { BuildContext } from "../context";
import { parseCsv } from "../csv";
import { leagueStep } from "./common";
import { retroCodes } from "./retrosheet";
import { retroPlayerIds } from "./mlb-game-teams";

const LEAGUE = "mlb";
const SIDES: Side[] = ["away", "home"];
const GAME_LOG_FIGURES = ["ab", "h", "hr", "bb", "so"] as const;

/** A row of mlb-box-score-exceptions.csv: a Retrosheet game id, the check that fails, and why. */
const EXCEPTION = z.object({
  game_id: z.string().regex(/^[A-Z0-9]{3}\d{9}$/, "not a Retrosheet game id"),
  check: z.enum(["runs", ...GAME_LOG_FIGURES]),
  reason: z.string().trim().min(1),
});

interface GameRow {
  id: number;
  home_score: number | null;
  away_score: number | null;
  line_score: string | null;
}

/** Game and check ("runs", "ab", ...) → the reason the sources are known to disagree (backend/data). */
function boxScoreExceptions(curatedDir: string): Map<string, string> {
  const file = path.join(curatedDir, "mlb-box-score-exceptions.csv");
  const out = new Map<string, string>();
  if (!fs.existsSync(file)) return out;
  for (const { line, values } of parseCsv(fs.readFileSync(file, "utf8")).records) {
    const v = EXCEPTION.safeParse(values);
    if (!v.success)
      throw new Error(`${file}:${line}: ${v.error.issues[0].path.join(".")} ${v.error.issues[0].message}`);
    out.set(`${v.data.game_id}:${v.data.check}`, v.data.reason);
  }
  return out;
}

/**
 * The disagreements of one game's box score with its game row and game log, as "check" → message
 * (empty when they agree). `log` is null where the game log does not hold the club's totals.
 */
export function boxScoreDisagreements(
  game: Pick<EventGame, "runs" | "lineScore" | "batting">,
  row: Pick<GameRow, "home_score" | "away_score" | "line_score">,
  log: Record<Side, GameLogBatting | null> | null,
): Map<string, string> {
  const out = new Map<string, string>();
  const held = row.line_score ? (JSON.parse(row.line_score) as Record<Side, (number | null)[]>) : null;
  for (const side of SIDES) {
    const runs = game.runs[side];
    const score = side === "home" ? row.home_score : row.away_score;
    const lineSum = game.lineScore[side].reduce((a, b) => a + b, 0);
    const heldSum = held ? held[side].reduce<number>((a, b) => a + (b ?? 0), 0) : null;
    if (runs !== score || runs !== lineSum || (heldSum !== null && heldSum !== runs))
      out.set(
        "runs",
        `${side} runs ${runs} in the box score, ${lineSum} in its line score, ${heldSum ?? "no"} in the game's line score, final score ${score}`,
      );
    const totals = log?.[side];
    if (!totals) continue;
    for (const k of GAME_LOG_FIGURES) {
      const sum = game.batting[side].reduce((a, b) => a + b[k], 0);
      if (sum !== totals[k])
        out.set(k, `${side} ${k.toUpperCase()} ${sum} in the box score, ${totals[k]} in the game log`);
    }
  }
  return out;
}

/** Our postseason MLB games by Retrosheet-style key: yyyy-mm-dd:home team id:away team id:game number. */
async function postseasonGames(ctx: BuildContext): Promise<Map<string, GameRow>> {
  const rows = await ctx.db
    .selectFrom("games")
    .select([
      "id",
      "game_date",
      "home_team_id",
      "away_team_id",
      "game_number",
      "home_score",
      "away_score",
      "line_score",
    ])
    .where("league_key", "=", LEAGUE)
    .where("game_type", "in", ["postseason", "championship"])
    .execute();
  return new Map(
    rows.map((r) => [`${r.game_date}:${r.home_team_id}:${r.away_team_id}:${r.game_number ?? 0}`, r]),
  );
}

/** The rows of the three tables, gathered game by game. */
class BoxScoreRows {
  readonly batting: Insertable<Database["baseball_game_batting"]>[] = [];
  readonly pitching: Insertable<Database["baseball_game_pitching"]>[] = [];
  readonly plays: Insertable<Database["baseball_game_plays"]>[] = [];

  add(
    ctx: BuildContext,
    gameId: number,
    g: EventGame,
    playerId: (retroId: string, name: string) => number | null,
  ): void {
    const { batting, pitching, plays } = this;
    const row = { id: gameId };
    for (const side of SIDES) {
      g.batting[side].forEach((b, seq) =>
        batting.push({
          id: ctx.nextId("baseball_game_batting"),
          game_id: row.id,
          side,
          seq,
          retro_id: b.retroId,
          player_id: playerId(b.retroId, b.name),
          name: b.name,
          slot: b.slot,
          positions: b.positions,
          ab: b.ab,
          r: b.r,
          h: b.h,
          rbi: b.rbi,
          bb: b.bb,
          so: b.so,
          doubles: b.doubles,
          triples: b.triples,
          hr: b.hr,
          sb: b.sb,
        }),
      );
      g.pitching[side].forEach((p, seq) =>
        pitching.push({
          id: ctx.nextId("baseball_game_pitching"),
          game_id: row.id,
          side,
          seq,
          retro_id: p.retroId,
          player_id: playerId(p.retroId, p.name),
          name: p.name,
          outs: p.outs,
          h: p.h,
          r: p.r,
          er: p.er,
          bb: p.bb,
          so: p.so,
          hr: p.hr,
          decision: p.decision,
        }),
      );
    }
    g.plays.forEach((p, seq) =>
      plays.push({
        id: ctx.nextId("baseball_game_plays"),
        game_id: row.id,
        seq,
        inning: p.inning,
        half: p.half,
        text: p.text,
        outs: p.outs,
        away_score: p.awayScore,
        home_score: p.homeScore,
      }),
    );
  }
}

export const mlbBoxScoresStep = leagueStep(
  "MLB postseason box scores (Retrosheet event files)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, report, crosswalk } = setup;
    const files = eventFiles(dataDir);
    if (!files.length) return;
    const franchOf = retroCodes(dataDir);
    const teamId = (code: string, season: number): number | null => {
      const franch = franchOf(code, season);
      const r = franch ? crosswalk.resolve("lahman", LEAGUE, franch, season) : null;
      return r?.ok ? r.value.team.id : null;
    };
    const games = await postseasonGames(ctx);
    const byRetro = await retroPlayerIds(ctx, dataDir);
    const { totals, problems: logProblems } = postseasonBattingTotals(dataDir);
    for (const p of logProblems) ctx.warn(`MLB box scores: game log ${p}`);
    const exceptions = boxScoreExceptions(ctx.dataDir);
    const failures: string[] = [];
    const excused: string[] = [];
    const unmatched: string[] = [];
    const parseProblems: string[] = [];
    const unlinked = new Map<string, string>();
    const rows = new BoxScoreRows();
    let negroLeague = 0;
    let matched = 0;
    for (const { file, season, mlb } of files) {
      const stats = report.open(file, "baseball", "professional");
      const eventGames = readEventFile(stats, file);
      if (!mlb) {
        // The Negro League World Series are not games of our MLB clubs: counted, not imported.
        stats.skipped += eventGames.length;
        negroLeague += eventGames.length;
        report.done(stats, "Negro League World Series, not MLB games here");
        continue;
      }
      for (const g of eventGames) {
        parseProblems.push(...g.problems);
        const home = teamId(g.home, season);
        const away = teamId(g.visitor, season);
        const row = home && away ? games.get(`${g.date}:${home}:${away}:${g.gameNumber}`) : undefined;
        if (!row) {
          unmatched.push(`${g.id} (${g.visitor} at ${g.home}, ${g.date})`);
          report.reject(stats, null, `${g.id}: no MLB game of ${g.date} ${g.visitor} at ${g.home}`);
          continue;
        }
        const log = totals.get(g.id);
        for (const [check, message] of boxScoreDisagreements(
          g,
          row,
          log ? { away: log.visitor, home: log.home } : null,
        )) {
          const reason = exceptions.get(`${g.id}:${check}`);
          if (reason) excused.push(`${g.id} ${check}: ${reason}`);
          else failures.push(`${g.id}: ${message}`);
        }
        const playerId = (retroId: string, name: string) => {
          const id = byRetro.get(retroId);
          if (id === undefined) unlinked.set(retroId, name);
          return id ?? null;
        };
        rows.add(ctx, row.id, g, playerId);
        matched++;
        stats.imported++;
      }
      report.done(stats);
    }
    if (unmatched.length)
      ctx.warn(
        `MLB box scores: ${unmatched.length} event-file games without an MLB game row: ${unmatched.join("; ")}`,
      );
    if (parseProblems.length)
      ctx.warn(`MLB box scores: ${parseProblems.length} plays not read: ${parseProblems.join("; ")}`);
    if (unlinked.size)
      ctx.warn(
        `MLB box scores: ${unlinked.size} Retrosheet players without a player row (no Lahman retroID): ${[...unlinked].map(([id, name]) => `${name} (${id})`).join("; ")}`,
      );
    if (excused.length)
      ctx.log(
        `  MLB box scores: known source disagreements (mlb-box-score-exceptions.csv): ${excused.join("; ")}`,
      );
    if (failures.length)
      throw new Error(
        `MLB box scores disagree with the game rows or game logs in ${failures.length} checks (list a known source disagreement in backend/data/mlb-box-score-exceptions.csv): ${failures.join("; ")}`,
      );
    const { batting, pitching, plays } = rows;
    await ctx.insert("baseball_game_batting", batting);
    await ctx.insert("baseball_game_pitching", pitching);
    await ctx.insert("baseball_game_plays", plays);
    report.count("baseball", "professional", "box scores", matched);
    ctx.log(
      `  MLB box scores: ${matched} games (${negroLeague} Negro League World Series games not imported), ${batting.length} batting, ${pitching.length} pitching lines, ${plays.length} plays`,
    );
  },
);
