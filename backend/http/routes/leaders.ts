/**
 * /api/leaders/: a page of one leader board (statistic, scope, league or fielding position),
 * precomputed by the build; `scope=franchise&team={slug}` is a franchise's career leaders while
 * with it.
 */
import { z } from "zod";
import type { LeaderRow } from "../../../domain/contract/types";
import {
  ALL_LEADER_STATS,
  FIELDING_POSITIONS,
  LEADER_SCOPES,
  MLB_LEADER_LEAGUES,
} from "../../../domain/leaders";
import type { Route, RouteContext } from "../context";
import { siteCondition } from "../filters";
import { page, countOf, pageRows } from "../pagination";
import { paginationShape, parseQuery, siteFilterShape } from "../params";
import { teamSeasonSlug } from "../team-season-link";

const shape = {
  ...paginationShape,
  ...siteFilterShape,
  stat: z.enum([...new Set(ALL_LEADER_STATS.map((s) => s.key))] as [string, ...string[]], {
    message: "Expected a statistic of the leaders (hr, avg, era, goals, ...).",
  }),
  scope: z
    .enum([...LEADER_SCOPES, "franchise"], { message: "Expected career, season, active or franchise." })
    .optional()
    .default("career"),
  // Fielding boards are split by position instead of league (P, C, 1B, ...).
  league: z
    .enum([...MLB_LEADER_LEAGUES, ...FIELDING_POSITIONS.filter((p) => p !== "all")], {
      message: "Expected all, AL, NL or a fielding position.",
    })
    .optional()
    .default("all"),
  /** Franchise boards: the team's slug. */
  team: z.string().trim().min(1).optional(),
};

async function leaders(ctx: RouteContext) {
  const p = parseQuery(ctx.url, shape);
  const site = siteCondition(ctx, p, "l");
  const base = ctx.db
    .selectFrom("stat_leaders as l")
    .where("l.scope", "=", p.scope)
    .where("l.stat", "=", p.stat)
    .where("l.league", "=", p.league)
    .$if(site !== undefined, (qb) => qb.where(site!))
    .$if(p.scope === "franchise", (qb) =>
      qb.where("l.team_id", "=", (eb) =>
        eb
          .selectFrom("teams")
          .select("teams.id")
          .where("teams.slug", "=", p.team ?? ""),
      ),
    );
  const count = await countOf(base);
  const rows = await pageRows(
    base
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
        teamSeasonSlug("teams", "l.season_start_year").as("team_slug"),
        "l.team_name",
        "l.first_season",
        "l.last_season",
      ])
      .orderBy("l.rank")
      .orderBy("l.id"),
    p,
  );
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
  return page(ctx, p, count, results);
}

export const leaderRoutes: Route[] = [{ path: "leaders", query: shape, handle: leaders }];
