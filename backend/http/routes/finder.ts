/**
 * /api/finder/: the finders (domain/finder.ts) over the stat lines: a page of player seasons,
 * careers, single games (finder-rows.ts) or team seasons meeting every criterion. Counted statistics are filtered and sorted in SQL; a derived one
 * (a rate) is computed from the summed figures of the rows the counted criteria leave, at most
 * FINDER_ROW_CAP of them: a broader search answers 422 asking for another criterion instead of
 * running on past the page's deadline.
 */
import { sql, type RawBuilder } from "kysely";
import { z } from "zod";
import type { FinderRow } from "../../../domain/contract/types";
import {
  AGE_DATE,
  FINDER_KINDS,
  clubCode,
  FINDER_LEAGUES,
  FINDER_ROW_CAP,
  figuresReadBy,
  finderPlan,
  finderStats,
  parseFinderParams,
  seasonAge,
  type FinderPlan,
  type FinderQuery,
} from "../../../domain/finder";
import { findLeague, type LeagueKey } from "../../../domain/leagues";
import { columnOf, valueFrom, type Statistic } from "../../../domain/statistics";
import type { Route, RouteContext } from "../context";
import {
  conferencesOf,
  decorateGames,
  decorateTeamSeasons,
  gamesSql,
  NOT_A_GAME,
  teamSeasonsSql,
  type FinderSql,
  type LineRow as BaseRow,
  type RowFilters,
} from "./finder-rows";
import { badRequest, HttpError } from "../errors";
import { page } from "../pagination";
import { MAX_PAGE_SIZE } from "../params";

const text = (description: string) => z.string().optional().describe(description);

/** The parameters as the OpenAPI document lists them (the parser is domain/finder.ts). */
const shape = {
  kind: z
    .enum(FINDER_KINDS)
    .optional()
    .describe(
      "seasons (default), careers, games (a player's line in one game: NBA 2015-16 on, NFL 1999-2023, MLB postseason box scores) or team-seasons (standings rows).",
    ),
  group: text(
    "The table of lines: batting or pitching (MLB; college baseball, 2022-2024), players (NBA), offense or defense (NFL; games: offense), skaters or goalies (NHL, college hockey), teams (team-seasons).",
  ),
  "min.KEY": text(
    "At least this value of the statistic KEY (a key of the glossary: min.hr=40); any number of them.",
  ),
  "max.KEY": text("At most this value of the statistic KEY (max.era=2.5); with min.KEY, a range."),
  from: text("First season (start year)."),
  to: text("Last season (start year)."),
  "min.age": text(
    "Youngest age in the season (baseball: on June 30; basketball and hockey: February 1; football: December 31); not where birth dates are not held (college hockey).",
  ),
  "max.age": text("Oldest age in the season."),
  team: text("A team's slug: seasons with the team (a traded player's season matches any of his teams)."),
  league: text("The source's league code (AL, NL, ABA, ...; team-seasons: AL, NL, AFC, NFC, ...)."),
  position: text("The player's position as the player list names it (Shortstop, Guard)."),
  opponent: text("Games: the opponent's team slug."),
  sort: text(
    "A statistic key, or season, age, player (seasons), seasons (careers), date, player (games), season, team (team-seasons).",
  ),
  dir: z.enum(["asc", "desc"]).optional().describe("Sort direction; default: the better values first."),
  sport: text("On the hub only: baseball (default), basketball, football or hockey."),
  page: text("Page number, from 1."),
  page_size: text("Rows per page, 1 to 1000 (default 50)."),
};

/** The league a request's finder reads: its site's, or on the hub the `sport` asked (baseball by default). */
function leagueOf(ctx: RouteContext): LeagueKey {
  if (ctx.scope.league) return ctx.scope.league as LeagueKey;
  const sport = ctx.url.searchParams.get("sport")?.trim() || "baseball";
  const league = FINDER_LEAGUES.find((l) => findLeague(l)?.sport === sport);
  if (!league)
    throw badRequest({ sport: [`Expected baseball, basketball, football or hockey. Got '${sport}'.`] });
  return league;
}

const ref = (column: string) => sql.ref(`l.${column}`);

/** The player's age in the line's season by the league's rule; null without a birth date. */
function ageSql(league: LeagueKey): RawBuilder<number | null> {
  const rule = AGE_DATE[league] ?? AGE_DATE.mlb;
  return sql<
    number | null
  >`(l.season_start_year + ${rule.yearOffset} - cast(substr(pe.birth_date, 1, 4) as integer) - case when substr(pe.birth_date, 6, 5) > ${rule.monthDay} then 1 else 0 end)`;
}

