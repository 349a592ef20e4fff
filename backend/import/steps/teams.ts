/**
 * Step 2: franchises and programs (teams/{league}.csv) with their conferences, divisions and home
 * venues, then the names they played under (teams/{league}-identities.csv).
 */
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildStep } from "../step";
import { slugify, type IdentityRef, type TeamRef } from "../context";
import { IDENTITY_COLUMNS, TEAM_COLUMNS, VENUE_NAME_COLUMNS, identityRowSchema, readCsvFile, teamRowSchema, venueNameRowSchema } from "../data-files";

export const teamsStep: BuildStep = {
  name: "teams and identities",
  async run(ctx) {
    const { lookups, problems } = ctx;
    const teamsDir = path.join(ctx.dataDir, "teams");
    const conferences = new Map<string, Insertable<Database["conferences"]>>();
    const divisions = new Map<string, Insertable<Database["divisions"]>>();
    const venues = new Map<string, Insertable<Database["venues"]>>();
    const teams: Insertable<Database["teams"]>[] = [];
    const identities: Insertable<Database["team_identities"]>[] = [];
    const seenSlugs = new Map<string, string>();

    if (fs.existsSync(teamsDir)) {
      for (const name of fs.readdirSync(teamsDir).sort()) {
        const key = name.replace(/(-identities)?\.csv$/, "");
        if (name.endsWith(".csv") && !lookups.leagues.has(key)) ctx.warn(`teams/${name}: no championship has league_key "${key}"; skipped`);
      }
    }

    for (const league of lookups.leagues.values()) {
      const file = path.join(teamsDir, `${league.league_key}.csv`);
      const rows = readCsvFile(file, teamRowSchema, TEAM_COLUMNS, problems);
      if (rows === null) {
        ctx.log(`teams/${league.league_key}.csv: missing, no ${league.league} teams`);
        continue;
      }
      for (const { line, row } of rows) {
        const where = `${path.basename(file)}:${line}`;
        const previous = seenSlugs.get(row.slug);
        if (previous) {
          problems.add(file, line, `slug: "${row.slug}" is already used at ${previous}`);
          continue;
        }
        seenSlugs.set(row.slug, where);

        let conferenceId: number | null = null;
        if (row.conference) {
          const k = `${league.sport_id}:${league.level_id}:${slugify(row.conference)}`;
          let conference = conferences.get(k);
          if (!conference) {
            conference = {
              id: ctx.nextId("conferences"),
              slug: slugify(row.conference),
              name: row.conference,
              sport_id: league.sport_id,
              level_id: league.level_id,
            };
            conferences.set(k, conference);
          }
          conferenceId = conference.id;
        }
        let divisionId: number | null = null;
        if (row.division) {
          const k = `${league.sport_id}:${league.level_id}:${slugify(row.division)}`;
          let division = divisions.get(k);
          if (!division) {
            division = {
              id: ctx.nextId("divisions"),
              slug: slugify(row.division),
              name: row.division,
              conference_id: conferenceId,
              sport_id: league.sport_id,
              level_id: league.level_id,
            };
            divisions.set(k, division);
          } else if (division.conference_id !== conferenceId) {
            problems.add(file, line, `division: "${row.division}" is in another conference in an earlier row`);
          }
          divisionId = division.id;
        }
        let venueId: number | null = null;
        if (row.venue_name) {
          // Capacity is per sport, so a shared arena with another capacity gets its own row.
          let slug = slugify(`${row.venue_name} ${row.venue_city ?? ""}`);
          const existing = venues.get(slug);
          if (existing && existing.capacity !== row.venue_capacity) slug = `${slug}-${league.league_key}`;
          let venue = venues.get(slug);
          if (!venue) {
            venue = {
              id: ctx.nextId("venues"),
              slug,
              name: row.venue_name,
              city: row.venue_city,
              state: row.venue_state,
              country: row.venue_country,
              capacity: row.venue_capacity,
              opened_year: row.venue_opened_year,
            };
            venues.set(slug, venue);
            lookups.venuesBySlug.set(slug, venue.id);
          }
          venueId = venue.id;
        }

        const id = ctx.nextId("teams");
        teams.push({
          id,
          slug: row.slug,
          sport_id: league.sport_id,
          level_id: league.level_id,
          league_key: league.league_key,
          name: row.name,
          short_name: row.short_name,
          school: row.school,
          city: row.city,
          state: row.state,
          country: row.country,
          abbreviation: row.abbreviation,
          founded_year: row.founded_year,
          first_season: row.first_season,
          first_season_curated: row.first_season !== null ? 1 : 0,
          last_season: row.last_season,
          conference_id: conferenceId,
          division_id: divisionId,
          home_venue_id: venueId,
        });
        const ref: TeamRef = {
          id,
          slug: row.slug,
          sport_id: league.sport_id,
          level_id: league.level_id,
          league_key: league.league_key,
          name: row.name,
          city: row.city,
          abbreviation: row.abbreviation,
          home_venue: venueId !== null && row.venue_name ? { id: venueId, name: row.venue_name } : null,
        };
        lookups.teamsBySlug.set(row.slug, ref);
        lookups.teamsById.set(id, ref);
      }
    }

    for (const league of lookups.leagues.values()) {
      const file = path.join(teamsDir, `${league.league_key}-identities.csv`);
      const rows = readCsvFile(file, identityRowSchema, IDENTITY_COLUMNS, problems);
      if (rows === null) continue;
      for (const { line, row } of rows) {
        const team = lookups.teamsBySlug.get(row.team_slug);
        if (!team) {
          problems.add(file, line, `team_slug: unknown team "${row.team_slug}" (not in any teams/*.csv)`);
          continue;
        }
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
        identities.push({ id: ctx.nextId("team_identities"), team_id: team.id, ...identity });
      }
    }

    // Names the home venues had by season (stadium renames): venue-names.csv, optional.
    const venueFile = path.join(ctx.dataDir, "venue-names.csv");
    for (const { line, row } of readCsvFile(venueFile, venueNameRowSchema, VENUE_NAME_COLUMNS, problems) ?? []) {
      const team = lookups.teamsBySlug.get(row.team_slug);
      if (!team) {
        problems.add(venueFile, line, `team_slug: unknown team "${row.team_slug}" (not in any teams/*.csv)`);
        continue;
      }
      const list = lookups.venueNames.get(team.id) ?? [];
      list.push({ name: row.name, first_season: row.first_season, last_season: row.last_season, spellings: row.source_spellings });
      lookups.venueNames.set(team.id, list);
    }
    problems.throwIfAny();

    // The first season: the curated one, else the earliest name it played under (the page then
    // says it is only the first season in our data); unknown when a name was in use since before
    // anything we know of (Oklahoma A&M before Oklahoma State's 1957).
    for (const team of teams) {
      if (team.first_season != null) continue;
      const names = lookups.identities.get(team.id) ?? [];
      if (names.some((i) => i.first_season === null)) continue;
      const earliest = Math.min(...names.map((i) => i.first_season ?? Infinity));
      if (Number.isFinite(earliest)) team.first_season = earliest;
    }

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
