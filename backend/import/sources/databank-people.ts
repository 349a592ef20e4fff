/**
 * What the Lahman and Hockey Databank people files share: one layout for a person's bio (People.csv,
 * Master.csv), for coaches' and managers' awards (AwardsManagers.csv, AwardsCoaches.csv), and
 * coach rows per team-season with the order of the coaches within it (Managers.csv `inseason`,
 * Coaches.csv `stint`).
 */
import type { z } from "zod";
import type { bioColumns } from "../readers/typed";
import type { FileStats, ImportReport } from "./common";
import {
  isoFromParts,
  registryLeague,
  type CoachRecord,
  type PeopleRegistry,
  type PersonDraft,
  type RegistryLeague,
} from "./people";

/** What the bio columns do not say: the key, the name as validated, the college. */
export interface PersonFacts {
  key: string;
  first_name: string;
  last_name: string;
  college: string | null;
}

/** A bio row as the typed readers give it (Lahman `birthMonth`, the Databank's `birthMon`, passed as birthMonth). */
export type Bio = z.output<z.ZodObject<typeof bioColumns>> & { birthMonth: number | null };

/** The person of a bio row. */
export function databankPerson(registry: PeopleRegistry, bio: Bio, facts: PersonFacts): PersonDraft {
  return registry.person({
    key: facts.key,
    first_name: facts.first_name,
    last_name: facts.last_name,
    birth_date: isoFromParts(bio.birthYear, bio.birthMonth, bio.birthDay),
    birth_year: bio.birthYear,
    birth_city: bio.birthCity || null,
    birth_state: bio.birthState || null,
    birth_country: bio.birthCountry || null,
    college: facts.college,
    height_inches: bio.height,
    weight_pounds: bio.weight,
    death_year: bio.deathYear,
  });
}

export type CoachAwards = Map<string, { name: string; year: number | null }[]>;

/** A coaches' awards file by person: the award's name and year (blank year unknown). */
export function coachAwardsOf(
  stats: FileStats,
  report: ImportReport,
  rows: readonly { person: string; award: string; year: number }[],
): CoachAwards {
  const awards: CoachAwards = new Map();
  for (const { person, award, year } of rows) {
    awards.set(person, [...(awards.get(person) ?? []), { name: award, year: year || null }]);
    stats.imported++;
  }
  report.done(stats);
  return awards;
}

/**
 * The rows of each person of a coaches file, in file order, with the person the people file holds;
 * every row of an id it lacks is rejected (`missing` says where the id was looked for).
 */
export function rowsOfKnownPersons<R extends { line: number }>(
  file: { rows: readonly R[]; stats: FileStats },
  personOf: (row: R) => string,
  persons: ReadonlyMap<string, PersonDraft>,
  rejected: { report: ImportReport; missing: (id: string) => string },
): { id: string; person: PersonDraft; rows: R[] }[] {
  const byPerson = new Map<string, R[]>();
  for (const row of file.rows) byPerson.set(personOf(row), [...(byPerson.get(personOf(row)) ?? []), row]);
  const known: { id: string; person: PersonDraft; rows: R[] }[] = [];
  for (const [id, rows] of byPerson) {
    const person = persons.get(id);
    if (person) known.push({ id, person, rows });
    else for (const row of rows) rejected.report.reject(file.stats, row.line, rejected.missing(id));
  }
  return known;
}

/**
 * What every coach of a databank's coaches file shares: the league, the title, and the file as the
 * source of the record, which starts with the league.
 */
export function databankCoach(
  league: RegistryLeague,
  title: string,
  file: { name: string; first_season: number; last_season: number },
) {
  return {
    ...registryLeague(league),
    title,
    latestSeason: file.last_season,
    source: { ...file, from_league_start: true },
  };
}

export type LastCoaches = Map<string, { id: string; order: number }>;

/**
 * The last coach of each team-season (`year:team`), by the order column: he gets its postseason
 * and title.
 */
export function lastCoachOfEachTeamSeason(
  rows: readonly { year: number; team: string; order: number | null; person: string }[],
): LastCoaches {
  const last: LastCoaches = new Map();
  for (const row of rows) {
    const key = `${row.year}:${row.team}`;
    const order = row.order ?? 0;
    const prev = last.get(key);
    if (!prev || order > prev.order) last.set(key, { id: row.person, order });
  }
  return last;
}

/** A coach's record summed over his rows (every figure known: the databank files have them all). */
export type CoachTotals = { [K in keyof CoachRecord]: number };

export function emptyCoachTotals(): CoachTotals {
  return {
    wins: 0,
    losses: 0,
    ties: 0,
    playoff_appearances: 0,
    playoff_wins: 0,
    playoff_losses: 0,
    championships_won: 0,
  };
}
