import type { LoaderFunctionArgs } from "@remix-run/node";
import { levelSlugFor } from "@domain/sports";
import { hasLeaders, leaderSportOf } from "@domain/leaders";
import { leaderBoardQuery, leadersCsv, leadersCsvFilename, leadersParams, leadersView } from "~/lib/leaders";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { csvError } from "~/lib/resource-errors.server";

/** /leaders.csv: exactly the rows of the leaders page with the same parameters, in its order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { sport, level } = context.site;
  if (!hasLeaders(sport, levelSlugFor(level) ?? null))
    csvError(404, "Not Found: this site has no leader boards.");
  const { values } = parseSearchParams(new URL(request.url).searchParams, leadersParams());
  const view = leadersView(leaderSportOf(sport, levelSlugFor(level) ?? null), values);
  try {
    const list = await context.api.listLeaders(leaderBoardQuery(view, values.page));
    return csvResponse(leadersCsvFilename(view, values.page), leadersCsv(view, list.results), "directory");
  } catch (error) {
    return csvFailure(error, "leaders.csv", "Error Loading Leaders");
  }
}
