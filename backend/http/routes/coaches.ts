/** /api/people/coaches/: coaches (list, detail by slug or id, active, head_coaches). */
import { formerSlugTargets } from "../../../domain/former-slugs";
import { slugify } from "../../../domain/slug";
import { coachLastSeason } from "../../../domain/people";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { Coach, CoachingHistoryEntry, CoachSeason } from "../../../domain/contract/types";
import { type Route, type RouteContext, detailRow, listRoutes } from "../context";
import { levelJson, sportJson, type RefData } from "../ref-data";
import { activeKnown, searchAny, personSearch, teamFilter, siteCondition } from "../filters";
import { listPage } from "../pagination";
import { paginationShape, parseQuery, q, siteFilterShape } from "../params";
import {
  CURRENT_TEAM_SELECTION,
  PERSON_SELECTION,
  currentTeamJson,
  parseJsonColumn,
  personJson,
} from "./players";
import { teamSeasonSlug } from "../team-season-link";

function coachQuery(db: Kysely<Database>) {
  return db
    .selectFrom("coaches")
    .innerJoin("people", "people.id", "coaches.person_id")
    .leftJoin("teams", "teams.id", "coaches.current_team_id");
}

function selectCoach(query: ReturnType<typeof coachQuery>) {
  return query.selectAll("coaches").select([...PERSON_SELECTION, ...CURRENT_TEAM_SELECTION]);
}

type CoachRow = Awaited<ReturnType<ReturnType<typeof selectCoach>["execute"]>>[number];

const playingSchema = z.object({
  sport: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  position: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  years_played: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  teams: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
});

interface Related {
  history: Map<number, CoachingHistoryEntry[]>;
  awards: Map<number, { name: string; year: number | null }[]>;
}

/** History and awards of a page of coaches: two queries for the page, not two per coach. */
async function loadRelated(db: Kysely<Database>, coachIds: number[]): Promise<Related> {
  const history = new Map<number, CoachingHistoryEntry[]>();
  const awards = new Map<number, { name: string; year: number | null }[]>();
  if (coachIds.length === 0) return { history, awards };
  const [historyRows, awardRows] = await Promise.all([
    db
      .selectFrom("coaching_history")
      .leftJoin("teams", "teams.id", "coaching_history.team_id")
      .selectAll("coaching_history")
      .select("teams.slug as team_slug")
      .where("coaching_history.coach_id", "in", coachIds)
      .orderBy("coaching_history.start_year", "desc")
      .orderBy("coaching_history.id")
      .execute(),
    db
      .selectFrom("coach_awards")
      .selectAll()
      .where("coach_id", "in", coachIds)
      .orderBy("year", (ob) => ob.desc().nullsLast())
      .orderBy("id")
      .execute(),
  ]);
  for (const h of historyRows) {
    const list = history.get(h.coach_id) ?? [];
    list.push({
      team_id: h.team_id,
      team_slug: h.team_slug,
      team_name: h.team_name,
      start_year: h.start_year,
      end_year: h.end_year,
      title: h.title,
      is_active: h.is_active === 1,
      is_head_coach: h.is_head_coach === 1,
    });
    history.set(h.coach_id, list);
  }
  for (const a of awardRows) {
    const list = awards.get(a.coach_id) ?? [];
    list.push({ name: a.name, year: a.year });
    awards.set(a.coach_id, list);
  }
  return { history, awards };
}

/** A coach's seasons with their records, oldest first (detail only). */
async function coachSeasons(db: Kysely<Database>, coachId: number): Promise<CoachSeason[]> {
  const rows = await db
    .selectFrom("coach_seasons")
    .leftJoin("teams", "teams.id", "coach_seasons.team_id")
    .selectAll("coach_seasons")
    .select(teamSeasonSlug("teams", "coach_seasons.season_start_year").as("team_slug"))
    .where("coach_seasons.coach_id", "=", coachId)
    .orderBy("coach_seasons.season_start_year")
    .orderBy("coach_seasons.id")
    .execute();
  return rows.map((r) => ({
    season: r.season_start_year,
    team_id: r.team_id,
    team_slug: r.team_slug,
    team_name: r.team_name,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    playoff_wins: r.playoff_wins,
    playoff_losses: r.playoff_losses,
    won_title: r.won_title === 1,
  }));
}

