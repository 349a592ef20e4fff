/**
 * What a player's basketball table shows beyond the lines themselves: the career rows (the NBA's,
 * counting its BAA seasons as the reference sites do, and the ABA's apart, never summed together)
 * and the rates, each computed from the summed figures as Basketball-Reference computes them: a
 * percentage is made over attempted, a per-game figure is over the games of the seasons that
 * record it (minutes from 1951-52, rebounds from 1950-51).
 */
import { BASKETBALL_FIGURES } from "@domain/basketball-stats";
import type { BasketballLine } from "@domain/contract/types";
import { seasonLabel } from "@domain/season";

/** The counted figures of a line, in the tables' order (the contract's). */
export const BASKETBALL_COUNTED = BASKETBALL_FIGURES;
export type BasketballCount = (typeof BASKETBALL_COUNTED)[number];

export type Sums = Record<BasketballCount, number | null> & {
  /** Games of the lines summed that record minutes, rebounds (per-game denominators). */
  g_mp: number | null;
  g_trb: number | null;
};

/** Sums the lines' figures: a figure no line records stays null. */
export function sumBasketball(
  lines: readonly Omit<
    BasketballLine,
    "season" | "stint" | "team_code" | "team_name" | "team_slug" | "league"
  >[],
): Sums {
  const out = {} as Sums;
  for (const key of BASKETBALL_COUNTED) {
    const known = lines.map((l) => l[key]).filter((v): v is number => typeof v === "number");
    out[key] = known.length ? known.reduce((a, b) => a + b, 0) : null;
  }
  const gamesWith = (key: BasketballCount) => {
    const with_ = lines.filter((l) => typeof l[key] === "number" && typeof l.g === "number");
    return with_.length ? with_.reduce((n, l) => n + l.g!, 0) : null;
  };
  out.g_mp = gamesWith("mp");
  out.g_trb = gamesWith("trb");
  return out;
}

const ratio = (num: number | null, den: number | null) => (num === null || !den ? null : num / den);

/** The rates of summed figures, as numbers (null without a denominator). */
export function basketballRates(t: Sums) {
  return {
    fg_pct: ratio(t.fg, t.fga),
    x3p_pct: ratio(t.x3p, t.x3pa),
    ft_pct: ratio(t.ft, t.fta),
    mpg: ratio(t.mp, t.g_mp),
    ppg: ratio(t.pts, t.g),
    rpg: ratio(t.trb, t.g_trb),
    apg: ratio(t.ast, t.g),
  };
}

/** A season line's own sums (its games are the denominators of what it records). */
export function lineSums(line: BasketballLine): Sums {
  return sumBasketball([line]);
}

/** The career rows: one per league group the player played in (NBA with its BAA seasons, then ABA), over the season lines. */
export function basketballCareers(
  lines: readonly BasketballLine[],
): { league: "NBA" | "ABA"; seasons: number; sums: Sums }[] {
  const seasonLines = lines.filter((l) => l.stint === 0);
  const groups: { league: "NBA" | "ABA"; of: BasketballLine[] }[] = [
    { league: "NBA", of: seasonLines.filter((l) => l.league !== "ABA") },
    { league: "ABA", of: seasonLines.filter((l) => l.league === "ABA") },
  ];
  return groups
    .filter((g) => g.of.length > 0)
    .map((g) => ({
      league: g.league,
      seasons: new Set(g.of.map((l) => l.season)).size,
      sums: sumBasketball(g.of),
    }));
}

/** Figures first recorded after a league began (start years), which a career across them counts in part. */
const RECORDED_FROM: readonly [string, number][] = [
  ["rebounds", 1950],
  ["steals and blocks", 1973],
  ["3-pointers", 1979],
];

/**
 * What an NBA career across the first season of a figure counts in part ("Counted from when first
 * recorded: steals and blocks from 1973-74."), or null.
 */
export function recordedNote(from: number, to: number): string | null {
  const parts = RECORDED_FROM.filter(([, y]) => from < y && to >= y).map(
    ([what, y]) => `${what} from ${seasonLabel("basketball", y)}`,
  );
  if (!parts.length) return null;
  const text = parts.join(", ");
  return `Counted from when first recorded: ${text}.`;
}
