/**
 * "Did you mean": the words a near-miss address holds (`/players/michael-jordan`, `/teams/BOS`,
 * `/2024-25`), to ask the site search with, and the order its suggestions are offered in (the kind
 * the address asked for first).
 */
import type { SearchKind } from "@domain/search";
import type { Suggestion } from "./search";

/** How many "Did you mean" links a Not Found page offers. */
export const DID_YOU_MEAN_LIMIT = 5;

/** The search text of an address's last segment (or of the whole unknown path): its words, or "" when none. */
export function nearMissQuery(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // An undecodable escape stays as typed; its letters still make words.
  }
  return text
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim()
    .slice(0, 80);
}

/** Suggestions of the asked kind first (in their order), then the rest; at most DID_YOU_MEAN_LIMIT. */
export function orderNearMisses(suggestions: readonly Suggestion[], kind: SearchKind | null): Suggestion[] {
  const first = kind ? suggestions.filter((s) => s.kind === kind) : [];
  const rest = suggestions.filter((s) => !first.includes(s));
  return [...first, ...rest].slice(0, DID_YOU_MEAN_LIMIT);
}
