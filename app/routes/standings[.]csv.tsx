import type { LoaderFunctionArgs } from "@remix-run/node";
import { effectiveSeason, validCookieSeason } from "~/lib/active-season";
import { parseSearchParams } from "~/lib/route-kit";
import { csvFailure, csvResponse } from "~/lib/route-kit.server";
import {
  standingFiltersOf,
  standingSortOf,
  standingsCsv,
  standingsCsvFilename,
  standingsParams,
  standingsView,
} from "~/lib/standings";
import { sportContextFor } from "~/site/context";
import { readActiveSeason } from "~/site/preferences.server";
import { now } from "@domain/clock";
import { currentSeasonStartYear } from "@domain/season";

/** /standings.csv: exactly the rows of the page's filtered and sorted view, in its order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sport = sportContextFor(context.site);
  const current = currentSeasonStartYear(now(), sport.sport);
  const { values } = parseSearchParams(
    new URL(request.url).searchParams,
    standingsParams({ allowSport: !sport.isSportSpecific }),
  );
  const cookie = validCookieSeason(await readActiveSeason(request.headers.get("Cookie")), current);
  const chosen = effectiveSeason(values.season, cookie, current);
  try {
    let all = await context.api.listStandings({ season: chosen.season });
    if (all.length === 0 && chosen.source === "current") all = await context.api.getCurrentStandings();
    const filters = standingFiltersOf(values);
    const { groups } = standingsView(all, filters, standingSortOf(values));
    return csvResponse(
      standingsCsvFilename(context.site.key, chosen.source === "current" ? null : chosen.season),
      standingsCsv(groups),
      "recent",
    );
  } catch (error) {
    return csvFailure(error, "standings.csv", "Error Loading Standings");
  }
}
