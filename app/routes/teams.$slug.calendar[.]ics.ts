import type { LoaderFunctionArgs } from "@remix-run/node";
import { now } from "@domain/clock";
import { onSite } from "@domain/scope";
import { calendarText } from "~/lib/ical";
import { apiErrorStatus, CACHE_POLICIES } from "~/lib/http-cache";
import { csvFailure } from "~/lib/route-kit.server";
import { calendarSeasons, teamCalendarEvents } from "~/lib/team-calendar";
import { canonicalOrigin } from "~/site/hosts";

const notFoundAnswer = () =>
  new Response("Team Not Found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_POLICIES.none },
  });

/**
 * /teams/{slug}/calendar.ics: the team's games as an iCalendar feed, read through the same API
 * client as the pages (so a team of another site is a 404, as its page is). Bounded to the
 * team's latest season and the one before (CALENDAR_SEASONS): a feed of a club's whole history
 * would be thousands of events no calendar app wants.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  try {
    const team = await context.api.getTeam(slug);
    if (!onSite(context.site, team)) return notFoundAnswer();
    const key = team.slug ?? slug;
    const years = calendarSeasons((await context.api.getTeamSeasons(key)).map((s) => s.start_year));
    const games = (await Promise.all(years.map((year) => context.api.getTeamSchedule(key, year)))).flat();
    const origin = canonicalOrigin(
      context.host,
      context.settings.hostMap,
      new URL(request.url).protocol === "https:",
    );
    const text = calendarText({
      productId: `-//${context.site.name}//Team calendar//EN`,
      name: `${team.name} (${context.site.name})`,
      stamp: now(),
      events: teamCalendarEvents({ games, origin }),
    });
    return new Response(text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${key.replace(/[^A-Za-z0-9._-]/g, "-")}.ics"`,
        "Cache-Control": CACHE_POLICIES.directory,
      },
    });
  } catch (error) {
    if (apiErrorStatus(error) === 404) return notFoundAnswer();
    return csvFailure(error, "calendar.ics", "Failed to load teams data");
  }
}
