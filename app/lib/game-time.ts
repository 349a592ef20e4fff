/**
 * Game start times: the sources give a game's start as a US Eastern wall-clock `HH:MM` on its
 * date (many older games have a date only, and keep it: no time is invented). This turns such a
 * time into the instant it names, for `<time datetime>`, the browser's conversion to the visitor's
 * zone (LocalTime) and the calendar feed.
 */

const EASTERN = "America/New_York";

const easternFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: EASTERN,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Minutes Eastern time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(at: Date): number {
  const parts = easternFormat.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
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

/** `7:05 PM` of an instant in a time zone, with the zone's short name (`PST`, `GMT+1`) apart. */
export function zonedTimeParts(at: Date, timeZone?: string): { time: string; zone: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).formatToParts(at);
  const zone = parts.find((p) => p.type === "timeZoneName")?.value ?? "";
  const time = parts
    .filter((p) => p.type !== "timeZoneName")
    .map((p) => p.value)
    .join("")
    // Newer ICU puts a narrow no-break space before AM/PM: written as the plain space ET uses.
    .replace(/[\u202f\u00a0]/g, " ")
    .trim();
  return { time, zone };
}

/** `4:00 PM PST`: the start in the visitor's zone (the browser's, or `timeZone`). */
export function localTimeText(at: Date, timeZone?: string): string {
  const { time, zone } = zonedTimeParts(at, timeZone);
  return `${time} ${zone}`.trim();
}

/** `7:00 PM ET` from the stored Eastern `HH:MM`; null when unknown. */
export function startTimeText(time: string | null | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time ?? "");
  if (!m) return null;
  const h = Number(m[1]);
  return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? "AM" : "PM"} ET`;
}
