/**
 * NFL defence 2018-2021 from Pro-Football-Reference's advanced defence table (via nflverse), keyed
 * by PFR id, joined to our NFL people:
 *  - `registerNflDefense` (in the NFL players step, after the careers): each PFR id is the person
 *    the 2024 roster's `pfr_id` crosswalk names; else the one player of ours with that full name
 *    and a line for that club and season (a 2TM/3TM row: with several clubs that season); a PFR id
 *    whose rows point to two people, or a row to two namesakes, is rejected and counted. An id that
 *    matches nobody is a defensive player without an offensive line: a new person keyed by the PFR
 *    id (never merged with a namesake of another club or season; those are counted in the log).
 *  - `nflDefenseStep` (after the people step): one line per player and season; a traded player's
 *    2TM/3TM total is the season (team TOT), the file has no club rows for it.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { nflDefensePfr, type NflDefenseRow } from "../readers/nfl-defense-pfr";
import type { BuildStep } from "../step";
import { leagueImport, type FileStats, type LeagueSetup } from "./common";
import { namedOnlyPerson, peopleOf } from "./people";
import { linesOnlyPlayer } from "./nfl-careers";
import { playerIdsByKey } from "./rosters";

/** The seasons of the file. */
export const NFL_DEFENSE_FROM = 2018;
export const NFL_DEFENSE_THROUGH = 2021;

/** A traded player's total row (`2TM`, `3TM`). */
export const isTotalRow = (tm: string) => /^\dTM$/.test(tm);

/** A name as the match compares it: no accents, case, dots, apostrophes or generational suffix. */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/-/g, " ")
    .replace(/\s+(jr|sr|ii|iii|iv|v)$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

const POSITION_GROUPS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ["LB", "MLB", "LLB", "RLB", "OLB", "LOLB", "ROLB", "ILB", "LILB", "RILB", "IL", "ML"].map((p) => [
      p,
      "Linebacker",
    ]),
  ),
  ...Object.fromEntries(
    ["DL", "DE", "DT", "NT", "LDE", "RDE", "LDT", "RDT"].map((p) => [p, "Defensive Line"]),
  ),
  ...Object.fromEntries(["DB", "CB", "LCB", "RCB", "S", "FS", "SS"].map((p) => [p, "Defensive Back"])),
};

/** The position group of PFR's position ("LOLB", "CB/RCB"); null for "NA", an offensive or a mixed one. */
export function defensePosition(pos: string): string | null {
  const groups = new Set(
    pos
      .split("/")
      .filter(Boolean)
      .map((p) => POSITION_GROUPS[p] ?? null),
  );
  return groups.size === 1 ? ([...groups][0] ?? null) : null;
}

/** A player of ours with a line in a season: his name, and his clubs that season. */
export interface HeldSeason {
  key: string;
  name: string;
  season: number;
  clubs: ReadonlySet<string>;
}

export type DefenseMatch =
  { kind: "crosswalk" | "name"; key: string } | { kind: "new" } | { kind: "rejected"; reason: string };

/**
 * Who each PFR id is (pure; the rules of the module comment). `crosswalk` maps PFR ids to person
 * keys; `held` are the season clubs of the players we hold.
 */
