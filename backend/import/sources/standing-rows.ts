/**
 * The standings row of one club's season, as every importer of tables writes it: the computed or
 * published figures, the season and alignment ids, the club's name of the time and the day the
 * table stands at. An importer whose source lacks a figure passes it as null.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { seasonKey, type BuildContext } from "../context";
import type { alignmentIds } from "../standings/alignment-ids";
import type { StandingRow } from "../standings/types";

type AlignmentIds = Awaited<ReturnType<typeof alignmentIds>>;

/** A table row's figures; a table built from season totals has no home and away records. */
export type StandingFigures = Omit<
  StandingRow,
  "home_record" | "away_record" | "regulation_wins" | "last_updated"
> & {
  home_record: string | null;
  away_record: string | null;
};

/**
 * A college table computed by conference (cfbd, college basketball and hockey): the sources give no
 * divisions, points, playoff positions, division records or overtime losses, and the table's rank is
 * the conference rank.
 */
export function conferenceTableFigures<R extends { rank: number | null }>(r: R) {
  return {
    ...r,
    division: null,
    points: null,
    playoff_position: null,
    division_record: null,
    overtime_losses: null,
    conference_rank: r.rank,
  };
}

export async function standingRow(
  ctx: BuildContext,
  ids: AlignmentIds,
  league: { league_key: string; sport_id: number; level_id: number },
  season: number,
  r: StandingFigures,
  teamName: string,
  lastUpdated: string | null,
): Promise<Insertable<Database["standings"]>> {
  const { sport_id, level_id, league_key } = league;
  return {
    id: ctx.nextId("standings"),
    season_id: ctx.lookups.seasons.get(seasonKey(league_key, season)) ?? null,
    season_start_year: season,
    sport_id,
    level_id,
    league_key,
    team_id: r.team_id,
    team_name: teamName,
    conference_id: r.conference ? await ids.conference(league, r.conference) : null,
    division_id: r.division ? await ids.division(league, r.division, r.conference) : null,
    conference_name: r.conference,
    division_name: r.division,
    rank: r.rank,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
    points: r.points,
    win_percentage: r.win_percentage,
    games_played: r.games_played,
    games_behind: r.games_behind,
    streak: r.streak,
    streak_type: r.streak_type,
    playoff_position: r.playoff_position,
    home_record: r.home_record,
    away_record: r.away_record,
    division_record: r.division_record,
    conference_record: r.conference_record,
    last_updated: lastUpdated,
    conference_rank: r.conference_rank,
    league_rank: r.league_rank,
    overtime_losses: r.overtime_losses,
    points_for: r.points_for,
    points_against: r.points_against,
    tiebreak: r.tiebreak,
  };
}
