/**
 * One comparison per open dataset that overlaps our curated facts (see ../shared/data/SOURCES.md).
 * Each returns the checks it made; the test decides which are disagreements and which of those
 * the exceptions file explains.
 *
 * Team identity is compared at franchise/program level: source codes and names go through the
 * importers' crosswalk (backend/import/crosswalk.ts, crosswalk/codes.csv) to our slugs.
 */
import fs from "node:fs";
import { cfbdFbsTeams, type CfbdFbsTeam } from "../readers/cfbd-fbs-teams";
import { fiveThirtyEightNflGames, type FiveThirtyEightNflGame } from "../readers/fivethirtyeight-nfl-elo";
import { nflverseGames } from "../readers/nflverse-games";
import {
  basketballReferenceGames,
  hockeyReferenceGames,
  PFR_RESULT_SEASONS,
  proFootballReferenceResults,
} from "../readers/multisport-elo-lab";
import { nbaChampionsFile } from "../readers/nba-champions-list";
import { twinfieldSchedule, twinfieldSeasons } from "../readers/nhl-schedules-twinfield10";
import { maniaSeasons, maniaSpellings, maniaTeams, maniaTourneyResults } from "../readers/kaggle-mania";
import { hockeySeriesPost, hockeyTeams } from "../readers/hockey-databank";
import { lahmanSeriesPost, lahmanTeams } from "../readers/lahman";
import {
  Checker,
  editionOf,
  lastSeasonOf,
  overtimeLabel,
  teamSlug,
  tiedGamesInNote,
  type ChampionRow,
  type Curated,
  type SourceResult,
} from "./model";

const NONE = "(no champion)";

function championOf(row: ChampionRow | undefined): string {
  return row?.champion_slug ? row.champion_slug : NONE;
}

/** Shared shape of a deciding game or series as a source gives it. */
interface Final {
  season: number;
  winner: string;
  loser: string;
  winnerScore?: string | number;
  loserScore?: string | number;
  overtime?: string;
  series?: string;
  ties?: number;
  date?: string;
  venue?: string;
  coach?: string;
  /** The source records the edition as having no winner (abandoned series). */
  noDecision?: boolean;
  /** winner/loser are already our slugs (mapped by the caller), or an unmapped label. */
  resolved?: boolean;
}

/** A comparison credited to the copy it read (the checks name the file set, not the publisher). */
function fromCopy(result: SourceResult, copy: string, notCompared: string[] = []): SourceResult {
  return {
    ...result,
    source: copy,
    checks: result.checks.map((c) => ({ ...c, source: copy })),
    notCompared: [...notCompared, ...result.notCompared],
  };
}

/**
 * Compares finals of one source with our champion records of a championship. Team codes are
 * resolved for the final's season; an unmapped code is a disagreement (a gap in the crosswalk).
 */
function compareFinals(
  curated: Curated,
  source: string,
  label: string,
  championship: string,
  league: string,
  finals: Final[],
): SourceResult {
  const checker = new Checker(source);
  const notCompared: string[] = [];
  const last = lastSeasonOf(curated, championship);
  let rowsCompared = 0;
  for (const f of finals) {
    const ours = editionOf(curated, championship, f.season);
    if (!ours) {
      if (f.season > last)
        notCompared.push(`${f.season}: after our most recent ${championship} edition (${last})`);
      else checker.fail(championship, f.season, "edition", "(no row)", `${f.winner} over ${f.loser}`);
      continue;
    }
    rowsCompared++;
    const check = checker.record(championship, f.season);
    if (f.noDecision) {
      check("champion", championOf(ours), NONE);
    } else {
      for (const [field, code, ourSlug] of [
        ["champion", f.winner, championOf(ours)],
        ["runner_up", f.loser, ours.runner_up_slug],
      ] as const) {
        const r = f.resolved
          ? curated.crosswalk.bySlug.has(code)
            ? { slug: code }
            : { error: `unmapped ${code}` }
          : teamSlug(curated, source, league, code, f.season);
        if ("error" in r) checker.fail(championship, f.season, field, ourSlug, `unmapped: ${r.error}`);
        else check(field, ourSlug, r.slug);
      }
      check("winner_score", ours.winner_score, f.winnerScore);
      check("runner_up_score", ours.runner_up_score, f.loserScore);
      // A source that gives the deciding game's periods also says when there was no overtime.
      if (f.overtime !== undefined && ours.champion_slug) {
        const o = ours.overtime || "(none)";
        checker.record(championship, f.season)("overtime", o, f.overtime || "(none)");
      }
      check("series", ours.series, f.series);
      check("date", ours.date, f.date);
      check("venue", ours.venue, f.venue);
      check("coach", ours.coach, f.coach);
    }
    if (f.ties !== undefined) check("ties", tiedGamesInNote(ours.note), f.ties);
  }
  return { source, label, rowsCompared, checks: checker.checks, notCompared };
}

