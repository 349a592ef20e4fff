import type { LoaderFunctionArgs } from "@remix-run/node";
import type { FinderRow } from "@domain/contract/types";
import { FINDER_CSV_CAP, parseFinderParams } from "@domain/finder";
import { finderCsv, finderCsvFilename, finderLeagueOf, finderPageSearch } from "~/lib/finder";
import { apiErrorMessage, apiErrorStatus } from "~/lib/http-cache";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { csvError } from "~/lib/resource-errors.server";

/** Rows asked per call (the API's largest page). */
const CALL_ROWS = 1000;

/**
 * /finder.csv: every row of the finder with the same query (not only the page's), in its order; a
 * result larger than FINDER_CSV_CAP rows answers 422 asking for a narrower search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const league = finderLeagueOf(context.site, url.searchParams.get("sport"));
  if (!league) csvError(404, "Not Found: this site has no statistics to search.");
  const parsed = parseFinderParams(url.searchParams, league);
  if (!parsed.ok)
    csvError(
      400,
      `Bad request: ${Object.entries(parsed.errors)
        .map(([name, list]) => `${name}: ${list.join(" ")}`)
        .join("; ")}`,
    );
  const q = { ...parsed.query, page: 1 };
  const params = Object.fromEntries(new URLSearchParams(finderPageSearch(q, context.site.sport === null)));
  try {
    const rows: FinderRow[] = [];
    for (let page = 1; ; page++) {
      const list = await context.api.findPlayers({
        ...params,
        page: String(page),
        page_size: String(CALL_ROWS),
      });
      if (list.count > FINDER_CSV_CAP)
        csvError(
          422,
          `Too many rows for one CSV: ${list.count.toLocaleString("en-US")} (at most ${FINDER_CSV_CAP.toLocaleString("en-US")}). Add a criterion.`,
        );
      rows.push(...list.results);
      if (rows.length >= list.count || list.results.length === 0) break;
    }
    return csvResponse(finderCsvFilename(q), finderCsv(q, rows), "directory");
  } catch (error) {
    if (error instanceof Response) throw error;
    const status = apiErrorStatus(error);
    if (status === 400 || status === 422) csvError(status, apiErrorMessage(error));
    return csvFailure(error, "finder.csv", "Error Loading the Finder");
  }
}
