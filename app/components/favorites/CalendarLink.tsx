import * as s from "./favorites.css";

/** The address of a team's calendar feed (app/routes/teams.$slug.calendar[.]ics.ts). */
export const calendarHref = (slug: string) => `/teams/${encodeURIComponent(slug)}/calendar.ics`;

/**
 * "Calendar feed (iCal)": the team's games for a calendar app. A plain link (a file, not a page:
 * no client-side navigation); named with the team where several sit on one page.
 */
export function CalendarLink({ slug, name }: { slug: string; name?: string }) {
  return (
    <a
      href={calendarHref(slug)}
      className={s.calendarLink}
      type="text/calendar"
      aria-label={name ? `Calendar feed (iCal) of ${name}` : undefined}
      data-testid="calendar-feed"
    >
      Calendar feed (iCal)
    </a>
  );
}
