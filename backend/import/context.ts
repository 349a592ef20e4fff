/**
 * What every build step gets: the database (inside the build's transaction), the data folders,
 * the clock, id allocation, chunked inserts and the lookups earlier steps filled in. Importers of
 * the open datasets are steps too: they resolve teams and seasons through these lookups.
 */
import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ProblemList } from "./data-files";

export interface TeamRef {
  id: number;
  slug: string;
  sport_id: number;
  level_id: number;
  league_key: string;
  name: string;
  city: string | null;
  abbreviation: string | null;
  /** The home venue of today (curated team file), if any. */
  home_venue?: { id: number; name: string } | null;
}

/** A name a team's home venue had for a range of seasons (backend/data/venue-names.csv). */
export interface VenueNameRef {
  name: string;
  first_season: number;
  last_season: number | null;
  /** Other spellings the open datasets use for the same name. */
  spellings: string[];
}

export interface IdentityRef {
  name: string;
  city: string | null;
  abbreviation: string | null;
  /** Null: since before anything we know of. */
  first_season: number | null;
  last_season: number | null;
}

export interface ChampionshipRef {
  id: number;
  slug: string;
  name: string;
  sport_id: number;
  level_id: number;
  sport: string;
  level: string;
  league_key: string;
  league: string;
  season_title: string;
  first_season: number;
  seasons_from: number;
}

export interface Lookups {
  sports: Map<string, { id: number; slug: string; name: string }>;
  levels: Map<string, { id: number; slug: string; name: string }>;
  championships: Map<string, ChampionshipRef>;
  /** League key (nfl, cbb, ...) to its championship: a league file's sport and level. */
  leagues: Map<string, ChampionshipRef>;
  teamsBySlug: Map<string, TeamRef>;
  teamsById: Map<number, TeamRef>;
  identities: Map<number, IdentityRef[]>;
  /** `${league_key}:${start_year}` (seasonKey) to season id. */
  seasons: Map<string, number>;
  venuesBySlug: Map<string, number>;
  /** Team id to the names its home venue had by season. */
  venueNames: Map<number, VenueNameRef[]>;
}

/** A season's key in the lookups: its league and start year (two leagues of one sport have their own). */
export function seasonKey(leagueKey: string, startYear: number): string {
  return `${leagueKey}:${startYear}`;
}

export interface BuildContext {
  db: Kysely<Database>;
  /** backend/data (or a fixture folder in tests). */
  dataDir: string;
  /** Root for relative paths in messages. */
  rootDir: string;
  now: Date;
  log: (message: string) => void;
  /** Problems in data files; the build fails after validation if there are any. */
  problems: ProblemList;
  lookups: Lookups;
  /** Next id for a table (ids are assigned by the build, so they are stable for the same data). */
  nextId(table: keyof Database): number;
  insert<T extends keyof Database>(table: T, rows: Insertable<Database[T]>[]): Promise<void>;
  /** Name, city and abbreviation a team used in a season (falls back to its current ones). */
  teamOfTime(
    teamId: number,
    seasonStartYear: number | null,
  ): { name: string; city: string | null; abbreviation: string | null };
  /** Warnings are printed, never fatal. */
  warn(message: string): void;
  warnings: string[];
}

// SQLite allows 32766 bound parameters per statement and PostgreSQL 65535; stay well under both.
const MAX_PARAMS = 30_000;

export function createContext(options: {
  db: Kysely<Database>;
  dataDir: string;
  rootDir: string;
  now: Date;
  log: (message: string) => void;
}): BuildContext {
  const counters = new Map<string, number>();
  const lookups: Lookups = {
    sports: new Map(),
    levels: new Map(),
    championships: new Map(),
    leagues: new Map(),
    teamsBySlug: new Map(),
    teamsById: new Map(),
    identities: new Map(),
    seasons: new Map(),
    venuesBySlug: new Map(),
    venueNames: new Map(),
  };
  const warnings: string[] = [];

  const ctx: BuildContext = {
    ...options,
    problems: new ProblemList(options.rootDir),
    lookups,
    warnings,
    nextId(table) {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      return next;
    },
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]).length || 1;
      const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
      for (let i = 0; i < rows.length; i += size) {
        // Kysely cannot relate a generic table name to its row type; the signature above does.
        await options.db
          .insertInto(table)
          .values(rows.slice(i, i + size) as never)
          .execute();
      }
    },
    teamOfTime(teamId, season) {
      const team = lookups.teamsById.get(teamId);
      const fallback = {
        name: team?.name ?? "Unknown",
        city: team?.city ?? null,
        abbreviation: team?.abbreviation ?? null,
      };
      if (season === null) return fallback;
      const identity = findIdentity(lookups.identities.get(teamId), season);
      // An identity with an empty abbreviation means there was no common one then: do not borrow today's.
      return identity
        ? { name: identity.name, city: identity.city, abbreviation: identity.abbreviation }
        : fallback;
    },
    warn(message) {
      warnings.push(message);
    },
  };
  return ctx;
}

/** The identity covering a season; when ranges overlap, the one that started last wins. */
export function findIdentity(identities: IdentityRef[] | undefined, season: number): IdentityRef | undefined {
  let best: IdentityRef | undefined;
  for (const identity of identities ?? []) {
    const from = identity.first_season ?? -Infinity;
    if (from <= season && (identity.last_season === null || identity.last_season >= season)) {
      if (!best || from > (best.first_season ?? -Infinity)) best = identity;
    }
  }
  return best;
}

export { slugify } from "../../domain/slug";
