/**
 * /api/awards/ and /api/drafts/: the awards the build stored (list, one award, its winners and
 * votes by season, a player's awards) and the drafts (list, one draft's picks). Lists arrive
 * narrowed to the site's sport and level (handler.ts); one award or player of another site is 404.
 */
import { sql } from "kysely";
import { z } from "zod";
import {
  AWARD_ORDERINGS,
  DRAFT_ORDERINGS,
  type Award,
  type AwardResult,
  type Draft,
  type DraftPick,
  type PlayerAward,
} from "../../../domain/contract/awards";
import { assertInScope, type Route, type RouteContext, detailRow } from "../context";
import { levelJson, sportJson } from "../ref-data";
import { idsForSlug } from "../filters";
import { page, pageOf, countOf, pageRows, listPage } from "../pagination";
import { notFound } from "../errors";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";

/** `ordering`: one of the keys, `-` in front for descending. */
const ordering = (keys: readonly string[]) =>
  z
    .string()
    .refine((v) => keys.includes(v.replace(/^-/, "")), {
      message: `Expected one of ${keys.join(", ")} (- for descending).`,
    })
    .optional();

/** Sport and level ids of the (already narrowed) site filters; undefined = any. */
function siteIds(ctx: RouteContext) {
  const f = parseQuery(ctx.url, siteFilterShape);
  return {
    league: ctx.scope.league,
    sports: idsForSlug(ctx.ref.sportsBySlug, f.sport__slug),
    levels: idsForSlug(ctx.ref.levelsBySlug, f.level__slug),
  };
}

async function awardsSummary(ctx: RouteContext, key?: string): Promise<Award[]> {
  const { league, sports, levels } = siteIds(ctx);
  let query = ctx.db
    .selectFrom("awards")
    .select((eb) => [
      "award_key",
      "award_name",
      "league_key",
      "sport_id",
      "level_id",
      "league",
      eb.fn.min("season_start_year").as("first"),
      eb.fn.max("season_start_year").as("last"),
      eb.fn.sum<number>("is_winner").as("winners"),
      eb.fn.count<number>("points_won").as("voted"),
      eb.fn.count<number>("coach_id").as("coaches"),
    ])
    .groupBy(["award_key", "award_name", "league_key", "sport_id", "level_id", "league"]);
  if (league) query = query.where("league_key", "=", league);
  if (sports) query = query.where("sport_id", "in", sports);
  if (levels) query = query.where("level_id", "in", levels);
  if (key) query = query.where("award_key", "=", key);
  const out = new Map<string, Award>();
  for (const r of await query.execute()) {
    const prev = out.get(r.award_key);
    const a: Award = prev ?? {
      slug: r.award_key,
      name: r.award_name,
      league_key: r.league_key,
      sport: sportJson(ctx.ref, r.sport_id),
      level: levelJson(ctx.ref, r.level_id),
      first_season: Number(r.first),
      last_season: Number(r.last),
      winners: 0,
      has_votes: false,
      leagues: [],
      for_coaches: false,
    };
    a.first_season = Math.min(a.first_season, Number(r.first));
    a.last_season = Math.max(a.last_season, Number(r.last));
    a.winners += Number(r.winners);
    a.has_votes ||= Number(r.voted) > 0;
    a.for_coaches ||= Number(r.coaches) > 0;
    if (r.league && !a.leagues.includes(r.league)) a.leagues.push(r.league);
    out.set(r.award_key, a);
  }
  const order = ["mlb", "nba", "nhl"];
  return [...out.values()].sort(
    (a, b) => order.indexOf(a.league_key) - order.indexOf(b.league_key) || a.name.localeCompare(b.name),
  );
}

async function oneAward(ctx: RouteContext): Promise<Award> {
  const key = ctx.params.slug.toLowerCase();
  const row = await ctx.db
    .selectFrom("awards")
    .select(["league_key"])
    .where("award_key", "=", key)
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound();
  assertInScope(ctx, row.league_key);
  // The detail is not narrowed by the caller's filters: only by the scope, checked above.
  const [award] = await awardsSummary({ ...ctx, url: new URL(ctx.url.origin) }, key);
  return award;
}

