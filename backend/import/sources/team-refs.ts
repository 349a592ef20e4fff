/**
 * A source's team turned into the build's team: the crosswalk resolution of a game's two clubs
 * (with the rejection every importer reports the same way), a program's identity of the time, and
 * a program the curated lists lack added under the source's facts.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext, TeamRef } from "../context";
import type { Crosswalk, Resolution, Resolved } from "../crosswalk";
import type { FileStats, ImportReport } from "./common";
import { markIncomplete } from "./games";

/** The reasons of the sides the crosswalk did not resolve, joined for the rejection line. */
export function pairFailure(home: Resolution, away: Resolution): string {
  return [!home.ok ? home.reason : "", !away.ok ? away.reason : ""].filter(Boolean).join("; ");
}

/** A game file being read: where its rejections go and how its team codes resolve. */
export interface GameFile {
  ctx: BuildContext;
  report: ImportReport;
  stats: FileStats;
  crosswalk: Crosswalk;
}

/** The two clubs of a game row, or null after rejecting the row. */
export type GamePairOf = (
  line: number,
  season: number,
  home: string,
  away: string,
) => { home: Resolved; away: Resolved } | null;

/**
 * How a file's game rows in a source's own codes or names resolve to both clubs. A rejected game
 * leaves its season's table incomplete unless `incomplete` says the failure is a known non-league
 * game (the NFL's AAFC).
 */
export function gamePairResolver(
  file: GameFile,
  source: string,
  league: string,
  incomplete: (reasons: string[]) => boolean = () => true,
): GamePairOf {
  return (line, season, home, away) => {
    const h = file.crosswalk.resolve(source, league, home, season);
    const a = file.crosswalk.resolve(source, league, away, season);
    if (h.ok && a.ok) return { home: h.value, away: a.value };
    file.report.reject(file.stats, line, pairFailure(h, a));
    const reasons = [h, a].flatMap((r) => (r.ok ? [] : [r.reason]));
    if (incomplete(reasons)) markIncomplete(file.ctx, league, season);
    return null;
  };
}

/** A program under its name of the season; a program added by an importer has no crosswalk entry. */
export function resolvedOfTime(
  ctx: BuildContext,
  crosswalk: Crosswalk,
  team: TeamRef,
  season: number,
): Resolved {
  const o = ctx.teamOfTime(team.id, season);
  const info = crosswalk.bySlug.get(team.slug) ?? {
    ...team,
    first_season: null,
    last_season: null,
    conference: null,
    division: null,
  };
  return { team: info, name: o.name, city: o.city, abbreviation: o.abbreviation };
}

/** What a source tells of a program the curated list lacks (an American college: country USA). */
export interface ProgramFacts {
  slug: string;
  name: string;
  school: string;
  short_name: string | null;
  city: string | null;
  state: string | null;
  abbreviation: string | null;
  first_season: number | null;
  last_season: number | null;
  conference_id: number | null;
  /** An opponent outside the league's division: on its opponents' schedules, without a page of its own. */
  outside_division?: boolean;
}

/** A program a source knows by its name alone (and at most the seasons it plays in the source). */
export function namedProgram(
  slug: string,
  name: string,
  seasons: Pick<ProgramFacts, "first_season" | "last_season"> = { first_season: null, last_season: null },
): ProgramFacts {
  return {
    slug,
    name,
    school: name,
    short_name: null,
    city: null,
    state: null,
    abbreviation: null,
    ...seasons,
    conference_id: null,
  };
}

/**
 * A program added from a source's facts: its reference, registered in the build's lookups, and its
 * teams row pushed onto `added` (the rows the importer inserts).
 */
export function addProgram(
  ctx: BuildContext,
  league: { league_key: string; sport_id: number; level_id: number },
  facts: ProgramFacts,
  added: Insertable<Database["teams"]>[],
): TeamRef {
  const ref: TeamRef = {
    id: ctx.nextId("teams"),
    slug: facts.slug,
    sport_id: league.sport_id,
    level_id: league.level_id,
    league_key: league.league_key,
    name: facts.name,
    city: facts.city,
    abbreviation: facts.abbreviation,
  };
  ctx.lookups.teamsBySlug.set(ref.slug, ref);
  ctx.lookups.teamsById.set(ref.id, ref);
  added.push(programRow(ref, facts));
  return ref;
}

/** The teams row of an added program: the source's facts, nothing curated. */
function programRow(ref: TeamRef, facts: ProgramFacts): Insertable<Database["teams"]> {
  return {
    id: ref.id,
    slug: ref.slug,
    sport_id: ref.sport_id,
    level_id: ref.level_id,
    league_key: ref.league_key,
    name: facts.name,
    short_name: facts.short_name,
    school: facts.school,
    city: facts.city,
    state: facts.state,
    country: "USA",
    abbreviation: facts.abbreviation,
    founded_year: null,
    first_season: facts.first_season,
    first_season_curated: 0,
    last_season: facts.last_season,
    conference_id: facts.conference_id,
    division_id: null,
    home_venue_id: null,
    outside_division: facts.outside_division ? 1 : 0,
  };
}
