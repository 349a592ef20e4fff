import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasLeaders, leaderSportOf } from "@domain/leaders";
import { LEADERS_PAGE_SIZE, leadersCsv, leadersCsvFilename, leadersParams, leadersView } from "~/lib/leaders";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse, notFound } from "~/lib/route-kit.server";

/** /leaders.csv: exactly the rows of the leaders page with the same parameters, in its order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { sport, level } = context.site;
  if (!hasLeaders(sport, level)) notFound("This site has no leader boards.");
  const { values } = parseSearchParams(new URL(request.url).searchParams, leadersParams());
  const view = leadersView(leaderSportOf(sport, level), values);
  try {
    const list = await context.api.listLeaders({
      stat: view.stat.key,
      scope: view.scope,
      league: view.league,
      page: values.page,
      page_size: LEADERS_PAGE_SIZE,
      sport__slug: view.sport,
      level__slug: "professional",
    });
    return csvResponse(leadersCsvFilename(view, values.page), leadersCsv(view, list.results), "directory");
  } catch (error) {
    return csvFailure(error, "leaders.csv", "Error Loading Leaders");
  }
}
