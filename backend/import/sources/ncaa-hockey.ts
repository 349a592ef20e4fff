/**
 * NCAA Division I men's ice hockey (the chk site) from three open datasets:
 *  - programs: every USCHO slug with a Division I season in uscho_teams.csv (alias slugs merged,
 *    chk-names.ts). A curated program of backend/data/teams/chk.csv is found through a `uscho` row
 *    of crosswalk/codes.csv; the others are added under their school name. An opponent outside
 *    Division I (D-II, D-III, Canadian, club, amateur, a former programme USCHO lacks) is added under
 *    the name its source gives with `outside_division` = 1: its games are on the D-I team's schedule,
 *    it has no page.
 *  - games 1900-01 to 2018-19: College Hockey News (Results_Composite.csv), names through CHN_NAMES;
 *    2019-20 to 2024-25: the USCHO game files. 2018-19 is in both: a USCHO game is matched to the
 *    CHN game of the same date, teams and score and merged; what does not match is logged. A game is
 *    kept when one of its teams is Division I that season (uscho_teams.csv's division); exhibitions,
 *    unscored games (2019-20's cancelled end, 2024-25's unplayed NCAA tournament) and CHN rows whose
 *    team is a number (a scrape artefact) are counted and left out.
 *  - the NCAA tournament: CHN's "NCAA Tournament ..." blocks, USCHO's "NCAA ..." notes; the last
 *    tournament game of a season is the final (checked against the champions list by the
 *    champions-from-games step).
 *  - conference standings: each season's D-I programs in their uscho_teams.csv conference; the
 *    conference record counts the conference's regular-season games (both teams members that
 *    season, in the conference's own block, not its tournament); the overall record every game.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import {
  chnGames,
  uschoGameYears,
  uschoGames,
  uschoTeams,
  type UschoGame,
  type UschoTeamSeason,
} from "../readers/ncaa-hockey";
import {
  canonicalSlug,
  CHN_NAMES,
  chnConferenceBlock,
  chnVenue,
  isNcaaTournament,
  overtimeMarker,
  PROGRAM_NAMES,
  unseeded,
  uschoConferenceGame,
} from "./chk-names";
import { leagueStep, type LeagueSetup as Setup } from "./common";
import { computeStandings, alignmentIds, type StandingGame, type StandingTeam } from "./standings";
import { standingRow, conferenceTableFigures } from "./standing-rows";
import { gameBase, insertGames, type GameDraft } from "./games";
import { addProgram, namedProgram, resolvedOfTime } from "./team-refs";
import { nameKey } from "./coach-careers";
import { headCoach, namedPerson } from "./coach-seasons";
import { peopleOf, type CoachSeason } from "./people";

const LEAGUE = "chk";
const SPORT = "hockey";
const LEVEL = "ncaa-division-i";
/** The season (start year) both game sources hold. */
const OVERLAP = 2018;
/** Conferences that are not conferences (no table of their own). */
const INDEPENDENT = new Set(["Independent", "D-I Independent"]);

/** A game with the facts the standings need beside the draft. */
interface HockeyGame extends GameDraft {
  conferenceBlock: boolean;
}

/** Team seasons of uscho_teams.csv by canonical slug, alias rows merged. */
export interface UschoHistory {
  rows: (UschoTeamSeason & { slug: string })[];
  /** "slug:end year" -> division of that season. */
  division: Map<string, string>;
  /** "slug:end year" -> conference of that season. */
  conference: Map<string, string>;
  /** Slugs with a Division I season. */
  divisionOne: Set<string>;
}

const HISTORIES = new WeakMap<BuildContext, { history: UschoHistory; programs: Map<string, TeamRef> }>();

/** The USCHO history and programs by slug, once the games step has read them (the team-seasons step reads them). */
export function hockeyPrograms(
  ctx: BuildContext,
): { history: UschoHistory; programs: Map<string, TeamRef> } | undefined {
  return HISTORIES.get(ctx);
}

