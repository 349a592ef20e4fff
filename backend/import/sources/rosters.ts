/**
 * Team-season rosters from the player-season files of the open datasets, linked to the player rows
 * the people step wrote (runs after it). Coverage, also stated to visitors by `rosterCoverage` in
 * domain/rosters.ts:
 *  - NBA/BAA 1946-47 → 2025-26: bball-reference-datasets `Player Season Info.csv`, one row per
 *    player and team (multi-team total rows `TOT`/`2TM`/`3TM` skipped; ABA rows not applicable).
 *    Age and years of experience come with the row. 2025-26 is as of the file's February 2026 copy.
 *  - NHL 1917-18 → 2017-18: hockey-databank `Scoring.csv` (skaters and goalies: GP, G, A, Pts,
 *    PIM, +/-, playoff GP/G/A/Pts) and `Goalies.csv` (W, L, T/OTL, shutouts, GAA), NHL rows only;
 *    2018-19 → 2023-24 from the Hockey-Reference seasons stored by the NHL step (skaters to 2023-24,
 *    goalies to 2022-23; GP, G, A, Pts, PIM; goalies' W-L), one per club, never a total row.
 *  - MLB 1884 → 2024, partial: lahman-2025-refresh `BattingPost.csv`, `PitchingPost.csv` (postseason
 *    figures) and `AllstarFull.csv`. The regular-season Batting/Pitching/Appearances files are not
 *    in the copy, so an MLB roster lists only the players who appeared in that postseason or were
 *    All-Stars; players whose debut is after the 2020 People.csv (players table) have no row.
 *  - NFL 2024: nflverse `roster_2024.csv`, one row per player with the list he was on at the
 *    last week the file records for him (active, inactive, reserve, practice squad); released,
 *    retired and traded-away rows are left out, so a player traded in-season appears only with his
 *    last team.
 * A source player without a player row, or a team code without a franchise, is counted and
 * reported (never silently dropped).
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { RosterStats } from "../../../domain/contract/types";
import { baseballPosition, HOCKEY_POSITIONS } from "../../../domain/positions";
import type { BuildContext } from "../context";
import { dataStep, type FileStats, type ImportReport } from "./common";
import {
  hockeyGoalies,
  hockeyScoring,
  hockeyTeams,
  type HockeyGoalies,
  type HockeyScoring,
} from "../readers/hockey-databank";
import { lahmanAllstarFull, lahmanBattingPost, lahmanPitchingPost, lahmanTeams } from "../readers/lahman";
import { assignSlugs, peopleOf } from "./people";
import { nbaPositionName } from "./bball-reference";
import { NFL_POSITIONS } from "./nfl-players";
import { bbrefPlayerSeasons, bbrefTeamAbbrev } from "../readers/bball-reference";
import { nflverseRoster } from "../readers/nflverse-roster";
import type { Crosswalk } from "../crosswalk";
import { DATABANK_LAST } from "./hockey-reference-match";

interface Entry {
  team_id: number;
  season: number;
  player_id: number;
  position: string | null;
  stats: RosterStats;
  jersey?: string | null;
}

/** Player ids by the people registry's source key (`bbref:…`, `hockey-databank:…`, `lahman:…`). */
export async function playerIdsByKey(ctx: BuildContext): Promise<Map<string, number>> {
  const registry = peopleOf(ctx);
  const slugs = assignSlugs([...registry.persons.values()]);
  const rows = await ctx.db
    .selectFrom("players")
    .innerJoin("people", "people.id", "players.person_id")
    .select(["players.id", "people.slug", "players.sport_id"])
    .execute();
  const bySlug = new Map<string, number>();
  for (const r of rows) bySlug.set(`${r.sport_id}:${r.slug}`, r.id);
  const out = new Map<string, number>();
  for (const p of registry.players) {
    const slug = slugs.get(p.person.key);
    const id = slug ? bySlug.get(`${p.sport_id}:${slug}`) : undefined;
    if (id !== undefined) out.set(p.person.key, id);
  }
  return out;
}

class RosterSink {
  readonly entries = new Map<string, Entry>();
  /** Unlinked rows, reported once per reason kind with the first line. */
  private readonly misses = new Map<string, { n: number; line: number; file: FileStats }>();

