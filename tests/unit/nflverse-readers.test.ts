/**
 * The typed readers of nflverse-games/games.csv and nflverse-roster-2024/roster_2024.csv: numbers
 * parsed, blanks null (an unplayed game's scores, an undrafted player's pick), a bad row rejected
 * in the build report with its line and reason.
 */
import { nflverseGames } from "../../backend/import/readers/nflverse-games";
import { nflverseRoster } from "../../backend/import/readers/nflverse-roster";
import { describeReaders } from "./support/reader-cases";

const GAMES_HEADER =
  "game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,overtime,roof,surface,temp,wind,away_coach,home_coach,referee,stadium";

describeReaders(
  "the nflverse games.csv reader",
  { prefix: "nflverse-readers-", sport: "football", level: "professional" },
  [
    {
      test: "types a played and an unplayed game and rejects an impossible date with its line",
      reader: nflverseGames,
      file: "games.csv",
      lines: [
        GAMES_HEADER,
        "2024_22_KC_PHI,2024,SB,22,2025-02-09,Sunday,18:30,KC,22,PHI,40,Neutral,0,closed,grass,,,Andy Reid,Nick Sirianni,Ron Torbert,Caesars Superdome",
        "2025_18_KC_LV,2025,REG,18,2026-01-04,Sunday,16:25,KC,,LV,,Home,,outdoors,grass,-4,12,Andy Reid,Pete Carroll,,Allegiant Stadium",
        "2025_01_X_Y,2025,REG,1,2025-09-31,Sunday,13:00,X,,Y,,Home,,,,,,,,,",
      ],
      rows: [
        {
          season: 2024,
          game_type: "SB",
          week: 22,
          gameday: "2025-02-09",
          home_score: 40,
          away_score: 22,
          overtime: 0,
          stadium: "Caesars Superdome",
          line: 2,
        },
        {
          season: 2025,
          week: 18,
          home_score: null,
          away_score: null,
          overtime: null,
          temp: "-4",
          wind: "12",
          referee: "",
          line: 3,
        },
      ],
      partial: true,
      rejected: ["4: games: gameday not a date"],
    },
  ],
);

describeReaders(
  "the nflverse roster_2024.csv reader",
  { prefix: "nflverse-readers-", sport: "football", level: "professional" },
  [
    {
      test: "keeps a blank gsis_id for the players step to reject, nulls a blank pick and rejects a bad weight",
      reader: nflverseRoster,
      file: "roster_2024.csv",
      lines: [
        "season,team,position,jersey_number,status,first_name,last_name,birth_date,height,weight,college,gsis_id,rookie_year,entry_year,draft_number",
        "2024,KC,QB,15,ACT,Patrick,Mahomes,1995-09-17,74,225,Texas Tech,00-0033873,2017,2017,10",
        "2024,KC,WR,,INA,Ex,Ample,,72,200,,,,2024,",
        "2024,KC,WR,,INA,Bad,Weight,,72,heavy,,00-1,,2024,",
      ],
      rows: [
        {
          gsis_id: "00-0033873",
          height: 74,
          weight: 225,
          draft_number: 10,
          entry_year: 2017,
          jersey_number: "15",
          line: 2,
        },
        { gsis_id: "", rookie_year: null, draft_number: null, jersey_number: "", line: 3 },
      ],
      partial: true,
      rejected: ["4: roster_2024: weight not a whole number"],
    },
  ],
);