function conditions(
  q: FinderQuery,
  plan: FinderPlan,
  teamId: number | null,
  table: RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  const same = sql`c.player_id = l.player_id and c.season_start_year = l.season_start_year${
    q.group.regularSeasonOnly ? sql` and c.season_type = l.season_type` : sql``
  }${q.group.leagueKeyed ? sql` and c.league_key = l.league_key` : sql``}`;
  const out: RawBuilder<unknown>[] = [];
  // A table of several leagues' lines (hockey's): the league's rows only.
  if (q.group.leagueKeyed) out.push(sql`l.league_key = ${q.league}`);
  if (plan.rows === "totals") out.push(sql`l.stint = 0`);
  else out.push(sql`l.team_code <> 'TOT'`);
  if (q.group.regularSeasonOnly) out.push(sql`l.season_type = 'REG'`);
  if (q.from !== null) out.push(sql`l.season_start_year >= ${q.from}`);
  if (q.to !== null) out.push(sql`l.season_start_year <= ${q.to}`);
  if (q.minAge !== null) out.push(sql`${ageSql(q.league)} >= ${q.minAge}`);
  if (q.maxAge !== null) out.push(sql`${ageSql(q.league)} <= ${q.maxAge}`);
  if (q.position !== null) out.push(sql`lower(pl.primary_position_name) = ${q.position.toLowerCase()}`);
  if (teamId !== null) {
    // A season matches when any of its clubs is the team; a career sums the lines with it.
    if (plan.rows === "totals")
      out.push(sql`exists (select 1 from ${table} as c where ${same} and c.team_id = ${teamId})`);
    else out.push(sql`l.team_id = ${teamId}`);
  }
  if (q.lgId !== null) {
    if (plan.rows === "totals")
      out.push(sql`exists (select 1 from ${table} as c where ${same} and c.league = ${q.lgId})`);
    else out.push(sql`l.league = ${q.lgId}`);
  }
  if (q.kind === "seasons")
    for (const f of plan.sqlRanges) {
      if (f.min !== null) out.push(sql`${ref(f.column)} >= ${f.min}`);
      if (f.max !== null) out.push(sql`${ref(f.column)} <= ${f.max}`);
    }
  return out;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A line (a season) or a player's summed lines (a career), before names are joined. */
interface LineRow extends BaseRow {
  player_id: number | string;
  season: number | string | null;
  first_season: number | string | null;
  last_season: number | string | null;
  seasons: number | string | null;
  team_id: number | string | null;
  team_code: string | null;
  team_name: string | null;
  league: string | null;
  birth_date?: string | null;
  [figure: string]: unknown;
}

async function find(ctx: RouteContext) {
  const league = leagueOf(ctx);
  const parsed = parseFinderParams(ctx.url.searchParams, league, { maxPageSize: MAX_PAGE_SIZE });
  if (!parsed.ok) throw badRequest(parsed.errors);
  const q = parsed.query;
  const plan = finderPlan(q);
  const stats = finderStats(q.group);

  const filters = await rowFilters(ctx, q);
  const built =
    q.group.kind === "games"
      ? gamesSql(q, plan, filters)
      : q.group.kind === "teams"
        ? teamSeasonsSql(q, plan, filters)
        : finderSql(q, plan, filters.teamId, sql.table(q.group.table));
  const valuesOf = (r: BaseRow) => valuesOfRow(q, stats, r);
  const { count, rows } = plan.inMemory
    ? await inMemoryPage(ctx, q, plan, built, valuesOf)
    : await sqlPage(ctx, q, built);
  const results =
    q.group.kind === "games"
      ? await decorateGames(ctx, rows, stats, valuesOf)
      : q.group.kind === "teams"
        ? await decorateTeamSeasons(ctx, rows, stats, valuesOf)
        : await decorate(ctx, q, rows as LineRow[], stats, valuesOf);
  return page(ctx, { page: q.page, page_size: q.pageSize }, count, results);
}

/** The team and opponent a query names, as ids of the site's teams; a team season's league, as conferences. */
async function rowFilters(ctx: RouteContext, q: FinderQuery): Promise<RowFilters> {
  const idOf = async (name: "team" | "opponent", slug: string | null) => {
    if (slug === null) return null;
    const team = await ctx.db
      .selectFrom("teams")
      .select("id")
      .where("slug", "=", slug)
      .where("league_key", "=", q.league)
      .executeTakeFirst();
    if (!team) throw badRequest({ [name]: [`No team '${slug}' on this site.`] });
    return team.id;
  };
  let conferences: string[] | null = null;
  if (q.group.kind === "teams" && q.lgId !== null) {
    const names = await ctx.db
      .selectFrom("standings")
      .select("conference_name")
      .distinct()
      .where("league_key", "=", q.league)
      .execute();
    conferences = conferencesOf(
      names.map((n) => n.conference_name),
      q.lgId,
    );
  }
  return { teamId: await idOf("team", q.team), opponentId: await idOf("opponent", q.opponent), conferences };
}

/**
 * The query of a finder's rows (each season's line, or each player's summed lines), its narrow
 * form reading only some figures, and its order.
 */
function finderSql(
  q: FinderQuery,
  plan: FinderPlan,
  teamId: number | null,
  table: RawBuilder<unknown>,
): FinderSql {
  const careers = q.kind === "careers";
  // The people are joined into the lines' query only where a criterion or the sort reads them.
  const people =
    q.minAge !== null ||
    q.maxAge !== null ||
    q.position !== null ||
    q.sort === "player" ||
    (q.sort === "age" && !careers);
  const where = sql.join(conditions(q, plan, teamId, table), sql` and `);
  const fig = (f: string) => (careers ? sql`sum(${ref(f)})` : ref(f));
  const columns = (figures: readonly string[]) =>
    sql.join(figures.map((f) => sql`${fig(f)} as ${sql.id(`f_${f}`)}`));
  const having = careers
    ? plan.sqlRanges.flatMap((f) => [
        ...(f.min !== null ? [sql`sum(${ref(f.column)}) >= ${f.min}`] : []),
        ...(f.max !== null ? [sql`sum(${ref(f.column)}) <= ${f.max}`] : []),
      ])
    : [];
  const from = sql`from ${table} as l${
    people ? sql` join players as pl on pl.id = l.player_id join people as pe on pe.id = pl.person_id` : sql``
  }`;
  const groupBy = sql`group by l.player_id${people ? sql`, pe.last_name, pe.first_name` : sql``}${
    having.length ? sql` having ${sql.join(having, sql` and `)}` : sql``
  }`;
  const select = careers
    ? sql`select null as line_id, l.player_id, null as season, min(l.season_start_year) as first_season,
        max(l.season_start_year) as last_season, count(distinct l.season_start_year) as seasons,
        null as team_id, null as team_code, null as team_name, null as league, ${columns(q.group.figures)}
        ${from} where ${where} ${groupBy}`
    : sql`select null as line_id, l.player_id, l.season_start_year as season, null as first_season, null as last_season,
        null as seasons, l.team_id, l.team_code, l.team_name, l.league, ${columns(q.group.figures)}
        ${from} where ${where}`;
  const narrow = (figures: readonly string[]) =>
    careers
      ? sql`select null as line_id, l.player_id, null as season, ${columns(figures)} ${from} where ${where} ${groupBy}`
      : sql`select null as line_id, l.player_id, l.season_start_year as season, ${columns(figures)} ${from} where ${where}`;
  const dir = q.order === "asc" ? sql`asc` : sql`desc`;
  const key =
    q.sort === "player"
      ? careers
        ? sql`min(pe.last_name) ${dir}, min(pe.first_name)`
        : sql`pe.last_name ${dir}, pe.first_name`
      : q.sort === "season"
        ? sql`l.season_start_year`
        : q.sort === "seasons"
          ? sql`count(distinct l.season_start_year)`
          : q.sort === "age"
            ? careers
              ? sql`min(l.season_start_year)`
              : ageSql(q.league)
            : fig(plan.sortColumn ?? q.group.games);
  const then = careers ? sql`min(l.season_start_year)` : sql`l.season_start_year`;
  const orderBy = sql`order by ${key} ${dir} nulls last, ${then}, l.player_id`;
  return { select, narrow, orderBy };
}

/** A page of a query SQL answers whole: its count, and its page in order. */
async function sqlPage(ctx: RouteContext, q: FinderQuery, built: FinderSql) {
  const countRow = await sql<{
    n: number | string;
  }>`select count(*) as n from (${built.select}) as x`.execute(ctx.db);
  const offset = (q.page - 1) * q.pageSize;
  const rows = (
    await sql<BaseRow>`${built.select} ${built.orderBy} limit ${q.pageSize} offset ${offset}`.execute(ctx.db)
  ).rows;
  return { count: Number(countRow.rows[0]?.n ?? 0), rows };
}

/**
 * A page of a query on a derived statistic: only the figures its criteria and sort read, over at
 * most FINDER_ROW_CAP rows (more answers 422), filtered and sorted here; the page's rows are then
 * read whole.
 */
async function inMemoryPage(
  ctx: RouteContext,
  q: FinderQuery,
  plan: FinderPlan,
  built: FinderSql,
  valuesOf: (r: BaseRow) => Record<string, number | null>,
) {
  const reads = [
    ...new Set([...plan.memoryRanges.map((r) => r.key), q.sort].flatMap((k) => figuresRead(q, k))),
  ];
  const some = (await sql<BaseRow>`${built.narrow(reads)} limit ${FINDER_ROW_CAP + 1}`.execute(ctx.db)).rows;
  if (some.length > FINDER_ROW_CAP)
    throw new HttpError(422, {
      detail: `Too broad to answer in time: more than ${FINDER_ROW_CAP.toLocaleString("en-US")} ${q.kind.replace("-", " ")} to compute a rate over. Add a criterion on a counted statistic (${countedExamples(q)}), a team or a season range.`,
    });
  const kept = some
    .map((r) => ({ row: r, values: valuesOf(r) }))
    .filter(({ values }) =>
      plan.memoryRanges.every(({ key, min, max }) => {
        const v = values[key];
        return v !== null && v !== undefined && (min === null || v >= min) && (max === null || v <= max);
      }),
    );
  const dir = q.order === "asc" ? 1 : -1;
  kept.sort((a, b) => {
    const x = a.values[q.sort] ?? null;
    const y = b.values[q.sort] ?? null;
    if (x === y)
      return (
        (num(a.row.season) ?? 0) - (num(b.row.season) ?? 0) ||
        Number(a.row.player_id) - Number(b.row.player_id) ||
        Number(a.row.line_id ?? 0) - Number(b.row.line_id ?? 0)
      );
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * dir;
  });
  const offset = (q.page - 1) * q.pageSize;
  const pageKeys = kept.slice(offset, offset + q.pageSize).map((r) => keyOf(r.row));
  // Lines of a game or a team's season are read again by their ids, seasons and careers by their players'.
  const byLine = q.group.kind !== "lines";
  const ids = [...new Set(pageKeys.map((k) => k.split("/")[byLine ? 2 : 0]))].map(Number);
  const column = sql.ref(byLine ? "x.line_id" : "x.player_id");
  const whole = ids.length
    ? (
        await sql<BaseRow>`select * from (${built.select}) as x where ${column} in (${sql.join(ids)})`.execute(
          ctx.db,
        )
      ).rows
    : [];
  const byKey = new Map(whole.map((r) => [keyOf(r), r]));
  return {
    count: kept.length,
    rows: pageKeys.map((k) => byKey.get(k)).filter((r): r is BaseRow => r !== undefined),
  };
}

/** Two counted statistics of the group as criteria ("min.pa, min.g, ..."), for the 422's advice. */
function countedExamples(q: FinderQuery): string {
  const counted = finderStats(q.group).filter((s) => !s.value);
  const picks =
    q.group.key === "batting" && q.kind !== "games" ? ["pa", "g"] : counted.slice(0, 2).map((s) => s.key);
  return `${picks.map((k) => `min.${k}`).join(", ")}, ...`;
}

/** The held figures a statistic's value reads. */
function figuresRead(q: FinderQuery, key: string): string[] {
  const stat = finderStats(q.group).find((s) => s.key === key);
  const seen = stat ? figuresReadBy(stat) : [];
  return q.group.figures.filter((f) => seen.includes(f));
}

/** Every statistic of the group from a row's summed figures. */
function valuesOfRow(q: FinderQuery, stats: readonly Statistic[], r: BaseRow): Record<string, number | null> {
  const totals: Record<string, number> = {};
  for (const f of q.group.figures) {
    const v = r[`f_${f}`];
    if (v !== null && v !== undefined) totals[f] = Number(v);
  }
  const values: Record<string, number | null> = {};
  for (const s of stats) values[s.key] = valueOf(s, totals);
  return values;
}

/** The page's rows with their players' names, ages, clubs (each club of a traded player's season) and values. */
async function decorate(
  ctx: RouteContext,
  q: FinderQuery,
  rows: LineRow[],
  stats: readonly Statistic[],
  valuesOf: (r: BaseRow) => Record<string, number | null>,
): Promise<FinderRow[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => Number(r.player_id)))];
  const players = await ctx.db
    .selectFrom("players as pl")
    .innerJoin("people as pe", "pe.id", "pl.person_id")
    .select([
      "pl.id",
      "pl.slug",
      "pl.primary_position_name",
      "pe.first_name",
      "pe.last_name",
      "pe.birth_date",
    ])
    .where("pl.id", "in", ids)
    .execute();
  const playerOf = new Map(players.map((p) => [p.id, p]));
  const traded = rows.filter((r) => r.team_code === "TOT" && r.season !== null);
  const clubs = traded.length
    ? (
        await sql<{
          player_id: number | string;
          season: number | string;
          team_id: number | string | null;
          team_code: string;
          team_name: string | null;
        }>`
          select c.player_id, c.season_start_year as season, c.team_id, c.team_code, c.team_name
          from ${sql.table(q.group.table)} as c
          where c.stint > 0${q.group.leagueKeyed ? sql` and c.league_key = ${q.league}` : sql``}${q.group.regularSeasonOnly ? sql` and c.season_type = 'REG'` : sql``}
          and (${sql.join(
            traded.map(
              (r) =>
                sql`(c.player_id = ${Number(r.player_id)} and c.season_start_year = ${Number(r.season)})`,
            ),
            sql` or `,
          )})
          order by c.stint`.execute(ctx.db)
      ).rows
    : [];
  // A club links to its season's page where the team has one for that season (team-season-link.ts).
  const teamIds = [...new Set([...rows, ...clubs].map((r) => num(r.team_id)).filter((id) => id !== null))];
  const teams = teamIds.length
    ? await ctx.db
        .selectFrom("teams as t")
        .select(["t.id", "t.slug", "t.outside_division", "t.sport_id", "t.level_id"])
        .where("t.id", "in", teamIds)
        .execute()
    : [];
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  const pageSeasons = teams.length
    ? await ctx.db
        .selectFrom("seasons")
        .select(["sport_id", "level_id", "start_year"])
        .where("sport_id", "in", [...new Set(teams.map((t) => t.sport_id))])
        .execute()
    : [];
  const hasPage = new Set(pageSeasons.map((s) => `${s.sport_id}/${s.level_id}/${s.start_year}`));
  const codeOf = await seasonCodes(ctx, teamIds);
  const slugOf = (teamId: number | null, season: number | null) => {
    const t = teamId === null ? undefined : teamOf.get(teamId);
    if (!t || season === null || t.outside_division !== 0) return null;
    return hasPage.has(`${t.sport_id}/${t.level_id}/${season}`) ? t.slug : null;
  };
  return rows.map((r) => {
    const player = playerOf.get(Number(r.player_id));
    const season = num(r.season);
    const values = valuesOf(r);
    return {
      ...NOT_A_GAME,
      player_id: Number(r.player_id),
      player_slug: player?.slug ?? String(r.player_id),
      player_name: player ? `${player.first_name} ${player.last_name}`.trim() : "",
      position: player?.primary_position_name ?? null,
      season,
      age: player?.birth_date && season !== null ? seasonAge(q.league, season, player.birth_date) : null,
      first_season: num(r.first_season),
      last_season: num(r.last_season),
      seasons: num(r.seasons),
      league: r.league,
      team_code: codeOf(num(r.team_id), season, r.team_code, r.team_name),
      team_name: r.team_name,
      team_slug: slugOf(num(r.team_id), season),
      teams: clubs
        .filter((c) => Number(c.player_id) === Number(r.player_id) && Number(c.season) === season)
        .map((c) => ({
          code: codeOf(num(c.team_id), season, c.team_code, c.team_name) ?? c.team_code,
          name: c.team_name,
          slug: slugOf(num(c.team_id), season),
        })),
      stats: Object.fromEntries(stats.map((s) => [s.key, values[s.key] ?? null])),
    };
  });
}

/** How each club of the page reads (domain/finder.ts `clubCode`), from its team's identities. */
async function seasonCodes(ctx: RouteContext, teamIds: readonly number[]) {
  const identities = teamIds.length
    ? await ctx.db
        .selectFrom("team_identities")
        .select(["team_id", "abbreviation", "first_season", "last_season"])
        .where("team_id", "in", [...teamIds])
        .execute()
    : [];
  return (teamId: number | null, season: number | null, code: string | null, name: string | null) =>
    clubCode(identities, { teamId, season, code, name });
}

/** A row's identity: its player, its season (none on a career) and its line (a game's, a team season's). */
function keyOf(r: BaseRow): string {
  const line = r.line_id === null || r.line_id === undefined ? "" : Number(r.line_id);
  return `${Number(r.player_id)}/${r.season === null ? "" : Number(r.season)}/${line}`;
}

/** A statistic of summed figures: null where a counted figure is not recorded (rather than 0). */
function valueOf(stat: Statistic, totals: Record<string, number>): number | null {
  if (!stat.value && totals[columnOf(stat)] === undefined) return null;
  return valueFrom(stat, totals);
}

export const finderRoutes: Route[] = [{ path: "finder", query: shape, handle: find }];
