/**
 * /api/explore/: history views computed from every final game, title and player the database
 * holds: the head-to-head of two teams of one sport and level, a team's most-played opponents,
 * what happened on a calendar date, and a season's playoff series where a source holds them. Queries read the games, champions and people tables
 * generically, so games added by later imports show up without changes here.
 */
import { sql, type Selectable } from "kysely";
import { z } from "zod";
import type { TeamsTable } from "../../db/schema";
import type {
  HeadToHead,
  OnThisDay,
  Opponents,
  PlayoffSeries,
  TeamBrief,
} from "../../../domain/contract/explore";
import {
  gameCoverage,
  meetingKind,
  MEETING_SORTS,
  sortMeetings,
  summarizeHeadToHead,
  type GameCoverage,
  type Meeting,
} from "../../../domain/head-to-head";
import { isNotableBirthday, NOTABLE_MIN_SEASONS, parseMonthDay } from "../../../domain/on-this-day";
import { assertInScope, idOrSlug, type Route, type RouteContext } from "../context";
import type { RefData } from "../ref-data";
import { siteCondition } from "../filters";
import { notFound } from "../errors";
import { pageSlug } from "../team-season-link";
import { parseQuery, q, siteFilterShape } from "../params";

async function findTeam(ctx: RouteContext, value: string): Promise<Selectable<TeamsTable>> {
  const key = idOrSlug(value);
  // An opponent outside the league's division has no page, and no head-to-head of its own.
  const query = ctx.db.selectFrom("teams").selectAll().where("outside_division", "=", 0);
  const row = await (
    "id" in key ? query.where("id", "=", key.id) : query.where("slug", "=", key.slug)
  ).executeTakeFirst();
  if (!row) throw notFound();
  assertInScope(ctx, row.league_key);
  return row;
}

function brief(ctx: RouteContext, row: Selectable<TeamsTable>): TeamBrief {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sport: ctx.ref.sports.get(row.sport_id)?.slug ?? null,
    level: ctx.ref.levels.get(row.level_id)?.slug ?? null,
  };
}

/** Every final game with both scores between the two teams, seen from `a`. */
async function meetingsOf(
  ctx: RouteContext,
  a: Selectable<TeamsTable>,
  b: Selectable<TeamsTable>,
): Promise<Meeting[]> {
  const rows = await ctx.db
    .selectFrom("games")
    .select([
      "id",
      "slug",
      "game_date",
      "season_start_year",
      "game_type",
      "home_team_id",
      "home_team_name",
      "away_team_name",
      "home_score",
      "away_score",
      "neutral_site",
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb("home_team_id", "=", a.id), eb("away_team_id", "=", b.id)]),
        eb.and([eb("home_team_id", "=", b.id), eb("away_team_id", "=", a.id)]),
      ]),
    )
    .where("status", "=", "final")
    .where("home_score", "is not", null)
    .where("away_score", "is not", null)
    .execute();
  return rows.map((r) => {
    const aHome = r.home_team_id === a.id;
    return {
      id: r.id,
      slug: r.slug,
      date: r.game_date,
      season: r.season_start_year ?? Number(r.game_date.slice(0, 4)),
      gameType: r.game_type,
      kind: meetingKind(r.game_type),
      aName: (aHome ? r.home_team_name : r.away_team_name) ?? a.name,
      bName: (aHome ? r.away_team_name : r.home_team_name) ?? b.name,
      aScore: Number(aHome ? r.home_score : r.away_score),
      bScore: Number(aHome ? r.away_score : r.home_score),
      aHome: aHome && r.neutral_site !== 1,
      neutral: r.neutral_site === 1,
    };
  });
}

// One answer per league while the reference data lives (it is reloaded every few minutes, so a new
// build is seen): the scan of the league's games is not repeated for every team and pair page.
const coverageByRef = new WeakMap<RefData, Map<string, Promise<GameCoverage>>>();

/** The regular seasons of a league the games table holds, so a record can say what it covers. */
function leagueCoverage(ctx: RouteContext, team: Selectable<TeamsTable>): Promise<GameCoverage> {
  let byLeague = coverageByRef.get(ctx.ref);
  if (!byLeague) coverageByRef.set(ctx.ref, (byLeague = new Map()));
  const key = `${team.sport_id}:${team.level_id}`;
  let coverage = byLeague.get(key);
  if (!coverage) {
    coverage = ctx.db
      .selectFrom("games")
      .select("season_start_year")
      .distinct()
      .where("sport_id", "=", team.sport_id)
      .where("level_id", "=", team.level_id)
      .where("status", "=", "final")
      .where((eb) => eb.or([eb("game_type", "=", "regular"), eb("game_type", "is", null)]))
      .where("season_start_year", "is not", null)
      .execute()
      .then((rows) => gameCoverage(rows.map((r) => Number(r.season_start_year))));
    byLeague.set(key, coverage);
    // A failed read is asked again next time, not remembered.
    coverage.catch(() => byLeague.delete(key));
  }
  return coverage;
}