  constructor(private readonly report: ImportReport) {}

  add(
    teamId: number,
    season: number,
    playerId: number,
    position: string | null,
    stats: RosterStats,
    merge: (a: RosterStats, b: RosterStats) => RosterStats,
    jersey: string | null = null,
  ): void {
    const key = `${teamId}:${season}:${playerId}`;
    const prev = this.entries.get(key);
    if (prev) {
      prev.stats = merge(prev.stats, stats);
      prev.position ??= position;
      prev.jersey ??= jersey;
      return;
    }
    this.entries.set(key, { team_id: teamId, season, player_id: playerId, position, stats, jersey });
  }

  miss(file: FileStats, line: number, reason: string): void {
    file.skipped++;
    const m = this.misses.get(`${file.file}|${reason}`) ?? { n: 0, line, file };
    m.n++;
    this.misses.set(`${file.file}|${reason}`, m);
  }

  notes(file: FileStats): string {
    return [...this.misses.entries()]
      .filter(([, m]) => m.file === file)
      .map(([k, m]) => `${m.n} ${k.split("|")[1]} (first at line ${m.line})`)
      .join("; ");
  }
}

/** Adds numeric fields; keeps the other side's value where one side has none. */
function sumStats(a: RosterStats, b: RosterStats): RosterStats {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    if (typeof v === "number" && typeof prev === "number")
      out[k] = k === "age" || k === "experience" ? prev : prev + v;
    else if (prev === undefined || prev === null) out[k] = v;
    else if (typeof v === "boolean") out[k] = Boolean(prev) || v;
  }
  return out as RosterStats;
}

/** What each league's roster files are read with: the data folder, report, crosswalk, our players, the sink. */
interface RosterFiles {
  dataDir: string;
  report: ImportReport;
  crosswalk: Crosswalk;
  players: Map<string, number>;
  sink: RosterSink;
}

function nba({ dataDir, report, crosswalk, players, sink }: RosterFiles): void {
  // Team Abbrev: a season's abbreviation to the team's full name, which the crosswalk knows (a
  // lookup; counted by the players step).
  const teamName = new Map<string, string>();
  for (const row of bbrefTeamAbbrev.lookup(report, dataDir, "basketball", "professional"))
    teamName.set(`${row.season}:${row.lg}:${row.abbreviation}`, row.team);

  const { stats, rows } = bbrefPlayerSeasons.open(report, dataDir, "basketball", "professional");
  for (const row of rows) {
    const { lg, team: abbr } = row;
    if (lg === "ABA") {
      sink.miss(stats, row.line, "ABA rows (not the NBA)");
      continue;
    }
    if (/^(TOT|\dTM)$/.test(abbr)) {
      sink.miss(stats, row.line, "multi-team total rows");
      continue;
    }
    const season = row.season - 1;
    const name = teamName.get(`${season + 1}:${lg}:${abbr}`);
    const r = name ? crosswalk.resolve("basketball-reference", "nba", name, season) : null;
    if (!r?.ok) {
      sink.miss(stats, row.line, "rows of clubs without a curated franchise");
      continue;
    }
    const playerId = players.get(`bbref:${row.player_id}`);
    if (playerId === undefined) {
      sink.miss(stats, row.line, "rows of players without a player row");
      continue;
    }
    const pos = row.pos;
    sink.add(
      r.value.team.id,
      season,
      playerId,
      nbaPositionName(pos),
      { age: row.age, experience: row.experience },
      sumStats,
    );
    stats.imported++;
  }
  report.done(stats, sink.notes(stats));
}

/** A typed file that opens in the build report (readers/typed.ts). */
interface OpensRows<R> {
  open(report: ImportReport, dataDir: string, sport: string, level: string): { stats: FileStats; rows: R[] };
}

/** What a league's step reads its player lines with: the build's report and the rows made so far. */
interface LineRun {
  dataDir: string;
  report: ImportReport;
  players: Map<string, number>;
  sink: RosterSink;
  /** Our club by "season:club code" (null: a club without a curated franchise). */
  teamOf: Map<string, number | null>;
}

