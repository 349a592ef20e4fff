/**
 * College football (FBS) from cfbd-games-2023-2024 (CollegeFootballData `/games` responses):
 *  - programs: a CFBD team id is matched to a program of backend/data/teams/cfb.csv by school name;
 *    an FBS program not among the curated ones is added from cfbd-fbs-teams/fbs_teams.csv (same
 *    CFBD id: full name, nickname, city, state, abbreviation, 2025 conference), else under the name
 *    the games give. FCS opponents (also NCAA Division I) are added under their school name only.
 *  - games: every game with an FBS team, 2023 and 2024 regular seasons (conference championship
 *    games included, as CFBD lists them) and the 2024 postseason (`postseason`; the CFP title game
 *    is `championship`, absent from this copy). `start_date` is UTC: the game date and time are the
 *    US Eastern calendar date and clock time of the kickoff (a 10:30 pm ET kickoff is 02:30Z the next
 *    day); a kickoff flagged `start_time_tbd` keeps its date but no time.
 *  - conference standings per season (`cfbStandings`): each FBS program in the conference it played
 *    in that season (the conference CFBD gives on its games, which the cfb-century-games membership
 *    agrees with: tests/data), ranked by conference record, then head-to-head, then overall record.
 *    Conference championship games count in the overall record but not in the conference record
 *    (as conferences publish them); bowl and playoff games are not in these tables. Divisions of
 *    the time (e.g. SEC East/West 2023) are not in the data: tables are by conference.
 */
import fs from "node:fs";
import { easternWallClock } from "../../../domain/clock";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import type { Resolved } from "../crosswalk";
import { cfbdFbsTeams, type CfbdFbsTeam } from "../readers/cfbd-fbs-teams";
import { cfbdGameFiles, readCfbdGames, type CfbdGame } from "../readers/cfbd-games";
import { leagueStep, type LeagueSetup as Setup, type ImportReport } from "./common";
import { gameBase, insertGames, type GameDraft } from "./games";
import { standingRow, conferenceTableFigures } from "./standing-rows";
import { addProgram, resolvedOfTime, type ProgramFacts } from "./team-refs";
import { alignmentIds, computeStandings, type StandingGame, type StandingTeam } from "./standings";

const LEAGUE = "cfb";

/** US Eastern calendar date and HH:MM of a UTC instant (daylight saving handled by the zone). */
export function easternDateTime(utc: string): { date: string; time: string } {
  const d = new Date(utc);
  if (Number.isNaN(d.getTime())) throw new Error(`not a date-time: ${utc}`);
  return easternWallClock(d);
}

/** A conference championship game (CFBD lists it in the regular season, with a note). */
export function isConferenceChampionship(g: Pick<CfbdGame, "notes" | "season_type">): boolean {
  return (
    g.season_type === "regular" &&
    /\bchampionship\b/i.test(g.notes ?? "") &&
    !/classic|kickoff/i.test(g.notes ?? "")
  );
}

type League = Setup["league"];
type Ids = Awaited<ReturnType<typeof alignmentIds>>;

export const cfbdStep = leagueStep(
  "college football games and conference standings (CFBD 2023-2024)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    const games = readGames(report, cfbdGameFiles(dataDir));
    if (!games.length) return;
    const ids = await alignmentIds(ctx);
    const programs = await addPrograms(ctx, setup, games, ids);
    const drafts = games.map((g) =>
      gameDraft(ctx, league, g, (cfbdId) => resolvedOfTime(ctx, crosswalk, programs.get(cfbdId)!, g.season)),
    );
    const n = await insertGames(ctx, drafts);
    report.count("football", "ncaa-division-i", "games", n);
    const rows = await standingsRows(ctx, league, games, programs, ids);
    await ids.flush();
    await ctx.insert("standings", rows);
    report.count("football", "ncaa-division-i", "standings", rows.length);
    ctx.log(
      `  cfb standings: ${rows.length} rows (FBS, by conference, seasons ${[...new Set(rows.map((r) => r.season_start_year))].join(", ")})`,
    );
  },
);

