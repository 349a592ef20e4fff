/**
 * "On this day": the rule that makes a player's birthday worth a line. A player is notable when
 * the data records a Hall of Fame induction or a Most Valuable Player award for them, or a career
 * of at least NOTABLE_MIN_SEASONS seasons. The rule reads only what the player rows hold, so it
 * widens by itself as award data arrives.
 */

export const NOTABLE_MIN_SEASONS = 15;

/** Why a player is notable (the first part of the rule met), or null when not. */
export function isNotableBirthday(player: { awards: string | null; yearsPro: number | null }): string | null {
  const awards = player.awards ?? "";
  if (/Hall of Fame/.test(awards)) return "Hall of Fame";
  if (/Most Valuable Player/.test(awards)) return "Most Valuable Player award";
  if (player.yearsPro !== null && player.yearsPro >= NOTABLE_MIN_SEASONS) return `${player.yearsPro} seasons`;
  return null;
}

/** `MM-DD` of a real calendar day (29 February included), else null. */
export function parseMonthDay(value: string | null | undefined): string | null {
  if (!value || !/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)) return null;
  const d = new Date(`2000-${value}T00:00:00Z`);
  return d.toISOString().slice(5, 10) === value ? value : null;
}

/** "November 21" for `11-21`. */
export function monthDayText(value: string): string {
  return new Date(`2000-${value}T12:00:00Z`).toLocaleString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