/** How a league's player line names its season, club and player, and why a row is left out. */
interface LineKeys<R> {
  sport: string;
  season(row: R): number;
  team(row: R): string;
  /** The player's key among the player rows ("lahman:ruthba01"). */
  player(row: R): string;
  /** A row that is no roster row before its club is looked up (another league's), with the reason. */
  otherLeague?(row: R): boolean;
  /** The reason a row of a player without a player row is left out. */
  noPlayer: string;
}

type AddLine<R> = (row: R, teamId: number, season: number, playerId: number) => void;

/** Each line of `file` whose club and player are known added through `add`; the others counted as misses. */
function addLines<K extends { line: number }, R extends K>(
  run: LineRun,
  file: OpensRows<R>,
  keys: LineKeys<K>,
  add: AddLine<R>,
) {
  const { report, sink } = run;
  const { stats, rows } = file.open(report, run.dataDir, keys.sport, "professional");
  for (const row of rows) {
    if (keys.otherLeague?.(row)) {
      sink.miss(stats, row.line, "rows of other leagues");
      continue;
    }
    const season = keys.season(row);
    const teamId = run.teamOf.get(`${season}:${keys.team(row)}`);
    if (teamId == null) {
      sink.miss(stats, row.line, "rows of clubs without a curated franchise");
      continue;
    }
    const playerId = run.players.get(keys.player(row));
    if (playerId === undefined) {
      sink.miss(stats, row.line, keys.noPlayer);
      continue;
    }
    add(row, teamId, season, playerId);
    stats.imported++;
  }
  report.done(stats, sink.notes(stats));
}

/** The columns of a Databank player line the roster step matches on. */
type PlayerLine = { line: number; lgID: string; year: number; tmID: string; playerID: string };

const DATABANK_KEYS: LineKeys<PlayerLine> = {
  sport: "hockey",
  season: (row) => row.year,
  team: (row) => row.tmID,
  player: (row) => `hockey-databank:${row.playerID}`,
  otherLeague: (row) => row.lgID !== "NHL",
  noPlayer: "rows of players without a player row",
};

const addSkater =
  (sink: RosterSink): AddLine<HockeyScoring> =>
  (row, teamId, season, playerId) => {
    const goalie = row.pos === "G";
    sink.add(
      teamId,
      season,
      playerId,
      HOCKEY_POSITIONS[row.pos] ?? (row.pos || null),
      goalie
        ? {}
        : {
            games_played: row.GP,
            goals: row.G,
            assists: row.A,
            points: row.Pts,
            penalty_minutes: row.PIM,
            plus_minus: row["+/-"],
            playoff_games: row.PostGP,
            playoff_goals: row.PostG,
            playoff_assists: row.PostA,
            playoff_points: row.PostPts,
          },
      sumStats,
    );
  };

const addGoalie =
  (sink: RosterSink): AddLine<HockeyGoalies> =>
  (row, teamId, season, playerId) => {
    sink.add(
      teamId,
      season,
      playerId,
      "Goalie",
      {
        games_played: row.GP,
        wins: row.W,
        losses: row.L,
        ties_or_otl: row["T/OL"],
        shutouts: row.SHO,
        goals_against: row.GA,
        minutes: row.Min,
        playoff_games: row.PostGP,
      },
      sumStats,
    );
  };

function nhl({ dataDir, report, crosswalk, players, sink }: RosterFiles): void {
  const teamOf = new Map<string, number | null>();
  for (const t of hockeyTeams.lookup(report, dataDir, "hockey", "professional")) {
    if (t.lgID !== "NHL") continue;
    const r = crosswalk.resolve("hockey-databank", "nhl", t.franchID, t.year);
    teamOf.set(`${t.year}:${t.tmID}`, r.ok ? r.value.team.id : null);
  }
  const run: LineRun = { dataDir, report, players, sink, teamOf };
  addLines(run, hockeyScoring, DATABANK_KEYS, addSkater(sink));
  addLines(run, hockeyGoalies, DATABANK_KEYS, addGoalie(sink));
}

/** A Lahman row of a player with a club in a season, read through its file's typed reader. */
interface LahmanPlayerRow {
  line: number;
  yearID: number;
  teamID: string;
  playerID: string;
}

const LAHMAN_KEYS: LineKeys<LahmanPlayerRow> = {
  sport: "baseball",
  season: (row) => row.yearID,
  team: (row) => row.teamID,
  player: (row) => `lahman:${row.playerID}`,
  noPlayer: "rows of players without a player row (debut after 2020)",
};

