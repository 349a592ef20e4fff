/**
 * iCalendar (RFC 5545) text, pure: the escaping of TEXT values (section 3.3.11), line folding at
 * 75 octets (3.1), UTC date-times and all-day dates (3.3.4, 3.3.5), CRLF line endings. The team
 * calendar feed (`/teams/{slug}/calendar.ics`) builds its events with `team-calendar.ts`.
 */

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, newlines as `\n` (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const octets = (text: string) => new TextEncoder().encode(text).length;

/**
 * A content line folded so no line is longer than 75 octets: each continuation starts with one
 * space (counted in its 75). A UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    if (size + n > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += n;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `20261128T170000Z`: an instant as a UTC DATE-TIME. */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** `20261128`: a calendar date (`yyyy-MM-dd`) as a DATE. */
export function dateValue(date: string): string {
  return date.slice(0, 10).replace(/-/g, "");
}

/** The day after a `yyyy-MM-dd` date (an all-day event's exclusive end). */
function nextDay(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export type EventStart = { kind: "timed"; at: Date } | { kind: "date"; date: string };

export interface CalendarEvent {
  /** Globally unique and stable: the same game keeps its UID in every download. */
  uid: string;
  start: EventStart;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
}

export interface Calendar {
  /** The PRODID: who made the file. */
  productId: string;
  /** The calendar's name in calendar apps (X-WR-CALNAME). */
  name: string;
  /** When the file was made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly CalendarEvent[];
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcDateTime(stamp)}`];
  if (event.start.kind === "timed") lines.push(`DTSTART:${utcDateTime(event.start.at)}`);
  else
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(event.start.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.start.date))}`,
    );
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URI value is not TEXT: no escaping (RFC 5545 3.3.13).
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole VCALENDAR, folded, each line ended by CRLF. */
export function calendarText(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((e) => eventLines(e, calendar.stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
