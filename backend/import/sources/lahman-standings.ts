/**
 * MLB standings from Lahman Teams.csv: lahman-baseballdatabank to 2020, then the 2025 edition's
 * rows after. Every major league Lahman holds from 1871 (MLB_LEAGUE_NAMES), each its own table; W, L, ties = G - W - L, Lahman's rank
 * (the league's published order), and DivWin/WCWin/LgWin/WSWin for the playoff position. No games
 * exist in these files, so streaks and home/away splits stay empty. Also the teamID + year → club
 * lookup the people and managers of the same step use.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { LAHMAN_DATABANK, lahmanTeams, type LahmanTeam } from "../readers/lahman";
import { RowError, type FileStats } from "./common";
import { DATABANK_LAST_SEASON, type LahmanRead, type LahmanSetup } from "./lahman-files";
import { standingRow } from "./standing-rows";
import { alignmentIds, assignPlayoffPositions, type StandingRow } from "./standings";

export interface TeamAtTime {
  teamId: number | null;
  name: string;
}

/** Teams.csv rows of the standings (both editions) and the databank file's stats that count them. */
export interface StandingsTeams {
  stats: FileStats;
  rows: LahmanTeam[];
}

/** The club of a Lahman teamID in a year, and Lahman's name of the time. */
export class LahmanTeams {
  readonly byKey = new Map<string, TeamAtTime>();
  constructor(private readonly setup: LahmanSetup) {}
  add(row: LahmanTeam, overwrite = true): void {
    const key = `${row.yearID}:${row.teamID}`;
    if (!overwrite && this.byKey.has(key)) return;
    const r = this.setup.crosswalk.resolve("lahman", "mlb", row.franchID, row.yearID);
    this.byKey.set(key, { teamId: r.ok ? r.value.team.id : null, name: row.name });
  }
  at(year: string | number, teamID: string): TeamAtTime | undefined {
    return this.byKey.get(`${year}:${teamID}`);
  }
}

/** Teams.csv rows of the standings: the databank's to 2020 and the 2025 edition's after. */
export function readStandingsTeams(
  setup: LahmanSetup,
  read: LahmanRead,
): { teams: StandingsTeams; lastSeason: number } {
  const { dataDir, report } = setup;
  const databank = read(lahmanTeams.in(LAHMAN_DATABANK));
  const teams = { stats: databank.stats, rows: databank.typed() };
  let lastSeason = DATABANK_LAST_SEASON;
  const { stats, rows } = lahmanTeams.open(report, dataDir, "baseball", "professional");
  for (const row of rows) {
    if (row.yearID <= DATABANK_LAST_SEASON) {
      stats.skipped++;
      continue;
    }
    teams.rows.push(row);
    lastSeason = Math.max(lastSeason, row.yearID);
    stats.imported++;
  }
  report.done(
    stats,
    `seasons ${DATABANK_LAST_SEASON + 1}-${lastSeason} added to the standings (earlier rows are in ${LAHMAN_DATABANK})`,
  );
  return { teams, lastSeason };
}

/** The 2025 edition's Teams.csv (to 2024), read for lookups only (the standings count theirs). */
export function addEditionTeams({ dataDir, report }: LahmanSetup, teams: LahmanTeams): void {
  for (const row of lahmanTeams.lookup(report, dataDir, "baseball", "professional")) teams.add(row, false);
}

type Ranked = StandingRow & { lahmanRank: number | null; flags: Record<string, boolean> };

const DIVISIONS: Record<string, string> = { E: "East", C: "Central", W: "West" };

/**
 * The major leagues of Teams.csv by lgID, each season's table labelled with its league. Lahman counts
 * the National Association (1871-75) among them, which MLB's official records do not; the Federal
 * League (1914-15) is a major league in both.
 */
export const MLB_LEAGUE_NAMES: Record<string, string> = {
  NA: "National Association",
  NL: "National League",
  AA: "American Association",
  UA: "Union Association",
  PL: "Players' League",
  AL: "American League",
  FL: "Federal League",
};
/** The first World Series: earlier pennants and postseason series are not titles of the tracked championship. */
const FIRST_WORLD_SERIES = 1903;

/** One club's row of a season's table (rank and playoff position come later). */
function standingOf(row: LahmanTeam, teamId: number): Ranked {
  const w = row.W ?? 0;
  const l = row.L ?? 0;
  const g = row.G ?? w + l;
  const lg = MLB_LEAGUE_NAMES[row.lgID] ?? row.lgID;
  const div = row.divID ? `${row.lgID} ${DIVISIONS[row.divID] ?? row.divID}` : null;
  return {
    team_id: teamId,
    conference: lg,
    division: div,
    wins: w,
    losses: l,
    ties: Math.max(0, g - w - l),
    overtime_losses: null,
    points: null,
    games_played: g,
    win_percentage: w + l > 0 ? Math.round((w / (w + l)) * 1000) / 1000 : null,
    games_behind: null,
    streak: null,
    streak_type: null,
    home_record: "",
    away_record: "",
    division_record: null,
    conference_record: null,
    rank: 0,
    conference_rank: 0,
    league_rank: 0,
    points_for: row.R,
    points_against: row.RA,
    regulation_wins: 0,
    last_updated: null,
    playoff_position: null,
    tiebreak: null,
    lahmanRank: row.Rank,
    // Before the first World Series no table has playoff positions (the 1884-90 series between
    // pennant winners are not the World Series): the rank says who won the pennant.
    flags:
      row.yearID < FIRST_WORLD_SERIES
        ? { div: false, wc: false, lg: false, ws: false }
        : { div: row.DivWin === "Y", wc: row.WCWin === "Y", lg: row.LgWin === "Y", ws: row.WSWin === "Y" },
  } as Ranked;
}

