/**
 * Champions agree with the games (docs/rules.md#champions-agree-with-the-games). Runs after the
 * game importers and before the standings, which read the champion rows:
 *  - a season whose deciding games are in the database and whose champion row exists: the row is
 *    checked against the games (champion, runner-up, series, clinching date, score); a
 *    disagreement fails the build with the season and both answers;
 *  - a season the games decide that has no row yet (the newest finals, past the curated list):
 *    the row is derived from the games (series, clinching game's date, score, overtime and venue,
 *    the champion's regular-season record when every game of it is known); what no source gives
 *    (MVP, coach) stays empty. The season is linked to it like a curated title.
 */
import path from "node:path";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { seasonKey, type BuildContext, type ChampionshipRef } from "../context";
import type { BuildStep } from "../step";
import {
  decideTitle,
  titleDisagreements,
  winsNeededFor,
  type DecidedTitle,
  type DecidingGame,
} from "../title-from-games";
import { GAME_RESULT } from "../../db/game-result";

export const championsFromGamesStep: BuildStep = {
  name: "champions agree with the games",
  async run(ctx) {
    const groups = await deciderGamesBySeason(ctx);
    const rows = await ctx.db.selectFrom("champions").selectAll().execute();
    const rowOf = new Map(rows.map((r) => [`${r.championship_id}:${r.year}`, r]));
    const championships = new Map([...ctx.lookups.championships.values()].map((c) => [c.id, c]));
    const name = (id: number | null) =>
      id === null ? "(none)" : (ctx.lookups.teamsById.get(id)?.name ?? `team ${id}`);

    let checked = 0;
    const derived: Insertable<Database["champions"]>[] = [];
    for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      const championship = championships.get(list[0].championship_id!);
      if (!championship) continue;
      const season = list[0].season_start_year!;
      const decided = decideTitle(
        list.map(toDeciding),
        winsNeededFor(championship.sport, championship.level, season),
      );
      if (!decided) continue;
      const row = rowOf.get(key);
      if (!row) {
        derived.push(await championFromGames(ctx, championship, season, decided, list));
        continue;
      }
      checked++;
      const differences = titleDisagreements(row, decided, name);
      const file = path.join(ctx.dataDir, "champions", `${championship.slug}.csv`);
      if (differences.length)
        ctx.problems.add(
          file,
          null,
          `season ${season}: the row and the deciding games disagree: ${differences.join("; ")}`,
        );
    }
    ctx.problems.throwIfAny();

    if (derived.length) {
      await ctx.insert("champions", derived);
      await linkSeasons(ctx, derived);
    }
    ctx.log(
      `champions checked against their deciding games: ${checked}; derived from the games: ${derived.map((c) => `${championships.get(c.championship_id)?.slug} ${c.year}`).join(", ") || "none"}`,
    );
  },
};

/** The championship games of every title season. */
function selectDeciderGames(ctx: BuildContext) {
  return ctx.db
    .selectFrom("games")
    .select([
      ...GAME_RESULT,
      "championship_id",
      "completed_date",
      "game_time",
      "home_team_name",
      "away_team_name",
      "period",
      "status",
      "venue_id",
      "venue_name",
    ])
    .where("game_type", "=", "championship")
    .where("championship_id", "is not", null)
    .execute();
}

type DeciderGame = Awaited<ReturnType<typeof selectDeciderGames>>[number];

