/**
 * NCAA Division I men's basketball from kaggle-march-mania-2025:
 *  - MTeams.csv / MTeamSpellings.csv: a March Mania TeamID is matched to a program of
 *    backend/data/teams/cbb.csv through the crosswalk (explicit `march-mania` rows) or the
 *    spellings list (the program's school name, e.g. "uconn", "loyola chicago"). A D-I program not
 *    among the curated ones is added as a program of its own (name as MTeams spells it) so that no
 *    tournament game is dropped; the build log counts them.
 *  - MNCAATourneyCompactResults.csv: tournament games 1985-2024 (`Season` = the year the season
 *    ends, so season start year = Season - 1). Date = MSeasons.DayZero + DayNum (no time). Every game
 *    is on a neutral court (WLoc N): the better seed is listed as the home team, as the NCAA does.
 *    NumOT > 0 gives the overtime marker. The season's last game is the title game.
 *  - MTeamCoaches.csv is read by the coaches importer through `marchManiaTeams`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import {
  MANIA_DIR,
  maniaCoaches,
  maniaSeasons,
  maniaSeeds,
  maniaSpellings,
  maniaTeams,
  maniaTourneyResults,
  type ManiaCoach,
  type ManiaTourneyGame,
} from "../readers/kaggle-mania";
import {
  addDays,
  isIsoDate,
  readRows,
  reportOf,
  RowError,
  leagueStep,
  type LeagueSetup as Setup,
  type ImportReport,
} from "./common";
import { headCoach, namedPerson, sideScores } from "./coach-seasons";
import { gameBase, insertGames, type GameDraft } from "./games";
import { peopleOf, type CoachSeason } from "./people";
import { addProgram, namedProgram, resolvedOfTime, type ProgramFacts } from "./team-refs";

const LEAGUE = "cbb";

const TEAM_MAPS = new WeakMap<BuildContext, Map<string, TeamRef>>();

/** The programs by March Mania TeamID, once the tournament step has matched them (the coaches' records use them). */
export function maniaPrograms(ctx: BuildContext): Map<string, TeamRef> | undefined {
  return TEAM_MAPS.get(ctx);
}

/** A tournament game with its March Mania day number (the coaches' day ranges use it). */
type TourneyGame = GameDraft & { day: number };

export const ncaaBasketballStep = leagueStep(
  "NCAA men's basketball tournament (March Mania)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report } = setup;
    const map = await addPrograms(ctx, setup);
    TEAM_MAPS.set(ctx, map);
    const dayZero = readDayZero(report, dataDir);
    const seeds = readSeeds(report, dataDir);
    const { stats, rows } = maniaTourneyResults.open(report, dataDir, "basketball", "ncaa-division-i");
    const games: TourneyGame[] = [];
    for (const row of rows) {
      try {
        games.push(tourneyGame(ctx, setup, row, { map, dayZero, seeds }));
        stats.imported++;
      } catch (error) {
        report.rejectRowError(stats, row.line, error);
      }
    }
    markTitleGames(games, league.id);
    report.done(stats);
    readCoaches(ctx, dataDir, map, games);
    const n = await insertGames(
      ctx,
      games.map(({ day: _day, ...g }) => g),
    );
    report.count("basketball", "ncaa-division-i", "games", n);
    if (!fs.existsSync(path.join(dataDir, MANIA_DIR))) ctx.log(`  ${MANIA_DIR}: missing`);
  },
);

/** Programs by TeamID: the curated program (crosswalk or spellings), else one added from MTeams. */
async function addPrograms(ctx: BuildContext, setup: Setup): Promise<Map<string, TeamRef>> {
  const { dataDir, report, crosswalk } = setup;
  // MTeams is opened first (the build report lists it so) and read after the spellings.
  const teamsFile = maniaTeams.path(dataDir);
  const teamStats = report.open(teamsFile, "basketball", "ncaa-division-i");
  const curatedById = await curatedPrograms(ctx, setup);
  const map = new Map<string, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  for (const { TeamID: id, TeamName: name, FirstD1Season, LastD1Season } of maniaTeams.read(
    report,
    teamStats,
    teamsFile,
  )) {
    const explicit = crosswalk.resolve("march-mania", LEAGUE, id, 2000);
    let team: TeamRef | undefined = explicit.ok ? explicit.value.team : curatedById.get(id);
    if (!team) {
      const facts = programFacts(ctx, id, name, FirstD1Season, LastD1Season);
      team = addProgram(ctx, setup.league, facts, added);
    }
    map.set(id, team);
    teamStats.imported++;
  }
  await ctx.insert("teams", added);
  report.done(
    teamStats,
    `${map.size - added.length} matched to curated programs, ${added.length} programs added from MTeams`,
  );
  return map;
}