export function matchDefense(
  rows: readonly Pick<NflDefenseRow, "pfr_id" | "player" | "season" | "tm">[],
  crosswalk: ReadonlyMap<string, string>,
  held: readonly HeldSeason[],
): Map<string, DefenseMatch> {
  const index = new Map<string, HeldSeason[]>();
  for (const h of held) {
    const k = `${nameKey(h.name)}:${h.season}`;
    index.set(k, [...(index.get(k) ?? []), h]);
  }
  const byId = new Map<string, typeof rows>();
  for (const r of rows) byId.set(r.pfr_id, [...(byId.get(r.pfr_id) ?? []), r]);
  const out = new Map<string, DefenseMatch>();
  for (const [id, own] of byId) {
    const known = crosswalk.get(id);
    if (known) {
      out.set(id, { kind: "crosswalk", key: known });
      continue;
    }
    const found = new Set<string>();
    let twoNamesakes: string | null = null;
    for (const r of own) {
      const fits = (index.get(`${nameKey(r.player)}:${r.season}`) ?? []).filter((h) =>
        isTotalRow(r.tm) ? h.clubs.size > 1 : h.clubs.has(r.tm),
      );
      if (fits.length > 1) twoNamesakes = `${r.season} ${r.tm}: ${fits.map((f) => f.key).join(", ")}`;
      else if (fits[0]) found.add(fits[0].key);
    }
    if (twoNamesakes)
      out.set(id, { kind: "rejected", reason: `two players of this name in ${twoNamesakes}` });
    else if (found.size > 1)
      out.set(id, { kind: "rejected", reason: `rows match different players: ${[...found].join(", ")}` });
    else if (found.size === 1) out.set(id, { kind: "name", key: [...found][0]! });
    else out.set(id, { kind: "new" });
  }
  // One person, one PFR id: two ids joined to one person are both rejected, never merged.
  const idsOf = new Map<string, string[]>();
  for (const [id, m] of out)
    if (m.kind === "crosswalk" || m.kind === "name") idsOf.set(m.key, [...(idsOf.get(m.key) ?? []), id]);
  for (const [key, ids] of idsOf)
    if (ids.length > 1)
      for (const id of ids)
        out.set(id, { kind: "rejected", reason: `PFR ids ${ids.join(", ")} all match ${key}` });
  return out;
}

interface Loaded {
  rows: NflDefenseRow[];
  stats: FileStats;
  /** The person key of each PFR id that was joined or added. */
  personOf: Map<string, string>;
}
const LOADED = new WeakMap<BuildContext, Loaded>();

/**
 * Joins the PFR ids to our people (module comment) and adds the defensive players we do not hold.
 * `crosswalk`: PFR id to gsis id (the 2024 roster); `held`: our players' clubs per season 2018-2021.
 */
export function registerNflDefense(
  ctx: BuildContext,
  setup: LeagueSetup,
  crosswalk: ReadonlyMap<string, string>,
  held: readonly HeldSeason[],
): void {
  const { dataDir, league, report } = setup;
  const { stats, rows } = nflDefensePfr.open(report, dataDir, "football", "professional");
  const registry = peopleOf(ctx);
  const keys = new Map<string, string>();
  for (const [pfr, gsis] of crosswalk)
    if (registry.persons.has(`nflverse:${gsis}`)) keys.set(pfr, `nflverse:${gsis}`);
  const matches = matchDefense(rows, keys, held);
  const personOf = new Map<string, string>();
  const counts = { crosswalk: 0, name: 0, new: 0, rejected: 0 };
  const rejected: string[] = [];
  const byId = new Map<string, NflDefenseRow[]>();
  for (const r of rows) byId.set(r.pfr_id, [...(byId.get(r.pfr_id) ?? []), r]);
  const heldNames = new Set(held.map((h) => nameKey(h.name)));
  let namesakes = 0;
  for (const [id, m] of matches) {
    counts[m.kind]++;
    const own = byId.get(id)!;
    if (m.kind === "rejected") {
      rejected.push(`${own[0]!.player} (${id}): ${m.reason}`);
      for (const r of own) report.reject(stats, r.line, `${r.player} (${id}): ${m.reason}`);
      continue;
    }
    if (m.kind !== "new") {
      personOf.set(id, m.key);
      continue;
    }
    const latest = own.reduce((a, b) => (b.season > a.season ? b : a));
    if (heldNames.has(nameKey(latest.player))) namesakes++;
    const [first, ...rest] = latest.player.split(/\s+/);
    const person = namedOnlyPerson(
      registry,
      `pfr:${id}`,
      rest.length
        ? { first_name: first!, last_name: rest.join(" ") }
        : { first_name: "", last_name: latest.player, single_name: true },
    );
    const positions = [...own].sort((a, b) => b.season - a.season).map((r) => defensePosition(r.pos));
    registry.players.push(
      linesOnlyPlayer(person, league, {
        position: positions.find((p) => p !== null) ?? null,
        lastSeason: latest.season,
        through: NFL_DEFENSE_THROUGH,
      }),
    );
    personOf.set(id, person.key);
  }
  LOADED.set(ctx, { rows, stats, personOf });
  ctx.log(
    `  NFL defence 2018-2021: ${matches.size} PFR ids: ${counts.crosswalk} by the 2024 roster's pfr_id, ` +
      `${counts.name} by name, club and season, ${counts.new} added as defensive players without an offensive line ` +
      `(${namesakes} of them share a name with another player of ours in 2018-2021, kept apart), ${counts.rejected} rejected`,
  );
  if (rejected.length)
    ctx.warn(`NFL defence: ${rejected.length} PFR ids matched to no single person: ${rejected.join("; ")}`);
}

