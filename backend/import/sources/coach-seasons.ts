/**
 * Head coaches the importers derive from games and name lists: the person of a coach a source
 * knows by name only, a game's score seen from one side, and the coach draft every source fills in
 * the same frame (title "Head Coach", no awards of its own).
 */
import type { BuildContext } from "../context";
import type { GameDraft } from "./games";
import {
  namedOnlyPerson,
  registryLeague,
  splitName,
  type CoachDraft,
  type CoachSeason,
  type PeopleRegistry,
  type PersonDraft,
  type RegistryLeague,
} from "./people";

/** A person known by name (and at most a birth date): the sources give no other facts of coaches. */
export function namedPerson(
  registry: PeopleRegistry,
  key: string,
  name: string,
  birthDate: string | null = null,
): PersonDraft {
  return namedOnlyPerson(registry, key, splitName(name), birthDate);
}

/** A scored game's points from one side's view; null while the game has no score. */
export function sideScores(g: GameDraft, side: "home" | "away"): { own: number; opp: number } | null {
  if (g.homeScore === null || g.awayScore === null) return null;
  return side === "home" ? { own: g.homeScore, opp: g.awayScore } : { own: g.awayScore, opp: g.homeScore };
}

/** What a source knows of a head coach: the seasons, the record it covers and where it comes from. */
export type CoachRecord = Omit<CoachDraft, keyof RegistryLeague | "person" | "title" | "awards">;

/** The record of a coach whose source gives none (or only the W-L, spread over it): nothing known, no titles. */
export const NO_RECORD = {
  wins: null,
  losses: null,
  ties: null,
  playoff_appearances: null,
  playoff_wins: null,
  playoff_losses: null,
  championships_won: 0,
} as const satisfies Partial<CoachRecord>;

/** A head coach's draft (awards come from award files, never from the coach's source). */
export function headCoach(person: PersonDraft, league: RegistryLeague, record: CoachRecord): CoachDraft {
  return {
    person,
    ...registryLeague(league),
    title: "Head Coach",
    ...record,
    awards: [],
  };
}

/** A coach of the file: its key (a name, or a name and a program), the name it shows, its seasons. */
export interface NamedSeasons {
  name: string;
  seasons: CoachSeason[];
}

/**
 * Each name's seasons, by key: a name with two programs in one season is two people the file
 * cannot tell apart, so each of its programs is a coach of its own (never their sum); said once.
 */
export function apartByProgram(
  ctx: BuildContext,
  source: string,
  seasonsOf: Map<string, CoachSeason[]>,
): Map<string, NamedSeasons> {
  const out = new Map<string, NamedSeasons>();
  const shared: string[] = [];
  for (const [name, seasons] of seasonsOf) {
    const teams = new Map<number, Set<number | null>>();
    for (const s of seasons) teams.set(s.season, (teams.get(s.season) ?? new Set()).add(s.team_id));
    const season = [...teams].find(([, t]) => t.size > 1)?.[0];
    if (season === undefined) {
      out.set(name, { name, seasons });
      continue;
    }
    shared.push(`${name} (${season})`);
    for (const s of seasons) {
      const key = `${name}@${s.team_id}`;
      out.set(key, { name, seasons: [...(out.get(key)?.seasons ?? []), s] });
    }
  }
  if (shared.length)
    ctx.warn(
      `${source}: ${shared.length} names coach two programs in one season (namesakes, kept apart by program): ${shared.join(", ")}`,
    );
  return out;
}
