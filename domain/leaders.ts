/**
 * Leader boards: which statistics each sport's leaders rank, how each reads, and the qualification
 * minimums for rate statistics. Shared by the build, which ranks them, and the pages, which say
 * the minimums.
 *  - MLB batting and pitching: Baseball-Reference's (3.1 plate appearances or 1 inning per team
 *    game in a season, 3,000 plate appearances or 1,000 innings in a career; domain/baseball-stats).
 *  - MLB fielding percentage: the Official Baseball Rules' (9.22(c) and the record books): a season
 *    needs two thirds of the team's games at the position (catchers half, pitchers 1 inning per
 *    team game); a career 1,000 games at the position (pitchers 1,500 innings).
 *  - NHL goaltending (domain/hockey-stats): 25 games in a season, 250 in a career.
 *  - College hockey goaltending (domain/hockey-stats): our own minimums, stated on the page (900
 *    minutes in goal in a season, 2,400 in a career), as the NCAA's rule for its leaders is not in the data.
 *  - College baseball (domain/baseball-stats COLLEGE_QUALIFY): 2 plate appearances or 1 inning
 *    per team game, a career's over the team games of its seasons.
 *  - NBA per-game figures and shooting percentages (domain/basketball-stats): the NBA's season
 *    rules for an 82-game schedule, prorated; Basketball-Reference's career minimums.
 */
import { basketballQualificationNote, qualifiesBasketball } from "./basketball-stats";
import { footballQualificationNote, qualifiesFootball } from "./football-stats";
import {
  COLLEGE_QUALIFY,
  QUALIFY,
  qualifiesBatting,
  qualifiesCollege,
  qualifiesPitching,
} from "./baseball-stats";
import {
  COLLEGE_HOCKEY_QUALIFY,
  HOCKEY_QUALIFY,
  qualifiesCollegeGoalie,
  qualifiesGoalie,
} from "./hockey-stats";
import type { LeagueKey } from "./leagues";
import { STATISTICS, valueFrom, type StatGroup, type Statistic, type Totals } from "./statistics";
import { leaderSportEntry, type LeaderSport } from "./leader-sports";

export {
  HUB_LEADER_SPORTS,
  LEADER_SPORTS,
  hasLeaders,
  leaderSportEntry,
  leaderSportOf,
  type LeaderSport,
} from "./leader-sports";

export const LEADER_SCOPES = ["career", "season", "active"] as const;
export type LeaderScope = (typeof LEADER_SCOPES)[number];
/** Stored boards: the page's scopes and the franchise boards of team pages. */
export type StoredLeaderScope = LeaderScope | "franchise";

export const SCOPE_LABELS: Record<LeaderScope, string> = {
  career: "Career",
  season: "Single season",
  active: "Active (last season in our data)",
};

export type { StatFormat } from "./statistics";
export type LeaderGroup = StatGroup;

/** A ranked statistic of the registry (domain/statistics.ts). */
export type LeaderStat = Statistic;

const boards = (league: LeagueKey): readonly LeaderStat[] =>
  (STATISTICS as readonly Statistic[]).filter((s) => s.league === league && s.board);

export const MLB_LEADER_STATS: readonly LeaderStat[] = boards("mlb");
export const NHL_LEADER_STATS: readonly LeaderStat[] = boards("nhl");
export const NBA_LEADER_STATS: readonly LeaderStat[] = boards("nba");
export const NFL_LEADER_STATS: readonly LeaderStat[] = boards("nfl");
export const CHK_LEADER_STATS: readonly LeaderStat[] = boards("chk");
export const COLLEGE_BASEBALL_LEADER_STATS: readonly LeaderStat[] = boards("cbs");

export const LEADER_STATS_BY_SPORT: Record<LeaderSport, readonly LeaderStat[]> = {
  baseball: MLB_LEADER_STATS,
  hockey: NHL_LEADER_STATS,
  basketball: NBA_LEADER_STATS,
  football: NFL_LEADER_STATS,
  "college-hockey": CHK_LEADER_STATS,
  "college-baseball": COLLEGE_BASEBALL_LEADER_STATS,
};

/** The sport whose boards rank a statistic (by its league). */
export function leaderSportOfStat(stat: LeaderStat): LeaderSport {
  return (Object.keys(LEADER_STATS_BY_SPORT) as LeaderSport[]).find((sport) =>
    LEADER_STATS_BY_SPORT[sport].some((s) => s.league === stat.league),
  )!;
}

