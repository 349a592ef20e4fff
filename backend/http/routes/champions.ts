/**
 * /api/championships/champions/: every champion record across championships, and the champion
 * record query and serializer shared with a championship's and a team's champions.
 */
import { sql, type Kysely, type SqlBool, type Expression } from "kysely";
import type { Database } from "../../db/schema";
import type { ChampionRecord } from "../../../domain/contract/types";
import { idsForSlug, offsetOf, page, searchAny, levelJson, sportJson, type RefData, type Route } from "../context";
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
    .select(["seasons.name as season_name", "seasons.slug as season_slug", "team.slug as team_slug", "runner_up.slug as runner_up_slug"]);
}

export type ChampionRecordRow = Awaited<ReturnType<ReturnType<typeof selectChampionRecord>["execute"]>>[number];

export function championRecordJson(ref: RefData, row: ChampionRecordRow): ChampionRecord {
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
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const sportIds = idsForSlug(ctx.ref.sportsBySlug, p.sport__slug);
      const levelIds = idsForSlug(ctx.ref.levelsBySlug, p.level__slug);
      const championshipIds = idsForSlug(ctx.ref.championshipsBySlug, p.championship);
      const season = p.season__start_year ?? p.season ?? p.year;
      const search = p.search;
      const matchingChampionships = search
        ? [...ctx.ref.championships.values()].filter((c) => c.name.toLowerCase().includes(search.toLowerCase())).map((c) => c.id)
        : [];

      const base = championRecordQuery(ctx.db)
        .$if(sportIds !== undefined, (qb) => qb.where("championships.sport_id", "in", sportIds!))
        .$if(levelIds !== undefined, (qb) => qb.where("championships.level_id", "in", levelIds!))
        .$if(championshipIds !== undefined, (qb) => qb.where("champions.championship_id", "in", championshipIds!))
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
              [sql.ref("champions.team_name"), sql.ref("champions.team_city"), sql.ref("champions.coach"), sql.ref("team.name")],
              search!,
            );
            return matchingChampionships.length ? eb.or([text, eb("champions.championship_id", "in", matchingChampionships)]) : text;
          }),
        );

      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rows = await orderChampionRecords(selectChampionRecord(base)).limit(p.page_size).offset(offsetOf(p)).execute();
      return page(
        ctx,
        p,
        Number(n),
        rows.map((r) => championRecordJson(ctx.ref, r)),
      );
    },
  },
];
