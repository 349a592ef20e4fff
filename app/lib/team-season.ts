/**
 * A team-season page's rules: the schedule row (docs/rules.md#team-schedule-result: completed shows W, L or T with the score
 * from the viewed team's side; scheduled shows 'Upcoming'; any other status as is), schedule
 * parts (regular season and playoffs apart), season labels and the roster's columns. Pure.
 */
import type { RosterEntry, ScheduledGame, TeamSeason, TeamStats } from "@domain/contract/types";
import { postseasonNames } from "@domain/postseason-games";
import { formatAverage } from "@domain/baseball-stats";
import { hubSeasonLabel, seasonLabel } from "@domain/season";
import { teamSeasonHref } from "./links";

export interface ScheduleRow {
  id: number;
  date: string;
  /** The stored Eastern start `HH:MM` (null: a date only, as many older games). */
  time: string | null;
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
    time: game.game_time ?? null,
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
  /** What the league calls the postseason games of the season ("Playoffs", "Bowls and College Football Playoff"). */
  playoffsTitle: string;
  /** Play-in tournament and in-season cup final: neither regular season nor playoffs. */
  other: ScheduleRow[];
}

export function scheduleParts(
  games: readonly ScheduledGame[],
  teamId: number,
  seasonYear: number | null = null,
  leagueKey: string | null = null,
): ScheduleParts {
  const parts: ScheduleParts = {
    regular: [],
    playoffs: [],
    other: [],
    playoffsTitle: postseasonTitle(leagueKey, seasonYear),
  };
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

type StatKey = keyof NonNullable<RosterEntry["stats"]>;

const stat = (k: StatKey) => (e: RosterEntry) => {
  const v = e.stats?.[k];
  return typeof v === "number" ? v : null;
};

/** A numeric column read straight from one figure of the entry's stats. */
const figure = (
  key: string,
  label: string,
  abbr: string,
  k: keyof NonNullable<RosterEntry["stats"]>,
): RosterColumn => ({ key, label, abbr, numeric: true, value: stat(k) });

const FOOTBALL_ROSTER: readonly RosterColumn[] = [
  { key: "list", label: "Roster list", abbr: "List", value: (e) => e.stats?.roster_status ?? null },
];

/** A figure per game of the club's games, over the games of a line that records it. */
const perGame =
  (k: StatKey) =>
  (e: RosterEntry): string | null => {
    const v = e.stats?.[k];
    const g = e.stats?.games_played;
    return typeof v === "number" && typeof g === "number" && g > 0 ? (v / g).toFixed(1) : null;
  };

/** Made over attempted as the reference sites print it (.506); empty without an attempt. */
const shareOf =
  (made: StatKey, attempted: StatKey) =>
  (e: RosterEntry): string | null => {
    const m = e.stats?.[made];
    const a = e.stats?.[attempted];
    return typeof m === "number" && typeof a === "number" && a > 0 ? formatAverage(m / a) : null;
  };

const BASKETBALL_ROSTER: readonly RosterColumn[] = [
  { key: "age", label: "Age", numeric: true, value: stat("age") },
  figure("experience", "Years in league", "Exp", "experience"),
  // The player's regular-season line for this club (a traded player's part of his season).
  figure("g", "Games", "G", "games_played"),
  figure("gs", "Games started", "GS", "games_started"),
  { key: "mpg", label: "Minutes per game", abbr: "MPG", numeric: true, value: perGame("minutes") },
  { key: "ppg", label: "Points per game", abbr: "PPG", numeric: true, value: perGame("points") },
  { key: "rpg", label: "Rebounds per game", abbr: "RPG", numeric: true, value: perGame("rebounds") },
  { key: "apg", label: "Assists per game", abbr: "APG", numeric: true, value: perGame("assists") },
  {
    key: "fg",
    label: "Field goal percentage",
    abbr: "FG%",
    numeric: true,
    value: shareOf("field_goals", "field_goal_attempts"),
  },
  {
    key: "x3p",
    label: "3-point percentage",
    abbr: "3P%",
    numeric: true,
    value: shareOf("three_pointers", "three_point_attempts"),
  },
  {
    key: "ft",
    label: "Free throw percentage",
    abbr: "FT%",
    numeric: true,
    value: shareOf("free_throws", "free_throw_attempts"),
  },
  figure("pts", "Points", "PTS", "points"),
];

const HOCKEY_GOALIES: readonly RosterColumn[] = [
  figure("gp", "Games played", "GP", "games_played"),
  figure("w", "Wins", "W", "wins"),
  figure("l", "Losses", "L", "losses"),
  figure("tol", "Ties / OT losses", "T/OL", "ties_or_otl"),
  figure("so", "Shutouts", "SO", "shutouts"),
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
  figure("pgp", "Playoff games", "PO GP", "playoff_games"),
];

const HOCKEY_SKATERS: readonly RosterColumn[] = [
  figure("gp", "Games played", "GP", "games_played"),
  figure("g", "Goals", "G", "goals"),
  figure("a", "Assists", "A", "assists"),
  figure("pts", "Points", "Pts", "points"),
  figure("pim", "Penalty minutes", "PIM", "penalty_minutes"),
  figure("pm", "Plus/minus", "+/-", "plus_minus"),
  figure("pgp", "Playoff games", "PO GP", "playoff_games"),
  figure("ppts", "Playoff points", "PO Pts", "playoff_points"),
];

const BASEBALL_ROSTER: readonly RosterColumn[] = [
  figure("g", "Postseason games (batting)", "PS G", "postseason_games"),
  figure("ab", "Postseason at bats", "AB", "postseason_at_bats"),
  figure("h", "Postseason hits", "H", "postseason_hits"),
  figure("hr", "Postseason home runs", "HR", "postseason_home_runs"),
  figure("rbi", "Postseason runs batted in", "RBI", "postseason_rbi"),
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
  figure("so", "Postseason strikeouts (pitching)", "SO", "postseason_strikeouts"),
  { key: "as", label: "All-Star", abbr: "AS", value: (e) => (e.stats?.all_star ? "All-Star" : null) },
];

/** Columns of a roster table by sport (the figures each source holds); goalies get their own table. */
export function rosterColumns(sport: string | null | undefined, goalies = false): RosterColumn[] {
  if (sport === "football") return [...FOOTBALL_ROSTER];
  if (sport === "basketball") return [...BASKETBALL_ROSTER];
  if (sport === "hockey") return [...(goalies ? HOCKEY_GOALIES : HOCKEY_SKATERS)];
  if (sport === "baseball") return [...BASEBALL_ROSTER];
  return [];
}

/**
 * Roster order: hockey and basketball by points (goalies by games; a player without a line last),
 * others by name as the API gives them.
 */
export function sortRoster(
  entries: readonly RosterEntry[],
  sport: string | null | undefined,
): { skaters: RosterEntry[]; goalies: RosterEntry[] } {
  if (sport === "basketball")
    return {
      skaters: [...entries].sort((a, b) => (b.stats?.points ?? -1) - (a.stats?.points ?? -1)),
      goalies: [],
    };
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

/** What a season's postseason games are called: "Playoffs", "NCAA Tournament", "Bowls and College Football Playoff". */
export function postseasonTitle(leagueKey: string | null, season: number | null): string {
  if (leagueKey === null || season === null) return "Playoffs";
  const names = postseasonNames(leagueKey, season);
  return names.playoff ? `${names.games} and ${names.playoff}` : names.games;
}

/** A source file ("ncaa-mbb-team-seasons-sportsref/ncaa-team-data.csv") as the pages name it. */
const SOURCE_NAMES: Record<string, string> = {
  "ncaa-mbb-team-seasons-sportsref": "Sports-Reference",
  "hockey-databank": "the Hockey Databank",
  "bball-reference-datasets": "Basketball-Reference",
  "lahman-2025-stats": "the Lahman Baseball Database",
};
export const sourceName = (source: string) => SOURCE_NAMES[source.split("/")[0]] ?? source;

/**
 * What a team season's record rests on when a season-by-season source gives it and the season's
 * games are not all in our data: none of them, or only the postseason's. Null otherwise.
 */
export function seasonGamesNote(season: TeamSeason): string | null {
  if (!season.record_source) return null;
  const from = sourceName(season.record_source);
  const what = season.coaches.length ? "record, coaches and result" : "record and result";
  if (!season.regular_games_held && !season.postseason_games_held)
    return `The games of this season are not in our data: its ${what} are the season's totals from ${from}.`;
  if (!season.regular_games_held)
    return `The regular-season games of this season are not in our data, only its postseason games: its record is the season's total from ${from}.`;
  return null;
}

/**
 * The seasons table's note on seasons whose record a source gives without their games:
 * "1892-93 to 1983-84 (80 seasons): ... ", one sentence per kind; null when there are none.
 */
export function seasonsSourceNote(seasons: readonly TeamSeason[], sport: string | null): string | null {
  const sentences: string[] = [];
  // Runs of consecutive seasons: "1898-99 to 1983-84 and 1988-89 (87 seasons)".
  const span = (list: readonly TeamSeason[]) => {
    const years = list.map((x) => x.start_year).sort((a, b) => a - b);
    const runs: [number, number][] = [];
    for (const y of years) {
      const last = runs.at(-1);
      if (last && y === last[1] + 1) last[1] = y;
      else runs.push([y, y]);
    }
    if (runs.length > 4)
      return `${list.length} of the seasons ${seasonLabel(sport, years[0])} to ${seasonLabel(sport, years.at(-1)!)}`;
    const texts = runs.map(([a, b]) =>
      a === b ? seasonLabel(sport, a) : `${seasonLabel(sport, a)} to ${seasonLabel(sport, b)}`,
    );
    const joined = texts.length > 1 ? `${texts.slice(0, -1).join(", ")} and ${texts.at(-1)}` : texts[0];
    return list.length === 1 ? joined : `${joined} (${list.length} seasons)`;
  };
  const sourced = seasons.filter((x) => x.record_source);
  const none = sourced.filter((x) => !x.regular_games_held && !x.postseason_games_held);
  const postOnly = sourced.filter((x) => !x.regular_games_held && x.postseason_games_held);
  const sources = [...new Set(sourced.map((x) => sourceName(x.record_source!)))].join(" and ");
  if (none.length) {
    const what = none.some((x) => x.coaches.length) ? "record, coaches and result" : "record and result";
    sentences.push(
      `${span(none)}: the ${what} are the season's totals from ${sources}; the games of those seasons are not in our data.`,
    );
  }
  if (postOnly.length)
    sentences.push(
      `${span(postOnly)}: the record is the season's total from ${sources}; only the postseason games are in our data.`,
    );
  return sentences.length ? sentences.join(" ") : null;
}

/** The record table's note: what its rows count, under the names of the season's postseason games. */
export function recordTableNote(stats: Pick<TeamStats, "postseason_parts">): string {
  const names = ["the regular season", ...stats.postseason_parts.map((p) => p.name)];
  if (names.length === 1) return "From the season's games.";
  return `From the season's games; ${names.slice(0, -1).join(", ")} and ${names.at(-1)} are counted apart.`;
}
