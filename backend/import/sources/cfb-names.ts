/**
 * The crosswalk from the short team names of cfb-fbs-scores-2002-2024 to our college football
 * programs (keyed by their CFBD school name): the exact school name first, then this explicit alias
 * table. A name neither matches is an opponent we do not hold (FCS and lower divisions).
 */

/** Short name in cfb-fbs-scores-2002-2024 -> our program's school name (CFBD spelling). */
export const CFB_SCORE_ALIASES: Readonly<Record<string, string>> = {
  Hawaii: "Hawai'i",
  "Miami (FL)": "Miami",
  "UL-Lafayette": "Louisiana",
  "UL-Monroe": "UL Monroe",
  USF: "South Florida",
  "San Jose State": "San José State",
  Connecticut: "UConn",
  FIU: "Florida International",
  "Appalachian State": "App State",
  "Sam Houston State": "Sam Houston",
  "Nicholls State": "Nicholls",
  "Tennessee-Martin": "UT Martin",
  "Southeastern Louisiana": "SE Louisiana",
  Citadel: "The Citadel",
  "Cal Poly SLO": "Cal Poly",
  "UC-Davis": "UC Davis",
  "Gardner Webb": "Gardner-Webb",
  "SE Missouri State": "Southeast Missouri State",
  "Virginia Military": "VMI",
  "McNeese State": "McNeese",
  "Grambling State": "Grambling",
  "Bethune Cookman": "Bethune-Cookman",
  "Elon University": "Elon",
  Albany: "UAlbany",
  "Central Conn. State": "Central Connecticut",
  // Houston Baptist took the name Houston Christian in 2022: the same school.
  "Houston Baptist": "Houston Christian",
  LIU: "Long Island University",
  // Texas A&M-Commerce took the name East Texas A&M in 2024: the same school.
  "Texas A&M-Commerce": "East Texas A&M",
};

export type NameMatch = { school: string; how: "exact" | "alias" } | { school: null; how: "unmatched" };

/** Our school name for a short name, given the school names we hold (exact match first, then alias). */
export function cfbSchoolOf(name: string, schools: ReadonlySet<string>): NameMatch {
  if (schools.has(name)) return { school: name, how: "exact" };
  const alias = CFB_SCORE_ALIASES[name];
  if (alias !== undefined && schools.has(alias)) return { school: alias, how: "alias" };
  return { school: null, how: "unmatched" };
}

/** The season of a game played on an ISO date: January games (bowls, title games) belong to the year before. */
export function cfbSeasonOfDate(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) <= 6 ? year - 1 : year;
}

/**
 * Each team's conference of a season: the one it is listed under on most of its games (ties: the
 * name first in alphabetical order). Blank conferences are not counted.
 */
export function conferenceBySeason(
  games: readonly { season: number; team: string; conference: string }[],
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const g of games) {
    if (!g.conference) continue;
    const key = `${g.season}:${g.team}`;
    const m = counts.get(key) ?? new Map<string, number>();
    m.set(g.conference, (m.get(g.conference) ?? 0) + 1);
    counts.set(key, m);
  }
  return new Map(
    [...counts].map(([key, m]) => [
      key,
      [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0],
    ]),
  );
}
