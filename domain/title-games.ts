/**
 * Games played in a championship (docs/rules.md#total-games). A professional championship is its
 * final: one game per title decided by a single game, every game of a final series (wins of both
 * sides plus the tied games its note records), none for a title awarded without a game. Null
 * when the records cannot say exactly:
 * - a college championship is a tournament (or was a poll) whose earlier rounds the records lack;
 * - a series result that is not `wins-wins`;
 * - hockey finals, whose early series mixed total-goals formats and tied games that the records
 *   do not all list.
 */

export interface TitleGameRecord {
  series: string | null;
  winner_score: number | null;
  note: string | null;
}

/** Tied games a title's note records, e.g. 'Game 2 ended in a 6-6 tie'. */
export function tiedGamesNoted(note: string | null): number {
  return [...(note ?? "").matchAll(/ended in a \d+-\d+ tie/gi)].length;
}

export function titleGamesPlayed(
  records: readonly TitleGameRecord[],
  sportSlug: string | null | undefined,
  levelSlug: string | null | undefined,
): number | null {
  if (levelSlug !== "professional") return null;
  let total = 0;
  for (const r of records) {
    const series = r.series?.trim();
    if (series) {
      if (sportSlug === "hockey") return null;
      const m = /^(\d+)-(\d+)$/.exec(series);
      if (!m) return null;
      total += Number(m[1]) + Number(m[2]) + tiedGamesNoted(r.note);
    } else if (r.winner_score !== null) {
      total += 1;
    }
  }
  return total;
}
