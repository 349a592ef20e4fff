/**
 * Typed readers of kaggle-march-mania-2025 (men's files). A Season is the year the season ends;
 * TeamIDs stay text, as the crosswalk's `march-mania` rows key them.
 */
import { isoDate } from "../sources/common";
import { int, optInt, text, typedFile, type Typed } from "./typed";

/** The dataset's folder under the data directory. */
export const MANIA_DIR = "kaggle-march-mania-2025";

/** MTeams.csv: a Division I program and its first and last D-I season (season end years). */
export const maniaTeams = typedFile(MANIA_DIR, "MTeams.csv", {
  TeamID: text.min(1),
  TeamName: text.min(1),
  FirstD1Season: optInt,
  LastD1Season: optInt,
});

/** MSeasons.csv: a season's day zero (M/D/YYYY in the file, an ISO date here); DayNum counts from it. */
export const maniaSeasons = typedFile(MANIA_DIR, "MSeasons.csv", {
  Season: int,
  DayZero: text.regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, "not a date M/D/YYYY").transform((v) => {
    const [m, d, y] = v.split("/").map(Number);
    return isoDate(y, m, d);
  }),
});

/** MTeamSpellings.csv: a spelling of a program's name (lower case) and its TeamID. */
export const maniaSpellings = typedFile(MANIA_DIR, "MTeamSpellings.csv", {
  TeamNameSpelling: text,
  TeamID: text,
});

/** MTeamCoaches.csv: a program's head coach over a day range of a season (name as first_last). */
export const maniaCoaches = typedFile(MANIA_DIR, "MTeamCoaches.csv", {
  Season: int,
  TeamID: text,
  FirstDayNum: int,
  LastDayNum: int,
  CoachName: text.min(1),
});
export type ManiaCoach = Typed<typeof maniaCoaches.schema.shape>;

/** MNCAATourneyCompactResults.csv: a tournament game, winner first (WLoc H/A/N, NumOT overtimes). */
export const maniaTourneyResults = typedFile(MANIA_DIR, "MNCAATourneyCompactResults.csv", {
  Season: int,
  DayNum: int,
  WTeamID: text,
  WScore: optInt,
  LTeamID: text,
  LScore: optInt,
  WLoc: text,
  NumOT: optInt,
});
export type ManiaTourneyGame = Typed<typeof maniaTourneyResults.schema.shape>;

/** MNCAATourneySeeds.csv: a team's seed (region letter, two digits, play-in suffix: W01, X16a). */
export const maniaSeeds = typedFile(MANIA_DIR, "MNCAATourneySeeds.csv", {
  Season: int,
  Seed: text.regex(/^[WXYZ]\d{2}/, "not like W01"),
  TeamID: text,
});

/** MGameCities.csv: a game's day and its two teams (winner first), 2009-10 onward; CRType Regular, NCAA or Secondary. */
export const maniaGameCities = typedFile(MANIA_DIR, "MGameCities.csv", {
  Season: int,
  DayNum: int,
  WTeamID: text,
  LTeamID: text,
  CRType: text,
  CityID: text,
});

/** MConferenceTourneyGames.csv: a conference tournament game (no score), 2000-01 onward. */
export const maniaConferenceTourney = typedFile(MANIA_DIR, "MConferenceTourneyGames.csv", {
  Season: int,
  ConfAbbrev: text.min(1),
  DayNum: int,
  WTeamID: text,
  LTeamID: text,
});

/** MTeamConferences.csv: the conference a program played in a season. */
export const maniaTeamConferences = typedFile(MANIA_DIR, "MTeamConferences.csv", {
  Season: int,
  TeamID: text,
  ConfAbbrev: text.min(1),
});

/** Conferences.csv: a conference's full name (today's: "Coastal Athletic Association" for every season). */
export const maniaConferences = typedFile(MANIA_DIR, "Conferences.csv", {
  ConfAbbrev: text.min(1),
  Description: text.min(1),
});
