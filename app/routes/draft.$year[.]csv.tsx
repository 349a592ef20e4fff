import type { LoaderFunctionArgs } from "@remix-run/node";
import { draftCsv, draftParams, draftSortOf, orderingOf, siteHasDrafts } from "~/lib/awards";
import { apiErrorStatus } from "~/lib/http-cache";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { csvError } from "~/lib/resource-errors.server";

/** /draft/{year}.csv: every pick of the draft in the page's sort (all pages, not one). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseSearchParams(new URL(request.url).searchParams, draftParams());
  if (!siteHasDrafts(context.site.key) || !/^\d{4}$/.test(params.year ?? ""))
    csvError(404, "Not Found: this site has no draft of that year.");
  const year = Number(params.year);
  try {
    const rows = await context.api.listAllDraftPicks(year, { ordering: orderingOf(draftSortOf(values)) });
    return csvResponse(`nba-draft-${year}.csv`, draftCsv(rows), "history");
  } catch (error) {
    if (apiErrorStatus(error) === 404) csvError(404, "Not Found: this site has no draft of that year.");
    return csvFailure(error, "draft.csv", "Failed to Load Data");
  }
}
