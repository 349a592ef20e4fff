/**
 * People (players and coaches) from every source, collected first and written by one step at the
 * end so that slugs are unique across all sports and stable:
 *  - a person's slug is the slugified full name when no other person has that name; otherwise the
 *    name plus the birth year when that is unique among the namesakes; otherwise the name plus the
 *    source's own id (`john-smith-smithjo01`). It depends only on the person's own facts and the set of
 *    namesakes, never on file order.
 *  - a player's and a coach's slug is the person's slug.
 * A person is keyed by the source's id (Lahman playerID, Hockey Databank playerID/coachID,
 * Basketball-Reference player_id, coach names for nflverse and March Mania): the same key in two
 * importers (an MLB player who managed, an NHL player who coached) is one person.
 */
import type { Insertable } from "kysely";
import type { Database, Flag } from "../../db/schema";
import { slugify, type BuildContext } from "../context";
import type { BuildStep } from "../step";
import { reportOf } from "./common";
import { currentSeasonStartYear } from "../../../domain/season";
import { NAME_KEYED_SOURCES } from "../../../domain/former-slugs";

/** A person as the people table holds it, as the source gives it. */
type PersonFields = Pick<
  Database["people"],
  | "first_name"
  | "last_name"
  | "birth_date"
  | "birth_city"
  | "birth_state"
  | "birth_country"
  | "college"
  | "height_inches"
  | "weight_pounds"
>;

export interface PersonDraft extends PersonFields {
  key: string;
  birth_year: number | null;
  /** Year of death where the source gives it: a coach who died cannot have coached after. */
  death_year?: number | null;
  /** The source gives one name as written (nflverse's `T.Brady`): no first name, never "Unknown". */
  single_name?: boolean;
}

/** The league of a registry entry, and its sport and level by slug and by id. */
export interface RegistryLeague {
  sport: string;
  level: string;
  /** The league of the registry whose site shows the person. */
  league_key: string;
  sport_id: number;
  level_id: number;
}

/** A registry entry's league fields, taken from the league's lookup (which has more). */
export function registryLeague(league: RegistryLeague): RegistryLeague {
  const { sport, level, league_key, sport_id, level_id } = league;
  return { sport, level, league_key, sport_id, level_id };
}

/** A player or coach of the registry: the person and the league whose site shows them. */
interface PersonInLeague extends RegistryLeague {
  person: PersonDraft;
}

/** One season of a player with one team (a traded player has a row per team). */
export interface PlayerSeasonDraft {
  season: number;
  team_id: number | null;
  team_name: string | null;
  league: string | null;
  stats: Record<string, unknown>;
}

export interface PlayerDraft extends PersonInLeague {
  current_team_id: number | null;
  primary_position_name: string | null;
  years_pro: number | null;
  draft_year: number | null;
  draft_round: number | null;
  draft_pick: number | null;
  is_active: Flag;
  rookie_season: number | null;
  championships_won: number;
  all_star_selections: number;
  career_stats: Record<string, unknown> | null;
  awards: string[];
  jersey_number?: string | null;
  /** The player's last season in the source (start year). */
  last_season: number | null;
  /** The last season the source covers (start year); null for a source that is kept current. */
  source_through: number | null;
  seasons?: PlayerSeasonDraft[];
}

export interface CoachSeason {
  season: number;
  team_id: number | null;
  team_name: string;
  /** The season's record with this team, where the source has it. */
  wins?: number | null;
  losses?: number | null;
  ties?: number | null;
  playoff_wins?: number | null;
  playoff_losses?: number | null;
  won_title?: boolean;
}

/** What the source of a coach's record covers. */
export interface RecordSource {
  /** e.g. "nflverse games", "Lahman Managers.csv". */
  name: string;
  first_season: number;
  last_season: number;
  /** The source starts with the league itself, so a career cannot have begun before it. */
  from_league_start: boolean;
}

/** A coach's record as the coaches table holds it, written as the source gives it. */
export type CoachRecord = Pick<
  Database["coaches"],
  "wins" | "losses" | "ties" | "playoff_appearances" | "playoff_wins" | "playoff_losses" | "championships_won"
>;

export interface CoachDraft extends CoachRecord, PersonInLeague {
  title: string;
  /** Seasons coached (one entry per season and team). */
  seasons: CoachSeason[];
  /** The data's latest season: a coach of that season is active and has a current team. */
  latestSeason: number;
  awards: { name: string; year: number | null }[];
  source: RecordSource;
  /** Set by the curated careers (backend/data/coaches): the record is the whole career. */
  record_is_career?: boolean;
  /** Set by the curated careers: the career began in the source's first season (no "since"). */
  began_with_source?: boolean;
  /** Curated whole-career stints; they replace the stints derived from `seasons`. */
  stints?: Stint[];
}

