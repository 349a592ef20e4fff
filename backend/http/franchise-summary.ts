/**
 * A franchise's seasons, newest first, each with its record, division finish and playoff result:
 * standings first, then the season-by-season sources (team_seasons), then the team's postseason
 * games (rules in domain/team-history.ts). A handful of queries for the whole history.
 */
import type { Selectable } from "kysely";
import type { TeamsTable } from "../db/schema";
import type { TeamSeason } from "../../domain/contract/types";
import { findLeague } from "../../domain/leagues";
import { playoffGameIds, type PostseasonPairing } from "../../domain/postseason-games";
import { seasonLabel } from "../../domain/season";
import {
  finalLostText,
  finishText,
  formatRecord,
  missedText,
  playoffResultFromGames,
  titleWonText,
  type PostseasonGame,
} from "../../domain/team-history";
import { findIdentity, type IdentityRef } from "../import/context";
import type { RouteContext } from "./context";

type Team = Selectable<TeamsTable>;
type Rows = Awaited<ReturnType<typeof loadRows>>;
type StandingRow = Rows["standings"][number];
type SourceRow = Rows["sourceRows"][number];
type TitleRow = Rows["titles"][number];

/** The league's seasons within the franchise's years, newest first, with each champion. */
function leagueSeasons(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("seasons")
    .leftJoin("champions", "champions.id", "seasons.champion_id")
    .select([
      "seasons.id",
      "seasons.name",
      "seasons.slug",
      "seasons.start_year",
      "seasons.end_year",
      "champions.team_id as champion_team_id",
    ])
    .where("seasons.sport_id", "=", team.sport_id)
    .where("seasons.level_id", "=", team.level_id)
    .$if(team.first_season !== null, (qb) => qb.where("seasons.start_year", ">=", team.first_season!))
    .$if(team.last_season !== null, (qb) => qb.where("seasons.start_year", "<=", team.last_season!))
    .orderBy("seasons.start_year", "desc")
    .execute();
}

function teamStandings(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("standings")
    .select([
      "season_start_year",
      "wins",
      "losses",
      "ties",
      "overtime_losses",
      "points",
      "games_played",
      "win_percentage",
      "rank",
      "division_name",
      "conference_name",
      "team_name",
    ])
    .where("team_id", "=", team.id)
    .execute();
}

/** The titles the team won or lost in the final. */
function titlesAndFinals(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("champions")
    .select([
      "year",
      "championship_id",
      "team_id",
      "team_name",
      "runner_up_team_id",
      "series",
      "winner_score",
      "runner_up_score",
    ])
    .where((eb) => eb.or([eb("team_id", "=", team.id), eb("runner_up_team_id", "=", team.id)]))
    .execute();
}

function postseasonGames(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("games")
    .select([
      "id",
      "season_start_year",
      "game_date",
      "week",
      "game_type",
      "home_team_id",
      "home_team_name",
      "away_team_name",
      "home_score",
      "away_score",
      "status",
    ])
    .where((eb) => eb.or([eb("home_team_id", "=", team.id), eb("away_team_id", "=", team.id)]))
    .where("game_type", "in", ["postseason", "championship", "play-in"])
    .execute();
}

/**
 * The league's postseason games of the seasons whose playoff games are named apart from its other
 * postseason games (college football from 2014), by season; none elsewhere.
 */
async function leaguePlayoffs(ctx: RouteContext, team: Team): Promise<Map<number, Set<number>>> {
  const from = findLeague(team.league_key)?.postseasonGames?.playoff?.from;
  const out = new Map<number, Set<number>>();
  if (from === undefined) return out;
  const rows = await ctx.db
    .selectFrom("games")
    .select(["id", "season_start_year", "game_type", "home_team_id", "away_team_id"])
    .where("league_key", "=", team.league_key)
    .where("season_start_year", ">=", from)
    .where("game_type", "in", ["postseason", "championship"])
    .execute();
  const bySeason = new Map<number, PostseasonPairing[]>();
  for (const r of rows) {
    if (r.season_start_year === null) continue;
    const list = bySeason.get(r.season_start_year) ?? [];
    list.push({ id: r.id, type: r.game_type ?? "postseason", home: r.home_team_id, away: r.away_team_id });
    bySeason.set(r.season_start_year, list);
  }
  for (const [season, games] of bySeason) out.set(season, playoffGameIds(team.league_key, season, games));
  return out;
}

