/**
 * How an undated game reads in a list (docs/rules.md#undated-games): `Away 3 at Home 5`, `A 3 vs B 5`
 * at a neutral site, then what the row adds (overtime, the site, a postseason game); no date.
 */
import type { UndatedGame } from "@domain/contract/types";

export interface UndatedGameText {
  awayScore: string;
  homeScore: string;
  joiner: "at" | "vs";
  /** "(OT; Omaha, Neb.; postseason)", or "" when the row says nothing more. */
  detail: string;
}

export function undatedGameText(g: UndatedGame): UndatedGameText {
  const extra = [
    g.period,
    g.neutral_site ? g.venue_name : null,
    g.game_type === "postseason" ? "postseason" : null,
  ].filter((x): x is string => Boolean(x));
  return {
    awayScore: g.away_score === null ? "" : String(g.away_score),
    homeScore: g.home_score === null ? "" : String(g.home_score),
    joiner: g.neutral_site ? "vs" : "at",
    detail: extra.length ? `(${extra.join("; ")})` : "",
  };
}

/** The heading of a season's undated games (the spec has no words for them). */
export const UNDATED_TITLE = "Dates unknown for this season: games listed by team";
