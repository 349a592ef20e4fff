/**
 * College basketball regular seasons and conference tournaments, 1984-85 to 2024-25, one row per
 * game, in the March Mania TeamIDs of the tournament step (ncaa-mbb.ts, which runs first):
 *  - 1984-85 to 2016-17: ncaa-mbb-regular-season-kaggle-1985-2017, dated by MSeasons' DayZero +
 *    Daynum; Wloc N is a neutral site (the winner is listed as the home team), H/A the winner's venue.
 *  - 2017-18 to 2024-25: Sports-Reference's score lists (to 2023-24; its `Home` column is the visitor)
 *    and ESPN's (all but 2019-20; neutral and overtime flags). A game in both (same winner, loser and
 *    scores, in list order) is one row with ESPN's sides, neutral flag and overtime; a game of one
 *    list only is kept and counted; two games of the same teams whose scores differ are named.
 *    Days come from MGameCities (ncaa-mbb-days.ts); a game no day can be joined to is stored in
 *    `undated_games` (never on a made-up day) and counted: all of 2025-26, which MGameCities lacks.
 *  - Games against teams outside Division I (Sports-Reference names with no March Mania spelling,
 *    ESPN's "NA") are counted and their opponents named in the build log, not stored: such teams
 *    have no page and no row of ours yet.
 *  - Only regular-season and conference-tournament rows: the NCAA tournament games are the
 *    tournament step's, NIT, CBI and the like are not imported.
 * Conference standings 2000-01 to 2024-25 (MConferenceTourneyGames names the conference-tournament
 * games from 2000-01 on) with each season's membership (MTeamConferences): W-L counts every game
 * of the season held (regular season, conference tournament and NCAA tournament, against D-I
 * teams), the conference record the regular-season games between two teams of the conference.
 */
import fs from "node:fs";
import type { BuildContext, TeamRef } from "../context";
import {
  maniaConferences,
  maniaConferenceTourney,
  maniaGameCities,
  maniaSeasons,
  maniaSpellings,
  maniaTeamConferences,
} from "../readers/kaggle-mania";
import {
  espnGames,
  espnGameSeasons,
  espnTeams,
  kaggleRegularSeason2017,
  kaggleRegularSeasons,
  sportsrefScores,
  sportsrefScoreSeasons,
  type KaggleRegularGame,
} from "../readers/ncaa-mbb-games";
import { alignmentIds } from "../standings/alignment-ids";
import { computeStandings } from "../standings/compute";
import type { StandingGame, StandingTeam } from "../standings/types";
import type { Figure } from "../quality/rows";
import { addDays, leagueStep, type ImportReport, type LeagueSetup } from "./common";
import { gameBase, insertGames, insertUndatedGames, type GameDraft } from "./games";
import { daysByPair, joinDays, type DaysByPair } from "./ncaa-mbb-days";
import { maniaPrograms } from "./ncaa-mbb";
import { standingRow, conferenceTableFigures } from "./standing-rows";
import { resolvedOfTime } from "./team-refs";
import { GAME_RESULT } from "../../db/game-result";

const LEAGUE = "cbb";
const SPORT = "basketball";
const LEVEL = "ncaa-division-i";
/** Season end years of the two undated lists. */
const FIRST_LIST_YEAR = 2018;
const LAST_LIST_YEAR = 2026;
/** MConferenceTourneyGames starts with 2000-01 (Season 2001): standings from then on. */
const FIRST_STANDINGS_YEAR = 2001;

/**
 * ESPN short names that no March Mania spelling gives, with the TeamID each is (checked: each id's
 * games in 2017-18 to 2023-24 are Sports-Reference's games of that program, same opponents and scores).
 */
