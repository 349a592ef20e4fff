/**
 * Games from the open datasets: the draft every importer builds, reconciliation of two sources
 * (same date, same two teams = same game) and the ordered insert.
 *
 * Dates and times: `game_date` is the US Eastern calendar date and `game_time` the US Eastern local
 * start time (24-hour `HH:MM`) exactly as the sources give them (nflverse `gameday`/`gametime`,
 * Sports-Reference `Date`/`Time`/`Start (ET)`, NHL API `game_date`/`start_time_ET`), never
 * converted through UTC, so a late game stays on the evening it was played. Files that omit the
 * year (the 2026 NFL schedule) get it from the season (August-December = start year, else the
 * next). March Mania dates are `DayZero + DayNum` (no time).
 *
 * Status: a game with both scores is `final`, one without is `scheduled`.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { seasonKey, type BuildContext } from "../context";
import type { Crosswalk, Resolved } from "../crosswalk";
import { addDays, type ImportReport } from "./common";
import { gameVenue } from "../venue-names";
import { isNeutralSite } from "../../../domain/neutral-site";

/** One season's file of games read into the drafts gathered so far (a second source merges into them). */
export interface SeasonFileRead {
  ctx: BuildContext;
  report: ImportReport;
  crosswalk: Crosswalk;
  file: string;
  season: number;
  games: GameDraft[];
}

export type GameType = "regular" | "postseason" | "championship" | "play-in" | "cup-final";

export interface GameDraft {
  league: string;
  sport_id: number;
  level_id: number;
  season: number;
  date: string;
  time: string | null;
  home: Resolved;
  away: Resolved;
  homeScore: number | null;
  awayScore: number | null;
  /** Overtime marker of a final game: OT, 2OT, SO. */
  overtime: string | null;
  /** The source marks a neutral site (the build adds rounds always played at one: domain/neutral-site.ts). */
  neutral: boolean;
  venue: string | null;
  attendance: number | null;
  weather: string | null;
  officials: { position: string; name: string }[] | null;
  week: number | null;
  gameType: GameType;
  championshipId: number | null;
  source: string;
  /** Head coaches named by the source (nflverse). */
  coaches?: { home: string | null; away: string | null };
  /** Game-log extras (Retrosheet): runs by inning, length, day/night, doubleheader game, managers. */
  lineScore?: { away: (number | null)[]; home: (number | null)[] } | null;
  durationMinutes?: number | null;
  dayNight?: "day" | "night" | null;
  gameNumber?: number | null;
  /** `logged`: the names the logs gave where the build corrected them (domain/managers-of-record). */
  managers?: {
    home: string | null;
    away: string | null;
    logged?: { home?: string | null; away?: string | null };
  } | null;
  /** A suspended game's completion day (`date` is the day it began). */
  completedDate?: string | null;
}

/** The league part every game draft of an importer shares. */
export function gameBase(
  ctx: BuildContext,
  leagueKey: string,
): Pick<GameDraft, "league" | "sport_id" | "level_id"> {
  const league = ctx.lookups.leagues.get(leagueKey);
  if (!league) throw new Error(`no league "${leagueKey}" in the build's lookups`);
  return { league: leagueKey, sport_id: league.sport_id, level_id: league.level_id };
}

export function pairKey(season: number, date: string, a: number, b: number): string {
  return `${season}:${date}:${Math.min(a, b)}:${Math.max(a, b)}`;
}

/**
 * The same game in another source: same season and teams on the same date, else (when
 * `windowDays` > 0, for leagues where two teams never meet twice within a few days, i.e. the NFL)
 * within that many days, for games moved after the schedule was published.
 */
export function findMatch(
  index: Map<string, GameDraft[]>,
  g: { season: number; date: string; home: Resolved; away: Resolved },
  windowDays = 0,
): GameDraft | undefined {
  const exact = index.get(pairKey(g.season, g.date, g.home.team.id, g.away.team.id))?.[0];
  if (exact || windowDays <= 0) return exact;
  for (let d = 1; d <= windowDays; d++) {
    for (const date of [addDays(g.date, -d), addDays(g.date, d)]) {
      const near = index.get(pairKey(g.season, date, g.home.team.id, g.away.team.id))?.[0];
      if (near) return near;
    }
  }
  return undefined;
}

export function indexGames(games: GameDraft[]): Map<string, GameDraft[]> {
  const index = new Map<string, GameDraft[]>();
  for (const g of games) {
    const key = pairKey(g.season, g.date, g.home.team.id, g.away.team.id);
    const list = index.get(key) ?? [];
    list.push(g);
    index.set(key, list);
  }
  return index;
}