export const ncaaHockeyStep = leagueStep(
  "college hockey programs, games and conference standings (CHN 1900-01 to 2018-19, USCHO to 2024-25)",
  LEAGUE,
  async (ctx, setup) => {
    const { report } = setup;
    const history = readHistory(ctx, setup);
    if (!history.rows.length) return;
    const programs = await addPrograms(ctx, setup, history);
    HISTORIES.set(ctx, { history, programs });
    const outside = outsideTeams(ctx, setup);
    const chn = readChn(ctx, setup, history, programs, outside);
    const uscho = readUscho(ctx, setup, history, programs, outside, chn);
    const games = [...chn, ...uscho];
    markFinals(games, setup.league.id, ctx.log);
    await ctx.insert("teams", outside.added);
    ctx.log(`  chk: ${outside.added.length} opponents outside Division I (no page of their own)`);
    const n = await insertGames(
      ctx,
      games.map(({ conferenceBlock: _c, ...g }) => g),
    );
    report.count(SPORT, LEVEL, "games", n);
    const standings = await standingsRows(ctx, setup, games, history);
    await ctx.insert("standings", standings);
    report.count(SPORT, LEVEL, "standings", standings.length);
  },
);

/** uscho_teams.csv, alias slugs merged: an alias row of a season the canonical slug holds is a duplicate. */
function readHistory(ctx: BuildContext, setup: Setup): UschoHistory {
  const { report, dataDir } = setup;
  const { stats, rows } = uschoTeams.open(report, dataDir, SPORT, LEVEL);
  const own = new Set(rows.filter((r) => canonicalSlug(r.team) === r.team).map((r) => `${r.team}:${r.year}`));
  const out: UschoHistory = { rows: [], division: new Map(), conference: new Map(), divisionOne: new Set() };
  let aliasKept = 0;
  for (const row of rows) {
    const slug = canonicalSlug(row.team);
    if (slug !== row.team) {
      if (own.has(`${slug}:${row.year}`)) {
        stats.merged++;
        continue;
      }
      aliasKept++;
    }
    out.rows.push({ ...row, slug });
    out.division.set(`${slug}:${row.year}`, row.division);
    out.conference.set(`${slug}:${row.year}`, row.conference);
    if (row.division === "I") out.divisionOne.add(slug);
    stats.imported++;
  }
  report.done(
    stats,
    `${out.divisionOne.size} Division I programs; alias slugs merged (${stats.merged} duplicate rows, ${aliasKept} alias rows of seasons only the alias holds)`,
  );
  return out;
}

/** Every Division I program by USCHO slug: the curated program, else one added under its school name. */
async function addPrograms(
  ctx: BuildContext,
  setup: Setup,
  history: UschoHistory,
): Promise<Map<string, TeamRef>> {
  const { crosswalk, league } = setup;
  const programs = new Map<string, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  const years = new Map<string, number[]>();
  for (const r of history.rows) listIn(years, r.slug).push(r.year);
  const latest = Math.max(...history.rows.map((r) => r.year));
  for (const slug of [...history.divisionOne].sort()) {
    const curated = crosswalk.resolve("uscho", LEAGUE, slug, latest - 1);
    if (curated.ok) {
      programs.set(slug, curated.value.team);
      continue;
    }
    const seen = years.get(slug) ?? [];
    const last = Math.max(...seen);
    const name =
      PROGRAM_NAMES[slug] ??
      slug.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => `${d ? " " : ""}${c.toUpperCase()}`);
    const facts = namedProgram(`${slug}-hockey`, name, {
      first_season: Math.min(...seen) - 1,
      last_season: last >= latest ? null : last - 1,
    });
    programs.set(slug, addProgram(ctx, league, facts, added));
  }
  await ctx.insert("teams", added);
  ctx.log(
    `  chk programs: ${programs.size - added.length} curated, ${added.length} added from uscho_teams.csv`,
  );
  return programs;
}

export interface Outside {
  /** The opponent of that name (or of `key`, an id the source gives it), added the first time. */
  of(name: string, key?: string): TeamRef;
  added: Insertable<Database["teams"]>[];
}

/** Opponents outside Division I, one team per name or source key (added as the games name them), slugs `{name}-{sport}-opponent`. */
export function outsideTeams(ctx: BuildContext, setup: Setup, sport = SPORT): Outside {
  const byName = new Map<string, TeamRef>();
  const added: Insertable<Database["teams"]>[] = [];
  return {
    added,
    of(name, key = name) {
      const known = byName.get(key);
      if (known) return known;
      const base = `${slugify(name) || "team"}-${sport}-opponent`;
      let slug = base;
      for (let n = 2; ctx.lookups.teamsBySlug.has(slug); n++) slug = `${base}-${n}`;
      const team = addProgram(
        ctx,
        setup.league,
        { ...namedProgram(slug, name), outside_division: true },
        added,
      );
      byName.set(key, team);
      return team;
    },
  };
}

