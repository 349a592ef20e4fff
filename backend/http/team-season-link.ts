/**
 * A row's link to a team's season goes where a page is: the team-season page exists for a season
 * its sport and level hold (a `seasons` row; MLB's start with the first World Series, 1903), so a
 * line, a coach's season or a board row of an earlier year (Lahman reaches back to 1871) names the
 * club without a link instead of leading to a 404.
 */
import { sql, type RawBuilder } from "kysely";

/**
 * The slug of the joined `teams` row (aliased `teamAlias`) when its season `yearColumn` has a page,
 * else null. For a select: `teamSeasonSlug("teams", "batting_lines.season_start_year").as("team_slug")`.
 */
export function teamSeasonSlug(teamAlias: string, yearColumn: string): RawBuilder<string | null> {
  const team = sql.table(teamAlias);
  return sql<
    string | null
  >`case when exists (select 1 from seasons as page_season where page_season.sport_id = ${team}.sport_id and page_season.level_id = ${team}.level_id and page_season.start_year = ${sql.ref(yearColumn)}) and ${team}.outside_division = 0 then ${team}.slug end`;
}

/**
 * The slug of the joined `teams` row (aliased `teamAlias`), or null for an opponent outside the
 * league's division (teams.outside_division): it has no page, so its name is drawn without a link.
 */
export function pageSlug(teamAlias: string): RawBuilder<string | null> {
  const team = sql.table(teamAlias);
  return sql<string | null>`case when ${team}.outside_division = 0 then ${team}.slug end`;
}
