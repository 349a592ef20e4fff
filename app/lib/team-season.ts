/**
 * A team-season page's rules: the schedule row (docs/rules.md#team-schedule-result: completed shows W, L or T with the score
 * from the viewed team's side; scheduled shows 'Upcoming'; any other status as is), schedule
 * parts (regular season and playoffs apart), season labels and the roster's columns. Pure.
 */
import type { RosterEntry, ScheduledGame } from "@domain/contract/types";
import { hubSeasonLabel, seasonLabel } from "@domain/season";
import { teamSeasonHref } from "./links";

export interface ScheduleRow {
  id: number;
  date: string;
  week: number | null;
  home: boolean;
  /** At a neutral site: neither home nor away (docs/rules.md#neutral-sites). */
  neutral: boolean;
  opponent: string;
  opponentAbbreviation: string | null;
  /** The opponent's page for the same season (null: no page). */
  opponentHref: string | null;
  /** W, L, T, Upcoming, or the status as given. */
  outcome: string;
  /** "5-2" from this team's side, for completed games, with "(OT)" or "(SO)" past regulation. */
  score: string | null;
  venue: string | null;
}

export function scheduleRow(
  game: ScheduledGame,
  teamId: number,
  seasonYear: number | null = null,
): ScheduleRow {
  const home = game.home_team === teamId;
  let outcome: string = game.status;
  let score: string | null = null;
  if (game.status === "completed") {
    const own = (home ? game.home_score : game.away_score) ?? 0;
    const other = (home ? game.away_score : game.home_score) ?? 0;
    outcome = own > other ? "W" : own < other ? "L" : "T";
    score = `${own}-${other}${game.overtime ? ` (${game.overtime})` : ""}`;
  } else if (game.status === "scheduled") outcome = "Upcoming";
  return {
    id: game.id,
    date: game.game_date,
    week: game.week,
    home,
    neutral: game.neutral_site,
    opponent: (home ? game.away_team_name : game.home_team_name) ?? "TBD",
    opponentAbbreviation: home ? game.away_team_abbreviation : game.home_team_abbreviation,
    opponentHref: teamSeasonHref(home ? game.away_team_slug : game.home_team_slug, seasonYear),
    outcome,
    score,
    venue: game.venue_name,
  };
}

export interface ScheduleParts {
  regular: ScheduleRow[];
  playoffs: ScheduleRow[];
  /** Play-in tournament and in-season cup final: neither regular season nor playoffs. */
  other: ScheduleRow[];
}

export function scheduleParts(
  games: readonly ScheduledGame[],
  teamId: number,
  seasonYear: number | null = null,
): ScheduleParts {
  const parts: ScheduleParts = { regular: [], playoffs: [], other: [] };
  for (const g of games) {
    const row = scheduleRow(g, teamId, seasonYear);
    if (g.game_type === "postseason" || g.game_type === "championship") parts.playoffs.push(row);
    else if (g.game_type === "play-in" || g.game_type === "cup-final" || g.game_type === "preseason")
      parts.other.push(row);
    else parts.regular.push(row);
  }
  return parts;
}

/** The last `n` completed games of a season, newest first. */
export function recentGames(
  games: readonly ScheduledGame[],
  teamId: number,
  n: number,
  seasonYear: number | null = null,
): ScheduleRow[] {
  return games
    .filter((g) => g.status === "completed")
    .map((g) => scheduleRow(g, teamId, seasonYear))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, n);
}

/**
 * The season's name on team pages: on a sport site its own convention ('2024-25 Season' for
 * basketball and hockey, '2024 Season' for football and baseball); on the hub
 * 'YYYY-YY Season' (docs/rules.md#current-season).
 */
/** A team's season is labelled as its sport writes it ('1986 Season' in baseball), on the hub too; the hub's '2024-25 Season' only without a sport. */
export function teamSeasonTitle(sport: string | null | undefined, startYear: number, onHub: boolean): string {
  return onHub && !sport ? hubSeasonLabel(startYear) : `${seasonLabel(sport, startYear)} Season`;
}

export const TEAM_TABS = [
  { value: "overview", label: "Overview" },
  { value: "roster", label: "Roster" },
  { value: "stats", label: "Stats" },
  { value: "schedule", label: "Schedule" },
] as const;
export type TeamTab = (typeof TEAM_TABS)[number]["value"];

export interface RosterColumn {
  key: string;
  label: string;
  abbr?: string;
  numeric?: boolean;
  value: (e: RosterEntry) => string | number | null;
}

const stat = (k: keyof NonNullable<RosterEntry["stats"]>) => (e: RosterEntry) => {
  const v = e.stats?.[k];
  return typeof v === "number" ? v : null;
};