/** The list of `key` in `map`, added empty when absent (one list per key, pushed to: no copying). */
function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** Whether a program was Division I in a season (end year), per uscho_teams.csv. */
function inDivision(history: UschoHistory, slug: string | null, endYear: number): boolean {
  return slug !== null && history.division.get(`${slug}:${endYear}`) === "I";
}

function readChn(
  ctx: BuildContext,
  setup: Setup,
  history: UschoHistory,
  programs: Map<string, TeamRef>,
  outside: Outside,
): HockeyGame[] {
  const { report, dataDir, crosswalk } = setup;
  const { stats, rows } = chnGames.open(report, dataDir, SPORT, LEVEL);
  const games: HockeyGame[] = [];
  const byKey = new Map<string, HockeyGame>();
  const unmatched = new Map<string, number>();
  let exhibitions = 0;
  let notDivisionOne = 0;
  for (const row of rows) {
    if (/^exhibition/i.test(row.Conference)) {
      exhibitions++;
      stats.skipped++;
      continue;
    }
    const numbered = [row.Away, row.Home].find((n) => /^\d+$/.test(n));
    if (numbered) {
      report.reject(stats, row.line, `team "${numbered}" is a number, not a name (CHN scrape artefact)`);
      continue;
    }
    const slugs = [row.Away, row.Home].map((n) => {
      const slug = CHN_NAMES[n];
      return slug && programs.has(slug) ? slug : null;
    });
    if (!slugs.some((s) => inDivision(history, s, row.Season))) {
      notDivisionOne++;
      stats.skipped++;
      continue;
    }
    const [away, home] = [row.Away, row.Home].map((name, i) => {
      const slug = slugs[i];
      if (slug) return programs.get(slug)!;
      unmatched.set(name, (unmatched.get(name) ?? 0) + 1);
      return outside.of(name);
    });
    const season = row.Season - 1;
    const neutral = row.Location === "vs.";
    // CHN lists some games twice (under a conference and a holiday tournament, or from both teams):
    // the same date, teams and each team's goals is one game.
    const sides = [
      [away.id, row.Away_Score],
      [home.id, row.Home_Score],
    ].sort((a, b) => a[0] - b[0]);
    const key = `${row.Date}:${sides.flat().join(":")}`;
    const twin = byKey.get(key);
    if (twin) {
      twin.neutral ||= neutral;
      twin.venue ??= neutral ? chnVenue(row.Conference) : null;
      if (isNcaaTournament(row.Conference)) twin.gameType = "postseason";
      twin.conferenceBlock ||= chnConferenceBlock(row.Conference);
      stats.merged++;
      continue;
    }
    const game: HockeyGame = {
      ...gameBase(ctx, LEAGUE),
      season,
      date: row.Date,
      time: null,
      home: resolvedOfTime(ctx, crosswalk, home, season),
      away: resolvedOfTime(ctx, crosswalk, away, season),
      homeScore: row.Home_Score,
      awayScore: row.Away_Score,
      overtime: overtimeMarker(row.OT),
      neutral,
      venue: neutral ? chnVenue(row.Conference) : null,
      attendance: null,
      weather: null,
      officials: null,
      week: null,
      gameType: isNcaaTournament(row.Conference) ? "postseason" : "regular",
      championshipId: null,
      source: "chn",
      conferenceBlock: chnConferenceBlock(row.Conference),
    };
    byKey.set(key, game);
    games.push(game);
    stats.imported++;
  }
  const names = [...unmatched].sort((a, b) => b[1] - a[1]);
  report.done(
    stats,
    `${exhibitions} exhibitions and ${notDivisionOne} games without a Division I team of the season left out; ` +
      `${names.length} names outside Division I (${names
        .slice(0, 12)
        .map(([n, c]) => `${n} ${c}`)
        .join(", ")}, ...)`,
  );
  return games;
}

