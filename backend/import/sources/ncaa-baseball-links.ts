/**
 * Which seasons of the college baseball player files are one player (pure; the NCAA's player ids
 * change every season, SOURCES.md). Two lines of consecutive seasons are linked only where it is
 * certain: the same school (NCAA org id), the same normalized full name, that name unique on the
 * school's roster in both seasons (every roster row counts, played or not), and a class that does
 * not go backwards (Fr < So < Jr < Sr; the same class twice is a redshirt year). Anything else stays
 * a separate player: a transfer's seasons at another school, a season after a gap, a missing class.
 */

/** A season line (or a roster row) as the rule sees it. */
export interface SeasonEntry {
  /** The line's own key (the season's player id). */
  key: string;
  season: number;
  schoolId: number;
  name: string;
  /** `Fr`, `So`, `Jr`, `Sr` (anything else, e.g. `N/A`, is never linked). */
  klass: string;
}

const CLASS_RANK: Readonly<Record<string, number>> = { Fr: 1, So: 2, Jr: 3, Sr: 4 };

/** Lower case, accents and punctuation dropped, spaces single: `José  De León Jr.` -> `jose de leon jr`. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.,'’`-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The class of the later season is the same or later (a known class in both). */
export function classFollows(earlier: string, later: string): boolean {
  const a = CLASS_RANK[earlier];
  const b = CLASS_RANK[later];
  return a !== undefined && b !== undefined && b >= a;
}

export interface Links {
  /** The players: each a list of line keys, earliest season first. */
  players: string[][];
  /** Lines linked to the season before. */
  linked: number;
  /** Lines with a same-named line of the same school the season before that were not linked, by reason. */
  notLinked: { nameNotUnique: number; classNotForward: number };
}

/**
 * Groups `lines` into players. `rosters` are every row of the files (lines included), for the
 * uniqueness of a name on a school's roster.
 */
export function linkSeasons(lines: readonly SeasonEntry[], rosters: readonly SeasonEntry[]): Links {
  const at = (e: SeasonEntry, season = e.season) => `${e.schoolId}:${season}:${normalizeName(e.name)}`;
  const rosterKeys = new Map<string, Set<string>>();
  for (const r of rosters) {
    const k = at(r);
    rosterKeys.set(k, (rosterKeys.get(k) ?? new Set()).add(r.key));
  }
  const unique = (k: string) => (rosterKeys.get(k)?.size ?? 0) <= 1;
  const lineAt = new Map<string, SeasonEntry[]>();
  for (const l of lines) lineAt.set(at(l), [...(lineAt.get(at(l)) ?? []), l]);
  const sorted = [...lines].sort((a, b) => a.season - b.season);
  const playerOf = new Map<string, string[]>();
  const players: string[][] = [];
  const notLinked = { nameNotUnique: 0, classNotForward: 0 };
  let linked = 0;
  for (const l of sorted) {
    const before = lineAt.get(at(l, l.season - 1)) ?? [];
    let player: string[] | undefined;
    if (before.length) {
      if (before.length > 1 || !unique(at(l)) || !unique(at(l, l.season - 1))) notLinked.nameNotUnique++;
      else if (!classFollows(before[0].klass, l.klass)) notLinked.classNotForward++;
      else player = playerOf.get(before[0].key);
    }
    if (player) {
      player.push(l.key);
      linked++;
    } else {
      player = [l.key];
      players.push(player);
    }
    playerOf.set(l.key, player);
  }
  return { players, linked, notLinked };
}
