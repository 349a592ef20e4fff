/** /api/games/standings/: standings (list by season, current, by_division). */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { Standing } from "../../../domain/contract/types";
import { seasonLabel } from "../../../domain/season";
import { type Route, type RouteContext, listRoutes } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { idsForNamed, namesForNamed, searchAny, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";

export function standingQuery(db: Kysely<Database>) {
  return db
    .selectFrom("standings")
    .innerJoin("teams", "teams.id", "standings.team_id")
    .leftJoin("seasons", "seasons.id", "standings.season_id");
}

export function selectStanding(query: ReturnType<typeof standingQuery>) {
  return query
    .selectAll("standings")
    .select([
      "teams.slug as team_slug",
      "teams.name as team_current_name",
      "teams.city as team_city",
      "teams.abbreviation as team_abbreviation",
      "seasons.name as season_name",
      "seasons.league as season_league",
    ]);
}

export type StandingRow = Awaited<ReturnType<ReturnType<typeof selectStanding>["execute"]>>[number];

export function standingJson(ref: RefData, row: StandingRow): Standing {
  const sport = ref.sports.get(row.sport_id);
  const championship = [...ref.championships.values()].find(
    (c) => c.sport_id === row.sport_id && c.level_id === row.level_id,
  );
  return {
    id: row.id,
    team: {
      id: row.team_id,
      slug: row.team_slug,
      name: row.team_name ?? row.team_current_name,
      city: row.team_city,
      abbreviation: row.team_abbreviation,
      sport_name: sport?.name ?? null,
    },
    team_name: row.team_name ?? row.team_current_name,
    rank: row.rank,
    position: row.rank,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    points: row.points,
    win_percentage: row.win_percentage,
    games_played: row.games_played,
    games_behind: row.games_behind,
    streak: row.streak,
    streak_type: row.streak_type,
    division: row.division_name ?? ref.divisions.get(row.division_id ?? -1)?.name ?? null,
    conference: row.conference_name ?? ref.conferences.get(row.conference_id ?? -1)?.name ?? null,
    league: row.season_league ?? championship?.league ?? null,
    season: row.season_start_year,
    season_name: row.season_name ?? `${seasonLabel(sport?.slug, row.season_start_year)}`,
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    last_updated: row.last_updated,
    playoff_position: row.playoff_position,
    home_record: row.home_record,
    away_record: row.away_record,
    division_record: row.division_record,
    conference_record: row.conference_record,
    overtime_losses: row.overtime_losses,
    conference_rank: row.conference_rank,
    league_rank: row.league_rank,
    points_for: row.points_for,
    points_against: row.points_against,
    tiebreak: row.tiebreak,
  };
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  season: q.year,
  season__start_year: q.year,
  division: q.text,
  conference: q.text,
  team: q.text,
  search: q.text,
};

type Mode = "list" | "current" | "by_division";

type ListParams = ReturnType<typeof parseQuery<typeof listShape>>;

/**
 * 'Current' standings: per league, the latest season with standings up to `season` or the
 * current season (the database may hold history only, so the calendar's season can have none).
 */
async function latestSeasonsCondition(
  ctx: RouteContext,
  site: Expression<SqlBool> | undefined,
  season: number | undefined,
): Promise<Expression<SqlBool>> {
  const latest = await ctx.db
    .selectFrom("standings")
    .select(["league_key", (eb) => eb.fn.max("season_start_year").as("year")])
    .$if(site !== undefined, (qb) => qb.where(site!))
    .where((eb) => {
      const caps = [...ctx.ref.sports.values()].map((s) =>
        eb.and([
          eb("sport_id", "=", s.id),
          eb("season_start_year", "<=", season ?? ctx.currentSeason(s.slug)),
        ]),
      );
      return caps.length ? eb.or(caps) : sql<SqlBool>`1 = 0`;
    })
    .groupBy("league_key")
    .execute();
  const parts = latest.map(
    (r) => sql`(standings.league_key = ${r.league_key} and standings.season_start_year = ${Number(r.year)})`,
  );
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

/** A division or conference filter: by id, or by the name a standing may carry alone. */
function namedCondition(
  eb: ExpressionBuilder<Database, "standings" | "teams" | "seasons">,
  kind: "division" | "conference",
  ids: number[],
  names: string[],
): Expression<SqlBool> {
  return eb.or([
    eb(`standings.${kind}_id`, "in", ids),
    eb(eb.fn("lower", [`standings.${kind}_name`]), "in", names),
  ]);
}

/** The standings a list's filters select; `scope` is a season or the latest seasons' condition. */
function filteredStandings(
  ctx: RouteContext,
  p: ListParams,
  scope: { season: number | undefined; current: Expression<SqlBool> | undefined },
) {
  const site = siteCondition(ctx, p, "standings");
  const divisionIds = idsForNamed(ctx.ref.divisions, p.division);
  const conferenceIds = idsForNamed(ctx.ref.conferences, p.conference);
  const { season, current } = scope;
  return standingQuery(ctx.db)
    .$if(site !== undefined, (qb) => qb.where(site!))
    .$if(season !== undefined, (qb) => qb.where("standings.season_start_year", "=", season!))
    .$if(current !== undefined, (qb) => qb.where(current!))
    .$if(divisionIds !== undefined, (qb) =>
      qb.where((eb) =>
        namedCondition(eb, "division", divisionIds!, namesForNamed(ctx.ref.divisions, p.division!)),
      ),
    )
    .$if(conferenceIds !== undefined, (qb) =>
      qb.where((eb) =>
        namedCondition(eb, "conference", conferenceIds!, namesForNamed(ctx.ref.conferences, p.conference!)),
      ),
    )
    .$if(p.team !== undefined, (qb) =>
      qb.where((eb) => {
        const t = p.team!;
        const parts: Expression<SqlBool>[] = [
          eb("teams.slug", "=", t.toLowerCase()),
          eb(eb.fn("upper", ["teams.abbreviation"]), "=", t.toUpperCase()),
        ];
        if (/^\d+$/.test(t)) parts.push(eb("standings.team_id", "=", Number(t)));
        return eb.or(parts);
      }),
    )
    .$if(p.search !== undefined, (qb) =>
      qb.where(
        searchAny(
          [
            "standings.team_name",
            "teams.name",
            "teams.city",
            "teams.abbreviation",
            "standings.division_name",
          ],
          p.search!,
        ),
      ),
    );
}

async function listStandings(ctx: RouteContext, mode: Mode) {
  const p = parseQuery(ctx.url, listShape);
  const season = p.season__start_year ?? p.season;
  const latest = mode === "current" || (mode === "by_division" && season === undefined);
  const base = filteredStandings(
    ctx,
    p,
    latest
      ? {
          season: undefined,
          current: await latestSeasonsCondition(ctx, siteCondition(ctx, p, "standings"), season),
        }
      : { season, current: undefined },
  );
  let ordered = selectStanding(base)
    .orderBy("standings.season_start_year", "desc")
    .orderBy("standings.sport_id")
    .orderBy("standings.level_id");
  if (mode === "by_division")
    ordered = ordered
      .orderBy("standings.conference_name", (ob) => ob.asc().nullsLast())
      .orderBy("standings.division_name", (ob) => ob.asc().nullsLast());
  return listPage(
    ctx,
    p,
    base,
    ordered
      .orderBy("standings.rank", (ob) => ob.asc().nullsLast())
      .orderBy("standings.win_percentage", (ob) => ob.desc().nullsLast())
      .orderBy("standings.id"),
    (rows) => rows.map((r) => standingJson(ctx.ref, r)),
  );
}

export const standingRoutes: Route[] = [
  ...listRoutes("games/standings", listShape, listStandings, ["list", "current", "by_division"]),
];
