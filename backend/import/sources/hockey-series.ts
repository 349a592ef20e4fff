/**
 * NHL playoff series (the `playoff_series` table) from hockey-databank SeriesPost.csv, so every
 * NHL season before the games begin (1917-18 to 2008-09) has its bracket; 2009-10 to 2017-18 are
 * imported too and checked against the games (quality/hockey-series-vs-games.ts).
 *
 * Which series: those that decided the Stanley Cup path of an NHL season.
 *  - both clubs NHL: every round (the NHL's own playoffs and, from 1926-27, the Cup Final);
 *  - one club of another league (the challenge era to 1925-26: PCHA and WCHL champions): only the
 *    Stanley Cup Final (round SCF), and only when both clubs map to clubs the database has. The
 *    inter-league semi-finals (SCSF 1921-22 to 1923-24) and the other leagues' own playoffs are
 *    left out, and so are the WHA's and the NHA's series.
 * Clubs: an NHL club by its franchise (Teams.csv franchID, crosswalk rows `hockey-databank`), as
 * the players' importer maps them; a club of another league by its Teams.csv name of the time,
 * which the crosswalk matches to our identities. An NHL club the database lacks (Hamilton Tigers,
 * New York Americans, Pittsburgh Pirates, California Seals) keeps its name with no team id.
 * Round names are those of their time (abbrev.csv, type Round). Two SeriesPost errors, the ones
 * backend/data/cross-check-exceptions.csv documents for the Finals, are corrected here (each logged).
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import {
  hockeyAbbrev,
  hockeySeriesPost,
  hockeyTeams,
  type HockeySeriesPost,
} from "../readers/hockey-databank";
import { leagueStep, type LeagueSetup, type ImportReport } from "./common";

const FIRST_NHL_SEASON = 1917;

/**
 * Rounds in the order they are played within a season. Codes of one rank never meet in one
 * season (QF/DSF/CQF/C1 are the first round of different eras); F is the NHL's own final before the
 * Cup Final (1917-18 to 1925-26), after its semi-finals (1924-25).
 */
const ROUND_RANK: Record<string, number> = {
  Pre: 0,
  QF: 1,
  DSF: 1,
  CQF: 1,
  C1: 1,
  SF: 2,
  DF: 2,
  CSF: 2,
  C2: 2,
  CF: 3,
  F: 3,
  SCSF: 4,
  SCF: 5,
};

/** A round code's place in its season (unknown codes last but one, before the Cup Final). */
export function roundOrder(code: string): number {
  return ROUND_RANK[code] ?? 4;
}

export type CupPathDecision = { include: true } | { include: false; reason: string };

/** Whether a series decided the Stanley Cup path of an NHL season (see the module comment). */
export function cupPathDecision(
  row: Pick<HockeySeriesPost, "year" | "round" | "lgIDWinner" | "lgIDLoser">,
  bothClubsKnown: boolean,
): CupPathDecision {
  if (row.year < FIRST_NHL_SEASON) return { include: false, reason: "before the NHL" };
  const nhl = [row.lgIDWinner, row.lgIDLoser].filter((l) => l === "NHL").length;
  if (nhl === 2) return { include: true };
  if (nhl === 0) return { include: false, reason: `a ${row.lgIDWinner} series` };
  if (row.round !== "SCF")
    return { include: false, reason: `an inter-league ${row.round} round, not the Stanley Cup Final` };
  if (!bothClubsKnown)
    return { include: false, reason: "a Stanley Cup Final against a club the database does not have" };
  return { include: true };
}

/**
 * Known SeriesPost errors (backend/data/cross-check-exceptions.csv, where the cross-check reports
 * them): the 1920 Final (1919-20) has winner and loser swapped, Ottawa beat Seattle 3-2 and 15-11
 * in goals (the Databank's own Teams.csv agrees); the halted 1919 Final (1918-19) stood 2-2-1, its
 * Game 4 a 0-0 tie after two overtimes, where the file has no tie.
 */
export function correctSeriesPost(s: HockeySeriesPost): { row: HockeySeriesPost; correction: string | null } {
  if (s.year === 1919 && s.round === "SCF" && s.tmIDWinner === "SEA" && s.tmIDLoser === "OTS") {
    const row = {
      ...s,
      tmIDWinner: s.tmIDLoser,
      lgIDWinner: s.lgIDLoser,
      tmIDLoser: s.tmIDWinner,
      lgIDLoser: s.lgIDWinner,
    };
    return { row, correction: "1919 SCF: winner and loser swapped in the file (Ottawa beat Seattle 3-2)" };
  }
  if (s.year === 1918 && s.round === "SCF" && s.note === "ND" && s.T === 0) {
    return {
      row: { ...s, T: 1 },
      correction: "1918 SCF: the halted Final stood 2-2-1 (the file has no tie)",
    };
  }
  return { row: s, correction: null };
}