function readUscho(
  ctx: BuildContext,
  setup: Setup,
  history: UschoHistory,
  programs: Map<string, TeamRef>,
  outside: Outside,
  chn: HockeyGame[],
): HockeyGame[] {
  const { report, dataDir, crosswalk } = setup;
  const overlap = new Map<string, HockeyGame[]>();
  for (const g of chn) {
    if (g.season !== OVERLAP) continue;
    const key = `${g.date}:${[g.home.team.id, g.away.team.id].sort((a, b) => a - b).join(":")}`;
    listIn(overlap, key).push(g);
  }
  const games: HockeyGame[] = [];
  const seen = new Set<string>();
  const mismatches: string[] = [];
  let addedInOverlap = 0;
  for (const year of uschoGameYears(dataDir)) {
    const { stats, rows } = uschoGames.open(report, dataDir, SPORT, LEVEL, year);
    let exhibitions = 0;
    let unscored = 0;
    let notDivisionOne = 0;
    for (const row of rows) {
      if (row.conference === "EX") {
        exhibitions++;
        stats.skipped++;
        continue;
      }
      const sides = [
        {
          slug: row.team ? canonicalSlug(row.team) : null,
          name: unseeded(row.teamName),
          score: row.teamScore,
        },
        {
          slug: row.opponent ? canonicalSlug(row.opponent) : null,
          name: unseeded(row.opponentName),
          score: row.opponentScore,
        },
      ];
      const slugs = sides.map((s) => (s.slug && programs.has(s.slug) ? s.slug : null));
      if (!slugs.some((s) => inDivision(history, s, row.year))) {
        notDivisionOne++;
        stats.skipped++;
        continue;
      }
      if (row.teamScore === null || row.opponentScore === null) {
        unscored++;
        stats.skipped++;
        continue;
      }
      const teams = sides.map((s, i) => (slugs[i] ? programs.get(slugs[i]!)! : outside.of(s.name)));
      const date = `${row.date.slice(0, 4)}-${row.date.slice(4, 6)}-${row.date.slice(6, 8)}`;
      const pair = [teams[0].id, teams[1].id].sort((a, b) => a - b).join(":");
      const key = `${date}:${pair}:${Math.min(row.teamScore, row.opponentScore)}:${Math.max(row.teamScore, row.opponentScore)}`;
      if (seen.has(key)) {
        stats.merged++;
        continue;
      }
      seen.add(key);
      const season = row.year - 1;
      // `@`: at the second team's rink; `vs.`: neutral, the second team listed as home.
      const [away, home] = teams;
      if (season === OVERLAP) {
        const verdict = overlapVerdict(overlap.get(`${date}:${pair}`) ?? [], {
          date,
          away,
          home,
          row,
          sides,
        });
        if (verdict === "merged") {
          stats.merged++;
          continue;
        }
        mismatches.push(verdict.text);
        if (verdict.kind === "differs") {
          report.reject(
            stats,
            row.line,
            `2018-19 score differs from CHN's game of the same date and teams (CHN's kept)`,
          );
          continue;
        }
        addedInOverlap++;
      }
      games.push(uschoDraft(ctx, crosswalk, { season, date, away, home, row }));
      stats.imported++;
    }
    report.done(
      stats,
      `${exhibitions} exhibitions, ${unscored} unscored games and ${notDivisionOne} games without a Division I team of the season left out` +
        (year - 1 === OVERLAP ? `; ${stats.merged} merged with CHN's 2018-19 games` : ""),
    );
  }
  if (mismatches.length)
    ctx.log(
      `  chk 2018-19, USCHO games CHN does not hold as given (${addedInOverlap} added from USCHO): ${mismatches.join("; ")}`,
    );
  return games;
}

/** A USCHO row as a game: the first team at the second's rink (`@`) or on neutral ice (`vs.`). */
function uschoDraft(
  ctx: BuildContext,
  crosswalk: Setup["crosswalk"],
  g: { season: number; date: string; away: TeamRef; home: TeamRef; row: UschoGame },
): HockeyGame {
  const { season, date, away, home, row } = g;
  return {
    ...gameBase(ctx, LEAGUE),
    season,
    date,
    time: null,
    home: resolvedOfTime(ctx, crosswalk, home, season),
    away: resolvedOfTime(ctx, crosswalk, away, season),
    homeScore: row.opponentScore,
    awayScore: row.teamScore,
    overtime: overtimeMarker(row.overtime),
    neutral: row.location === "vs.",
    venue: null,
    attendance: null,
    weather: null,
    officials: null,
    week: null,
    gameType: isNcaaTournament(row.notes) ? "postseason" : "regular",
    championshipId: null,
    source: "uscho",
    conferenceBlock: uschoConferenceGame(row.conference, row.notes),
  };
}

