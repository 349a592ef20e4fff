/**
 * What an MLB game page shows from the clubs' game log sides (Retrosheet game logs): the Team Stats
 * table (batting, pitching and fielding totals side by side, a figure shown where either club has
 * it), the starting lineups with the positions' abbreviations, and the pitchers of record.
 */
import type { BaseballBoxScore } from "@domain/contract/types";

type TeamLine = NonNullable<BaseballBoxScore["teams"]["home"]>;
type Figure = {
  [K in keyof TeamLine]: TeamLine[K] extends number | null ? K : never;
}[keyof TeamLine];

/** The Team Stats rows by group: the figure, its abbreviation and its full name. */
const GROUPS: { title: string; rows: readonly (readonly [Figure, string, string])[] }[] = [
  {
    title: "Batting",
    rows: [
      ["ab", "AB", "At bats"],
      ["h", "H", "Hits"],
      ["doubles", "2B", "Doubles"],
      ["triples", "3B", "Triples"],
      ["hr", "HR", "Home runs"],
      ["rbi", "RBI", "Runs batted in"],
      ["bb", "BB", "Walks"],
      ["ibb", "IBB", "Intentional walks"],
      ["so", "SO", "Strikeouts"],
      ["hbp", "HBP", "Hit by pitch"],
      ["sh", "SH", "Sacrifice hits"],
      ["sf", "SF", "Sacrifice flies"],
      ["sb", "SB", "Stolen bases"],
      ["cs", "CS", "Caught stealing"],
      ["gidp", "GIDP", "Grounded into double plays"],
      ["ci", "CI", "Reached on catcher's interference"],
      ["lob", "LOB", "Left on base"],
    ],
  },
  {
    title: "Pitching",
    rows: [
      ["pitchers", "Pitchers", "Pitchers used"],
      ["er", "ER", "Earned runs (charged to the pitchers)"],
      ["team_er", "Team ER", "Team earned runs"],
      ["wp", "WP", "Wild pitches"],
      ["balks", "BK", "Balks"],
    ],
  },
  {
    title: "Fielding",
    rows: [
      ["po", "PO", "Putouts"],
      ["a", "A", "Assists"],
      ["e", "E", "Errors"],
      ["pb", "PB", "Passed balls"],
      ["dp", "DP", "Double plays"],
      ["tp", "TP", "Triple plays"],
    ],
  },
];

export interface TeamStatRow {
  key: Figure;
  label: string;
  title: string;
  away: number | null;
  home: number | null;
}

/**
 * The Team Stats groups with the rows either club has a figure for; a group with none is left out,
 * and so is the whole table (an empty list) where neither club has a game log side.
 */
export function teamStatGroups(teams: BaseballBoxScore["teams"]): { title: string; rows: TeamStatRow[] }[] {
  return GROUPS.map(({ title, rows }) => ({
    title,
    rows: rows
      .map(([key, label, full]) => ({
        key,
        label,
        title: full,
        away: teams.away?.[key] ?? null,
        home: teams.home?.[key] ?? null,
      }))
      .filter((r) => r.away !== null || r.home !== null),
  })).filter((g) => g.rows.length > 0);
}

/** Defensive positions as scored (1 pitcher ... 9 right field) and 10 the designated hitter. */
const POSITIONS = ["P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "DH"] as const;

/** The abbreviation of a scored position: 7 → "LF". */
export function positionLabel(position: number): string {
  return POSITIONS[position - 1] ?? String(position);
}

/** The order the page lists the pitchers of record in, and their names. */
const ROLES = [
  ["W", "Winning pitcher"],
  ["L", "Losing pitcher"],
  ["S", "Save"],
  ["GWRBI", "Game-winning RBI"],
] as const;

export interface RecordEntry {
  role: (typeof ROLES)[number][0];
  label: string;
  name: string;
  player_slug: string | null;
  side: "away" | "home";
}

/** The pitchers of record (and the game-winning RBI batter), W, L, S, GWRBI in that order, with their club's side. */
export function pitchersOfRecord(teams: BaseballBoxScore["teams"]): RecordEntry[] {
  const all = (["away", "home"] as const).flatMap((side) =>
    (teams[side]?.decisions ?? []).map((d) => ({ ...d, side })),
  );
  return ROLES.flatMap(([role, label]) => all.filter((d) => d.role === role).map((d) => ({ ...d, label })));
}

/** Whether the game log holds anything the page shows for the game. */
export function hasGameLogSides(teams: BaseballBoxScore["teams"]): boolean {
  return (
    teamStatGroups(teams).length > 0 ||
    Boolean(teams.away?.lineup ?? teams.home?.lineup) ||
    pitchersOfRecord(teams).length > 0
  );
}
