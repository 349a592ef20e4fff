/**
 * NHL games 2009-10 → 2026-27 from two sources reconciled without duplicates:
 *  - nhl-schedules-twinfield10/NHL_Schedule_YYYYYYYY.csv (NHL API, 2009-10 → 2023-24 partial):
 *    date, Eastern start time, scores, `season_type` R/P. It has no overtime/shootout marker.
 *  - multisport-elo-lab/nhl/nhl_YYYY.csv (Hockey-Reference exports, 2021-22 → 2026-27; the last
 *    is the schedule without scores): Eastern time, scores, OT/2OT/SO marker, attendance, neutral
 *    site in Notes ("at O2 Arena (Prague CZ)"): a game away from the home club's arena, neutral
 *    only outside the home club's country (an outdoor game in its own city is still its home game,
 *    see `siteIsNeutral`). It does not mark the playoffs: a game is regular
 *    season while both teams have played fewer than the season's regular-season games (82; 84 from
 *    2026-27), later ones are playoff games; the last playoff game decides the Cup.
 * The same date and the same two teams in both is one game: the NHL API row is kept and gets the
 * overtime marker, attendance and venue of the Hockey-Reference row.
 */
import { hockeyReferenceGames } from "../readers/multisport-elo-lab";
import { twinfieldSchedule, twinfieldSeasons } from "../readers/nhl-schedules-twinfield10";
import fs from "node:fs";
import type { BuildContext } from "../context";
import { type Crosswalk } from "../crosswalk";
import { RowError, time24, type ImportReport, leagueStep } from "./common";
import {
  findMatch,
  gameBase,
  indexGames,
  insertGames,
  markFinals,
  type GameDraft,
  type SeasonFileRead,
} from "./games";
import { gamePairResolver } from "./team-refs";

const LEAGUE = "nhl";

const CANADIAN_PROVINCES = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK"]);

/**
 * A Hockey-Reference site note ("at O2 Arena (Prague CZ)", "at Fenway Park (Boston MA)") marks a
 * neutral site only when the game is outside the home club's country: the Global Series abroad,
 * the Heritage Classic in Hamilton for Buffalo. Outdoor games in the home club's own market are
 * its home games at another venue. Pure.
 */
export function siteIsNeutral(location: string, homeCountry: "USA" | "Canada" | null): boolean {
  const tokens = location.trim().split(/\s+/);
  const last = tokens[tokens.length - 1] ?? "";
  if (tokens.some((t) => CANADIAN_PROVINCES.has(t))) return homeCountry === "USA";
  // A two-letter US state code: a game in the USA.
  if (/^[A-Z]{2}$/.test(last) && US_STATES.has(last) && !ABROAD_CODES.has(last))
    return homeCountry === "Canada";
  return true;
}

// Country codes of NHL games abroad that read like state codes (DE: Germany, not Delaware).
const ABROAD_CODES = new Set(["DE"]);
const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

export function nhlRegularSeasonGames(season: number): number {
  if (season === 2012) return 48;
  if (season === 2020) return 56;
  return season >= 2026 ? 84 : 82;
}

export const nhlGamesStep = leagueStep(
  "NHL games (NHL API schedules, Hockey-Reference)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    await loadCountries(ctx);
    const games: GameDraft[] = [];
    for (let season = 2009; season <= 2023; season++) {
      const file = twinfieldSeasons.path(dataDir, season);
      games.push(...readNhlApi(ctx, report, crosswalk, file, season));
    }
    const seasonFile = (season: number) => hockeyReferenceGames.path(dataDir, season + 1);
    for (let season = 2021; season <= 2026; season++) {
      readHockeyReference({ ctx, report, crosswalk, file: seasonFile(season), season, games });
    }
    // Any further season file that appears later (nhl_2028.csv ...) is read too.
    if (fs.existsSync(hockeyReferenceGames.folder(dataDir))) {
      for (const end of hockeyReferenceGames.keys(dataDir)) {
        if (end - 1 <= 2026) continue;
        readHockeyReference({ ctx, report, crosswalk, file: seasonFile(end - 1), season: end - 1, games });
      }
    }
    for (const season of new Set(games.map((g) => g.season))) markFinals(games, season, league.id);
    const n = await insertGames(ctx, games);
    report.count("hockey", "professional", "games", n);
  },
);

/** The home club's country from its curated home venue (null when unknown). */
function homeCountryOf(ctx: BuildContext, teamId: number): "USA" | "Canada" | null {
  return COUNTRIES.get(ctx)?.get(teamId) ?? null;
}
const COUNTRIES = new WeakMap<BuildContext, Map<number, "USA" | "Canada">>();

async function loadCountries(ctx: BuildContext): Promise<void> {
  const rows = await ctx.db
    .selectFrom("teams")
    .select(["id", "country"])
    .where("league_key", "=", LEAGUE)
    .execute();
  const map = new Map<number, "USA" | "Canada">();
  for (const r of rows) if (r.country === "USA" || r.country === "Canada") map.set(r.id, r.country);
  COUNTRIES.set(ctx, map);
}

function draftBase(ctx: BuildContext) {
  return gameBase(ctx, LEAGUE);
}

