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

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * The US Eastern calendar date (`yyyy-MM-dd`) and wall-clock time (`HH:MM`, 24 h) of an instant, as
 * game dates and start times are stored (daylight saving handled by the zone).
 */
export function easternWallClock(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The US Eastern wall-clock time of an instant as `HH:MM` (24 h), as game start times are stored. */
export function easternTime(at: Date = now()): string {
  return easternWallClock(at).time;
}

/** Minutes Eastern time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(at: Date): number {
  const { date, time } = easternWallClock(at);
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/**
 * The instant of an Eastern wall-clock `HH:MM` (or `HH:MM:SS`) on a `yyyy-MM-dd` date; null when
 * either is missing or malformed. A time skipped by the spring change reads as the hour after.
 */
export function easternInstant(
  date: string | null | undefined,
  time: string | null | undefined,
): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  const t = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!d || !t || Number(t[1]) > 23 || Number(t[2]) > 59) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two passes: the offset at the first guess, then at the instant it gives (right across a change).
  const first = wall - easternOffsetMinutes(new Date(wall)) * 60000;
  const at = wall - easternOffsetMinutes(new Date(first)) * 60000;
  return Number.isNaN(at) ? null : new Date(at);
}