/** How many of the team's final games each season holds, regular season and postseason apart. */
function gamesHeld(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("games")
    .select((eb) => [
      "season_start_year",
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>(eb.case().when("game_type", "=", "regular").then(1).else(0).end()).as("regular"),
    ])
    .where((eb) => eb.or([eb("home_team_id", "=", team.id), eb("away_team_id", "=", team.id)]))
    .where("status", "=", "final")
    .groupBy("season_start_year")
    .execute();
}

/** League-wide postseason weeks and seasons (NFL round names; "missed playoffs" needs a postseason to have been played). */
function leaguePostseasonWeeks(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("games")
    .select(["season_start_year", "week"])
    .where("sport_id", "=", team.sport_id)
    .where("level_id", "=", team.level_id)
    .where("game_type", "in", ["postseason", "championship"])
    .where("status", "=", "final")
    .groupBy(["season_start_year", "week"])
    .execute();
}

/** The team's head coaches by season (coach-season rows), first to last within a season. */
function seasonCoaches(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("coach_seasons")
    .innerJoin("coaches", "coaches.id", "coach_seasons.coach_id")
    .innerJoin("people", "people.id", "coaches.person_id")
    .select([
      "coach_seasons.season_start_year",
      "coaches.id",
      "coaches.slug",
      "people.first_name",
      "people.last_name",
    ])
    .where("coach_seasons.team_id", "=", team.id)
    .orderBy("coach_seasons.season_start_year")
    .orderBy("coach_seasons.id")
    .execute();
}

/**
 * The team's head-coaching stints (coaching_history): the seasons no coach-season row covers (a
 * source naming coaches without a record, curated careers before a source begins) take their coaches.
 */
function coachStints(ctx: RouteContext, team: Team) {
  return ctx.db
    .selectFrom("coaching_history")
    .innerJoin("coaches", "coaches.id", "coaching_history.coach_id")
    .innerJoin("people", "people.id", "coaches.person_id")
    .select([
      "coaching_history.start_year",
      "coaching_history.end_year",
      "coaches.id",
      "coaches.slug",
      "people.first_name",
      "people.last_name",
    ])
    .where("coaching_history.team_id", "=", team.id)
    .where("coaching_history.is_head_coach", "=", 1)
    .orderBy("coaching_history.start_year")
    .orderBy("coaching_history.id")
    .execute();
}

/** Every row the history reads, in one round of queries. */
async function loadRows(ctx: RouteContext, team: Team) {
  const [
    seasons,
    identities,
    standings,
    sourceRows,
    titles,
    games,
    leagueWeeks,
    coaches,
    stints,
    held,
    playoffs,
  ] = await Promise.all([
    leagueSeasons(ctx, team),
    ctx.db
      .selectFrom("team_identities")
      .select(["name", "city", "abbreviation", "first_season", "last_season"])
      .where("team_id", "=", team.id)
      .execute(),
    teamStandings(ctx, team),
    ctx.db.selectFrom("team_seasons").selectAll().where("team_id", "=", team.id).execute(),
    titlesAndFinals(ctx, team),
    postseasonGames(ctx, team),
    leaguePostseasonWeeks(ctx, team),
    seasonCoaches(ctx, team),
    coachStints(ctx, team),
    gamesHeld(ctx, team),
    leaguePlayoffs(ctx, team),
  ]);
  return {
    seasons,
    identities,
    standings,
    sourceRows,
    titles,
    games,
    leagueWeeks,
    coaches,
    stints,
    held,
    playoffs,
  };
}

/** League-wide postseason weeks per season (NFL round names; a played postseason). */
function weeksBySeason(
  leagueWeeks: { season_start_year: number | null; week: number | null }[],
): Map<number, number[]> {
  const weeksBy = new Map<number, number[]>();
  for (const w of leagueWeeks) {
    const year = Number(w.season_start_year);
    weeksBy.set(year, [...(weeksBy.get(year) ?? []), ...(w.week === null ? [] : [Number(w.week)])]);
  }
  return weeksBy;
}

