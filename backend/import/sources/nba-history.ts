/**
 * NBA (and BAA) games 1946-47 → 2019-20 from FiveThirtyEight (fivethirtyeight-nba-elo/, CC BY 4.0,
 * "@source Basketball Reference"):
 *  - seasons to 2014-15 from `nba_all_elo.csv` (one row per game): `lg_id` NBA only (the BAA years
 *    are NBA there; ABA games are left out of NBA tables), the home club is the one whose
 *    franchise the code ending `game_id` names (today's code: GSW for the 1947 Philadelphia
 *    Warriors), `is_playoffs` marks playoff games, a note "at City ST" a neutral site;
 *  - seasons 2015-16 → 2019-20 from `nba_elo.csv` (team1 = home unless `neutral`): its playoff flag
 *    is empty for every game of these seasons (and 0 for the Finals), so a season's games past its
 *    regular-season total (30 clubs × 82 / 2 = 1,230, checked against the date order) are the
 *    playoffs; the last series (markFinals) is checked against the champion rows by the build.
 * 2019-20 stops on 2020-03-11 (the suspension) here: the unscored restart games are left out. The
 * restart, 2020-21 and 2021-22 come from NBA.com (nba-api-games.ts, checked against these games);
 * without that file the season is marked incomplete, so no standings are computed from its partial
 * schedule. Seasons the build holds from Basketball-Reference (2022-23 on) are never read here.
 * Home games take their club's arena of the season from Team Summaries (nba-arenas.ts).
 */
import type { Crosswalk } from "../crosswalk";
import { nbaAllElo, nbaElo, type NbaAllEloRow, type NbaEloRow } from "../readers/fivethirtyeight-nba-elo";
import { leagueStep, readRows, RowError, type FileStats, type ImportReport } from "./common";
import { insertGames, markFinals, markIncomplete, type GameDraft } from "./games";
import { addNbaApiSeasons } from "./nba-api-games";
import { addSummaryArenas } from "./nba-arenas";
import { pairFailure } from "./team-refs";

const LEAGUE = "nba";
/** Last season (start year) read from nba_all_elo.csv; later ones come from nba_elo.csv. */
const ALL_ELO_LAST = 2014;
/** The last season this step holds (2021-22, from NBA.com); FiveThirtyEight's files stop on 2020-03-11. */
export const NBA_HISTORY_LAST = 2021;
export const NBA_SUSPENDED_SEASON = 2019;
const REGULAR_GAMES_30_CLUBS = 1230;

type Draft = Omit<GameDraft, "home" | "away" | "sport_id" | "level_id"> & {
  homeCode: string;
  awayCode: string;
  /** nba_all_elo: the franchise's code of 2014-15 (or of its last season) ending game_id. */
  homeFranchise?: string;
  line: number;
};

function fromAllElo(row: NbaAllEloRow): Draft | null {
  if (row.lg_id !== "NBA") return null;
  const season = row.year_id - 1;
  if (season > ALL_ELO_LAST) return null;
  const homeFranchise = row.game_id.slice(9);
  const note = row.notes === "NULL" ? "" : row.notes;
  // Sides as the row has them; `resolve` swaps them when the opponent is the home club.
  return {
    ...base(season, row.date_game, row.line),
    homeCode: row.team_id,
    awayCode: row.opp_id,
    homeFranchise,
    homeScore: row.pts,
    awayScore: row.opp_pts,
    neutral: /^at /.test(note),
    venue: null,
    gameType: row.is_playoffs ? "postseason" : "regular",
  };
}

function fromElo(row: NbaEloRow): Draft | null {
  const season = row.season - 1;
  if (season <= ALL_ELO_LAST || row.score1 === null || row.score2 === null) return null;
  return {
    ...base(season, row.date, row.line),
    homeCode: row.team1,
    awayCode: row.team2,
    homeScore: row.score1,
    awayScore: row.score2,
    neutral: row.neutral,
    venue: null,
    gameType: "regular",
  };
}

/** nba_elo.csv from 2015-16: the earlier rows (nine in ten) are not applicable, so they are counted as skipped without being typed. */
function readLaterElo(report: ImportReport, stats: FileStats, file: string): (Draft | null)[] {
  const rows = readRows(report, stats, file) ?? [];
  const later = rows.filter((r) => Number(r.get("season")) - 1 > ALL_ELO_LAST);
  stats.skipped += rows.length - later.length;
  return nbaElo.parse(report, stats, later).map(fromElo);
}

function base(season: number, date: string, line: number) {
  return {
    league: LEAGUE,
    season,
    date,
    time: null,
    overtime: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    championshipId: null,
    source: "fivethirtyeight",
    line,
  };
}

