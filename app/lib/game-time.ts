/**
 * Game start times on the pages: the sources give a game's start as a US Eastern wall-clock `HH:MM`
 * on its date (many older games have a date only, and keep it: no time is invented). The instant it
 * names is `easternInstant` (domain/clock.ts); this writes it for the visitor: in their zone
 * (LocalTime) and as the stored Eastern time.
 */

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
