/**
 * MLB regular-season player lines 1871-2024 from the Lahman 2025 edition (lahman-2025-stats:
 * Batting, Pitching, Fielding; Teams for the club of each teamID and its games). Runs after the
 * people step and links each line to the player row keyed `lahman:{playerID}`; a line whose
 * player has no row (a debut after the People.csv the players are built from) is counted and
 * reported, never given an invented player.
 *
 * Each player-season gets a total row (stint 0, summed over its stints); the per-team rows (stint
 * 1, 2, ...) are stored only where the season had more than one stint, so a one-team season is
 * one row whose team is that club. A total over several clubs has team "TOT" and no team id.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { playerIdsByKey } from "./rosters";
import { leagueStep, type FileStats, type ImportReport } from "./common";
import {
  BATTING_COUNTS,
  FIELDING_COUNTS,
  LAHMAN_2023,
  lahmanBatting,
  lahmanBattingPost,
  lahmanFielding,
  lahmanPitching,
  lahmanPeople,
  lahmanPitchingPost,
  lahmanTeams,
  PITCHING_COUNTS,
} from "../readers/lahman";
import type { Crosswalk } from "../crosswalk";

type Table = "batting_lines" | "pitching_lines" | "fielding_lines";
type Line<T extends Table> = Insertable<Database[T]>;

/** Lahman column → our column, and whether a blank is a zero (always counted) or unknown. */
interface Column<C extends string = string> {
  from: C;
  to: string;
  /** Blank in early seasons (HBP, SF, ...): stays null unless some stint has it. */
  nullable: boolean;
}

const col = <C extends string>(from: C, to: string = from.toLowerCase(), nullable = false): Column<C> => ({
  from,
  to,
  nullable,
});
const opt = <C extends string>(from: C, to: string = from.toLowerCase()): Column<C> => col(from, to, true);

const BATTING: Column<(typeof BATTING_COUNTS)[number]>[] = [
  col("G"),
  col("AB"),
  col("R"),
  col("H"),
  col("2B", "doubles"),
  col("3B", "triples"),
  col("HR"),
  opt("RBI"),
  opt("SB"),
  opt("CS"),
  col("BB"),
  opt("SO"),
  opt("IBB"),
  opt("HBP"),
  opt("SH"),
  opt("SF"),
  opt("GIDP"),
];
const PITCHING: Column<(typeof PITCHING_COUNTS)[number]>[] = [
  col("W"),
  col("L"),
  col("G"),
  col("GS"),
  col("CG"),
  col("SHO"),
  col("SV"),
  col("IPouts", "ip_outs"),
  col("H"),
  col("ER"),
  col("HR"),
  col("BB"),
  col("SO"),
  opt("IBB"),
  opt("WP"),
  opt("HBP"),
  opt("BK"),
  opt("BFP"),
  opt("GF"),
  col("R"),
];
const FIELDING: Column<(typeof FIELDING_COUNTS)[number]>[] = [
  col("G"),
  opt("GS"),
  opt("InnOuts", "inn_outs"),
  col("PO"),
  col("A"),
  col("E"),
  col("DP"),
  opt("PB"),
  opt("SB"),
  opt("CS"),
];

interface TeamInfo {
  teamId: number | null;
  name: string;
  games: number | null;
}

type Figures = Record<string, number | null>;

interface Stint {
  playerId: number;
  season: number;
  stint: number;
  teamCode: string;
  league: string;
  /** Fielding: the position (one row per position). */
  pos: string | null;
  figures: Figures;
}

/** The figures of a typed line: a blank count is a zero, or unknown where the column is nullable. */
function figuresOf<C extends string>(row: Record<C, number | null>, columns: Column<C>[]): Figures {
  const out: Figures = {};
  for (const c of columns) out[c.to] = row[c.from] ?? (c.nullable ? null : 0);
  return out;
}

function sumFigures(columns: Column[], lines: Figures[]): Figures {
  const out: Figures = {};
  for (const c of columns) {
    const known = lines.map((l) => l[c.to]).filter((v): v is number => v !== null);
    out[c.to] = known.length ? known.reduce((a, b) => a + b, 0) : c.nullable ? null : 0;
  }
  return out;
}

/** Lines of players without a player row, counted per file (reported, never invented). */
export interface Unlinked {
  rows: number;
  players: Set<string>;
}