/**
 * A 2018-19 USCHO game against CHN's games of the same date and teams: merged when one has the same
 * score for the same teams, a differing score (CHN's kept), or a game CHN lacks (added).
 */
function overlapVerdict(
  same: HockeyGame[],
  g: {
    date: string;
    away: TeamRef;
    home: TeamRef;
    row: { teamScore: number | null; opponentScore: number | null };
    sides: { name: string }[];
  },
): "merged" | { kind: "differs" | "missing"; text: string } {
  const { row, away, home, sides, date } = g;
  const match = same.find(
    (c) =>
      (c.home.team.id === home.id && c.homeScore === row.opponentScore && c.awayScore === row.teamScore) ||
      (c.home.team.id === away.id && c.homeScore === row.teamScore && c.awayScore === row.opponentScore),
  );
  if (match) return "merged";
  const text = `${date} ${sides[0].name} ${row.teamScore} ${sides[1].name} ${row.opponentScore}`;
  if (same.length) {
    const c = same[0];
    return {
      kind: "differs",
      text: `${text} (CHN: ${c.away.name} ${c.awayScore} at ${c.home.name} ${c.homeScore})`,
    };
  }
  return { kind: "missing", text: `${text} (not in CHN)` };
}

/**
 * The final of each season's NCAA tournament: of the games on the tournament's last day, the one
 * whose two teams both won their previous tournament game (the third-place game of 1948-1987,
 * played the same day, is between the semifinal losers). A season where not exactly one game fits
 * gets no final (logged).
 */
export function markFinals(
  games: readonly Pick<
    GameDraft,
    "season" | "date" | "gameType" | "championshipId" | "home" | "away" | "homeScore" | "awayScore"
  >[],
  championshipId: number,
  log: (message: string) => void = () => {},
): void {
  const bySeason = new Map<number, (typeof games)[number][]>();
  for (const g of games) if (g.gameType === "postseason") listIn(bySeason, g.season).push(g);
  for (const [season, list] of bySeason) {
    const ordered = [...list].sort((a, b) => a.date.localeCompare(b.date));
    const lastDay = ordered[ordered.length - 1].date;
    const wonBefore = (teamId: number, date: string): boolean => {
      const prev = ordered
        .filter((g) => g.date < date && (g.home.team.id === teamId || g.away.team.id === teamId))
        .pop();
      if (!prev) return false;
      const home = prev.home.team.id === teamId;
      return home ? prev.homeScore! > prev.awayScore! : prev.awayScore! > prev.homeScore!;
    };
    const finals = ordered.filter(
      (g) => g.date === lastDay && wonBefore(g.home.team.id, g.date) && wonBefore(g.away.team.id, g.date),
    );
    const final =
      finals.length === 1
        ? finals[0]
        : ordered.filter((g) => g.date === lastDay).length === 1
          ? ordered[ordered.length - 1]
          : null;
    if (!final) {
      log(`  chk ${season}: no single NCAA final on ${lastDay} (${finals.length} candidates)`);
      continue;
    }
    final.gameType = "championship";
    final.championshipId = championshipId;
  }
}

/** Conference tables of every season: members from uscho_teams.csv, records from the games. */
async function standingsRows(
  ctx: BuildContext,
  setup: Setup,
  games: HockeyGame[],
  history: UschoHistory,
): Promise<Insertable<Database["standings"]>[]> {
  const ids = await alignmentIds(ctx);
  const slugOf = new Map<number, string>();
  const { programs } = HISTORIES.get(ctx)!;
  for (const [slug, team] of programs) slugOf.set(team.id, slug);
  const conferenceOf = (teamId: number, season: number): string | null => {
    const slug = slugOf.get(teamId);
    if (!slug || history.division.get(`${slug}:${season + 1}`) !== "I") return null;
    const c = history.conference.get(`${slug}:${season + 1}`) ?? null;
    return c && !INDEPENDENT.has(c) ? c : null;
  };
  const rows: Insertable<Database["standings"]>[] = [];
  const bySeason = new Map<number, HockeyGame[]>();
  // The regular season (conference tournaments included), as every league's standings count it: not the NCAA tournament.
  for (const g of games) if (g.gameType === "regular") listIn(bySeason, g.season).push(g);
  for (const [season, list] of [...bySeason].sort((a, b) => a[0] - b[0])) {
    const teams = seasonTeams(list, (id) => conferenceOf(id, season));
    if (!teams.some((t) => t.conference)) continue;
    const played: StandingGame[] = list.map((g) => {
      const hc = conferenceOf(g.home.team.id, season);
      const conferenceGame =
        g.gameType === "regular" &&
        g.conferenceBlock &&
        hc !== null &&
        hc === conferenceOf(g.away.team.id, season);
      return standingGame(g, conferenceGame);
    });
    const lastDate =
      list
        .map((g) => g.date)
        .sort()
        .pop() ?? null;
    rows.push(...(await conferenceTables(ctx, ids, setup.league, season, teams, played, lastDate)));
  }
  await ids.flush();
  return rows;
}

