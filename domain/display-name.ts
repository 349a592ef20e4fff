/**
 * A player's name as his league displays it, split into first and last name: nflverse's rosters
 * give the legal first name (`Trent`, `Joshua`) and, apart, the name fans know (`displayName`:
 * "T.J. Watt", "Josh Allen", "Odell Beckham Jr."). The display name wins where it ends with the
 * legal last name (a suffix may follow); otherwise the legal parts stay as given, never guessed.
 */
const SUFFIX = /^(Jr\.?|Sr\.?|II|III|IV|V)$/;

export function displayedNameParts(
  display: string,
  legal: { first: string; last: string },
): { first: string; last: string } {
  const words = display.trim().split(/\s+/);
  const lastWords = legal.last.trim().split(/\s+/);
  if (!legal.last.trim() || words.length <= lastWords.length) return legal;
  // Where the legal last name starts in the display name: at its end, or just before a suffix.
  const tail = SUFFIX.test(words.at(-1)!) ? 1 : 0;
  const start = words.length - tail - lastWords.length;
  if (start < 1) return legal;
  const named = words.slice(start, start + lastWords.length).join(" ");
  if (named.toLowerCase() !== legal.last.trim().toLowerCase()) return legal;
  return { first: words.slice(0, start).join(" "), last: words.slice(start).join(" ") };
}
