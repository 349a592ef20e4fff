/**
 * The build step of the NFL, NBA and NHL standings: each season with games becomes a table
 * (`computeStandings`, backend/import/standings/), with the league's published orders and season
 * totals where the games alone cannot give them, playoff positions from the postseason and the
 * season dates the curated facts left empty.
 */
import type { Insertable } from "kysely";
import path from "node:path";
import type { Database } from "../../db/schema";
import { GAME_RESULT } from "../../db/game-result";
import type { BuildContext } from "../context";
import { loadCrosswalk, type Crosswalk } from "../crosswalk";
import type { BuildStep } from "../step";
import { alignmentIds } from "../standings/alignment-ids";
import { compactYears } from "../standings/compact-years";
import { computeStandings } from "../standings/compute";
import { HOCKEY_TOTALS_SOURCE, readHockeyDatabankTotals } from "../standings/hockey-totals";
import { checkCuratedTable, readNhlFinalTables, type CuratedTableRow } from "../standings/nhl-final-tables";
import { assignPlayoffPositions } from "../standings/playoff-positions";
import { fillSeasonDates } from "../standings/season-dates";
import type { StandingGame, StandingRow, StandingTeam } from "../standings/types";
import { reportOf } from "./common";
import { standingRow } from "./standing-rows";
import { incompleteSeasons } from "./games";
import { nonMemberResults } from "./nfl";
import {
  checkPublishedOrder,
  NFL_PUBLISHED_ORDERS,
  readNflPublishedOrders,
  type PublishedRow,
} from "./nfl-published-orders";

// The modules that hold the standings' parts, for the importers and tests that read them here.
export { alignmentIds } from "../standings/alignment-ids";
export { compactYears } from "../standings/compact-years";
export { computeStandings } from "../standings/compute";
export {
  checkCuratedTable,
  NHL_FINAL_TABLES,
  readNhlFinalTables,
  type CuratedTableRow,
} from "../standings/nhl-final-tables";
export { assignPlayoffPositions } from "../standings/playoff-positions";
export type { StandingGame, StandingRow, StandingsOptions, StandingTeam } from "../standings/types";

interface LeagueSpec {
  league: string;
  sport: string;
  level: string;
  hockey: boolean;
}

const LEAGUES: LeagueSpec[] = [
  { league: "nfl", sport: "football", level: "professional", hockey: false },
  { league: "nba", sport: "basketball", level: "professional", hockey: false },
  { league: "nhl", sport: "hockey", level: "professional", hockey: true },
];

type Championship = { id: number; league_key: string; sport_id: number; level_id: number };
type Totals = Map<number, { w: number; l: number; otl: number }>;

async function leagueGames(ctx: BuildContext, championship: Championship) {
  return ctx.db
    .selectFrom("games")
    .select([...GAME_RESULT, "game_time", "period", "game_type", "status", "source"])
    .where("sport_id", "=", championship.sport_id)
    .where("level_id", "=", championship.level_id)
    .execute();
}
type GameRow = Awaited<ReturnType<typeof leagueGames>>[number];

/** The inputs every league reads once: curated tables, season totals, published orders. */
interface LeagueInputs {
  spec: LeagueSpec;
  championship: Championship;
  crosswalk: Crosswalk;
  championBySeason: Map<number, number>;
  hockeyTotals: Map<number, Totals>;
  curatedHockey: Map<number, Map<number, CuratedTableRow>>;
  publishedNfl: Map<number, Map<number, PublishedRow>>;
}

function seasonTeams(
  ctx: BuildContext,
  crosswalk: Crosswalk,
  season: number,
  regular: GameRow[],
): StandingTeam[] {
  const teamIds = [...new Set(regular.flatMap((g) => [g.home_team_id, g.away_team_id]))].sort(
    (a, b) => a - b,
  );
  return teamIds.map((id) => {
    const team = crosswalk.bySlug.get(ctx.lookups.teamsById.get(id)!.slug)!;
    const { conference, division } = crosswalk.alignment(team, season);
    return { id, name: ctx.teamOfTime(id, season).name, conference, division };
  });
}

const finalGames = (regular: GameRow[]): StandingGame[] =>
  regular
    .filter((g) => g.status === "final" && g.home_score !== null && g.away_score !== null)
    .map((g) => ({
      home: g.home_team_id,
      away: g.away_team_id,
      homeScore: g.home_score!,
      awayScore: g.away_score!,
      date: g.game_date,
      time: g.game_time,
      overtime: g.period,
    }));

/**
 * Hockey seasons whose games lack OT/SO markers: W-L-OTL from the curated final table (checked
 * against the games) or Hockey Databank; NFL: the published order, held to the games.
 */