/** The coach's record (ties count half a win), or null when the source gives none. */
function careerRecord(row: CoachRow): Coach["career_record"] {
  if (row.wins === null && row.losses === null) return null;
  const wins = row.wins ?? 0;
  const losses = row.losses ?? 0;
  const ties = row.ties ?? 0;
  const games = wins + losses + ties;
  return {
    wins,
    losses,
    ties,
    win_percentage: games ? (wins + ties / 2) / games : null,
    playoff_appearances: row.playoff_appearances,
    playoff_wins: row.playoff_wins,
    playoff_losses: row.playoff_losses,
  };
}

function coachJson(
  ref: RefData,
  row: CoachRow,
  related: Related,
  today: string,
  seasons: CoachSeason[] = [],
): Coach {
  const history = related.history.get(row.id) ?? [];
  const previous = [
    ...new Set(
      history.filter((h) => !h.is_active && h.team_id !== row.current_team_id).map((h) => h.team_name),
    ),
  ];
  return {
    id: row.id,
    slug: row.slug,
    person: personJson(
      row,
      today,
      coachLastSeason({ record_to: row.record_to, coaching_history: history }, today),
    ),
    current_team: currentTeamJson(ref, row),
    sport: sportJson(ref, row.sport_id),
    level: levelJson(ref, row.level_id),
    title: row.title,
    position: row.title,
    years_experience: row.years_experience,
    experience_is_career: row.experience_is_career === 1,
    experience_from: history.length ? Math.min(...history.map((h) => h.start_year)) : null,
    experience_to: history.length ? Math.max(...history.map((h) => h.end_year ?? h.start_year)) : null,
    years_with_current_team: row.years_with_current_team,
    previous_teams: previous.map((name) => ({ name })),
    college: row.college,
    playing_experience: parseJsonColumn(row.playing_experience, playingSchema),
    career_record: careerRecord(row),
    championships_won: row.championships_won,
    awards: related.awards.get(row.id) ?? [],
    specialization: row.specialization,
    coaching_philosophy: row.coaching_philosophy,
    contract_end_year: row.contract_end_year,
    is_head_coach: row.is_head_coach === 1,
    is_active: row.is_active === 1,
    hire_date: row.hire_date,
    coaching_history: history,
    record_is_career: row.record_is_career === 1,
    record_from: row.record_from,
    record_to: row.record_to,
    record_source: row.record_source,
    record_since: row.record_since,
    seasons,
  };
}

const listShape = {
  ...paginationShape,
  ...siteFilterShape,
  search: q.text,
  position: q.text,
  team: q.text,
  status: q.text,
  is_active: q.bool,
  is_head_coach: q.bool,
  season: q.year,
  season__start_year: q.year,
};

type Mode = "all" | "active" | "head_coaches" | "summary";

type ListParams = ReturnType<typeof parseQuery<typeof listShape>>;

