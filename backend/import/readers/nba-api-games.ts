/**
 * Typed readers of nba-games-nbaapi-2019-2022 (NBA.com `LeagueGameFinder`, one row per team per
 * game): 2019-20, 2020-21 and 2021-22, with G League rows (ids starting "20"), preseason and
 * All-Star games that the importer leaves out. MATCHUP "LAL @ MIA" away, "MIA vs. LAL" at home;
 * MIN is the team's minutes (240 in regulation, 25 more per overtime).
 */
import { z } from "zod";
import { filled, int, text, typedFile } from "./typed";

const DIR = "nba-games-nbaapi-2019-2022";

const columns = {
  GAME_ID: text.regex(/^\d{10}$/, "not a game id"),
  GAME_DATE: text.regex(/^\d{4}-\d{2}-\d{2}$/, "not a date"),
  TEAM_ABBREVIATION: filled,
  /** "LAL vs. UTA" at home, "DAL @ ATL" away. */
  MATCHUP: text.regex(/^\w+ (vs\.|@) \w+$/, "not a matchup"),
  MIN: int,
  PTS: int,
};

/** The NBA.com games of 2019-20 (to the Finals of 2020-10-11). */
export const nbaApiGames2019 = typedFile(DIR, "games_2019-20.csv", columns);
/** The NBA.com games of 2020-21. */
export const nbaApiGames2020 = typedFile(DIR, "games_2020-21.csv", columns);
/** The NBA.com games of 2021-22. */
export const nbaApiGames2021 = typedFile(DIR, "games_2021-22.csv", columns);

export type NbaApiGameRow = z.output<typeof nbaApiGames2019.schema> & { line: number };
