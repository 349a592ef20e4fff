/** /api/leaders/: a page of one leader board (statistic, scope, league), precomputed by the build. */
import { z } from "zod";
import type { LeaderRow } from "../../../domain/contract/types";
import { LEADER_SCOPES, MLB_LEADER_LEAGUES, MLB_LEADER_STATS } from "../../../domain/leaders";
import { idsForSlug, offsetOf, page, type Route, type RouteContext } from "../context";
import { paginationShape, parseQuery, siteFilterShape } from "../params";

const shape = {
  ...paginationShape,
  ...siteFilterShape,
  stat: z.enum(MLB_LEADER_STATS.map((s) => s.key) as [string, ...string[]], { message: "Expected a statistic of the leaders (hr, avg, era, ...)." }),
  scope: z.enum(LEADER_SCOPES, { message: "Expected career, season or active." }).optional().default("career"),
  league: z.enum(MLB_LEADER_LEAGUES, { message: "Expected all, AL or NL." }).optional().default("all"),
};

async function leaders(ctx: RouteContext) {
  const p = parseQuery(ctx.url, shape);
  const sportIds = idsForSlug(ctx.ref.sportsBySlug, p.sport__slug);
  const levelIds = idsForSlug(ctx.ref.levelsBySlug, p.level__slug);
  const base = ctx.db
    .selectFrom("stat_leaders as l")
    .where("l.scope", "=", p.scope)
    .where("l.stat", "=", p.stat)
    .where("l.league", "=", p.league)
    .$if(sportIds !== undefined, (qb) => qb.where("l.sport_id", "in", sportIds!))
    .$if(levelIds !== undefined, (qb) => qb.where("l.level_id", "in", levelIds!));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin("players", "players.id", "l.player_id")
    .innerJoin("people", "people.id", "players.person_id")
    .leftJoin("teams", "teams.id", "l.team_id")
    .select([
      "l.rank",
      "l.value",
      "l.basis",
      "l.player_id",
      "players.slug as player_slug",
      "people.first_name",
      "people.last_name",
      "l.season_start_year",
      "teams.slug as team_slug",
      "l.team_name",
      "l.first_season",
      "l.last_season",
    ])
    .orderBy("l.rank")
    .orderBy("l.id")
    .limit(p.page_size)
    .offset(offsetOf(p))
    .execute();
  const results: LeaderRow[] = rows.map((r) => ({
    rank: r.rank,
    value: r.value,
    basis: r.basis,
    player_id: r.player_id,
    player_slug: r.player_slug,
    player_name: `${r.first_name} ${r.last_name}`.trim(),
    season: r.season_start_year,
    team_slug: r.team_slug,
    team_name: r.team_name,
    first_season: r.first_season,
    last_season: r.last_season,
  }));
  return page(ctx, p, Number(n), results);
}

export const leaderRoutes: Route[] = [{ path: "leaders", query: shape, handle: leaders }];
