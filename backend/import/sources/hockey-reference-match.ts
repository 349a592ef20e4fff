/**
 * One player, one person: Hockey-Reference lines (name and age, no ids) to Hockey Databank players.
 * HR's age is the age on February 1 of the season's end year, so end year − age is the same in every
 * season of a player's career: name + that key makes one HR player. He is the Databank player of the
 * same name whose birth date gives the same key; where the HR player has seasons the Databank also
 * holds (to 2017-18), the Databank player must have a row with the same team in one of them (two
 * Sebastian Ahos of one age would stay apart by team). A name the two spell apart ("Alex"/"Alexander")
 * is matched by surname, key and the same team in every overlapping season. Anything else is never
 * guessed: an HR player with Databank-era seasons and no single candidate is unresolved; one who only
 * played after the Databank's last season, with no candidate, is a new player.
 */
import { isTotalRow, type HrLine } from "../readers/hockey-reference";

/** The Databank's last season (start year). */
export const DATABANK_LAST = 2017;

/** HR team codes that the Databank spells otherwise (its tmID of the same club). */
const DATABANK_TEAM: Record<string, string> = {
  ANA: "AND",
  CGY: "CAL",
  CBJ: "CBS",
  FLA: "FLO",
  NSH: "NAS",
  PHX: "PHO",
  WSH: "WAS",
};
export const databankTeam = (hr: string) => DATABANK_TEAM[hr] ?? hr;

/** A name as both sources can agree on it: no accents, case, dots, hyphens or apostrophes. */
export function normName(name: string): string {
  return name
    .replace(/\*$/, "") // HR marks Hall of Famers with an asterisk
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[.']/g, "")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** End year − HR age: the same in every season of one player. */
export const hrKey = (l: Pick<HrLine, "season" | "age">) => l.season + 1 - l.age;

/** The keys a birth date allows: the birth year when born in January, else the next one. */
export function birthKeys(year: number | null, month: number | null): number[] {
  if (year === null) return [];
  if (month === null) return [year, year + 1];
  // HR counts a birthday on February 1 as after its date (Tyler Myers, Kyle Palmieri).
  return month === 1 ? [year] : [year + 1];
}

export interface DatabankPlayer {
  id: string;
  first: string;
  last: string;
  birthYear: number | null;
  birthMon: number | null;
  birthDay: number | null;
  /** NHL rows: start year → tmIDs. */
  teams: Map<number, Set<string>>;
}

/** One HR player: his lines of both tables. */
export interface HrPlayer {
  name: string;
  key: number;
  lines: HrLine[];
}

export type Match =
  | { kind: "matched"; player: HrPlayer; id: string; by: "name" | "surname and teams" }
  | { kind: "new"; player: HrPlayer }
  | { kind: "unresolved"; player: HrPlayer; reason: string };

/** HR lines grouped into players by name and key. */
export function hrPlayers(lines: readonly HrLine[]): HrPlayer[] {
  const out = new Map<string, HrPlayer>();
  for (const l of lines) {
    const key = hrKey(l);
    const id = `${normName(l.name)}|${key}`;
    const p = out.get(id) ?? { name: l.name, key, lines: [] };
    p.lines.push(l);
    out.set(id, p);
  }
  // In season order (the goalie table runs newest first), file order within a season.
  for (const p of out.values()) p.lines.sort((a, b) => a.season - b.season);
  return [...out.values()];
}

/** The Databank-era seasons of an HR player and the teams he played for in each. */
function overlapTeams(p: HrPlayer): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const l of p.lines) {
    if (l.season > DATABANK_LAST || isTotalRow(l.team)) continue;
    out.set(l.season, (out.get(l.season) ?? new Set()).add(databankTeam(l.team)));
  }
  return out;
}

const sharesTeam = (hr: Map<number, Set<string>>, db: DatabankPlayer) =>
  [...hr].some(([season, teams]) => [...teams].some((t) => db.teams.get(season)?.has(t)));
const sameTeamsEverywhere = (hr: Map<number, Set<string>>, db: DatabankPlayer) =>
  hr.size > 0 && [...hr].every(([season, teams]) => [...teams].every((t) => db.teams.get(season)?.has(t)));

/** Matches every HR player to at most one Databank player; a Databank player claimed twice is unresolved. */
export function matchPlayers(hr: readonly HrPlayer[], databank: readonly DatabankPlayer[]): Match[] {
  const byName = new Map<string, DatabankPlayer[]>();
  const bySurname = new Map<string, DatabankPlayer[]>();
  for (const d of databank) {
    const n = normName(`${d.first} ${d.last}`);
    byName.set(n, [...(byName.get(n) ?? []), d]);
    const s = normName(d.last);
    bySurname.set(s, [...(bySurname.get(s) ?? []), d]);
  }
  const keyFits = (p: HrPlayer) => (d: DatabankPlayer) => birthKeys(d.birthYear, d.birthMon).includes(p.key);
  const matches = hr.map((p): Match => {
    const overlap = overlapTeams(p);
    let candidates = (byName.get(normName(p.name)) ?? []).filter(keyFits(p));
    if (overlap.size) candidates = candidates.filter((d) => sharesTeam(overlap, d));
    if (candidates.length === 1) return { kind: "matched", player: p, id: candidates[0].id, by: "name" };
    if (candidates.length > 1)
      return {
        kind: "unresolved",
        player: p,
        reason: `${candidates.length} Databank players fit (${candidates.map((c) => c.id).join(", ")})`,
      };
    if (overlap.size) {
      const surname = normName(p.name).split(" ").slice(1).join(" ");
      const bySeasons = (bySurname.get(surname) ?? [])
        .filter(keyFits(p))
        .filter((d) => sameTeamsEverywhere(overlap, d));
      if (bySeasons.length === 1)
        return { kind: "matched", player: p, id: bySeasons[0].id, by: "surname and teams" };
      return {
        kind: "unresolved",
        player: p,
        reason: bySeasons.length
          ? `${bySeasons.length} Databank players fit by surname and teams`
          : "no Databank player of this name, age and team",
      };
    }
    return { kind: "new", player: p };
  });
  const claims = new Map<string, number>();
  for (const m of matches) if (m.kind === "matched") claims.set(m.id, (claims.get(m.id) ?? 0) + 1);
  return matches.map((m) =>
    m.kind === "matched" && claims.get(m.id)! > 1
      ? {
          kind: "unresolved",
          player: m.player,
          reason: `Databank player ${m.id} fits more than one HR player`,
        }
      : m,
  );
}

/** "Connor McDavid" → first and last name (the first word, then the rest). */
export function splitName(name: string): { first: string; last: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(" ") };
}
