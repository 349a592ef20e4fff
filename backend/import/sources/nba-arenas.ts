/**
 * The home arena of an NBA club's season from Basketball-Reference's Team Summaries.csv (`arena`,
 * one per club and season; `season` the end year), for the games before 2022-23 whose sources name
 * no venue (FiveThirtyEight, NBA.com). Only what the file states:
 *  - Basketball-Reference's numbering of buildings that share a name ("Madison Square Garden (IV)",
 *    "ARCO Arena (II)") is not part of the name and is dropped;
 *  - a club named after two home cities ("Kansas City-Omaha Kings") played in both, so no single
 *    arena is its games' venue: left empty, as are "NA" and blank arenas;
 *  - neutral-site games (the Orlando bubble, a note "at City ST") never take the home club's arena.
 */
import type { Crosswalk } from "../crosswalk";
import { bbrefTeamSummaries } from "../readers/bball-reference";
import type { GameDraft } from "./games";
import type { LeagueSetup } from "./common";

/** Clubs named after two home cities: some home games were played in the other city's arena. */
const TWO_CITIES = new Set(["Kansas City-Omaha Kings"]);

/** The arena as the games show it, or null where the summary gives none that holds for every home game. */
export function summaryArena(team: string, arena: string): string | null {
  const name = arena.replace(/\s*\((I|II|III|IV|V|VI)\)$/, "").trim();
  if (!name || name === "NA") return null;
  if (TWO_CITIES.has(team.replace(/\*$/, ""))) return null;
  return name;
}

/** The arena of each NBA club and season (start year) the summaries state: `${season}:${teamId}`. */
function arenasBySeason(crosswalk: Crosswalk, setup: LeagueSetup): Map<string, string> {
  const { report, dataDir } = setup;
  const arenas = new Map<string, string>();
  for (const r of bbrefTeamSummaries.lookup(report, dataDir, "basketball", "professional")) {
    if (r.lg !== "NBA" && r.lg !== "BAA") continue;
    const arena = summaryArena(r.team, r.arena);
    if (!arena || !r.abbreviation) continue;
    const season = r.season - 1;
    const club = crosswalk.resolve("basketball-reference", "nba", r.abbreviation, season);
    if (club.ok) arenas.set(`${season}:${club.value.team.id}`, arena);
  }
  return arenas;
}

/**
 * Gives each home game without a venue its club's arena of that season (changed in place); returns
 * how many games took one and how many home games stayed without.
 */
export function addSummaryArenas(setup: LeagueSetup, games: GameDraft[]): { named: number; unnamed: number } {
  const arenas = arenasBySeason(setup.crosswalk, setup);
  let named = 0;
  let unnamed = 0;
  for (const g of games) {
    if (g.neutral || g.venue) continue;
    const arena = arenas.get(`${g.season}:${g.home.team.id}`);
    if (arena) {
      g.venue = arena;
      named++;
    } else unnamed++;
  }
  return { named, unnamed };
}
