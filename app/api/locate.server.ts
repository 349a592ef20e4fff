/**
 * Where an item lives: the sport and level of a player, coach, team, season, game or championship,
 * read without a site scope. Only for the not-found state of a sport site, which links an item of
 * another sport or level to the site it belongs to; nothing read here is shown as data.
 */
import type { ApiClient } from "./client.server";

export const LOCATABLE_KINDS = ["player", "coach", "team", "season", "game", "championship"] as const;
export type LocatableKind = (typeof LOCATABLE_KINDS)[number];

export interface ItemHome {
  sport: string | null;
  level: string | null;
}

export type Locator = (kind: LocatableKind, idOrSlug: string) => Promise<ItemHome | null>;

/** `unscoped` must be a client without site filters (the hub's). A failed lookup is `null`. */
export function createLocator(unscoped: () => ApiClient): Locator {
  return async (kind, idOrSlug) => {
    const api = unscoped();
    const read: Record<
      LocatableKind,
      () => Promise<{ sport?: { slug: string | null } | null; level?: { slug: string | null } | null }>
    > = {
      player: () => api.getPlayer(idOrSlug),
      coach: () => api.getCoach(idOrSlug),
      team: () => api.getTeam(idOrSlug),
      season: () => api.getSeason(idOrSlug),
      game: () => api.getGame(idOrSlug),
      championship: () => api.getChampionship(idOrSlug),
    };
    try {
      const item = await read[kind]();
      return { sport: item.sport?.slug ?? null, level: item.level?.slug ?? null };
    } catch {
      return null;
    }
  };
}