const ESPN_TEAM_IDS: Record<string, { espn: string; mania: string; maniaName: string }> = {
  "44": { espn: "American U", mania: "1110", maniaName: "American Univ" },
  "2029": { espn: "AR-Pine Bluff", mania: "1115", maniaName: "Ark Pine Bluff" },
  "324": { espn: "C. Carolina", mania: "1157", maniaName: "Coastal Car" },
  "25": { espn: "Cal", mania: "1143", maniaName: "California" },
  "2115": { espn: "Cent Conn St", mania: "1148", maniaName: "Central Conn" },
  "2117": { espn: "Cent Michigan", mania: "1141", maniaName: "C Michigan" },
  "151": { espn: "ECU", mania: "1187", maniaName: "East Carolina" },
  "256": { espn: "JMU", mania: "1241", maniaName: "James Madison" },
  "2348": { espn: "LA Tech", mania: "1256", maniaName: "Louisiana Tech" },
  "299": { espn: "LBSU", mania: "1253", maniaName: "Long Beach St" },
  "2351": { espn: "Loyola Mary", mania: "1258", maniaName: "Loy Marymount" },
  "2379": { espn: "MD-E Shore", mania: "1271", maniaName: "MD E Shore" },
  "2400": { espn: "Miss Valley St", mania: "1290", maniaName: "MS Valley St" },
  "2464": { espn: "N Arizona", mania: "1319", maniaName: "Northern Arizona" },
  "2449": { espn: "North Dakota St", mania: "1295", maniaName: "N Dakota St" },
  "2466": { espn: "Northwestern St", mania: "1322", maniaName: "Northwestern LA" },
  "2504": { espn: "PV A&M", mania: "1341", maniaName: "Prairie View" },
  "16": { espn: "Sacramento St", mania: "1170", maniaName: "CS Sacramento" },
  "2603": { espn: "Saint Joe's", mania: "1386", maniaName: "St Joseph's PA" },
  "2565": { espn: "SIU ED", mania: "1188", maniaName: "SIUE" },
  "2597": { espn: "St Francis (BKN)", mania: "1383", maniaName: "St Francis NY" },
  "2635": { espn: "Tenn Tech", mania: "1399", maniaName: "Tennessee Tech" },
  "2433": { espn: "UL Monroe", mania: "1419", maniaName: "ULM" },
  "160": { espn: "UNH", mania: "1306", maniaName: "New Hampshire" },
  "58": { espn: "USF", mania: "1378", maniaName: "South Florida" },
  "292": { espn: "UT Rio Grande", mania: "1410", maniaName: "UTRGV" },
  "91": { espn: "Bellarmine Knights", mania: "1468", maniaName: "Bellarmine" },
  "2453": { espn: "North Alabama Lions", mania: "1466", maniaName: "North Alabama" },
  "2511": { espn: "Queens University Royals", mania: "1474", maniaName: "Queens NC" },
  "28": { espn: "UC San Diego Tritons", mania: "1471", maniaName: "UC San Diego" },
  "2771": { espn: "Merrimack Warriors", mania: "1467", maniaName: "Merrimack" },
  "2330": { espn: "Le Moyne Dolphins", mania: "1478", maniaName: "Le Moyne" },
  "112358": { espn: "Long Island University Sharks", mania: "1254", maniaName: "LIU Brooklyn" },
  "284": { espn: "Stonehill Skyhawks", mania: "1476", maniaName: "Stonehill" },
  "2815": { espn: "Lindenwood Lions", mania: "1473", maniaName: "Lindenwood" },
  "88": { espn: "Southern Indiana Screaming Eagles", mania: "1475", maniaName: "Southern Indiana" },
  "2837": { espn: "East Texas A&M Lions", mania: "1477", maniaName: "East Texas A&M" },
  "2900": { espn: "St. Thomas-Minnesota Tommies", mania: "1472", maniaName: "St Thomas MN" },
  "2856": { espn: "California Baptist Lancers", mania: "1465", maniaName: "Cal Baptist" },
  "2627": { espn: "Tarleton State Texans", mania: "1470", maniaName: "Tarleton St" },
  "3101": { espn: "Utah Tech Trailblazers", mania: "1469", maniaName: "Utah Tech" },
  // D-I from 2024-25 (MTeams' first season 2025); no Sports-Reference list to check them against.
  "2385": { espn: "Mercyhurst Lakers", mania: "1479", maniaName: "Mercyhurst" },
  "2698": { espn: "West Georgia Wolves", mania: "1480", maniaName: "West Georgia" },
};

/** A game as the lists give it, in TeamIDs: winner and loser, sides, and what the list says of them. */
export interface ListedGame {
  key: string;
  w: string;
  l: string;
  ws: number;
  ls: number;
  home: string;
  away: string;
  /** null: the list does not say (Sports-Reference). */
  neutral: boolean | null;
  ot: string | null;
}

/** The list's game of one winner and loser with both scores ("1181:1314:88:72"). */
const scoreKey = (g: ListedGame) => `${g.key}:${g.ws}:${g.ls}`;

interface Merged {
  game: ListedGame;
  source: "sportsref+espn" | "sportsref" | "espn";
  /** Sports-Reference's game of the same teams where its scores are not ESPN's. */
  other: ListedGame | null;
}

