/**
 * The one source of 'now' for the whole product (pages, API, database build).
 * `APP_NOW` (an ISO date or date-time, e.g. `2026-11-21` or `2026-11-21T19:00:00-05:00`) pins it,
 * so tests and demos never drift with the calendar.
 */
export function now(): Date {
  const pinned = process.env.APP_NOW;
  if (pinned) {
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(pinned) ? `${pinned}T12:00:00-05:00` : pinned);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return new Date();
}

const EASTERN = "America/New_York";

/** Calendar parts of an instant in US Eastern time, where fans and the sources count game dates. */
export function easternParts(at: Date = now()): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: EASTERN,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    weekday: weekdays.indexOf(get("weekday")),
  };
}

/** Today's date in US Eastern time as `yyyy-MM-dd`. */
export function easternToday(at: Date = now()): string {
  const { year, month, day } = easternParts(at);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The current calendar year in US Eastern time. */
export function currentYear(at: Date = now()): number {
  return easternParts(at).year;
}

/** The US Eastern wall-clock time of an instant as `HH:MM` (24 h), as game start times are stored. */
export function easternTime(at: Date = now()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: EASTERN,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("hour")}:${get("minute")}`;
}
