/**
 * Typed readers of ncaa-baseball-d1-player-stats-2022-2024 (SOURCES.md): per season, the D-I
 * batting file (every rostered player) and pitching file (every rostered player in 2022-2023, only
 * pitchers in 2024), one row per player and school, keyed by the NCAA org id `school_id` and a
 * per-season `player_id`. The NCAA pages leave zeros blank: an empty count reads as 0. Innings are
 * in baseball notation (`122.2` = 122 2/3) and read as outs; pitches carry a thousands comma.
 */
import { outsFromInnings } from "../../../domain/baseball-stats";
import { filled, int, text, typedFile, type Typed, type TypedFile } from "./typed";

const DIR = "ncaa-baseball-d1-player-stats-2022-2024";
export const PLAYER_SEASONS = [2022, 2023, 2024] as const;
export type PlayerSeasonYear = (typeof PLAYER_SEASONS)[number];

/** A count the NCAA leaves blank when it is zero: "" is 0; `1,954` is 1954. */
const zero = text
  .regex(/^(\d{1,3}(,\d{3})*|\d+)?$/, "not a count")
  .transform((v) => (v === "" ? 0 : Number(v.replace(/,/g, ""))));

/** A rate as the file prints it (checked against ours), null when blank. */
const rate = text.regex(/^(\d+(\.\d+)?)?$/, "not a number").transform((v) => (v === "" ? null : Number(v)));

/** Innings pitched in baseball notation, as outs (blank = 0). */
const innings = text
  .regex(/^(\d+(\.[012])?)?$/, "not innings (whole innings, then .0, .1 or .2 outs)")
  .transform((v) => (v === "" ? 0 : outsFromInnings(v)));

/** The columns that name a row's school and player. */
const school = {
  school_id: int,
  school_name: filled,
  player_id: filled,
  player_full_name: filled,
  player_class: text,
  player_position: text,
};

const identity = { season: int, ...school, player_jersey_number: text };

const batting = {
  ...identity,
  batting_GP: zero,
  batting_GS: zero,
  batting_AVG: rate,
  batting_R: zero,
  batting_AB: zero,
  batting_H: zero,
  batting_2B: zero,
  batting_3B: zero,
  batting_HR: zero,
  batting_RBI: zero,
  batting_BB: zero,
  batting_HBP: zero,
  batting_SF: zero,
  batting_SH: zero,
  batting_SO: zero,
  batting_CS: zero,
  batting_SB: zero,
  batting_IBB: zero,
  batting_GDP: zero,
};

const pitching = {
  ...identity,
  pitching_G: zero,
  pitching_APP: zero,
  pitching_GS: zero,
  pitching_ERA: rate,
  pitching_IP: innings,
  pitching_CG: zero,
  pitching_H: zero,
  pitching_R: zero,
  pitching_ER: zero,
  pitching_BB: zero,
  pitching_SO: zero,
  pitching_SHO: zero,
  pitching_BF: zero,
  pitching_HR: zero,
  pitching_HBP: zero,
  pitching_W: zero,
  pitching_L: zero,
  pitching_SV: zero,
};

export type NcaaBattingRow = Typed<typeof batting>;
export type NcaaPitchingRow = Typed<typeof pitching>;

/** The batting file of a season (D-I rows only, as converted). */
export function ncaaBattingFile(season: PlayerSeasonYear): TypedFile<typeof batting> {
  return typedFile(DIR, `ncaa_d1_batting_${season}.csv`, batting);
}

/** The pitching file of a season. */
export function ncaaPitchingFile(season: PlayerSeasonYear): TypedFile<typeof pitching> {
  return typedFile(DIR, `ncaa_d1_pitching_${season}.csv`, pitching);
}

/** The batting file's schools and players only (plain columns: read fast), for the team-name crosswalk. */
export function playerSchools(season: PlayerSeasonYear) {
  return typedFile(DIR, `ncaa_d1_batting_${season}.csv`, school);
}