/** The scopes a statistic's boards have: season only, or without 'active' where the sport has none. */
export function leaderScopesOf(stat: LeaderStat): readonly LeaderScope[] {
  if (stat.seasonOnly) return ["season"];
  return leaderSportEntry(leaderSportOfStat(stat)).active ? LEADER_SCOPES : ["career", "season"];
}

export const ALL_LEADER_STATS: readonly LeaderStat[] = Object.values(LEADER_STATS_BY_SPORT).flat();

/** Each sport's groups, in the order the page lists them. */
export const LEADER_GROUPS: Record<LeaderSport, readonly LeaderGroup[]> = {
  baseball: ["Batting", "Pitching", "Fielding"],
  hockey: ["Skaters", "Goalies"],
  basketball: ["Basketball"],
  football: ["Passing", "Rushing", "Receiving", "Defense"],
  "college-hockey": ["Skaters", "Goalies"],
  "college-baseball": ["Batting", "Pitching"],
};

/** League filters of MLB leaders: every league, or the American or National League alone. */
export const MLB_LEADER_LEAGUES = ["all", "AL", "NL"] as const;

/**
 * Positions of MLB fielding boards (Lahman's: outfielders as one position). Stored in the board's
 * league column: fielding boards are split by position, not by league. Fielding percentage is
 * ranked per position only (across positions it compares unlike chances).
 */
export const FIELDING_POSITIONS = ["all", "P", "C", "1B", "2B", "3B", "SS", "OF"] as const;

/** The filter values a board of the statistic has: leagues, positions, or only "all". */
export function boardKeys(stat: LeaderStat): readonly string[] {
  if (stat.group === "Fielding")
    return stat.rate ? FIELDING_POSITIONS.filter((p) => p !== "all") : FIELDING_POSITIONS;
  if (stat.league === "mlb" && (stat.group === "Batting" || stat.group === "Pitching"))
    return MLB_LEADER_LEAGUES;
  return ["all"];
}

/** Rows kept per board (statistic, scope, league); franchise boards keep a page. */
export const LEADERS_PER_BOARD = 250;
export const FRANCHISE_LEADERS_PER_BOARD = 25;

/** A statistic of a sport's boards (keys are unique within a league, not across them). */
export function leaderStat(sport: LeaderSport, key: string): LeaderStat | undefined {
  return LEADER_STATS_BY_SPORT[sport].find((s) => s.key === key);
}

/** The minimum a rate statistic's board requires, as the page says it; null for counting stats. */
export function qualificationNote(stat: LeaderStat, scope: LeaderScope): string | null {
  if (!stat.rate) return null;
  const season = scope === "season";
  if (stat.league === "cbs") {
    const batting = stat.group === "Batting";
    const per = batting
      ? `${COLLEGE_QUALIFY.paPerTeamGame} plate appearances`
      : `${COLLEGE_QUALIFY.outsPerTeamGame / 3} inning pitched`;
    const example = batting
      ? `${COLLEGE_QUALIFY.paPerTeamGame * 56} in a 56-game season`
      : `${(COLLEGE_QUALIFY.outsPerTeamGame / 3) * 56} innings in a 56-game season`;
    return season
      ? `Qualified: ${per} per team game (${example}; our minimum).`
      : `Qualified: ${per} per team game of the seasons the career covers (our minimum).`;
  }
  switch (stat.group) {
    case "Batting":
      return season
        ? `Qualified: ${QUALIFY.seasonPaPerTeamGame} plate appearances per team game (502 in a 162-game season).`
        : `Qualified: ${QUALIFY.careerPa.toLocaleString("en-US")} career plate appearances.`;
    case "Pitching":
      return season
        ? "Qualified: 1 inning pitched per team game (162 in a 162-game season)."
        : `Qualified: ${(QUALIFY.careerOuts / 3).toLocaleString("en-US")} career innings pitched.`;
    case "Basketball":
      return basketballQualificationNote(stat.key, scope === "season" ? "season" : "career");
    case "Passing":
    case "Rushing":
    case "Receiving":
      return footballQualificationNote(stat.group, scope === "season" ? "season" : "career");
    case "Fielding":
      return season
        ? "Qualified: games at the position in two thirds of the team's games (catchers half; pitchers 1 inning per team game)."
        : `Qualified: ${FIELDING_QUALIFY.careerGames.toLocaleString("en-US")} career games at the position (pitchers ${(FIELDING_QUALIFY.careerPitcherOuts / 3).toLocaleString("en-US")} innings).`;
    default: {
      const c = COLLEGE_HOCKEY_QUALIFY;
      if (stat.league === "chk")
        return season
          ? `Qualified: ${c.seasonMinutes} minutes in goal in the season (15 full games).`
          : `Qualified: ${c.careerMinutes.toLocaleString("en-US")} career minutes in goal (40 full games).`;
      return season
        ? `Qualified: ${HOCKEY_QUALIFY.seasonGames} games in goal in the season.`
        : `Qualified: ${HOCKEY_QUALIFY.careerGames} career games in goal.`;
    }
  }
}

