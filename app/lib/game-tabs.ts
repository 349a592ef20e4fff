/**
 * Which tabs a game page offers, and what its Stats and Plays tabs say where our data holds nothing
 * for the game: the coverage of its league. A tab no league's data stands behind is not offered.
 * Adding a league's box scores or play-by-play: one entry in COVERAGE.
 */
import { leagueByKey, leagueOf, type LeagueKey } from "@domain/leagues";
import { seasonLabel } from "@domain/season";

export type GameTab = "overview" | "stats" | "plays" | "info";

/** A span of a league's games our data holds a box score or play-by-play for. */
interface Span {
  /** Season start years, inclusive. */
  from: number;
  through: number;
  /** The game types it covers (absent: every type). */
  types?: readonly string[];
  /** How the sentence names the games ("regular-season games"). */
  games: string;
  /** What the span holds where it is less than a box score, after the seasons ("(team totals)"). */
  detail?: string;
}

interface Coverage {
  stats?: readonly Span[];
  plays?: readonly Span[];
}

const REGULAR = ["regular"];
const POSTSEASON = ["postseason", "championship"];
/** MLB postseason games from the Retrosheet event files: box score and play-by-play alike. */
const MLB_POSTSEASON: Span = { from: 1903, through: 2023, types: POSTSEASON, games: "postseason games" };
/** MLB regular-season games from the Retrosheet game logs: the clubs' totals, lineups, pitchers of record. */
const MLB_GAME_LOGS: Span = {
  from: 1871,
  through: 2024,
  types: REGULAR,
  games: "regular-season games",
  // Early rows lack some of them (field 161 of the logs says how complete a row is).
  detail: "(team totals, starting lineups and pitchers of record where the game logs give them)",
};

const COVERAGE: Partial<Record<LeagueKey, Coverage>> = {
  nfl: { stats: [{ from: 1999, through: 2023, games: "games" }] },
  nba: {
    stats: [
      { from: 2015, through: 2024, types: REGULAR, games: "regular-season games" },
      // NBA.com playoff box scores (nba-playoffs-nocturnebear).
      { from: 2010, through: 2022, types: POSTSEASON, games: "playoff games" },
    ],
  },
  mlb: { stats: [MLB_POSTSEASON, MLB_GAME_LOGS], plays: [MLB_POSTSEASON] },
};

/** What a game page needs of a game to choose its tabs. */
export interface GameForTabs {
  sport: { slug: string | null } | null;
  level: { slug: string | null } | null;
  season: { start_year: number } | null;
  game_type: string | null;
}

export interface GameTabs {
  tabs: readonly GameTab[];
  /** The Stats tab: whether the game falls in a span with box scores, and what the data covers. */
  stats: { covered: boolean; note: string } | null;
  plays: { covered: boolean; note: string } | null;
}

function sentence(kind: string, league: string, sport: string, spans: readonly Span[]): string {
  const parts = spans.map(
    (s) =>
      `${league} ${s.games} ${seasonLabel(sport, s.from)}${s.through > s.from ? ` to ${seasonLabel(sport, s.through)}` : ""}${s.detail ? ` ${s.detail}` : ""}`,
  );
  return `${kind} cover ${parts.join(" and ")}.`;
}

function covers(span: Span, season: number | null, type: string | null): boolean {
  if (season === null || season < span.from || season > span.through) return false;
  return !span.types || span.types.includes(type ?? "");
}

function tabOf(
  kind: string,
  league: string,
  sport: string,
  spans: readonly Span[] | undefined,
  game: GameForTabs,
): GameTabs["stats"] {
  if (!spans?.length) return null;
  return {
    covered: spans.some((s) => covers(s, game.season?.start_year ?? null, game.game_type)),
    note: sentence(kind, league, sport, spans),
  };
}

/** The tabs of a game's page, in order, and the coverage of its Stats and Plays tabs. */
export function gameTabs(game: GameForTabs): GameTabs {
  const key = leagueOf(game.sport?.slug, game.level?.slug);
  const coverage = key ? COVERAGE[key] : undefined;
  const name = key ? leagueByKey(key).name : "";
  const sport = game.sport?.slug ?? "";
  const stats = tabOf("Box scores", name, sport, coverage?.stats, game);
  const plays = tabOf("Play-by-play records", name, sport, coverage?.plays, game);
  const tabs: GameTab[] = ["overview"];
  if (stats) tabs.push("stats");
  if (plays) tabs.push("plays");
  tabs.push("info");
  return { tabs, stats, plays };
}