/** Columns of a roster table by sport (the figures each source holds); goalies get their own table. */
export function rosterColumns(sport: string | null | undefined, goalies = false): RosterColumn[] {
  if (sport === "football") {
    return [
      { key: "list", label: "Roster list", abbr: "List", value: (e) => e.stats?.roster_status ?? null },
    ];
  }
  if (sport === "basketball") {
    return [
      { key: "age", label: "Age", numeric: true, value: stat("age") },
      { key: "experience", label: "Years in league", abbr: "Exp", numeric: true, value: stat("experience") },
    ];
  }
  if (sport === "hockey" && goalies) {
    return [
      { key: "gp", label: "Games played", abbr: "GP", numeric: true, value: stat("games_played") },
      { key: "w", label: "Wins", abbr: "W", numeric: true, value: stat("wins") },
      { key: "l", label: "Losses", abbr: "L", numeric: true, value: stat("losses") },
      { key: "tol", label: "Ties / OT losses", abbr: "T/OL", numeric: true, value: stat("ties_or_otl") },
      { key: "so", label: "Shutouts", abbr: "SO", numeric: true, value: stat("shutouts") },
      {
        key: "gaa",
        label: "Goals-against average",
        abbr: "GAA",
        numeric: true,
        value: (e) =>
          e.stats?.goals_against != null && e.stats.minutes
            ? ((e.stats.goals_against * 60) / e.stats.minutes).toFixed(2)
            : null,
      },
      { key: "pgp", label: "Playoff games", abbr: "PO GP", numeric: true, value: stat("playoff_games") },
    ];
  }
  if (sport === "hockey") {
    return [
      { key: "gp", label: "Games played", abbr: "GP", numeric: true, value: stat("games_played") },
      { key: "g", label: "Goals", abbr: "G", numeric: true, value: stat("goals") },
      { key: "a", label: "Assists", abbr: "A", numeric: true, value: stat("assists") },
      { key: "pts", label: "Points", abbr: "Pts", numeric: true, value: stat("points") },
      { key: "pim", label: "Penalty minutes", abbr: "PIM", numeric: true, value: stat("penalty_minutes") },
      { key: "pm", label: "Plus/minus", abbr: "+/-", numeric: true, value: stat("plus_minus") },
      { key: "pgp", label: "Playoff games", abbr: "PO GP", numeric: true, value: stat("playoff_games") },
      { key: "ppts", label: "Playoff points", abbr: "PO Pts", numeric: true, value: stat("playoff_points") },
    ];
  }
  if (sport === "baseball") {
    return [
      {
        key: "g",
        label: "Postseason games (batting)",
        abbr: "PS G",
        numeric: true,
        value: stat("postseason_games"),
      },
      {
        key: "ab",
        label: "Postseason at bats",
        abbr: "AB",
        numeric: true,
        value: stat("postseason_at_bats"),
      },
      { key: "h", label: "Postseason hits", abbr: "H", numeric: true, value: stat("postseason_hits") },
      {
        key: "hr",
        label: "Postseason home runs",
        abbr: "HR",
        numeric: true,
        value: stat("postseason_home_runs"),
      },
      {
        key: "rbi",
        label: "Postseason runs batted in",
        abbr: "RBI",
        numeric: true,
        value: stat("postseason_rbi"),
      },
      {
        key: "wl",
        label: "Postseason pitching W-L",
        abbr: "W-L",
        numeric: true,
        value: (e) =>
          e.stats?.postseason_wins != null
            ? `${e.stats.postseason_wins}-${e.stats.postseason_losses ?? 0}`
            : null,
      },
      {
        key: "so",
        label: "Postseason strikeouts (pitching)",
        abbr: "SO",
        numeric: true,
        value: stat("postseason_strikeouts"),
      },
      { key: "as", label: "All-Star", abbr: "AS", value: (e) => (e.stats?.all_star ? "All-Star" : null) },
    ];
  }
  return [];
}

/** Roster order: hockey by points (goalies by games), others by name as the API gives them. */
export function sortRoster(
  entries: readonly RosterEntry[],
  sport: string | null | undefined,
): { skaters: RosterEntry[]; goalies: RosterEntry[] } {
  if (sport !== "hockey") return { skaters: [...entries], goalies: [] };
  const goalie = (e: RosterEntry) => e.position === "Goalie";
  const skaters = entries
    .filter((e) => !goalie(e))
    .sort((a, b) => (b.stats?.points ?? -1) - (a.stats?.points ?? -1));
  const goalies = entries
    .filter(goalie)
    .sort((a, b) => (b.stats?.games_played ?? -1) - (a.stats?.games_played ?? -1));
  return { skaters, goalies };
}
