import type { LoaderFunctionArgs } from "@remix-run/node";
import { analyticsCsv, analyticsCsvName, analyticsParams } from "~/lib/analytics";
import { csvFailure, csvResponse, parseRouteSearch } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";

/** Export of /analytics: the figures of the same view (category and timeframe) as CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, analyticsParams());
  const sport = sportContextFor(context.site);
  try {
    const figures = await context.api.getAnalytics(values);
    return csvResponse(
      analyticsCsvName(values, context.site.key),
      analyticsCsv(figures, sport.isSportSpecific ? sport.name : "All Sports"),
      "recent",
    );
  } catch (error) {
    return csvFailure(error, "analytics.csv", "Failed to Load Data");
  }
}
