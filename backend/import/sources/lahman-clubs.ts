/**
 * The major-league clubs of the past that no current franchise continues, from Lahman: every
 * franchise of TeamsFranchises.csv (lahman-baseballdatabank) whose `franchID` the crosswalk does
 * not resolve becomes a team of its own, so the game logs of 1871-1997 resolve for every club.
 * What a club is made of comes from the files, nothing from memory:
 *  - name: the franchise's name (TeamsFranchises `franchName`); its names of the time and seasons
 *    from Teams.csv (`name` by `yearID`, one identity per run of seasons under one name);
 *  - city and state: the city of the park where it played most home games that season (HomeGames.csv
 *    and Parks.csv); empty where the files name no park;
 *  - first and last season: its first and last Teams.csv season. Founding year, nickname,
 *    abbreviation, venue and alignment stay empty.
 * The slug is the franchise name slugified; a name two franchises share, or one a current franchise
 * holds or held, gets the club's first season appended (`baltimore-orioles-1882`,
 * `chicago-white-stockings-1871`: the Cubs played as the Chicago White Stockings 1876-1889). Lahman's franchises
 * decide what continues what: the National Association clubs (`active` NA) are their own franchises
 * (NAassoc names the franchise Lahman associates them with; it is not merged), and the 1901-02
 * Baltimore Orioles are the Yankees' franchise (franchID NYY), as the crosswalk already says.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type IdentityRef, type TeamRef } from "../context";
import { addCodeRows, type CodeRow } from "../crosswalk";
import { lahmanHomeGames, lahmanParks, lahmanTeams, lahmanTeamsFranchises } from "../readers/lahman";
import { leagueStep } from "./common";

const LEAGUE = "mlb";

/** A club's season in Teams.csv: its name and its home city that season (null where no park is named). */
interface ClubSeason {
  year: number;
  name: string;
  city: string | null;
  state: string | null;
}

/** The seasons under one name and city as identities (a new identity where either changes). */
export function identitiesOf(seasons: readonly ClubSeason[]): IdentityRef[] {
  const out: IdentityRef[] = [];
  for (const s of [...seasons].sort((a, b) => a.year - b.year)) {
    const last = out[out.length - 1];
    if (last && last.name === s.name && last.city === s.city && last.last_season === s.year - 1) {
      last.last_season = s.year;
      continue;
    }
    out.push({ name: s.name, city: s.city, abbreviation: null, first_season: s.year, last_season: s.year });
  }
  return out;
}

