/**
 * NBA head coaches from Basketball-Reference, one coach per B-Ref coach id:
 *  - coaches.csv (nba-coaches-by-season-sportsref-1947-2020): the regular-season W-L of each coach,
 *    club and season of the 30 current franchises' lineages, 1946-47 to the March 2020 suspension;
 *    the lineages' ABA seasons (Nuggets, Pacers, Nets, Spurs before 1976-77) are no NBA record and
 *    are left out, with a warning;
 *  - coach-bios.csv: full name, birth and death dates by coach id. A coach id is the player id plus
 *    "c" for a coach who played ("wilkele01c", player "wilkele01"): with the same birth date, coach
 *    and player are one person (Lenny Wilkens);
 *  - Coaches by Season.csv (nba-coaches-by-season-bref, names only, 1949-50 to 2020-21): names the
 *    coaches of the seasons the first file lacks (defunct clubs, 2020-21), without a W-L. A name is
 *    matched to a coach id through the full names, or through a season both files hold (the same
 *    club and season, one coach: "Michael Malone" is "Mike Malone"); an unmatched name stays a
 *    person of its own, never merged by guess.
 * The record covers only these files (no defunct club has a W-L here): it is never called a career
 * record unless curated careers (backend/data/coaches) say so.
 */
import type { BuildContext } from "../context";
import { bbrefTeamAbbrev } from "../readers/bball-reference";
import { nbaCoachBios, nbaCoachNames, nbaCoachSeasons, type NbaCoachBio } from "../readers/nba-coaches";
import { openTyped, type OpenTyped } from "../readers/typed";
import { headCoach, namedPerson, NO_RECORD } from "./coach-seasons";
import { leagueStep, type LeagueSetup as Setup } from "./common";
import { peopleOf, type CoachSeason, type PeopleRegistry, type PersonDraft } from "./people";

/** A club's season as Team Abbrev.csv names it, by "season:abbreviation" (season = year it ends). */
type Clubs = Map<string, { lg: string; team: string }>;

/** The seasons of each coach id, and the coach ids of each club's season ("season:abbreviation"). */
interface Records {
  seasonsOf: Map<string, CoachSeason[]>;
  coachesOf: Map<string, string[]>;
}

/** Seasons the names-only file adds, by coach id or (for a name matching no id) by name. */
interface NamedSeasons {
  byId: Map<string, CoachSeason[]>;
  byName: Map<string, CoachSeason[]>;
}

const SOURCE_NAME = "Basketball-Reference coaches of the 30 current franchises";
/** The source of a coach known only by name (a defunct club's, or of 2020-21): seasons without a W-L. */
const NAMES_SOURCE = "Basketball-Reference coaches by season (names only)";

export const nbaCoachesStep = leagueStep(
  "NBA head coaches (Basketball-Reference)",
  "nba",
  async (ctx, setup) => {
    const read = openTyped(setup.report, setup.dataDir, "basketball", "professional");
    const clubs: Clubs = new Map(
      bbrefTeamAbbrev
        .lookup(setup.report, setup.dataDir, "basketball", "professional")
        .map((r) => [`${r.season}:${r.abbreviation}`, { lg: r.lg, team: r.team }]),
    );
    const bios = readBios(setup, read);
    const records = readRecords(ctx, setup, read, clubs);
    const named = readNames(ctx, setup, read, clubs, bios, records);
    registerCoaches(ctx, setup, bios, records, named);
  },
);

function readBios({ report }: Setup, read: OpenTyped): Map<string, NbaCoachBio> {
  const file = read(nbaCoachBios);
  const bios = new Map(file.rows.map((r) => [r["coach.id"], r]));
  file.stats.imported += file.rows.length;
  report.done(file.stats);
  return bios;
}

/** The team of a club's season: the franchise where the crosswalk knows it; the name is B-Ref's of the time. */
function teamOf(
  setup: Setup,
  name: string,
  startYear: number,
): { team_id: number | null; team_name: string } {
  const r = setup.crosswalk.resolve("basketball-reference", "nba", name, startYear);
  return { team_id: r.ok ? r.value.team.id : null, team_name: name };
}

/** coaches.csv: each coach's NBA (and BAA) seasons with their W-L. */
function readRecords(ctx: BuildContext, setup: Setup, read: OpenTyped, clubs: Clubs): Records {
  const file = read(nbaCoachSeasons);
  const records: Records = { seasonsOf: new Map(), coachesOf: new Map() };
  const aba: number[] = [];
  const rows = [...file.rows].sort((a, b) => a.season - b.season || a["coach.order"] - b["coach.order"]);
  for (const row of rows) {
    const club = `${row.season}:${row["season.team.id"]}`;
    if (clubs.get(club)?.lg === "ABA") {
      aba.push(row.line);
      continue;
    }
    const id = row["coach.id"];
    records.coachesOf.set(club, [...(records.coachesOf.get(club) ?? []), id]);
    records.seasonsOf.set(id, [
      ...(records.seasonsOf.get(id) ?? []),
      {
        season: row.season - 1,
        ...teamOf(setup, row["season.team.name"], row.season - 1),
        wins: row["coach.wins"],
        losses: row["coach.losses"],
      },
    ]);
    file.stats.imported++;
  }
  if (aba.length)
    ctx.warn(
      `${nbaCoachSeasons.source}: ${aba.length} ABA coach-seasons left out of the NBA records, e.g. line ${aba[0]}`,
    );
  setup.report.done(file.stats, aba.length ? `${aba.length} ABA coach-seasons left out` : "");
  return records;
}