export interface Stint {
  team_id: number | null;
  team_name: string;
  start_year: number;
  end_year: number;
}

/**
 * Whether a coach's record from a source is the whole career (without curated facts): only when
 * the source starts with the league, and the career is known to be over long before the source
 * ends (the coach died, or had not coached for 10 seasons when it ends). A coach of the source's
 * last seasons may have gone on; one whose first season is the source's first may have started
 * earlier. Curated facts (`record_is_career`) decide for the title-winning coaches.
 */
export const RETURN_GAP = 10;
export function recordIsCareer(
  c: Pick<CoachDraft, "source" | "seasons" | "record_is_career"> & {
    person: Pick<PersonDraft, "death_year">;
  },
): boolean {
  if (c.record_is_career !== undefined) return c.record_is_career;
  if (!c.source.from_league_start || c.seasons.length === 0) return false;
  const last = Math.max(...c.seasons.map((s) => s.season));
  const died = c.person.death_year ?? null;
  return (died !== null && died <= c.source.last_season) || last <= c.source.last_season - RETURN_GAP;
}

export class PeopleRegistry {
  readonly persons = new Map<string, PersonDraft>();
  readonly players: PlayerDraft[] = [];
  readonly coaches: CoachDraft[] = [];

  /** The person with this key, created from `data` the first time. */
  person(data: PersonDraft): PersonDraft {
    const existing = this.persons.get(data.key);
    if (existing) {
      // Fill what the first source did not know.
      for (const k of Object.keys(data) as (keyof PersonDraft)[]) {
        if (existing[k] === null && data[k] !== null)
          (existing as unknown as Record<string, unknown>)[k] = data[k];
      }
      return existing;
    }
    this.persons.set(data.key, data);
    return data;
  }
}

/**
 * The person of a source that gives a name and at most a birth date (coaches' name lists, players
 * known only by their stat lines): every other fact stays unknown.
 */
export function namedOnlyPerson(
  registry: PeopleRegistry,
  key: string,
  name: Pick<PersonDraft, "first_name" | "last_name" | "single_name">,
  birthDate: string | null = null,
): PersonDraft {
  return registry.person({
    key,
    ...name,
    birth_date: birthDate,
    birth_year: birthDate ? Number(birthDate.slice(0, 4)) : null,
    birth_city: null,
    birth_state: null,
    birth_country: null,
    college: null,
    height_inches: null,
    weight_pounds: null,
  });
}

const REGISTRIES = new WeakMap<BuildContext, PeopleRegistry>();

export function peopleOf(ctx: BuildContext): PeopleRegistry {
  let r = REGISTRIES.get(ctx);
  if (!r) REGISTRIES.set(ctx, (r = new PeopleRegistry()));
  return r;
}

/** Slugs for every person (see the module comment). */
/**
 * What tells a namesake without a birth year apart in its slug: the source's id of the person, or,
 * where the key's id is the name itself (`nfl-coach:Bobby Ross`), the source ("nfl"), never the
 * name twice.
 */
export function keySuffix(key: string, base: string): string {
  const parts = key.split(":");
  const id = slugify(parts.at(-1) ?? key);
  if (id && id !== base) return id;
  const source = NAME_KEYED_SOURCES[parts[0] ?? ""];
  if (source) return source;
  // Curated people: `curated-coach:{sport}:{level}:{name}`.
  return parts.length > 3 ? slugify(`${parts[1]} ${parts[2]}`) : slugify(key);
}

export function assignSlugs(persons: PersonDraft[]): Map<string, string> {
  const base = new Map<string, string>();
  const byBase = new Map<string, PersonDraft[]>();
  for (const p of persons) {
    const b = slugify(`${p.first_name} ${p.last_name}`) || "person";
    base.set(p.key, b);
    const list = byBase.get(b) ?? [];
    list.push(p);
    byBase.set(b, list);
  }
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const [b, list] of byBase) {
    if (list.length === 1) {
      out.set(list[0].key, b);
      taken.add(b);
    }
  }
  for (const [b, list] of byBase) {
    if (list.length === 1) continue;
    const years = new Map<string, number>();
    for (const p of list)
      if (p.birth_year !== null) years.set(String(p.birth_year), (years.get(String(p.birth_year)) ?? 0) + 1);
    for (const p of list) {
      let slug =
        p.birth_year !== null && years.get(String(p.birth_year)) === 1
          ? `${b}-${p.birth_year}`
          : `${b}-${keySuffix(p.key, b)}`;
      if (taken.has(slug)) slug = `${b}-${slugify(p.key)}`;
      out.set(p.key, slug);
      taken.add(slug);
    }
  }
  return out;
}