/** Slugs for the clubs' names: plain where unique, else with the first season appended. */
export function clubSlugs(
  clubs: readonly { franchID: string; name: string; first: number }[],
  taken: (slug: string) => boolean,
): Map<string, string> {
  const count = new Map<string, number>();
  for (const c of clubs) count.set(slugify(c.name), (count.get(slugify(c.name)) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const c of clubs) {
    const base = slugify(c.name);
    out.set(c.franchID, count.get(base) === 1 && !taken(base) ? base : `${base}-${c.first}`);
  }
  return out;
}

export const lahmanClubsStep = leagueStep(
  "MLB clubs of the past (Lahman franchises)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, report, crosswalk, league } = setup;
    const franchises = lahmanTeamsFranchises.open(report, dataDir, "baseball", "professional");
    // Teams, HomeGames and Parks are read for lookups here (other steps count Teams.csv).
    const teams = lahmanTeams.lookup(report, dataDir, "baseball", "professional");
    const homes = lahmanHomeGames.open(report, dataDir, "baseball", "professional");
    const parks = lahmanParks.open(report, dataDir, "baseball", "professional");
    const parkCity = new Map(
      parks.rows.map((p) => [p["park.key"], { city: p.city || null, state: p.state || null }]),
    );
    parks.stats.imported = parks.rows.length;
    report.done(parks.stats, "cities of the parks of the clubs of the past");
    // The park of most home games of each club-season (teamID of Teams.csv = team.key).
    const mainPark = new Map<string, { park: string; games: number }>();
    for (const h of homes.rows) {
      const key = `${h["year.key"]}:${h["team.key"]}`;
      const games = h.games ?? 0;
      if ((mainPark.get(key)?.games ?? -1) < games) mainPark.set(key, { park: h["park.key"], games });
      homes.stats.imported++;
    }
    report.done(homes.stats, "home park (most home games) of each club-season of the clubs of the past");

    const seasonsOf = new Map<string, ClubSeason[]>();
    for (const t of teams) {
      const park = mainPark.get(`${t.yearID}:${t.teamID}`);
      const where = park ? parkCity.get(park.park) : undefined;
      const list = seasonsOf.get(t.franchID) ?? [];
      list.push({ year: t.yearID, name: t.name, city: where?.city ?? null, state: where?.state ?? null });
      seasonsOf.set(t.franchID, list);
    }
    const clubs: { franchID: string; name: string; first: number; last: number; seasons: ClubSeason[] }[] =
      [];
    for (const f of franchises.rows) {
      const seasons = seasonsOf.get(f.franchID) ?? [];
      if (seasons.length === 0) {
        report.reject(franchises.stats, f.line, `franchise ${f.franchID} has no ${lahmanTeams.name} season`);
        continue;
      }
      const years = seasons.map((s) => s.year);
      const first = Math.min(...years);
      if (crosswalk.resolve("lahman", LEAGUE, f.franchID, first).ok) {
        franchises.stats.skipped++;
        continue;
      }
      clubs.push({ franchID: f.franchID, name: f.franchName, first, last: Math.max(...years), seasons });
    }
    // A name a current franchise played under (the Cubs were the Chicago White Stockings) is ambiguous too.
    const namesOfTeams = new Set<string>();
    for (const team of ctx.lookups.teamsById.values()) {
      if (team.league_key !== LEAGUE) continue;
      namesOfTeams.add(slugify(team.name));
      for (const i of ctx.lookups.identities.get(team.id) ?? []) namesOfTeams.add(slugify(i.name));
    }
    const slugs = clubSlugs(clubs, (slug) => ctx.lookups.teamsBySlug.has(slug) || namesOfTeams.has(slug));
    const rows: Insertable<Database["teams"]>[] = [];
    const identities: Insertable<Database["team_identities"]>[] = [];
    const codes: CodeRow[] = [];
    for (const club of clubs) {
      const named = identitiesOf(club.seasons);
      // The club's city: the city of its last season's park (where the files name one).
      const home = [...club.seasons].sort((a, b) => b.year - a.year).find((s) => s.city !== null);
      const ref: TeamRef = {
        id: ctx.nextId("teams"),
        slug: slugs.get(club.franchID)!,
        sport_id: league.sport_id,
        level_id: league.level_id,
        league_key: LEAGUE,
        name: club.name,
        city: home?.city ?? null,
        abbreviation: null,
      };
      ctx.lookups.teamsBySlug.set(ref.slug, ref);
      ctx.lookups.teamsById.set(ref.id, ref);
      ctx.lookups.identities.set(ref.id, named);
      rows.push({
        id: ref.id,
        slug: ref.slug,
        sport_id: ref.sport_id,
        level_id: ref.level_id,
        league_key: LEAGUE,
        name: club.name,
        short_name: null,
        school: null,
        city: ref.city,
        state: home?.state ?? null,
        country: null,
        abbreviation: null,
        founded_year: null,
        first_season: club.first,
        first_season_curated: 0,
        outside_division: 0,
        last_season: club.last,
        conference_id: null,
        division_id: null,
        home_venue_id: null,
      });
      for (const i of named) identities.push({ id: ctx.nextId("team_identities"), team_id: ref.id, ...i });
      codes.push({
        source: "lahman",
        code: club.franchID,
        team_slug: ref.slug,
        first_season: null,
        last_season: null,
        note: null,
      });
      franchises.stats.imported++;
    }
    addCodeRows(ctx, codes);
    await ctx.insert("teams", rows);
    await ctx.insert("team_identities", identities);
    report.count("baseball", "professional", "teams", rows.length);
    report.done(
      franchises.stats,
      `${rows.length} clubs of the past added as teams (${identities.length} names of the time); franchises of the current teams skipped`,
    );
  },
);
