/**
 * NCAA Division I college baseball (the cbs site): programs and games from the NCAA statistics
 * site's team schedules (ncaa-baseball-d1-games-1997-2017, every row a D-I team's game), 2015 made
 * whole by the Barstool schedules (ncaa-baseball-d1-games-2015-barstool), conference standings
 * 2002-2017 from conferences_teams.tsv's membership.
 *  - Programs: every NCAA org id with a row of its own in the games files (the files hold D-I
 *    teams' rows only). A curated program of backend/data/teams/cbs.csv is found through an
 *    `ncaa-baseball` row of crosswalk/codes.csv; the others are added under their NCAA short name.
 *    An opponent without a row of its own (D-II, D-III, NAIA, junior colleges, other countries)
 *    is added under the name the files give it, with `outside_division` = 1: on the D-I team's
 *    schedule and in its record, without a page.
 *  - One game, one row: the files already dropped the second team's mirror row where both rows
 *    agree (SOURCES.md). Rows of one team's schedule that repeat the date, opponent and score are
 *    one game listed twice when their neutral-site texts differ (`Omaha, NE` and `Omaha, Neb.`),
 *    else two games (doubleheaders with one score): both counted in the build log. Rows whose
 *    date's year is not the file's season (a team page that returned another season) are dropped
 *    and counted. 1997-2001 have no dates: those seasons' games are stored in `undated_games`
 *    (listed by team, never on a made-up day); their records come from the team histories.
 *  - 2015: the held file stops on 2015-06-01; Barstool's schedules (both teams' rows share an NCAA
 *    game id) run to the CWS final. A Barstool game with the same date, teams and score as a held
 *    game is merged; one the held file lacks is added; a held game Barstool lacks, or whose score
 *    differs, is kept as held and listed (build log, /data-quality).
 *  - The College World Series: the games at Omaha (the neutral-site text names it) are the NCAA
 *    tournament's last rounds (`postseason`); the final is the last Omaha games between the same
 *    two teams (one game to 2002, best of three from 2003), checked against the champions list.
 *  - Standings 2002-2017: each season's D-I teams in their conference (conferences_teams.tsv;
 *    `Independent` has no table); W-L counts every game held, as the NCAA's season records do. The
 *    conference record counts the regular-season games of two members of the conference (the files do
 *    not mark the non-conference meetings of two members, which then count too): games
 *    from the conference tournament's first day (the first neutral-site game of two members on or
 *    after May 10) are left out; a tournament played at a member's field without a neutral-site
 *    game is not told apart and counts.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import {
  baseballConferences,
  baseballGames,
  baseballGamesSource,
  barstoolGames,
  FIRST_GAMES_YEAR,
  LAST_GAMES_YEAR,
  type BarstoolGame,
  type BaseballGameRow,
} from "../readers/ncaa-baseball";
import type { Figure } from "../quality/rows";
import { leagueStep, type LeagueSetup as Setup } from "./common";
import { alignmentIds, type StandingGame } from "./standings";
import { conferenceTables, outsideTeams, seasonTeams, standingGame, type Outside } from "./ncaa-hockey";
import { gameBase, insertGames, insertUndatedGames, markFinals, type GameDraft } from "./games";
import { addProgram, namedProgram, resolvedOfTime } from "./team-refs";

export const LEAGUE = "cbs";
export const SPORT = "baseball";
export const LEVEL = "ncaa-division-i";
const BARSTOOL_SEASON = 2015;
/**
 * The seasons scraped before their end (SOURCES.md): their last days list games not yet played as
 * 0-0 (2015: 12 rows of May 31 and June 1, which Barstool's schedules score; 2017: 5 rows of June 11).
 */
const SCRAPED_BEFORE_PLAYED: Record<number, string> = { 2015: "2015-05-31", 2017: "2017-06-11" };
/** The conference tournaments start in May: the first neutral-site conference game from this day on marks one. */
const TOURNAMENT_FROM = "05-10";