/** Consecutive seasons with the same team, as coaching_history stints. */
export function stintsOf(
  seasons: CoachSeason[],
): { team_id: number | null; team_name: string; start_year: number; end_year: number }[] {
  const sorted = [...seasons].sort((a, b) => a.season - b.season || a.team_name.localeCompare(b.team_name));
  const stints: { team_id: number | null; team_name: string; start_year: number; end_year: number }[] = [];
  for (const s of sorted) {
    const open = stints.find(
      (x) => x.team_name === s.team_name && x.team_id === s.team_id && x.end_year >= s.season - 1,
    );
    if (open) open.end_year = Math.max(open.end_year, s.season);
    else
      stints.push({ team_id: s.team_id, team_name: s.team_name, start_year: s.season, end_year: s.season });
  }
  return stints.sort((a, b) => a.start_year - b.start_year || a.team_name.localeCompare(b.team_name));
}

/** 'Active' only where the source reaches the current season and says so. */
function playerActive(p: PlayerDraft, now: Date): boolean {
  return (
    p.is_active === 1 &&
    (p.source_through === null || p.source_through >= currentSeasonStartYear(now, p.sport))
  );
}

/** Writes the people, players, coaches and coaching history collected by the importers. */
export const peopleStep: BuildStep = {
  name: "people: players and coaches",
  async run(ctx) {
    const registry = peopleOf(ctx);
    if (registry.persons.size === 0) return;
    const persons = [...registry.persons.values()];
    const slugs = assignSlugs(persons);
    const personIds = await writePeople(ctx, persons, slugs);
    const players = await writePlayers(ctx, registry.players, slugs, personIds);
    const coaches = await writeCoaches(ctx, registry.coaches, slugs, personIds);
    ctx.log(
      `  people ${persons.length}: players ${players}, coaches ${coaches.coaches} (${coaches.stints} coaching stints, ${coaches.awards} coach awards)`,
    );
  },
};

/** The people rows; returns each person's id by key. */
async function writePeople(
  ctx: BuildContext,
  persons: PersonDraft[],
  slugs: Map<string, string>,
): Promise<Map<string, number>> {
  const personIds = new Map<string, number>();
  const people: Insertable<Database["people"]>[] = persons.map((p) => {
    const id = ctx.nextId("people");
    personIds.set(p.key, id);
    return {
      id,
      slug: slugs.get(p.key)!,
      // One name (Nenê, nflverse's `T.Brady`): no first name, never "Unknown Nenê".
      first_name: p.single_name || (!p.first_name && p.last_name) ? "" : p.first_name || "Unknown",
      last_name: p.last_name || "Player",
      birth_date: p.birth_date,
      birth_city: p.birth_city,
      birth_state: p.birth_state,
      birth_country: p.birth_country,
      college: p.college,
      height_inches: p.height_inches,
      weight_pounds: p.weight_pounds,
      death_year: p.death_year ?? null,
    };
  });
  await ctx.insert("people", people);
  return personIds;
}

/** The players and their seasons; returns how many players. */
async function writePlayers(
  ctx: BuildContext,
  drafts: PlayerDraft[],
  slugs: Map<string, string>,
  personIds: Map<string, number>,
): Promise<number> {
  const report = reportOf(ctx);
  const playerSlugs = new Set<string>();
  const players: Insertable<Database["players"]>[] = drafts.map((p) => {
    let slug = slugs.get(p.person.key)!;
    if (playerSlugs.has(slug)) slug = `${slug}-${p.sport}`;
    playerSlugs.add(slug);
    report.count(p.sport, p.level, "players", 1);
    return playerRow(
      p,
      { id: ctx.nextId("players"), slug, person_id: personIds.get(p.person.key)! },
      ctx.now,
    );
  });
  await ctx.insert("players", players);
  const playerSeasons: Insertable<Database["player_seasons"]>[] = [];
  drafts.forEach((p, i) => {
    for (const s of [...(p.seasons ?? [])].sort((a, b) => a.season - b.season)) {
      playerSeasons.push({
        id: ctx.nextId("player_seasons"),
        player_id: players[i].id!,
        season_start_year: s.season,
        team_id: s.team_id,
        team_name: s.team_name,
        league: s.league,
        stats: JSON.stringify(s.stats),
      });
    }
  });
  await ctx.insert("player_seasons", playerSeasons);
  return players.length;
}