/** A played college game as the standings count it (the overtime marker plays no part in a college table). */
export function standingGame(g: GameDraft, conferenceGame: boolean): StandingGame {
  return {
    home: g.home.team.id,
    away: g.away.team.id,
    homeScore: g.homeScore!,
    awayScore: g.awayScore!,
    date: g.date,
    overtime: null,
    conferenceGame,
  };
}

/** Every team of a season's games once, with its conference of that season (null: no table). */
export function seasonTeams(
  list: readonly Pick<GameDraft, "home" | "away">[],
  conferenceOf: (teamId: number) => string | null,
): StandingTeam[] {
  const teams = new Map<number, StandingTeam>();
  for (const g of list)
    for (const side of [g.home, g.away])
      if (!teams.has(side.team.id))
        teams.set(side.team.id, {
          id: side.team.id,
          name: side.name,
          conference: conferenceOf(side.team.id),
          division: null,
        });
  return [...teams.values()];
}

/**
 * A college season's conference tables as standings rows: computeStandings over its games, ranked
 * within each conference (no divisions, no points); teams without a conference get no row.
 */
export async function conferenceTables(
  ctx: BuildContext,
  ids: Awaited<ReturnType<typeof alignmentIds>>,
  league: Setup["league"],
  season: number,
  teams: StandingTeam[],
  played: StandingGame[],
  lastDate: string | null,
): Promise<Insertable<Database["standings"]>[]> {
  const rows: Insertable<Database["standings"]>[] = [];
  for (const r of computeStandings(teams, played, { hockey: false, primary: "conference" })) {
    if (!r.conference) continue;
    const name = ctx.teamOfTime(r.team_id, season).name;
    rows.push(await standingRow(ctx, ids, league, season, conferenceTableFigures(r), name, lastDate));
  }
  return rows;
}

/** USCHO's `ncaa` flag in our words: "x (1)" champion, "x (2)" runner-up, "x (3)"/"x (4)" Frozen Four; "(2)" without "x" vacated. */
export function ncaaResult(flag: string): { made: boolean; result: string | null; title: boolean } {
  const f = flag.trim();
  if (f === "") return { made: false, result: null, title: false };
  const place = /\((\d)\)/.exec(f)?.[1] ?? null;
  if (!f.startsWith("x"))
    return { made: true, result: "NCAA Tournament appearance vacated by the NCAA", title: false };
  if (place === "1") return { made: true, result: "Won NCAA Tournament", title: true };
  if (place === "2")
    return { made: true, result: "Lost in NCAA Tournament (National Championship)", title: false };
  if (place === "3" || place === "4")
    return { made: true, result: "Lost in NCAA Tournament (Frozen Four)", title: false };
  return { made: true, result: "NCAA Tournament", title: false };
}

/**
 * People of one name: seasons a name coached split where the same name coaches two programs in
 * one season or where more than RETURN_YEARS pass without a season (namesakes of different eras);
 * each run is one person. Returns the runs, each sorted by season.
 */
const RETURN_YEARS = 10;
export function coachRuns<S extends { season: number; team_id: number | null }>(
  seasons: readonly S[],
): S[][] {
  const sorted = [...seasons].sort((a, b) => a.season - b.season);
  const runs: S[][] = [];
  for (const s of sorted) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    const twoAtOnce = run?.some((r) => r.season === s.season && r.team_id !== s.team_id) ?? false;
    if (!run || twoAtOnce || s.season - last!.season > RETURN_YEARS) runs.push([s]);
    else run.push(s);
  }
  return runs;
}

