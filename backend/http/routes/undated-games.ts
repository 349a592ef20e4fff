/**
 * /api/games/undated/: games whose day the sources do not give (college baseball 1997-2001,
 * college basketball games no day could be joined to from 2017-18 on; docs/rules.md#undated-games),
 * by season and team, in the order of their first-named team. They are never in /api/games/games/,
 * whose every game has a date.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { UndatedGame } from "../../../domain/contract/types";
import { leagueOf } from "../../../domain/leagues";
import { pageSlug } from "../team-season-link";
import type { Route, RouteContext } from "../context";
import { searchAny } from "../filters";
import { listPage } from "../pagination";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  season: q.year,
  team: q.text,
  search: q.text,
  game_type: q.text,
};

type ListParams = ReturnType<typeof parseQuery<typeof listShape>>;

/** The site's league (the scope), else the league the hub's sport and level filters name. */
function leagueCondition(ctx: RouteContext, p: ListParams): Expression<SqlBool> | undefined {
  const league =
    ctx.scope.league ??
    (p.sport__slug && p.level__slug ? (leagueOf(p.sport__slug, p.level__slug) ?? "none") : null);
  return league === null ? undefined : sql<SqlBool>`undated_games.league_key = ${league}`;
}

/** Games of a team named by slug or id, as either side. */
function teamCondition(eb: ExpressionBuilder<Database, "undated_games">, team: string): Expression<SqlBool> {
  const ids = eb
    .selectFrom("teams")
    .select("teams.id")
    .where((e) =>
      e.or([
        e("teams.slug", "=", team.toLowerCase()),
        ...(/^\d+$/.test(team) ? [e("teams.id", "=", Number(team))] : []),
      ]),
    );
  return eb.or([eb("undated_games.home_team_id", "in", ids), eb("undated_games.away_team_id", "in", ids)]);
}

function filtered(ctx: RouteContext, p: ListParams) {
  const league = leagueCondition(ctx, p);
  return ctx.db
    .selectFrom("undated_games")
    .$if(league !== undefined, (qb) => qb.where(league!))
    .$if(p.season !== undefined, (qb) => qb.where("undated_games.season_start_year", "=", p.season!))
    .$if(p.game_type !== undefined, (qb) => qb.where("undated_games.game_type", "=", p.game_type!))
    .$if(p.team !== undefined, (qb) => qb.where((eb) => teamCondition(eb, p.team!)))
    .$if(p.search !== undefined, (qb) =>
      qb.where(searchAny(["undated_games.home_team_name", "undated_games.away_team_name"], p.search!)),
    );
}

async function listUndated(ctx: RouteContext) {
  const p = parseQuery(ctx.url, listShape);
  const base = filtered(ctx, p);
  const ordered = base
    .innerJoin("teams as home", "home.id", "undated_games.home_team_id")
    .innerJoin("teams as away", "away.id", "undated_games.away_team_id")
    .selectAll("undated_games")
    .select([pageSlug("home").as("home_slug"), pageSlug("away").as("away_slug")])
    .orderBy("undated_games.season_start_year")
    .orderBy("undated_games.away_team_name")
    .orderBy("undated_games.home_team_name")
    .orderBy("undated_games.id");
  return listPage(ctx, p, base, ordered, (rows) =>
    rows.map((r): UndatedGame => ({
      id: r.id,
      season: r.season_start_year,
      league: r.league_key,
      home_team: { id: r.home_team_id, slug: r.home_slug, name: r.home_team_name },
      away_team: { id: r.away_team_id, slug: r.away_slug, name: r.away_team_name },
      home_score: r.home_score,
      away_score: r.away_score,
      period: r.period,
      neutral_site: r.neutral_site === 1,
      venue_name: r.venue_name,
      game_type: r.game_type,
    })),
  );
}

export const undatedGameRoutes: Route[] = [
  { path: "games/undated", query: listShape, handle: (ctx) => listUndated(ctx) },
];
