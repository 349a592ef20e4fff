/**
 * The playoffs tab of a season page: its postseason games; without them, the series a series
 * source holds (the NHL to 2008-09); else the final as the champion row records it (e.g. a World
 * Series). Whichever is found is the tab's content, so a failed call is the page's error state,
 * not an empty bracket.
 */
import type { Season } from "@domain/contract/types";
import type { ApiClient } from "~/api/client.server";
import { pageFailure } from "./route-kit.server";

export async function loadSeasonPlayoffs(
  api: ApiClient,
  season: Season,
  sport: string | null,
  level: string | null,
) {
  const key = sport && level ? { start_year: season.start_year, sport, level } : null;
  const post = key
    ? await api.listSeasonPostseason(key).catch((error) => pageFailure(error, "playoffs"))
    : [];
  const series =
    key && post.length === 0
      ? (await api.getPlayoffSeries(key).catch((error) => pageFailure(error, "playoffs"))).results
      : [];
  const title =
    post.length === 0 && series.length === 0 && season.championship?.slug
      ? ((
          await api
            .listChampions({ season: season.start_year, championship: season.championship.slug })
            .catch((error) => pageFailure(error, "playoffs"))
        )[0] ?? null)
      : null;
  return { post, series, title };
}