interface RowKeys {
  id: number;
  slug: string;
  person_id: number;
}

function playerRow(p: PlayerDraft, keys: RowKeys, now: Date): Insertable<Database["players"]> {
  const active = playerActive(p, now);
  return {
    ...keys,
    sport_id: p.sport_id,
    level_id: p.level_id,
    league_key: p.league_key,
    // A current team only where a source reaching the current season says so; the last team a
    // source shows for a retired player is no current team (docs/rules.md#derived-figures).
    current_team_id: active ? p.current_team_id : null,
    jersey_number: p.jersey_number ?? null,
    primary_position_name: p.primary_position_name,
    years_pro: p.years_pro,
    draft_year: p.draft_year,
    draft_round: p.draft_round,
    draft_pick: p.draft_pick,
    salary: null,
    is_active: active ? 1 : 0,
    rookie_season: p.rookie_season,
    contract_end_year: null,
    championships_won: p.championships_won,
    all_star_selections: p.all_star_selections,
    career_stats: p.career_stats ? JSON.stringify(p.career_stats) : null,
    awards: p.awards.length ? JSON.stringify(p.awards) : null,
    last_season: p.last_season,
    source_through: p.source_through,
  };
}

/** The coaches with their seasons, stints and awards; returns the counts the build log shows. */
async function writeCoaches(
  ctx: BuildContext,
  drafts: CoachDraft[],
  slugs: Map<string, string>,
  personIds: Map<string, number>,
): Promise<{ coaches: number; stints: number; awards: number }> {
  const report = reportOf(ctx);
  const coachSlugs = new Set<string>();
  const coaches: Insertable<Database["coaches"]>[] = [];
  const history: Insertable<Database["coaching_history"]>[] = [];
  const awards: Insertable<Database["coach_awards"]>[] = [];
  const coachSeasons: Insertable<Database["coach_seasons"]>[] = [];
  for (const c of drafts) {
    let slug = slugs.get(c.person.key)!;
    if (coachSlugs.has(slug)) slug = `${slug}-${c.sport}-${c.level === "professional" ? "pro" : "college"}`;
    coachSlugs.add(slug);
    const id = ctx.nextId("coaches");
    const career = careerOf(c, ctx.now, ctx.lookups.leagues.get(c.league_key)?.first_season ?? null);
    coaches.push(coachRow(c, { id, slug, person_id: personIds.get(c.person.key)! }, career));
    for (const s of [...c.seasons].sort((a, b) => a.season - b.season)) {
      if (s.wins === undefined) continue;
      coachSeasons.push({ id: ctx.nextId("coach_seasons"), coach_id: id, ...coachSeasonFields(s) });
    }
    for (const s of career.stints) {
      const { team_id, team_name, start_year, end_year } = s;
      const is_active = career.active && s === career.last ? 1 : 0;
      history.push({
        id: ctx.nextId("coaching_history"),
        coach_id: id,
        team_id,
        team_name,
        start_year,
        end_year,
        title: c.title,
        is_head_coach: 1,
        is_active,
      });
    }
    for (const a of c.awards)
      awards.push({ id: ctx.nextId("coach_awards"), coach_id: id, name: a.name, year: a.year });
    report.count(c.sport, c.level, "coaches", 1);
  }
  await ctx.insert("coaches", coaches);
  await ctx.insert("coaching_history", history);
  await ctx.insert("coach_awards", awards);
  await ctx.insert("coach_seasons", coachSeasons);
  return { coaches: coaches.length, stints: history.length, awards: awards.length };
}

function coachSeasonFields(s: CoachSeason) {
  return {
    season_start_year: s.season,
    team_id: s.team_id,
    team_name: s.team_name,
    wins: s.wins ?? null,
    losses: s.losses ?? null,
    ties: s.ties ?? null,
    playoff_wins: s.playoff_wins ?? null,
    playoff_losses: s.playoff_losses ?? null,
    won_title: s.won_title ? 1 : 0,
  } satisfies Omit<Insertable<Database["coach_seasons"]>, "id" | "coach_id">;
}

/** What a coach's stints say about the career: whether it goes on, how long, what the record counts. */
interface CoachCareer {
  stints: Stint[];
  last: Stint | null;
  active: boolean;
  years: number;
  recordIsCareer: boolean;
  experienceIsCareer: boolean;
  counted: { start_year: number; end_year: number }[];
  /** The source's first season where the record starts with it and the career may have begun earlier. */
  since: number | null;
}

