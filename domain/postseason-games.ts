/**
 * What a team season calls its postseason games (the league registry's `postseasonGames`):
 * "Playoffs" in the pro leagues, the NCAA Tournament in college basketball, bowls in college
 * football, where from the 2014 season the College Football Playoff's games are named apart. The
 * playoff's games are those of its bracket: the title game, and every postseason game of a team
 * that reached it through its bracket (a bracket team plays no other bowl).
 */
import { findLeague } from "./leagues";

/** A postseason game of the league, as the bracket reads it. */
export interface PostseasonPairing {
  id: number;
  type: string;
  home: number | null;
  away: number | null;
}

/** The name of a season's postseason games, and of its playoff's games where they are apart. */
export function postseasonNames(
  leagueKey: string,
  season: number,
): { games: string; playoff: string | null } {
  const named = findLeague(leagueKey)?.postseasonGames;
  if (!named) return { games: "Playoffs", playoff: null };
  const playoff = named.playoff && season >= named.playoff.from ? named.playoff.name : null;
  return { games: named.name, playoff };
}

/**
 * The ids of a season's games that are its playoff's (empty where the league names none that
 * season): the title game's teams, then every team met in a postseason game by a team already in the
 * bracket, until none is added; the games between them.
 */
export function playoffGameIds(
  leagueKey: string,
  season: number,
  games: readonly PostseasonPairing[],
): Set<number> {
  if (!postseasonNames(leagueKey, season).playoff) return new Set();
  const teams = new Set<number>();
  for (const g of games)
    if (g.type === "championship") for (const t of [g.home, g.away]) if (t !== null) teams.add(t);
  let grew = teams.size > 0;
  while (grew) {
    grew = false;
    for (const g of games) {
      if (g.home === null || g.away === null) continue;
      if (teams.has(g.home) !== teams.has(g.away)) {
        teams.add(g.home);
        teams.add(g.away);
        grew = true;
      }
    }
  }
  return new Set(
    games.filter((g) => g.home !== null && g.away !== null && teams.has(g.home)).map((g) => g.id),
  );
}

/**
 * How a season with postseason games but none of its own reads, and how its last game lost reads,
 * where the league's postseason games are not one tournament: college football's bowls.
 */
export function bowlWords(leagueKey: string): { missed: string; lost: string } | null {
  return findLeague(leagueKey)?.postseasonGames?.name === "Bowls"
    ? { missed: "No bowl game", lost: "Lost bowl game" }
    : null;
}