/** What the later college baseball steps (team seasons, coaches, players) read from this one. */
export interface BaseballPrograms {
  /** NCAA org id -> program (D-I programs only). */
  programs: Map<number, TeamRef>;
  /** "org id:season" -> conference that season (2002-2017, D-I rows). */
  conference: Map<string, string>;
  /** Team ids of outside-division opponents. */
  outside: Set<number>;
  /** NCAA short name (any season's) -> org id, from the games files. */
  orgOfName: Map<string, number>;
}
const HELD = new WeakMap<BuildContext, BaseballPrograms>();
export function baseballPrograms(ctx: BuildContext): BaseballPrograms | undefined {
  return HELD.get(ctx);
}

type BaseballGame = GameDraft;

export const ncaaBaseballStep = leagueStep(
  "college baseball programs, games and conference standings (NCAA statistics 1997-2017, Barstool 2015)",
  LEAGUE,
  async (ctx, setup) => {
    const rowsByYear = readGameFiles(setup);
    if (!rowsByYear.size) return;
    const conference = readConferences(setup);
    const programs = await addPrograms(ctx, setup, rowsByYear);
    const outside = outsideTeams(ctx, setup, SPORT);
    const games: BaseballGame[] = [];
    for (const [year, rows] of rowsByYear)
      games.push(...seasonGames(ctx, setup, year, rows, programs, outside));
    mergeBarstool(ctx, setup, games, programs, outside);
    for (let y = FIRST_GAMES_YEAR; y <= LAST_GAMES_YEAR; y++) markFinals(games, y, setup.league.id);
    await ctx.insert("teams", outside.added);
    ctx.log(`  cbs: ${outside.added.length} opponents outside Division I (no page of their own)`);
    const n = await insertGames(ctx, games);
    setup.report.count(SPORT, LEVEL, "games", n);
    const undated = await insertUndatedGames(ctx, undatedGames(ctx));
    setup.report.count(SPORT, LEVEL, "undated games", undated);
    const orgOfName = new Map<string, number>();
    for (const rows of rowsByYear.values()) for (const r of rows) orgOfName.set(r.team_name, r.team_id);
    HELD.set(ctx, { programs, conference, outside: new Set(outside.added.map((t) => t.id!)), orgOfName });
    const standings = await standingsRows(ctx, setup, games, conference, programs);
    await ctx.insert("standings", standings);
    setup.report.count(SPORT, LEVEL, "standings", standings.length);
  },
);

const LOCATIONS = new Set(["Home", "Away", "Neutral"]);

/** Every season's rows, wrong-season rows dropped and counted. */
function readGameFiles(setup: Setup): Map<number, BaseballGameRow[]> {
  const out = new Map<number, BaseballGameRow[]>();
  for (let year = FIRST_GAMES_YEAR; year <= LAST_GAMES_YEAR; year++) {
    const { stats, rows } = baseballGames(year).open(setup.report, setup.dataDir, SPORT, LEVEL);
    if (stats.missing) continue;
    const valid = rows.filter((r) => {
      const why = !/^(\d{2}\/\d{2}\/\d{4})?$/.test(r.game_date)
        ? `game_date "${r.game_date}" is not MM/DD/YYYY`
        : !LOCATIONS.has(r.location)
          ? `location "${r.location}" is not Home, Away or Neutral`
          : null;
      if (why) setup.report.reject(stats, r.line, why);
      return why === null;
    });
    const kept = valid.filter((r) => r.game_date === "" || r.game_date.endsWith(String(year)));
    stats.skipped += valid.length - kept.length;
    out.set(year, kept);
    setup.report.done(
      stats,
      kept.length === valid.length
        ? ""
        : `${valid.length - kept.length} rows dated in another season dropped (a team page that returned another season's schedule)`,
    );
  }
  return out;
}

/** "org id:season" -> conference of D-I rows, in the conference's name of the time where the file gives today's. */
function readConferences(setup: Setup): Map<string, string> {
  const { stats, rows } = baseballConferences.open(setup.report, setup.dataDir, SPORT, LEVEL);
  const out = new Map<string, string>();
  for (const r of rows) {
    if (r.division_id !== 1) {
      stats.skipped++;
      continue;
    }
    out.set(`${r.team_id}:${r.year}`, conferenceOfTime(r.conference_id, r.conference_key, r.year));
    stats.imported++;
  }
  setup.report.done(stats, "Division I rows; other divisions' rows not used");
  return out;
}