/**
 * One season's two lists as one list of games: a game in both (same winner, loser and scores; the
 * k-th such game of one list is the k-th of the other) is one game with ESPN's sides and flags; a
 * game of one list whose two teams have an unmatched game of the other list with other scores is
 * one game too, ESPN's, with the disagreement named; every other game is kept from its one list.
 */
export function mergeLists(sportsref: readonly ListedGame[], espn: readonly ListedGame[]): Merged[] {
  const bySport = new Map<string, ListedGame[]>();
  for (const g of sportsref) bySport.set(scoreKey(g), [...(bySport.get(scoreKey(g)) ?? []), g]);
  const out: Merged[] = [];
  const used = new Set<ListedGame>();
  const espnLeft: ListedGame[] = [];
  for (const g of espn) {
    const twin = bySport.get(scoreKey(g))?.find((s) => !used.has(s));
    if (twin) {
      used.add(twin);
      out.push({ game: g, source: "sportsref+espn", other: null });
    } else espnLeft.push(g);
  }
  const pair = (g: ListedGame) => [g.w, g.l].sort().join(":");
  const sportLeft = sportsref.filter((g) => !used.has(g));
  for (const g of espnLeft) {
    const other = sportLeft.find((s) => !used.has(s) && pair(s) === pair(g));
    if (other) {
      used.add(other);
      out.push({ game: g, source: "sportsref+espn", other });
    } else out.push({ game: g, source: "espn", other: null });
  }
  for (const g of sportLeft) if (!used.has(g)) out.push({ game: g, source: "sportsref", other: null });
  return out;
}

/** What the step found, for /data-quality (quality/step.ts reads it). */
const FIGURES = new WeakMap<BuildContext, Figure>();

export function cbbListsFigure(ctx: BuildContext): Figure | null {
  return FIGURES.get(ctx) ?? null;
}

interface Stored {
  year: number;
  day: number;
  g: ListedGame;
  source: string;
}

interface Tally {
  both: number;
  sportsrefOnly: number;
  oneList: number;
  espnOnly: number;
  disagreements: string[];
  undated: Map<number, number>;
  outside: number;
  outsideNames: Map<string, number>;
  byCity: number;
}

export const ncaaMbbGamesStep = leagueStep(
  "NCAA men's basketball regular seasons and conference tournaments",
  LEAGUE,
  async (ctx, setup) => {
    const { report, dataDir } = setup;
    const programs = maniaPrograms(ctx);
    if (!programs) {
      ctx.log("  cbb regular seasons: no March Mania programs (the tournament step did not run)");
      return;
    }
    const dayZero = new Map(
      maniaSeasons.lookup(report, dataDir, SPORT, LEVEL).map((r) => [r.Season, r.DayZero] as const),
    );
    const spellings = new Map(
      maniaSpellings
        .lookup(report, dataDir, SPORT, LEVEL)
        .map((r) => [r.TeamNameSpelling.toLowerCase(), r.TeamID] as const),
    );
    const cities = maniaGameCities.open(report, dataDir, SPORT, LEVEL);
    const daysOf = new Map<number, { winner: string; loser: string; day: number }[]>();
    const cityOf = new Map<string, string>();
    for (const r of cities.rows) {
      if (r.CRType !== "Regular") {
        cities.stats.skipped++;
        continue;
      }
      const list = daysOf.get(r.Season) ?? [];
      list.push({ winner: r.WTeamID, loser: r.LTeamID, day: r.DayNum });
      daysOf.set(r.Season, list);
      cityOf.set(`${r.Season}:${r.DayNum}:${r.WTeamID}:${r.LTeamID}`, r.CityID);
      cities.stats.imported++;
    }
    report.done(
      cities.stats,
      "days of the regular-season games 2009-10 to 2024-25 (NCAA and other tournaments: not used)",
    );

    const stored: Stored[] = [];
    const undated: Omit<Stored, "day">[] = [];
    readKaggle(setup, stored);
    const tally: Tally = {
      both: 0,
      sportsrefOnly: 0,
      oneList: 0,
      espnOnly: 0,
      disagreements: [],
      undated: new Map(),
      outside: 0,
      outsideNames: new Map(),
      byCity: 0,
    };
    const espnIds = readEspnTeams(ctx, report, dataDir, spellings, programs);
    for (let year = FIRST_LIST_YEAR; year <= LAST_LIST_YEAR; year++) {
      const days = daysByPair(daysOf.get(year) ?? []);
      const nameOf = (id: string) => ctx.teamOfTime(programs.get(id)!.id, year - 1).name;
      readListSeason(ctx, setup, year, {
        days,
        spellings,
        espnIds,
        cityOf,
        nameOf,
        tally,
        stored,
        undated,
      });
    }

    const drafts: GameDraft[] = [];
    const missingZero = new Set<number>();
    for (const s of stored) {
      const zero = dayZero.get(s.year);
      if (!zero) {
        missingZero.add(s.year);
        continue;
      }
      drafts.push(draftOf(ctx, setup, s, addDays(zero, s.day), programs));
    }
    for (const y of missingZero)
      ctx.log(`  cbb regular seasons: Season ${y} has no DayZero: its games are not stored`);
    const n = await insertGames(ctx, drafts);
    report.count(SPORT, LEVEL, "games", n);
    const undatedRows = await insertUndatedGames(
      ctx,
      undated.map((u) => draftOf(ctx, setup, u, "", programs)),
    );
    report.count(SPORT, LEVEL, "undated games", undatedRows);
    logTally(ctx, tally, n);
    await standings(ctx, setup, stored, programs, dayZero);
    FIGURES.set(ctx, figureOf(tally));
  },
);