// --- NBA -------------------------------------------------------------------------------------

/** nba-champions-list/nba_champions.csv: season = the year of the Finals (our title_year). */
export function nbaChampionsList(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = nbaChampionsFile.load(dataDir).map((r) => ({
    season: r.season - 1,
    winner: r.champion,
    loser: r.runner_up,
    series: r.result,
  }));
  return compareFinals(
    curated,
    "nba-champions-list",
    "NBA Finals: champion, runner-up, series",
    "nba-finals",
    "nba",
    finals,
  );
}

// --- World Series (Lahman) ---------------------------------------------------------------------

/** lahman SeriesPost.csv round WS (2025 edition), teamIDs to franchID through Teams.csv, then the crosswalk. */
export function lahmanWorldSeries(curated: Curated, dataDir: string): SourceResult {
  const franch = new Map<string, string>();
  for (const t of lahmanTeams.load(dataDir)) franch.set(`${t.yearID}:${t.teamID}`, t.franchID);
  const finals: Final[] = lahmanSeriesPost
    .load(dataDir)
    .filter((r) => r.round === "WS" && r.yearID >= 1903)
    .map((r) => ({
      season: r.yearID,
      winner: franch.get(`${r.yearID}:${r.teamIDwinner}`) ?? r.teamIDwinner,
      loser: franch.get(`${r.yearID}:${r.teamIDloser}`) ?? r.teamIDloser,
      series: `${r.wins ?? ""}-${r.losses ?? ""}`,
      ties: r.ties ?? 0,
    }));
  return compareFinals(
    curated,
    "lahman",
    "World Series 1903-2024: champion, runner-up, series W-L, tied games",
    "world-series",
    "mlb",
    finals,
  );
}

// --- Stanley Cup (Hockey Databank) -------------------------------------------------------------

/**
 * hockey-databank SeriesPost.csv round SCF. tmID to franchID (crosswalk rows `hockey-databank`)
 * through Teams.csv; a club the crosswalk has no franchID row for (PCHA/WCHL clubs) goes by the
 * Teams.csv name of that season, which the crosswalk matches to our identities.
 */
export function hockeyDatabankFinals(curated: Curated, dataDir: string): SourceResult {
  const teams = new Map<string, { franchID: string; name: string }>();
  for (const t of hockeyTeams.load(dataDir))
    teams.set(`${t.year}:${t.tmID}`, { franchID: t.franchID, name: t.name });
  const source = "hockey-databank";
  const code = (year: number, tmID: string): string => {
    const t = teams.get(`${year}:${tmID}`);
    if (!t) return tmID;
    return curated.crosswalk.resolve(source, "nhl", t.franchID, year).ok ? t.franchID : t.name;
  };
  const finals: Final[] = hockeySeriesPost
    .load(dataDir)
    .filter((r) => r.round === "SCF" && r.year >= 1917)
    .map((r) => ({
      season: r.year,
      winner: code(r.year, r.tmIDWinner),
      loser: code(r.year, r.tmIDLoser),
      series: `${r.W}-${r.L}`,
      ties: r.T,
      noDecision: r.note === "ND",
    }));
  return compareFinals(
    curated,
    source,
    "Stanley Cup Final 1918-2018 Cups: champion, runner-up, series W-L, tied games",
    "stanley-cup-final",
    "nhl",
    finals,
  );
}