/**
 * The file names every conference by its name of 2017: id 823 was the Big East until the 2013
 * season (the American Athletic Conference from 2014), the Pac-12 the Pac-10 until 2011.
 */
export function conferenceOfTime(id: number, name: string, season: number): string {
  if (id === 823 && season <= 2013) return "Big East";
  if (id === 905 && season <= 2011) return "Pac-10";
  return name;
}

/** Every org id with rows of its own: the curated program, else one added under its latest name. */
async function addPrograms(
  ctx: BuildContext,
  setup: Setup,
  rowsByYear: Map<number, BaseballGameRow[]>,
): Promise<Map<number, TeamRef>> {
  const seen = new Map<number, { name: string; first: number; last: number }>();
  for (const [year, rows] of rowsByYear)
    for (const r of rows) {
      const s = seen.get(r.team_id);
      seen.set(r.team_id, { name: r.team_name, first: Math.min(s?.first ?? year, year), last: year });
    }
  const programs = new Map<number, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  for (const [id, s] of [...seen].sort((a, b) => a[0] - b[0])) {
    const curated = setup.crosswalk.resolve("ncaa-baseball", LEAGUE, String(id), s.last);
    if (curated.ok) {
      programs.set(id, curated.value.team);
      continue;
    }
    let slug = `${slugify(s.name)}-baseball`;
    for (let n = 2; ctx.lookups.teamsBySlug.has(slug); n++) slug = `${slugify(s.name)}-baseball-${n}`;
    programs.set(id, addProgram(ctx, setup.league, namedProgram(slug, s.name), added));
  }
  await ctx.insert("teams", added);
  ctx.log(
    `  cbs programs: ${programs.size - added.length} curated, ${added.length} added from the games files`,
  );
  return programs;
}

/** MM/DD/YYYY -> YYYY-MM-DD. */
/** A row's opponent: a Division I program by its id, else a team outside the division (by id or name). */
const UNFILLED_OPPONENT = "$game.opponentName";
const UNNAMED_OPPONENT = "Opponent not named in the source";

function opponentOf(
  r: Pick<BaseballGameRow, "opponent_id" | "opponent_name">,
  programs: Map<number, TeamRef>,
  outside: Outside,
): TeamRef {
  if (r.opponent_id !== null && programs.has(r.opponent_id)) return programs.get(r.opponent_id)!;
  // The scrape left its template unfilled for some games (168 in 1997-2005): the game was played,
  // its opponent is not named, so it is kept under words that say so, not under the template.
  if (r.opponent_name === UNFILLED_OPPONENT) return outside.of(UNNAMED_OPPONENT, "unnamed");
  return outside.of(
    r.opponent_name,
    r.opponent_id === null ? `name:${r.opponent_name}` : `id:${r.opponent_id}`,
  );
}