function draftOf(
  ctx: BuildContext,
  setup: LeagueSetup,
  s: Omit<Stored, "day">,
  /** yyyy-mm-dd, or "" for a game no day could be joined to (stored in undated_games). */
  date: string,
  programs: Map<string, TeamRef>,
): GameDraft {
  const season = s.year - 1;
  const home = programs.get(s.g.home)!;
  const away = programs.get(s.g.away)!;
  const homeWon = s.g.home === s.g.w;
  return {
    ...gameBase(ctx, LEAGUE),
    season,
    date,
    time: null,
    home: resolvedOfTime(ctx, setup.crosswalk, home, season),
    away: resolvedOfTime(ctx, setup.crosswalk, away, season),
    homeScore: homeWon ? s.g.ws : s.g.ls,
    awayScore: homeWon ? s.g.ls : s.g.ws,
    overtime: s.g.ot,
    neutral: s.g.neutral === true,
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    gameType: "regular",
    championshipId: null,
    source: s.source,
  };
}

const overtimeOf = (periods: number) => (periods <= 0 ? null : periods === 1 ? "OT" : `${periods}OT`);

/** The Kaggle files: every D-I game 1984-85 to 2016-17 with its day. */
function readKaggle(setup: LeagueSetup, stored: Stored[]): void {
  const { report, dataDir } = setup;
  for (const file of [kaggleRegularSeasons, kaggleRegularSeason2017]) {
    const { stats, rows } = file.open(report, dataDir, SPORT, LEVEL);
    for (const r of rows) {
      stored.push({ year: r.Season, day: r.Daynum, g: kaggleGame(r), source: "kaggle-regular-season" });
      stats.imported++;
    }
    report.done(stats);
  }
}

function kaggleGame(r: KaggleRegularGame): ListedGame {
  const winnerHome = r.Wloc !== "A";
  return {
    key: `${r.Wteam}:${r.Lteam}`,
    w: r.Wteam,
    l: r.Lteam,
    ws: r.Wscore,
    ls: r.Lscore,
    home: winnerHome ? r.Wteam : r.Lteam,
    away: winnerHome ? r.Lteam : r.Wteam,
    neutral: r.Wloc === "N",
    ot: overtimeOf(r.Numot),
  };
}

/** ESPN team id → TeamID: the March Mania spelling of its name, else ESPN_TEAM_IDS (checked against MTeams). */
function readEspnTeams(
  ctx: BuildContext,
  report: ImportReport,
  dataDir: string,
  spellings: Map<string, string>,
  programs: Map<string, TeamRef>,
): Map<string, string> {
  const { stats, rows } = espnTeams.open(report, dataDir, SPORT, LEVEL);
  const out = new Map<string, string>();
  const unmatched: string[] = [];
  for (const r of rows) {
    const names = [r.name, r["name.pop"], r["name.538"]].filter(Boolean).map((n) => n.toLowerCase());
    const spelled = names
      .map((n) => spellings.get(n) ?? spellings.get(n.replace(/\bstate\b/, "st")))
      .find(Boolean);
    const listed = ESPN_TEAM_IDS[r.id];
    const id = spelled ?? listed?.mania;
    if (id && programs.has(id)) {
      out.set(r.id, id);
      stats.imported++;
    } else {
      unmatched.push(`${r.name} (${r.id})`);
      stats.skipped++;
    }
  }
  report.done(stats, `${out.size} ESPN teams matched to March Mania TeamIDs`);
  if (unmatched.length)
    ctx.log(`  cbb ESPN teams without a March Mania TeamID (not D-I in MTeams): ${unmatched.join(", ")}`);
  return out;
}

