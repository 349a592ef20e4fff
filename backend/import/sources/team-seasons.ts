/**
 * Team-seasons as the season-by-season sources state them (table `team_seasons`), for the
 * franchise summary and the season stats of team pages. The standings table stays the first
 * source of a season's record (see backend/http/routes/teams.ts); these rows reach back before the
 * games data and add what standings do not hold:
 *  - NBA/BAA 1946-47 → 2024-25: bball-reference-datasets `Team Summaries.csv` (W-L, playoffs
 *    flag) and `Team Totals.csv` (regular-season team totals). The 2025-26 rows are a February
 *    2026 snapshot of an unfinished season and are not imported.
 *  - NHL 1917-18 → 2017-18: hockey-databank `Teams.csv` (W-L-T-OTL, points, GF/GA, conference,
 *    division, rank, playoff round reached) and `SeriesPost.csv` (the opponent of the series lost).
 *  - MLB 1871 → 2024 (every major league, the National Association included): lahman-2025-stats `Teams.csv` (W-L, runs for/against, league,
 *    division, rank) and `SeriesPost.csv` (the last series played and its result).
 * NFL has no season-by-season source beyond its games; its summary comes from standings and games.
 */
import type { Insertable } from "kysely";
import type { Database, Flag } from "../../db/schema";
import type { Crosswalk } from "../crosswalk";
import { bbrefTeamSummaries, bbrefTeamTotals, type BbrefTeamTotals } from "../readers/bball-reference";
import { dataStep, type ImportReport } from "./common";
import { hockeySeriesPost, hockeyTeams } from "../readers/hockey-databank";
import { lahmanSeriesPost, lahmanTeams } from "../readers/lahman";
import { MLB_LEAGUE_NAMES } from "./lahman-standings";

type Row = Insertable<Database["team_seasons"]>;
type Draft = Omit<Row, "id">;

const NHL_DIVISIONS: Record<string, string> = {
  AM: "American",
  CA: "Canadian",
  ED: "East",
  WD: "West",
  PT: "Patrick",
  AD: "Adams",
  NO: "Norris",
  SM: "Smythe",
  AT: "Atlantic",
  NE: "Northeast",
  SE: "Southeast",
  CE: "Central",
  NW: "Northwest",
  PC: "Pacific",
  ME: "Metropolitan",
};
const NHL_CONFERENCES: Record<string, string> = { CC: "Campbell", WA: "Wales", EC: "Eastern", WC: "Western" };
/** Hockey Databank `playoff` codes (decoded by its abbrev.csv), in our wording. */
const NHL_PLAYOFF: Record<string, string> = {
  SC: "Won Stanley Cup",
  F: "Lost Stanley Cup Final",
  NHLF: "Lost NHL Final",
  SCSF: "Lost Stanley Cup Semifinal",
  CF: "Lost Conference Final",
  CSF: "Lost Conference Semifinal",
  CQF: "Lost Conference Quarterfinal",
  C1: "Lost Conference First Round",
  C2: "Lost Conference Second Round",
  DF: "Lost Division Final",
  DSF: "Lost Division Semifinal",
  QF: "Lost Quarterfinal",
  SF: "Lost Semifinal",
  PRE: "Lost Preliminary Round",
  ND: "Final halted (influenza epidemic)",
};
/** Lahman SeriesPost rounds. */
function mlbRound(round: string): string {
  if (round === "WS") return "World Series";
  if (/^(AL|NL)CS$/.test(round)) return round;
  if (/^(AL|NL)DS\d?$/.test(round)) return `${round.slice(0, 2)} Division Series`;
  if (/^(AL|NL)WC$/.test(round)) return `${round.slice(0, 2)} Wild Card`;
  if (/^(AE|AW|NE|NW)DIV$/.test(round)) return "1981 Division Series";
  return round;
}

/** The Team Totals columns a team-season keeps (`totals`). */
const TOTAL_COLUMNS: (keyof BbrefTeamTotals)[] = [
  "g",
  "mp",
  "fg",
  "fga",
  "fg_percent",
  "x3p",
  "x3pa",
  "x3p_percent",
  "x2p",
  "x2pa",
  "x2p_percent",
  "ft",
  "fta",
  "ft_percent",
  "orb",
  "drb",
  "trb",
  "ast",
  "stl",
  "blk",
  "tov",
  "pf",
  "pts",
];

/** Team Totals by "season:league:team", opened in the report (its rows are counted as the summaries use them). */
function readTeamTotals(dataDir: string, report: ImportReport) {
  const { stats, rows } = bbrefTeamTotals.open(report, dataDir, "basketball", "professional");
  const totals = new Map<string, Record<string, number | null>>();
  for (const row of rows) {
    totals.set(
      `${row.season}:${row.lg}:${row.team}`,
      Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, row[c] as number | null])),
    );
  }
  return { stats, totals };
}