function isoOf(date: string): string {
  return `${date.slice(6, 10)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
}

/** The College World Series: the neutral site is Omaha. */
function atOmaha(site: string): boolean {
  return /omaha/i.test(site);
}

/** One season's games: dated rows as games, a repeated row merged or kept (see the header). */
function seasonGames(
  ctx: BuildContext,
  setup: Setup,
  year: number,
  rows: BaseballGameRow[],
  programs: Map<number, TeamRef>,
  outside: Outside,
): BaseballGame[] {
  const undated = rows.filter((r) => r.game_date === "").length;
  if (undated === rows.length) return undatedSeason(ctx, setup, year, rows, programs, outside);
  const games: BaseballGame[] = [];
  const byKey = new Map<
    string,
    { game: BaseballGame; sites: Set<string>; location: string; attendance: string }
  >();
  let twice = 0;
  let mirrored = 0;
  let bothSites = 0;
  let doubleheaders = 0;
  const unplayedFrom = SCRAPED_BEFORE_PLAYED[year];
  let unplayed = 0;
  for (const r of rows) {
    if (r.game_date === "") continue;
    const date = isoOf(r.game_date);
    if (unplayedFrom && date >= unplayedFrom && r.team_score === 0 && r.opponent_score === 0) {
      unplayed++;
      continue;
    }
    const key = `${r.team_id}:${date}:${r.opponent_id ?? r.opponent_name}:${r.team_score}:${r.opponent_score}`;
    // The same game listed by the other team too (its side, its score first): one game.
    if (
      r.opponent_id !== null &&
      byKey.has(`${r.opponent_id}:${date}:${r.team_id}:${r.opponent_score}:${r.team_score}`)
    ) {
      mirrored++;
      continue;
    }
    const same = byKey.get(key);
    if (same && r.neutral_site_location && !same.sites.has(r.neutral_site_location) && same.sites.size) {
      twice++;
      same.sites.add(r.neutral_site_location);
      continue;
    }
    // One team's listing of one game at two sites ("Home" and "Away" or "Neutral") with the same
    // attendance: one game; its first listing stands (the source cannot say which is right).
    if (same && same.location !== r.location && same.attendance === r.attendance && r.attendance !== "") {
      bothSites++;
      continue;
    }
    if (same) doubleheaders++;
    const team = programs.get(r.team_id)!;
    const opponent = opponentOf(r, programs, outside);
    const game = draft(ctx, setup, year, date, r, team, opponent);
    if (!same)
      byKey.set(key, {
        game,
        sites: new Set(r.neutral_site_location ? [r.neutral_site_location] : []),
        location: r.location,
        attendance: r.attendance,
      });
    games.push(game);
  }
  numberDoubleheaders(games);
  ctx.log(
    `  cbs ${year}: ${games.length} games; ${twice} listed twice by one team (same day, opponent and score, two site spellings) merged; ` +
      `${mirrored} listed by both teams (same day and score from each side) kept once; ` +
      `${bothSites} listed twice by one team at two sites with the same attendance kept once (the first listing's site); ` +
      `${doubleheaders} repeating one team's day, opponent and score kept as doubleheader games (numbered)` +
      (undated ? `; ${undated} undated rows not stored` : "") +
      (unplayed
        ? `; ${unplayed} rows of games not yet played when scraped (0-0 from ${unplayedFrom}) not stored`
        : ""),
  );
  return games;
}

/**
 * A season without dates (1997-2001): every row one game (the files already merged the rows both
 * teams list), in the source's order, stored apart from the dated games (`undatedGames`). A game at
 * Omaha is the College World Series' where both teams played two games there at least (every CWS
 * team plays two; a regular-season game in Omaha, such as Creighton and Nebraska's in 2001, does not
 * count): the June rule of the dated seasons has no month to read.
 */
function undatedSeason(
  ctx: BuildContext,
  setup: Setup,
  year: number,
  rows: BaseballGameRow[],
  programs: Map<number, TeamRef>,
  outside: Outside,
): BaseballGame[] {
  const games = rows.map((r) =>
    draft(ctx, setup, year, "", r, programs.get(r.team_id)!, opponentOf(r, programs, outside)),
  );
  const atOmahaGames = games.filter((g) => g.neutral && g.venue !== null && atOmaha(g.venue));
  const played = new Map<number, number>();
  for (const g of atOmahaGames)
    for (const t of [g.home.team.id, g.away.team.id]) played.set(t, (played.get(t) ?? 0) + 1);
  let cws = 0;
  for (const g of atOmahaGames)
    if ((played.get(g.home.team.id) ?? 0) >= 2 && (played.get(g.away.team.id) ?? 0) >= 2) {
      g.gameType = "postseason";
      cws++;
    }
  ctx.log(
    `  cbs ${year}: ${games.length} games without dates (the source has none before 2002), stored as undated games; ` +
      `${cws} of its ${atOmahaGames.length} games at Omaha are the College World Series'`,
  );
  undatedGames(ctx).push(...games);
  return [];
}

const UNDATED = new WeakMap<BuildContext, BaseballGame[]>();
/** The undated seasons' games, gathered for `insertUndatedGames` once the outside teams exist. */
function undatedGames(ctx: BuildContext): BaseballGame[] {
  let list = UNDATED.get(ctx);
  if (!list) UNDATED.set(ctx, (list = []));
  return list;
}