/** teamID + year → our club, Lahman's name of the time and the club's games. */
function readTeams(dataDir: string, report: ImportReport, crosswalk: Crosswalk): Map<string, TeamInfo> {
  const teams = new Map<string, TeamInfo>();
  // A lookup: the standings count this file.
  for (const t of lahmanTeams.lookup(report, dataDir, "baseball", "professional")) {
    const r = crosswalk.resolve("lahman", "mlb", t.franchID, t.yearID);
    teams.set(`${t.yearID}:${t.teamID}`, {
      teamId: r.ok ? r.value.team.id : null,
      name: t.name,
      games: t.G || null,
    });
  }
  return teams;
}

/** The columns of a Batting, Pitching or Fielding row that place the line (POS: Fielding only). */
interface LineRow {
  line: number;
  playerID: string;
  yearID: number;
  stint: number | null;
  teamID: string;
  lgID: string;
  POS?: string;
}

interface ReadSpec {
  columns: Column[];
  /** Opens the file in the build report: its rows through its typed reader, each with its figures. */
  open(
    report: ImportReport,
    dataDir: string,
  ): { stats: FileStats; lines: { row: LineRow; figures: Figures }[] };
}

function readSpec<C extends string, R extends LineRow & Record<C, number | null>>(
  file: {
    open(
      report: ImportReport,
      dataDir: string,
      sport: string,
      level: string,
    ): { stats: FileStats; rows: R[] };
  },
  columns: Column<C>[],
): ReadSpec {
  return {
    columns,
    open(report, dataDir) {
      const { stats, rows } = file.open(report, dataDir, "baseball", "professional");
      return { stats, lines: rows.map((row) => ({ row, figures: figuresOf(row, columns) })) };
    },
  };
}

function readStints(
  dataDir: string,
  report: ImportReport,
  players: Map<string, number>,
  spec: ReadSpec,
  seen: Map<string, Set<string>>,
): { stints: Stint[]; stats: FileStats; unlinked: Unlinked } {
  const { stats, lines } = spec.open(report, dataDir);
  const unlinked: Unlinked = { rows: 0, players: new Set() };
  const stints: Stint[] = [];
  for (const { row, figures } of lines) {
    const lahmanId = row.playerID;
    const seenKey = `${lahmanId}:${row.yearID}`;
    seen.set(seenKey, (seen.get(seenKey) ?? new Set<string>()).add(row.teamID));
    const playerId = players.get(`lahman:${lahmanId}`);
    if (playerId === undefined) {
      unlinked.rows++;
      unlinked.players.add(lahmanId);
      stats.skipped++;
      continue;
    }
    stints.push({
      playerId,
      season: row.yearID,
      stint: row.stint || 1,
      teamCode: row.teamID,
      league: row.lgID || "MLB",
      pos: row.POS ?? null,
      figures,
    });
    stats.imported++;
  }
  const note = unlinked.rows
    ? `${unlinked.rows} rows of ${unlinked.players.size} players without a player row (not in the ${lahmanPeople.name} the players are built from)`
    : "";
  report.done(stats, note);
  return { stints, stats, unlinked };
}