function nba(dataDir: string, report: ImportReport, crosswalk: Crosswalk, out: Draft[]): void {
  const { stats: totalsStats, totals } = readTeamTotals(dataDir, report);
  const { stats, rows } = bbrefTeamSummaries.open(report, dataDir, "basketball", "professional");
  const lastSeason = Math.max(...rows.map((r) => r.season));
  for (const row of rows) {
    const { lg, season: endYear } = row;
    // The file's last season is a mid-season snapshot: its W-L is not a season record.
    if (lg === "ABA" || row.team === "League Average" || endYear === lastSeason) {
      stats.skipped++;
      continue;
    }
    const season = endYear - 1;
    const r = crosswalk.resolve("basketball-reference", "nba", row.team, season);
    if (!r.ok) {
      report.reject(stats, row.line, r.reason);
      continue;
    }
    const w = row.w;
    const l = row.l;
    const t = totals.get(`${endYear}:${lg}:${row.team}`);
    if (t) totalsStats.imported++;
    out.push({
      team_id: r.value.team.id,
      season_start_year: season,
      league_key: "nba",
      team_name: row.team,
      games_played: w !== null && l !== null ? w + l : null,
      wins: w,
      losses: l,
      ties: null,
      overtime_losses: null,
      points: null,
      points_for: t?.pts ?? null,
      points_against: null,
      conference_name: null,
      division_name: null,
      division_rank: null,
      made_playoffs: row.playoffs === "TRUE" ? 1 : row.playoffs === "FALSE" ? 0 : null,
      playoff_result: null,
      totals: t ? JSON.stringify(t) : null,
      source: bbrefTeamSummaries.source,
    });
    stats.imported++;
  }
  report.done(
    stats,
    `seasons through ${lastSeason - 2}-${String((lastSeason - 1) % 100).padStart(2, "0")} (the ${lastSeason - 1}-${String(lastSeason % 100).padStart(2, "0")} rows are a mid-season snapshot)`,
  );
  totalsStats.skipped = totalsStats.read - totalsStats.imported;
  report.done(totalsStats, "regular-season team totals");
}

/**
 * The series each NHL team-season lost (the last round it played), as " to {winner} {games}" by
 * "year:tmID"; `names`: the Teams name of each club-season. SeriesPost is read by the players step
 * too and counted there.
 */
function nhlSeriesLost(
  dataDir: string,
  report: ImportReport,
  names: Map<string, string>,
): Map<string, string> {
  const lostTo = new Map<string, string>();
  for (const s of hockeySeriesPost.lookup(report, dataDir, "hockey", "professional")) {
    if (s.lgIDLoser !== "NHL") continue;
    const { W: w, L: l, T: t } = s;
    const winner = names.get(`${s.year}:${s.tmIDWinner}`);
    if (!winner) continue;
    // Two-game total-goals series (before 1937) are not decided by games won: no games score then.
    const score = w > l ? ` ${l}-${w}${t ? `-${t}` : ""}` : "";
    lostTo.set(`${s.year}:${s.tmIDLoser}`, ` to ${winner}${score}`);
  }
  return lostTo;
}

function nhl(dataDir: string, report: ImportReport, crosswalk: Crosswalk, out: Draft[]): void {
  const { stats, rows } = hockeyTeams.open(report, dataDir, "hockey", "professional");
  const lostTo = nhlSeriesLost(dataDir, report, new Map(rows.map((r) => [`${r.year}:${r.tmID}`, r.name])));
  for (const row of rows) {
    if (row.lgID !== "NHL") {
      stats.skipped++;
      continue;
    }
    const year = row.year;
    const r = crosswalk.resolve("hockey-databank", "nhl", row.franchID, year);
    if (!r.ok) {
      report.reject(stats, row.line, r.reason);
      continue;
    }
    const code = row.playoff;
    const base = code ? (NHL_PLAYOFF[code] ?? null) : null;
    const result =
      base && base.startsWith("Lost") ? `${base}${lostTo.get(`${year}:${row.tmID}`) ?? ""}` : base;
    out.push({
      team_id: r.value.team.id,
      season_start_year: year,
      league_key: "nhl",
      team_name: row.name,
      games_played: row.G,
      wins: row.W,
      losses: row.L,
      ties: row.T,
      overtime_losses: row.OTL,
      points: row.Pts,
      points_for: row.GF,
      points_against: row.GA,
      conference_name: NHL_CONFERENCES[row.confID] ?? null,
      division_name: NHL_DIVISIONS[row.divID] ?? null,
      division_rank: row.rank,
      made_playoffs: (code ? 1 : 0) as Flag,
      playoff_result: result,
      totals: JSON.stringify({
        pim: row.PIM,
        ppg: row.PPG,
        ppc: row.PPC,
        sha: row.SHA,
        pkg: row.PKG,
        pkc: row.PKC,
        shf: row.SHF,
      }),
      source: hockeyTeams.source,
    });
    stats.imported++;
  }
  report.done(stats, "team-seasons 1917-18 to 2017-18 (NHL rows)");
}

/**
 * The last series each MLB team-season played, as "Won/Lost {round} over/to {club} {games}" by
 * "year:teamID" (the 2025 edition's SeriesPost); `names`: the Teams name of each club-season.
 */
