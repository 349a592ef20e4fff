/**
 * A team page's head-to-head section: its most-played opponents, and the teams of its sport and
 * level it can be compared with (the picker's options).
 */
import type { Team } from "@domain/contract/types";
import type { ApiClient } from "~/api/client.server";

export async function loadTeamOpponents(api: ApiClient, team: Team, slug: string) {
  const [data, teams] = await Promise.all([api.getOpponents(slug, { limit: 10 }), api.listTeams()]);
  const options = teams
    .filter((t) => t.sport?.slug === team.sport?.slug && t.level?.slug === team.level?.slug && t.slug)
    .map((t) => ({ slug: t.slug!, name: t.name }));
  return { data, options };
}
