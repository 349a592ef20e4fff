/**
 * /api/championships/champions/: every champion record across championships, and the champion
 * record query and serializer shared with a championship's and a team's champions.
 */
import { sql, type Kysely, type SqlBool, type Expression } from "kysely";
import type { Database } from "../../db/schema";
import type { ChampionRecord } from "../../../domain/contract/types";
import type { Route, RouteContext } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { idsForSlug, searchAny, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";

/** Champion records that have a champion (editions not held show up as a season's note). */
export function championRecordQuery(db: Kysely<Database>) {
  return db
    .selectFrom("champions")
    .innerJoin("championships", "championships.id", "champions.championship_id")
    .leftJoin("seasons", "seasons.id", "champions.season_id")
    .leftJoin("teams as team", "team.id", "champions.team_id")
    .leftJoin("teams as runner_up", "runner_up.id", "champions.runner_up_team_id")
    .where("champions.team_name", "is not", null);
}

type ChampionQuery = ReturnType<typeof championRecordQuery>;

export function selectChampionRecord(query: ChampionQuery) {
  return query
    .selectAll("champions")
    .select([
      "seasons.name as season_name",
      "seasons.slug as season_slug",
      "team.slug as team_slug",
      "runner_up.slug as runner_up_slug",
    ]);
}

export type ChampionRecordRow = Awaited<
  ReturnType<ReturnType<typeof selectChampionRecord>["execute"]>
>[number];

/** What a champion row links to besides its teams: the coach's page and the deciding game's. */
export interface ChampionLinks {
  coach_slug: string | null;
  deciding_game_id: number | null;
}

const NO_LINKS: ChampionLinks = { coach_slug: null, deciding_game_id: null };

/**
 * The coach and deciding game of each row, found in two queries for the whole page: the coach is
 * the coach of the championship's sport and level of that name (the database build makes one for
 * every champion row's coach, so names match), preferring one with the title season on record; the
 * deciding game is the game between champion and runner-up on the date the title was decided.
 * Rows naming several coaches ('A / B') link none rather than guess.
 */
export async function championLinksOf(
  db: Kysely<Database>,
  ref: RefData,
  rows: readonly ChampionRecordRow[],
): Promise<Map<number, ChampionLinks>> {
  const links = new Map<number, ChampionLinks>();
  if (rows.length === 0) return links;
  const { coaches, games, seasonKeys } = await linkCandidates(db, rows);
  for (const row of rows) {
    const championship = ref.championships.get(row.championship_id);
    const name = row.coach?.trim();
    const candidates = coaches.filter(
      (c) =>
        c.name === name && c.sport_id === championship?.sport_id && c.level_id === championship?.level_id,
    );
    const coach =
      candidates.find((c) => seasonKeys.has(`${c.id}|${row.team_id}|${row.year}`)) ?? candidates[0];
    const game =
      row.game_date && row.team_id !== null && row.runner_up_team_id !== null
        ? games.find(
            (g) =>
              g.game_date === row.game_date &&
              ((g.home_team_id === row.team_id && g.away_team_id === row.runner_up_team_id) ||
                (g.away_team_id === row.team_id && g.home_team_id === row.runner_up_team_id)),
          )
        : undefined;
    links.set(row.id, { coach_slug: coach?.slug ?? null, deciding_game_id: game?.id ?? null });
  }
  return links;
}

/**
 * The coaches named on a page of champion rows, the seasons they coached (`coach|team|season`
 * keys) and the games played on the rows' title dates.
 */
async function linkCandidates(db: Kysely<Database>, rows: readonly ChampionRecordRow[]) {
  const names = [...new Set(rows.map((r) => r.coach?.trim()).filter((n): n is string => !!n))];
  const dates = [...new Set(rows.map((r) => r.game_date).filter((d): d is string => !!d))];
  const [coaches, games] = await Promise.all([
    names.length
      ? db
          .selectFrom("coaches")
          .innerJoin("people", "people.id", "coaches.person_id")
          .select([
            "coaches.id",
            "coaches.slug",
            "coaches.sport_id",
            "coaches.level_id",
            sql<string>`people.first_name || ' ' || people.last_name`.as("name"),
          ])
          .where(sql<string>`people.first_name || ' ' || people.last_name`, "in", names)
          .orderBy("coaches.id")
          .execute()
      : Promise.resolve([]),
    dates.length
      ? db
          .selectFrom("games")
          .select(["id", "game_date", "home_team_id", "away_team_id"])
          .where("game_date", "in", dates)
          .orderBy("id")
          .execute()
      : Promise.resolve([]),
  ]);
  const titleSeasons = coaches.length
    ? await db
        .selectFrom("coach_seasons")
        .select(["coach_id", "team_id", "season_start_year"])
        .where(
          "coach_id",
          "in",
          coaches.map((c) => c.id),
        )
        .execute()
    : [];
  const seasonKeys = new Set(titleSeasons.map((s) => `${s.coach_id}|${s.team_id}|${s.season_start_year}`));
  return { coaches, games, seasonKeys };
}

/** A page of champion records with their coach and deciding-game links. */
export async function championRecordsJson(
  ctx: RouteContext,
  rows: readonly ChampionRecordRow[],
): Promise<ChampionRecord[]> {
  const links = await championLinksOf(ctx.db, ctx.ref, rows);
  return rows.map((r) => championRecordJson(ctx.ref, r, links.get(r.id)));
}

export function championRecordJson(
  ref: RefData,
  row: ChampionRecordRow,
  links: ChampionLinks = NO_LINKS,
): ChampionRecord {
  const championship = ref.championships.get(row.championship_id);
  return {
    id: row.id,
    year: row.year,
    title_year: row.title_year,
    edition: row.edition,
    team_id: row.team_id,
    team_slug: row.team_slug,
    team_name: row.team_name ?? "",
    team_city: row.team_city,
    team_abbreviation: row.team_abbreviation,
    championship_id: row.championship_id,
    championship_name: championship?.name ?? "",
    championship_slug: championship?.slug ?? null,
    sport: sportJson(ref, championship?.sport_id),
    level: levelJson(ref, championship?.level_id),
    runner_up_id: row.runner_up_team_id,
    runner_up_slug: row.runner_up_slug,
    runner_up_name: row.runner_up_name,
    runner_up_city: row.runner_up_city,
    winner_score: row.winner_score,
    runner_up_score: row.runner_up_score,
    overtime: row.overtime,
    series: row.series,
    date: row.game_date,
    venue: row.venue,
    city: row.city,
    state: row.state,
    mvp: row.mvp,
    coach: row.coach,
    coach_slug: links.coach_slug,
    deciding_game_id: links.deciding_game_id,
    record: row.record,
    note: row.note,
    season_id: row.season_id,
    season_name: row.season_name,
    season_slug: row.season_slug,
  };
}

/** Newest first; within a year in the championships' own order (football first). */
export function orderChampionRecords(query: ReturnType<typeof selectChampionRecord>) {
  return query.orderBy("champions.year", "desc").orderBy("championships.sort_order").orderBy("champions.id");
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  season: q.year,
  season__start_year: q.year,
  year: q.year,
  title_year: q.year,
  championship: q.slug,
  team: q.text,
  search: q.text,
};

export const championRoutes: Route[] = [
  {
    path: "championships/champions",
    query: listShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const site = siteCondition(ctx, p, "championships");
      const championshipIds = idsForSlug(ctx.ref.championshipsBySlug, p.championship);
      const season = p.season__start_year ?? p.season ?? p.year;
      const search = p.search;
      const matchingChampionships = search
        ? [...ctx.ref.championships.values()]
            .filter((c) => c.name.toLowerCase().includes(search.toLowerCase()))
            .map((c) => c.id)
        : [];

      const base = championRecordQuery(ctx.db)
        .$if(site !== undefined, (qb) => qb.where(site!))
        .$if(championshipIds !== undefined, (qb) =>
          qb.where("champions.championship_id", "in", championshipIds!),
        )
        .$if(season !== undefined, (qb) => qb.where("champions.year", "=", season!))
        .$if(p.title_year !== undefined, (qb) => qb.where("champions.title_year", "=", p.title_year!))
        .$if(p.team !== undefined, (qb) =>
          qb.where((eb) => {
            const team = p.team!;
            const parts: Expression<SqlBool>[] = [eb("team.slug", "=", team.toLowerCase())];
            if (/^\d+$/.test(team)) parts.push(eb("champions.team_id", "=", Number(team)));
            return eb.or(parts);
          }),
        )
        .$if(search !== undefined, (qb) =>
          qb.where((eb) => {
            const text = searchAny(
              ["champions.team_name", "champions.team_city", "champions.coach", "team.name"],
              search!,
            );
            return matchingChampionships.length
              ? eb.or([text, eb("champions.championship_id", "in", matchingChampionships)])
              : text;
          }),
        );

      return listPage(ctx, p, base, orderChampionRecords(selectChampionRecord(base)), (rows) =>
        championRecordsJson(ctx, rows),
      );
    },
  },
];
