/**
 * /api/championships/championships/: the championships (list, detail) and, per championship, its
 * champions, title-game history and stats.
 */
import type { Selectable } from "kysely";
import type { ChampionshipsTable } from "../../db/schema";
import type { Championship, ChampionshipGame, ChampionshipStats } from "../../../domain/contract/types";
import { idOrSlug, type Route, type RouteContext, assertInScope } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { page, pageOf, countOf, pageRows, listPage } from "../pagination";
import { notFound } from "../errors";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import {
  championLinksOf,
  championRecordsJson,
  championRecordQuery,
  orderChampionRecords,
  selectChampionRecord,
} from "./champions";
import { titleGamesPlayed } from "../../../domain/title-games";

export function championshipJson(ref: RefData, row: Selectable<ChampionshipsTable>): Championship {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    official_name: row.official_name,
    description: row.description,
    trophy_name: row.trophy_name,
    first_year: row.first_year,
    last_year: row.last_year,
    format: row.format,
    total_teams: row.total_teams,
    league: row.league,
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
  };
}

function findChampionship(ctx: RouteContext): Selectable<ChampionshipsTable> {
  const key = idOrSlug(ctx.params.id);
  const row = "id" in key ? ctx.ref.championships.get(key.id) : ctx.ref.championshipsBySlug.get(key.slug);
  if (!row) throw notFound();
  assertInScope(ctx, row.league_key);
  return row;
}

const listShape = { ...paginationShape, ...siteFilterShape, search: q.text, season: q.year };
const championsShape = { ...paginationShape, season: q.year, year: q.year };

type TitleRow = Awaited<ReturnType<typeof titleRows>>[number];

/** A championship's title rows, oldest first, with the franchise each champion belongs to. */
function titleRows(ctx: RouteContext, championshipId: number) {
  return championRecordQuery(ctx.db)
    .where("champions.championship_id", "=", championshipId)
    .select([
      "champions.year",
      "champions.title_year",
      "champions.team_id",
      "champions.team_name",
      "champions.winner_score",
      "champions.runner_up_score",
      "champions.runner_up_name",
      "champions.series",
      "champions.note",
      "team.name as franchise_name",
      "team.slug as franchise_slug",
    ])
    .orderBy("champions.year")
    .execute();
}

/** Titles count per franchise, under its current name (a franchise keeps its titles across renames). */
function titlesByFranchise(rows: TitleRow[]) {
  const titles = new Map<
    string,
    { team__name: string; team__slug: string | null; team_id: number | null; championships_won: number }
  >();
  for (const r of rows) {
    const key = r.team_id !== null ? `id:${r.team_id}` : `name:${r.team_name}`;
    const entry = titles.get(key) ?? {
      team__name: r.franchise_name ?? r.team_name ?? "",
      team__slug: r.franchise_slug,
      team_id: r.team_id,
      championships_won: 0,
    };
    entry.championships_won++;
    titles.set(key, entry);
  }
  return titles;
}

/** Longest run of titles in consecutive seasons by one franchise. */
function longestTitleRun(rows: TitleRow[]): ChampionshipStats["longest_streak"] {
  let longest: ChampionshipStats["longest_streak"] = null;
  let run = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const prev = rows[i - 1];
    run =
      prev && prev.team_id !== null && prev.team_id === r.team_id && prev.year === r.year - 1 ? run + 1 : 1;
    if (!longest || run > longest.years) {
      longest = {
        team: r.franchise_name ?? r.team_name ?? "",
        team_slug: r.franchise_slug,
        years: run,
        start_year: r.year - run + 1,
        end_year: r.year,
      };
    }
  }
  return longest;
}

/** The title won with the most points (the first of equals). */
function highestScoring(rows: TitleRow[]): TitleRow | null {
  let best: TitleRow | null = null;
  for (const r of rows) {
    if (r.winner_score !== null && (!best || r.winner_score > (best.winner_score ?? -1))) best = r;
  }
  return best;
}

