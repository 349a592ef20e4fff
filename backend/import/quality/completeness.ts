/**
 * Completeness of the data-quality report: the share of the fields each entity is expected to have
 * that are filled, counted over the rows they apply to.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { n } from "./figures";
import type { Figure } from "./rows";

type Db = Kysely<Database>;

/** A field an entity is expected to have, as an SQL condition that is true when it is filled. */
interface Expected {
  label: string;
  filled: string;
}

interface Entity {
  key: string;
  label: string;
  from: string;
  /** Which rows the expectation applies to. */
  where: string;
  fields: Expected[];
}

/**
 * The expected fields per entity. Only rows the fields apply to are counted: editions that were
 * held, games that were played. A field the sources cannot have (attendance before it was
 * recorded) is not listed, so a gap here is a gap a better source could fill.
 */
export const ENTITIES: Entity[] = [
  {
    key: "champions",
    label: "Champion records",
    from: "champions",
    where: "team_id is not null",
    fields: [
      { label: "runner-up", filled: "(runner_up_team_id is not null or runner_up_name is not null)" },
      { label: "score or series", filled: "(winner_score is not null or series is not null)" },
      { label: "date", filled: "game_date is not null" },
      { label: "venue", filled: "venue is not null" },
      { label: "coach", filled: "coach is not null" },
      { label: "MVP", filled: "mvp is not null" },
    ],
  },
  {
    key: "teams",
    label: "Teams",
    from: "teams",
    where: "1 = 1",
    fields: [
      { label: "city", filled: "city is not null" },
      { label: "abbreviation", filled: "abbreviation is not null" },
      { label: "founded year", filled: "founded_year is not null" },
      { label: "conference", filled: "conference_id is not null" },
      { label: "home venue", filled: "home_venue_id is not null" },
    ],
  },
  {
    key: "games",
    label: "Games",
    from: "games",
    where: "status = 'final'",
    fields: [
      { label: "score", filled: "(home_score is not null and away_score is not null)" },
      { label: "start time", filled: "game_time is not null" },
      { label: "venue", filled: "(venue_id is not null or venue_name is not null)" },
    ],
  },
  {
    key: "standings",
    label: "Standings",
    from: "standings",
    where: "1 = 1",
    fields: [
      { label: "rank", filled: "rank is not null" },
      { label: "win percentage", filled: "win_percentage is not null" },
      { label: "games behind", filled: "games_behind is not null" },
      {
        label: "division or conference",
        filled:
          "(division_name is not null or conference_name is not null or division_id is not null or conference_id is not null)",
      },
      { label: "points for and against", filled: "(points_for is not null and points_against is not null)" },
    ],
  },
  {
    key: "players",
    label: "Players",
    from: "players join people on people.id = players.person_id",
    where: "1 = 1",
    fields: [
      { label: "birth date", filled: "people.birth_date is not null" },
      { label: "position", filled: "players.primary_position_name is not null" },
      { label: "first season", filled: "players.rookie_season is not null" },
      { label: "height", filled: "people.height_inches is not null" },
      { label: "career statistics", filled: "players.career_stats is not null" },
    ],
  },
  {
    key: "coaches",
    label: "Coaches",
    from: "coaches join people on people.id = coaches.person_id",
    where: "1 = 1",
    fields: [
      { label: "birth date", filled: "people.birth_date is not null" },
      { label: "record", filled: "(coaches.wins is not null and coaches.losses is not null)" },
      { label: "years coaching", filled: "coaches.years_experience is not null" },
    ],
  },
];

/** Filled and expected fields per entity (entities without rows are left out). */
export async function completenessOf(db: Db): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const e of ENTITIES) {
    const sums = e.fields.map((f, i) => `sum(case when ${f.filled} then 1 else 0 end) as f${i}`).join(", ");
    const result = await sql
      .raw<Record<string, unknown>>(`select count(*) as n, ${sums} from ${e.from} where ${e.where}`)
      .execute(db);
    const row = result.rows[0] ?? {};
    const rows = n(row.n);
    if (rows === 0) continue;
    const filled = e.fields.map((_, i) => n(row[`f${i}`]));
    const gaps = e.fields
      .map((f, i) => ({ label: f.label, missing: rows - filled[i] }))
      .filter((g) => g.missing > 0)
      .sort((a, b) => b.missing - a.missing)
      .slice(0, 3)
      .map((g) => `${g.label} missing in ${g.missing.toLocaleString("en-US")}`);
    out.push({
      key: e.key,
      label: e.label,
      passed: filled.reduce((a, b) => a + b, 0),
      total: rows * e.fields.length,
      detail: `${rows.toLocaleString("en-US")} rows × ${e.fields.length} fields (${e.fields.map((f) => f.label).join(", ")})${gaps.length ? `; ${gaps.join(", ")}` : ""}`,
    });
  }
  return out;
}