/** Fielding percentage minimums (Official Baseball Rules 9.22(c); the record books' career minimums). */
export const FIELDING_QUALIFY = {
  /** Share of team games at the position in a season: two thirds; catchers one half. */
  seasonShare: 2 / 3,
  seasonCatcherShare: 1 / 2,
  /** Pitchers: outs per team game (1 inning). */
  seasonPitcherOutsPerTeamGame: 3,
  careerGames: 1000,
  careerPitcherOuts: 4500,
} as const;

/**
 * Whether a fielding line qualifies for fielding percentage: `games` at the position, `outs`
 * pitched (pitchers), `teamGames` of the season (null on a career).
 */
export function qualifiesFielding(
  pos: string,
  games: number,
  outs: number | null,
  teamGames: number | null,
  scope: "season" | "career",
): boolean {
  if (pos === "P") {
    if (outs === null) return false;
    if (scope === "career") return outs >= FIELDING_QUALIFY.careerPitcherOuts;
    return (
      teamGames !== null && teamGames > 0 && outs >= FIELDING_QUALIFY.seasonPitcherOutsPerTeamGame * teamGames
    );
  }
  if (scope === "career") return games >= FIELDING_QUALIFY.careerGames;
  if (teamGames === null || teamGames <= 0) return false;
  const share = pos === "C" ? FIELDING_QUALIFY.seasonCatcherShare : FIELDING_QUALIFY.seasonShare;
  return games >= Math.ceil(share * teamGames);
}

/** What a board entry (a season, a career, a career with one franchise) holds for valuing it. */
export interface BoardFacts {
  totals: Totals;
  /** The season's team games (a season's rate minimums); null on a career (college: its seasons' sum). */
  teamGames?: number | null;
  /** Fielding: the position ("P" pitchers' minimums are in outs) and the outs pitched, null when unknown. */
  pos?: string;
  outs?: number | null;
  /** Every season summed records the statistic (a `partial` one's boards need it). */
  complete?: boolean;
}

/** Whether an entry meets its group's minimum for rate statistics. */
function qualifies(stat: LeaderStat, e: BoardFacts, kind: "season" | "career"): boolean {
  const t = e.totals;
  if (stat.league === "cbs" && (stat.group === "Batting" || stat.group === "Pitching"))
    return qualifiesCollege(stat.group, t, e.teamGames ?? null);
  switch (stat.group) {
    case "Batting":
      return qualifiesBatting(t.pa ?? 0, e.teamGames ?? null, kind);
    case "Pitching":
      return qualifiesPitching(t.ip_outs ?? 0, e.teamGames ?? null, kind);
    case "Fielding":
      return qualifiesFielding(e.pos ?? "", t.g ?? 0, e.outs ?? null, e.teamGames ?? null, kind);
    case "Goalies":
      return stat.league === "chk"
        ? qualifiesCollegeGoalie(t.min ?? 0, kind)
        : qualifiesGoalie(t.gp ?? 0, kind);
    case "Basketball":
      return qualifiesBasketball(stat.key, t, e.teamGames ?? null, kind);
    case "Passing":
    case "Rushing":
    case "Receiving":
      return qualifiesFootball(stat.group, t, e.teamGames ?? null, kind);
    case "Skaters":
    case "Defense":
    case "Teams":
      return true;
  }
}

/**
 * A board's value of an entry, with the figure shown beside it; null when the entry is not ranked:
 * a rate below its minimum or without a denominator, a count of zero, a partial statistic on
 * seasons that do not all record it, or a signed one (plus/minus) without a game.
 */
export function boardValue(
  stat: LeaderStat,
  e: BoardFacts,
  kind: "season" | "career",
): { value: number; basis: number | null } | null {
  if (stat.partial && !e.complete) return null;
  if (stat.rate && !qualifies(stat, e, kind)) return null;
  const value = valueFrom(stat, e.totals);
  if (value === null) return null;
  if (stat.format === "signed" ? !((e.totals.gp ?? 0) > 0) : !stat.rate && value <= 0) return null;
  return { value, basis: stat.basis === undefined ? null : (e.totals[stat.basis] ?? 0) };
}
