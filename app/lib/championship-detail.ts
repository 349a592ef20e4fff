/**
 * The championship detail page's figures (spec sections 2 and 9): the four fact cards with their
 * defaults, Most Titles, the current champion and the recent champions with their final scores.
 * Pure: no React, no I/O.
 */
import type {
  ChampionRecord,
  Championship,
  ChampionshipGame,
  ChampionshipStats,
} from "@domain/contract/types";
import { CHAMPIONSHIP_DEFAULTS } from "./championships";
import { seasonLabel } from "@domain/season";
import { formatScore, titleYearOf } from "./champions";
import { gameHref, roadToTitleHref, seasonHref, teamHref, teamSeasonHref } from "./links";

export interface ChampionshipFacts {
  name: string;
  description: string;
  trophy: string;
  founded: number;
  totalGames: number | null;
  /** 'N/A' when unknown (spec: Teams Competing N/A if missing). */
  teamsCompeting: number | "N/A";
  format: string;
}

export function championshipFacts(
  championship: Pick<
    Championship,
    "name" | "description" | "trophy_name" | "first_year" | "format" | "total_teams"
  >,
  stats: Pick<ChampionshipStats, "total_games" | "total_teams"> | null,
): ChampionshipFacts {
  return {
    name: championship.name,
    description: championship.description?.trim() || CHAMPIONSHIP_DEFAULTS.description,
    trophy: championship.trophy_name?.trim() || CHAMPIONSHIP_DEFAULTS.trophy,
    founded: championship.first_year ?? CHAMPIONSHIP_DEFAULTS.founded,
    totalGames: stats ? stats.total_games : null,
    teamsCompeting: stats?.total_teams ?? championship.total_teams ?? "N/A",
    format: championship.format?.trim() || CHAMPIONSHIP_DEFAULTS.format,
  };
}

/** The team(s) with the most titles: every team tied at the top, in the order the API gave. */
export function mostTitles(stats: Pick<ChampionshipStats, "team_championships"> | null): MostTitles | null {
  const rows = stats?.team_championships ?? [];
  if (!rows.length) return null;
  const titles = Math.max(...rows.map((r) => r.championships_won));
  if (titles <= 0) return null;
  const top = rows.filter((r) => r.championships_won === titles);
  return { teams: top.map((r) => r.team__name), hrefs: top.map((r) => teamHref(r.team__slug)), titles };
}

export interface MostTitles {
  teams: string[];
  /** Each team's page, in the order of `teams` (null: no page). */
  hrefs: (string | null)[];
  titles: number;
}

export interface ChampionSummary {
  team: string;
  titleYear: number;
  score: string | null;
  opponent: string | null;
  teamHref: string | null;
  opponentHref: string | null;
  gameHref: string | null;
}

/** The current champion: the record with the latest title year. */
export function currentChampion(records: readonly ChampionRecord[]): ChampionSummary | null {
  let best: ChampionRecord | null = null;
  for (const r of records) if (!best || titleYearOf(r) > titleYearOf(best)) best = r;
  if (!best) return null;
  return {
    team: best.team_name,
    titleYear: titleYearOf(best),
    score: formatScore(best),
    opponent: best.runner_up_name,
    teamHref: teamSeasonHref(best.team_slug, best.year),
    opponentHref: best.runner_up_name ? teamSeasonHref(best.runner_up_slug, best.year) : null,
    gameHref: gameHref(best.deciding_game_id),
  };
}

export interface RecentChampionEntry {
  /** The `?open=` value: the title year. */
  key: string;
  titleYear: number;
  season: number | null;
  edition: string | null;
  winner: string;
  runnerUp: string | null;
  score: string | null;
  series: string | null;
  location: string | null;
  venue: string | null;
  mvp: string | null;
  date: string | null;
  winnerHref: string | null;
  runnerUpHref: string | null;
  seasonHref: string | null;
  /** The season's bracket (the road to the title). */
  roadHref: string | null;
  /** The season's name ('2024 NFL Season'), else its start year. */
  seasonName: string | null;
  gameHref: string | null;
}

