/**
 * Last step: ties rows added by importers to seasons and names of the time, and counts each
 * season's teams and games. Runs after every importer, so importers may leave these fields null.
 */
import { sql } from "kysely";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";

export const finalizeStep: BuildStep = {
  name: "finalize",
  async run(ctx) {
    await linkSeasons(ctx);
    await nameRowsOfTheTime(ctx);
    await countSeasons(ctx);
  },
};

/** Rows that know their season only by start year get the season of their league (their club's). */
async function linkSeasons({ db }: BuildContext): Promise<void> {
  for (const table of ["games", "standings"] as const) {
    await sql`update ${sql.table(table)} set season_id = (
        select s.id from seasons s
        where s.league_key = ${sql.ref(`${table}.league_key`)}
          and s.start_year = ${sql.ref(`${table}.season_start_year`)})
      where season_id is null and season_start_year is not null`.execute(db);
  }
  await sql`update roster_entries set season_id = (
      select s.id from seasons s join teams t on t.league_key = s.league_key
      where t.id = roster_entries.team_id and s.start_year = roster_entries.season_start_year)
    where season_id is null`.execute(db);
}

/** Names of the time for games and standings whose importer left them empty. */
async function nameRowsOfTheTime(ctx: BuildContext): Promise<void> {
  const { db } = ctx;
  const unnamed = await db
    .selectFrom("games")
    .select(["id", "home_team_id", "away_team_id", "season_start_year"])
    .where((eb) => eb.or([eb("home_team_name", "is", null), eb("away_team_name", "is", null)]))
    .execute();
  for (const game of unnamed) {
    const home = ctx.teamOfTime(game.home_team_id, game.season_start_year);
    const away = ctx.teamOfTime(game.away_team_id, game.season_start_year);
    await db
      .updateTable("games")
      .set({
        home_team_name: home.name,
        home_team_city: home.city,
        home_team_abbreviation: home.abbreviation,
        away_team_name: away.name,
        away_team_city: away.city,
        away_team_abbreviation: away.abbreviation,
      })
      .where("id", "=", game.id)
      .execute();
  }
  const unnamedStandings = await db
    .selectFrom("standings")
    .select(["id", "team_id", "season_start_year"])
    .where("team_name", "is", null)
    .execute();
  for (const row of unnamedStandings) {
    await db
      .updateTable("standings")
      .set({ team_name: ctx.teamOfTime(row.team_id, row.season_start_year).name })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Season counts: teams that appear in its standings or games, and its games. Unknown stays null. */
async function countSeasons({ db }: BuildContext): Promise<void> {
  const teamsBySeason = new Map<number, Set<number>>();
  const add = (season: number | null, team: number) => {
    if (season === null) return;
    let set = teamsBySeason.get(season);
    if (!set) teamsBySeason.set(season, (set = new Set()));
    set.add(team);
  };
  const standingTeams = await db
    .selectFrom("standings")
    .select(["season_id", "team_id"])
    .distinct()
    .execute();
  for (const r of standingTeams) add(r.season_id, r.team_id);
  const homeTeams = await db
    .selectFrom("games")
    .select(["season_id", "home_team_id as team_id"])
    .distinct()
    .execute();
  const awayTeams = await db
    .selectFrom("games")
    .select(["season_id", "away_team_id as team_id"])
    .distinct()
    .execute();
  for (const r of [...homeTeams, ...awayTeams]) add(r.season_id, r.team_id);
  const gameCounts = await db
    .selectFrom("games")
    .select(["season_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("season_id", "is not", null)
    .groupBy("season_id")
    .execute();
  const gamesBySeason = new Map(gameCounts.map((r) => [r.season_id as number, Number(r.n)]));
  for (const seasonId of new Set([...teamsBySeason.keys(), ...gamesBySeason.keys()])) {
    await db
      .updateTable("seasons")
      .set({
        teams_count: teamsBySeason.get(seasonId)?.size ?? null,
        games_count: gamesBySeason.get(seasonId) ?? null,
      })
      .where("id", "=", seasonId)
      .execute();
  }
}