const AWARD_SORT: Record<string, string[]> = {
  season: ["a.season_start_year", "a.league"],
  name: ["a.person_name"],
  team: ["a.team_name"],
  share: ["a.share"],
  points: ["a.points_won"],
  rank: ["a.rank"],
};

/**
 * The order an `ordering` value (`season`, `-share`) names among a list's `sorts`; rows without the
 * figure sort last either way.
 */
function sortKeys(sorts: Record<string, string[]>, ordering: string) {
  const direction = sql.raw(ordering.startsWith("-") ? "desc" : "asc");
  const columns = sorts[ordering.replace(/^-/, "")];
  return sql.join(columns.map((column) => sql`${sql.ref(column)} is null, ${sql.ref(column)} ${direction}`));
}

/** A link to a player, coach or team page, when the row has one. */
function linkOf<N>(id: number | null, slug: string | null, name: N) {
  return id !== null && slug ? { id, slug, name } : null;
}

const awardResultsShape = {
  ...paginationShape,
  season: q.year,
  league: q.text,
  winners: q.bool,
  ordering: ordering(AWARD_ORDERINGS),
};

type AwardResultParams = ReturnType<typeof parseQuery<typeof awardResultsShape>>;

/** The results of an award a request's season, league and winners filters select. */
function filteredAwardResults(ctx: RouteContext, slug: string, p: AwardResultParams) {
  let query = ctx.db
    .selectFrom("awards as a")
    .leftJoin("players as pl", "pl.id", "a.player_id")
    .leftJoin("people as pp", "pp.id", "pl.person_id")
    .leftJoin("coaches as co", "co.id", "a.coach_id")
    .leftJoin("teams as t", "t.id", "a.team_id")
    .where("a.award_key", "=", slug);
  if (p.season !== undefined) query = query.where("a.season_start_year", "=", p.season);
  if (p.league) query = query.where(sql<string>`upper(a.league)`, "=", p.league.toUpperCase());
  if (p.winners ?? true) query = query.where("a.is_winner", "=", 1);
  return query;
}

async function awardResults(ctx: RouteContext) {
  const award = await oneAward(ctx);
  const p = parseQuery(ctx.url, awardResultsShape);
  const query = filteredAwardResults(ctx, award.slug, p);
  return listPage(
    ctx,
    p,
    query,
    query
      .select([
        "a.season_start_year",
        "a.league",
        "a.person_name",
        "a.player_id",
        "pl.slug as player_slug",
        "a.coach_id",
        "co.slug as coach_slug",
        "a.team_id",
        "t.slug as team_slug",
        "a.team_name",
        "a.is_winner",
        "a.rank",
        "a.points_won",
        "a.points_max",
        "a.share",
        "a.votes_first",
        "a.note",
      ])
      .orderBy(sortKeys(AWARD_SORT, p.ordering ?? "-season"))
      .orderBy("a.is_winner", "desc")
      .orderBy("a.rank")
      .orderBy("a.person_name")
      .orderBy("a.id"),
    (rows) =>
      rows.map((r): AwardResult => ({
        season: r.season_start_year,
        league: r.league,
        person_name: r.person_name,
        player: linkOf(r.player_id, r.player_slug, r.person_name),
        coach: linkOf(r.coach_id, r.coach_slug, r.person_name),
        team: linkOf(r.team_id, r.team_slug, r.team_name ?? ""),
        is_winner: r.is_winner === 1,
        rank: r.rank,
        points_won: r.points_won === null ? null : Number(r.points_won),
        points_max: r.points_max === null ? null : Number(r.points_max),
        share: r.share === null ? null : Number(r.share),
        votes_first: r.votes_first,
        note: r.note,
      })),
  );
}

async function playerAwards(ctx: RouteContext) {
  const p = parseQuery(ctx.url, paginationShape);
  const player = await detailRow(ctx, "players", (key) =>
    ctx.db.selectFrom("players").select(["id", "league_key"]).where(key).executeTakeFirst(),
  );
  const rows = await ctx.db
    .selectFrom("awards")
    .select(["award_key", "award_name", "season_start_year", "league"])
    .where("player_id", "=", player.id)
    .where("is_winner", "=", 1)
    .orderBy("season_start_year")
    .orderBy("award_name")
    .execute();
  return pageOf(
    ctx,
    p,
    rows.map((r): PlayerAward => ({
      slug: r.award_key,
      name: r.award_name,
      season: r.season_start_year,
      league: r.league,
    })),
  );
}