/** Round code → name of its time, from abbrev.csv (type Round); a lookup: its rows are not imported. */
function readRoundNames(report: ImportReport, dataDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of hockeyAbbrev.lookup(report, dataDir, "hockey", "professional"))
    if (row.Type === "Round") names.set(row.Code, row.Fullname);
  return names;
}

type Club = { id: number | null; name: string };

/** year:tmID → our team (null: not in the database) and the Teams name of the time (a lookup). */
function readClubs({ dataDir, report, crosswalk }: LeagueSetup) {
  const clubs = new Map<string, Club>();
  for (const t of hockeyTeams.lookup(report, dataDir, "hockey", "professional")) {
    const r = crosswalk.resolve("hockey-databank", "nhl", t.lgID === "NHL" ? t.franchID : t.name, t.year);
    clubs.set(`${t.year}:${t.tmID}`, { id: r.ok ? r.value.team.id : null, name: t.name });
  }
  return clubs;
}

/** The playoff_series row of a series whose two clubs are known (a club's name: ours of the time, else the file's). */
function seriesRow(
  ctx: BuildContext,
  league: { sport_id: number; level_id: number },
  s: HockeySeriesPost,
  { winner, loser }: { winner: Club; loser: Club },
  roundName: string,
): Insertable<Database["playoff_series"]> {
  const nameOf = (c: Club) => (c.id === null ? c.name : ctx.teamOfTime(c.id, s.year).name);
  return {
    id: ctx.nextId("playoff_series"),
    league_key: "nhl",
    sport_id: league.sport_id,
    level_id: league.level_id,
    season_start_year: s.year,
    round: s.round,
    round_name: roundName,
    round_order: roundOrder(s.round),
    series_letter: s.series,
    winner_team_id: winner.id,
    winner_name: nameOf(winner),
    loser_team_id: loser.id,
    loser_name: nameOf(loser),
    wins: s.W,
    losses: s.L,
    ties: s.T,
    winner_goals: s.GoalsWinner,
    loser_goals: s.GoalsLoser,
    note: s.note,
    source: hockeySeriesPost.source,
  };
}

export const hockeySeriesStep = leagueStep(
  "NHL playoff series (Hockey Databank SeriesPost)",
  "nhl",
  async (ctx, setup) => {
    const { dataDir, league, report } = setup;
    const roundNames = readRoundNames(report, dataDir);
    const clubs = readClubs(setup);

    const series = hockeySeriesPost.open(report, dataDir, "hockey", "professional");
    const stats = series.stats;
    const rows: Insertable<Database["playoff_series"]>[] = [];
    const leftOut = new Map<string, number>();
    const unlinked = new Set<string>();
    for (const read of series.rows) {
      const { row: s, correction } = correctSeriesPost(read);
      if (correction) ctx.log(`  corrected: ${correction}`);
      const winner = clubs.get(`${s.year}:${s.tmIDWinner}`);
      const loser = clubs.get(`${s.year}:${s.tmIDLoser}`);
      const decision = cupPathDecision(s, winner?.id != null && loser?.id != null);
      if (!decision.include) {
        stats.skipped++;
        leftOut.set(decision.reason, (leftOut.get(decision.reason) ?? 0) + 1);
        if (s.round === "SCF" || s.round === "SCSF")
          ctx.log(
            `  left out: ${s.year} ${s.round} ${s.tmIDWinner} over ${s.tmIDLoser} (${decision.reason})`,
          );
        continue;
      }
      if (!winner || !loser) {
        report.reject(
          stats,
          s.line,
          `SeriesPost: club ${winner ? s.tmIDLoser : s.tmIDWinner} of ${s.year} not in ${hockeyTeams.name}`,
        );
        continue;
      }
      for (const c of [winner, loser]) if (c.id === null) unlinked.add(c.name);
      rows.push(seriesRow(ctx, league, s, { winner, loser }, roundNames.get(s.round) ?? s.round));
      stats.imported++;
    }
    const why = [...leftOut].map(([reason, n]) => `${n} ${reason}`).join(", ");
    report.done(
      stats,
      `${rows.length} NHL series; not applicable: ${why}; clubs without a team page: ${[...unlinked].sort().join(", ") || "none"}`,
    );
    await ctx.insert("playoff_series", rows);
  },
);
