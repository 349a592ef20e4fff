/**
 * The seasons a season picker offers: only seasons a league of the site has, from its first season
 * to the latest one with anything in it (games, a schedule or a champion). A season row the
 * catalogue holds ahead of any schedule (the NBA's 2026-27 before its fixtures are known) is not
 * offered, nor the years before a league began (no NBA 1920-21). The hub offers every year some
 * league has.
 */
import type { Season } from "@domain/contract/types";

type SeasonFacts = Pick<
  Season,
  "start_year" | "league" | "games_count" | "regular_season_start" | "champion"
>;

const hasContent = (s: SeasonFacts) => (s.games_count ?? 0) > 0 || !!s.regular_season_start || !!s.champion;

/** Start years to offer, newest first; `chosen` is kept so the picker can show a season asked by URL. */
export function pickableSeasonYears(seasons: readonly SeasonFacts[], chosen?: number): number[] {
  const latest = new Map<string, number>();
  for (const s of seasons)
    if (hasContent(s))
      latest.set(s.league ?? "", Math.max(latest.get(s.league ?? "") ?? -Infinity, s.start_year));
  const years = new Set<number>();
  for (const s of seasons)
    if (s.start_year <= (latest.get(s.league ?? "") ?? -Infinity)) years.add(s.start_year);
  if (chosen !== undefined) years.add(chosen);
  return [...years].sort((a, b) => b - a);
}