/** The games with an FBS team of every CFBD file (other games: not applicable). */
function readGames(report: ImportReport, files: string[]): CfbdGame[] {
  const games: CfbdGame[] = [];
  for (const file of files) {
    const stats = report.open(file, "football", "ncaa-division-i");
    if (!fs.existsSync(file)) {
      report.done(stats, "missing");
      continue;
    }
    for (const g of readCfbdGames(report, stats, file)) {
      if (g.home_division !== "fbs" && g.away_division !== "fbs") {
        stats.skipped++;
        continue;
      }
      games.push(g);
      stats.imported++;
    }
    report.done(stats, "games with an FBS team (other games: not applicable)");
  }
  return games;
}

/** fbs_teams.csv facts by CFBD id: school, nickname, mascot, full name, abbreviation, city, state, conference. */
function readFbsFacts(report: ImportReport, dataDir: string): Map<number, CfbdFbsTeam> {
  const fbs = cfbdFbsTeams.open(report, dataDir, "football", "ncaa-division-i");
  const fbsStats = fbs.stats;
  const fbsById = new Map<number, CfbdFbsTeam>();
  for (const row of fbs.rows) {
    fbsById.set(row.id, row);
    fbsStats.imported++;
  }
  report.done(fbsStats, "FBS programs not among the curated ones are added with these facts");
  return fbsById;
}

/** Every program of the games by CFBD id: a curated program by school name, else one added. */
async function addPrograms(
  ctx: BuildContext,
  setup: Setup,
  games: CfbdGame[],
  ids: Ids,
): Promise<Map<number, TeamRef>> {
  const fbsById = readFbsFacts(setup.report, setup.dataDir);
  const curatedBySchool = new Map<string, TeamRef>();
  const schools = await ctx.db
    .selectFrom("teams")
    .select(["id", "school"])
    .where("league_key", "=", LEAGUE)
    .execute();
  for (const s of schools)
    if (s.school) curatedBySchool.set(s.school.toLowerCase(), ctx.lookups.teamsById.get(s.id)!);
  const names = new Map<number, string>();
  const isFbs = new Set<number>();
  for (const g of games) {
    names.set(g.home_id, g.home_team);
    names.set(g.away_id, g.away_team);
    if (g.home_division === "fbs") isFbs.add(g.home_id);
    if (g.away_division === "fbs") isFbs.add(g.away_id);
  }
  const programs = new Map<number, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  for (const [cfbdId, school] of [...names].sort((a, b) => a[0] - b[0])) {
    const facts = fbsById.get(cfbdId);
    const curated =
      curatedBySchool.get(school.toLowerCase()) ??
      (facts ? curatedBySchool.get(facts.school.toLowerCase()) : undefined);
    if (curated) {
      programs.set(cfbdId, curated);
      continue;
    }
    const conference = isFbs.has(cfbdId) && facts?.conference ? facts.conference : null;
    const { league } = setup;
    const program = programFacts(ctx, cfbdId, school, facts);
    program.conference_id = conference ? await ids.conference(league, conference) : null;
    programs.set(cfbdId, addProgram(ctx, league, program, added));
  }
  await ids.flush();
  await ctx.insert("teams", added);
  const fbsAdded = [...isFbs].filter((i) => added.some((a) => a.id === programs.get(i)!.id)).length;
  ctx.log(
    `  cfb programs: ${programs.size - added.length} curated, ${added.length} added (${fbsAdded} FBS from ${cfbdFbsTeams.name}, the rest FCS opponents)`,
  );
  return programs;
}

/** An added program: fbs_teams.csv's facts where it has the program, else the name the games give. */
function programFacts(
  ctx: BuildContext,
  cfbdId: number,
  school: string,
  facts: CfbdFbsTeam | undefined,
): ProgramFacts {
  let slug = `${slugify(facts?.school || school)}-${slugify(facts?.mascot || "")}-football`.replace(
    /--+/g,
    "-",
  );
  if (ctx.lookups.teamsBySlug.has(slug)) slug = `${slugify(school)}-${cfbdId}-football`;
  return {
    slug,
    name: facts?.full_name || school,
    school: facts?.school || school,
    short_name: facts?.mascot || null,
    city: facts?.city || null,
    state: facts?.state || null,
    abbreviation: facts?.abbreviation || null,
    first_season: null,
    last_season: null,
    conference_id: null,
  };
}

