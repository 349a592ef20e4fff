/** The start-up warm-up of the response cache (the backend contract's warm-up rule), per site. */
import type { ApiClient } from "./client.server";

/**
 * Start-up warm-up (the backend contract's warm-up rule): sports, current standings, today's
 * games and the team list land in the cache before the first visitor. Failures are reported,
 * never thrown.
 */
export async function warmUp(
  client: ApiClient,
): Promise<{ ok: string[]; failed: { call: string; error: unknown }[] }> {
  const calls: [string, () => Promise<unknown>][] = [
    ["sports", () => client.listSports()],
    ["current standings", () => client.getCurrentStandings()],
    ["today's games", () => client.listTodayGames()],
    ["teams", () => client.listTeams()],
  ];
  const settled = await Promise.allSettled(calls.map(([, call]) => call()));
  const ok: string[] = [];
  const failed: { call: string; error: unknown }[] = [];
  settled.forEach((result, i) => {
    if (result.status === "fulfilled") ok.push(calls[i][0]);
    else failed.push({ call: calls[i][0], error: result.reason });
  });
  return { ok, failed };
}

/**
 * The warm-up for every site of the family: each site's client carries its own sport/level
 * filters, so each needs its own answers in the cache. Sites run one after another (start-up
 * stays responsive); sites with the same filters are warmed once. Each site's client is made when
 * its own warm-up starts, so its render deadline counts from then: made all at once at start-up,
 * the budget of the last sites ran out while the first were warming.
 */
export async function warmUpSites(
  sites: readonly { key: string; client: () => ApiClient }[],
): Promise<{ key: string; ok: string[]; failed: { call: string; error: unknown }[] }[]> {
  const seen = new Set<string>();
  const results: { key: string; ok: string[]; failed: { call: string; error: unknown }[] }[] = [];
  for (const site of sites) {
    const client = site.client();
    const filters = JSON.stringify([client.filters.sport__slug ?? null, client.filters.level__slug ?? null]);
    if (seen.has(filters)) continue;
    seen.add(filters);
    results.push({ key: site.key, ...(await warmUp(client)) });
  }
  return results;
}
