/**
 * One player, one person: Hockey-Reference lines (name and age, no ids) to Hockey Databank players.
 * HR's age is the age on February 1 of the season's end year, so end year − age is the same in every
 * season of a player's career: name + that key makes one HR player. He is the Databank player of the
 * same name whose birth date gives the same key; where the HR player has seasons the Databank also
 * holds (to 2017-18), the Databank player must have a row with the same team in one of them (two
 * Sebastian Ahos of one age would stay apart by team). Two Databank namesakes of one key (the two
 * Alexandre Picards) split the HR lines by the team each played for in each season. A name the two
 * spell apart is matched by surname, key and the same team in every overlapping season ("Alex" /
 * "Alexander"); a transliteration or a space ("Bødker" / "Boedker", "VandeVelde" / "Vande Velde") or
 * a birth date one year off the HR age (the Databank's dates of a few players) is matched only with
 * the same team in every overlapping season, as are the few players the Databank lists under another
 * surname (KNOWN_AS, checked by hand). Anything else is never guessed: an HR player with Databank-era
 * seasons and no single candidate is unresolved; one who only played after the Databank's last
 * season, with no candidate, is a new player.
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

/** A looser spelling for the last tries: transliterations (ø or ü written oe or ue) and spaces folded. */
export function foldName(name: string): string {
  return normName(name).replace(/oe/g, "o").replace(/ue/g, "u").replace(/ae/g, "a").replace(/ /g, "");
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

/** How a match was made: the log counts the looser ways and names their players. */
export type MatchedBy =
  | "name"
  | "surname and teams"
  | "spelling or birth year and teams"
  | "namesakes split by teams"
  | "another name and teams";

/**
 * Players the Databank lists under another surname, checked by hand against both sources' seasons
 * (the match still needs his age and the same teams in every overlapping season): Jordan LaVallee
 * (ATL 2008-09, 2 games, -1, 1 shot in both) is HR's Jordan Smotherman; the Databank spells the goalie
 * Cristopher Nilstorp (DAL 2012-13 and 2013-14, the same games and saves) "Nihlstorp".
 */
const KNOWN_AS: Record<string, string> = {
  "jordan smotherman": "lavaljo01",
  "cristopher nilstorp": "nihlsch01",
};

export type Match =
  | { kind: "matched"; player: HrPlayer; id: string; by: MatchedBy }
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

/**
 * Namesakes of one key (two Databank players fit): each team line goes to the one who played for
 * that team that season, a total row to the owner of its team rows. Null when a line has no single
 * owner (a later season, a shared team).
 */
function splitByTeams(p: HrPlayer, candidates: readonly DatabankPlayer[]): Match[] | null {
  const owned = new Map<DatabankPlayer, HrLine[]>();
  const ownerOf = new Map<string, DatabankPlayer>();
  for (const l of p.lines.filter((x) => !isTotalRow(x.team))) {
    const owners = candidates.filter((d) => d.teams.get(l.season)?.has(databankTeam(l.team)));
    if (owners.length !== 1) return null;
    owned.set(owners[0], [...(owned.get(owners[0]) ?? []), l]);
    ownerOf.set(`${l.file}|${l.season}|${l.rank ?? l.pos}`, owners[0]);
  }
  for (const l of p.lines.filter((x) => isTotalRow(x.team))) {
    const owner = ownerOf.get(`${l.file}|${l.season}|${l.rank ?? l.pos}`);
    if (!owner) return null;
    owned.get(owner)!.push(l);
  }
  return [...owned].map(([d, lines]) => ({
    kind: "matched",
    player: { ...p, lines: lines.sort((a, b) => a.season - b.season || a.line - b.line) },
    id: d.id,
    by: "namesakes split by teams",
  }));
}

/** Databank players by a name form. */
function indexBy(databank: readonly DatabankPlayer[], name: (d: DatabankPlayer) => string) {
  const out = new Map<string, DatabankPlayer[]>();
  for (const d of databank) out.set(name(d), [...(out.get(name(d)) ?? []), d]);
  return out;
}

/** The Databank's players by the name forms the matching tries, and by id. */
interface DatabankIndex {
  byName: Map<string, DatabankPlayer[]>;
  bySurname: Map<string, DatabankPlayer[]>;
  byFolded: Map<string, DatabankPlayer[]>;
  byId: Map<string, DatabankPlayer>;
}

const keyFits = (p: HrPlayer) => (d: DatabankPlayer) => birthKeys(d.birthYear, d.birthMon).includes(p.key);
const keyNear = (p: HrPlayer) => (d: DatabankPlayer) =>
  birthKeys(d.birthYear, d.birthMon).some((k) => Math.abs(k - p.key) <= 1);

/** A player with Databank-era seasons and no namesake of his key there: the looser tries, in order. */
function matchByTeams(p: HrPlayer, overlap: Map<number, Set<string>>, idx: DatabankIndex): Match {
  const surname = normName(p.name).split(" ").slice(1).join(" ");
  const bySeasons = (idx.bySurname.get(surname) ?? [])
    .filter(keyFits(p))
    .filter((d) => sameTeamsEverywhere(overlap, d));
  if (bySeasons.length === 1)
    return { kind: "matched", player: p, id: bySeasons[0].id, by: "surname and teams" };
  const loose = (idx.byFolded.get(foldName(p.name)) ?? [])
    .filter(keyNear(p))
    .filter((d) => sameTeamsEverywhere(overlap, d));
  if (!bySeasons.length && loose.length === 1)
    return { kind: "matched", player: p, id: loose[0].id, by: "spelling or birth year and teams" };
  const known = idx.byId.get(KNOWN_AS[normName(p.name)] ?? "");
  if (!bySeasons.length && !loose.length && known && keyNear(p)(known) && sameTeamsEverywhere(overlap, known))
    return { kind: "matched", player: p, id: known.id, by: "another name and teams" };
  return {
    kind: "unresolved",
    player: p,
    reason: bySeasons.length
      ? `${bySeasons.length} Databank players fit by surname and teams`
      : loose.length
        ? `${loose.length} Databank players fit by spelling, birth year and teams`
        : "no Databank player of this name, age and team",
  };
}

/** One HR player's match (two when namesakes split). */
function matchOne(p: HrPlayer, idx: DatabankIndex): Match[] {
  const overlap = overlapTeams(p);
  let candidates = (idx.byName.get(normName(p.name)) ?? []).filter(keyFits(p));
  if (overlap.size) candidates = candidates.filter((d) => sharesTeam(overlap, d));
  if (candidates.length === 1) return [{ kind: "matched", player: p, id: candidates[0].id, by: "name" }];
  if (candidates.length > 1)
    return (
      splitByTeams(p, candidates) ?? [
        {
          kind: "unresolved",
          player: p,
          reason: `${candidates.length} Databank players fit (${candidates.map((c) => c.id).join(", ")})`,
        },
      ]
    );
  return overlap.size ? [matchByTeams(p, overlap, idx)] : [{ kind: "new", player: p }];
}

/** Matches every HR player to at most one Databank player; a Databank player claimed twice is unresolved. */
export function matchPlayers(hr: readonly HrPlayer[], databank: readonly DatabankPlayer[]): Match[] {
  const idx: DatabankIndex = {
    byName: indexBy(databank, (d) => normName(`${d.first} ${d.last}`)),
    bySurname: indexBy(databank, (d) => normName(d.last)),
    byFolded: indexBy(databank, (d) => foldName(`${d.first} ${d.last}`)),
    byId: new Map(databank.map((d) => [d.id, d])),
  };
  const matches = hr.flatMap((p) => matchOne(p, idx));
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
