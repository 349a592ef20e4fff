/**
 * Person slugs that changed: a namesake without a birth year whose source keys people by name once
 * took the name twice (`bobby-ross-bobby-ross`); it now takes the source's word (`bobby-ross-nfl`)
 * or, for a curated career, its sport and level (`bobby-ross-football-professional`). The old form
 * is resolved to the new one where exactly one person of the site fits (docs: the coach route).
 */
import { LEAGUES } from "./leagues";

/** Key prefixes of sources that key people by name, and the word a namesake's slug takes from them. */
export const NAME_KEYED_SOURCES: Readonly<Record<string, string>> = {
  "nfl-coach": "nfl",
  "bref-coach-name": "nba",
  "sportsref-cfb-coach": "cfb",
  "sportsref-cbb-coach": "cbb",
  "march-mania-coach": "ncaa",
};

/**
 * The slugs an old doubled slug (`{base}-{base}`) may now be; null when the slug is not of that
 * form. Exactly one of them held by a person of the site is the person.
 */
export function formerSlugTargets(slug: string): string[] | null {
  const words = slug.split("-");
  if (words.length % 2 !== 0) return null;
  const half = words.length / 2;
  const base = words.slice(0, half).join("-");
  if (!base || base !== words.slice(half).join("-")) return null;
  const suffixes = new Set([
    ...Object.values(NAME_KEYED_SOURCES),
    ...LEAGUES.map((l) => `${l.sport}-${l.level}`),
  ]);
  return [...suffixes].map((s) => `${base}-${s}`);
}