function seasonTotals(
  ctx: BuildContext,
  inputs: LeagueInputs,
  season: number,
  regular: GameRow[],
  teams: StandingTeam[],
  finals: StandingGame[],
) {
  const { spec } = inputs;
  // Hockey: the NHL API schedules have no OT/SO marker; Hockey-Reference rows do.
  const overtimeKnown =
    !spec.hockey ||
    regular.every((g) => g.status !== "final" || (g.source ?? "").includes("hockey-reference"));
  const curated = spec.hockey && !overtimeKnown ? inputs.curatedHockey.get(season) : undefined;
  let totals: Totals | undefined =
    spec.hockey && !overtimeKnown ? inputs.hockeyTotals.get(season) : undefined;
  let officialRank: Map<number, number> | undefined;
  if (curated) {
    const problems = checkCuratedTable(curated, regular);
    if (problems.length)
      ctx.warn(
        `nhl ${season}: curated final table disagrees with the games, not used: ${problems.join("; ")}`,
      );
    else {
      totals = new Map(
        [...curated].map(([id, r]) => [id, { w: r.wins, l: r.losses, otl: r.overtime_losses }]),
      );
      officialRank = new Map([...curated].map(([id, r]) => [id, r.division_rank]));
    }
  }
  const published = inputs.publishedNfl.get(season);
  if (published) {
    // A curated order must describe these games (W-L-T, division, every club ranked): a
    // difference fails the build.
    const file = path.join(ctx.dataDir, NFL_PUBLISHED_ORDERS);
    for (const p of checkPublishedOrder(season, published, teams, finals))
      ctx.problems.add(file, p.line, p.message);
    officialRank = new Map([...published].map(([id, r]) => [id, r.division_rank]));
  }
  if (spec.hockey && !overtimeKnown) {
    const from = officialRank
      ? "curated final table (backend/data/standings/nhl-final-tables.csv), checked against the games"
      : totals
        ? HOCKEY_TOTALS_SOURCE
        : null;
    ctx.log(
      `  nhl ${season}: no OT/SO marker in the games; ${from ? `W-L-OTL and points from ${from}` : "OT losses and points unknown (left empty)"}`,
    );
  }
  return { overtimeKnown, totals, officialRank };
}

/** 1920 games against clubs outside the league count in the members' records (clubs without a row). */
function addNonMembers(
  ctx: BuildContext,
  season: number,
  teams: StandingTeam[],
  finals: StandingGame[],
): Set<number> | undefined {
  const outsiders = nonMemberResults(ctx).filter((r) => r.season === season);
  const pseudo = new Map<string, number>();
  for (const r of outsiders) {
    if (!pseudo.has(r.opponent)) {
      pseudo.set(r.opponent, -1 - pseudo.size);
      teams.push({ id: pseudo.get(r.opponent)!, name: r.opponent, conference: null, division: null });
    }
    const other = pseudo.get(r.opponent)!;
    finals.push(
      r.home
        ? { home: r.teamId, away: other, homeScore: r.own, awayScore: r.opp, date: r.date, overtime: null }
        : { home: other, away: r.teamId, homeScore: r.opp, awayScore: r.own, date: r.date, overtime: null },
    );
  }
  return pseudo.size ? new Set(pseudo.values()) : undefined;
}

/** NFL before 1972: the postseason games between clubs (a playoff between tied clubs decides their order). */
const decidedPlayoffs = (list: GameRow[]) =>
  list
    .filter(
      (g) =>
        g.game_type !== "regular" &&
        g.status === "final" &&
        g.home_score !== null &&
        g.away_score !== null &&
        g.home_score !== g.away_score,
    )
    .map((g) =>
      g.home_score! > g.away_score!
        ? { winner: g.home_team_id, loser: g.away_team_id }
        : { winner: g.away_team_id, loser: g.home_team_id },
    );

const isPost = (g: GameRow) =>
  g.game_type === "postseason" || g.game_type === "championship" || g.game_type === "play-in";

/** A season's rows and each club's name of that season. */
interface SeasonTable {
  rows: StandingRow[];
  names: Map<number, string>;
}

/** One season's table, or null when it has no result yet. */
async function seasonTable(
  ctx: BuildContext,
  inputs: LeagueInputs,
  season: number,
  list: GameRow[],
): Promise<SeasonTable | null> {
  const { spec, championship } = inputs;
  const regular = list.filter((g) => g.game_type === "regular");
  const teams = seasonTeams(ctx, inputs.crosswalk, season, regular);
  const finals = finalGames(regular);
  const { overtimeKnown, totals, officialRank } = seasonTotals(ctx, inputs, season, regular, teams, finals);
  if (finals.length === 0) {
    // A schedule without any result yet: no table (the 'current' standings stay on the last
    // season with results instead of a table of zeros).
    await fillSeasonDates(ctx, championship.league_key, season, list, []);
    return null;
  }
  const nfl = spec.league === "nfl";
  const unranked = nfl ? addNonMembers(ctx, season, teams, finals) : undefined;
  const table = computeStandings(teams, finals, {
    unranked,
    playoffs: nfl && season < 1972 ? decidedPlayoffs(list) : undefined,
    hockey: spec.hockey,
    overtimeKnown,
    totals,
    officialRank,
    // The 2019-20 NHL season stopped in March 2020; the league ranked by points percentage.
    pointsPercentage: spec.league === "nhl" && season === 2019,
    // The tie-breaking procedures as written today apply since the 2002 realignment.
    nfl: nfl && season >= 2002,
    // Before: the procedure of that season, as far as the sources give it.
    nflHistory: nfl && season < 2002 ? season : undefined,
    nba: spec.league === "nba",
    // Before 1972 an NFL (and AFL) tie did not count in the percentage.
    tiesExcluded: nfl && season < 1972,
  });
  const post = list.filter(isPost);
  if (post.length > 0) {
    const participants = new Set(
      post.filter((g) => g.game_type !== "play-in").flatMap((g) => [g.home_team_id, g.away_team_id]),
    );
    const playIn = new Set(
      post.filter((g) => g.game_type === "play-in").flatMap((g) => [g.home_team_id, g.away_team_id]),
    );
    // The champion rows only (checked against, or derived from, the deciding games by the
    // 'champions agree with the games' step): the mark, the home page and the championship
    // pages read the same rows.
    const champion = inputs.championBySeason.get(season) ?? null;
    assignPlayoffPositions(table, { participants, playIn, champion });
  }
  await fillSeasonDates(ctx, championship.league_key, season, list, table);
  return { rows: table, names: new Map(teams.map((t) => [t.id, t.name])) };
}