interface SeasonInputs {
  days: DaysByPair;
  spellings: Map<string, string>;
  espnIds: Map<string, string>;
  cityOf: Map<string, string>;
  nameOf: (id: string) => string;
  tally: Tally;
  stored: Stored[];
  /** Games no day could be joined to: stored apart, in `undated_games`. */
  undated: Omit<Stored, "day">[];
}

/** One season of the two undated lists: read, merged, dated and stored. */
function readListSeason(ctx: BuildContext, setup: LeagueSetup, year: number, inputs: SeasonInputs): void {
  const { report, dataDir } = setup;
  const { days, tally, stored } = inputs;
  const sport = readSportsref(ctx, report, sportsrefScoreSeasons.path(dataDir, year), inputs);
  const espn = readEspn(report, espnGameSeasons.path(dataDir, year), inputs);
  if (sport === null && espn === null) return;
  const merged = mergeLists(sport ?? [], espn ?? []);
  // Sports-Reference's rows are in date order: its games (and the merged ones) are dated first.
  const withSport = merged.filter((m) => m.source !== "espn");
  const taken = new Map<string, Set<number>>();
  const sportDays = joinDays(
    withSport.map((m) => m.game),
    days,
    true,
    taken,
  ).days;
  const espnOnly = merged.filter((m) => m.source === "espn");
  // Each team's usual home city from the games already dated and the ESPN games met once.
  const once = espnOnly.flatMap((m) => {
    const d = days.get(m.game.key);
    return d?.length === 1 ? [{ m, day: d[0] }] : [];
  });
  const usual = homeCities(
    year,
    [...withSport.map((m, i) => ({ m, day: sportDays[i] })), ...once],
    inputs.cityOf,
  );
  const cityOfDay = (g: ListedGame, day: number) => inputs.cityOf.get(`${year}:${day}:${g.w}:${g.l}`);
  const fits = (i: number, day: number) => {
    const g = espnOnly[i].game;
    const city = cityOfDay(g, day);
    if (city === undefined) return false;
    return g.neutral ? city !== usual.get(g.home) && city !== usual.get(g.away) : city === usual.get(g.home);
  };
  const espnJoin = joinDays(
    espnOnly.map((m) => m.game),
    days,
    false,
    taken,
    fits,
  );
  tally.byCity += espnJoin.byCity;
  const dated: { m: Merged; day: number | null }[] = [
    ...withSport.map((m, i) => ({ m, day: sportDays[i] })),
    ...espnOnly.map((m, i) => ({ m, day: espnJoin.days[i] })),
  ];
  const homeCity = usual;
  for (const { m, day } of dated) {
    // A season of one list (2019-20: Sports-Reference's; 2024-25 and 2025-26: ESPN's) has nothing to match.
    if (sport === null || espn === null) tally.oneList++;
    else if (m.source === "sportsref+espn") tally.both++;
    else if (m.source === "sportsref") tally.sportsrefOnly++;
    else tally.espnOnly++;
    if (m.other) {
      const score = (g: ListedGame) => `${inputs.nameOf(g.w)} ${g.ws}, ${inputs.nameOf(g.l)} ${g.ls}`;
      tally.disagreements.push(
        `${year - 1}-${String(year).slice(2)}: ${score(m.other)} in Sports-Reference; ${score(m.game)} in ESPN (ESPN's kept)`,
      );
    }
    if (day === null) {
      tally.undated.set(year, (tally.undated.get(year) ?? 0) + 1);
      inputs.undated.push({ year, g: m.game, source: m.source });
      continue;
    }
    const g = m.game;
    if (g.neutral === null) {
      // Sports-Reference does not flag neutral sites: a game away from the home team's usual city is one.
      const city = inputs.cityOf.get(`${year}:${day}:${g.w}:${g.l}`);
      const usual = homeCity.get(g.home);
      g.neutral = city !== undefined && usual !== undefined && city !== usual;
    }
    stored.push({ year, day, g, source: m.source });
  }
}