type DefenseLine = Insertable<Database["football_defense_lines"]>;

/** The season line of a source row (TOT for a 2TM/3TM total); exported for the unit tests. */
export function defenseLineOf(
  r: NflDefenseRow,
  playerId: number,
  team: { id: number; name: string | null } | null,
): Omit<DefenseLine, "id"> {
  const total = isTotalRow(r.tm);
  return {
    player_id: playerId,
    season_start_year: r.season,
    stint: 0,
    team_id: total ? null : (team?.id ?? null),
    team_code: total ? "TOT" : r.tm,
    team_name: total ? null : (team?.name ?? null),
    league: "NFL",
    pfr_id: r.pfr_id,
    games: r.g,
    games_started: r.gs,
    tackles: r.comb,
    def_sacks: r.sk,
    def_int: r.int,
    source: "pfr-advanced",
  };
}

export const nflDefenseStep: BuildStep = {
  name: "NFL defence (Pro-Football-Reference advanced, 2018-2021)",
  async run(ctx) {
    const setup = await leagueImport(ctx, "nfl");
    const loaded = LOADED.get(ctx);
    if (!setup || !loaded) return;
    const { report, crosswalk } = setup;
    const players = await playerIdsByKey(ctx);
    // The club's name that season, as our games write it (the Oakland Raiders of 2018-2019).
    const games = await ctx.db
      .selectFrom("games")
      .select(["season_start_year", "home_team_id", "home_team_name"])
      .where("league_key", "=", "nfl")
      .where("season_start_year", ">=", NFL_DEFENSE_FROM)
      .where("season_start_year", "<=", NFL_DEFENSE_THROUGH)
      .execute();
    const names = new Map<string, string | null>();
    for (const g of games) names.set(`${g.season_start_year}:${g.home_team_id}`, g.home_team_name);
    const club = (code: string, season: number) => {
      // The file writes today's codes in every season (LV for the 2018 Raiders), as the weekly files do.
      const now = crosswalk.resolve("nflverse", "nfl", code, season);
      const later = now.ok ? now : crosswalk.resolve("nflverse", "nfl", code, 2024);
      if (!later.ok) return null;
      const id = later.value.team.id;
      return { id, name: names.get(`${season}:${id}`) ?? null };
    };
    const lines: DefenseLine[] = [];
    const seen = new Map<string, number>();
    for (const r of loaded.rows) {
      const key = loaded.personOf.get(r.pfr_id);
      if (!key) continue; // rejected with its reason by the players step
      const playerId = players.get(key);
      if (playerId === undefined) {
        report.reject(loaded.stats, r.line, `no player row for ${r.player} (${key})`);
        continue;
      }
      const team = isTotalRow(r.tm) ? null : club(r.tm, r.season);
      if (!isTotalRow(r.tm) && !team) {
        report.reject(loaded.stats, r.line, `club ${r.tm} ${r.season} unknown`);
        continue;
      }
      const k = `${playerId}:${r.season}`;
      seen.set(k, (seen.get(k) ?? 0) + 1);
      lines.push({ id: ctx.nextId("football_defense_lines"), ...defenseLineOf(r, playerId, team) });
      loaded.stats.imported++;
    }
    // Invariant: one line per person and season (the 2TM row is the season, no club rows beside it).
    const twice = [...seen].filter(([, n]) => n > 1).map(([k]) => k);
    if (twice.length)
      throw new Error(
        `NFL defence: two lines for one player and season (player:season): ${twice.join("; ")}`,
      );
    report.done(loaded.stats, "regular seasons 2018-2021; a traded player's 2TM/3TM row is his season (TOT)");
    await ctx.insert("football_defense_lines", lines);
    ctx.log(`  football_defense_lines ${lines.length}`);
  },
};