function mlb({ dataDir, report, crosswalk, players, sink }: RosterFiles): void {
  // The 2025 edition: Teams (to 2024) in lahman-2025-stats, the postseason and All-Star rows beside it.
  const teamOf = new Map<string, number | null>();
  for (const t of lahmanTeams.lookup(report, dataDir, "baseball", "professional")) {
    const r = crosswalk.resolve("lahman", "mlb", t.franchID, t.yearID);
    teamOf.set(`${t.yearID}:${t.teamID}`, r.ok ? r.value.team.id : null);
  }
  const run: LineRun = { dataDir, report, players, sink, teamOf };
  addLines(run, lahmanBattingPost, LAHMAN_KEYS, (row, teamId, season, playerId) => {
    sink.add(
      teamId,
      season,
      playerId,
      null,
      {
        postseason_games: row.G,
        postseason_at_bats: row.AB,
        postseason_runs: row.R,
        postseason_hits: row.H,
        postseason_home_runs: row.HR,
        postseason_rbi: row.RBI,
      },
      sumStats,
    );
  });
  addLines(run, lahmanPitchingPost, LAHMAN_KEYS, (row, teamId, season, playerId) => {
    sink.add(
      teamId,
      season,
      playerId,
      "Pitcher",
      {
        postseason_pitching_games: row.G,
        postseason_wins: row.W,
        postseason_losses: row.L,
        postseason_saves: row.SV,
        postseason_outs_pitched: row.IPouts,
        postseason_earned_runs: row.ER,
        postseason_strikeouts: row.SO,
      },
      sumStats,
    );
  });
  addLines(run, lahmanAllstarFull, LAHMAN_KEYS, (row, teamId, season, playerId) => {
    sink.add(teamId, season, playerId, baseballPosition(row.startingPos ?? 0), { all_star: true }, sumStats);
  });
}

const NFL_LISTS: Record<string, string> = {
  ACT: "Active",
  INA: "Inactive",
  RES: "Reserve",
  DEV: "Practice squad",
};

function nfl({ dataDir, report, crosswalk, players, sink }: RosterFiles): void {
  const file = nflverseRoster.path(dataDir);
  const stats = report.open(file, "football", "professional");
  report.files.pop(); // counted by the NFL players step
  for (const row of nflverseRoster.read(report, stats, file)) {
    const list = NFL_LISTS[row.status];
    if (!list) {
      sink.miss(stats, row.line, "released, retired or traded-away rows");
      continue;
    }
    const { season } = row;
    const team = crosswalk.resolve("nflverse", "nfl", row.team, season);
    const playerId = players.get(`nflverse:${row.gsis_id}`);
    if (!team.ok || playerId === undefined) {
      sink.miss(stats, row.line, team.ok ? "no player row" : "team code without a franchise");
      continue;
    }
    const pos = row.position;
    const merge = (a: RosterStats, b: RosterStats) => ({ ...a, ...b });
    sink.add(
      team.value.team.id,
      season,
      playerId,
      NFL_POSITIONS[pos] ?? (pos || null),
      { roster_status: list },
      merge,
      row.jersey_number || null,
    );
  }
}

type NbaRosterFigure =
  | "games_played"
  | "games_started"
  | "minutes"
  | "points"
  | "rebounds"
  | "assists"
  | "steals"
  | "blocks"
  | "field_goals"
  | "field_goal_attempts"
  | "three_pointers"
  | "three_point_attempts"
  | "free_throws"
  | "free_throw_attempts";

/** Roster figures of an NBA club line, by the line's column. */
const NBA_ROSTER_FIGURES = {
  g: "games_played",
  gs: "games_started",
  mp: "minutes",
  pts: "points",
  trb: "rebounds",
  ast: "assists",
  stl: "steals",
  blk: "blocks",
  fg: "field_goals",
  fga: "field_goal_attempts",
  x3p: "three_pointers",
  x3pa: "three_point_attempts",
  ft: "free_throws",
  fta: "free_throw_attempts",
} as const satisfies Record<string, NbaRosterFigure & keyof RosterStats>;