/** The team's postseason games per season, from its own side. */
function postseasonBySeason(games: Rows["games"], teamId: number): Map<number, PostseasonGame[]> {
  const gamesBy = new Map<number, PostseasonGame[]>();
  for (const g of games) {
    if (g.season_start_year === null) continue;
    const home = g.home_team_id === teamId;
    const list = gamesBy.get(g.season_start_year) ?? [];
    list.push({
      id: g.id,
      date: g.game_date,
      week: g.week,
      type: g.game_type ?? "postseason",
      opponent: (home ? g.away_team_name : g.home_team_name) ?? "",
      own: g.status === "final" ? (home ? g.home_score : g.away_score) : null,
      other: g.status === "final" ? (home ? g.away_score : g.home_score) : null,
    });
    gamesBy.set(g.season_start_year, list);
  }
  return gamesBy;
}

/** What one season holds for the team: its standing, source row, title won or final lost, postseason games. */
interface SeasonFacts {
  year: number;
  st: StandingRow | undefined;
  src: SourceRow | undefined;
  won: TitleRow | undefined;
  lostFinal: TitleRow | undefined;
  games: PostseasonGame[] | undefined;
  weeks: number[] | undefined;
  /** The ids of the season's playoff games, where they are named apart (college football from 2014). */
  playoffIds: Set<number> | undefined;
}

/** The season's playoff result in words, from the surest source that has one. */
function seasonResult(ctx: RouteContext, leagueKey: string, f: SeasonFacts): string | null {
  const championship = (id: number) => ctx.ref.championships.get(id)?.name ?? "";
  const { won, lostFinal, src, year } = f;
  if (won) return titleWonText(leagueKey, championship(won.championship_id));
  if (lostFinal)
    return finalLostText(
      leagueKey,
      championship(lostFinal.championship_id),
      lostFinal.team_name,
      lostFinal.series,
      lostFinal.winner_score,
      lostFinal.runner_up_score,
    );
  // A college tournament's games name the opponent and score: they come before a source's words.
  const gamesFirst = f.games !== undefined && findLeague(leagueKey)?.tournament !== undefined;
  if (src?.playoff_result && !gamesFirst) return src.playoff_result;
  if (f.games)
    return (
      playoffResultFromGames(leagueKey, year, f.games, f.weeks, f.playoffIds) ?? src?.playoff_result ?? null
    );
  if (f.weeks || src?.made_playoffs === 0)
    return src?.made_playoffs === 1 ? "Lost in playoffs" : missedText(leagueKey);
  if (src?.made_playoffs === 1) return "Lost in playoffs";
  return null;
}

/** Whether the team made the playoffs that season; null when nothing says. */
function madePlayoffsOf(f: SeasonFacts): boolean | null {
  if (f.won || f.lostFinal || f.games?.some((g) => g.type !== "play-in")) return true;
  if (f.src?.made_playoffs != null) return f.src.made_playoffs === 1;
  return f.weeks ? false : null;
}

/** The season's record: standings first, else the source row (hockey: OT losses apart from ties). */
function recordOf(sport: string | undefined, f: SeasonFacts) {
  const { st, src } = f;
  const parts = st
    ? { wins: st.wins, losses: st.losses, ties: st.ties, overtime_losses: st.overtime_losses }
    : src
      ? { wins: src.wins, losses: src.losses, ties: src.ties, overtime_losses: src.overtime_losses }
      : null;
  // Hockey standings count OT losses in `ties` as well; the source rows keep them apart.
  const hockeyTies = st ? st.ties : src ? (src.ties ?? 0) + (src.overtime_losses ?? 0) : null;
  const recordParts = parts && sport === "hockey" ? { ...parts, ties: hockeyTies } : parts;
  const ties =
    sport === "hockey"
      ? st
        ? (st.ties ?? 0) - (st.overtime_losses ?? 0)
        : (src?.ties ?? null)
      : (parts?.ties ?? null);
  const winPct =
    st?.win_percentage ??
    (parts && parts.wins !== null && parts.losses !== null && parts.wins + parts.losses > 0
      ? parts.wins / (parts.wins + parts.losses)
      : null);
  return { parts, ties, winPct, text: recordParts ? formatRecord(sport, recordParts, f.year) : null };
}

type CoachRef = { id: number; slug: string; name: string };
type CoachNamed = { id: number; slug: string; first_name: string; last_name: string };

