/**
 * College football scores 2002-2024 from cfb-fbs-scores-2002-2024 (games involving FBS teams, bowls
 * and the CFP flagged `postseason`), after the CFBD step (cfbd.ts):
 *  - teams: the file's short names are matched to our programs by school name, exactly, then through
 *    the alias table of cfb-names.ts; a name neither matches is an opponent we do not hold (FCS and
 *    lower divisions), added under the name the file gives (as cfbd.ts adds FCS opponents) and
 *    listed with its count in the build log.
 *  - games of the 2002-2022 seasons: every row. 2023 and 2024 are held from CFBD: a row is matched to
 *    the CFBD game of the same two teams on the same date (or a day either side); a score that
 *    differs is reported in the build log, never overwritten; a CFBD game without a score takes the
 *    file's (logged); a row CFBD lacks (its 2023 postseason, the 2024 title game) is added.
 *  - game type: `postseason` rows are bowls and CFP games (neutral site: the file's flag misses
 *    many); the title game of a season is the game of the curated champions row (date and both
 *    teams, backend/data/champions/college-football-national-championship.csv): it is marked only
 *    where exactly one row matches. Other games keep the file's neutral-site flag.
 *  - conference standings of 2002-2022 (2023-2024: cfbd.ts), each FBS program in its conference of
 *    that season from cfb-century-games (the conference it is listed under on most of its games);
 *    the conference championship game is found as cfbConferenceTitleGames says.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import { cfbCenturyGames, cfbFbsScores, type CfbFbsScore } from "../readers/cfb-fbs-scores";
import type { CfbdGame } from "../readers/cfbd-games";
import { standingsRows } from "./cfbd";
import { cfbSchoolOf, cfbSeasonOfDate, conferenceBySeason } from "./cfb-names";
import { addDays, leagueStep, type LeagueSetup } from "./common";
import { gameBase, insertGames, type GameDraft } from "./games";
import { alignmentIds } from "./standings";
import { addProgram, namedProgram, resolvedOfTime } from "./team-refs";

const LEAGUE = "cfb";
const SPORT = "football";
const LEVEL = "ncaa-division-i";
/** The seasons CFBD holds (cfbd.ts): this file only checks them and fills what CFBD lacks. */
const CFBD_SEASONS = new Set([2023, 2024]);

/** FBS conferences of the time (the Western Athletic Conference played FBS football through 2012). */
export function isFbsConference(conference: string, season: number): boolean {
  if (conference === "Western Athletic") return season <= 2012;
  return FBS_CONFERENCES.has(conference);
}
const FBS_CONFERENCES = new Set([
  "ACC",
  "American Athletic",
  "Big 12",
  "Big East",
  "Big Ten",
  "Conference USA",
  "FBS Independents",
  "Mid-American",
  "Mountain West",
  "Pac-10",
  "Pac-12",
  "SEC",
  "Sun Belt",
]);

/** Seasons in which a conference played a championship game (first season, last season or none). */
const CONFERENCE_TITLE_GAMES: Readonly<Record<string, readonly [number, number | null][]>> = {
  SEC: [[1992, null]],
  "Big 12": [
    [1996, 2010],
    [2017, null],
  ],
  ACC: [[2005, null]],
  "Mid-American": [[1997, null]],
  "Conference USA": [[2005, null]],
  "Mountain West": [[2013, null]],
  "Pac-12": [[2011, null]],
  "Big Ten": [[2011, null]],
  "Sun Belt": [[2018, null]],
  "American Athletic": [[2015, null]],
};

export interface SeasonGame {
  date: string;
  home: number;
  away: number;
  homeConference: string | null;
  awayConference: string | null;
}

/**
 * The conference championship games of one regular season: in a conference that played one that
 * season, the game from November 28 on between two of its teams that is the last conference game of
 * both (the MAC's was played on Tuesdays to Fridays of late November; Navy met Army after its AAC
 * title game) and in which both teams played one conference game more than most of the conference
 * (the Egg Bowl ends both teams' conference seasons too); a conference with no such game or more
 * than one gets none (logged by the caller).
 */