const headToHeadShape = {
  season: q.year,
  /** Only meetings before this date (a game page's previous meetings). */
  before: q.date,
  kind: z.enum(["regular", "playoff"], { message: "Expected regular or playoff." }).optional(),
  ordering: z.enum(MEETING_SORTS, { message: `Expected one of ${MEETING_SORTS.join(", ")}.` }).optional(),
  page: q.page,
  page_size: q.int(1, 1000),
};

async function headToHead(ctx: RouteContext): Promise<HeadToHead> {
  const p = parseQuery(ctx.url, headToHeadShape);
  const [a, b] = await Promise.all([findTeam(ctx, ctx.params.a), findTeam(ctx, ctx.params.b)]);
  // Only teams of one sport and level meet; a pair across them is no page.
  if (a.id === b.id || a.sport_id !== b.sport_id || a.level_id !== b.level_id) throw notFound();
  const [all, coverage] = await Promise.all([meetingsOf(ctx, a, b), leagueCoverage(ctx, a)]);
  const filtered = all.filter(
    (m) =>
      (p.season === undefined || m.season === p.season) &&
      (p.kind === undefined || m.kind === p.kind) &&
      (p.before === undefined || m.date < p.before),
  );
  const sorted = sortMeetings(filtered, p.ordering ?? "-date");
  const size = p.page_size ?? 50;
  return {
    team_a: brief(ctx, a),
    team_b: brief(ctx, b),
    coverage,
    summary: summarizeHeadToHead(all),
    meetings: {
      count: sorted.length,
      page: p.page,
      page_size: size,
      results: sorted.slice((p.page - 1) * size, p.page * size),
    },
  };
}

const opponentsShape = { limit: q.int(1, 100) };

/** The opponents a team met most often in final games, with its record against each. */
async function opponents(ctx: RouteContext): Promise<Opponents> {
  const team = await findTeam(ctx, ctx.params.team);
  const p = parseQuery(ctx.url, opponentsShape);
  const coverage = leagueCoverage(ctx, team);
  const id = team.id;
  const rows = await ctx.db
    .selectFrom("games")
    .innerJoin("teams as o", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("games.home_team_id", "=", id), eb("o.id", "=", eb.ref("games.away_team_id"))]),
          eb.and([eb("games.away_team_id", "=", id), eb("o.id", "=", eb.ref("games.home_team_id"))]),
        ]),
      ),
    )
    .select([
      pageSlug("o").as("slug"),
      "o.name",
      (eb) => eb.fn.countAll<number>().as("games"),
      sql<number>`sum(case when (games.home_team_id = ${id} and games.home_score > games.away_score) or (games.away_team_id = ${id} and games.away_score > games.home_score) then 1 else 0 end)`.as(
        "wins",
      ),
      sql<number>`sum(case when games.home_score = games.away_score then 1 else 0 end)`.as("ties"),
      (eb) => eb.fn.max("games.season_start_year").as("through"),
    ])
    .where("games.status", "=", "final")
    .where("games.home_score", "is not", null)
    .where("games.away_score", "is not", null)
    .groupBy(["o.id", "o.slug", "o.name"])
    .orderBy("games", "desc")
    .orderBy("o.name")
    .limit(p.limit ?? 10)
    .execute();
  const through = rows.reduce<number | null>(
    (max, r) => (r.through == null ? max : Math.max(max ?? 0, Number(r.through))),
    null,
  );
  return {
    team: brief(ctx, team),
    through,
    coverage: await coverage,
    results: rows.map((r) => {
      const games = Number(r.games);
      const wins = Number(r.wins);
      const ties = Number(r.ties);
      return { slug: r.slug, name: r.name, games, wins, losses: games - wins - ties, ties };
    }),
  };
}

const monthDay = z
  .string()
  .refine((v) => parseMonthDay(v) !== null, { message: "Expected a calendar date as MM-dd." });

/** `substr(date, 6, 5)`: the MM-DD of an ISO date, the same on SQLite and PostgreSQL. */
const mmdd = (column: string) => sql<string>`substr(${sql.ref(column)}, 6, 5)`;

const onThisDayShape = { ...siteFilterShape, date: monthDay.optional() };

async function onThisDay(ctx: RouteContext): Promise<OnThisDay> {
  const p = parseQuery(ctx.url, onThisDayShape);
  const date = p.date ?? ctx.today.slice(5);
  const [titles, games, birthdays] = await Promise.all([
    titlesOn(ctx, date, p),
    gamesOn(ctx, date, p),
    birthdaysOn(ctx, date, p),
  ]);
  return { date, titles, games, birthdays };
}