/** Groups the stints of one player-season (and position) into a total row plus, if several, the stint rows. */
function linesOf<T extends Table>(
  ctx: BuildContext,
  table: T,
  stints: Stint[],
  columns: Column[],
  teams: Map<string, TeamInfo>,
): Line<T>[] {
  const groups = new Map<string, Stint[]>();
  for (const s of stints) {
    const key = `${s.playerId}:${s.season}:${s.pos ?? ""}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  const out: Line<T>[] = [];
  const row = (
    s: Pick<Stint, "playerId" | "season" | "stint" | "pos">,
    teamCode: string,
    league: string,
    figures: Figures,
    teamGames: number | null,
  ) => {
    const team = teamCode === "TOT" ? null : teams.get(`${s.season}:${teamCode}`);
    const line: Record<string, unknown> = {
      id: ctx.nextId(table),
      player_id: s.playerId,
      season_start_year: s.season,
      stint: s.stint,
      team_id: team?.teamId ?? null,
      team_code: teamCode,
      team_name: team?.name ?? null,
      league,
      ...figures,
    };
    if (s.pos !== null) line.pos = s.pos;
    if (table === "batting_lines") {
      line.pa =
        (figures.ab ?? 0) + (figures.bb ?? 0) + (figures.hbp ?? 0) + (figures.sh ?? 0) + (figures.sf ?? 0);
    }
    if (table !== "fielding_lines") line.team_games = teamGames;
    out.push(line as Line<T>);
  };
  for (const list of groups.values()) {
    list.sort((a, b) => a.stint - b.stint);
    const first = list[0];
    const codes = new Set(list.map((s) => s.teamCode));
    const leagues = new Set(list.map((s) => s.league));
    const games = list
      .map((s) => teams.get(`${s.season}:${s.teamCode}`)?.games ?? null)
      .filter((g): g is number => g !== null);
    const teamGames = games.length ? Math.max(...games) : null;
    const total = sumFigures(
      columns,
      list.map((s) => s.figures),
    );
    row(
      { ...first, stint: 0 },
      codes.size === 1 ? first.teamCode : "TOT",
      leagues.size === 1 ? first.league : "MLB",
      total,
      teamGames,
    );
    if (list.length > 1) {
      for (const s of list)
        row(s, s.teamCode, s.league, s.figures, teams.get(`${s.season}:${s.teamCode}`)?.games ?? null);
    }
  }
  return out;
}

type Totals = Map<number, Record<string, number>>;

/** Sums the season totals (stint 0) of each player, per figure. */
function careerSums(
  lines: readonly Record<string, unknown>[],
  keys: readonly string[],
  into: Totals = new Map(),
) {
  for (const l of lines) {
    if (l.stint !== 0 || typeof l.player_id !== "number") continue;
    const sums = into.get(l.player_id) ?? {};
    for (const k of keys) if (typeof l[k] === "number") sums[k] = (sums[k] ?? 0) + (l[k] as number);
    into.set(l.player_id, sums);
  }
  return into;
}

/**
 * A player's regular-season career figures as the directory and the page's Career Statistics show
 * them (the career keys of the contract), summed from his season totals; null-free.
 */
export function regularSeasonCareer(
  batting: Record<string, number> | undefined,
  pitching: Record<string, number> | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  if (batting) {
    const { g = 0, ab = 0, h = 0, hr = 0, rbi = 0, r = 0, sb = 0 } = batting;
    Object.assign(out, {
      games_played: g,
      at_bats: ab,
      hits: h,
      home_runs: hr,
      runs_batted_in: rbi,
      runs: r,
    });
    out.stolen_bases = sb;
    if (ab > 0) out.batting_average = Math.round((h / ab) * 1000) / 1000;
  }
  if (pitching && (pitching.g ?? 0) > 0) {
    const { g = 0, w = 0, l = 0, sv = 0, so = 0, er = 0, ip_outs = 0 } = pitching;
    Object.assign(out, { games_pitched: g, pitching_wins: w, pitching_losses: l, saves: sv });
    out.strikeouts_pitched = so;
    if (ip_outs > 0) out.earned_run_average = Math.round(((er * 27) / ip_outs) * 100) / 100;
  }
  return out;
}

/** Writes each player's regular-season career figures into his career_stats (beside the postseason's). */
async function storeCareers(ctx: BuildContext, batting: Totals, pitching: Totals): Promise<number> {
  const ids = [...new Set([...batting.keys(), ...pitching.keys()])];
  let updated = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = await ctx.db
      .selectFrom("players")
      .select(["id", "career_stats"])
      .where("id", "in", chunk)
      .execute();
    for (const row of rows) {
      const stats = row.career_stats ? (JSON.parse(row.career_stats) as Record<string, unknown>) : {};
      const career = { ...stats, ...regularSeasonCareer(batting.get(row.id), pitching.get(row.id)) };
      await ctx.db
        .updateTable("players")
        .set({ career_stats: JSON.stringify(career) })
        .where("id", "=", row.id)
        .execute();
      updated++;
    }
  }
  return updated;
}

/** Postseason rows (lahman-2023 BattingPost, PitchingPost) checked against the regular-season lines. */
export interface PostseasonCheck {
  rows: number;
  /** Postseason player ids with no regular-season line at all. */
  unknownPlayers: string[];
  /** Postseason player-seasons without a regular-season line that season. */
  noSeasonLine: string[];
  /** Postseason rows whose club is none of the player's regular-season clubs that season. */
  otherTeam: string[];
}

/**
 * A player in a postseason played for that club in its regular season: every postseason row should
 * have a regular-season line of the same player, season and club. Disagreements are reported.
 */
function checkPostseason(
  dataDir: string,
  report: ImportReport,
  seen: Map<string, Set<string>>,
): PostseasonCheck {
  const players = new Set([...seen.keys()].map((k) => k.split(":")[0]));
  const check: PostseasonCheck = { rows: 0, unknownPlayers: [], noSeasonLine: [], otherTeam: [] };
  const unknown = new Set<string>();
  const noLine = new Set<string>();
  const other = new Set<string>();
  // The 2023 edition's files, read as lookups: the Lahman step counts the 2025 edition's.
  for (const file of [lahmanBattingPost.in(LAHMAN_2023), lahmanPitchingPost.in(LAHMAN_2023)]) {
    for (const row of file.lookup(report, dataDir, "baseball", "professional")) {
      check.rows++;
      const id = row.playerID;
      const key = `${id}:${row.yearID}`;
      const teams = seen.get(key);
      if (!players.has(id)) unknown.add(id);
      else if (!teams) noLine.add(key);
      else if (!teams.has(row.teamID)) other.add(`${key}:${row.teamID}`);
    }
  }
  check.unknownPlayers = [...unknown].sort();
  check.noSeasonLine = [...noLine].sort();
  check.otherTeam = [...other].sort();
  return check;
}

/** What the step found, for the build log and the tests. */
export interface LahmanStatsSummary {
  unlinked: Record<Table, Unlinked>;
  postseason: PostseasonCheck;
}

const SUMMARIES = new WeakMap<BuildContext, LahmanStatsSummary>();

export const lahmanStatsStep = leagueStep(
  "MLB: Lahman regular-season batting, pitching, fielding 1871-2024",
  "mlb",
  async (ctx, setup) => {
    const { dataDir, report, crosswalk } = setup;
    const players = await playerIdsByKey(ctx);
    const teams = readTeams(dataDir, report, crosswalk);
    const specs: [Table, ReadSpec][] = [
      ["batting_lines", readSpec(lahmanBatting, BATTING)],
      ["pitching_lines", readSpec(lahmanPitching, PITCHING)],
      ["fielding_lines", readSpec(lahmanFielding, FIELDING)],
    ];
    const unlinkedBy = {} as Record<Table, Unlinked>;
    // Lahman playerID:season → clubs, from Batting and Pitching (for the postseason check).
    const seen = new Map<string, Set<string>>();
    const careers: Record<"batting_lines" | "pitching_lines", Totals> = {
      batting_lines: new Map(),
      pitching_lines: new Map(),
    };
    for (const [table, spec] of specs) {
      const { stints, unlinked } = readStints(
        dataDir,
        report,
        players,
        spec,
        table === "fielding_lines" ? new Map() : seen,
      );
      unlinkedBy[table] = unlinked;
      const lines = linesOf(ctx, table, stints, spec.columns, teams);
      await ctx.insert(table, lines);
      if (table !== "fielding_lines")
        careerSums(
          lines,
          spec.columns.map((c) => c.to),
          careers[table],
        );
      report.count("baseball", "professional", table, lines.length);
      ctx.log(`  ${table} ${lines.length}`);
    }
    const careerRows = await storeCareers(ctx, careers.batting_lines, careers.pitching_lines);
    ctx.log(`  regular-season career figures of ${careerRows} players`);
    const postseason = checkPostseason(dataDir, report, seen);
    const disagreements =
      postseason.unknownPlayers.length + postseason.noSeasonLine.length + postseason.otherTeam.length;
    ctx.log(
      `  postseason rows ${postseason.rows} checked against the regular-season lines: ${postseason.unknownPlayers.length} players unknown, ` +
        `${postseason.noSeasonLine.length} player-seasons without a line, ${postseason.otherTeam.length} with another club`,
    );
    if (disagreements) {
      const first = [...postseason.unknownPlayers, ...postseason.noSeasonLine, ...postseason.otherTeam]
        .slice(0, 5)
        .join(", ");
      ctx.warn(
        `Lahman postseason rows disagreeing with the regular-season lines: ${disagreements} (${first})`,
      );
    }
    SUMMARIES.set(ctx, { unlinked: unlinkedBy, postseason });
  },
);
