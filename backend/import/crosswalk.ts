/**
 * The one crosswalk from every source's team codes and names to our franchises/programs
 * (backend/data/teams/*.csv) and the identity (name of the time) of the season.
 *
 * Resolution of (source, league, code, season), first hit wins:
 *  1. an explicit row of crosswalk/codes.csv for that source and code whose season range covers the
 *     season. A row with an empty team_slug is a known non-franchise (e.g. an AAFC club): the
 *     lookup fails with the row's note as the reason;
 *  2. the abbreviation of the time: an identity of a team of the league with that abbreviation
 *     covering the season (nflverse `LA`/`STL`/`OAK`/`SD`, NHL API `PHX`/`ATL`, ...), else a
 *     team's current abbreviation while the team existed;
 *  3. the full name of the time (Sports-Reference exports, champion lists): an identity with that
 *     name covering the season, else a team's current name while it existed.
 * Anything else is unmatched, with a reason naming the source, code and season. Callers report it
 * as a rejected row (file:line); nothing is dropped silently.
 *
 * Alignment (conference and division of a season) comes from crosswalk/alignments.csv where the
 * league's alignment differed from today's, else from the team's current alignment for seasons
 * since the current alignment began (NFL 2002, NBA 2004, NHL 2021); earlier seasons without a row
 * have none.
 */
import fs from "node:fs";
import path from "node:path";
import { findLeague } from "../../domain/leagues";
import { REPO_ROOT } from "../db/connection";
import { findIdentity, type BuildContext, type IdentityRef, type TeamRef } from "./context";
import { parseCsv } from "./csv";

// From the repository root, not this file: the compiled server runs this code from build/.
export const CROSSWALK_DIR = path.join(REPO_ROOT, "backend", "import", "crosswalk");

export interface CodeRow {
  source: string;
  code: string;
  team_slug: string | null;
  first_season: number | null;
  last_season: number | null;
  note: string | null;
}

export interface AlignmentRow {
  league: string;
  team_slug: string;
  first_season: number;
  last_season: number;
  conference: string | null;
  division: string | null;
}

export interface TeamInfo extends TeamRef {
  /** First and last season the franchise played (null: unknown / still active). */
  first_season: number | null;
  last_season: number | null;
  conference: string | null;
  division: string | null;
}

export interface Resolved {
  team: TeamInfo;
  name: string;
  city: string | null;
  abbreviation: string | null;
}

export type Resolution = { ok: true; value: Resolved } | { ok: false; reason: string };

function optInt(v: string | undefined): number | null {
  const t = (v ?? "").trim();
  return t === "" ? null : Number.parseInt(t, 10);
}

function optStr(v: string | undefined): string | null {
  const t = (v ?? "").trim();
  return t === "" ? null : t;
}

export function readCodeRows(file = path.join(CROSSWALK_DIR, "codes.csv")): CodeRow[] {
  if (!fs.existsSync(file)) return [];
  return parseCsv(fs.readFileSync(file, "utf8")).records.map(({ values }) => ({
    source: values.source.trim(),
    code: values.code.trim(),
    team_slug: optStr(values.team_slug),
    first_season: optInt(values.first_season),
    last_season: optInt(values.last_season),
    note: optStr(values.note),
  }));
}

