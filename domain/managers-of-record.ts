/**
 * Managers of record of MLB postseason games. The postseason game logs come from an older
 * Retrosheet release than the 2020-2024 regular-season logs, and some of their managers are wrong
 * (SOURCES.md, retrosheet-gamelogs: 2022 PHI "Joe Girardi", fired in June; 2023 MIA, PHI, TEX).
 * No club changes its manager between its last regular-season game and the postseason, so a
 * postseason game whose logged manager is not the manager of the club's last regular-season game
 * of that season takes that manager instead, and the correction is listed. A season without
 * regular-season logs is left as logged (nothing to compare with).
 */

export interface ManagedSide {
  /** The club as the logs code it (a season's code names one club). */
  team: string;
  manager: string | null;
}

export interface ManagedGame {
  season: number;
  date: string;
  /** Doubleheader game number (0 or null: the only game of the day). */
  gameNumber: number | null;
  regular: boolean;
  home: ManagedSide;
  away: ManagedSide;
}

export interface ManagerCorrection {
  season: number;
  team: string;
  /** The name the postseason logs give. */
  logged: string;
  /** The manager of the club's last regular-season game that season. */
  manager: string;
  /** Postseason games corrected. */
  games: number;
}

const clubSeason = (season: number, team: string) => `${season}:${team}`;

/** The manager of each club's last regular-season game of each season, by `season:team`. */
export function lastRegularManagers(games: readonly ManagedGame[]): Map<string, string> {
  const last = new Map<string, { at: string; manager: string }>();
  for (const g of games) {
    if (!g.regular) continue;
    const at = `${g.date}:${g.gameNumber ?? 0}`;
    for (const side of [g.home, g.away]) {
      if (!side.manager) continue;
      const key = clubSeason(g.season, side.team);
      const seen = last.get(key);
      if (!seen || at >= seen.at) last.set(key, { at, manager: side.manager });
    }
  }
  return new Map([...last].map(([key, v]) => [key, v.manager]));
}

/**
 * The manager of record of one side of a postseason game: the logged one, unless the club's last
 * regular-season game of the season had another manager (then that one).
 */
export function managerOfRecord(
  last: ReadonlyMap<string, string>,
  season: number,
  side: ManagedSide,
): string | null {
  const regular = last.get(clubSeason(season, side.team));
  if (regular === undefined || side.manager === null) return side.manager;
  return regular;
}

/** Every correction of the postseason games, one per club, season and logged name. */
export function managerCorrections(games: readonly ManagedGame[]): ManagerCorrection[] {
  const last = lastRegularManagers(games);
  const out = new Map<string, ManagerCorrection>();
  for (const g of games) {
    if (g.regular) continue;
    for (const side of [g.home, g.away]) {
      const manager = managerOfRecord(last, g.season, side);
      if (side.manager === null || manager === null || manager === side.manager) continue;
      const key = `${clubSeason(g.season, side.team)}:${side.manager}`;
      const c = out.get(key) ?? {
        season: g.season,
        team: side.team,
        logged: side.manager,
        manager,
        games: 0,
      };
      c.games += 1;
      out.set(key, c);
    }
  }
  return [...out.values()].sort((a, b) => a.season - b.season || a.team.localeCompare(b.team));
}