/** Two or more games of the same clubs (and sides) on one day: numbered 1, 2, ... in the schedule's order. */
function numberDoubleheaders(games: readonly BaseballGame[]): void {
  const days = new Map<string, BaseballGame[]>();
  for (const g of games) {
    const key = `${g.date}:${g.home.team.slug}:${g.away.team.slug}`;
    days.set(key, [...(days.get(key) ?? []), g]);
  }
  for (const day of days.values()) if (day.length > 1) day.forEach((g, i) => (g.gameNumber = i + 1));
}

function draft(
  ctx: BuildContext,
  setup: Setup,
  season: number,
  date: string,
  r: BaseballGameRow,
  team: TeamRef,
  opponent: TeamRef,
): BaseballGame {
  const teamHome = r.location === "Home";
  const [home, away] = teamHome ? [team, opponent] : [opponent, team];
  const attendance = Number(r.attendance.replace(/,/g, "")) || null;
  const neutral = r.location === "Neutral";
  return {
    ...gameBase(ctx, LEAGUE),
    season,
    date,
    time: null,
    home: resolvedOfTime(ctx, setup.crosswalk, home, season),
    away: resolvedOfTime(ctx, setup.crosswalk, away, season),
    homeScore: teamHome ? r.team_score : r.opponent_score,
    awayScore: teamHome ? r.opponent_score : r.team_score,
    overtime: null,
    neutral,
    venue: neutral && r.neutral_site_location ? r.neutral_site_location : null,
    attendance,
    weather: null,
    officials: null,
    week: null,
    gameType:
      neutral && atOmaha(r.neutral_site_location) && date.slice(5, 7) === "06" ? "postseason" : "regular",
    championshipId: null,
    source: baseballGamesSource(season),
  };
}

/** A Barstool row in the held files' shape (no attendance). */
function asHeldRow(r: BarstoolGame): BaseballGameRow {
  return {
    year: BARSTOOL_SEASON,
    team_name: r.team_name,
    team_id: r.team_id,
    opponent_name: r.opponent_name,
    opponent_id: r.opponent_id,
    game_date: r.game_date,
    team_score: r.team_score,
    opponent_score: r.opponent_score,
    location: r.neutral_site === "true" ? "Neutral" : r.home_game === "true" ? "Home" : "Away",
    neutral_site_location: r.neutral_location,
    attendance: "",
    line: r.line,
  };
}

