/**
 * Consistency of the data-quality report: internal checks, each counting the items checked and
 * those that agree (season records and standings against the games, champion rows against seasons,
 * deciding games and leagues).
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { n } from "./figures";
import { disagreementText, recordsAgainstGames } from "./records-vs-games";
import type { Figure } from "./rows";

type Db = Kysely<Database>;

/** Season records (standings, the sources' team seasons) against the W-L the games add up to. */
async function recordsFigure(db: Db, log: (message: string) => void): Promise<Figure> {
  const records = await recordsAgainstGames(db);
  const shown = records.disagreements.slice(0, 12).map(disagreementText);
  for (const d of records.disagreements) log(`  record disagrees with the games: ${disagreementText(d)}`);
  return {
    key: "records-games",
    label: "Season records agree with games",
    passed: records.total - records.disagreements.length,
    total: records.total,
    detail:
      "a team's wins and losses in the standings and in the sources' season records equal those its regular-season games add up to" +
      (shown.length
        ? `; disagreements: ${shown.join("; ")}${records.disagreements.length > shown.length ? `; and ${records.disagreements.length - shown.length} more` : ""}`
        : ""),
  };
}

/** Title counts: each season's champion is the champion row of that season and championship. */
async function seasonChampionsFigure(db: Db): Promise<Figure> {
  const seasonTitles = await sql<{ total: unknown; agree: unknown }>`
    select count(*) as total,
      sum(case when c.id is not null and c.season_id = s.id and c.championship_id = s.championship_id then 1 else 0 end) as agree
    from seasons s left join champions c on c.id = s.champion_id
    where s.champion_id is not null`.execute(db);
  const rowsWithSeason = await sql<{
    n: unknown;
  }>`select count(*) as n from champions where season_id is not null and team_id is not null`.execute(db);
  return {
    key: "season-champions",
    label: "Title counts agree with champion rows",
    passed: n(seasonTitles.rows[0]?.agree),
    total: Math.max(n(seasonTitles.rows[0]?.total), n(rowsWithSeason.rows[0]?.n)),
    detail:
      "every champion row is the champion of its season, and every season's champion is a row of its championship",
  };
}

/** A check SQL counts in one row: `total` items checked, `agree` of them agree. */
interface CountedCheck {
  key: string;
  label: string;
  detail: string;
  counts: RawBuilder<{ total: unknown; agree: unknown }>;
}

/**
 * Standings against games: in seasons whose regular-season games are in the database, a team's
 * W+L+T (ties include hockey's OT losses) equals the games it played.
 */
const STANDINGS_GAMES: CountedCheck = {
  key: "standings-games",
  label: "Standings agree with games",
  detail:
    "a team's wins, losses and ties add up to the regular-season games it played, in every season whose games are in the database",
  counts: sql`
    with played as (
      select sport_id, level_id, season_start_year, team_id, count(*) as gp from (
        select sport_id, level_id, season_start_year, home_team_id as team_id from games where status = 'final' and game_type = 'regular'
        union all
        select sport_id, level_id, season_start_year, away_team_id as team_id from games where status = 'final' and game_type = 'regular'
      ) g group by sport_id, level_id, season_start_year, team_id
    ), seasons_with_games as (select distinct sport_id, level_id, season_start_year from played)
    select count(*) as total,
      sum(case when s.wins + s.losses + s.ties = coalesce(p.gp, 0) then 1 else 0 end) as agree
    from standings s
    join seasons_with_games w on w.sport_id = s.sport_id and w.level_id = s.level_id and w.season_start_year = s.season_start_year
    left join played p on p.sport_id = s.sport_id and p.level_id = s.level_id and p.season_start_year = s.season_start_year and p.team_id = s.team_id`,
};

/** The deciding game in the games table was won by the champion of record. */
const DECIDING_GAMES: CountedCheck = {
  key: "deciding-games",
  label: "Deciding games agree with champions",
  detail: "the last game of each final in the games table was won by the champion of record",
  counts: sql`
    with last_day as (
      select championship_id, season_start_year, max(coalesce(completed_date, game_date)) as day from games
      where game_type = 'championship' and status = 'final' and championship_id is not null
      group by championship_id, season_start_year
    ), last_game as (
      -- Grouped first: a correlated max() per game is quadratic in the finals' games.
      select g.* from games g join last_day l on l.championship_id = g.championship_id
        and l.season_start_year = g.season_start_year and l.day = coalesce(g.completed_date, g.game_date)
      where g.game_type = 'championship' and g.status = 'final'
    )
    select count(*) as total,
      sum(case when (lg.home_score > lg.away_score and lg.home_team_id = c.team_id)
                 or (lg.away_score > lg.home_score and lg.away_team_id = c.team_id) then 1 else 0 end) as agree
    from last_game lg join champions c on c.championship_id = lg.championship_id and c.year = lg.season_start_year
    where c.team_id is not null`,
};

/** Champions play in the championship's league. */
const CHAMPION_LEAGUES: CountedCheck = {
  key: "champion-leagues",
  label: "Champions belong to the championship's league",
  detail: "each champion is a franchise or program of the league the championship belongs to",
  counts: sql`
    select count(*) as total, sum(case when t.league_key = ch.league_key then 1 else 0 end) as agree
    from champions c join championships ch on ch.id = c.championship_id join teams t on t.id = c.team_id`,
};

/** The figure of a counted check. */
async function countedFigure(db: Db, check: CountedCheck): Promise<Figure> {
  const row = (await check.counts.execute(db)).rows[0];
  return {
    key: check.key,
    label: check.label,
    passed: n(row?.agree),
    total: n(row?.total),
    detail: check.detail,
  };
}

/** Internal checks: each counts the items checked and those that agree; checks with nothing to check are left out. */
export async function consistencyOf(db: Db, log: (message: string) => void = () => {}): Promise<Figure[]> {
  const out = [
    await recordsFigure(db, log),
    await countedFigure(db, STANDINGS_GAMES),
    await seasonChampionsFigure(db),
    await countedFigure(db, DECIDING_GAMES),
    await countedFigure(db, CHAMPION_LEAGUES),
  ];
  return out.filter((f) => f.total > 0);
}
