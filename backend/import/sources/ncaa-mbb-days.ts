/**
 * Days of undated college basketball games (pure): the Sports-Reference and ESPN lists have no
 * dates, so a game takes the March Mania day (MGameCities: season, day, winner, loser) of the same
 * winner and loser. Two teams can meet twice with the same winner; then the list's order decides:
 *  - an ordered list (Sports-Reference's rows are in date order) fixes first the games whose
 *    winner and loser meet once in both the list and the day list; a pair with as many games as
 *    days takes them in the list's order; any other game the earliest day left for its pair that
 *    lies between the days of the nearest fixed games before and after it in the list;
 *  - an unordered list (ESPN's) takes a day only where one is left for the pair, or where the day's
 *    city (MGameCities) fits one game of the pair alone (`fits`: its home team's usual city, or for a
 *    neutral-site game neither team's); the list's order is not used (ESPN's ids are not always in
 *    date order).
 * A game no rule dates stays undated (null): no day is guessed.
 */

/** A game as the day join sees it: its winner-loser key ("1181:1314"). */
export interface DayKeyed {
  key: string;
}

/** Days of one season by winner-loser key, ascending. */
export type DaysByPair = Map<string, number[]>;

export function daysByPair(rows: readonly { winner: string; loser: string; day: number }[]): DaysByPair {
  const out: DaysByPair = new Map();
  for (const r of rows) {
    const key = `${r.winner}:${r.loser}`;
    const list = out.get(key) ?? [];
    list.push(r.day);
    out.set(key, list);
  }
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}

/**
 * The day of each game of `games` (null: none certain). `taken` holds days already given to games
 * of another list by pair, and receives the days given here.
 */
export function joinDays(
  games: readonly DayKeyed[],
  days: DaysByPair,
  ordered: boolean,
  taken: Map<string, Set<number>> = new Map(),
  fits?: (game: number, day: number) => boolean,
): { days: (number | null)[]; byCity: number } {
  const left = (key: string) => (days.get(key) ?? []).filter((d) => !taken.get(key)?.has(d));
  const take = (key: string, day: number) => taken.set(key, (taken.get(key) ?? new Set()).add(day));
  const count = new Map<string, number>();
  for (const g of games) count.set(g.key, (count.get(g.key) ?? 0) + 1);
  const out: (number | null)[] = games.map(() => null);
  // The games that are alone with their pair in both lists.
  games.forEach((g, i) => {
    const cands = left(g.key);
    if (cands.length === 1 && count.get(g.key) === 1) out[i] = cands[0];
  });
  out.forEach((d, i) => d !== null && take(games[i].key, d));
  let byCity = 0;
  if (ordered) {
    // The nearest fixed games before and after each game (not the running extremes: one game out
    // of order in the list must not shut out the rest).
    const lo: number[] = [];
    let before = -Infinity;
    for (let i = 0; i < games.length; i++) {
      lo.push(before);
      if (out[i] !== null) before = out[i]!;
    }
    const hi: number[] = new Array<number>(games.length);
    let after = Infinity;
    for (let i = games.length - 1; i >= 0; i--) {
      hi[i] = after;
      if (out[i] !== null) after = out[i]!;
    }
    const rest = new Map<string, number>();
    games.forEach((g, i) => out[i] === null && rest.set(g.key, (rest.get(g.key) ?? 0) + 1));
    games.forEach((g, i) => {
      if (out[i] !== null) return;
      const cands = left(g.key);
      const remaining = rest.get(g.key)!;
      rest.set(g.key, remaining - 1);
      // As many days left as games: the list's order gives them; else the day between the neighbours.
      const [from, to] = lo[i] <= hi[i] ? [lo[i], hi[i]] : [hi[i], lo[i]];
      const day = cands.length === remaining ? cands[0] : cands.find((d) => d >= from && d <= to);
      if (day === undefined) return;
      out[i] = day;
      take(g.key, day);
    });
    return { days: out, byCity };
  }
  const pending = new Map<string, number[]>();
  games.forEach((g, i) => {
    if (out[i] === null) pending.set(g.key, [...(pending.get(g.key) ?? []), i]);
  });
  for (const [key, idx] of pending) {
    let open = [...idx];
    // A game that only one day's city fits, and that day no other game of the pair fits.
    for (let placed = true; placed && fits && open.length > 0;) {
      placed = false;
      const cands = left(key);
      for (const i of open) {
        const fit = cands.filter((d) => fits(i, d));
        if (fit.length !== 1 || open.some((j) => j !== i && fits(j, fit[0]))) continue;
        out[i] = fit[0];
        take(key, fit[0]);
        open = open.filter((j) => j !== i);
        byCity++;
        placed = true;
        break;
      }
    }
    const cands = left(key);
    if (open.length === 1 && cands.length === 1) {
      out[open[0]] = cands[0];
      take(key, cands[0]);
    }
  }
  return { days: out, byCity };
}