// --- Stanley Cup (NHL API schedules, 2009-10 to 2023-24) -------------------------------------

/**
 * nhl-schedules-twinfield10: playoff games whose game_id round digits are 04 (the Final). The
 * champion is the team with four wins; the last game gives date and score. A Final the file holds
 * incompletely (no team with four wins) is not compared.
 */
export function twinfieldFinals(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = [];
  const notCompared: string[] = [];
  for (const season of twinfieldSeasons.keys(dataDir)) {
    const games = twinfieldSchedule
      .readFile(twinfieldSeasons.path(dataDir, season))
      .filter(
        (r) =>
          r.season_type === "P" &&
          r.game_id.slice(6, 8) === "04" &&
          r.home_score !== null &&
          r.away_score !== null,
      )
      .sort((a, b) => a.game_id.localeCompare(b.game_id));
    const wins = new Map<string, number>();
    for (const g of games) {
      const homeWon = Number(g.home_score) > Number(g.away_score);
      const w = homeWon ? g.home_abbreviation : g.away_abbreviation;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    const champion = [...wins].find(([, n]) => n === 4)?.[0];
    const lastGame = games.at(-1);
    if (!champion || !lastGame) {
      notCompared.push(`${season}: the file holds ${games.length} Final game(s), no team with four wins`);
      continue;
    }
    const loser =
      lastGame.home_abbreviation === champion ? lastGame.away_abbreviation : lastGame.home_abbreviation;
    const homeWon = lastGame.home_abbreviation === champion;
    finals.push({
      season,
      winner: champion,
      loser,
      winnerScore: (homeWon ? lastGame.home_score : lastGame.away_score) ?? undefined,
      loserScore: (homeWon ? lastGame.away_score : lastGame.home_score) ?? undefined,
      series: `4-${wins.get(loser) ?? 0}`,
      date: lastGame.game_date,
    });
  }
  const result = compareFinals(
    curated,
    "nhl-api",
    "Stanley Cup Final 2010-2023 Cups: champion, runner-up, series, last game date and score",
    "stanley-cup-final",
    "nhl",
    finals,
  );
  return fromCopy(result, twinfieldSeasons.source, notCompared);
}

// --- Finals at the end of a schedule file (multisport-elo-lab) -----------------------------------

/** A played game of a schedule file, both scores known. */
interface ScheduledResult {
  date: string;
  visitor: string;
  home: string;
  visitorScore: number;
  homeScore: number;
  marker: string;
  venue?: string;
}

/**
 * The Final of a season's schedule file: the run of games at the end of the file between the two
 * teams of the last played game, won by the team with four wins (none: the file's Final is
 * incomplete, and says so). Null for a file without a played game.
 */
function finalAtEnd(
  season: number,
  played: readonly ScheduledResult[],
): { final: Final } | { incomplete: string } | null {
  const last = played.at(-1);
  if (!last) return null;
  const pair = [last.visitor, last.home].sort().join("|");
  const series: ScheduledResult[] = [];
  for (
    let i = played.length - 1;
    i >= 0 && [played[i].visitor, played[i].home].sort().join("|") === pair;
    i--
  )
    series.unshift(played[i]);
  const wins = new Map<string, number>();
  for (const g of series) {
    const w = g.visitorScore > g.homeScore ? g.visitor : g.home;
    wins.set(w, (wins.get(w) ?? 0) + 1);
  }
  const champion = [...wins].find(([, n]) => n === 4)?.[0];
  if (!champion) {
    return {
      incomplete: `${season}: the file ends with ${series.length} game(s) of ${pair.replace("|", " vs ")}, no team with four wins (incomplete)`,
    };
  }
  const visitorWon = last.visitor === champion;
  return {
    final: {
      season,
      winner: champion,
      loser: visitorWon ? last.home : last.visitor,
      winnerScore: visitorWon ? last.visitorScore : last.homeScore,
      loserScore: visitorWon ? last.homeScore : last.visitorScore,
      overtime: last.marker,
      series: `4-${series.length - 4}`,
      date: last.date,
      ...(last.venue === undefined ? {} : { venue: last.venue }),
    },
  };
}

// --- Stanley Cup (Hockey-Reference schedules, 2021-22 on) --------------------------------------

/**
 * multisport-elo-lab/nhl/nhl_{end year}.csv (Hockey-Reference layout: Date, Time, Visitor, G,
 * Home, G, OT/SO, Att., LOG, Notes). The Final is the run of games at the end of the file between
 * the two teams of the last played game.
 */
export function multisportNhlFinals(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = [];
  for (const end of hockeyReferenceGames.keys(dataDir)) {
    const played = hockeyReferenceGames
      .readFile(hockeyReferenceGames.path(dataDir, end))
      .flatMap((g) =>
        g.visitorGoals !== null && g.homeGoals !== null
          ? [{ ...g, visitorScore: g.visitorGoals, homeScore: g.homeGoals }]
          : [],
      );
    const found = finalAtEnd(end - 1, played);
    if (found && "final" in found) finals.push(found.final);
  }
  const result = compareFinals(
    curated,
    "hockey-reference",
    "Stanley Cup Final 2022-2026 Cups: champion, runner-up, series, last game date, score, OT",
    "stanley-cup-final",
    "nhl",
    finals,
  );
  return fromCopy(result, hockeyReferenceGames.source);
}

// --- Super Bowl ---------------------------------------------------------------------------------

/** nflverse-games/games.csv game_type SB: date, teams, scores, overtime, stadium, coaches. */
export function nflverseSuperBowls(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = nflverseGames
    .load(dataDir)
    .filter((r) => r.game_type === "SB" && r.home_score !== null && r.away_score !== null)
    .map((r) => {
      const homeWon = Number(r.home_score) > Number(r.away_score);
      return {
        season: r.season,
        winner: homeWon ? r.home_team : r.away_team,
        loser: homeWon ? r.away_team : r.home_team,
        winnerScore: (homeWon ? r.home_score : r.away_score) ?? undefined,
        loserScore: (homeWon ? r.away_score : r.home_score) ?? undefined,
        overtime: r.overtime === 1 ? "OT" : "",
        date: r.gameday,
        venue: r.stadium,
        coach: homeWon ? r.home_coach : r.away_coach,
      };
    });
  return compareFinals(
    curated,
    "nflverse",
    "Super Bowls 1999-2024 seasons: date, teams, score, OT, stadium, winning coach",
    "super-bowl",
    "nfl",
    finals,
  );
}

/** fivethirtyeight nfl_games.csv: the last playoff game of each season from 1966 is the Super Bowl. */
export function fiveThirtyEightSuperBowls(curated: Curated, dataDir: string): SourceResult {
  const last = new Map<number, FiveThirtyEightNflGame>();
  for (const r of fiveThirtyEightNflGames.load(dataDir)) {
    if (!r.playoff || r.season < 1966) continue;
    const prev = last.get(r.season);
    if (!prev || r.date >= prev.date) last.set(r.season, r);
  }
  const finals: Final[] = [...last.values()].map((r) => {
    const oneWon = Number(r.score1) > Number(r.score2);
    return {
      season: r.season,
      winner: oneWon ? r.team1 : r.team2,
      loser: oneWon ? r.team2 : r.team1,
      winnerScore: (oneWon ? r.score1 : r.score2) ?? undefined,
      loserScore: (oneWon ? r.score2 : r.score1) ?? undefined,
      date: r.date,
    };
  });
  return compareFinals(
    curated,
    "fivethirtyeight",
    "Super Bowls 1966-2020 seasons (last playoff game): date, teams, score",
    "super-bowl",
    "nfl",
    finals,
  );
}

// --- NCAA tournament (March Mania) ---------------------------------------------------------------

/**
 * March Mania TeamID to our program as the importer (backend/import/sources/ncaa-mbb.ts) maps it:
 * an explicit `march-mania` crosswalk row, else the MTeamSpellings entry of the program's school
 * or full name.
 */
export function marchManiaSlugs(curated: Curated, dataDir: string): (teamId: string) => string | undefined {
  const spellings = new Map<string, string>();
  for (const r of maniaSpellings.load(dataDir)) spellings.set(r.TeamNameSpelling.toLowerCase(), r.TeamID);
  const slugById = new Map<string, string>();
  for (const t of curated.teams.get("cbb") ?? []) {
    const id = spellings.get((t.school || t.name).toLowerCase()) ?? spellings.get(t.name.toLowerCase());
    if (id && !slugById.has(id)) slugById.set(id, t.slug);
  }
  return (id) => {
    const explicit = curated.crosswalk.resolve("march-mania", "cbb", id, 2000);
    return explicit.ok ? explicit.value.team.slug : slugById.get(id);
  };
}

/**
 * MNCAATourneyCompactResults.csv, the game of DayNum 154 of each Season (= the season's end year);
 * date = MSeasons DayZero + DayNum; TeamIDs through marchManiaSlugs.
 */
export function marchMania(curated: Curated, dataDir: string): SourceResult {
  const slugOf = marchManiaSlugs(curated, dataDir);
  const names = new Map(maniaTeams.load(dataDir).map((r) => [r.TeamID, r.TeamName]));
  const dayZero = new Map(
    maniaSeasons.load(dataDir).map((r) => [r.Season, new Date(`${r.DayZero}T00:00:00Z`)]),
  );
  const code = (id: string) => slugOf(id) ?? `march-mania team ${id} (${names.get(id) ?? "?"})`;
  const finals: Final[] = maniaTourneyResults
    .load(dataDir)
    .filter((r) => r.DayNum === 154)
    .map((r) => {
      const year = r.Season;
      const zero = dayZero.get(year);
      const date = zero
        ? new Date(zero.getTime() + r.DayNum * 86_400_000).toISOString().slice(0, 10)
        : undefined;
      return {
        season: year - 1,
        winner: code(r.WTeamID),
        loser: code(r.LTeamID),
        winnerScore: r.WScore ?? undefined,
        loserScore: r.LScore ?? undefined,
        overtime: overtimeLabel(r.NumOT ?? 0),
        date,
        resolved: true,
      };
    });
  return compareFinals(
    curated,
    "march-mania",
    "NCAA tournament title games 1985-2024: teams, score, OT, date",
    "ncaa-mens-basketball-tournament",
    "cbb",
    finals,
  );
}

// --- FBS programs (CFBD) -------------------------------------------------------------------------

/** cfbd-fbs-teams/fbs_teams.csv vs teams/cfb.csv, programs matched by school name. */
export function cfbdPrograms(curated: Curated, dataDir: string): SourceResult {
  const source = "cfbd-fbs-teams";
  const checker = new Checker(source);
  const bySchool = new Map<string, CfbdFbsTeam>();
  for (const r of cfbdFbsTeams.load(dataDir)) bySchool.set(r.school.toLowerCase(), r);
  let rowsCompared = 0;
  const notCompared: string[] = [];
  const matched = new Set<string>();
  for (const ours of curated.teams.get("cfb") ?? []) {
    const theirs = bySchool.get((ours.school || "").trim().toLowerCase());
    if (!theirs) continue;
    matched.add(theirs.school.trim().toLowerCase());
    rowsCompared++;
    const check = checker.record(ours.slug, null);
    check("conference", ours.conference, theirs.conference);
    check("abbreviation", ours.abbreviation, theirs.abbreviation);
    // CFBD's city/state are the home venue's (UCLA: Pasadena, Miami: Miami Gardens).
    check("venue_city", ours.venue_city, theirs.city);
    check("venue_state", ours.venue_state, theirs.state);
    // CFBD tells venues of the same name apart with a suffix, "Memorial Stadium (Lincoln, NE)",
    // "Tiger Stadium (LA)": a naming convention of the source, not part of the name.
    check("venue_name", ours.venue_name, theirs.home_venue.replace(/\s*\([^)]*\)\s*$/, ""));
    const capacity = Math.round(theirs.venue_capacity ?? 0);
    check("venue_capacity", ours.venue_capacity, capacity > 0 ? capacity : "");
  }
  const others = [...bySchool.values()]
    .filter((r) => !matched.has(r.school.trim().toLowerCase()))
    .map((r) => r.school);
  if (others.length)
    notCompared.push(
      `${others.length} FBS programs not in teams/cfb.csv (e.g. ${others.slice(0, 3).join(", ")})`,
    );
  return {
    source,
    label: "FBS programs (2025): conference, abbreviation, venue name, city, state, capacity",
    rowsCompared,
    checks: checker.checks,
    notCompared,
  };
}