function mlbLastSeries(
  dataDir: string,
  report: ImportReport,
  names: Map<string, string>,
): Map<string, { order: number; text: string }> {
  const seriesFile = lahmanSeriesPost.open(report, dataDir, "baseball", "professional");
  const seriesStats = seriesFile.stats;
  // The last series of each team-season (rows are in round order within a year: WC, DS, CS, WS).
  const ORDER = (round: string) =>
    round === "WS" ? 9 : /CS$/.test(round) ? 6 : /DS\d?$|DIV$/.test(round) ? 4 : /WC$/.test(round) ? 2 : 0;
  const last = new Map<string, { order: number; text: string }>();
  for (const s of seriesFile.rows) {
    const y = s.yearID;
    const round = s.round;
    // A blank count is no games.
    const w = s.wins ?? 0;
    const l = s.losses ?? 0;
    const t = s.ties ?? 0;
    const name = mlbRound(round);
    const winner = names.get(`${y}:${s.teamIDwinner}`) ?? s.teamIDwinner;
    const loser = names.get(`${y}:${s.teamIDloser}`) ?? s.teamIDloser;
    const set = (team: string, text: string) => {
      const key = `${y}:${team}`;
      const prev = last.get(key);
      if (!prev || ORDER(round) >= prev.order) last.set(key, { order: ORDER(round), text });
    };
    const games = (a: number, b: number) => `${a}-${b}${t ? `-${t}` : ""}`;
    set(s.teamIDwinner, `Won ${name} over ${loser} ${games(w, l)}`);
    set(s.teamIDloser, `Lost ${name} to ${winner} ${games(l, w)}`);
    seriesStats.imported++;
  }
  report.done(seriesStats, "postseason series for the team-season summaries");
  return last;
}

function mlb(dataDir: string, report: ImportReport, crosswalk: Crosswalk, out: Draft[]): void {
  // The 2025 edition: Teams to 2024, and the postseason series of the same edition.
  const { stats, rows } = lahmanTeams.open(report, dataDir, "baseball", "professional");
  const last = mlbLastSeries(dataDir, report, new Map(rows.map((r) => [`${r.yearID}:${r.teamID}`, r.name])));
  const DIVISIONS: Record<string, string> = { E: "East", C: "Central", W: "West" };
  for (const row of rows) {
    const lg = row.lgID;
    const league = MLB_LEAGUE_NAMES[lg];
    if (!league) {
      stats.skipped++;
      continue;
    }
    const year = row.yearID;
    const r = crosswalk.resolve("lahman", "mlb", row.franchID, year);
    if (!r.ok) {
      report.reject(stats, row.line, r.reason);
      continue;
    }
    const series = last.get(`${year}:${row.teamID}`);
    const w = row.W;
    const l = row.L;
    const g = row.G;
    out.push({
      team_id: r.value.team.id,
      season_start_year: year,
      league_key: "mlb",
      team_name: row.name,
      games_played: g,
      wins: w,
      losses: l,
      ties: null, // MLB records are W-L; G - W - L is not reliably a count of ties
      overtime_losses: null,
      points: null,
      points_for: row.R,
      points_against: row.RA,
      conference_name: league,
      division_name: row.divID ? `${lg} ${DIVISIONS[row.divID] ?? row.divID}` : null,
      division_rank: row.Rank,
      made_playoffs: (series ? 1 : 0) as Flag,
      // A World Series won is the title (shown from the champions table); earlier series won are
      // not an ending, so only a lost series or the World Series won is a result.
      playoff_result:
        series && (series.text.startsWith("Lost") || series.text.startsWith("Won World Series"))
          ? series.text
          : null,
      totals: null,
      source: lahmanTeams.source,
    });
    stats.imported++;
  }
  report.done(
    stats,
    "team-seasons 1871-2024 (every major league Lahman holds, the National Association included)",
  );
}

export const teamSeasonsStep = dataStep(
  "team-seasons (Basketball-Reference, Hockey Databank, Lahman)",
  async (ctx, { dataDir, report, crosswalk }) => {
    const out: Draft[] = [];
    if (ctx.lookups.leagues.has("nba")) nba(dataDir, report, crosswalk, out);
    if (ctx.lookups.leagues.has("nhl")) nhl(dataDir, report, crosswalk, out);
    if (ctx.lookups.leagues.has("mlb")) mlb(dataDir, report, crosswalk, out);
    // One row per franchise and season: a franchise listed twice in a season (none known) keeps the first.
    const seen = new Set<string>();
    const rows: Row[] = [];
    for (const d of out) {
      const key = `${d.team_id}:${d.season_start_year}`;
      if (seen.has(key)) {
        ctx.warn(
          `team-seasons: ${d.source} lists team ${d.team_id} twice in ${d.season_start_year}; kept the first row`,
        );
        continue;
      }
      seen.add(key);
      rows.push({ id: ctx.nextId("team_seasons"), ...d });
    }
    await ctx.insert("team_seasons", rows);
    ctx.log(`  team-seasons ${rows.length}`);
  },
);