/** 2015: Barstool's games merged into the held ones (see the header); the differences logged. */
function mergeBarstool(
  ctx: BuildContext,
  setup: Setup,
  games: BaseballGame[],
  programs: Map<number, TeamRef>,
  outside: Outside,
): void {
  const { stats, rows } = barstoolGames.open(setup.report, setup.dataDir, SPORT, LEVEL);
  if (!rows.length) return;
  const held = new Map<string, BaseballGame[]>();
  const pairOf = (date: string, a: number, b: number) => `${date}:${Math.min(a, b)}:${Math.max(a, b)}`;
  for (const g of games)
    if (g.season === BARSTOOL_SEASON) {
      const k = pairOf(g.date, g.home.team.id, g.away.team.id);
      held.set(k, [...(held.get(k) ?? []), g]);
    }
  const matched = new Set<BaseballGame>();
  const seenIds = new Set<string>();
  const differ: string[] = [];
  let added = 0;
  for (const r of rows) {
    if (seenIds.has(r.game_id)) {
      stats.merged++;
      continue;
    }
    seenIds.add(r.game_id);
    const team = programs.get(r.team_id);
    if (!team) {
      setup.report.reject(
        stats,
        r.line,
        `team ${r.team_id} (${r.team_name}) has no row of its own in the held files`,
      );
      continue;
    }
    const opponent = opponentOf(r, programs, outside);
    const date = isoOf(r.game_date);
    const same = (held.get(pairOf(date, team.id, opponent.id)) ?? []).filter((g) => !matched.has(g));
    const own = (g: BaseballGame) =>
      g.home.team.id === team.id ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
    const match = same.find((g) => own(g)[0] === r.team_score && own(g)[1] === r.opponent_score);
    if (match) {
      matched.add(match);
      stats.merged++;
      continue;
    }
    if (same.length) {
      const [a, b] = own(same[0]);
      differ.push(
        `${date} ${r.team_name} ${r.team_score}-${r.opponent_score} ${r.opponent_name} (held: ${a}-${b})`,
      );
      matched.add(same[0]);
      stats.skipped++;
      continue;
    }
    games.push({
      ...draft(ctx, setup, BARSTOOL_SEASON, date, asHeldRow(r), team, opponent),
      source: barstoolGames.source,
    });
    added++;
    stats.imported++;
  }
  const missing = games.filter(
    (g) => g.season === BARSTOOL_SEASON && g.source !== barstoolGames.source && !matched.has(g),
  );
  const lacked = missing.map(
    (g) => `${g.date} ${g.away.name} ${g.awayScore} at ${g.home.name} ${g.homeScore}`,
  );
  FIGURES.set(ctx, {
    key: "cbs-2015-schedules",
    label:
      "College baseball 2015: games of the NCAA schedules held and Barstool's schedules that agree (date, teams, score)",
    passed: matched.size - differ.length,
    total: matched.size + lacked.length,
    detail:
      `${matched.size - differ.length} games in both with the same score; ${differ.length} with another score (held kept): ` +
      `${differ.join("; ") || "none"}; ${lacked.length} held games Barstool lacks: ${lacked.join("; ") || "none"}; ` +
      `${added} games only Barstool holds (after 2015-06-01, where the held file ends, or missing from it) added`,
  });
  setup.report.done(
    stats,
    `2015 merged with the held schedules: ${stats.merged} rows matched (date, teams, score) or the second team's row of one game, ` +
      `${added} games the held file lacks added (it ends 2015-06-01), ${differ.length} with another score (held kept), ` +
      `${lacked.length} held games Barstool lacks`,
  );
  if (differ.length) ctx.log(`  cbs 2015 scores that differ (Barstool vs held): ${differ.join("; ")}`);
  if (lacked.length) ctx.log(`  cbs 2015 held games Barstool lacks: ${lacked.join("; ")}`);
}

const FIGURES = new WeakMap<BuildContext, Figure>();
/** The 2015 agreement of the two schedule lists, for /data-quality. */
export function cbsSchedulesFigure(ctx: BuildContext): Figure | null {
  return FIGURES.get(ctx) ?? null;
}

/** Conference tables 2002-2017 (see the header for what counts). */
async function standingsRows(
  ctx: BuildContext,
  setup: Setup,
  games: BaseballGame[],
  conference: Map<string, string>,
  programs: Map<number, TeamRef>,
): Promise<Insertable<Database["standings"]>[]> {
  const orgOf = new Map([...programs].map(([org, t]) => [t.id, org]));
  const confOf = (teamId: number, season: number): string | null => {
    const org = orgOf.get(teamId);
    const c = org === undefined ? null : (conference.get(`${org}:${season}`) ?? null);
    return c === "Independent" ? null : c;
  };
  const ids = await alignmentIds(ctx);
  const rows: Insertable<Database["standings"]>[] = [];
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  for (const season of seasons) {
    const list = games.filter((g) => g.season === season);
    const members = seasonTeams(list, (id) => confOf(id, season));
    if (!members.some((t) => t.conference)) continue;
    const tournamentStart = new Map<string, string>();
    for (const g of [...list].sort((a, b) => a.date.localeCompare(b.date))) {
      const c = confOf(g.home.team.id, season);
      if (g.neutral && c && c === confOf(g.away.team.id, season) && g.date.slice(5) >= TOURNAMENT_FROM)
        if (!tournamentStart.has(c)) tournamentStart.set(c, g.date);
    }
    const played: StandingGame[] = list.map((g) => {
      const c = confOf(g.home.team.id, season);
      const start = c ? tournamentStart.get(c) : undefined;
      const conference =
        c !== null &&
        c === confOf(g.away.team.id, season) &&
        g.gameType === "regular" &&
        !(start && g.date >= start);
      return standingGame(g, conference);
    });
    const lastDate = list.reduce((m, g) => (g.date > m ? g.date : m), "");
    rows.push(...(await conferenceTables(ctx, ids, setup.league, season, members, played, lastDate)));
  }
  await ids.flush();
  return rows;
}