/** Year the title was decided: the API's title_year, else the deciding game's calendar year. */
export function gameTitleYear(
  game: Pick<ChampionshipGame, "title_year" | "game_date" | "season">,
): number | null {
  if (game.title_year != null) return game.title_year;
  const fromDate = game.game_date ? Number(game.game_date.slice(0, 4)) : NaN;
  return Number.isFinite(fromDate) ? fromDate : null;
}

/** Up to `limit` most recent deciding games that crowned a champion, newest first. */
export function recentChampions(games: readonly ChampionshipGame[], limit = 5): RecentChampionEntry[] {
  const entries: RecentChampionEntry[] = [];
  for (const g of games) {
    const winner = g.winner?.name ?? g.winner_name;
    const titleYear = gameTitleYear(g);
    if (!winner || titleYear == null) continue;
    const place = [g.venue?.city, g.venue?.state].filter(Boolean).join(", ");
    entries.push({
      key: String(titleYear),
      titleYear,
      season: g.season?.start_year ?? null,
      edition: g.edition,
      winner,
      runnerUp: g.runner_up?.name ?? g.runner_up_name,
      score: formatScore(g),
      series: g.series,
      location: place || null,
      venue: g.venue?.name ?? null,
      mvp: g.mvp,
      date: g.game_date,
      winnerHref: teamSeasonHref(g.winner?.slug, g.season?.start_year),
      runnerUpHref: teamSeasonHref(g.runner_up?.slug, g.season?.start_year),
      seasonHref: seasonHref(g.season?.slug),
      roadHref: roadToTitleHref(g.season?.slug),
      seasonName: g.season ? (g.season.name ?? String(g.season.start_year)) : null,
      gameHref: gameHref(g.deciding_game_id),
    });
  }
  entries.sort((a, b) => b.titleYear - a.titleYear);
  // Two rows can share a title year only in odd data; keep the first so keys stay unique.
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.key) && (seen.add(e.key), true)).slice(0, limit);
}

// ---- the page ---------------------------------------------------------------------------------------

export interface ChampionshipDetailPage {
  slug: string;
  sport: string | null;
  level: string | null;
  facts: ChampionshipFacts;
  current: ChampionSummary | null;
  mostTitles: MostTitles | null;
  streak: { team: string; href: string | null; years: number; span: string | null } | null;
  highest: { score: number; game: string | null } | null;
  recent: RecentChampionEntry[];
  /** A section failed to load: the page says so and is not cached. */
  partial: boolean;
}

/** The detail page from what loaded; a section whose call failed (null) is left empty. */
export function championshipDetailPage(
  championship: Championship,
  champions: readonly ChampionRecord[] | null,
  stats: ChampionshipStats | null,
  games: readonly ChampionshipGame[] | null,
): ChampionshipDetailPage {
  const sport = championship.sport?.slug ?? null;
  const streak = stats?.longest_streak ?? null;
  const game = stats?.highest_scoring_game ?? null;
  const label = (year: number) => seasonLabel(sport, year);
  return {
    slug: championship.slug,
    sport: championship.sport?.name ?? null,
    level: championship.level?.name ?? null,
    facts: championshipFacts(championship, stats),
    current: champions ? currentChampion(champions) : null,
    mostTitles: mostTitles(stats),
    streak: streak
      ? {
          team: streak.team,
          href: teamHref(streak.team_slug),
          years: streak.years,
          span:
            streak.start_year != null && streak.end_year != null
              ? streak.start_year === streak.end_year
                ? `${label(streak.start_year)} season`
                : `seasons ${label(streak.start_year)} to ${label(streak.end_year)}`
              : null,
        }
      : null,
    highest:
      stats?.highest_score != null
        ? {
            score: stats.highest_score,
            game: game
              ? `${game.team_name} ${formatScore({ winner_score: game.winner_score, runner_up_score: game.runner_up_score }) ?? game.winner_score}${
                  game.runner_up_name ? ` vs ${game.runner_up_name}` : ""
                }${game.title_year != null ? `, ${game.title_year}` : ""}`
              : null,
          }
        : null,
    recent: games ? recentChampions(games, 5) : [],
    partial: champions === null || stats === null || games === null,
  };
}
