/**
 * A box score as its tables show it: an NFL team's passing, rushing and receiving rows (a player
 * appears in each table he has a figure in), and an NBA line's cells (made-attempted, percentages,
 * minutes).
 */
import type { BasketballBoxScore, FootballBoxScore } from "@domain/contract/types";

export type FootballBoxLine = FootballBoxScore["teams"][number]["players"][number];
export type BasketballBoxLine = BasketballBoxScore["teams"][number]["players"][number];
export type BasketballBoxTotals = BasketballBoxScore["teams"][number]["totals"];

export type FootballBoxTable = "passing" | "rushing" | "receiving";

const HAS: Record<FootballBoxTable, (l: FootballBoxLine) => boolean> = {
  passing: (l) => l.pass_att > 0 || l.sacks > 0,
  rushing: (l) => l.rush_att > 0 || l.rush_yds !== 0 || l.rush_td > 0,
  receiving: (l) => l.targets > 0 || l.rec > 0 || l.rec_yds !== 0,
};

const ORDER: Record<FootballBoxTable, (l: FootballBoxLine) => number> = {
  passing: (l) => l.pass_att,
  rushing: (l) => l.rush_yds,
  receiving: (l) => l.rec_yds,
};

/** A team's players with a figure in the table, most attempts (passing) or yards first. */
export function footballRows(
  players: readonly FootballBoxLine[],
  table: FootballBoxTable,
): FootballBoxLine[] {
  return players.filter(HAS[table]).sort((a, b) => ORDER[table](b) - ORDER[table](a));
}

/** Yards per carry or catch to one decimal; empty without any. */
export function perAttempt(yards: number, attempts: number): string {
  return attempts > 0 ? (yards / attempts).toFixed(1) : "";
}

/** `9-20`. */
export const madeAttempted = (made: number, attempted: number) => `${made}-${attempted}`;

/** `.450` as the box scores print it, `1.000` for all; empty without an attempt. */
export function shootingPct(made: number, attempted: number): string {
  if (attempted === 0) return "";
  const pct = made / attempted;
  return pct >= 1 ? "1.000" : pct.toFixed(3).replace(/^0/, "");
}

/** Whole minutes played (the NBA.com game logs give no seconds); empty when unknown. */
export function minutesPlayed(seconds: number | null): string {
  return seconds === null ? "" : String(Math.round(seconds / 60));
}

/** Minutes and seconds as the playoff box scores print them (`46:49`, `0:28`); empty when unknown. */
export function clockMinutes(seconds: number | null): string {
  if (seconds === null) return "";
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The source of the NBA.com playoff box scores, which give minutes to the second, starters and DNP reasons. */
export const PLAYOFF_BOX_SOURCE = "nba-playoffs";

/** `+7`, `-3`, `0`; empty when unknown. */
export function plusMinus(value: number | null): string {
  if (value === null) return "";
  return value > 0 ? `+${value}` : String(value);
}
