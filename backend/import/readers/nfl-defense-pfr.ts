/**
 * Typed reader of nfl-defense-pfr-advanced-2018-2021/adv_defense_season.csv: Pro-Football-Reference's
 * advanced defence table 2018-2021 (via nflverse), one row per player and regular season, keyed by
 * PFR id (`LeonDa00`, not a gsis id). A traded player's season is one `2TM`/`3TM` total row; clubs
 * are nflverse codes (LV, LA). Only the figures a fan expects are read: games, starts, combined
 * tackles, sacks (halves: `22.5`) and interceptions; `td`/`yds` are allowed in coverage, not scored.
 */
import { filled, int, text, typedFile, type Typed } from "./typed";

/** Sacks: a whole or half number (`7`, `3.5`). */
const halves = text.regex(/^\d+(\.5|\.0)?$/, "not a whole or half number").transform(Number);

export const nflDefensePfr = typedFile("nfl-defense-pfr-advanced-2018-2021", "adv_defense_season.csv", {
  season: int,
  player: filled,
  pfr_id: filled,
  tm: filled,
  pos: text,
  g: int,
  gs: int,
  int: int,
  sk: halves,
  comb: int,
});

export type NflDefenseRow = Typed<(typeof nflDefensePfr)["schema"]["shape"]>;
