/**
 * The cross-check's model: our curated facts (backend/data) loaded straight from the files, the
 * importers' crosswalk over them, and the comparison records every source produces.
 *
 * A check compares one field of one of our records with one source value. A field we left empty
 * is unknown, so it is not compared (nor is a value the source lacks). Values are compared after
 * trimming; each source module normalises its own formats (scores, dates, W-L) first.
 */
import fs from "node:fs";
import path from "node:path";
import { parseCsv } from "../csv";
import { Crosswalk, readAlignmentRows, readCodeRows, type TeamInfo } from "../crosswalk";
import type { IdentityRef } from "../context";
import { REPO_ROOT } from "../../db/connection";

export const CURATED_DIR = path.join(REPO_ROOT, "backend", "data");

export interface Check {
  source: string;
  /** Championship slug (champion records) or team slug (programs). */
  subject: string;
  /** Season start year; null for facts without a season (a program's venue). */
  season: number | null;
  field: string;
  ours: string;
  theirs: string;
}

export interface SourceResult {
  source: string;
  /** What was compared, for the summary line. */
  label: string;
  /** Source rows (editions, programs) matched to one of our records and compared. */
  rowsCompared: number;
  checks: Check[];
  /** Source rows outside our facts (e.g. a season after our most recent one), reported only. */
  notCompared: string[];
}

export const equalValues = (c: Check) => c.ours === c.theirs;

/** Collects checks for one record; skips a field when either side is empty (unknown). */
export class Checker {
  readonly checks: Check[] = [];
  constructor(readonly source: string) {}

  record(subject: string, season: number | null) {
    return (
      field: string,
      ours: string | number | null | undefined,
      theirs: string | number | null | undefined,
    ) => {
      const o = ours === null || ours === undefined ? "" : String(ours).trim();
      const t = theirs === null || theirs === undefined ? "" : String(theirs).trim();
      if (o === "" || t === "") return;
      this.checks.push({ source: this.source, subject, season, field, ours: o, theirs: t });
    };
  }

  /** A source row that could not be matched at all (an unmapped team code, ...): always a disagreement. */
  fail(subject: string, season: number | null, field: string, ours: string, theirs: string) {
    this.checks.push({ source: this.source, subject, season, field, ours, theirs });
  }
}

export type Row = Record<string, string>;

export function readCsv(file: string): Row[] {
  return parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => r.values);
}

/** A row of champions/{championship}.csv (all text but the two years). */
export interface ChampionRow {
  season: number;
  title_year: number;
  edition: string;
  champion_slug: string;
  champion_name: string;
  runner_up_slug: string;
  runner_up_name: string;
  winner_score: string;
  runner_up_score: string;
  overtime: string;
  series: string;
  date: string;
  venue: string;
  city: string;
  state: string;
  mvp: string;
  coach: string;
  record: string;
  note: string;
}

export interface Curated {
  champions: Map<string, ChampionRow[]>;
  teams: Map<string, Row[]>;
  crosswalk: Crosswalk;
}

/** Our facts and the importers' crosswalk (teams, identities, crosswalk/codes.csv) without a database. */
export function loadCurated(dir = CURATED_DIR): Curated {
  const champions = new Map<string, ChampionRow[]>();
  for (const name of fs.readdirSync(path.join(dir, "champions")).sort()) {
    if (!name.endsWith(".csv")) continue;
    const rows = readCsv(path.join(dir, "champions", name)).map(
      (r) => ({ ...r, season: Number(r.season), title_year: Number(r.title_year) }) as unknown as ChampionRow,
    );
    champions.set(name.replace(/\.csv$/, ""), rows);
  }
  const teams = new Map<string, Row[]>();
  const infos: TeamInfo[] = [];
  const identities = new Map<number, IdentityRef[]>();
  const idBySlug = new Map<string, number>();
  const optInt = (v: string | undefined) => (v && v.trim() !== "" ? Number(v) : null);
  const opt = (v: string | undefined) => (v && v.trim() !== "" ? v.trim() : null);
  const teamDir = path.join(dir, "teams");
  for (const name of fs.readdirSync(teamDir).sort()) {
    if (!name.endsWith(".csv") || name.endsWith("-identities.csv")) continue;
    const league = name.replace(/\.csv$/, "");
    const rows = readCsv(path.join(teamDir, name));
    teams.set(league, rows);
    for (const r of rows) {
      const id = infos.length + 1;
      idBySlug.set(r.slug, id);
      infos.push({
        id,
        slug: r.slug,
        sport_id: 0,
        level_id: 0,
        league_key: league,
        name: r.name,
        city: opt(r.city),
        abbreviation: opt(r.abbreviation),
        first_season: optInt(r.first_season),
        last_season: optInt(r.last_season),
        conference: opt(r.conference),
        division: opt(r.division),
      });
    }
    const idFile = path.join(teamDir, `${league}-identities.csv`);
    if (!fs.existsSync(idFile)) continue;
    for (const r of readCsv(idFile)) {
      const id = idBySlug.get(r.team_slug);
      if (id === undefined) continue;
      const list = identities.get(id) ?? [];
      list.push({
        name: r.name,
        city: opt(r.city),
        abbreviation: opt(r.abbreviation),
        first_season: optInt(r.first_season),
        last_season: optInt(r.last_season),
      });
      identities.set(id, list);
    }
  }
  return {
    champions,
    teams,
    crosswalk: new Crosswalk(infos, identities, readCodeRows(), readAlignmentRows()),
  };
}

/** Our edition of a season, by season start year. */
export function editionOf(curated: Curated, championship: string, season: number): ChampionRow | undefined {
  return curated.champions.get(championship)?.find((r) => r.season === season);
}

/** Last season our file covers (a later source season is "not in our facts yet", not a disagreement). */
export function lastSeasonOf(curated: Curated, championship: string): number {
  return Math.max(...(curated.champions.get(championship) ?? []).map((r) => r.season));
}

/** Franchise slug of a source code or name, or an error text. */
export function teamSlug(
  curated: Curated,
  source: string,
  league: string,
  code: string,
  season: number,
): { slug: string } | { error: string } {
  const r = curated.crosswalk.resolve(source, league, code, season);
  return r.ok ? { slug: r.value.team.slug } : { error: r.reason };
}

/** `OT`, `2OT`, ... from a number of overtime periods. */
export function overtimeLabel(periods: number): string {
  return periods <= 0 ? "" : periods === 1 ? "OT" : `${periods}OT`;
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * Tied games of a series as our note states them (`Game 2 ended in a 6-6 tie`, `two were tied`,
 * `tied 2-2-1`); null when the note says nothing about ties (unknown, not compared).
 */
export function tiedGamesInNote(note: string): number | null {
  const n = note.toLowerCase();
  const wlt = /\b\d-\d-(\d)\b/.exec(n);
  if (wlt) return Number(wlt[1]);
  const counted = /\b(one|two|three|four|\d) (?:games? )?(?:was|were) tied\b/.exec(n);
  if (counted) return WORDS[counted[1]] ?? Number(counted[1]);
  const games = n.match(/ended in a \d+-\d+ tie/g);
  return games ? games.length : null;
}