/** Curated programs by TeamID, found through the spellings list (school name, else team name). */
async function curatedPrograms(ctx: BuildContext, setup: Setup): Promise<Map<string, TeamRef>> {
  const { dataDir, report, crosswalk } = setup;
  const spelled = maniaSpellings.open(report, dataDir, "basketball", "ncaa-division-i");
  const spellStats = spelled.stats;
  const spellings = new Map<string, string>();
  for (const row of spelled.rows) {
    spellings.set(row.TeamNameSpelling.toLowerCase(), row.TeamID);
    spellStats.imported++;
  }
  report.done(spellStats);
  const curatedById = new Map<string, TeamRef>();
  for (const team of ctx.lookups.teamsById.values()) {
    if (team.league_key !== LEAGUE) continue;
    const school = crosswalk.bySlug.get(team.slug);
    const schoolName = (await schoolOf(ctx, team.id)) ?? team.name;
    const id = spellings.get(schoolName.toLowerCase()) ?? spellings.get(team.name.toLowerCase());
    if (id && school) curatedById.set(id, team);
  }
  return curatedById;
}

/** A D-I program of MTeams the curated list lacks: its name and the tournament data's seasons. */
function programFacts(
  ctx: BuildContext,
  id: string,
  name: string,
  first: number | null,
  last: number | null,
): ProgramFacts {
  let slug = `${slugify(name)}-basketball`;
  if (ctx.lookups.teamsBySlug.has(slug)) slug = `${slugify(name)}-${id}-basketball`;
  return namedProgram(slug, name, {
    // The tournament data's first season, not the program's: never curated.
    first_season: first === null ? null : first - 1,
    // The data ends with 2024-25 (Season 2025): a program D-I then is still active.
    last_season: last === null || last >= 2025 ? null : last - 1,
  });
}

/** Day zero of each season (MSeasons.csv `DayZero`). */
function readDayZero(report: ImportReport, dataDir: string): Map<number, string> {
  const { stats: seasonStats, rows } = maniaSeasons.open(report, dataDir, "basketball", "ncaa-division-i");
  const dayZero = new Map<number, string>();
  for (const row of rows) {
    dayZero.set(row.Season, row.DayZero);
    seasonStats.imported++;
  }
  report.done(seasonStats);
  return dayZero;
}

/** Tournament seeds by "Season:TeamID": the better seed is the designated home team. */
function readSeeds(report: ImportReport, dataDir: string): Map<string, number> {
  const { stats: seedStats, rows } = maniaSeeds.open(report, dataDir, "basketball", "ncaa-division-i");
  const seeds = new Map<string, number>();
  for (const row of rows) {
    seeds.set(`${row.Season}:${row.TeamID}`, Number(row.Seed.slice(1, 3)));
    seedStats.imported++;
  }
  report.done(seedStats);
  return seeds;
}

/** One MNCAATourneyCompactResults.csv row as a game; a RowError says why it cannot be one. */
function tourneyGame(
  ctx: BuildContext,
  setup: Setup,
  row: ManiaTourneyGame,
  {
    map,
    dayZero,
    seeds,
  }: { map: Map<string, TeamRef>; dayZero: Map<number, string>; seeds: Map<string, number> },
): TourneyGame {
  const { Season: year, DayNum: day, WTeamID, LTeamID, WLoc: loc } = row;
  const zero = dayZero.get(year);
  if (!zero) throw new RowError(`Season ${year}: no DayZero in ${maniaSeasons.name}`);
  const date = addDays(zero, day);
  if (!isIsoDate(date)) throw new RowError(`date: DayZero + ${day} is not a date`);
  const season = year - 1;
  const w = map.get(WTeamID);
  const l = map.get(LTeamID);
  if (!w || !l) {
    const missing = [!w ? WTeamID : null, !l ? LTeamID : null].filter(Boolean).join(", ");
    throw new RowError(`unmatched march-mania TeamID ${missing} (not in ${maniaTeams.name})`);
  }
  const { WScore: wScore, LScore: lScore } = row;
  const wSeed = seeds.get(`${year}:${WTeamID}`) ?? 99;
  const lSeed = seeds.get(`${year}:${LTeamID}`) ?? 99;
  const winnerHome =
    loc === "H" || (loc === "N" && (wSeed < lSeed || (wSeed === lSeed && WTeamID < LTeamID)));
  const ot = row.NumOT ?? 0;
  return {
    ...gameBase(ctx, LEAGUE),
    season,
    date,
    time: null,
    home: resolvedOfTime(ctx, setup.crosswalk, winnerHome ? w : l, season),
    away: resolvedOfTime(ctx, setup.crosswalk, winnerHome ? l : w, season),
    homeScore: winnerHome ? wScore : lScore,
    awayScore: winnerHome ? lScore : wScore,
    overtime: ot > 0 ? (ot === 1 ? "OT" : `${ot}OT`) : null,
    neutral: loc === "N",
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    gameType: "postseason",
    championshipId: null,
    source: "march-mania",
    day,
  };
}

