/**
 * The URL of each kind of page, built from the slugs and ids the API gives: one place, so every
 * table, card and row links the same way (issue 24: every name a link). Each returns null when the
 * item has no page, and the caller then shows plain text. Pure: no React, no I/O.
 */

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

export function teamHref(slug: Key): string | null {
  const s = part(slug);
  return s ? `/teams/${s}` : null;
}

export function playerHref(key: Key): string | null {
  const s = part(key);
  return s ? `/players/${s}` : null;
}

export function coachHref(key: Key): string | null {
  const s = part(key);
  return s ? `/coaches/${s}` : null;
}

export function seasonHref(slug: Key): string | null {
  const s = part(slug);
  return s ? `/seasons/${s}` : null;
}

export function championshipHref(slug: Key): string | null {
  const s = part(slug);
  return s ? `/championships/${s}` : null;
}

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