// --- NBA Finals (Basketball-Reference schedules, 2022-23 on) -------------------------------------

/**
 * multisport-elo-lab/nba/nba_{end year}.csv (Basketball-Reference layout: Date "Sun Jun 22 2025",
 * Start, Visitor, PTS, Home, PTS, Box Score, OT, Attend., LOG, Arena, Notes). The Finals are the
 * run of games at the end of the file between the two teams of the last played game; a file
 * whose Finals are incomplete (no team with four wins) is not compared.
 */
export function multisportNbaFinals(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = [];
  const notCompared: string[] = [];
  for (const end of basketballReferenceGames.keys(dataDir)) {
    const played = basketballReferenceGames
      .readFile(basketballReferenceGames.path(dataDir, end))
      .flatMap((g) =>
        g.visitorPoints !== null && g.homePoints !== null
          ? [{ ...g, visitorScore: g.visitorPoints, homeScore: g.homePoints, venue: g.arena }]
          : [],
      );
    const found = finalAtEnd(end - 1, played);
    if (found && "final" in found) finals.push(found.final);
    else if (found) notCompared.push(found.incomplete);
  }
  const result = compareFinals(
    curated,
    "basketball-reference",
    "NBA Finals 2023-2026: champion, runner-up, series, last game date, score, OT, arena",
    "nba-finals",
    "nba",
    finals,
  );
  return fromCopy(result, basketballReferenceGames.source, notCompared);
}

/**
 * multisport-elo-lab/nfl/nfl_{season}.csv (Pro-Football-Reference layout: Week, Day, Date, Time,
 * Winner/tie, @/N, Loser/tie, boxscore, PtsW, PtsL, ...): the row of Week "SuperBowl".
 */
export function multisportSuperBowls(curated: Curated, dataDir: string): SourceResult {
  const finals: Final[] = [];
  for (const season of PFR_RESULT_SEASONS) {
    const name = proFootballReferenceResults.path(dataDir, season);
    if (!fs.existsSync(name)) continue;
    for (const g of proFootballReferenceResults.readFile(name)) {
      if (g.week !== "SuperBowl" || g.winnerPoints === null || g.loserPoints === null) continue;
      finals.push({
        season,
        winner: g.winner,
        loser: g.loser,
        winnerScore: String(g.winnerPoints),
        loserScore: String(g.loserPoints),
        date: g.date,
      });
    }
  }
  const result = compareFinals(
    curated,
    "pro-football-reference",
    "Super Bowls 2022-2025 seasons: date, teams, score",
    "super-bowl",
    "nfl",
    finals,
  );
  return fromCopy(result, proFootballReferenceResults.source);
}
