/**
 * NHL players and coaches from hockey-databank (Hockey Databank 13.0, seasons to 2017-18;
 * `year` = the season's start year):
 *  - Master.csv: people (a row with both playerID and coachID is one person), height, weight,
 *    shoots/catches, position, birth date and place, first/last NHL season;
 *  - Scoring.csv / Goalies.csv: NHL career totals (games, goals, assists, points, PIM; goalie wins,
 *    losses, shutouts, goals-against average); the last team is the latest NHL scoring or goalie
 *    row's team (teams by `franchID` of Teams.csv, crosswalk rows `hockey-databank`);
 *  - AwardsPlayers.csv / AwardsCoaches.csv: award texts;
 *  - SeriesPost.csv: Stanley Cup Final winners (round SCF): a title for players with playoff games
 *    for the winner that season, and for the winner's last coach of the season;
 *  - Coaches.csv: coaches by season, W-L-T-OTL and playoff W-L: the record counts NHL rows; other
 *    leagues' rows (NHA, PCHA, WCHL, WHA) stay in the history and the season table.
 * Scoring and goalie rows are also kept per season and team (`player_seasons`), coach rows per
 * season (`coach_seasons`). The Databank ends with 2017-18; later seasons (skaters to 2023-24,
 * goalies to 2022-23) come from the Hockey-Reference tables (hockey-reference.ts). A player who
 * reaches a table's last season has figures "through" it rather than a whole career.
 */
import { openTyped, type OpenTyped } from "../readers/typed";
import { leagueStep, type LeagueSetup, type FileStats } from "./common";
import { addColumns, type CountingColumns } from "./column-totals";
import type { PlayerSeasonDraft } from "./people";
import { importCoaches, importMasterPeople } from "./hockey-databank-people";
import { correctSeriesPost } from "./hockey-series";
import {
  hockeyAwardsPlayers,
  hockeyGoalies,
  hockeyScoring,
  hockeySeriesPost,
  hockeyTeams,
  type HockeyGoalies,
  type HockeyScoring,
} from "../readers/hockey-databank";
import { importHockeyReference, registerNewPlayers } from "./hockey-reference";
import type { HrPlayer } from "./hockey-reference-match";

export const LAST_SEASON = 2017;

export type HockeySetup = LeagueSetup;
/** Opens a Databank file in the build report (hockey, professional) and reads its typed rows. */
export type HockeyRead = OpenTyped;
/** year + tmID → franchise (NHL rows only) and the name of the time. */
export type HockeyTeams = Map<string, { id: number | null; name: string }>;

/** A player's season row per team stint (`player_seasons`), skater and goalie figures merged. */
export type SeasonRow = { year: number; stint: number; tm: string; stats: Record<string, number | null> };
export type LastRow = { year: number; stint: number; tm: string } | null;
export type SkaterTotals = {
  gp: number;
  g: number;
  a: number;
  pts: number;
  pim: number;
  seasons: Set<number>;
  last: LastRow;
};
export type GoalieTotals = {
  gp: number;
  min: number;
  w: number;
  l: number;
  tol: number;
  sho: number;
  ga: number;
  seasons: Set<number>;
  last: LastRow;
};

/** A skater's totals before his first line. */
export const emptySkater = (): SkaterTotals => ({
  gp: 0,
  g: 0,
  a: 0,
  pts: 0,
  pim: 0,
  seasons: new Set(),
  last: null,
});
/** A goalie's totals before his first line. */
export const emptyGoalie = (): GoalieTotals => ({
  gp: 0,
  min: 0,
  w: 0,
  l: 0,
  tol: 0,
  sho: 0,
  ga: 0,
  seasons: new Set<number>(),
  last: null,
});

/** A player's career figures from his skater and goalie totals (the goalie figures only for a goalie). */
export function careerFigures(s: SkaterTotals | undefined, g: GoalieTotals | undefined) {
  return {
    goals: s?.g ?? null,
    assists: s?.a ?? null,
    points: s?.pts ?? null,
    penalty_minutes: s?.pim ?? null,
    ...(g
      ? {
          goalie_wins: g.w,
          goalie_losses: g.l,
          goalie_ties_or_otl: g.tol,
          shutouts: g.sho,
          goals_against_average: g.min > 0 ? Math.round(((g.ga * 60) / g.min) * 100) / 100 : null,
        }
      : {}),
  };
}