/** 2015-16 on: the games after the season's 1,230th (in date order) are the playoffs. */
export function markPlayoffsByCount(
  games: { date: string; gameType: GameDraft["gameType"] }[],
  regularGames = REGULAR_GAMES_30_CLUBS,
): boolean {
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date));
  if (sorted.length <= regularGames) return true;
  // The regular season ends on one day and the playoffs begin on a later one.
  if (sorted[regularGames - 1].date >= sorted[regularGames].date) return false;
  for (const g of sorted.slice(regularGames)) g.gameType = "postseason";
  return true;
}

/**
 * Both clubs, home first; an nba_all_elo row whose opponent is the home club is turned around. Not
 * `gamePairResolver`: which side is home is known only once both codes have resolved.
 */
function resolve(crosswalk: Crosswalk, d: Draft) {
  const h = crosswalk.resolve("basketball-reference", LEAGUE, d.homeCode, d.season);
  const a = crosswalk.resolve("basketball-reference", LEAGUE, d.awayCode, d.season);
  if (!d.homeFranchise || !h.ok || !a.ok || d.homeFranchise === d.homeCode) return { h, a, swap: false };
  if (d.homeFranchise === d.awayCode) return { h: a, a: h, swap: true };
  // A franchise's later code: resolved in the last season of the file, or its own last season.
  const later = crosswalk.resolve("basketball-reference", LEAGUE, d.homeFranchise, ALL_ELO_LAST);
  const home = later.ok ? later.value.team.id : null;
  if (home === h.value.team.id) return { h, a, swap: false };
  if (home === a.value.team.id) return { h: a, a: h, swap: true };
  throw new RowError(
    `game_id ends "${d.homeFranchise}", the franchise of neither ${d.homeCode} nor ${d.awayCode}`,
  );
}

export const nbaHistoryGamesStep = leagueStep(
  "NBA games 1946-2022 (FiveThirtyEight, NBA.com)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    const bySeason = new Map<number, GameDraft[]>();
    const files: [typeof nbaAllElo | typeof nbaElo, (stats: FileStats, file: string) => (Draft | null)[]][] =
      [
        [nbaAllElo, (stats, file) => nbaAllElo.read(report, stats, file).map(fromAllElo)],
        [nbaElo, (stats, file) => readLaterElo(report, stats, file)],
      ];
    for (const [source, read] of files) {
      const file = source.path(dataDir);
      const stats = report.open(file, "basketball", "professional");
      if (stats.missing) continue;
      for (const d of read(stats, file)) {
        if (!d) {
          stats.skipped++;
          continue;
        }
        try {
          const { h, a, swap } = resolve(crosswalk, d);
          if (swap) [d.homeScore, d.awayScore] = [d.awayScore, d.homeScore];
          if (!h.ok || !a.ok) {
            report.reject(stats, d.line, pairFailure(h, a));
            markIncomplete(ctx, LEAGUE, d.season);
            continue;
          }
          const { homeCode: _h, awayCode: _a, homeFranchise: _f, line: _l, ...rest } = d;
          const list = bySeason.get(d.season) ?? [];
          list.push({
            ...rest,
            sport_id: league.sport_id,
            level_id: league.level_id,
            home: h.value,
            away: a.value,
          });
          bySeason.set(d.season, list);
          stats.imported++;
        } catch (error) {
          report.rejectRowError(stats, d.line, error);
        }
      }
      report.done(
        stats,
        source === nbaAllElo
          ? `NBA/BAA seasons to ${ALL_ELO_LAST}-${String(ALL_ELO_LAST + 1).slice(2)}; ABA left out`
          : `seasons ${ALL_ELO_LAST + 1}-${String(ALL_ELO_LAST + 2).slice(2)} to 2019-20 (to 2020-03-11)`,
      );
    }
    for (const [season, list] of bySeason) {
      if (season > ALL_ELO_LAST && !markPlayoffsByCount(list)) {
        ctx.warn(
          `${nbaElo.source} ${season}: the regular season's last day is also a playoff day; playoff games not told apart`,
        );
        markIncomplete(ctx, LEAGUE, season);
      }
    }
    // NBA.com: the restart of 2019-20, 2020-21 and 2021-22 (their game types from the game ids).
    const fromApi = addNbaApiSeasons(ctx, setup, bySeason);
    const games: GameDraft[] = [];
    for (const [season, list] of [...bySeason].sort((a, b) => a[0] - b[0])) {
      // The suspended season without its restart: a partial schedule would make wrong standings.
      if (season === NBA_SUSPENDED_SEASON && !fromApi.includes(season)) markIncomplete(ctx, LEAGUE, season);
      else markFinals(list, season, league.id);
      games.push(...list);
    }
    const arenas = addSummaryArenas(setup, games);
    ctx.log(
      `  nba home games with their club's arena of the season (Team Summaries): ${arenas.named}, without: ${arenas.unnamed}`,
    );
    const n = await insertGames(ctx, games);
    report.count("basketball", "professional", "games", n);
    ctx.log(`  nba games 1946-${NBA_HISTORY_LAST}: ${n} (FiveThirtyEight, NBA.com from the 2019-20 restart)`);
  },
);
