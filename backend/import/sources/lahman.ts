/**
 * MLB from the Baseball Databank / Lahman files (lahman-baseballdatabank, seasons to 2020):
 *  - Teams.csv → MLB standings 1903-2020 (AL and NL; W, L, ties = G - W - L, rank, division,
 *    DivWin/WCWin/LgWin/WSWin for playoff_position). No games exist, so streaks and home/away splits
 *    stay empty. Teams are matched by `franchID` (crosswalk rows `lahman`).
 *  - People.csv → players (bio, debut/final season), with AwardsPlayers (awards, MVP count),
 *    AllstarFull (selections, position from startingPos), BattingPost/PitchingPost (postseason
 *    batting totals; World Series titles = appearing for the WS winner). Regular-season Batting and
 *    Pitching are not in the copy, so career regular-season totals stay empty. The last team is the
 *    latest team among All-Star and postseason rows (unknown for most players); HallOfFame.csv
 *    inductions are awards; CollegePlaying.csv + Schools.csv give the (last) college;
 *    lahman-2025-stats/Appearances.csv gives the seasons each player played (counted, not spanned).
 *  - Managers.csv → managers (coaches titled Manager) with season W-L, postseason series from
 *    SeriesPost (won/lost games of the last manager of a team-season), AwardsManagers.
 *
 * People and team names come from the 2025 edition (lahman-2025-stats: People.csv and Teams.csv,
 * seasons to 2024, UTF-8); managers, awards, All-Stars, Hall of Fame and the postseason from the same
 * edition's other tables (lahman-2025-refresh, 2024 season; Hall of Fame voting to 2025). Its
 * People.csv leaves finalGame blank for active players, so a player's last season is the latest of
 * finalGame, the Appearances rows and the postseason/All-Star rows. Nobody is 'active' from Lahman:
 * it ends before the current season, and a player or manager of its last seasons has figures
 * "through 2024". CollegePlaying and Schools exist only in lahman-baseballdatabank. Standings read
 * lahman-baseballdatabank to 2020 and the 2025 edition's Teams.csv after.
 */
import { lahmanManagers } from "../readers/lahman";
import { LAHMAN_LAST_SEASON, lahmanReader } from "./lahman-files";
import { importManagers, importPeople } from "./lahman-people";
import { readPlayerFacts, readSeries } from "./lahman-postseason";
import { addEditionTeams, importStandings, LahmanTeams, readStandingsTeams } from "./lahman-standings";
import { leagueStep } from "./common";

export { LAHMAN_LAST_SEASON };
export { isSeasonAward, mlbAwardName } from "./lahman-postseason";

export const lahmanStep = leagueStep("MLB: Lahman teams, people, managers", "mlb", async (ctx, setup) => {
  const read = lahmanReader(setup);
  const { teams: teamsRead, lastSeason } = readStandingsTeams(setup, read);
  const teams = new LahmanTeams(setup);
  for (const row of teamsRead.rows) teams.add(row);
  await importStandings(ctx, setup, teams, teamsRead, lastSeason);
  addEditionTeams(setup, teams);
  const series = readSeries(read, setup.report);
  const facts = readPlayerFacts(read, setup.report, series);
  // Managers.csv is opened before People.csv: the build report lists the files in that order.
  const managers = read(lahmanManagers);
  const persons = importPeople(ctx, setup, read, teams, facts);
  importManagers(ctx, setup, read, managers, teams, series, persons);
});