/**
 * Each NBA roster entry's line for its club (basketball_lines: a one-club season's line, or a traded
 * player's stint; two stints with one club in a season are summed). A figure the lines do not
 * record stays empty. Club lines without a roster entry are reported, never added silently.
 */
async function addNbaLines(ctx: BuildContext, sink: RosterSink): Promise<void> {
  const columns = Object.keys(NBA_ROSTER_FIGURES) as (keyof typeof NBA_ROSTER_FIGURES)[];
  const lines = await ctx.db
    .selectFrom("basketball_lines")
    .where("team_id", "is not", null)
    .where("team_code", "!=", "TOT")
    .where("league", "!=", "ABA")
    .select(["team_id", "season_start_year", "player_id", ...columns])
    .execute();
  const sums = new Map<string, Partial<Record<NbaRosterFigure, number>>>();
  for (const l of lines) {
    const key = `${l.team_id}:${l.season_start_year}:${l.player_id}`;
    const out = sums.get(key) ?? {};
    for (const c of columns) {
      const v = l[c];
      const k = NBA_ROSTER_FIGURES[c];
      if (v !== null) out[k] = (out[k] ?? 0) + v;
    }
    sums.set(key, out);
  }
  const unplaced: string[] = [];
  for (const [key, figures] of sums) {
    const entry = sink.entries.get(key);
    if (entry) entry.stats = { ...entry.stats, ...figures };
    else unplaced.push(key);
  }
  ctx.log(`  NBA roster lines: ${sums.size - unplaced.length} of ${sums.size} club lines on a roster entry`);
  if (unplaced.length)
    ctx.warn(
      `rosters: ${unplaced.length} NBA club lines have no roster entry (team:season:player): ${unplaced.slice(0, 10).join(", ")}`,
    );
}

/**
 * NHL rosters after the Databank (2018-19 on) from the Hockey-Reference seasons the NHL step stored
 * as player seasons, one per player and club (skaters to 2023-24, goalies to 2022-23): each entry
 * carries the player's line for that club. A traded player's total without club rows names no club
 * and makes no entry (counted in the log); the position is the player's (the rows hold none).
 */
async function addNhlLaterSeasons(ctx: BuildContext, sink: RosterSink): Promise<void> {
  const rows = await ctx.db
    .selectFrom("player_seasons as s")
    .innerJoin("players as p", "p.id", "s.player_id")
    .where("p.league_key", "=", "nhl")
    .where("s.season_start_year", ">", DATABANK_LAST)
    .where("s.league", "is", null)
    .select(["s.player_id", "s.season_start_year", "s.team_id", "s.stats", "p.primary_position_name"])
    .execute();
  let entries = 0;
  let noClub = 0;
  for (const r of rows) {
    if (r.team_id === null) {
      noClub++;
      continue;
    }
    const stats = nhlRosterStats(r.stats === null ? {} : (JSON.parse(r.stats) as Record<string, unknown>));
    const goalie = stats.wins !== undefined;
    sink.add(
      r.team_id,
      r.season_start_year,
      r.player_id,
      goalie ? "Goalie" : r.primary_position_name,
      stats,
      sumStats,
    );
    entries++;
  }
  ctx.log(
    `  NHL rosters ${DATABANK_LAST + 1}-${String(DATABANK_LAST + 2).slice(2)} on (Hockey-Reference seasons): ${entries} club lines; ${noClub} traded players' seasons without club rows left off the rosters`,
  );
}

/** A stored Hockey-Reference season's figures under the roster's names (goalies' with W-L). */
export function nhlRosterStats(season: Record<string, unknown>): RosterStats {
  const n = (k: string) => (typeof season[k] === "number" ? season[k] : undefined);
  const out: Record<string, number> = {};
  const put = (to: string, from: string) => {
    const v = n(from);
    if (v !== undefined) out[to] = v;
  };
  put("games_played", "games_played");
  if (n("goalie_wins") !== undefined) {
    put("wins", "goalie_wins");
    put("losses", "goalie_losses");
    put("ties_or_otl", "goalie_ties_or_otl");
    put("shutouts", "shutouts");
    put("goals_against", "goals_against");
    put("minutes", "goalie_minutes");
  } else {
    put("goals", "goals");
    put("assists", "assists");
    put("points", "points");
    put("penalty_minutes", "penalty_minutes");
  }
  return out as RosterStats;
}