export function cfbConferenceTitleGames(season: number, games: readonly SeasonGame[]): Set<SeasonGame> {
  const last = new Map<number, string>();
  const played = new Map<number, number>();
  const inConference = games.filter((g) => g.homeConference && g.homeConference === g.awayConference);
  for (const g of inConference)
    for (const t of [g.home, g.away]) {
      if ((last.get(t) ?? "") < g.date) last.set(t, g.date);
      played.set(t, (played.get(t) ?? 0) + 1);
    }
  const teamsOf = new Map<string, Set<number>>();
  for (const g of inConference)
    teamsOf.set(g.homeConference!, new Set([...(teamsOf.get(g.homeConference!) ?? []), g.home, g.away]));
  const byConference = new Map<string, SeasonGame[]>();
  for (const g of inConference) {
    const c = g.homeConference!;
    const spans = CONFERENCE_TITLE_GAMES[c] ?? [];
    if (!spans.some(([from, to]) => season >= from && (to === null || season <= to))) continue;
    if (g.date.slice(5) < "11-28" || last.get(g.home) !== g.date || last.get(g.away) !== g.date) continue;
    const usual = mostCommon([...teamsOf.get(c)!].map((t) => played.get(t)!));
    if (played.get(g.home)! <= usual || played.get(g.away)! <= usual) continue;
    byConference.set(c, [...(byConference.get(c) ?? []), g]);
  }
  return new Set([...byConference.values()].filter((list) => list.length === 1).map((list) => list[0]));
}

