/**
 * The URL of each kind of page, built from the slugs and ids the API gives: one place, so every
 * table, card and row links the same way (issue 24: every name a link). Each returns null when the
 * item has no page, and the caller then shows plain text. Pure: no React, no I/O.
 */
import type { CompareAxis } from "./compare";

type Key = string | number | null | undefined;

function part(key: Key): string | null {
  if (key === null || key === undefined) return null;
  const text = String(key).trim();
  return text ? encodeURIComponent(text) : null;
}

/** A team in one season (`/teams/{slug}/{start year}`), where its roster and schedule of the time are. */
export function teamSeasonHref(slug: Key, startYear: number | null | undefined): string | null {
  const s = part(slug);
  return s && startYear != null && Number.isInteger(startYear) ? `/teams/${s}/${startYear}` : null;
}

/** The page of one item under `prefix` (`/teams/{slug}`, `/players/{slug or id}` ...). */
function pageUnder(prefix: string): (key: Key) => string | null {
  return (key) => {
    const s = part(key);
    return s ? `${prefix}/${s}` : null;
  };
}

export const teamHref = pageUnder("/teams");
export const playerHref = pageUnder("/players");
export const coachHref = pageUnder("/coaches");
export const seasonHref = pageUnder("/seasons");
export const championshipHref = pageUnder("/championships");

/** A season's playoff bracket, "the road to the title" (the season page's Playoffs tab). */
export function roadToTitleHref(seasonSlug: Key): string | null {
  const s = part(seasonSlug);
  return s ? `/seasons/${s}?tab=playoffs` : null;
}

/** A game's one URL is its id (docs/rules.md#one-url). */
export function gameHref(id: Key): string | null {
  const s = part(id);
  return s ? `/scores/${s}` : null;
}

/** The comparison's URL (here, not in compare.ts: a player page links to it without the statistics registry). */
export function compareHref(slugs: readonly string[], axis: CompareAxis = "season"): string {
  return `/compare?players=${slugs.join(",")}${axis === "age" ? "&axis=age" : ""}`;
}