/** The coaches a list's mode and filters select. */
function filteredCoaches(ctx: RouteContext, p: ListParams, mode: Mode) {
  const site = siteCondition(ctx, p, "coaches");
  const season = p.season__start_year ?? p.season;
  const position = p.position?.replace(/_/g, " ").toLowerCase();
  const status = p.status?.toLowerCase();
  return (
    coachQuery(ctx.db)
      .$if(site !== undefined, (qb) => qb.where(site!))
      .$if(mode === "active", (qb) => qb.where("coaches.is_active", "=", 1))
      .$if(mode === "head_coaches", (qb) => qb.where("coaches.is_head_coach", "=", 1))
      .$if(p.is_active !== undefined, (qb) => qb.where("coaches.is_active", "=", p.is_active ? 1 : 0))
      .$if(p.is_head_coach !== undefined, (qb) =>
        qb.where("coaches.is_head_coach", "=", p.is_head_coach ? 1 : 0),
      )
      // A coach is 'active' only where a source reaching the current season says so: every coach we
      // hold is a head coach, so the spec's "head coach or active" would call Vince Lombardi active.
      // No source gives interim, retired, fired or resigned: those match nobody.
      .$if(status !== undefined, (qb) =>
        qb.where((eb) => {
          if (status === "active") return eb("coaches.is_active", "=", 1);
          if (status === "inactive") return eb("coaches.is_active", "=", 0);
          return sql<SqlBool>`1 = 0`;
        }),
      )
      .$if(position !== undefined, (qb) =>
        qb.where((eb) => {
          const parts: Expression<SqlBool>[] = [searchAny(["coaches.title"], position!)];
          if (position === "head coach") parts.push(eb("coaches.is_head_coach", "=", 1));
          return eb.or(parts);
        }),
      )
      .$if(p.team !== undefined, (qb) => qb.where(teamFilter(p.team!, "coaches")))
      .$if(season !== undefined, (qb) =>
        qb.where((eb) =>
          eb.exists(
            eb
              .selectFrom("coaching_history")
              .select("coaching_history.id")
              .whereRef("coaching_history.coach_id", "=", "coaches.id")
              .where("coaching_history.start_year", "<=", season!)
              .where((e) =>
                e.or([
                  e("coaching_history.end_year", "is", null),
                  e("coaching_history.end_year", ">=", season!),
                ]),
              ),
          ),
        ),
      )
      .$if(p.search !== undefined, (qb) => qb.where(personSearch(ctx.db, "coaches", p.search!)))
  );
}

/** The directory's tiles of the filtered coaches. */
async function coachSummary(base: ReturnType<typeof coachQuery>, known: boolean) {
  const r = await base
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("coaches.is_active").as("active"),
      eb.fn.sum<number>("coaches.championships_won").as("championships"),
      // Averaged over whole careers only: a count of the seasons a source holds (Bobby Bowden's
      // two title seasons) is no career length (docs/rules.md#derived-figures).
      eb.fn
        .avg<number>(sql`case when coaches.experience_is_career = 1 then coaches.years_experience end`)
        .as("years"),
      eb.fn.sum<number>("coaches.experience_is_career").as("whole_careers"),
      eb.fn.count<number>("coaches.sport_id").distinct().as("sports"),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(r.n),
    active: known ? Number(r.active ?? 0) : null,
    championships: Number(r.championships ?? 0),
    average_years: r.years === null ? null : Number(r.years),
    average_years_of: Number(r.whole_careers ?? 0),
    sports: Number(r.sports),
  };
}

async function listCoaches(ctx: RouteContext, mode: Mode) {
  const p = parseQuery(ctx.url, listShape);
  const base = filteredCoaches(ctx, p, mode);
  if (mode === "summary") return coachSummary(base, await activeKnown(ctx, "coaches"));
  return listPage(
    ctx,
    p,
    base,
    selectCoach(base).orderBy("people.last_name").orderBy("people.first_name").orderBy("coaches.id"),
    async (rows) => {
      const related = await loadRelated(
        ctx.db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => coachJson(ctx.ref, r, related, ctx.today));
    },
  );
}

export const coachRoutes: Route[] = [
  ...listRoutes("people/coaches", listShape, listCoaches, ["all", "active", "head_coaches", "summary"]),
  {
    path: "people/coaches/:id",
    async handle(ctx) {
      // The page redirects an old slug (bobby-ross-bobby-ross) to the coach's slug it answers with.
      const row = await detailRow(
        ctx,
        "coaches",
        (key) => selectCoach(coachQuery(ctx.db)).where(key).executeTakeFirst(),
        formerSlugTargets,
        undefined,
        (r) => slugify(`${r.first_name ?? ""} ${r.last_name}`),
      );
      const [related, seasons] = await Promise.all([
        loadRelated(ctx.db, [row.id]),
        coachSeasons(ctx.db, row.id),
      ]);
      return coachJson(ctx.ref, row, related, ctx.today, seasons);
    },
  },
];