/**
 * Team seasons and head coaches from uscho_teams.csv (after the games step): one team season per
 * Division I program and season (a mid-season change gives two coach rows, summed), with the
 * conference, W-L-T and NCAA tournament result; each coach's seasons with that program's record.
 * Where the games of the season are held, the W-L-T is compared with them and differences logged.
 */
export const ncaaHockeyCoachesStep = leagueStep(
  "college hockey team seasons and head coaches (USCHO team histories 1895-96 to 2024-25)",
  LEAGUE,
  async (ctx, setup) => {
    const held = HISTORIES.get(ctx);
    if (!held) return;
    const { history, programs } = held;
    const rows = history.rows.filter((r) => programs.has(r.slug));
    const drafts = new Map<string, Omit<Insertable<Database["team_seasons"]>, "id">>();
    const seasonsOf = new Map<string, CoachSeason[]>();
    for (const r of rows) {
      const team = programs.get(r.slug)!;
      const season = r.year - 1;
      const team_name = ctx.teamOfTime(team.id, season).name;
      const ncaa = ncaaResult(r.ncaa);
      const key = `${team.id}:${season}`;
      const before = drafts.get(key);
      const tournamentEra = season >= 1947 && r.division === "I";
      drafts.set(key, {
        team_id: team.id,
        season_start_year: season,
        league_key: LEAGUE,
        team_name,
        games_played: (before?.games_played ?? 0) + (r.won ?? 0) + (r.lost ?? 0) + (r.tied ?? 0),
        wins: (before?.wins ?? 0) + (r.won ?? 0),
        losses: (before?.losses ?? 0) + (r.lost ?? 0),
        ties: (before?.ties ?? 0) + (r.tied ?? 0),
        overtime_losses: null,
        points: null,
        points_for: null,
        points_against: null,
        conference_name: r.conference || null,
        division_name: r.division === "I" ? null : `Division ${r.division}`,
        division_rank: null,
        made_playoffs: ncaa.made || before?.made_playoffs === 1 ? 1 : tournamentEra ? 0 : null,
        playoff_result: before?.playoff_result ?? ncaa.result,
        totals: null,
        source: uschoTeams.source,
      });
      if (!r.coach || /^(unknown|no coach)/i.test(r.coach)) continue;
      seasonsOf.set(r.coach, [
        ...(seasonsOf.get(r.coach) ?? []),
        {
          season,
          team_id: team.id,
          team_name,
          wins: r.won,
          losses: r.lost,
          ties: r.tied,
          won_title: ncaa.title,
        },
      ]);
    }
    const teamSeasons = [...drafts.values()].map((d) => ({ id: ctx.nextId("team_seasons"), ...d }));
    await ctx.insert("team_seasons", teamSeasons);
    setup.report.count(SPORT, LEVEL, "team seasons", teamSeasons.length);
    await checkAgainstGames(ctx, teamSeasons);
    registerCoaches(ctx, setup, seasonsOf, history);
  },
);

/** Team seasons whose W-L-T differs from the games held for that season (every game with a score, the NCAA tournament included). */
async function checkAgainstGames(
  ctx: BuildContext,
  teamSeasons: Omit<Insertable<Database["team_seasons"]>, "id">[],
): Promise<void> {
  const rec = await gameRecords(ctx, LEAGUE);
  const differ: string[] = [];
  let compared = 0;
  for (const t of teamSeasons) {
    const r = rec.get(`${t.team_id}:${t.season_start_year}`);
    if (!r) continue;
    compared++;
    if (r[0] === t.wins && r[1] === t.losses && r[2] === t.ties) continue;
    differ.push(
      `${t.team_name} ${t.season_start_year}-${String(t.season_start_year + 1).slice(2)}: ${t.wins}-${t.losses}-${t.ties} in USCHO, ${r.join("-")} in the games`,
    );
  }
  ctx.log(
    `  chk team seasons against the games: ${compared} compared, ${differ.length} differ` +
      (differ.length
        ? ` (${differ.slice(0, 40).join("; ")}${differ.length > 40 ? `; and ${differ.length - 40} more` : ""})`
        : ""),
  );
}