/** Each team's usual home city in a season: the city of most of the games it is listed at home in. */
function homeCities(
  year: number,
  dated: { m: Merged; day: number | null }[],
  cityOf: Map<string, string>,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { m, day } of dated) {
    if (day === null || m.game.neutral === true) continue;
    const city = cityOf.get(`${year}:${day}:${m.game.w}:${m.game.l}`);
    if (!city) continue;
    const c = counts.get(m.game.home) ?? new Map<string, number>();
    c.set(city, (c.get(city) ?? 0) + 1);
    counts.set(m.game.home, c);
  }
  return new Map([...counts].map(([team, c]) => [team, [...c].sort((a, b) => b[1] - a[1])[0][0]]));
}

function lookUp(spellings: Map<string, string>, name: string): string | undefined {
  const n = name.toLowerCase();
  return spellings.get(n) ?? spellings.get(n.replace(/\bstate\b/, "st"));
}

/** Sports-Reference's rows of the regular season and conference tournaments (null: no file). */
function readSportsref(
  ctx: BuildContext,
  report: ImportReport,
  file: string,
  { spellings, tally }: SeasonInputs,
): ListedGame[] | null {
  // The lists cover different seasons (no ESPN 2019-20, no Sports-Reference after 2023-24).
  if (!fs.existsSync(file)) return null;
  const stats = report.open(file, SPORT, LEVEL);
  const out: ListedGame[] = [];
  let unscored = 0;
  let postseason = 0;
  for (const r of sportsrefScores.read(report, stats, file)) {
    if (r.Tournament !== "" && !r.Tournament.includes("Conf Tournament")) {
      postseason++;
      stats.skipped++;
      continue;
    }
    // `Home` is the visiting team, `Away` the home team (SOURCES.md).
    const away = lookUp(spellings, r.Home);
    const home = lookUp(spellings, r.Away);
    if (!away || !home) {
      tally.outside++;
      for (const [id, name] of [
        [away, r.Home],
        [home, r.Away],
      ] as const)
        if (!id) tally.outsideNames.set(name, (tally.outsideNames.get(name) ?? 0) + 1);
      stats.skipped++;
      continue;
    }
    if (r.Home_Score === null || r.Away_Score === null || r.Home_Score === r.Away_Score) {
      unscored++;
      report.reject(stats, r.line, "no score, or equal scores");
      continue;
    }
    const homeWon = r.Away_Score > r.Home_Score;
    const w = homeWon ? home : away;
    const l = homeWon ? away : home;
    out.push({
      key: `${w}:${l}`,
      w,
      l,
      ws: Math.max(r.Home_Score, r.Away_Score),
      ls: Math.min(r.Home_Score, r.Away_Score),
      home,
      away,
      neutral: null,
      ot: null,
    });
    stats.imported++;
  }
  report.done(stats, `${postseason} postseason rows not read here (NCAA tournament: the March Mania games)`);
  if (unscored) ctx.log(`  cbb ${file}: ${unscored} D-I rows without a score`);
  return out;
}

/** ESPN's rows (null: no file), in game-id order where the ids are given. */
function readEspn(report: ImportReport, file: string, { espnIds, tally }: SeasonInputs): ListedGame[] | null {
  // The lists cover different seasons (no ESPN 2019-20, no Sports-Reference after 2023-24).
  if (!fs.existsSync(file)) return null;
  const stats = report.open(file, SPORT, LEVEL);
  const rows = espnGames.read(report, stats, file);
  if (rows.every((r) => /^\d+$/.test(r["game.id"])))
    rows.sort((a, b) => Number(a["game.id"]) - Number(b["game.id"]));
  const out: ListedGame[] = [];
  for (const r of rows) {
    const home = espnIds.get(r["home.id"]);
    const away = espnIds.get(r["away.id"]);
    if (!home || !away) {
      tally.outside++;
      for (const [id, espn] of [
        [home, r["home.id"]],
        [away, r["away.id"]],
      ] as const)
        if (!id) tally.outsideNames.set(`ESPN ${espn}`, (tally.outsideNames.get(`ESPN ${espn}`) ?? 0) + 1);
      stats.skipped++;
      continue;
    }
    const hs = r["home.score"];
    const as = r["away.score"];
    if (hs === null || as === null || hs === as) {
      report.reject(stats, r.line, "no score, or equal scores");
      continue;
    }
    const w = hs > as ? home : away;
    const l = hs > as ? away : home;
    out.push({
      key: `${w}:${l}`,
      w,
      l,
      ws: Math.max(hs, as),
      ls: Math.min(hs, as),
      home,
      away,
      neutral: r.neutral === "1",
      ot: r.ot === "" ? null : r.ot,
    });
    stats.imported++;
  }
  report.done(stats);
  return out;
}

