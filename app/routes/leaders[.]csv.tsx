import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasLeaders } from "@domain/leaders";
import { apiLeague, LEADERS_PAGE_SIZE, leadersCsv, leadersCsvFilename, leadersParams, statOf } from "~/lib/leaders";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse, notFound } from "~/lib/route-kit.server";

/** /leaders.csv: exactly the rows of the leaders page with the same parameters, in its order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasLeaders(context.site.sport, context.site.level)) notFound("This site has no leader boards.");
  const { values } = parseSearchParams(new URL(request.url).searchParams, leadersParams());
  const stat = statOf(values.stat);
  try {
    const list = await context.api.listLeaders({
      stat: values.stat,
      scope: values.scope,
      league: apiLeague(values.league),
      page: values.page,
      page_size: LEADERS_PAGE_SIZE,
      sport__slug: "baseball",
      level__slug: "professional",
    });
    return csvResponse(leadersCsvFilename(stat, values.scope, values.league, values.page), leadersCsv(stat, values.scope, list.results), "directory");
  } catch (error) {
    return csvFailure(error, "leaders.csv", "Error Loading Leaders");
  }
}
