/** The shapes computeStandings reads and returns (shared by the NFL, NBA, NHL and college steps). */

export interface StandingGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  date: string;
  time?: string | null;
  /** OT / 2OT / SO for games decided after regulation. */
  overtime: string | null;
  /**
   * Whether the game counts in the conference record (default: the two teams share a conference).
   * College: a conference title game is between conference teams but outside the conference table.
   */
  conferenceGame?: boolean;
}

export interface StandingTeam {
  id: number;
  name: string;
  conference: string | null;
  division: string | null;
}

export interface StandingRow {
  team_id: number;
  conference: string | null;
  division: string | null;
  wins: number;
  losses: number;
  ties: number;
  overtime_losses: number | null;
  points: number | null;
  games_played: number;
  win_percentage: number | null;
  games_behind: number | null;
  streak: string | null;
  streak_type: "win" | "loss" | "tie" | null;
  home_record: string;
  away_record: string;
  division_record: string | null;
  conference_record: string | null;
  rank: number;
  conference_rank: number;
  league_rank: number;
  points_for: number;
  points_against: number;
  regulation_wins: number;
  last_updated: string | null;
  playoff_position: "champion" | "playoffs" | "bubble" | "eliminated" | null;
  /** Which tiebreak decided the club's place among clubs with the same record (null: none needed). */
  tiebreak: string | null;
}

export interface StandingsOptions {
  hockey: boolean;
  /**
   * Hockey: whether the games say which were decided in overtime/shootout (default true). When
   * not, losses cannot be split into regulation and OT losses: without `totals` the table has no
   * points (null) and orders by win percentage; splits are W-L either way.
   */
  overtimeKnown?: boolean;
  /** Season totals from another source (Hockey Databank, curated) that replace the computed W-L-OTL. */
  totals?: Map<number, { w: number; l: number; otl: number }>;
  /** NFL since 2002: division ranks and conference seeds by the league's tie-breaking procedures. */
  nfl?: boolean;
  /**
   * NFL before 2002: the season whose procedure orders clubs level on record (after playoff games
   * and published orders); clubs it leaves level share the place.
   */
  nflHistory?: number;
  /** Football before 1972: ties did not count in the percentage (W / (W + L)). */
  tiesExcluded?: boolean;
  /** Hockey 2019-20 (season cut short): ordered by points percentage, not points. */
  pointsPercentage?: boolean;
  /** Published division order (curated final tables) for clubs level on the primary key. */
  officialRank?: Map<number, number>;
  /** College: ordered by conference record, not overall (ties: see `collegeOrder`). */
  primary?: "overall" | "conference";
  /** College: the two clubs of each conference championship game, the designated home club (the top seed) as 1. */
  conferenceFinalists?: Map<number, 1 | 2>;
  /** NBA: conference ties by the league's procedure (division winners first among three or more). */
  nba?: boolean;
  /** Opponents whose games count for the other side but who get no row (1920 non-members). */
  unranked?: Set<number>;
  /** Playoff games between clubs level on record (NFL before 1972): the winner ranks first. */
  playoffs?: { winner: number; loser: number }[];
}

/** A club's won-lost-tied (and hockey OT-lost) count in one set of games. */
export interface Split {
  w: number;
  l: number;
  t: number;
  otl: number;
}

export const emptySplit = (): Split => ({ w: 0, l: 0, t: 0, otl: 0 });