/** A player's season rows with each team as it was named that season (`player_seasons`). */
export function playerSeasons(rows: readonly SeasonRow[], teams: HockeyTeams): PlayerSeasonDraft[] {
  return rows.map((r) => {
    const tm = teams.get(`${r.year}:${r.tm}`);
    return {
      season: r.year,
      team_id: tm?.id ?? null,
      team_name: tm?.name ?? r.tm,
      league: null,
      stats: r.stats,
    };
  });
}

/** What the scoring, goalie and award files say of each player. */
export class HockeyFacts {
  readonly seasonRows = new Map<string, SeasonRow[]>();
  readonly skaters = new Map<string, SkaterTotals>();
  readonly goalies = new Map<string, GoalieTotals>();
  readonly titles = new Map<string, Set<number>>();
  readonly awards = new Map<string, string[]>();
  /**
   * Players the Hockey-Reference tables hold (hockey-reference.ts): through which season their
   * figures run (null when their career ended before the tables' last season).
   */
  readonly laterThrough = new Map<string, number | null>();
  /** HR players first seen after 2017-18, keyed `hr:{name}-{key}` in the maps above. */
  readonly newPlayers: { id: string; player: HrPlayer }[] = [];
  constructor(readonly cupWinner: Map<number, string>) {}

  seasonRow(id: string, year: number, stint: number, tm: string): SeasonRow {
    const list = this.seasonRows.get(id) ?? [];
    this.seasonRows.set(id, list);
    let r = list.find((x) => x.year === year && x.stint === stint && x.tm === tm);
    if (!r) list.push((r = { year, stint, tm, stats: {} }));
    return r;
  }
  /** A Cup for a player with playoff games for that season's winner. */
  noteCup(id: string, year: number, tm: string, playoffGames: number): void {
    if (playoffGames > 0 && this.cupWinner.get(year) === tm)
      this.titles.set(id, (this.titles.get(id) ?? new Set()).add(year));
  }
  mvpAwards(id: string): number {
    return (this.awards.get(id) ?? []).filter((a) => a.startsWith("Hart")).length;
  }
}

const later = (last: LastRow, year: number, stint: number) =>
  !last || year > last.year || (year === last.year && stint >= last.stint);

/** Teams.csv, read for lookups only; its rows are counted by the standings step. */
function readTeams({ dataDir, report, crosswalk }: HockeySetup): HockeyTeams {
  const teams: HockeyTeams = new Map();
  for (const t of hockeyTeams.lookup(report, dataDir, "hockey", "professional")) {
    const r = t.lgID === "NHL" ? crosswalk.resolve("hockey-databank", "nhl", t.franchID, t.year) : null;
    teams.set(`${t.year}:${t.tmID}`, { id: r?.ok ? r.value.team.id : null, name: t.name });
  }
  return teams;
}

/** SeriesPost.csv: the NHL's Stanley Cup Final winner (tmID) by season. */
function readCupWinners(setup: HockeySetup, read: HockeyRead): Map<number, string> {
  const series = read(hockeySeriesPost);
  const cupWinner = new Map<number, string>();
  // Corrected as the bracket's series are: the file gives Seattle the 1920 Final Ottawa won, which
  // left the Senators' players and coach of 1919-20 without their Cup.
  for (const parsed of series.rows) {
    const { row: s } = correctSeriesPost(parsed);
    if (s.round === "SCF" && s.lgIDWinner === "NHL") cupWinner.set(s.year, s.tmIDWinner);
    series.stats.imported++;
  }
  setup.report.done(series.stats, `${cupWinner.size} Stanley Cup Finals`);
  return cupWinner;
}

/** The columns of a Databank player line every career file has. */
type CareerLine = {
  lgID: string;
  playerID: string;
  year: number;
  stint: number;
  tmID: string;
  PostGP: number | null;
};
/** The whole-number columns of a line. */
type CountColumn<R> = { [K in keyof R]: R[K] extends number | null ? K & string : never }[keyof R];

/** A per-player career file of the Databank (Scoring.csv, Goalies.csv) and what its NHL rows add. */
interface CareerFile<T extends { seasons: Set<number>; last: LastRow }, R extends CareerLine> {
  /** The file opened in the build report, and its typed rows (readers/hockey-databank.ts). */
  open: () => { stats: FileStats; rows: R[] };
  careers: Map<string, T>;
  empty: () => T;
  columns: CountingColumns<T, CountColumn<R>>;
  /** The row's figures for the player's season row (read before they are merged in). */
  seasonStats: (row: R, season: SeasonRow) => Record<string, number | null>;
  note: string;
}

