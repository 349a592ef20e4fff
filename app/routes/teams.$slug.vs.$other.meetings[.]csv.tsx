import type { LoaderFunctionArgs } from "@remix-run/node";
import type { HeadToHead } from "@domain/contract/explore";
import { headToHeadParams, meetingOrdering, meetingsCsv } from "~/lib/head-to-head";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import { apiErrorStatus } from "~/lib/http-cache";

/** /teams/{a}/vs/{b}/meetings.csv: every meeting of the page's filtered and sorted view (all pages). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseSearchParams(new URL(request.url).searchParams, headToHeadParams());
  const a = params.slug ?? "";
  const b = params.other ?? "";
  try {
    const query = {
      season: values.season ?? undefined,
      kind: values.kind ?? undefined,
      ordering: meetingOrdering(values),
      page_size: 1000,
    };
    const first = await context.api.getHeadToHead(a, b, { ...query, page: 1 });
    const results: HeadToHead["meetings"]["results"] = [...first.meetings.results];
    for (let page = 2; results.length < first.meetings.count; page++) {
      const next = await context.api.getHeadToHead(a, b, { ...query, page });
      if (next.meetings.results.length === 0) break;
      results.push(...next.meetings.results);
    }
    const view = { ...first, meetings: { ...first.meetings, results } };
    return csvResponse(
      `${first.team_a.slug}-vs-${first.team_b.slug}.csv`,
      meetingsCsv(view, first.team_a.sport),
      "directory",
    );
  } catch (error) {
    // A team of another site (or a pair across leagues) is no download, as it is no page.
    if (apiErrorStatus(error) === 404)
      return new Response("Team Not Found\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    return csvFailure(error, "head-to-head.csv", "Failed to load teams data");
  }
}
