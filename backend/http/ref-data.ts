/**
 * The reference data (sports, levels, conferences, divisions, venues, championships) every
 * serializer nests. Those tables are tiny and only change with a rebuild, so they are read once and
 * kept for a few minutes instead of joined per row; the nested serializers read them by id.
 */
import type { Kysely, Selectable } from "kysely";
import type {
  ChampionshipsTable,
  ConferencesTable,
  Database,
  DivisionsTable,
  LevelsTable,
  SportsTable,
  VenuesTable,
} from "../db/schema";
import type { Level, NamedRef, Sport, Venue } from "../../domain/contract/types";

export interface RefData {
  sports: Map<number, Selectable<SportsTable>>;
  sportsBySlug: Map<string, Selectable<SportsTable>>;
  levels: Map<number, Selectable<LevelsTable>>;
  levelsBySlug: Map<string, Selectable<LevelsTable>>;
  conferences: Map<number, Selectable<ConferencesTable>>;
  divisions: Map<number, Selectable<DivisionsTable>>;
  venues: Map<number, Selectable<VenuesTable>>;
  championships: Map<number, Selectable<ChampionshipsTable>>;
  championshipsBySlug: Map<string, Selectable<ChampionshipsTable>>;
}

export async function loadRefData(db: Kysely<Database>): Promise<RefData> {
  const [sports, levels, conferences, divisions, venues, championships] = await Promise.all([
    db.selectFrom("sports").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("levels").selectAll().orderBy("sort_order").execute(),
    db.selectFrom("conferences").selectAll().execute(),
    db.selectFrom("divisions").selectAll().execute(),
    db.selectFrom("venues").selectAll().execute(),
    db.selectFrom("championships").selectAll().orderBy("sort_order").execute(),
  ]);
  return {
    sports: new Map(sports.map((r) => [r.id, r])),
    sportsBySlug: new Map(sports.map((r) => [r.slug, r])),
    levels: new Map(levels.map((r) => [r.id, r])),
    levelsBySlug: new Map(levels.map((r) => [r.slug, r])),
    conferences: new Map(conferences.map((r) => [r.id, r])),
    divisions: new Map(divisions.map((r) => [r.id, r])),
    venues: new Map(venues.map((r) => [r.id, r])),
    championships: new Map(championships.map((r) => [r.id, r])),
    championshipsBySlug: new Map(championships.map((r) => [r.slug, r])),
  };
}

export function sportJson(ref: RefData, id: number | null | undefined): Sport | null {
  const row = id == null ? undefined : ref.sports.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug, abbreviation: row.abbreviation } : null;
}

export function levelJson(ref: RefData, id: number | null | undefined): Level | null {
  const row = id == null ? undefined : ref.levels.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function conferenceJson(ref: RefData, id: number | null | undefined): NamedRef | null {
  const row = id == null ? undefined : ref.conferences.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function divisionJson(ref: RefData, id: number | null | undefined): NamedRef | null {
  const row = id == null ? undefined : ref.divisions.get(id);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

export function venueJson(ref: RefData, id: number | null | undefined): Venue | null {
  const row = id == null ? undefined : ref.venues.get(id);
  return row
    ? {
        id: row.id,
        slug: row.slug,
        name: row.name,
        city: row.city,
        state: row.state,
        country: row.country,
        capacity: row.capacity,
        opened_year: row.opened_year,
      }
    : null;
}