/** The file's NHL rows summed into careers and kept per season and team; other leagues' rows skipped. */
function readCareerFile<T extends { seasons: Set<number>; last: LastRow }, R extends CareerLine>(
  setup: HockeySetup,
  facts: HockeyFacts,
  spec: CareerFile<T, R>,
): void {
  const file = spec.open();
  for (const row of file.rows) {
    if (row.lgID !== "NHL") {
      file.stats.skipped++;
      continue;
    }
    const { playerID: id, year, stint, tmID } = row;
    const t = spec.careers.get(id) ?? spec.empty();
    addColumns(t, (c) => row[c] as number | null, spec.columns);
    t.seasons.add(year);
    if (later(t.last, year, stint)) t.last = { year, stint, tm: tmID };
    spec.careers.set(id, t);
    const sr = facts.seasonRow(id, year, stint, tmID);
    Object.assign(sr.stats, spec.seasonStats(row, sr));
    facts.noteCup(id, year, tmID, row.PostGP ?? 0);
    file.stats.imported++;
  }
  setup.report.done(file.stats, spec.note);
}

/** Scoring.csv: NHL rows summed into skater careers and kept per season and team. */
function readScoring(setup: HockeySetup, read: HockeyRead, facts: HockeyFacts): void {
  readCareerFile<SkaterTotals, HockeyScoring>(setup, facts, {
    open: () => read(hockeyScoring),
    careers: facts.skaters,
    empty: emptySkater,
    columns: { gp: "GP", g: "G", a: "A", pts: "Pts", pim: "PIM" },
    seasonStats: (r) => ({
      games_played: r.GP ?? 0,
      goals: r.G ?? 0,
      assists: r.A ?? 0,
      points: r.Pts ?? 0,
      penalty_minutes: r.PIM ?? 0,
    }),
    note: "NHL rows summed into career totals; other leagues' rows not used",
  });
}

/** Goalies.csv: NHL rows summed into goalie careers and merged into the season rows. */
function readGoalies(setup: HockeySetup, read: HockeyRead, facts: HockeyFacts): void {
  readCareerFile<GoalieTotals, HockeyGoalies>(setup, facts, {
    open: () => read(hockeyGoalies),
    careers: facts.goalies,
    empty: emptyGoalie,
    columns: { gp: "GP", min: "Min", w: "W", l: "L", tol: "T/OL", sho: "SHO", ga: "GA" },
    seasonStats: (r, season) => {
      const min = r.Min ?? 0;
      return {
        games_played: Math.max(season.stats.games_played ?? 0, r.GP ?? 0),
        goalie_wins: r.W ?? 0,
        goalie_losses: r.L ?? 0,
        goalie_ties_or_otl: r["T/OL"] ?? 0,
        shutouts: r.SHO ?? 0,
        goals_against: r.GA,
        // Recorded from 1982-83: blank before, never 0.
        shots_against: r.SA,
        goalie_minutes: r.Min,
        goals_against_average: min > 0 ? Math.round((((r.GA ?? 0) * 60) / min) * 100) / 100 : null,
      };
    },
    note: "NHL rows summed into career totals",
  });
}

/** AwardsPlayers.csv: award texts with the season ("Hart (1985-86)"). */
function readPlayerAwards(setup: HockeySetup, read: HockeyRead, facts: HockeyFacts): void {
  const aw = read(hockeyAwardsPlayers);
  for (const { playerID: id, year, award } of aw.rows) {
    const season = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
    facts.awards.set(id, [...(facts.awards.get(id) ?? []), `${award} (${season})`]);
    aw.stats.imported++;
  }
  setup.report.done(aw.stats);
}

export const hockeyDatabankStep = leagueStep(
  "NHL players and coaches (Hockey Databank)",
  "nhl",
  async (ctx, setup) => {
    const read = openTyped(setup.report, setup.dataDir, "hockey", "professional");
    const teams = readTeams(setup);
    const facts = new HockeyFacts(readCupWinners(setup, read));
    readScoring(setup, read, facts);
    readGoalies(setup, read, facts);
    readPlayerAwards(setup, read, facts);
    importHockeyReference(ctx, setup, facts, teams);
    registerNewPlayers(ctx, setup, teams, facts);
    const byCoach = importMasterPeople(ctx, setup, read, teams, facts);
    importCoaches(ctx, setup, read, teams, facts.cupWinner, byCoach);
  },
);