/** The title game: the last game of each season. */
function markTitleGames(games: TourneyGame[], championshipId: number): void {
  const lastDay = new Map<number, number>();
  for (const g of games) lastDay.set(g.season, Math.max(lastDay.get(g.season) ?? 0, g.day));
  for (const g of games) {
    if (g.day === lastDay.get(g.season)) {
      g.gameType = "championship";
      g.championshipId = championshipId;
    }
  }
}

async function schoolOf(ctx: BuildContext, teamId: number): Promise<string | null> {
  const row = await ctx.db.selectFrom("teams").select("school").where("id", "=", teamId).executeTakeFirst();
  return row?.school ?? null;
}

/**
 * NCAA head coaches by season (MTeamCoaches.csv: Season, TeamID, day range, `first_last` name).
 * There is no W-L for the regular season; the NCAA tournament games a coach's team played inside
 * the coach's day range give the tournament record, appearances and titles.
 */
interface CoachAcc {
  seasons: CoachSeason[];
  pw: number;
  pl: number;
  apps: Set<number>;
  titles: number;
}

function readCoaches(
  ctx: BuildContext,
  dataDir: string,
  teams: Map<string, TeamRef>,
  games: TourneyGame[],
): void {
  const report = reportOf(ctx);
  const file = maniaCoaches.path(dataDir);
  const stats = report.open(file, "basketball", "ncaa-division-i");
  const raw = readRows(report, stats, file);
  if (!raw) return;
  const rows = maniaCoaches.parse(report, stats, raw);
  const coaches = new Map<string, CoachAcc>();
  let latest = 0;
  for (const row of rows) {
    try {
      latest = Math.max(latest, tallyCoachRow(ctx, row, teams, games, coaches));
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  registerCoaches(ctx, coaches, latest);
  report.done(stats, `${coaches.size} coaches`);
}

/** One coach-season row: the season joins the coach's list with the tournament games in its day range. Returns the season. */
function tallyCoachRow(
  ctx: BuildContext,
  row: ManiaCoach,
  teams: Map<string, TeamRef>,
  games: TourneyGame[],
  coaches: Map<string, CoachAcc>,
): number {
  const { Season: year, FirstDayNum: first, LastDayNum: last, CoachName: name } = row;
  const team = teams.get(row.TeamID);
  if (!team) throw new RowError(`unmatched march-mania TeamID ${row.TeamID} (not in ${maniaTeams.name})`);
  const season = year - 1;
  const acc = coaches.get(name) ?? { seasons: [], pw: 0, pl: 0, apps: new Set<number>(), titles: 0 };
  coaches.set(name, acc);
  acc.seasons.push({ season, team_id: team.id, team_name: ctx.teamOfTime(team.id, season).name });
  for (const g of games) {
    if (g.season !== season || g.day < first || g.day > last) continue;
    const side = g.home.team.id === team.id ? "home" : g.away.team.id === team.id ? "away" : null;
    const score = side && sideScores(g, side);
    if (!score) continue;
    acc.apps.add(season);
    if (score.own > score.opp) {
      acc.pw++;
      if (g.gameType === "championship") acc.titles++;
    } else acc.pl++;
  }
  return season;
}

/** The coaches as people ("first_last" names capitalised) with their tournament records. */
function registerCoaches(ctx: BuildContext, coaches: Map<string, CoachAcc>, latest: number): void {
  const league = ctx.lookups.leagues.get(LEAGUE)!;
  const registry = peopleOf(ctx);
  for (const [key, acc] of coaches) {
    const full = key
      .split("_")
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
    const person = namedPerson(registry, `march-mania-coach:${key}`, full);
    registry.coaches.push(
      headCoach(person, league, {
        seasons: acc.seasons,
        latestSeason: latest,
        wins: null,
        losses: null,
        ties: null,
        playoff_appearances: acc.apps.size,
        playoff_wins: acc.pw,
        playoff_losses: acc.pl,
        championships_won: acc.titles,
        // Names by team-season from 1985 only, without regular-season records: never a whole career.
        source: {
          name: `March Mania ${maniaCoaches.name}`,
          first_season: 1984,
          last_season: latest,
          from_league_start: false,
        },
      }),
    );
  }
}
