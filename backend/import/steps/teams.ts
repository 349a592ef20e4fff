/**
 * Step 2: franchises and programs (teams/{league}.csv) with their conferences, divisions and home
 * venues, then the names they played under (teams/{league}-identities.csv).
 */
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { BuildStep } from "../step";
import { slugify, type BuildContext, type ChampionshipRef, type IdentityRef, type TeamRef } from "../context";
import {
  IDENTITY_COLUMNS,
  TEAM_COLUMNS,
  VENUE_NAME_COLUMNS,
  identityRowSchema,
  readCsvFile,
  teamRowSchema,
  venueNameRowSchema,
} from "../data-files";

type TeamRow = z.output<typeof teamRowSchema>;

/** What the teams files add up to, written once every file is read. */
interface TeamTables {
  conferences: Map<string, Insertable<Database["conferences"]>>;
  divisions: Map<string, Insertable<Database["divisions"]>>;
  venues: Map<string, Insertable<Database["venues"]>>;
  teams: Insertable<Database["teams"]>[];
  identities: Insertable<Database["team_identities"]>[];
}

export const teamsStep: BuildStep = {
  name: "teams and identities",
  async run(ctx) {
    const teamsDir = path.join(ctx.dataDir, "teams");
    const tables: TeamTables = {
      conferences: new Map(),
      divisions: new Map(),
      venues: new Map(),
      teams: [],
      identities: [],
    };
    warnUnknownLeagueFiles(ctx, teamsDir);
    readTeams(ctx, teamsDir, tables);
    readIdentities(ctx, teamsDir, tables);
    readVenueNames(ctx);
    ctx.problems.throwIfAny();
    fillFirstSeasons(ctx, tables.teams);

    const { conferences, divisions, venues, teams, identities } = tables;
    await ctx.insert("conferences", [...conferences.values()]);
    await ctx.insert("divisions", [...divisions.values()]);
    await ctx.insert("venues", [...venues.values()]);
    await ctx.insert("teams", teams);
    await ctx.insert("team_identities", identities);
    ctx.log(
      `teams ${teams.length} (${identities.length} identities), conferences ${conferences.size}, divisions ${divisions.size}, venues ${venues.size}`,
    );
  },
};

function warnUnknownLeagueFiles(ctx: BuildContext, teamsDir: string): void {
  if (!fs.existsSync(teamsDir)) return;
  for (const name of fs.readdirSync(teamsDir).sort()) {
    const key = name.replace(/(-identities)?\.csv$/, "");
    if (name.endsWith(".csv") && !ctx.lookups.leagues.has(key))
      ctx.warn(`teams/${name}: no championship has league_key "${key}"; skipped`);
  }
}

/** Every league's teams file, in the leagues' order; a slug is unique across all of them. */
function readTeams(ctx: BuildContext, teamsDir: string, tables: TeamTables): void {
  const seenSlugs = new Map<string, string>();
  for (const league of ctx.lookups.leagues.values()) {
    const file = path.join(teamsDir, `${league.league_key}.csv`);
    const rows = readCsvFile(file, teamRowSchema, TEAM_COLUMNS, ctx.problems);
    if (rows === null) {
      ctx.log(`teams/${league.league_key}.csv: missing, no ${league.league} teams`);
      continue;
    }
    for (const { line, row } of rows) {
      const previous = seenSlugs.get(row.slug);
      if (previous) {
        ctx.problems.add(file, line, `slug: "${row.slug}" is already used at ${previous}`);
        continue;
      }
      seenSlugs.set(row.slug, `${path.basename(file)}:${line}`);
      addTeam(ctx, tables, league, row, { file, line });
    }
  }
}

function addTeam(
  ctx: BuildContext,
  tables: TeamTables,
  league: ChampionshipRef,
  row: TeamRow,
  where: { file: string; line: number },
): void {
  const conferenceId = row.conference
    ? groupingOf(tables.conferences, league, row.conference, (fields) => ({
        id: ctx.nextId("conferences"),
        ...fields,
      })).id
    : null;
  let divisionId: number | null = null;
  if (row.division) {
    const division = groupingOf(tables.divisions, league, row.division, (fields) => ({
      id: ctx.nextId("divisions"),
      conference_id: conferenceId,
      ...fields,
    }));
    if (division.conference_id !== conferenceId)
      ctx.problems.add(
        where.file,
        where.line,
        `division: "${row.division}" is in another conference in an earlier row`,
      );
    divisionId = division.id;
  }
  const venueId = row.venue_name ? venueOf(ctx, tables.venues, league, row, row.venue_name) : null;
  // What the team row and the importers' lookup both hold.
  const id = ctx.nextId("teams");
  const { slug, name, city, abbreviation } = row;
  const known = {
    id,
    slug,
    sport_id: league.sport_id,
    level_id: league.level_id,
    league_key: league.league_key,
    name,
    city,
    abbreviation,
  };
  tables.teams.push({
    ...known,
    short_name: row.short_name,
    school: row.school,
    state: row.state,
    country: row.country,
    founded_year: row.founded_year,
    first_season: row.first_season,
    first_season_curated: row.first_season !== null ? 1 : 0,
    outside_division: 0,
    last_season: row.last_season,
    conference_id: conferenceId,
    division_id: divisionId,
    home_venue_id: venueId,
  });
  const ref: TeamRef = {
    ...known,
    home_venue: venueId !== null && row.venue_name ? { id: venueId, name: row.venue_name } : null,
  };
  ctx.lookups.teamsBySlug.set(row.slug, ref);
  ctx.lookups.teamsById.set(id, ref);
}