function readNhlApi(
  ctx: BuildContext,
  report: ImportReport,
  crosswalk: Crosswalk,
  file: string,
  season: number,
): GameDraft[] {
  const stats = report.open(file, "hockey", "professional");
  const out: GameDraft[] = [];
  const pairOf = gamePairResolver({ ctx, report, stats, crosswalk }, "nhl-api", LEAGUE);
  for (const row of twinfieldSchedule.read(report, stats, file)) {
    try {
      const { game_date: date, season_type: type } = row;
      if (type !== "R" && type !== "P") throw new RowError(`season_type: not R or P ("${type}")`);
      const teams = pairOf(row.line, season, row.home_abbreviation, row.away_abbreviation);
      if (!teams) continue;
      out.push({
        ...draftBase(ctx),
        season,
        date,
        time: time24(row.start_time_ET),
        ...teams,
        homeScore: row.home_score,
        awayScore: row.away_score,
        overtime: null,
        neutral: false,
        venue: null,
        attendance: null,
        weather: null,
        officials: null,
        week: null,
        // The NHL game id says the type (…02…… regular season, …03…… playoffs): the August 2020
        // seeding round-robin games are playoff games (2019030001-12) though the file marks them R.
        gameType: type === "R" && row.game_id.slice(4, 6) !== "03" ? "regular" : "postseason",
        championshipId: null,
        source: "nhl-api",
      });
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats);
  return out;
}

type HockeyReferenceGame = ReturnType<typeof hockeyReferenceGames.read>[number];

/** The site a row's notes name ("at Stockholm (Sweden)"): its venue, and whether it is neutral. */
function siteOf(
  ctx: BuildContext,
  row: HockeyReferenceGame,
  homeId: number,
): { venue: string | null; neutral: boolean } | null {
  const site = /^at (.*?)\s*\((.+)\)$/.exec(row.notes);
  return site && { venue: site[1] || null, neutral: siteIsNeutral(site[2], homeCountryOf(ctx, homeId)) };
}

/** A game the NHL API does not have, from its Hockey-Reference row (regular until told otherwise). */
function hockeyReferenceGame(
  ctx: BuildContext,
  season: number,
  row: HockeyReferenceGame,
  teams: Pick<GameDraft, "home" | "away">,
  site: { venue: string | null; neutral: boolean } | null,
): GameDraft {
  return {
    ...draftBase(ctx),
    season,
    date: row.date,
    time: time24(row.time),
    ...teams,
    homeScore: row.homeGoals,
    awayScore: row.visitorGoals,
    overtime: row.marker || null,
    neutral: site ? site.neutral : false,
    venue: site ? site.venue : null,
    attendance: row.attendance,
    weather: null,
    officials: null,
    week: null,
    gameType: "regular",
    championshipId: null,
    source: "hockey-reference",
  };
}

/**
 * A Hockey-Reference row of a game the NHL API has: its score where the API has none, its OT/SO
 * marker and attendance, and the neutral site its notes name.
 */
function enrich(
  match: GameDraft,
  row: HockeyReferenceGame,
  homeId: number,
  site: { venue: string | null; neutral: boolean } | null,
): void {
  const { marker, attendance, visitorGoals: awayScore, homeGoals: homeScore } = row;
  if (match.homeScore === null && homeScore !== null && awayScore !== null) {
    const same = match.home.team.id === homeId;
    match.homeScore = same ? homeScore : awayScore;
    match.awayScore = same ? awayScore : homeScore;
  }
  match.overtime = marker || null;
  match.attendance = attendance;
  if (site) {
    match.venue = site.venue;
    match.neutral = site.neutral;
  }
  match.source = `${match.source}+hockey-reference`;
}

/**
 * Regular season or playoffs for the games `added` to a season, by games played (the file does not
 * say): a game is regular while both clubs have played fewer than the season's regular games.
 */
function markRegularByGamesPlayed(
  season: number,
  games: readonly GameDraft[],
  added: readonly GameDraft[],
): void {
  const all = [...games.filter((g) => g.season === season), ...added].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""),
  );
  const limit = nhlRegularSeasonGames(season);
  const played = new Map<number, number>();
  const addedSet = new Set(added);
  for (const g of all) {
    const h = played.get(g.home.team.id) ?? 0;
    const a = played.get(g.away.team.id) ?? 0;
    const regular = h < limit && a < limit;
    if (addedSet.has(g)) g.gameType = regular ? "regular" : "postseason";
    if (regular) {
      played.set(g.home.team.id, h + 1);
      played.set(g.away.team.id, a + 1);
    }
  }
}

function readHockeyReference(read: SeasonFileRead): void {
  const { ctx, report, crosswalk, file, season, games } = read;
  const stats = report.open(file, "hockey", "professional");
  if (stats.missing) return;
  const rows = hockeyReferenceGames.read(report, stats, file);
  const pairOf = gamePairResolver({ ctx, report, stats, crosswalk }, "hockey-reference", LEAGUE);
  const index = indexGames(games.filter((g) => g.season === season));
  const apiHasSeason = index.size > 0;
  const added: GameDraft[] = [];
  let enriched = 0;
  for (const row of rows) {
    try {
      const { date } = row;
      const teams = pairOf(row.line, season, row.home, row.visitor);
      if (!teams) continue;
      const site = siteOf(ctx, row, teams.home.team.id);
      const match = findMatch(index, { season, date, ...teams });
      if (match) {
        stats.merged++;
        enrich(match, row, teams.home.team.id, site);
        enriched++;
        continue;
      }
      added.push(hockeyReferenceGame(ctx, season, row, teams, site));
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  markRegularByGamesPlayed(season, games, added);
  games.push(...added);
  report.done(
    stats,
    `${enriched} NHL API games given OT/SO, attendance${apiHasSeason ? "" : " (no NHL API file for this season)"}`,
  );
}