/**
 * Coaches by Season.csv: a club's season the first file holds must name its coaches (a name that
 * differs is warned, and matched when the season had one coach); a season it lacks joins the named
 * coach's seasons without a W-L.
 */
function readNames(
  ctx: BuildContext,
  setup: Setup,
  read: OpenTyped,
  clubs: Clubs,
  bios: Map<string, NbaCoachBio>,
  records: Records,
): NamedSeasons {
  const file = read(nbaCoachNames);
  const idOfName = new Map([...bios.values()].map((b) => [b.name, b["coach.id"]]));
  const lacking: typeof file.rows = [];
  for (const row of file.rows) {
    const ids = records.coachesOf.get(`${row.seas}:${row.tm}`);
    file.stats.imported++;
    if (!ids) lacking.push(row);
    else if (!ids.some((id) => bios.get(id)?.name === row.coach)) {
      const alias = ids.length === 1 ? ` (taken as ${bios.get(ids[0])?.name})` : "";
      ctx.warn(
        `${nbaCoachNames.source} line ${row.line}: ${row.coach} not among ${row.tm} ${row.seas}'s coaches in ${nbaCoachSeasons.name}${alias}`,
      );
      if (ids.length === 1 && !idOfName.has(row.coach)) idOfName.set(row.coach, ids[0]);
    }
  }
  const named: NamedSeasons = { byId: new Map(), byName: new Map() };
  for (const row of lacking) {
    const club = clubs.get(`${row.seas}:${row.tm}`);
    const season: CoachSeason = {
      season: row.seas - 1,
      ...teamOf(setup, club?.team ?? row.tm, row.seas - 1),
    };
    const id = idOfName.get(row.coach);
    const [map, key] = id ? [named.byId, id] : [named.byName, row.coach];
    map.set(key, [...(map.get(key) ?? []), season]);
  }
  setup.report.done(file.stats, `${lacking.length} club seasons named without a W-L`);
  return named;
}

/** The person of a coach id: the player with the matching id and birth date, else a person of its own. */
function personOf(ctx: BuildContext, registry: PeopleRegistry, bio: NbaCoachBio): PersonDraft {
  const birth = /^\d{4}-\d{2}-\d{2}$/.test(bio.dob) ? bio.dob : null;
  const player = registry.persons.get(`bbref:${bio["coach.id"].replace(/c$/, "")}`);
  if (player && player.birth_date === birth) return player;
  if (player)
    ctx.warn(
      `${nbaCoachBios.source} line ${bio.line}: ${bio.name} (${birth}) is not player ${player.first_name} ${player.last_name} (${player.birth_date})`,
    );
  const person = namedPerson(registry, `bbref-coach:${bio["coach.id"]}`, bio.name, birth);
  if (/^\d{4}/.test(bio.dod)) person.death_year = Number(bio.dod.slice(0, 4));
  return person;
}

function registerCoaches(
  ctx: BuildContext,
  setup: Setup,
  bios: Map<string, NbaCoachBio>,
  records: Records,
  named: NamedSeasons,
): void {
  const registry = peopleOf(ctx);
  const all = [...records.seasonsOf.values(), ...named.byId.values(), ...named.byName.values()].flat();
  const first = Math.min(...all.map((s) => s.season));
  const latestSeason = Math.max(...all.map((s) => s.season));
  const coach = (person: PersonDraft, seasons: CoachSeason[], name = SOURCE_NAME) => {
    const counted = seasons.filter((s) => s.wins != null);
    registry.coaches.push(
      headCoach(person, setup.league, {
        seasons: [...seasons].sort((a, b) => a.season - b.season),
        latestSeason,
        ...NO_RECORD,
        wins: counted.length ? counted.reduce((n, s) => n + s.wins!, 0) : null,
        losses: counted.length ? counted.reduce((n, s) => n + s.losses!, 0) : null,
        // Defunct clubs have no W-L here and the W-L ends with 2019-20: never a whole career.
        source: {
          name,
          first_season: first,
          last_season: latestSeason,
          from_league_start: false,
        },
        record_is_career: false,
      }),
    );
  };
  const ids = new Set([...records.seasonsOf.keys(), ...named.byId.keys()]);
  for (const id of [...ids].sort()) {
    const bio = bios.get(id);
    if (!bio) {
      ctx.warn(`${nbaCoachSeasons.source}: coach id ${id} not in ${nbaCoachBios.name}`);
      continue;
    }
    coach(personOf(ctx, registry, bio), [
      ...(records.seasonsOf.get(id) ?? []),
      ...(named.byId.get(id) ?? []),
    ]);
  }
  for (const [name, seasons] of [...named.byName].sort(([a], [b]) => a.localeCompare(b)))
    coach(namedPerson(registry, `bref-coach-name:${name}`, name), seasons, NAMES_SOURCE);
  ctx.log(`  NBA head coaches: ${ids.size} with B-Ref ids, ${named.byName.size} named only`);
}