interface GroupingFields {
  slug: string;
  name: string;
  sport_id: number;
  level_id: number;
  league_key: string;
}

/**
 * The conference or division of this name in the league's sport and level, created the first time
 * it is named (two leagues of one sport and level share their groupings).
 */
function groupingOf<T>(
  known: Map<string, T>,
  league: ChampionshipRef,
  name: string,
  create: (fields: GroupingFields) => T,
): T {
  const slug = slugify(name);
  const key = `${league.league_key}:${slug}`;
  let grouping = known.get(key);
  if (!grouping) {
    grouping = create({
      slug,
      name,
      sport_id: league.sport_id,
      level_id: league.level_id,
      league_key: league.league_key,
    });
    known.set(key, grouping);
  }
  return grouping;
}

/** The team's home venue, created the first time it is named. */
function venueOf(
  ctx: BuildContext,
  venues: TeamTables["venues"],
  league: ChampionshipRef,
  row: TeamRow,
  venueName: string,
): number {
  // Capacity is per sport, so a shared arena with another capacity gets its own row.
  let slug = slugify(`${venueName} ${row.venue_city ?? ""}`);
  const existing = venues.get(slug);
  if (existing && existing.capacity !== row.venue_capacity) slug = `${slug}-${league.league_key}`;
  let venue = venues.get(slug);
  if (!venue) {
    venue = {
      id: ctx.nextId("venues"),
      slug,
      name: venueName,
      city: row.venue_city,
      state: row.venue_state,
      country: row.venue_country,
      capacity: row.venue_capacity,
      opened_year: row.venue_opened_year,
    };
    venues.set(slug, venue);
    ctx.lookups.venuesBySlug.set(slug, venue.id);
  }
  return venue.id;
}

/** The names each team played under (teams/{league}-identities.csv, optional). */
function readIdentities(ctx: BuildContext, teamsDir: string, tables: TeamTables): void {
  const { lookups, problems } = ctx;
  for (const league of lookups.leagues.values()) {
    const file = path.join(teamsDir, `${league.league_key}-identities.csv`);
    for (const { line, row } of readCsvFile(file, identityRowSchema, IDENTITY_COLUMNS, problems) ?? []) {
      const team = knownTeam(ctx, file, line, row.team_slug);
      if (!team) continue;
      const identity: IdentityRef = {
        name: row.name,
        city: row.city,
        abbreviation: row.abbreviation,
        first_season: row.first_season,
        last_season: row.last_season,
      };
      const list = lookups.identities.get(team.id) ?? [];
      list.push(identity);
      lookups.identities.set(team.id, list);
      tables.identities.push({ id: ctx.nextId("team_identities"), team_id: team.id, ...identity });
    }
  }
}

/** Names the home venues had by season (stadium renames): venue-names.csv, optional. */
function readVenueNames(ctx: BuildContext): void {
  const venueFile = path.join(ctx.dataDir, "venue-names.csv");
  for (const { line, row } of readCsvFile(venueFile, venueNameRowSchema, VENUE_NAME_COLUMNS, ctx.problems) ??
    []) {
    const team = knownTeam(ctx, venueFile, line, row.team_slug);
    if (!team) continue;
    const list = ctx.lookups.venueNames.get(team.id) ?? [];
    list.push({
      name: row.name,
      first_season: row.first_season,
      last_season: row.last_season,
      spellings: row.source_spellings,
    });
    ctx.lookups.venueNames.set(team.id, list);
  }
}

/** The team a row names, or a problem when no teams file has it. */
function knownTeam(ctx: BuildContext, file: string, line: number, slug: string): TeamRef | undefined {
  const team = ctx.lookups.teamsBySlug.get(slug);
  if (!team) ctx.problems.add(file, line, `team_slug: unknown team "${slug}" (not in any teams/*.csv)`);
  return team;
}

/**
 * The first season: the curated one, else the earliest name it played under (the page then says
 * it is only the first season in our data); unknown when a name was in use since before anything
 * we know of (Oklahoma A&M before Oklahoma State's 1957).
 */
function fillFirstSeasons(ctx: BuildContext, teams: TeamTables["teams"]): void {
  for (const team of teams) {
    if (team.first_season != null) continue;
    const names = ctx.lookups.identities.get(team.id) ?? [];
    if (names.some((i) => i.first_season === null)) continue;
    const earliest = Math.min(...names.map((i) => i.first_season ?? Infinity));
    if (Number.isFinite(earliest)) team.first_season = earliest;
  }
}