/** A CFBD game as a game draft (the postseason's national championship is the title game). */
function gameDraft(
  ctx: BuildContext,
  league: League,
  g: CfbdGame,
  resolved: (cfbdId: number) => Resolved,
): GameDraft {
  const { date, time } = easternDateTime(g.start_date);
  const scored = g.home_points !== null && g.away_points !== null;
  const title = g.season_type === "postseason" && /national championship/i.test(g.notes ?? "");
  return {
    ...gameBase(ctx, LEAGUE),
    season: g.season,
    date,
    time: g.start_time_tbd ? null : time,
    home: resolved(g.home_id),
    away: resolved(g.away_id),
    homeScore: scored ? g.home_points : null,
    awayScore: scored ? g.away_points : null,
    overtime: null,
    neutral: g.neutral_site === true,
    venue: g.venue,
    attendance: g.attendance,
    weather: null,
    officials: null,
    week: g.week,
    gameType: title ? "championship" : g.season_type === "postseason" ? "postseason" : "regular",
    championshipId: title ? league.id : null,
    source: "cfbd",
  };
}

/** The conference standings rows of every season, dated by the season's last scored regular game. */
export async function standingsRows(
  ctx: BuildContext,
  league: League,
  games: CfbdGame[],
  programs: Map<number, TeamRef>,
  ids: Ids,
) {
  const rows: Insertable<Database["standings"]>[] = [];
  for (const season of [...new Set(games.map((g) => g.season))].sort()) {
    const regular = games.filter((g) => g.season === season && g.season_type === "regular");
    const lastDate =
      regular
        .filter((g) => g.home_points !== null)
        .map((g) => easternDateTime(g.start_date).date)
        .sort()
        .pop() ?? null;
    for (const r of cfbStandings(regular)) {
      const team = programs.get(r.team_id)!;
      // Tables are by conference (no divisions in the data); no points, no playoff positions.
      const figures = { ...conferenceTableFigures(r), team_id: team.id };
      rows.push(
        await standingRow(ctx, ids, league, season, figures, ctx.teamOfTime(team.id, season).name, lastDate),
      );
    }
  }
  return rows;
}

/** The conference each FBS program played in: the one CFBD names on most of its games. */
export function conferenceOf(games: CfbdGame[]): Map<number, string> {
  const counts = new Map<number, Map<string, number>>();
  for (const g of games) {
    for (const [id, conf, division] of [
      [g.home_id, g.home_conference, g.home_division],
      [g.away_id, g.away_conference, g.away_division],
    ] as const) {
      if (division !== "fbs" || !conf) continue;
      const m = counts.get(id) ?? new Map<string, number>();
      m.set(conf, (m.get(conf) ?? 0) + 1);
      counts.set(id, m);
    }
  }
  return new Map([...counts].map(([id, m]) => [id, [...m].sort((a, b) => b[1] - a[1])[0][0]]));
}

/**
 * Conference tables of one regular season (team ids are CFBD ids): only FBS programs get a row;
 * games against FCS opponents count in the overall record.
 */
export function cfbStandings(regular: CfbdGame[]) {
  const conference = conferenceOf(regular);
  const teams: StandingTeam[] = [];
  const seen = new Set<number>();
  for (const g of regular) {
    for (const [id, name] of [
      [g.home_id, g.home_team],
      [g.away_id, g.away_team],
    ] as const) {
      if (seen.has(id)) continue;
      seen.add(id);
      const conf = conference.get(id);
      // Independents have no conference table of their own: they are listed together.
      teams.push({ id, name, conference: conf ?? "(not FBS)", division: null });
    }
  }
  const independent = (c: string | null) => c === "FBS Independents";
  const played: StandingGame[] = regular
    .filter((g) => g.home_points !== null && g.away_points !== null)
    .map((g) => {
      const { date, time } = easternDateTime(g.start_date);
      return {
        home: g.home_id,
        away: g.away_id,
        homeScore: g.home_points!,
        awayScore: g.away_points!,
        date,
        time,
        overtime: null,
        // The conference record is the round-robin schedule: not title games, not independents.
        conferenceGame:
          g.conference_game === true &&
          !isConferenceChampionship(g) &&
          !independent(conference.get(g.home_id) ?? null),
      };
    });
  const conferenceFinalists = new Map<number, 1 | 2>();
  for (const g of regular.filter(isConferenceChampionship)) {
    conferenceFinalists.set(g.home_id, 1);
    conferenceFinalists.set(g.away_id, 2);
  }
  const rows = computeStandings(teams, played, { hockey: false, primary: "conference", conferenceFinalists });
  return rows
    .filter((r) => conference.has(r.team_id))
    .map((r) => (independent(r.conference) ? { ...r, conference_record: null } : r));
}