function careerOf(c: CoachDraft, now: Date, leagueFirst: number | null): CoachCareer {
  const stints = c.stints ?? stintsOf(c.seasons);
  const last = stints.reduce<Stint | null>((m, s) => (!m || s.end_year > m.end_year ? s : m), null);
  const current = currentSeasonStartYear(now, c.sport);
  // Active only where the source reaches the current season (a source ending earlier cannot say).
  const active = last !== null && last.end_year >= c.latestSeason && c.latestSeason >= current;
  const distinct = new Set(
    c.stints
      ? c.stints.flatMap((s) =>
          Array.from({ length: s.end_year - s.start_year + 1 }, (_, k) => s.start_year + k),
        )
      : c.seasons.map((s) => s.season),
  );
  const career = recordIsCareer(c);
  // The seasons count is the whole career where the stints are (curated careers, or a source
  // holding the whole career) and the career cannot have gone on past them: over before the
  // current season, or seen by a source of the current season. Otherwise the page labels it
  // with the seasons it covers (docs/rules.md#derived-figures).
  const lastYear = distinct.size ? Math.max(...distinct) : null;
  const experienceIsCareer =
    (c.stints !== undefined || career) &&
    lastYear !== null &&
    (active || lastYear < current - 1 || c.person.death_year != null);
  // The seasons the record counts: the whole career for a curated record, else the source's seasons.
  const withRecord = c.seasons.filter((s) => s.wins !== undefined);
  const counted =
    career && c.stints
      ? c.stints
      : (withRecord.length ? withRecord : c.seasons).map((s) => ({
          start_year: s.season,
          end_year: s.season,
        }));
  const from = counted.length ? Math.min(...counted.map((s) => s.start_year)) : null;
  // A source that starts after the league (nflverse games, 1999) cannot see a career's earlier
  // seasons: a record starting with it counts "since" then, unless curated facts say it began there.
  const since =
    !career && !c.began_with_source && leagueFirst !== null && c.source.first_season > leagueFirst
      ? from === c.source.first_season
        ? from
        : null
      : null;
  return {
    stints,
    last,
    active,
    years: distinct.size,
    recordIsCareer: career,
    experienceIsCareer,
    counted,
    since,
  };
}

function coachRow(c: CoachDraft, keys: RowKeys, career: CoachCareer): Insertable<Database["coaches"]> {
  const { active, last, counted } = career;
  return {
    ...keys,
    sport_id: c.sport_id,
    level_id: c.level_id,
    league_key: c.league_key,
    current_team_id: active ? last!.team_id : null,
    title: c.title,
    is_head_coach: 1,
    is_active: active ? 1 : 0,
    years_experience: career.years,
    years_with_current_team: active ? last!.end_year - last!.start_year + 1 : null,
    hire_date: null,
    specialization: null,
    coaching_philosophy: null,
    contract_end_year: null,
    wins: c.wins,
    losses: c.losses,
    ties: c.ties,
    playoff_appearances: c.playoff_appearances,
    playoff_wins: c.playoff_wins,
    playoff_losses: c.playoff_losses,
    championships_won: c.championships_won,
    playing_experience: null,
    record_is_career: career.recordIsCareer ? 1 : 0,
    record_from: counted.length ? Math.min(...counted.map((s) => s.start_year)) : null,
    record_to: counted.length ? Math.max(...counted.map((s) => s.end_year)) : null,
    record_source: career.recordIsCareer && c.stints ? "curated" : c.source.name,
    record_since: career.since,
    experience_is_career: career.experienceIsCareer ? 1 : 0,
  };
}

/** "Reggie Minton" from "reggie_minton"; "LeBron James" → first LeBron, last James. */
export function splitName(full: string): { first_name: string; last_name: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: "Unknown", last_name: "Player" };
  if (parts.length === 1) return { first_name: "", last_name: parts[0] };
  // Suffixes stay with the last name: "Ken Griffey Jr."
  const suffix = /^(jr\.?|sr\.?|ii|iii|iv|v)$/i;
  let lastStart = parts.length - 1;
  if (suffix.test(parts[lastStart]) && lastStart > 1) lastStart--;
  return { first_name: parts.slice(0, lastStart).join(" "), last_name: parts.slice(lastStart).join(" ") };
}

export function isoFromParts(y: number | null, m: number | null, d: number | null): string | null {
  if (!y || !m || !d) return null;
  const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === iso ? iso : null;
}