/** The site filters of the request (already narrowed to its scope). */
type SiteFilters = { sport__slug?: string; level__slug?: string };

async function titlesOn(ctx: RouteContext, date: string, filters: SiteFilters): Promise<OnThisDay["titles"]> {
  const site = siteCondition(ctx, filters, "ch");
  const rows = await ctx.db
    .selectFrom("champions as c")
    .innerJoin("championships as ch", "ch.id", "c.championship_id")
    .leftJoin("teams as w", "w.id", "c.team_id")
    .leftJoin("teams as r", "r.id", "c.runner_up_team_id")
    .select([
      "c.year",
      "c.game_date",
      "c.team_name",
      "c.runner_up_name",
      "c.winner_score",
      "c.runner_up_score",
      "c.series",
      "c.team_id",
      "c.runner_up_team_id",
      "ch.slug as championship_slug",
      "ch.name as championship_name",
      "ch.sport_id",
      "w.slug as winner_slug",
      "r.slug as runner_up_slug",
    ])
    .where("c.game_date", "is not", null)
    .where(mmdd("c.game_date"), "=", date)
    .where("c.team_id", "is not", null)
    .$if(site !== undefined, (qb) => qb.where(site!))
    .orderBy("c.game_date", "desc")
    .execute();
  const gameIds = await decidingGames(
    ctx,
    rows.map((r) => ({ date: r.game_date!, a: r.team_id, b: r.runner_up_team_id })),
  );
  return rows.map((r, i) => ({
    year: r.year,
    date: r.game_date!,
    championship: { slug: r.championship_slug, name: r.championship_name },
    champion: { slug: r.winner_slug ?? null, name: r.team_name ?? "Unknown", score: r.winner_score },
    runner_up: {
      slug: r.runner_up_slug ?? null,
      name: r.runner_up_name ?? "Unknown",
      score: r.runner_up_score,
    },
    series: r.series,
    game_id: gameIds[i],
    sport: ctx.ref.sports.get(r.sport_id)?.slug ?? null,
  }));
}

/** The game between the two finalists on the title's date, when the database has it. */
async function decidingGames(
  ctx: RouteContext,
  titles: { date: string; a: number | null; b: number | null }[],
): Promise<(number | null)[]> {
  const dates = [...new Set(titles.map((t) => t.date))];
  if (dates.length === 0) return [];
  const games = await ctx.db
    .selectFrom("games")
    .select(["id", "game_date", "home_team_id", "away_team_id"])
    .where("game_date", "in", dates)
    .execute();
  return titles.map((t) => {
    const found = games.find(
      (g) =>
        g.game_date === t.date &&
        ((g.home_team_id === t.a && g.away_team_id === t.b) ||
          (g.home_team_id === t.b && g.away_team_id === t.a)),
    );
    return found?.id ?? null;
  });
}

async function gamesOn(ctx: RouteContext, date: string, filters: SiteFilters): Promise<OnThisDay["games"]> {
  const site = siteCondition(ctx, filters, "g");
  const rows = await ctx.db
    .selectFrom("games as g")
    .innerJoin("teams as h", "h.id", "g.home_team_id")
    .innerJoin("teams as a", "a.id", "g.away_team_id")
    .select([
      "g.id",
      "g.game_date",
      "g.game_type",
      "g.home_team_name",
      "g.away_team_name",
      "g.home_score",
      "g.away_score",
      "g.neutral_site",
      "g.championship_id",
      "h.league_key",
      pageSlug("h").as("home_slug"),
      "h.name as home_name",
      pageSlug("a").as("away_slug"),
      "a.name as away_name",
    ])
    .where(mmdd("g.game_date"), "=", date)
    .where("g.status", "=", "final")
    .where("g.home_score", "is not", null)
    .where("g.away_score", "is not", null)
    .$if(site !== undefined, (qb) => qb.where(site!))
    .execute();
  // A title game, and per league the highest-scoring game ever played on this date.
  const top = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const best = top.get(r.league_key);
    const total = Number(r.home_score) + Number(r.away_score);
    if (!best || total > Number(best.home_score) + Number(best.away_score)) top.set(r.league_key, r);
  }
  const records = new Set([...top.values()].map((r) => r.id));
  return rows
    .filter((r) => r.game_type === "championship" || records.has(r.id))
    .sort((x, y) => y.game_date.localeCompare(x.game_date) || x.id - y.id)
    .map((r) => ({
      id: r.id,
      date: r.game_date,
      league: r.league_key.toUpperCase(),
      reason: r.game_type === "championship" ? ("title" as const) : ("record" as const),
      home: { slug: r.home_slug, name: r.home_team_name ?? r.home_name, score: r.home_score },
      away: { slug: r.away_slug, name: r.away_team_name ?? r.away_name, score: r.away_score },
      neutral: r.neutral_site === 1,
      championship:
        r.championship_id === null ? null : (ctx.ref.championships.get(r.championship_id)?.name ?? null),
    }));
}

