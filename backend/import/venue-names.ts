/**
 * The venue of a game with the name it had at the time. Stadiums are renamed (FedExField,
 * Commanders Field, Northwest Stadium), and the open datasets often carry a stale sponsor name, so
 * a home game's venue name comes from, in order:
 *  1. `backend/data/venue-names.csv`: the name the home team's venue had that season;
 *  2. the curated team file's venue, for the seasons its facts describe (CURRENT_FACTS_SEASON on);
 *  3. the source's own name; else nothing (an unknown name stays empty, never guessed).
 * A source name that is not a name of the home team's building (a game moved elsewhere, a
 * neutral site) is kept as the source gives it, without a link to the home venue.
 */
import type { BuildContext, VenueNameRef } from "./context";

/** The curated team files (venue, capacity) describe this season and later ones (2025-26). */
export const CURRENT_FACTS_SEASON = 2025;

export interface GameVenueInput {
  season: number;
  homeTeamId: number;
  neutral: boolean;
  /** The source's venue name, if any. */
  venue: string | null;
}

function covering(names: VenueNameRef[] | undefined, season: number): VenueNameRef | undefined {
  return names?.find((n) => n.first_season <= season && (n.last_season === null || n.last_season >= season));
}

type Lookups = BuildContext["lookups"];

/** Every known name (and spelling) of a curated building to the team whose home it is. */
const BUILDINGS = new WeakMap<Lookups, Map<string, number>>();

function knownNames(lookups: Lookups, teamId: number): string[] {
  const names = (lookups.venueNames.get(teamId) ?? []).flatMap((n) => [n.name, ...n.spellings]);
  const home = lookups.teamsById.get(teamId)?.home_venue;
  return home ? [...names, home.name] : names;
}

function buildingOwner(lookups: Lookups, name: string): number | undefined {
  let index = BUILDINGS.get(lookups);
  if (!index) {
    index = new Map();
    for (const teamId of lookups.venueNames.keys())
      for (const n of knownNames(lookups, teamId)) index.set(n.toLowerCase(), teamId);
    BUILDINGS.set(lookups, index);
  }
  return index.get(name.toLowerCase());
}

export function gameVenue(
  ctx: Pick<BuildContext, "lookups">,
  g: GameVenueInput,
): { id: number | null; name: string | null } {
  const known = new Set(knownNames(ctx.lookups, g.homeTeamId).map((n) => n.toLowerCase()));
  if (g.neutral || (g.venue && !known.has(g.venue.toLowerCase()))) {
    // Elsewhere: a renamed building we know (a Super Bowl in New Orleans) gets its name of the season.
    const owner = g.venue ? buildingOwner(ctx.lookups, g.venue) : undefined;
    if (owner === undefined) return { id: null, name: g.venue };
    // A neutral-site game said to be at the home team's own building (the London games of 2025 in
    // nflverse) contradicts itself: the venue is unknown.
    if (owner === g.homeTeamId) return { id: null, name: g.neutral ? null : g.venue };
    return gameVenue(ctx, { ...g, homeTeamId: owner, neutral: false });
  }
  const home = ctx.lookups.teamsById.get(g.homeTeamId)?.home_venue ?? null;
  const names = ctx.lookups.venueNames.get(g.homeTeamId);
  const ofSeason =
    covering(names, g.season)?.name ?? (home && g.season >= CURRENT_FACTS_SEASON ? home.name : null);
  if (ofSeason) return { id: home?.id ?? null, name: ofSeason };
  // A source name of the home building in a season no curated name covers: the source's word.
  return {
    id: g.venue && home && g.venue.toLowerCase() === home.name.toLowerCase() ? home.id : null,
    name: g.venue,
  };
}