function logTally(ctx: BuildContext, t: Tally, stored: number): void {
  const undated = [...t.undated].map(([y, n]) => `${y - 1}-${String(y).slice(2)} ${n}`).join(", ");
  const outsideTeams = [...t.outsideNames.keys()].filter((k) => !k.startsWith("ESPN ")).length;
  ctx.log(
    `  cbb regular seasons: ${stored} games stored; 2017-18 on: ${t.both} in both lists, ${t.sportsrefOnly} in Sports-Reference only, ${t.espnOnly} in ESPN only, ${t.disagreements.length} with other scores in the two lists; ${t.oneList} in seasons of one list`,
  );
  ctx.log(`  cbb games without a day in MGameCities (stored as undated games): ${undated || "none"}`);
  if (t.byCity)
    ctx.log(
      `  cbb: ${t.byCity} ESPN-only games of teams meeting again (same winner) dated by the city of the day`,
    );
  ctx.log(
    `  cbb games against teams outside Division I (not stored, no team rows): ${t.outside} (${outsideTeams} Sports-Reference names, ESPN "NA")`,
  );
  for (const d of t.disagreements) ctx.log(`  cbb lists disagree: ${d}`);
}

function figureOf(t: Tally): Figure {
  const total = t.both + t.sportsrefOnly + t.espnOnly;
  const shown = t.disagreements.slice(0, 8);
  const undated = [...t.undated].map(([y, n]) => `${y - 1}-${String(y).slice(2)} ${n}`).join(", ");
  return {
    key: "cbb-game-lists",
    label: "College basketball games 2017-18 onward agree in Sports-Reference and ESPN",
    passed: t.both - t.disagreements.length,
    total,
    detail:
      `${t.both} games in both lists (same teams and scores: ${t.both - t.disagreements.length}), ${t.sportsrefOnly} in Sports-Reference only, ${t.espnOnly} in ESPN only, 2017-18 to 2023-24 but 2019-20; ${t.oneList} games of seasons with one list (2019-20 Sports-Reference's, 2024-25 and 2025-26 ESPN's)` +
      `; games no day could be joined to (listed by team, dates unknown): ${undated || "none"}` +
      `; games against teams outside Division I (not shown): ${t.outside}` +
      (shown.length ? `; other scores: ${shown.join("; ")}` : ""),
  };
}

/** Conference names, each team season's conference and the conference-tournament games (by season, day, winner, loser). */
function readMembership(setup: LeagueSetup) {
  const { report, dataDir } = setup;
  const names = new Map(
    maniaConferences
      .open(report, dataDir, SPORT, LEVEL)
      .rows.map((r) => [r.ConfAbbrev, r.Description] as const),
  );
  const members = maniaTeamConferences.open(report, dataDir, SPORT, LEVEL);
  const confOf = new Map<string, string>();
  for (const r of members.rows) {
    confOf.set(`${r.Season}:${r.TeamID}`, r.ConfAbbrev);
    members.stats.imported++;
  }
  report.done(members.stats);
  const tourney = maniaConferenceTourney.open(report, dataDir, SPORT, LEVEL);
  const tourneyGames = new Set<string>();
  for (const r of tourney.rows) {
    tourneyGames.add(`${r.Season}:${r.DayNum}:${r.WTeamID}:${r.LTeamID}`);
    tourney.stats.imported++;
  }
  report.done(tourney.stats, "conference-tournament games (not in the conference records)");
  return { names, confOf, tourneyGames };
}

type Membership = ReturnType<typeof readMembership>;

/** The NCAA tournament games (the tournament step's): they count in the overall W-L. */
function tournamentGames(ctx: BuildContext) {
  return ctx.db
    .selectFrom("games")
    .select([...GAME_RESULT, "period"])
    .where("league_key", "=", LEAGUE)
    .where("game_type", "in", ["postseason", "championship"])
    .where("status", "=", "final")
    .execute();
}
type TournamentGame = Awaited<ReturnType<typeof tournamentGames>>[number];

/**
 * One season's teams and games as its standings count them (conference games: both teams of one
 * conference, not in its tournament; the NCAA tournament games count in the overall W-L only), the
 * day of its last game and how many of the conference-tournament games it found.
 */
