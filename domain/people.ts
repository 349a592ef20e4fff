/**
 * Whether a person can be shown with an age. The sources record few deaths (Basketball-Reference
 * and nflverse none, Lahman to 2023, the Hockey Databank to 2018), so only someone a source saw at
 * work within the last two years is known to be alive; an age for anyone else could be a dead
 * man's (Bill Russell, d. 2022, would be "92").
 */
export function seenLately(lastSeason: number | null | undefined, today: string): boolean {
  return lastSeason !== null && lastSeason !== undefined && lastSeason >= Number(today.slice(0, 4)) - 2;
}

/**
 * The last season a coach was seen at work: this season for an active coach or a stint still
 * running, else the record's last season or the history's last stint.
 */
export function coachLastSeason(
  c: {
    record_to?: number | null;
    is_active?: boolean;
    coaching_history?: readonly { start_year: number; end_year: number | null; is_active?: boolean }[];
  },
  today: string,
): number | null {
  const now = Number(today.slice(0, 4));
  if (c.is_active) return now;
  const years = [
    c.record_to ?? null,
    ...(c.coaching_history ?? []).map((h) =>
      h.end_year === null && h.is_active ? now : (h.end_year ?? h.start_year),
    ),
  ];
  return Math.max(0, ...years.filter((y): y is number => y !== null)) || null;
}
