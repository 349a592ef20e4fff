/**
 * The minimums an NBA rate needs to be ranked, as the reference sites state them:
 *  - a season: the NBA's rules of 2013-14 to 2022-23 for an 82-game schedule (70% of the team's
 *    games, 58 of 82, or a total of 1,400 points, 800 rebounds or 400 assists; 300 field goals,
 *    82 three-pointers or 125 free throws made), prorated to the team's games in other seasons;
 *  - a career: Basketball-Reference's career leaders (400 games or 10,000 points, 5,000 rebounds or
 *    3,000 assists; 2,000 field goals, 250 three-pointers or 1,200 free throws made).
 */
import type { Totals } from "./statistics";

/**
 * The figures of a basketball season line, in the API's order: the contract's schema is built from
 * this list, and browser code reads it here, without zod.
 */
export const BASKETBALL_FIGURES = [
  "g",
  "gs",
  "mp",
  "fg",
  "fga",
  "x3p",
  "x3pa",
  "ft",
  "fta",
  "orb",
  "drb",
  "trb",
  "ast",
  "stl",
  "blk",
  "tov",
  "pf",
  "pts",
] as const;

const SCHEDULE = 82;

interface PerGameRule {
  kind: "per game";
  /** The counted figure whose total also qualifies (null: games only). */
  total: { column: string; label: string; season: number; career: number } | null;
}
interface ShareRule {
  kind: "made";
  column: string;
  label: string;
  season: number;
  career: number;
}

export const NBA_QUALIFY = {
  seasonGameShare: 0.7,
  careerGames: 400,
  rules: {
    ppg: { kind: "per game", total: { column: "pts", label: "points", season: 1400, career: 10000 } },
    rpg: { kind: "per game", total: { column: "trb", label: "rebounds", season: 800, career: 5000 } },
    apg: { kind: "per game", total: { column: "ast", label: "assists", season: 400, career: 3000 } },
    mpg: { kind: "per game", total: null },
    fg_pct: { kind: "made", column: "fg", label: "field goals made", season: 300, career: 2000 },
    x3p_pct: { kind: "made", column: "x3p", label: "3-point field goals made", season: 82, career: 250 },
    ft_pct: { kind: "made", column: "ft", label: "free throws made", season: 125, career: 1200 },
  } satisfies Record<string, PerGameRule | ShareRule>,
} as const;

const ruleOf = (key: string): PerGameRule | ShareRule | undefined =>
  (NBA_QUALIFY.rules as Record<string, PerGameRule | ShareRule>)[key];

/** A season's minimum for a total of an 82-game schedule, prorated to `teamGames`. */
const prorated = (total: number, teamGames: number) => Math.ceil((total * teamGames) / SCHEDULE);

/**
 * Whether a season (with its team's games) or a career qualifies for the rate `key`; a rate
 * without a rule, or a season whose team games are unknown, does not.
 */
export function qualifiesBasketball(
  key: string,
  t: Totals,
  teamGames: number | null,
  kind: "season" | "career",
): boolean {
  const rule = ruleOf(key);
  if (!rule) return false;
  const g = t.g ?? 0;
  if (kind === "season" && !(teamGames && teamGames > 0)) return false;
  if (rule.kind === "made") {
    const made = t[rule.column] ?? 0;
    return kind === "career" ? made >= rule.career : made >= prorated(rule.season, teamGames!);
  }
  if (kind === "career")
    return (
      g >= NBA_QUALIFY.careerGames ||
      (rule.total !== null && (t[rule.total.column] ?? 0) >= rule.total.career)
    );
  if (g >= Math.ceil(NBA_QUALIFY.seasonGameShare * teamGames!)) return true;
  return rule.total !== null && (t[rule.total.column] ?? 0) >= prorated(rule.total.season, teamGames!);
}

/** The minimum as a board and the glossary state it. */
export function basketballQualificationNote(key: string, kind: "season" | "career"): string | null {
  const rule = ruleOf(key);
  if (!rule) return null;
  const n = (v: number) => v.toLocaleString("en-US");
  if (rule.kind === "made")
    return kind === "career"
      ? `Qualified: ${n(rule.career)} career ${rule.label}.`
      : `Qualified: ${n(rule.season)} ${rule.label} in an 82-game season (prorated to the team's games).`;
  if (kind === "career")
    return `Qualified: ${NBA_QUALIFY.careerGames} games${rule.total ? ` or ${n(rule.total.career)} ${rule.total.label}` : ""}.`;
  return `Qualified: games in 70% of the team's games (58 of 82)${rule.total ? ` or ${n(rule.total.season)} ${rule.total.label} in an 82-game season (prorated)` : ""}.`;
}
