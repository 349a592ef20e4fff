import * as s from "./favorites.css";

/** The address of a team's calendar feed (app/routes/teams.$slug.calendar[.]ics.ts). */
export const calendarHref = (slug: string) => `/teams/${encodeURIComponent(slug)}/calendar.ics`;

/**
 * "Calendar feed (iCal)": the team's games for a calendar app. A plain link (a file, not a page:
 * no client-side navigation); where several sit on one page, its title names the team (its
 * accessible name stays the visible text).
 */
export function CalendarLink({ slug, name }: { slug: string; name?: string }) {
  return (
    <a
      href={calendarHref(slug)}
      className={s.calendarLink}
      type="text/calendar"
      title={name ? `The games of ${name} for your calendar app` : undefined}
      data-testid="calendar-feed"
    >
      Calendar feed (iCal)
    </a>
  );
}
