/**
 * Importers of the open datasets (../shared/data, see DATA_DIR): each is a BuildStep that runs
 * after the curated facts (sports, teams, champions, seasons) are loaded and before `finalize`,
 * resolving teams and seasons through `ctx.lookups` and `ctx.teamOfTime`. Register them here.
 * Games come first (the champion rows are checked against them, standings computed from them), then people.
 */
import type { BuildStep } from "./step";
import { cfbdStep } from "./sources/cfbd";
import { cfbScoresStep } from "./sources/cfb-scores";
import { bballReferenceStep } from "./sources/bball-reference";
import { coachCareersStep } from "./sources/coach-careers";
import { nbaCoachesStep } from "./sources/nba-coaches";
import { ncaaMbbCoachesStep } from "./sources/ncaa-mbb-coaches";
import { cfbCoachesStep } from "./sources/cfb-coaches";
import { nflPlayersStep } from "./sources/nfl-players";
import { nflLinesStep } from "./sources/nfl-careers";
import { nflDefenseStep } from "./sources/nfl-defense";
import { hockeyDatabankStep } from "./sources/hockey-databank";
import { hockeySeriesStep } from "./sources/hockey-series";
import { lahmanStep } from "./sources/lahman";
import { lahmanStatsStep } from "./sources/lahman-stats";
import { nbaLinesStep } from "./sources/nba-lines";
import { nbaGamesStep } from "./sources/nba";
import { nbaHistoryGamesStep } from "./sources/nba-history";
import { retrosheetGamesStep } from "./sources/retrosheet";
import { lahmanClubsStep } from "./sources/lahman-clubs";
import { mlbBoxScoresStep } from "./sources/mlb-box-scores";
import { mlbGameTeamsStep } from "./sources/mlb-game-teams";
import { ncaaBasketballStep } from "./sources/ncaa-mbb";
import { ncaaHockeyCoachesStep, ncaaHockeyStep } from "./sources/ncaa-hockey";
import { ncaaHockeyPlayersStep, ncaaHockeyRostersStep } from "./sources/ncaa-hockey-players";
import { ncaaBaseballStep } from "./sources/ncaa-baseball";
import { ncaaBaseballSeasonsStep } from "./sources/ncaa-baseball-seasons";
import { ncaaBaseballPlayersStep, ncaaBaseballRostersStep } from "./sources/ncaa-baseball-players";
import { ncaaMbbGamesStep } from "./sources/ncaa-mbb-games";
import { nflGamesStep } from "./sources/nfl";
import { nhlGamesStep } from "./sources/nhl";
import { peopleStep } from "./sources/people";
import { rostersStep } from "./sources/rosters";
import { awardsStep } from "./sources/awards";
import { draftsStep } from "./sources/drafts";
import { teamSeasonsStep } from "./sources/team-seasons";
import { standingsStep } from "./sources/standings";
import { championsFromGamesStep } from "./steps/champions-from-games";
import { importSummaryStep } from "./sources/summary";
import { leadersStep } from "./steps/leaders";
import { nhlLeadersStep } from "./steps/leaders-nhl";
import { chkLeadersStep } from "./steps/leaders-chk";
import { hockeyLinesStep } from "./steps/hockey-lines";
import { nbaLeadersStep } from "./steps/leaders-nba";
import { nflLeadersStep } from "./steps/leaders-nfl";
import { collegeBaseballLeadersStep } from "./steps/leaders-cbs";
import { collegeBaseballLinesStep } from "./steps/college-baseball-lines";
import { similarPlayersStep } from "./steps/similar-players";

export const importers: BuildStep[] = [
  nflGamesStep,
  nhlGamesStep,
  nbaGamesStep,
  nbaHistoryGamesStep,
  // Before the MLB games: the clubs of the past the game logs of 1871-1997 name.
  lahmanClubsStep,
  retrosheetGamesStep,
  ncaaBasketballStep,
  // After the tournament step: its programs by TeamID.
  ncaaMbbGamesStep,
  cfbdStep,
  cfbScoresStep,
  ncaaHockeyStep,
  ncaaBaseballStep,
  // After every game importer, before the standings (whose CHAMPION mark reads these rows).
  championsFromGamesStep,
  standingsStep,
  lahmanStep,
  bballReferenceStep,
  hockeyDatabankStep,
  hockeySeriesStep,
  nflPlayersStep,
  // After the NBA players (a coach who played is that person), before the curated careers.
  nbaCoachesStep,
  // After the March Mania coaches (a name of the same program and season is that coach).
  ncaaMbbCoachesStep,
  // Before the curated careers: a champion row's coach of the same name and program is this coach.
  cfbCoachesStep,
  // After the games step (its programs), before the curated careers (a champion's coach is this coach).
  ncaaHockeyCoachesStep,
  ncaaHockeyPlayersStep,
  // After the games step (its programs), before the curated careers (a champion's coach is this coach).
  ncaaBaseballSeasonsStep,
  // After the team seasons (its programs and the team statistics its sums are checked against).
  ncaaBaseballPlayersStep,
  coachCareersStep,
  peopleStep,
  // After the people step: its lines link to the player rows it wrote.
  lahmanStatsStep,
  nbaLinesStep,
  nflLinesStep,
  nflDefenseStep,
  // After the people step and the Retrosheet games: team lines and box scores link to both.
  mlbGameTeamsStep,
  mlbBoxScoresStep,
  leadersStep,
  // After the Lahman lines: the careers it compares.
  similarPlayersStep,
  nhlLeadersStep,
  // After the people step and the chk players: their lines link to the player rows.
  hockeyLinesStep,
  chkLeadersStep,
  rostersStep,
  ncaaHockeyRostersStep,
  ncaaBaseballRostersStep,
  // After the people and rosters: winners and picks link to player and coach pages.
  awardsStep,
  draftsStep,
  teamSeasonsStep,
  // After the team seasons: an NBA rate's season minimum is prorated to the club's games.
  nbaLeadersStep,
  nflLeadersStep,
  // After the college baseball rosters (its lines) and team seasons (its games, for the minimums).
  collegeBaseballLinesStep,
  collegeBaseballLeadersStep,
  importSummaryStep,
];