/** The most common of some counts (the smaller on a tie). */
function mostCommon(counts: number[]): number {
  const n = new Map<number, number>();
  for (const c of counts) n.set(c, (n.get(c) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
}

export const cfbScoresStep = leagueStep(
  "college football scores 2002-2024 (cfb-fbs-scores-2002-2024)",
  LEAGUE,
  async (ctx, setup) => {
    const { dataDir, league, report, crosswalk } = setup;
    const opened = cfbFbsScores.open(report, dataDir, SPORT, LEVEL);
    if (!opened.rows.length) {
      report.done(opened.stats, "missing");
      return;
    }
    const rows = opened.rows;
    const teams = await teamsBySchool(ctx);
    const teamOf = await crosswalkNames(ctx, setup, rows, teams);

    // 2023 and 2024: CFBD's games, checked against this file.
    const held = await ctx.db
      .selectFrom("games")
      .select(["id", "game_date", "home_team_id", "away_team_id", "home_score", "away_score"])
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", "in", [...CFBD_SEASONS])
      .execute();
    // Keyed by school names: CFBD lists some FCS schools under two ids (Long Island University).
    const schoolOfId = await schoolsById(ctx);
    const heldByPair = new Map<string, (typeof held)[number]>();
    for (const h of held)
      heldByPair.set(
        pair(h.game_date, schoolOfId.get(h.home_team_id!)!, schoolOfId.get(h.away_team_id!)!),
        h,
      );

    const champions = await titleGamesOfSeasons(ctx, league.id);
    const titleMatches = new Map<number, CfbFbsScore[]>();
    const drafts: GameDraft[] = [];
    const perSeason = new Map<number, number>();
    let checked = 0;
    let filled = 0;
    const mismatches: string[] = [];
    for (const r of rows) {
      const home = teamOf.get(r.home_team)!;
      const away = teamOf.get(r.away_team)!;
      const title = champions.get(r.season);
      const isTitle =
        r.postseason &&
        title !== undefined &&
        title.date === r.date &&
        [home.id, away.id].sort().join() === [title.team, title.runnerUp].sort().join();
      if (isTitle) titleMatches.set(r.season, [...(titleMatches.get(r.season) ?? []), r]);
      if (CFBD_SEASONS.has(r.season)) {
        const h = [r.date, addDays(r.date, -1), addDays(r.date, 1)]
          .map((d) => {
            const [hs, as] = [schoolOfId.get(home.id)!, schoolOfId.get(away.id)!];
            return heldByPair.get(pair(d, hs, as)) ?? heldByPair.get(pair(d, as, hs));
          })
          .find((x) => x !== undefined);
        if (h) {
          checked++;
          const same = schoolOfId.get(h.home_team_id!) === schoolOfId.get(home.id);
          const [hs, as] = same ? [r.home_points, r.away_points] : [r.away_points, r.home_points];
          if (h.home_score === null || h.away_score === null) {
            await ctx.db
              .updateTable("games")
              .set({ home_score: hs, away_score: as, status: "final" })
              .where("id", "=", h.id)
              .execute();
            filled++;
          } else if (h.home_score !== hs || h.away_score !== as)
            mismatches.push(
              `${r.date} ${r.away_team} at ${r.home_team}: CFBD ${same ? `${h.away_score}-${h.home_score}` : `${h.home_score}-${h.away_score}`}, this file ${r.away_points}-${r.home_points}`,
            );
          continue;
        }
      }
      drafts.push({
        ...gameBase(ctx, LEAGUE),
        season: r.season,
        date: r.date,
        time: null,
        home: resolvedOfTime(ctx, crosswalk, home, r.season),
        away: resolvedOfTime(ctx, crosswalk, away, r.season),
        homeScore: r.home_points,
        awayScore: r.away_points,
        overtime: null,
        // Bowls and CFP games are at neutral sites (the file's flag misses many, e.g. the 2006 Rose Bowl).
        neutral: r.postseason || r.neutral_site,
        venue: null,
        attendance: null,
        weather: null,
        officials: null,
        week: null,
        gameType: isTitle ? "championship" : r.postseason ? "postseason" : "regular",
        championshipId: null,
        source: "cfb-fbs-scores",
      });
      perSeason.set(r.season, (perSeason.get(r.season) ?? 0) + 1);
    }
    // A title game only where exactly one row is that season's title game (else not marked).
    for (const d of drafts) {
      if (d.gameType !== "championship") continue;
      if ((titleMatches.get(d.season) ?? []).length === 1) d.championshipId = league.id;
      else d.gameType = "postseason";
    }
    const titles = drafts.filter((d) => d.championshipId !== null).length;
    const missingTitles = [...champions.keys()].filter((s) => (titleMatches.get(s) ?? []).length !== 1);
    const n = await insertGames(ctx, drafts);
    report.count(SPORT, LEVEL, "games", n);
    opened.stats.imported = rows.length;
    report.done(
      opened.stats,
      `${n} games added (${[...perSeason].map(([s, c]) => `${s}: ${c}`).join(", ")}); ${checked} rows of 2023-2024 matched to CFBD games`,
    );
    ctx.log(
      `  cfb scores: ${titles} title games marked; seasons without a certain title game: ${missingTitles.join(", ") || "none"}`,
    );
    ctx.log(`  cfb scores: ${filled} CFBD games without a score took this file's score`);
    ctx.log(`  cfb scores: ${mismatches.length} scores differ from CFBD (CFBD kept)`);
    for (const m of mismatches) ctx.log(`    ${m}`);

    await standings(ctx, setup, rows, teamOf, teams);
  },
);

function pair(date: string, home: string, away: string): string {
  return `${date}:${home}:${away}`;
}

/** The school name of every college football program (its name where it has no school). */
async function schoolsById(ctx: BuildContext): Promise<Map<number, string>> {
  const rows = await ctx.db
    .selectFrom("teams")
    .select(["id", "school", "name"])
    .where("league_key", "=", LEAGUE)
    .execute();
  return new Map(rows.map((r) => [r.id, r.school ?? r.name]));
}

/** Our college football programs by school name (the lowest id where two share a school). */
async function teamsBySchool(ctx: BuildContext): Promise<Map<string, TeamRef>> {
  const rows = await ctx.db
    .selectFrom("teams")
    .select(["id", "school"])
    .where("league_key", "=", LEAGUE)
    .orderBy("id")
    .execute();
  const out = new Map<string, TeamRef>();
  for (const r of rows)
    if (r.school && !out.has(r.school)) out.set(r.school, ctx.lookups.teamsById.get(r.id)!);
  return out;
}

/** Every name of the file to a program: ours by the crosswalk, else an opponent added under its name. */
async function crosswalkNames(
  ctx: BuildContext,
  setup: LeagueSetup,
  rows: CfbFbsScore[],
  teams: Map<string, TeamRef>,
): Promise<Map<string, TeamRef>> {
  const counts = new Map<string, number>();
  for (const r of rows) for (const n of [r.home_team, r.away_team]) counts.set(n, (counts.get(n) ?? 0) + 1);
  const schools = new Set(teams.keys());
  const out = new Map<string, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  const unmatched: string[] = [];
  let aliased = 0;
  for (const [name, count] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
    const m = cfbSchoolOf(name, schools);
    if (m.school !== null) {
      if (m.how === "alias") aliased++;
      out.set(name, teams.get(m.school)!);
      continue;
    }
    unmatched.push(`${name} (${count})`);
    let slug = `${slugify(name)}-football`;
    for (let i = 2; ctx.lookups.teamsBySlug.has(slug); i++) slug = `${slugify(name)}-${i}-football`;
    const { league } = setup;
    out.set(name, addProgram(ctx, league, namedProgram(slug, name), added));
  }
  await ctx.insert("teams", added);
  ctx.log(
    `  cfb scores: ${counts.size} team names, ${counts.size - aliased - unmatched.length} by exact school name, ${aliased} by alias, ${unmatched.length} unmatched (opponents we do not hold, added under the file's name): ${unmatched.join(", ")}`,
  );
  return out;
}

/** The curated title game of each season 2002-2024: date, champion and runner-up. */
async function titleGamesOfSeasons(
  ctx: BuildContext,
  championshipId: number,
): Promise<Map<number, { date: string; team: number; runnerUp: number }>> {
  const rows = await ctx.db
    .selectFrom("champions")
    .select(["year", "team_id", "runner_up_team_id", "game_date"])
    .where("championship_id", "=", championshipId)
    .where("year", ">=", 2002)
    .where("year", "<=", 2024)
    .execute();
  const out = new Map<number, { date: string; team: number; runnerUp: number }>();
  for (const r of rows)
    if (r.game_date && r.team_id !== null && r.runner_up_team_id !== null)
      out.set(r.year, { date: r.game_date, team: r.team_id, runnerUp: r.runner_up_team_id });
  return out;
}

/** Conference standings of 2002-2022 from the file's regular seasons and cfb-century-games membership. */
async function standings(
  ctx: BuildContext,
  setup: LeagueSetup,
  rows: CfbFbsScore[],
  teamOf: Map<string, TeamRef>,
  teams: Map<string, TeamRef>,
) {
  const { report, dataDir, league } = setup;
  const century = cfbCenturyGames.open(report, dataDir, SPORT, LEVEL);
  const listed: { season: number; team: string; conference: string }[] = [];
  for (const g of century.rows) {
    const date = new Date(g.timestamp * 1000).toISOString().slice(0, 10);
    const season = cfbSeasonOfDate(date);
    if (season < 2002 || season > 2022) {
      century.stats.skipped++;
      continue;
    }
    listed.push(
      { season, team: g.Team1, conference: g.Conf1 },
      { season, team: g.Team2, conference: g.Conf2 },
    );
    century.stats.imported++;
  }
  report.done(century.stats, "conference of each team per season 2002-2022 (other seasons: not used)");
  const membership = conferenceBySeason(listed);
  const byId = new Map<number, TeamRef>();
  for (const t of teamOf.values()) byId.set(t.id, t);
  const schoolOf = new Map([...teams].map(([school, t]) => [t.id, school]));
  const conferenceOfTeam = (season: number, id: number): string | null => {
    const school = schoolOf.get(id);
    return school ? (membership.get(`${season}:${school}`) ?? null) : null;
  };

  const games: CfbdGame[] = [];
  let notFound = 0;
  for (const season of [...new Set(rows.map((r) => r.season))].filter((s) => s <= 2022).sort()) {
    const regular = rows.filter((r) => r.season === season && !r.postseason);
    const seasonGames = regular.map((r) => {
      const home = teamOf.get(r.home_team)!.id;
      const away = teamOf.get(r.away_team)!.id;
      return {
        date: r.date,
        home,
        away,
        homeConference: conferenceOfTeam(season, home),
        awayConference: conferenceOfTeam(season, away),
        row: r,
      };
    });
    const fbs = (c: string | null) => (c !== null && isFbsConference(c, season) ? "fbs" : null);
    const titleGames = cfbConferenceTitleGames(season, seasonGames);
    const withTitle = new Set([...titleGames].map((g) => g.homeConference!));
    for (const [c, spans] of Object.entries(CONFERENCE_TITLE_GAMES))
      if (spans.some(([from, to]) => season >= from && (to === null || season <= to)) && !withTitle.has(c)) {
        notFound++;
        ctx.log(
          `  cfb standings ${season}: no ${c} championship game found (its games count as conference games)`,
        );
      }
    for (const g of seasonGames) {
      const hf = fbs(g.homeConference);
      const af = fbs(g.awayConference);
      games.push({
        id: games.length + 1,
        season,
        week: null,
        season_type: "regular",
        // Noon US Eastern: the game's own date.
        start_date: `${g.date}T17:00:00Z`,
        start_time_tbd: true,
        neutral_site: g.row.neutral_site,
        conference_game: hf !== null && af !== null && g.homeConference === g.awayConference,
        attendance: null,
        venue: null,
        home_id: g.home,
        home_team: g.row.home_team,
        home_conference: hf ? g.homeConference : null,
        home_division: hf,
        home_points: g.row.home_points,
        away_id: g.away,
        away_team: g.row.away_team,
        away_conference: af ? g.awayConference : null,
        away_division: af,
        away_points: g.row.away_points,
        notes: titleGames.has(g) ? `${g.homeConference} Championship` : null,
      });
    }
  }
  const ids = await alignmentIds(ctx);
  const out = await standingsRows(ctx, league, games, byId, ids);
  await ids.flush();
  await ctx.insert("standings", out);
  report.count(SPORT, LEVEL, "standings", out.length);
  ctx.log(
    `  cfb standings 2002-2022: ${out.length} rows (${notFound} conference championship games not found)`,
  );
}