function seasonPlay(
  ctx: BuildContext,
  year: number,
  games: Stored[],
  tournament: TournamentGame[],
  {
    programs,
    dayZero,
    membership,
  }: { programs: Map<string, TeamRef>; dayZero: Map<number, string>; membership: Membership },
) {
  const { names, confOf, tourneyGames } = membership;
  const season = year - 1;
  const teams = new Map<string, StandingTeam>();
  const played: StandingGame[] = [];
  let lastDate = "";
  let tourneyFound = 0;
  for (const s of games) {
    for (const id of [s.g.home, s.g.away]) {
      if (teams.has(id)) continue;
      const ref = programs.get(id)!;
      const abbrev = confOf.get(`${year}:${id}`);
      teams.set(id, {
        id: ref.id,
        name: ctx.teamOfTime(ref.id, season).name,
        conference: abbrev ? (names.get(abbrev) ?? abbrev) : "(no conference in MTeamConferences)",
        division: null,
      });
    }
    const date = addDays(dayZero.get(year)!, s.day);
    if (date > lastDate) lastDate = date;
    const inTourney = tourneyGames.has(`${year}:${s.day}:${s.g.w}:${s.g.l}`);
    if (inTourney) tourneyFound++;
    const hc = confOf.get(`${year}:${s.g.home}`);
    const homeWon = s.g.home === s.g.w;
    played.push({
      home: programs.get(s.g.home)!.id,
      away: programs.get(s.g.away)!.id,
      homeScore: homeWon ? s.g.ws : s.g.ls,
      awayScore: homeWon ? s.g.ls : s.g.ws,
      date,
      overtime: s.g.ot,
      conferenceGame:
        !inTourney && hc !== undefined && hc !== "ind" && hc === confOf.get(`${year}:${s.g.away}`),
    });
  }
  const ncaa = tournamentPlay(tournament, season, new Set([...teams.values()].map((t) => t.id)));
  for (const g of ncaa) if (g.date > lastDate) lastDate = g.date;
  return { teams: [...teams.values()], played: [...played, ...ncaa], lastDate, tourneyFound };
}

/** A season's NCAA tournament games between two of its teams, as the standings count them (not in conference). */
function tournamentPlay(
  tournament: TournamentGame[],
  season: number,
  teamIds: ReadonlySet<number>,
): StandingGame[] {
  const played: StandingGame[] = [];
  for (const g of tournament) {
    if (g.season_start_year !== season || g.home_score === null || g.away_score === null) continue;
    if (!teamIds.has(g.home_team_id) || !teamIds.has(g.away_team_id)) continue;
    played.push({
      home: g.home_team_id,
      away: g.away_team_id,
      homeScore: g.home_score,
      awayScore: g.away_score,
      date: g.game_date,
      overtime: g.period,
      conferenceGame: false,
    });
  }
  return played;
}

/** Conference standings from 2000-01 on: regular-season conference games decide the table. */
async function standings(
  ctx: BuildContext,
  setup: LeagueSetup,
  stored: Stored[],
  programs: Map<string, TeamRef>,
  dayZero: Map<number, string>,
): Promise<void> {
  const { league } = setup;
  const membership = readMembership(setup);
  const tournament = await tournamentGames(ctx);
  const ids = await alignmentIds(ctx);
  const rows = [];
  const years = [...new Set(stored.map((s) => s.year))].filter((y) => y >= FIRST_STANDINGS_YEAR).sort();
  let tourneyFound = 0;
  for (const year of years) {
    const season = year - 1;
    const games = stored.filter((s) => s.year === year);
    const play = seasonPlay(ctx, year, games, tournament, { programs, dayZero, membership });
    tourneyFound += play.tourneyFound;
    const table = computeStandings(play.teams, play.played, { hockey: false, primary: "conference" });
    for (const r of table) {
      const independent = r.conference === membership.names.get("ind");
      const figures = {
        ...conferenceTableFigures(r),
        conference_record: independent ? null : r.conference_record,
      };
      const name = ctx.teamOfTime(r.team_id, season).name;
      rows.push(await standingRow(ctx, ids, league, season, figures, name, play.lastDate));
    }
  }
  await ids.flush();
  await ctx.insert("standings", rows);
  setup.report.count(SPORT, LEVEL, "standings", rows.length);
  ctx.log(
    `  cbb standings 2000-01 on: ${rows.length} rows; ${tourneyFound} of ${membership.tourneyGames.size} conference-tournament games found among the stored games`,
  );
}