/** The championship games keyed `championship:season`. */
async function deciderGamesBySeason(ctx: BuildContext): Promise<Map<string, DeciderGame[]>> {
  const groups = new Map<string, DeciderGame[]>();
  const games = await selectDeciderGames(ctx);
  for (const g of games) {
    if (g.season_start_year === null) continue;
    const key = `${g.championship_id}:${g.season_start_year}`;
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  return groups;
}

/** The champion row of a season the games decide and no curated row covers. */
async function championFromGames(
  ctx: BuildContext,
  championship: ChampionshipRef,
  season: number,
  decided: DecidedTitle,
  list: DeciderGame[],
): Promise<Insertable<Database["champions"]>> {
  const clinch = list.find(
    (g) =>
      (g.completed_date ?? g.game_date) === decided.clinch.date && g.home_team_id === decided.clinch.homeId,
  )!;
  const winnerName = clinch.home_team_id === decided.winnerId ? clinch.home_team_name : clinch.away_team_name;
  const runnerUpName =
    clinch.home_team_id === decided.runnerUpId ? clinch.home_team_name : clinch.away_team_name;
  const winner = ctx.teamOfTime(decided.winnerId, season);
  const venue =
    clinch.venue_id === null
      ? undefined
      : await ctx.db
          .selectFrom("venues")
          .select(["city", "state"])
          .where("id", "=", clinch.venue_id)
          .executeTakeFirst();
  return {
    id: ctx.nextId("champions"),
    championship_id: championship.id,
    season_id: ctx.lookups.seasons.get(seasonKey(championship.league_key, season)) ?? null,
    year: season,
    title_year: Number(decided.clinch.date.slice(0, 4)),
    edition: null,
    team_id: decided.winnerId,
    team_name: winnerName ?? winner.name,
    team_city: winner.city,
    team_abbreviation: winner.abbreviation,
    runner_up_team_id: decided.runnerUpId,
    runner_up_name: runnerUpName ?? ctx.teamOfTime(decided.runnerUpId, season).name,
    runner_up_city: ctx.teamOfTime(decided.runnerUpId, season).city,
    winner_score: decided.winnerScore,
    runner_up_score: decided.runnerUpScore,
    overtime: decided.clinch.period && /OT|SO/i.test(decided.clinch.period) ? decided.clinch.period : null,
    series: decided.series,
    game_date: decided.clinch.date,
    venue: clinch.venue_name,
    city: venue?.city ?? null,
    state: venue?.state ?? null,
    mvp: null,
    coach: null,
    record: await regularSeasonRecord(
      ctx,
      championship.sport,
      decided,
      championship.sport_id,
      championship.level_id,
      season,
    ),
    note: null,
  };
}

/** A derived champion is its season's champion, as a curated title is. */
async function linkSeasons(ctx: BuildContext, derived: Insertable<Database["champions"]>[]): Promise<void> {
  for (const c of derived) {
    if (c.season_id === null || c.season_id === undefined || typeof c.title_year !== "number") continue;
    await ctx.db
      .updateTable("seasons")
      .set({ champion_id: c.id, end_year: c.title_year, playoffs_end: c.game_date, end_date: c.game_date })
      .where("id", "=", c.season_id)
      .execute();
  }
}

function toDeciding(g: {
  game_date: string;
  completed_date: string | null;
  game_time: string | null;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
  period: string | null;
  status: string;
  venue_id: number | null;
  venue_name: string | null;
}): DecidingGame {
  return {
    // A suspended game decides the title on the day it was completed.
    date: g.completed_date ?? g.game_date,
    time: g.game_time,
    homeId: g.home_team_id,
    awayId: g.away_team_id,
    homeScore: g.home_score,
    awayScore: g.away_score,
    period: g.period,
    status: g.status,
    venueId: g.venue_id,
    venueName: g.venue_name,
  };
}

/**
 * The champion's regular-season record from its games, as commonly cited: `W-L` in basketball,
 * `W-L-OTL` in hockey (only when every game carries its overtime marker). Null when a game is
 * missing a result or the sport is neither.
 */
async function regularSeasonRecord(
  ctx: BuildContext,
  sport: string,
  decided: DecidedTitle,
  sportId: number,
  levelId: number,
  season: number,
): Promise<string | null> {
  if (sport !== "basketball" && sport !== "hockey") return null;
  const teamId = decided.winnerId;
  const games = await ctx.db
    .selectFrom("games")
    .select(["home_team_id", "home_score", "away_score", "period", "status", "source"])
    .where("sport_id", "=", sportId)
    .where("level_id", "=", levelId)
    .where("season_start_year", "=", season)
    .where("game_type", "=", "regular")
    .where((eb) => eb.or([eb("home_team_id", "=", teamId), eb("away_team_id", "=", teamId)]))
    .execute();
  if (
    games.length === 0 ||
    games.some((g) => g.status !== "final" || g.home_score === null || g.away_score === null)
  )
    return null;
  if (sport === "hockey" && games.some((g) => !(g.source ?? "").includes("hockey-reference"))) return null;
  let w = 0;
  let l = 0;
  let otl = 0;
  for (const g of games) {
    const own = g.home_team_id === teamId ? g.home_score! : g.away_score!;
    const other = g.home_team_id === teamId ? g.away_score! : g.home_score!;
    if (own > other) w++;
    else if (sport === "hockey" && g.period && /OT|SO/i.test(g.period)) otl++;
    else l++;
  }
  return sport === "hockey" ? `${w}-${l}-${otl}` : `${w}-${l}`;
}