async function birthdaysOn(
  ctx: RouteContext,
  date: string,
  filters: SiteFilters,
): Promise<OnThisDay["birthdays"]> {
  const site = siteCondition(ctx, filters, "p");
  const rows = await ctx.db
    .selectFrom("players as p")
    .innerJoin("people as pe", "pe.id", "p.person_id")
    .select([
      "p.slug",
      "p.sport_id",
      "p.awards",
      "p.years_pro",
      "pe.first_name",
      "pe.last_name",
      "pe.birth_date",
      "pe.death_year",
    ])
    .where("pe.birth_date", "is not", null)
    .where(mmdd("pe.birth_date"), "=", date)
    .where((eb) =>
      eb.or([
        eb("p.awards", "like", "%Hall of Fame%"),
        eb("p.awards", "like", "%Most Valuable Player%"),
        eb("p.years_pro", ">=", NOTABLE_MIN_SEASONS),
      ]),
    )
    .$if(site !== undefined, (qb) => qb.where(site!))
    .orderBy("pe.birth_date")
    .execute();
  const out: OnThisDay["birthdays"] = [];
  for (const r of rows) {
    const why = isNotableBirthday({ awards: r.awards, yearsPro: r.years_pro });
    if (!why) continue;
    out.push({
      slug: r.slug,
      name: `${r.first_name} ${r.last_name}`.trim(),
      birth_date: r.birth_date!,
      death_year: r.death_year,
      sport: ctx.ref.sports.get(r.sport_id)?.slug ?? null,
      why,
    });
  }
  return out;
}

const playoffSeriesShape = { ...siteFilterShape, season: q.year };

/**
 * One season's playoff series of a sport and level, in round order, of the site's league only. An
 * unknown sport or level, one outside the scope (narrowed to none), or no season, holds none.
 */
async function playoffSeries(ctx: RouteContext): Promise<PlayoffSeries> {
  const p = parseQuery(ctx.url, playoffSeriesShape);
  const sport = p.sport__slug === undefined ? undefined : ctx.ref.sportsBySlug.get(p.sport__slug);
  const level = p.level__slug === undefined ? undefined : ctx.ref.levelsBySlug.get(p.level__slug);
  const season = p.season ?? null;
  if (!sport || !level || season === null) return { season: season ?? 0, source: "", results: [] };
  const rows = await ctx.db
    .selectFrom("playoff_series as s")
    .leftJoin("teams as w", "w.id", "s.winner_team_id")
    .leftJoin("teams as l", "l.id", "s.loser_team_id")
    .select([
      "s.round",
      "s.round_name",
      "s.round_order",
      "s.series_letter",
      "s.winner_name",
      "s.loser_name",
      "s.wins",
      "s.losses",
      "s.ties",
      "s.winner_goals",
      "s.loser_goals",
      "s.note",
      "s.source",
      "w.slug as winner_slug",
      "l.slug as loser_slug",
    ])
    .where("s.sport_id", "=", sport.id)
    .where("s.level_id", "=", level.id)
    .$if(ctx.scope.league !== undefined, (q) => q.where("s.league_key", "=", ctx.scope.league!))
    .where("s.season_start_year", "=", season)
    .orderBy("s.round_order")
    .orderBy("s.series_letter")
    .orderBy("s.id")
    .execute();
  return {
    season,
    source: rows[0]?.source ?? "",
    results: rows.map((r) => ({
      round: r.round,
      round_name: r.round_name,
      round_order: r.round_order,
      series_letter: r.series_letter,
      winner: { slug: r.winner_slug ?? null, name: r.winner_name },
      loser: { slug: r.loser_slug ?? null, name: r.loser_name },
      wins: r.wins,
      losses: r.losses,
      ties: r.ties,
      winner_goals: r.winner_goals,
      loser_goals: r.loser_goals,
      note: r.note,
    })),
  };
}

export const exploreRoutes: Route[] = [
  { path: "explore/head-to-head/:a/:b", query: headToHeadShape, handle: headToHead },
  { path: "explore/opponents/:team", query: opponentsShape, handle: opponents },
  { path: "explore/on-this-day", query: onThisDayShape, handle: onThisDay },
  { path: "explore/playoff-series", query: playoffSeriesShape, handle: playoffSeries },
];
