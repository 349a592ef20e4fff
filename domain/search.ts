/**
 * The site search's shared rules: the kinds of result, and how text is folded so that 'Dončić',
 * 'DONCIC' and 'doncic' are the same word on both sides of the index (the database build folds
 * what it indexes; the API folds what a visitor types). Pure, no I/O.
 */

export const SEARCH_KINDS = ["teams", "players", "coaches", "championships", "seasons"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longest query the search reads; the rest is ignored rather than refused. */
export const SEARCH_MAX_LENGTH = 100;
/** At most this many words of a query take part (a pasted paragraph still answers fast). */
export const SEARCH_MAX_TOKENS = 6;

// Letters that Unicode does not decompose into a base letter plus a mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * Lower case, accents removed, apostrophes dropped ("O'Neal" -> "oneal", as fans type it), every
 * other non-alphanumeric character a single space, trimmed.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a query, folded, in order, without repeats, at most SEARCH_MAX_TOKENS. */
export function searchTokens(query: string): string[] {
  const folded = foldText(query.slice(0, SEARCH_MAX_LENGTH));
  if (!folded) return [];
  return [...new Set(folded.split(" "))].slice(0, SEARCH_MAX_TOKENS);
}

/** The folded query as one phrase (the form the ranking compares names with). */
export function searchPhrase(query: string): string {
  return searchTokens(query).join(" ");
}

/** Whether every token starts a word of `name` (the index's all-prefix rule, for one name). */
export function nameMatches(name: string, tokens: string[]): boolean {
  const words = foldText(name).split(" ");
  return (
    tokens.length > 0 && tokens.every((t) => words.some((w) => (t.length > 1 ? w.startsWith(t) : w === t)))
  );
}

/**
 * Which of a result's other names the query found it by ('Quebec Nordiques' for the Colorado
 * Avalanche), or null when its own name matches: the one equal to the query first, else the
 * first that matches every word.
 */
export function matchedAlias<T extends { name: string }>(
  name: string,
  aliases: readonly T[],
  query: string,
): T | null {
  const tokens = searchTokens(query);
  if (tokens.length === 0 || nameMatches(name, tokens)) return null;
  const phrase = tokens.join(" ");
  return (
    aliases.find((a) => foldText(a.name) === phrase) ??
    aliases.find((a) => nameMatches(a.name, tokens)) ??
    null
  );
}
