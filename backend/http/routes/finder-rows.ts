/**
 * The finders of single games and team seasons (domain/finder.ts GAME_GROUPS, TEAM_GROUPS): the
 * query of their rows in the shape finder.ts pages (a line id, a season, the summed figures as
 * `f_*`), and the page's rows with their players, clubs, opponents and scores. A game's line reads
 * its side from the box score and its clubs, date and score from the game; a team's season is its
 * standings row.
 */
import { sql, type RawBuilder } from "kysely";
import type { FinderRow } from "../../../domain/contract/types";
import { tableColumn, type FinderPlan, type FinderQuery } from "../../../domain/finder";
import type { Statistic } from "../../../domain/statistics";
import type { RouteContext } from "../context";

/** A row of a query (a line, a career, a game's line or a team's season), before names are joined. */
export interface LineRow {
  /** The box-score line's or standings row's id (null on seasons and careers). */
  line_id?: number | string | null;
  player_id: number | string | null;
  season: number | string | null;
  [figure: string]: unknown;
}

/** The query of a finder's rows, its narrow form reading only some figures, and its order. */
export interface FinderSql {
  select: RawBuilder<unknown>;
  narrow: (figures: readonly string[]) => RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
}

/** What a criterion on the team or the opponent, or on the league (team seasons), resolved to. */
export interface RowFilters {
  teamId: number | null;
  opponentId: number | null;
  /** Team seasons: the standings' conference names the `league` code stands for. */
  conferences: readonly string[] | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function figureSql(q: FinderQuery) {
  const col = (f: string) => sql.ref(`l.${tableColumn(q.group, f)}`);
  const columns = (figures: readonly string[]) =>
    sql.join(figures.map((f) => sql`${col(f)} as ${sql.id(`f_${f}`)}`));
  const ranges = (plan: FinderPlan) =>
    plan.sqlRanges.flatMap((f) => [
      ...(f.min !== null ? [sql`${col(f.column)} >= ${f.min}`] : []),
      ...(f.max !== null ? [sql`${col(f.column)} <= ${f.max}`] : []),
    ]);
  return { col, columns, ranges };
}

/** Single games: each player's line in a game, with the game's date, clubs and score. */
export function gamesSql(q: FinderQuery, plan: FinderPlan, filters: RowFilters): FinderSql {
  const box = q.group.box ?? { side: "team_id", name: null };
  const { col, columns, ranges } = figureSql(q);
  const home =
    box.side === "is_home"
      ? sql`l.is_home = 1`
      : box.side === "side"
        ? sql`l.side = 'home'`
        : sql`l.team_id = g.home_team_id`;
  const ours = (column: string) =>
    sql`case when ${home} then ${sql.ref(`g.home_${column}`)} else ${sql.ref(`g.away_${column}`)} end`;
  const theirs = (column: string) =>
    sql`case when ${home} then ${sql.ref(`g.away_${column}`)} else ${sql.ref(`g.home_${column}`)} end`;
  const where: RawBuilder<unknown>[] = [sql`1 = 1`, ...ranges(plan)];
  if (q.from !== null) where.push(sql`g.season_start_year >= ${q.from}`);
  if (q.to !== null) where.push(sql`g.season_start_year <= ${q.to}`);
  if (filters.teamId !== null) where.push(sql`${ours("team_id")} = ${filters.teamId}`);
  if (filters.opponentId !== null) where.push(sql`${theirs("team_id")} = ${filters.opponentId}`);
  const people = q.sort === "player";
  const from = sql`from ${sql.table(q.group.table)} as l join games as g on g.id = l.game_id${
    people
      ? sql` left join players as pl on pl.id = l.player_id left join people as pe on pe.id = pl.person_id`
      : sql``
  } where ${sql.join(where, sql` and `)}`;
  const name = box.name === null ? sql`null` : sql.ref(`l.${box.name}`);
  const select = sql`select l.id as line_id, l.player_id, ${name} as player_name, g.id as game_id,
    g.game_date, g.season_start_year as season, case when ${home} then 1 else 0 end as at_home,
    ${ours("team_id")} as team_id, ${ours("team_abbreviation")} as team_code, ${ours("team_name")} as team_name,
    ${ours("score")} as team_score, ${theirs("team_id")} as opponent_id,
    ${theirs("team_abbreviation")} as opponent_code, ${theirs("team_name")} as opponent_name,
    ${theirs("score")} as opponent_score, ${columns(q.group.figures)} ${from}`;
  const narrow = (figures: readonly string[]) =>
    sql`select l.id as line_id, l.player_id, g.season_start_year as season, ${columns(figures)} ${from}`;
  const dir = q.order === "asc" ? sql`asc` : sql`desc`;
  const key =
    q.sort === "player"
      ? sql`pe.last_name ${dir}, pe.first_name`
      : q.sort === "date"
        ? sql`g.game_date`
        : col(plan.sortColumn ?? q.group.games);
  return { select, narrow, orderBy: sql`order by ${key} ${dir} nulls last, g.game_date, l.id` };
}

/** Team seasons: each standings row of the league. */
export function teamSeasonsSql(q: FinderQuery, plan: FinderPlan, filters: RowFilters): FinderSql {
  const { col, columns, ranges } = figureSql(q);
  const where: RawBuilder<unknown>[] = [sql`l.league_key = ${q.league}`, ...ranges(plan)];
  if (q.from !== null) where.push(sql`l.season_start_year >= ${q.from}`);
  if (q.to !== null) where.push(sql`l.season_start_year <= ${q.to}`);
  if (filters.teamId !== null) where.push(sql`l.team_id = ${filters.teamId}`);
  if (filters.conferences !== null)
    where.push(
      filters.conferences.length
        ? sql`l.conference_name in (${sql.join([...filters.conferences])})`
        : sql`1 = 0`,
    );
  const from = sql`from standings as l where ${sql.join(where, sql` and `)}`;
  const select = sql`select l.id as line_id, null as player_id, l.season_start_year as season, l.team_id,
    l.team_name, l.conference_name as league, ${columns(q.group.figures)} ${from}`;
  const narrow = (figures: readonly string[]) =>
    sql`select l.id as line_id, null as player_id, l.season_start_year as season, ${columns(figures)} ${from}`;
  const dir = q.order === "asc" ? sql`asc` : sql`desc`;
  const key =
    q.sort === "team"
      ? sql`l.team_name`
      : q.sort === "season"
        ? sql`l.season_start_year`
        : col(plan.sortColumn ?? q.group.games);
  return { select, narrow, orderBy: sql`order by ${key} ${dir} nulls last, l.season_start_year, l.id` };
}

/**
 * The standings' conference names a league code stands for: its initials ("American League" AL,
 * "AFC" AFC), as the season finders' `league` reads the source's code.
 */
export function conferencesOf(names: readonly (string | null)[], code: string): string[] {
  const initials = (name: string) =>
    /\s/.test(name.trim())
      ? name
          .trim()
          .split(/\s+/)
          .map((w) => w[0])
          .join("")
          .toUpperCase()
      : name.toUpperCase();
  return names.filter((n): n is string => n !== null && initials(n) === code.toUpperCase());
}

const NO_GAME = {
  game_id: null,
  game_date: null,
  at_home: null,
  opponent_code: null,
  opponent_name: null,
  opponent_slug: null,
  team_score: null,
  opponent_score: null,
} as const;

/** The fields of a season's or career's row that a game's line and a team's season leave empty. */
const NO_SPAN = { age: null, first_season: null, last_season: null, seasons: null } as const;

/** The fields of a row of seasons or careers that single games alone fill. */
export const NOT_A_GAME: Pick<FinderRow, keyof typeof NO_GAME> = NO_GAME;

async function teamSlugs(ctx: RouteContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const teams = await ctx.db.selectFrom("teams").select(["id", "slug"]).where("id", "in", wanted).execute();
  return new Map(teams.map((t) => [t.id, t.slug]));
}

const statsOf = (stats: readonly Statistic[], values: Record<string, number | null>) =>
  Object.fromEntries(stats.map((s) => [s.key, values[s.key] ?? null]));

/** Names and links of a page's rows, with every statistic of the group from its figures. */
type Decorate = (
  ctx: RouteContext,
  rows: LineRow[],
  stats: readonly Statistic[],
  valuesOf: (r: LineRow) => Record<string, number | null>,
) => Promise<FinderRow[]>;

/** A page of game lines with each player's name and link, the clubs' links and the score. */
export const decorateGames: Decorate = async (ctx, rows, stats, valuesOf) => {
  const ids = [...new Set(rows.map((r) => num(r.player_id)).filter((id): id is number => id !== null))];
  const players = ids.length
    ? await ctx.db
        .selectFrom("players as pl")
        .innerJoin("people as pe", "pe.id", "pl.person_id")
        .select(["pl.id", "pl.slug", "pl.primary_position_name", "pe.first_name", "pe.last_name"])
        .where("pl.id", "in", ids)
        .execute()
    : [];
  const playerOf = new Map(players.map((p) => [p.id, p]));
  const slugs = await teamSlugs(ctx, [
    ...rows.map((r) => num(r.team_id)),
    ...rows.map((r) => num(r.opponent_id)),
  ]);
  return rows.map((r) => {
    const id = num(r.player_id);
    const player = id === null ? undefined : playerOf.get(id);
    const teamId = num(r.team_id);
    const opponentId = num(r.opponent_id);
    return {
      player_id: id,
      player_slug: player?.slug ?? null,
      player_name: player ? `${player.first_name} ${player.last_name}`.trim() : (str(r.player_name) ?? ""),
      position: player?.primary_position_name ?? null,
      season: num(r.season),
      ...NO_SPAN,
      teams: [],
      league: null,
      team_code: str(r.team_code),
      team_name: str(r.team_name),
      team_slug: teamId === null ? null : (slugs.get(teamId) ?? null),
      game_id: num(r.game_id),
      game_date: str(r.game_date),
      at_home: num(r.at_home) === 1,
      opponent_code: str(r.opponent_code),
      opponent_name: str(r.opponent_name),
      opponent_slug: opponentId === null ? null : (slugs.get(opponentId) ?? null),
      team_score: num(r.team_score),
      opponent_score: num(r.opponent_score),
      stats: statsOf(stats, valuesOf(r)),
    };
  });
};

/** A page of team seasons with each team's link. */
export const decorateTeamSeasons: Decorate = async (ctx, rows, stats, valuesOf) => {
  const slugs = await teamSlugs(
    ctx,
    rows.map((r) => num(r.team_id)),
  );
  return rows.map((r) => {
    const teamId = num(r.team_id);
    return {
      ...NO_GAME,
      player_id: null,
      player_slug: null,
      player_name: "",
      position: null,
      season: num(r.season),
      ...NO_SPAN,
      teams: [],
      league: str(r.league),
      team_code: null,
      team_name: str(r.team_name),
      team_slug: teamId === null ? null : (slugs.get(teamId) ?? null),
      stats: statsOf(stats, valuesOf(r)),
    };
  });
};