export function readAlignmentRows(file = path.join(CROSSWALK_DIR, "alignments.csv")): AlignmentRow[] {
  if (!fs.existsSync(file)) return [];
  return parseCsv(fs.readFileSync(file, "utf8")).records.map(({ values }) => ({
    league: values.league.trim(),
    team_slug: values.team_slug.trim(),
    first_season: Number(values.first_season),
    last_season: Number(values.last_season),
    conference: optStr(values.conference),
    division: optStr(values.division),
  }));
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

export class Crosswalk {
  private readonly codes = new Map<string, CodeRow[]>();
  private readonly byLeague = new Map<string, TeamInfo[]>();
  private readonly alignments = new Map<string, AlignmentRow[]>();
  readonly bySlug = new Map<string, TeamInfo>();

  constructor(
    teams: TeamInfo[],
    private readonly identities: Map<number, IdentityRef[]>,
    codeRows: CodeRow[] = [],
    alignmentRows: AlignmentRow[] = [],
  ) {
    for (const team of teams) {
      this.bySlug.set(team.slug, team);
      const list = this.byLeague.get(team.league_key) ?? [];
      list.push(team);
      this.byLeague.set(team.league_key, list);
    }
    for (const row of codeRows) {
      const key = `${row.source}:${row.code.toUpperCase()}`;
      const list = this.codes.get(key) ?? [];
      list.push(row);
      this.codes.set(key, list);
    }
    for (const row of alignmentRows) {
      const key = `${row.league}:${row.team_slug}`;
      const list = this.alignments.get(key) ?? [];
      list.push(row);
      this.alignments.set(key, list);
    }
  }

  /** Unknown team slugs in the code and alignment files (a mistake in our own mapping files). */
  static check(teams: Map<string, unknown>, codeRows: CodeRow[], alignmentRows: AlignmentRow[]): string[] {
    const problems: string[] = [];
    for (const r of codeRows)
      if (r.team_slug && !teams.has(r.team_slug))
        problems.push(`codes.csv: ${r.source} ${r.code}: unknown team "${r.team_slug}"`);
    for (const r of alignmentRows)
      if (!teams.has(r.team_slug)) problems.push(`alignments.csv: unknown team "${r.team_slug}"`);
    return problems;
  }

  private existed(team: TeamInfo, season: number): boolean {
    if (team.last_season !== null && season > team.last_season) return false;
    const identities = this.identities.get(team.id) ?? [];
    const first = Math.min(
      team.first_season ?? Infinity,
      ...identities.map((i) => i.first_season ?? -Infinity),
    );
    return !Number.isFinite(first) || first <= season;
  }

  private resolved(team: TeamInfo, season: number): Resolved {
    const identity = findIdentity(this.identities.get(team.id), season);
    return identity
      ? { team, name: identity.name, city: identity.city, abbreviation: identity.abbreviation }
      : { team, name: team.name, city: team.city, abbreviation: team.abbreviation };
  }

  /** Source code or name of a team in a season, to the franchise and its name of the time. */
  resolve(source: string, league: string, code: string, season: number): Resolution {
    const raw = code.trim();
    if (raw === "") return { ok: false, reason: `${source}: empty team code` };
    const explicit = (this.codes.get(`${source}:${raw.toUpperCase()}`) ?? []).find(
      (r) => (r.first_season ?? -Infinity) <= season && season <= (r.last_season ?? Infinity),
    );
    if (explicit) {
      if (!explicit.team_slug)
        return {
          ok: false,
          reason: `${source} team "${raw}" (${season}): ${explicit.note ?? "not a franchise we track"}`,
        };
      const team = this.bySlug.get(explicit.team_slug);
      if (!team)
        return {
          ok: false,
          reason: `${source} team "${raw}": crosswalk names unknown team "${explicit.team_slug}"`,
        };
      return { ok: true, value: this.resolved(team, season) };
    }
    const teams = this.byLeague.get(league) ?? [];
    const key = norm(raw);
    // 2. abbreviation of the time, then current abbreviation
    for (const team of teams) {
      const identity = findIdentity(this.identities.get(team.id), season);
      if (identity?.abbreviation && norm(identity.abbreviation) === key)
        return { ok: true, value: this.resolved(team, season) };
    }
    for (const team of teams) {
      if (team.abbreviation && norm(team.abbreviation) === key && this.existed(team, season)) {
        const identity = findIdentity(this.identities.get(team.id), season);
        // Another abbreviation was in use that season: not this one.
        if (identity?.abbreviation && norm(identity.abbreviation) !== key) continue;
        return { ok: true, value: this.resolved(team, season) };
      }
    }
    // 3. full name of the time, then current name
    for (const team of teams) {
      for (const identity of this.identities.get(team.id) ?? []) {
        if (
          norm(identity.name) === key &&
          (identity.first_season ?? -Infinity) <= season &&
          season <= (identity.last_season ?? Infinity)
        ) {
          return { ok: true, value: this.resolved(team, season) };
        }
      }
    }
    for (const team of teams) {
      if (norm(team.name) === key && this.existed(team, season))
        return { ok: true, value: this.resolved(team, season) };
    }
    return {
      ok: false,
      reason: `unmatched ${source} team code "${raw}" for ${league.toUpperCase()} season ${season} (no franchise in backend/data/teams/${league}.csv, no crosswalk row)`,
    };
  }

  /** Conference and division of a team in a season (null when unknown). */
  alignment(team: TeamInfo, season: number): { conference: string | null; division: string | null } {
    const rows = this.alignments.get(`${team.league_key}:${team.slug}`) ?? [];
    const row = rows.find((r) => r.first_season <= season && season <= r.last_season);
    if (row) return { conference: row.conference, division: row.division };
    // The current alignment (teams/{league}.csv conference/division) from the registry's season on.
    const since = findLeague(team.league_key)?.alignmentSince;
    if (since !== undefined && season >= since)
      return { conference: team.conference, division: team.division };
    return { conference: null, division: null };
  }
}

/** Code rows a build step added for the clubs it created from its source, by build. */
const addedCodes = new WeakMap<BuildContext, CodeRow[]>();

/** Registers code rows for clubs a step created (Lahman's defunct franchises): later crosswalks resolve them. */
export function addCodeRows(ctx: BuildContext, rows: readonly CodeRow[]): void {
  addedCodes.set(ctx, [...(addedCodes.get(ctx) ?? []), ...rows]);
}

/** The crosswalk over the teams the curated step loaded (with their current alignment). */
export async function loadCrosswalk(ctx: BuildContext): Promise<Crosswalk> {
  const rows = await ctx.db
    .selectFrom("teams as t")
    .leftJoin("conferences as c", "c.id", "t.conference_id")
    .leftJoin("divisions as d", "d.id", "t.division_id")
    .select(["t.id", "t.first_season", "t.last_season", "c.name as conference", "d.name as division"])
    .execute();
  const extra = new Map(rows.map((r) => [r.id, r]));
  const teams: TeamInfo[] = [...ctx.lookups.teamsById.values()].map((t) => ({
    ...t,
    first_season: extra.get(t.id)?.first_season ?? null,
    last_season: extra.get(t.id)?.last_season ?? null,
    conference: extra.get(t.id)?.conference ?? null,
    division: extra.get(t.id)?.division ?? null,
  }));
  const codes = [...readCodeRows(), ...(addedCodes.get(ctx) ?? [])];
  const alignments = readAlignmentRows();
  for (const problem of Crosswalk.check(ctx.lookups.teamsBySlug, codes, alignments))
    ctx.warn(`crosswalk/${problem}`);
  return new Crosswalk(teams, ctx.lookups.identities, codes, alignments);
}