/** Each season's coaches: the coach-season rows, else the stints covering the season (first to last). */
function coachesBySeason(
  seasonRows: (CoachNamed & { season_start_year: number })[],
  stints: (CoachNamed & { start_year: number; end_year: number | null })[],
): Map<number, CoachRef[]> {
  const add = (into: Map<number, CoachRef[]>, year: number, c: CoachNamed) => {
    const list = into.get(year) ?? [];
    // One person per season even where two rows name them (a coach who left and came back).
    if (!list.some((x) => x.id === c.id))
      list.push({ id: c.id, slug: c.slug, name: [c.first_name, c.last_name].filter(Boolean).join(" ") });
    into.set(year, list);
  };
  const out = new Map<number, CoachRef[]>();
  for (const c of seasonRows) add(out, c.season_start_year, c);
  const fromStints = new Map<number, CoachRef[]>();
  for (const s of stints)
    for (let year = s.start_year; year <= (s.end_year ?? s.start_year); year++) add(fromStints, year, s);
  for (const [year, list] of fromStints) if (!out.has(year)) out.set(year, list);
  return out;
}

export async function franchiseSummary(ctx: RouteContext, team: Team): Promise<TeamSeason[]> {
  const sport = ctx.ref.sports.get(team.sport_id)?.slug;
  const leagueKey = team.league_key;
  const rows = await loadRows(ctx, team);
  const { seasons, identities, standings, sourceRows, titles, games, leagueWeeks } = rows;
  const coachesBy = coachesBySeason(rows.coaches, rows.stints);
  const standingBy = new Map(standings.map((r) => [r.season_start_year, r]));
  const sourceBy = new Map(sourceRows.map((r) => [r.season_start_year, r]));
  const weeksBy = weeksBySeason(leagueWeeks);
  const gamesBy = postseasonBySeason(games, team.id);
  const heldBy = new Map(rows.held.map((h) => [h.season_start_year, h]));
  const identityList: IdentityRef[] = identities;
  return seasons.map((s): TeamSeason => {
    const year = s.start_year;
    const facts: SeasonFacts = {
      year,
      st: standingBy.get(year),
      src: sourceBy.get(year),
      won: titles.find((t) => t.year === year && t.team_id === team.id),
      lostFinal: titles.find((t) => t.year === year && t.runner_up_team_id === team.id),
      games: gamesBy.get(year),
      weeks: weeksBy.get(year),
      playoffIds: rows.playoffs.get(year),
    };
    const { st, src, won, lostFinal } = facts;
    const record = recordOf(sport, facts);
    const held = heldBy.get(year);
    const regularHeld = Number(held?.regular ?? 0);
    return {
      id: s.id,
      name: s.name,
      slug: s.slug,
      start_year: year,
      end_year: s.end_year,
      label: seasonLabel(sport, year),
      team_name: findIdentity(identityList, year)?.name ?? st?.team_name ?? src?.team_name ?? team.name,
      championship_won: s.champion_team_id === team.id || won !== undefined,
      games_played: st?.games_played ?? src?.games_played ?? null,
      wins: record.parts?.wins ?? null,
      losses: record.parts?.losses ?? null,
      ties: record.ties,
      overtime_losses: record.parts?.overtime_losses ?? null,
      points: st?.points ?? src?.points ?? null,
      record: record.text,
      win_percentage: record.winPct,
      conference_name: st ? st.conference_name : (src?.conference_name ?? null),
      division_name: st ? st.division_name : (src?.division_name ?? null),
      division_rank: st ? st.rank : (src?.division_rank ?? null),
      // A standings rank without a division or conference is a rank in a table we cannot name;
      // the season-by-season sources rank in the league when it had no divisions.
      finish: st
        ? finishText(st.rank, st.division_name, st.conference_name, null)
        : src
          ? finishText(src.division_rank, src.division_name, src.conference_name, leagueKey.toUpperCase())
          : null,
      made_playoffs: madePlayoffsOf(facts),
      playoff_result: seasonResult(ctx, leagueKey, facts),
      runner_up: lostFinal !== undefined,
      coaches: coachesBy.get(year) ?? [],
      record_source: !st && src && record.text ? src.source : null,
      regular_games_held: regularHeld,
      postseason_games_held: Number(held?.n ?? 0) - regularHeld,
    };
  });
}