/** W-L-T of every team season of a league's final games, by "team id:season". */
export async function gameRecords(
  ctx: BuildContext,
  league: string,
): Promise<Map<string, [number, number, number]>> {
  const games = await ctx.db
    .selectFrom("games")
    .select(["season_start_year", "home_team_id", "away_team_id", "home_score", "away_score"])
    .where("league_key", "=", league)
    .where("status", "=", "final")
    .execute();
  const rec = new Map<string, [number, number, number]>();
  for (const g of games) {
    for (const [team, own, opp] of [
      [g.home_team_id, g.home_score!, g.away_score!],
      [g.away_team_id, g.away_score!, g.home_score!],
    ] as const) {
      const key = `${team}:${g.season_start_year}`;
      const r = rec.get(key) ?? [0, 0, 0];
      r[own > opp ? 0 : own < opp ? 1 : 2]++;
      rec.set(key, r);
    }
  }
  return rec;
}

/** Each coach name's runs (coachRuns) as head coaches with their W-L-T and titles. */
function registerCoaches(
  ctx: BuildContext,
  setup: Setup,
  seasonsOf: Map<string, CoachSeason[]>,
  history: UschoHistory,
): void {
  // Every season a name coached any men's programme of USCHO's histories (all divisions, start years).
  const anywhere = new Map<string, { first: number; last: number }>();
  for (const r of history.rows) {
    const seen = anywhere.get(r.coach) ?? { first: r.year - 1, last: r.year - 1 };
    anywhere.set(r.coach, { first: Math.min(seen.first, r.year - 1), last: Math.max(seen.last, r.year - 1) });
  }
  registerNamedCoaches(ctx, setup, seasonsOf, anywhere, {
    key: "uscho-coach",
    source: uschoTeams.source,
    firstSeason: 1895,
  });
}

/**
 * Head coaches of a team-history file (college hockey's and baseball's): each name's runs
 * (coachRuns) as one person each, with the W-L-T and titles of the run. `anywhere` gives every
 * season the name coached any programme of the file (all divisions): a career is whole when the
 * name coached nowhere before or after the run and ended before the data's last season.
 */
export function registerNamedCoaches(
  ctx: BuildContext,
  setup: Setup,
  seasonsOf: Map<string, CoachSeason[]>,
  anywhere: Map<string, { first: number; last: number }>,
  file: { key: string; source: string; firstSeason: number; display?: (name: string) => string },
): void {
  const registry = peopleOf(ctx);
  const latest = Math.max(...[...seasonsOf.values()].flatMap((list) => list.map((s) => s.season)));
  const split: string[] = [];
  let coaches = 0;
  for (const [name, seasons] of [...seasonsOf].sort(([a], [b]) => a.localeCompare(b))) {
    const runs = coachRuns(seasons);
    if (runs.length > 1) split.push(`${name} (${runs.length})`);
    runs.forEach((run, i) => {
      const key = `${file.key}:${nameKey(name)}${runs.length > 1 ? `:${i + 1}` : ""}`;
      const sum = (f: (s: CoachSeason) => number | null | undefined) =>
        run.reduce((n, s) => n + (f(s) ?? 0), 0);
      registry.coaches.push(
        headCoach(namedPerson(registry, key, file.display?.(name) ?? name), setup.league, {
          seasons: run,
          latestSeason: latest,
          wins: sum((s) => s.wins),
          losses: sum((s) => s.losses),
          ties: sum((s) => s.ties),
          playoff_appearances: null,
          playoff_wins: null,
          playoff_losses: null,
          championships_won: run.filter((s) => s.won_title).length,
          source: {
            name: file.source,
            first_season: file.firstSeason,
            last_season: latest,
            from_league_start: true,
          },
          record_is_career: careerIsWhole(run, anywhere.get(name), latest, runs.length),
        }),
      );
      coaches++;
    });
  }
  ctx.log(
    `  ${setup.league.league_key} head coaches: ${coaches} from ${seasonsOf.size} names` +
      (split.length
        ? `; names kept apart as two or more people (two programs in one season, or ${RETURN_YEARS}+ years apart): ${split.join(", ")}`
        : ""),
  );
}

/** Whether one name's run of seasons is the whole career: the name's only run, nowhere else before or after, over before the data's last season. */
export function careerIsWhole(
  run: readonly { season: number }[],
  anywhere: { first: number; last: number } | undefined,
  latest: number,
  runs: number,
): boolean {
  if (runs !== 1 || !anywhere || run.length === 0) return false;
  const first = run[0].season;
  const last = run[run.length - 1].season;
  return last < latest && anywhere.first === first && anywhere.last === last;
}
