/**
 * Season records against the games (docs/rules.md: disagreements are reported, never hidden): in
 * every season whose regular-season games are in the database, a team's wins and losses in the
 * standings and in the season records of the sources (team_seasons: Lahman Teams, Basketball-
 * Reference Team Summaries, Hockey Databank) are compared with the wins and losses its games add
 * up to. Ties are left out (a tied baseball game counts in neither W nor L); a hockey table's
 * overtime losses are losses in the games. A college team season is compared with all its games (the
 * NCAA tournament is part of its record), the standings with the regular season. MLB is left to its own
 * check, which lists every disagreement with its cause (mlb-standings-vs-games.ts), and so is college
 * basketball, whose tables count the NCAA tournament too and whose team seasons count games the data
 * does not hold (cbb-team-seasons.ts). College baseball's tables are computed from every game of the
 * season (2002-2017) or are the NCAA's season totals (2018-2025, no games held): only its team seasons
 * are compared here.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";

export interface RecordDisagreement {
  table: "standings" | "team_seasons";
  league: string;
  season: number;
  team: string;
  /** W-L as the table has it. */
  stated: string;
  /** W-L the games add up to. */
  games: string;
}

export interface RecordCheck {
  total: number;
  /** Rows compared by `table:league` ("standings:mlb"). */
  compared: Record<string, number>;
  disagreements: RecordDisagreement[];
}

export async function recordsAgainstGames(db: Kysely<Database>): Promise<RecordCheck> {
  const result = await sql<{
    tbl: "standings" | "team_seasons";
    league: string;
    season: number;
    team: string;
    wins: number;
    losses: number;
    gw: number | null;
    gl: number | null;
  }>`
    with sides as (
      select sport_id, level_id, season_start_year, home_team_id as team_id,
        case when home_score > away_score then 1 else 0 end as w, case when home_score < away_score then 1 else 0 end as l
      from games where status = 'final' and game_type = 'regular'
      union all
      select sport_id, level_id, season_start_year, away_team_id,
        case when away_score > home_score then 1 else 0 end, case when away_score < home_score then 1 else 0 end
      from games where status = 'final' and game_type = 'regular'
    ), rec as (
      select sport_id, level_id, season_start_year, team_id, sum(w) as gw, sum(l) as gl from sides
      group by sport_id, level_id, season_start_year, team_id
    ), all_sides as (
      select sport_id, level_id, season_start_year, home_team_id as team_id,
        case when home_score > away_score then 1 else 0 end as w, case when home_score < away_score then 1 else 0 end as l
      from games where status = 'final'
      union all
      select sport_id, level_id, season_start_year, away_team_id,
        case when away_score > home_score then 1 else 0 end, case when away_score < home_score then 1 else 0 end
      from games where status = 'final'
    ), rec_all as (
      select sport_id, level_id, season_start_year, team_id, sum(w) as gw, sum(l) as gl from all_sides
      group by sport_id, level_id, season_start_year, team_id
    ), seasons as (select distinct sport_id, level_id, season_start_year from rec)
    select 'standings' as tbl, t.league_key as league, s.season_start_year as season, coalesce(s.team_name, t.name) as team,
      s.wins, s.losses + coalesce(s.overtime_losses, 0) as losses, r.gw, r.gl
    from standings s join teams t on t.id = s.team_id
    join seasons w on w.sport_id = s.sport_id and w.level_id = s.level_id and w.season_start_year = s.season_start_year
    left join rec r on r.sport_id = s.sport_id and r.level_id = s.level_id and r.season_start_year = s.season_start_year and r.team_id = s.team_id
    where t.league_key not in ('mlb', 'cbb', 'cbs')
    union all
    select 'team_seasons', t.league_key, ts.season_start_year, coalesce(ts.team_name, t.name), ts.wins, ts.losses + coalesce(ts.overtime_losses, 0),
      case when lv.slug like 'ncaa%' then ra.gw else r.gw end, case when lv.slug like 'ncaa%' then ra.gl else r.gl end
    from team_seasons ts join teams t on t.id = ts.team_id
    join levels lv on lv.id = t.level_id
    join seasons w on w.sport_id = t.sport_id and w.level_id = t.level_id and w.season_start_year = ts.season_start_year
    left join rec r on r.sport_id = t.sport_id and r.level_id = t.level_id and r.season_start_year = ts.season_start_year and r.team_id = ts.team_id
    -- A college team season (USCHO, Sports-Reference) counts every game, its tournaments included.
    left join rec_all ra on ra.sport_id = t.sport_id and ra.level_id = t.level_id and ra.season_start_year = ts.season_start_year and ra.team_id = ts.team_id
    where ts.wins is not null and ts.losses is not null and t.league_key not in ('mlb', 'cbb')
    order by 2, 3, 4, 1`.execute(db);
  const disagreements: RecordDisagreement[] = [];
  const compared: Record<string, number> = {};
  for (const r of result.rows) {
    compared[`${r.tbl}:${r.league}`] = (compared[`${r.tbl}:${r.league}`] ?? 0) + 1;
    const gw = Number(r.gw ?? 0);
    const gl = Number(r.gl ?? 0);
    if (Number(r.wins) === gw && Number(r.losses) === gl) continue;
    disagreements.push({
      table: r.tbl,
      league: r.league,
      season: Number(r.season),
      team: r.team,
      stated: `${r.wins}-${r.losses}`,
      games: `${gw}-${gl}`,
    });
  }
  return { total: result.rows.length, compared, disagreements };
}

/** "nba 2019-20 Boston Celtics: 48-24 in team_seasons, 43-21 in the games" (seasons as the league writes them). */
export function disagreementText(d: RecordDisagreement): string {
  const season =
    d.league === "nba" || d.league === "nhl"
      ? `${d.season}-${String(d.season + 1).slice(2)}`
      : String(d.season);
  return `${d.league} ${season} ${d.team}: ${d.stated} in ${d.table}, ${d.games} in the games`;
}
