/**
 * A Retrosheet line score ("010000(10)0x": one character per inning, a run total of ten or more in
 * parentheses, `x` for a half-inning not batted) as runs by inning, null for an inning not batted.
 * An empty text is an empty line.
 */
export function parseLineScore(text: string): (number | null)[] {
  const out: (number | null)[] = [];
  for (const m of text.trim().matchAll(/\((\d+)\)|(\d)|([xX])/g)) {
    if (m[3]) out.push(null);
    else out.push(Number(m[1] ?? m[2]));
  }
  return out;
}
