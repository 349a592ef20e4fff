/**
 * The columns of the games table that make a game's result: its season and date, the two teams and
 * their scores. What reads results (standings, analytics, the title and tournament checks) selects
 * these and adds its own.
 */
export const GAME_RESULT = [
  "season_start_year",
  "game_date",
  "home_team_id",
  "away_team_id",
  "home_score",
  "away_score",
] as const;