/** Inserts drafts in a stable order (date, time, teams) with stable ids and unique slugs. */
export async function insertGames(ctx: BuildContext, drafts: GameDraft[]): Promise<number> {
  const sorted = [...drafts].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? "").localeCompare(b.time ?? "") ||
      (a.gameNumber ?? 0) - (b.gameNumber ?? 0) ||
      a.home.team.slug.localeCompare(b.home.team.slug) ||
      a.away.team.slug.localeCompare(b.away.team.slug),
  );
  const used = new Set<string>();
  const rows: Insertable<Database["games"]>[] = [];
  const leagueOf = new Map([...ctx.lookups.leagues].map(([key, c]) => [key, c]));
  for (const g of sorted) {
    const league = leagueOf.get(g.league);
    // The source's flag, or a round that is always played at a neutral site.
    const neutral = isNeutralSite({
      sport: league?.sport ?? "",
      level: league?.level ?? "",
      season: g.season,
      gameType: g.gameType,
      sourceSaysNeutral: g.neutral,
    });
    const base = `${g.league}-${g.date}-${g.away.team.slug}-at-${g.home.team.slug}`;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    const final = g.homeScore !== null && g.awayScore !== null;
    const venue = gameVenue(ctx, { season: g.season, homeTeamId: g.home.team.id, neutral, venue: g.venue });
    rows.push({
      id: ctx.nextId("games"),
      slug,
      sport_id: g.sport_id,
      level_id: g.level_id,
      league_key: g.league,
      season_id: ctx.lookups.seasons.get(seasonKey(g.league, g.season)) ?? null,
      season_start_year: g.season,
      championship_id: g.championshipId,
      home_team_id: g.home.team.id,
      away_team_id: g.away.team.id,
      home_team_name: g.home.name,
      away_team_name: g.away.name,
      home_team_city: g.home.city,
      away_team_city: g.away.city,
      home_team_abbreviation: g.home.abbreviation,
      away_team_abbreviation: g.away.abbreviation,
      home_score: final ? g.homeScore : null,
      away_score: final ? g.awayScore : null,
      status: final ? "final" : "scheduled",
      game_date: g.date,
      game_time: g.time,
      period: final ? g.overtime : null,
      time_remaining: null,
      venue_id: venue.id,
      venue_name: venue.name,
      attendance: g.attendance,
      weather: g.weather,
      officials: g.officials && g.officials.length ? JSON.stringify(g.officials) : null,
      week: g.week,
      game_type: g.gameType,
      source: g.source,
      neutral_site: neutral ? 1 : 0,
      line_score: g.lineScore ? JSON.stringify(g.lineScore) : null,
      duration_minutes: g.durationMinutes ?? null,
      day_night: g.dayNight ?? null,
      game_number: g.gameNumber ?? null,
      managers: g.managers && (g.managers.home || g.managers.away) ? JSON.stringify(g.managers) : null,
      completed_date: g.completedDate ?? null,
    });
  }
  await ctx.insert("games", rows);
  return rows.length;
}

/**
 * Games the sources give no day for (`date` left empty): stored in `undated_games`, never in `games`
 * (docs/rules.md#undated-games). Ordered as the source lists them within a season.
 */
export async function insertUndatedGames(ctx: BuildContext, drafts: readonly GameDraft[]): Promise<number> {
  const rows: Insertable<Database["undated_games"]>[] = drafts.map((g) => {
    const final = g.homeScore !== null && g.awayScore !== null;
    return {
      id: ctx.nextId("undated_games"),
      season_start_year: g.season,
      home_team_id: g.home.team.id,
      away_team_id: g.away.team.id,
      home_team_name: g.home.name,
      away_team_name: g.away.name,
      home_score: final ? g.homeScore : null,
      away_score: final ? g.awayScore : null,
      period: final ? g.overtime : null,
      neutral_site: g.neutral ? 1 : 0,
      venue_name: g.neutral ? g.venue : null,
      game_type: g.gameType,
      source: g.source,
      league_key: g.league,
    };
  });
  await ctx.insert("undated_games", rows);
  return rows.length;
}

/** Seasons of a league in which some game was rejected (their standings would be incomplete). */
const INCOMPLETE = new WeakMap<BuildContext, Map<string, Map<number, number>>>();

export function markIncomplete(ctx: BuildContext, league: string, season: number): void {
  let byLeague = INCOMPLETE.get(ctx);
  if (!byLeague) INCOMPLETE.set(ctx, (byLeague = new Map()));
  const seasons = byLeague.get(league) ?? new Map<number, number>();
  seasons.set(season, (seasons.get(season) ?? 0) + 1);
  byLeague.set(league, seasons);
}

export function incompleteSeasons(ctx: BuildContext, league: string): Map<number, number> {
  return INCOMPLETE.get(ctx)?.get(league) ?? new Map();
}

/**
 * Marks the deciding series of a completed postseason (the two teams of the season's last
 * postseason game; every postseason game between them) as `championship` games of the title.
 */
export function markFinals(games: GameDraft[], season: number, championshipId: number): void {
  const post = games
    .filter((g) => g.season === season && (g.gameType === "postseason" || g.gameType === "championship"))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""));
  const last = post[post.length - 1];
  if (!last || last.homeScore === null) return;
  const pair = new Set([last.home.team.id, last.away.team.id]);
  // Walk back while the games are between the two finalists.
  for (let i = post.length - 1; i >= 0; i--) {
    const g = post[i];
    if (!(pair.has(g.home.team.id) && pair.has(g.away.team.id))) {
      // Another series still being played after the finalists met: stop at the first other game.
      break;
    }
    g.gameType = "championship";
    g.championshipId = championshipId;
  }
}
