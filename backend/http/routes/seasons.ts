/**
 * /api/championships/seasons/: every season of every sport and level, newest first, each with its
 * champion. Whether a season is active depends on the clock, so it is computed per request.
 */
import { sql, type Kysely, type Expression, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { Season } from "../../../domain/contract/types";
import { seasonLabel, seasonStatus } from "../../../domain/season";
import { type Route, type RouteContext, detailRow } from "../context";
import { levelJson, sportJson } from "../ref-data";
import { searchAny, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";

function seasonQuery(db: Kysely<Database>) {
  return db
    .selectFrom("seasons")
    .innerJoin("sports", "sports.id", "seasons.sport_id")
    .innerJoin("levels", "levels.id", "seasons.level_id")
    .leftJoin("champions", (join) =>
      join
        .onRef("champions.season_id", "=", "seasons.id")
        .onRef("champions.championship_id", "=", "seasons.championship_id"),
    )
    .leftJoin("teams", "teams.id", "champions.team_id");
}

function selectSeason(query: ReturnType<typeof seasonQuery>) {
  return query
    .selectAll("seasons")
    .select([
      "sports.slug as sport_slug",
      "champions.team_id as champion_team_id",
      "champions.team_name as champion_name",
      "champions.team_city as champion_city",
      "champions.team_abbreviation as champion_abbreviation",
      "champions.note as champion_note",
      "teams.slug as champion_slug",
    ]);
}

type SeasonRow = Awaited<ReturnType<ReturnType<typeof selectSeason>["execute"]>>[number];

export function seasonJson(ctx: RouteContext, row: SeasonRow): Season {
  const ref = ctx.ref;
  const championship = row.championship_id === null ? undefined : ref.championships.get(row.championship_id);
  const status = seasonStatus(row, ctx.currentSeason(row.sport_slug), ctx.today);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    label: seasonLabel(row.sport_slug, row.start_year),
    start_year: row.start_year,
    end_year: row.end_year,
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    league: row.league,
    is_active: status === "active",
    status,
    regular_season_start: row.regular_season_start,
    regular_season_end: row.regular_season_end,
    playoffs_end: row.playoffs_end,
    start_date: row.start_date,
    end_date: row.end_date,
    teams_count: row.teams_count,
    games_count: row.games_count,
    championship: championship
      ? { id: championship.id, name: championship.name, slug: championship.slug }
      : null,
    playoffs_format: row.playoffs_format,
    regular_season_games: row.regular_season_games,
    champion: row.champion_name
      ? {
          id: row.champion_team_id,
          slug: row.champion_slug,
          name: row.champion_name,
          city: row.champion_city,
          abbreviation: row.champion_abbreviation,
        }
      : null,
    champion_note: row.champion_note,
  };
}

/** SQL for "this season is active now": the sport's current season, between its known dates. */
function activeCondition(ctx: RouteContext): Expression<SqlBool> {
  const today = ctx.today;
  const currents = [...ctx.ref.sports.values()].map(
    (s) => sql`(seasons.sport_id = ${s.id} and seasons.start_year = ${ctx.currentSeason(s.slug)})`,
  );
  const current = currents.length ? sql`(${sql.join(currents, sql` or `)})` : sql`(1 = 0)`;
  return sql<SqlBool>`(${current}
    and (seasons.regular_season_start is null or seasons.regular_season_start <= ${today})
    and (seasons.playoffs_end is null or seasons.playoffs_end >= ${today}))`;
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  season: q.year,
  season__start_year: q.year,
  start_year: q.year,
  is_active: q.bool,
  search: q.text,
};

export const seasonRoutes: Route[] = [
  {
    path: "championships/seasons",
    query: listShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const site = siteCondition(ctx, p, "seasons");
      const year = p.season__start_year ?? p.season ?? p.start_year;
      const search = p.search;
      const searchSports = search
        ? [...ctx.ref.sports.values()]
            .filter((s) => s.name.toLowerCase().includes(search.toLowerCase()))
            .map((s) => s.id)
        : [];
      const active = activeCondition(ctx);

      const base = seasonQuery(ctx.db)
        .$if(site !== undefined, (qb) => qb.where(site!))
        .$if(year !== undefined, (qb) => qb.where("seasons.start_year", "=", year!))
        .$if(p.is_active !== undefined, (qb) => qb.where(p.is_active ? active : sql<SqlBool>`not ${active}`))
        .$if(search !== undefined, (qb) =>
          qb.where((eb) => {
            const text = searchAny(["seasons.name", "seasons.league", "champions.team_name"], search!);
            return searchSports.length ? eb.or([text, eb("seasons.sport_id", "in", searchSports)]) : text;
          }),
        );
      return listPage(
        ctx,
        p,
        base,
        selectSeason(base)
          .orderBy("seasons.start_year", "desc")
          .orderBy("sports.sort_order")
          .orderBy("levels.sort_order"),
        (rows) => rows.map((r) => seasonJson(ctx, r)),
      );
    },
  },
  {
    path: "championships/seasons/:id",
    async handle(ctx) {
      const row = await detailRow(ctx, "seasons", (key) =>
        selectSeason(seasonQuery(ctx.db)).where(key).executeTakeFirst(),
      );
      return seasonJson(ctx, row);
    },
  },
];