/** League, league-of-the-club and division ranks by percentage; Lahman's rank wins where it has one. */
function rankSeason(table: Ranked[]): void {
  const pct = (r: StandingRow) => r.win_percentage ?? 0;
  const rankBy = (
    key: (r: StandingRow) => string,
    set: (r: StandingRow, i: number, leader: StandingRow) => void,
  ) => {
    const groups = new Map<string, StandingRow[]>();
    for (const r of table) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
    for (const list of groups.values()) {
      list.sort((a, b) => pct(b) - pct(a) || b.wins - a.wins);
      list.forEach((r, i) => set(r, i, list[0]));
    }
  };
  rankBy(
    () => "mlb",
    (r, i) => (r.league_rank = i + 1),
  );
  rankBy(
    (r) => r.conference ?? "",
    (r, i) => (r.conference_rank = i + 1),
  );
  rankBy(
    (r) => r.division ?? r.conference ?? "",
    (r, i, leader) => {
      r.rank = i + 1;
      r.games_behind = (leader.wins - r.wins + (r.losses - leader.losses)) / 2;
    },
  );
  for (const r of table) if (r.lahmanRank !== null) r.rank = r.lahmanRank;
  // Clubs level on percentage in a division: Lahman's rank is the league's published order.
  for (const r of table) {
    if (
      table.some(
        (o) =>
          o !== r &&
          o.division === r.division &&
          o.conference === r.conference &&
          o.win_percentage === r.win_percentage,
      )
    ) {
      r.tiebreak = "order of the league's published final standings";
    }
  }
  const champion = table.find((r) => r.flags.ws)?.team_id ?? null;
  const participants = new Set(
    table.filter((r) => r.flags.div || r.flags.wc || r.flags.lg || r.flags.ws).map((r) => r.team_id),
  );
  if (participants.size > 0) assignPlayoffPositions(table, { participants, playIn: new Set(), champion });
}

/** The rows of every major league (MLB_LEAGUE_NAMES) from the league's first season, by year. */
function seasonsOf(setup: LahmanSetup, teams: StandingsTeams): [number, LahmanTeam[]][] {
  const byYear = new Map<number, LahmanTeam[]>();
  for (const row of teams.rows) {
    const year = row.yearID;
    if (year < setup.league.seasons_from || !(row.lgID in MLB_LEAGUE_NAMES)) {
      teams.stats.skipped++;
      continue;
    }
    byYear.set(year, [...(byYear.get(year) ?? []), row]);
  }
  return [...byYear].sort((a, b) => a[0] - b[0]);
}

/** A season's table from its Teams rows; a row whose franchise the crosswalk lacks is rejected. */
function seasonTable(
  setup: LahmanSetup,
  lookup: LahmanTeams,
  teams: StandingsTeams,
  year: number,
  rows: LahmanTeam[],
): Ranked[] {
  const table: Ranked[] = [];
  for (const row of rows) {
    try {
      const t = lookup.at(year, row.teamID)!;
      if (t.teamId === null) {
        const r = setup.crosswalk.resolve("lahman", "mlb", row.franchID, year);
        throw new RowError(r.ok ? "unmatched franchise" : r.reason);
      }
      table.push(standingOf(row, t.teamId));
      teams.stats.imported++;
    } catch (error) {
      setup.report.rejectRowError(teams.stats, row.line, error);
    }
  }
  return table;
}

/** Builds and inserts the standings of every major-league season Teams.csv holds. */
export async function importStandings(
  ctx: BuildContext,
  setup: LahmanSetup,
  lookup: LahmanTeams,
  teams: StandingsTeams,
  lastSeason: number,
): Promise<void> {
  const { league, report } = setup;
  const ids = await alignmentIds(ctx);
  const standings: Insertable<Database["standings"]>[] = [];
  for (const [year, rows] of seasonsOf(setup, teams)) {
    const table = seasonTable(setup, lookup, teams, year, rows);
    rankSeason(table);
    for (const r of table) {
      // Teams.csv gives season totals only: no streaks, splits or points.
      const figures = {
        ...r,
        points: null,
        streak: null,
        streak_type: null,
        overtime_losses: null,
        home_record: null,
        away_record: null,
        division_record: null,
        conference_record: null,
      };
      standings.push(
        await standingRow(ctx, ids, league, year, figures, ctx.teamOfTime(r.team_id, year).name, null),
      );
    }
  }
  await ids.flush();
  await ctx.insert("standings", standings);
  report.count("baseball", "professional", "standings", standings.length);
  report.done(
    teams.stats,
    `standings ${standings.length} rows (seasons ${league.seasons_from}-${lastSeason}: ${Object.values(MLB_LEAGUE_NAMES).join(", ")})`,
  );
}