async function drafts(ctx: RouteContext) {
  const p = parseQuery(ctx.url, paginationShape);
  const { league, sports, levels } = siteIds(ctx);
  let query = ctx.db
    .selectFrom("draft_picks")
    .select((eb) => [
      "draft_year",
      "league",
      eb.fn.countAll<number>().as("picks"),
      eb.fn.max("round").as("rounds"),
      eb.fn.count<number>("player_id").as("linked"),
    ])
    .groupBy(["draft_year", "league"])
    .orderBy("draft_year", "desc");
  if (league) query = query.where("league_key", "=", league);
  if (sports) query = query.where("sport_id", "in", sports);
  if (levels) query = query.where("level_id", "in", levels);
  const rows = await query.execute();
  return pageOf(
    ctx,
    p,
    rows.map((r): Draft => ({
      year: r.draft_year,
      league: r.league,
      picks: Number(r.picks),
      rounds: r.rounds === null ? null : Number(r.rounds),
      linked: Number(r.linked),
    })),
  );
}

const DRAFT_SORT: Record<string, string[]> = {
  pick: ["d.overall_pick"],
  round: ["d.round", "d.overall_pick"],
  name: ["d.player_name"],
  team: ["d.team_name", "d.overall_pick"],
  college: ["d.college", "d.overall_pick"],
};

const draftPicksShape = { ...paginationShape, ordering: ordering(DRAFT_ORDERINGS) };

async function draftPicks(ctx: RouteContext) {
  const year = Number(ctx.params.year);
  if (!/^\d{4}$/.test(ctx.params.year)) throw notFound();
  const p = parseQuery(ctx.url, draftPicksShape);
  const { league, sports, levels } = siteIds(ctx);
  let query = ctx.db
    .selectFrom("draft_picks as d")
    .leftJoin("players as pl", "pl.id", "d.player_id")
    .leftJoin("teams as t", "t.id", "d.team_id")
    .where("d.draft_year", "=", year);
  if (league) query = query.where("d.league_key", "=", league);
  if (sports) query = query.where("d.sport_id", "in", sports);
  if (levels) query = query.where("d.level_id", "in", levels);
  const count = await countOf(query);
  if (count === 0) throw notFound();
  const rows = await pageRows(
    query
      .select([
        "d.draft_year",
        "d.league",
        "d.round",
        "d.overall_pick",
        "d.team_id",
        "t.slug as team_slug",
        "d.team_name",
        "d.player_id",
        "pl.slug as player_slug",
        "d.player_name",
        "d.college",
      ])
      .orderBy(sortKeys(DRAFT_SORT, p.ordering ?? "pick"))
      .orderBy("d.id"),
    p,
  );
  return page(
    ctx,
    p,
    count,
    rows.map((r): DraftPick => ({
      year: r.draft_year,
      league: r.league,
      round: r.round,
      overall_pick: r.overall_pick,
      team_name: r.team_name,
      team: linkOf(r.team_id, r.team_slug, r.team_name),
      player_name: r.player_name,
      player: linkOf(r.player_id, r.player_slug, r.player_name),
      college: r.college,
    })),
  );
}

export const awardRoutes: Route[] = [
  {
    path: "awards/awards",
    query: paginationShape,
    handle: async (ctx) => pageOf(ctx, parseQuery(ctx.url, paginationShape), await awardsSummary(ctx)),
  },
  { path: "awards/players/:id", query: paginationShape, handle: playerAwards },
  { path: "awards/awards/:slug", handle: oneAward },
  { path: "awards/awards/:slug/results", query: awardResultsShape, handle: awardResults },
  { path: "drafts/drafts", query: paginationShape, handle: drafts },
  { path: "drafts/drafts/:year", query: draftPicksShape, handle: draftPicks },
];
