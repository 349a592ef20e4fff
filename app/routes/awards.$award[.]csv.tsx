import type { LoaderFunctionArgs } from "@remix-run/node";
import { awardCsv, awardParams, awardSortOf, awardView, orderingOf, siteHasAwards } from "~/lib/awards";
import { apiErrorStatus } from "~/lib/http-cache";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { csvError } from "~/lib/resource-errors.server";

/** /awards/{award}.csv: every row of the page's filtered and sorted view (all pages, not one). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseSearchParams(new URL(request.url).searchParams, awardParams());
  const slug = params.award ?? "";
  if (!siteHasAwards(context.site.key) || !/^[a-z0-9-]{1,120}$/.test(slug))
    csvError(404, "Not Found: this site has no such award.");
  try {
    const award = await context.api.getAward(slug);
    const rows = await context.api.listAllAwardResults(slug, {
      season: values.season ?? undefined,
      league: values.league ?? undefined,
      ...awardView(values.season),
      ordering: orderingOf(awardSortOf(values)),
    });
    return csvResponse(
      `${slug}${values.season ? `-${values.season}` : ""}.csv`,
      awardCsv(award, rows),
      "history",
    );
  } catch (error) {
    if (apiErrorStatus(error) === 404) csvError(404, "Not Found: this site has no such award.");
    return csvFailure(error, "award.csv", "Failed to Load Data");
  }
}