/**
 * The roster entries that put one person twice on a team-season (two player rows of one person,
 * e.g. from two sources left unmatched), as "team:season person N: players a, b"; empty when none.
 */
export function personsTwiceOnARoster(
  entries: Iterable<{ team_id: number; season: number; player_id: number }>,
  personOf: ReadonlyMap<number, number>,
): string[] {
  const players = new Map<string, number[]>();
  for (const e of entries) {
    const person = personOf.get(e.player_id);
    if (person === undefined) continue;
    const key = `${e.team_id}:${e.season} person ${person}`;
    players.set(key, [...(players.get(key) ?? []), e.player_id]);
  }
  return [...players]
    .filter(([, ids]) => ids.length > 1)
    .map(([key, ids]) => `${key}: players ${ids.join(", ")}`);
}

export const rostersStep = dataStep(
  "rosters (Basketball-Reference, Hockey Databank, Hockey-Reference, Lahman, nflverse 2024)",
  async (ctx, { dataDir, report, crosswalk }) => {
    const players = await playerIdsByKey(ctx);
    const sink = new RosterSink(report);
    const files: RosterFiles = { dataDir, report, crosswalk, players, sink };
    if (ctx.lookups.leagues.has("nba")) nba(files);
    if (ctx.lookups.leagues.has("nhl")) nhl(files);
    if (ctx.lookups.leagues.has("mlb")) mlb(files);
    if (ctx.lookups.leagues.has("nfl")) nfl(files);
    if (ctx.lookups.leagues.has("nba")) await addNbaLines(ctx, sink);
    if (ctx.lookups.leagues.has("nhl")) await addNhlLaterSeasons(ctx, sink);
    const people = await ctx.db.selectFrom("players").select(["id", "person_id"]).execute();
    const twice = personsTwiceOnARoster(
      sink.entries.values(),
      new Map(people.map((p) => [p.id, p.person_id])),
    );
    if (twice.length)
      throw new Error(
        `rosters: ${twice.length} team-seasons list one person twice: ${twice.slice(0, 20).join("; ")}`,
      );
    const rows: Insertable<Database["roster_entries"]>[] = [...sink.entries.values()]
      .sort((a, b) => a.team_id - b.team_id || a.season - b.season || a.player_id - b.player_id)
      .map((e) => ({
        id: ctx.nextId("roster_entries"),
        team_id: e.team_id,
        season_id: null, // filled by finalize from the team's sport and level
        season_start_year: e.season,
        player_id: e.player_id,
        jersey_number: e.jersey ?? null,
        position: e.position,
        is_captain: 0,
        is_starter: 0,
        stats: Object.keys(e.stats).length ? JSON.stringify(e.stats) : null,
      }));
    await ctx.insert("roster_entries", rows);
    ctx.log(`  roster entries ${rows.length}`);
  },
);

/** What a season line of the NCAA statistics files gives its roster entry. */
interface LineRoster {
  jersey_number: string | null;
  position: string | null;
  stats: string;
}

/**
 * Writes the roster entries of a college league's season lines, keyed by the people registry's source
 * key (after the people step has written the players); `entry` gives each line's jersey, position and
 * stats. Lines without a player row are counted in the log line, never dropped silently.
 */
export async function insertLineRosters<L extends { key: string; teamId: number; season: number }>(
  ctx: BuildContext,
  tag: string,
  lines: readonly L[],
  entry: (line: L) => LineRoster,
): Promise<void> {
  const ids = await playerIdsByKey(ctx);
  const rows: Insertable<Database["roster_entries"]>[] = [];
  let missing = 0;
  for (const l of lines) {
    const playerId = ids.get(l.key);
    if (playerId === undefined) {
      missing++;
      continue;
    }
    const { jersey_number, position, stats } = entry(l);
    rows.push({
      id: ctx.nextId("roster_entries"),
      team_id: l.teamId,
      season_id: null,
      season_start_year: l.season,
      player_id: playerId,
      jersey_number,
      position,
      is_captain: 0,
      is_starter: 0,
      stats,
    });
  }
  await ctx.insert("roster_entries", rows);
  ctx.log(
    `  ${tag} rosters: ${rows.length} entries` + (missing ? `; ${missing} lines without a player row` : ""),
  );
}
