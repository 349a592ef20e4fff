/** What a season page's header and overview show of a season. Pure. */
import type { Season } from "@domain/contract/types";
import { seasonDetailStatus, seasonLabel } from "@domain/season";

export function seasonSummary(season: Season) {
  const sport = season.sport?.slug ?? null;
  return {
    name: season.name,
    startYear: season.start_year,
    label: seasonLabel(sport, season.start_year),
    sport: season.sport?.name ?? null,
    league: season.league ?? null,
    status: seasonDetailStatus(season),
    regularStart: season.regular_season_start ?? null,
    regularEnd: season.regular_season_end ?? null,
    playoffsEnd: season.playoffs_end ?? null,
    teams: season.teams_count ?? null,
    games: season.games_count ?? null,
    gamesPerTeam: season.regular_season_games ?? null,
    champion: season.champion ? { name: season.champion.name, slug: season.champion.slug ?? null } : null,
    championship: season.championship
      ? { name: season.championship.name, slug: season.championship.slug ?? null }
      : null,
  };
}