/** The season's latest final game, regular season or postseason. */
function lastUpdatedOf(table: StandingRow[], list: GameRow[]): string | null {
  const updated = table.reduce<string | null>(
    (m, r) => (r.last_updated && (!m || r.last_updated > m) ? r.last_updated : m),
    null,
  );
  const postLast = list
    .filter(isPost)
    .filter((g) => g.status === "final")
    .reduce<string | null>((m, g) => (!m || g.game_date > m ? g.game_date : m), null);
  return postLast && (!updated || postLast > updated) ? postLast : updated;
}

type AlignmentIds = Awaited<ReturnType<typeof alignmentIds>>;

async function leagueInputs(
  ctx: BuildContext,
  spec: LeagueSpec,
  championship: Championship,
  crosswalk: Crosswalk,
): Promise<LeagueInputs> {
  const champions = await ctx.db
    .selectFrom("champions")
    .select(["year", "team_id"])
    .where("championship_id", "=", championship.id)
    .execute();
  return {
    spec,
    championship,
    crosswalk,
    championBySeason: new Map(
      champions.filter((c) => c.team_id !== null).map((c) => [c.year, c.team_id as number]),
    ),
    hockeyTotals: spec.hockey ? readHockeyDatabankTotals(ctx, crosswalk) : new Map(),
    curatedHockey: spec.hockey ? readNhlFinalTables(ctx) : new Map(),
    publishedNfl: spec.league === "nfl" ? readNflPublishedOrders(ctx) : new Map(),
  };
}

async function leagueStandings(ctx: BuildContext, spec: LeagueSpec, crosswalk: Crosswalk, ids: AlignmentIds) {
  const championship = ctx.lookups.leagues.get(spec.league);
  if (!championship) return;
  const games = await leagueGames(ctx, championship);
  const bySeason = new Map<number, GameRow[]>();
  for (const g of games) {
    if (g.season_start_year === null) continue;
    bySeason.set(g.season_start_year, [...(bySeason.get(g.season_start_year) ?? []), g]);
  }
  const incomplete = incompleteSeasons(ctx, spec.league);
  const inputs = await leagueInputs(ctx, spec, championship, crosswalk);
  const skipped: number[] = [];
  const unplayed: number[] = [];
  const rows: Insertable<Database["standings"]>[] = [];
  for (const season of [...bySeason.keys()].sort((a, b) => a - b)) {
    if (incomplete.has(season)) {
      skipped.push(season);
      continue;
    }
    const list = bySeason.get(season)!;
    const table = await seasonTable(ctx, inputs, season, list);
    if (!table) {
      unplayed.push(season);
      continue;
    }
    const lastUpdated = lastUpdatedOf(table.rows, list);
    for (const r of table.rows)
      rows.push(
        await standingRow(ctx, ids, championship, season, r, table.names.get(r.team_id)!, lastUpdated),
      );
  }
  await ids.flush();
  await ctx.insert("standings", rows);
  reportOf(ctx).count(spec.sport, spec.level, "standings", rows.length);
  const seasons = new Set(rows.map((r) => r.season_start_year)).size;
  ctx.log(`  ${spec.league} standings: ${rows.length} rows over ${seasons} seasons`);
  if (unplayed.length)
    ctx.log(
      `  ${spec.league} standings: no table for ${compactYears(unplayed)} (schedule only, no results yet)`,
    );
  if (skipped.length) {
    ctx.log(
      `  ${spec.league} standings not computed for ${skipped.length} season(s) with rejected games (${compactYears(skipped)}): their tables would be incomplete`,
    );
  }
}

/** Standings of every season with imported games (NFL, NBA, NHL). */
export const standingsStep: BuildStep = {
  name: "standings from games",
  async run(ctx) {
    const crosswalk = await loadCrosswalk(ctx);
    const ids = await alignmentIds(ctx);
    for (const spec of LEAGUES) await leagueStandings(ctx, spec, crosswalk, ids);
  },
};
