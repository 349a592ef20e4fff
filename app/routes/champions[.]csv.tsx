import type { LoaderFunctionArgs } from "@remix-run/node";
import { championsCsv, championsCsvFilename } from "~/lib/champions-csv";
import { championSortOf, championsParams, championsView } from "~/lib/champions-view";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";

/** /champions.csv: every row of the page's filtered and sorted view (all pages, not one). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseSearchParams(new URL(request.url).searchParams, championsParams());
  const filters = { q: values.q, year: values.year };
  try {
    const records = await context.api.listChampions();
    const rows = championsView(
      records,
      filters,
      sportContextFor(context.site).isSportSpecific,
      championSortOf(values),
    );
    return csvResponse(championsCsvFilename(context.site.key, filters), championsCsv(rows), "history");
  } catch (error) {
    return csvFailure(error, "champions.csv", "Failed to load championship history");
  }
}
