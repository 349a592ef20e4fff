import type { LoaderFunctionArgs } from "@remix-run/node";
import { championsCsv, championsCsvFilename } from "~/lib/champions-csv";
import { parseChampionListParams } from "~/lib/champions";
import { championsView } from "~/lib/champions-view";
import { apiErrorMessage, CACHE_HISTORY, CACHE_NONE } from "~/lib/http-cache";
import { sportContextFor } from "~/site/context";

/** /champions.csv: the champions history with the page's filters (`q`, `year`), exactly its rows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { values } = parseChampionListParams(url.searchParams);
  const filters = { q: values.q, year: values.year };
  try {
    const records = await context.api.listChampions();
    const { rows } = championsView(records, filters, sportContextFor(context.site).isSportSpecific);
    return new Response(championsCsv(rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${championsCsvFilename(context.site.key, filters)}"`,
        "Cache-Control": CACHE_HISTORY,
      },
    });
  } catch (error) {
    console.error("[champions.csv]", error);
    return new Response(`Failed to load championship history: ${apiErrorMessage(error)}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_NONE },
    });
  }
}