export const championshipRoutes: Route[] = [
  {
    path: "championships/championships",
    query: listShape,
    async handle(ctx) {
      const p = parseQuery(ctx.url, listShape);
      const search = p.search?.toLowerCase();
      const rows = [...ctx.ref.championships.values()].filter((c) => {
        const sport = ctx.ref.sports.get(c.sport_id);
        const level = ctx.ref.levels.get(c.level_id);
        if (ctx.scope.league && c.league_key !== ctx.scope.league) return false;
        if (p.sport__slug && sport?.slug !== p.sport__slug) return false;
        if (p.level__slug && level?.slug !== p.level__slug) return false;
        // docs/rules.md#season-relevance: a championship belongs to a season from its first season until it ended.
        if (
          p.season !== undefined &&
          (c.first_season > p.season || (c.last_year !== null && c.last_year < p.season))
        )
          return false;
        if (search) {
          const haystack = [c.name, c.official_name ?? "", sport?.name ?? ""].join("\n").toLowerCase();
          if (!haystack.includes(search)) return false;
        }
        return true;
      });
      return pageOf(
        ctx,
        p,
        rows.map((r) => championshipJson(ctx.ref, r)),
      );
    },
  },
  {
    path: "championships/championships/:id",
    async handle(ctx) {
      return championshipJson(ctx.ref, findChampionship(ctx));
    },
  },
  {
    path: "championships/championships/:id/champions",
    query: championsShape,
    async handle(ctx) {
      const championship = findChampionship(ctx);
      const p = parseQuery(ctx.url, championsShape);
      const season = p.season ?? p.year;
      const base = championRecordQuery(ctx.db)
        .where("champions.championship_id", "=", championship.id)
        .$if(season !== undefined, (qb) => qb.where("champions.year", "=", season!));
      return listPage(ctx, p, base, orderChampionRecords(selectChampionRecord(base)), (rows) =>
        championRecordsJson(ctx, rows),
      );
    },
  },
  {
    path: "championships/championships/:id/games",
    query: paginationShape,
    async handle(ctx) {
      const championship = findChampionship(ctx);
      const p = parseQuery(ctx.url, paginationShape);
      const base = championRecordQuery(ctx.db).where("champions.championship_id", "=", championship.id);
      const count = await countOf(base);
      const rows = await pageRows(orderChampionRecords(selectChampionRecord(base)), p);
      const links = await championLinksOf(ctx.db, ctx.ref, rows);
      const results: ChampionshipGame[] = rows.map((r) => ({
        id: r.id,
        game_date: r.game_date,
        title_year: r.title_year,
        edition: r.edition,
        season: { id: r.season_id, start_year: r.year, name: r.season_name, slug: r.season_slug },
        deciding_game_id: links.get(r.id)?.deciding_game_id ?? null,
        winner: r.team_name ? { id: r.team_id, name: r.team_name, slug: r.team_slug } : null,
        winner_name: r.team_name,
        runner_up: r.runner_up_name
          ? { id: r.runner_up_team_id, name: r.runner_up_name, slug: r.runner_up_slug }
          : null,
        runner_up_name: r.runner_up_name,
        winner_score: r.winner_score,
        runner_up_score: r.runner_up_score,
        overtime: r.overtime,
        series: r.series,
        venue: r.venue || r.city ? { name: r.venue, city: r.city, state: r.state } : null,
        mvp: r.mvp,
      }));
      return page(ctx, p, count, results);
    },
  },
  {
    path: "championships/championships/:id/stats",
    async handle(ctx): Promise<ChampionshipStats> {
      const championship = findChampionship(ctx);
      const rows = await titleRows(ctx, championship.id);

      const titles = titlesByFranchise(rows);
      const team_championships = [...titles.values()].sort(
        (a, b) => b.championships_won - a.championships_won || a.team__name.localeCompare(b.team__name),
      );
      const best = highestScoring(rows);
      return {
        total_games: titleGamesPlayed(
          rows,
          ctx.ref.sports.get(championship.sport_id)?.slug,
          ctx.ref.levels.get(championship.level_id)?.slug,
        ),
        team_championships,
        longest_streak: longestTitleRun(rows),
        highest_score: best?.winner_score ?? null,
        highest_scoring_game: best
          ? {
              year: best.year,
              title_year: best.title_year,
              team_name: best.team_name ?? "",
              winner_score: best.winner_score ?? 0,
              runner_up_score: best.runner_up_score,
              runner_up_name: best.runner_up_name,
            }
          : null,
        total_teams: championship.total_teams,
        distinct_champions: titles.size,
      };
    },
  },
];
