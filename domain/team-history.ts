/**
 * A franchise's season-by-season summary: the record in each league's own form, the finish in its
 * division, and how the season ended. Pure; the API (teams/teams/{id}/seasons/) feeds it rows of
 * standings, source team-seasons, titles and postseason games.
 *
 * Truth over coverage: a playoff result is only stated when a source says it (the champions
 * table, a season-by-season source) or the season's postseason games show it; a round is named
 * only in seasons whose format is known to have had that round.
 */
import { findLeague, roundNamesOf } from "./leagues";
import { bowlWords, postseasonNames } from "./postseason-games";

export interface RecordParts {
  wins: number | null;
  losses: number | null;
  ties: number | null;
  overtime_losses: number | null;
}

/**
 * The record as each league writes it: hockey W-L-OTL (W-L-T before overtime losses were counted,
 * W-L-T-OTL in the seasons that had both), football W-L-T, basketball and baseball W-L.
 */
export function formatRecord(
  sport: string | null | undefined,
  r: RecordParts,
  season: number,
): string | null {
  if (r.wins === null || r.losses === null) return null;
  const base = `${r.wins}-${r.losses}`;
  if (sport === "football") return `${base}-${r.ties ?? 0}`;
  if (sport === "hockey") {
    const otl = r.overtime_losses;
    // Standings count OT losses inside `ties` too; only ties beyond them are real ties.
    const ties = r.ties !== null ? r.ties - (otl ?? 0) : null;
    if (ties && ties > 0 && otl) return `${base}-${ties}-${otl}`;
    if (ties && ties > 0) return `${base}-${ties}`;
    if (otl !== null) return `${base}-${otl}`;
    // Since 1999-2000 an NHL record has an OTL column: without the count, W-L alone would pass
    // overtime losses off as regulation losses (or drop them), so no record is shown.
    return season >= FIRST_NHL_OTL_SEASON ? null : base;
  }
  return base;
}

/** The first NHL season that counted overtime losses apart (1999-2000). */
export const FIRST_NHL_OTL_SEASON = 1999;

export function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

/** "1st in Atlantic", "3rd in American League", "2nd in NHL" (no division or conference then). */
export function finishText(
  rank: number | null,
  division: string | null,
  conference: string | null,
  league: string | null,
): string | null {
  if (rank === null || rank < 1) return null;
  const group = division ?? conference ?? league;
  return group ? `${ordinal(rank)} in ${group}` : null;
}

/** The title a league plays for, as a season result (the registry's final; else the championship's name). */
export function titleWonText(leagueKey: string, championshipName: string): string {
  return findLeague(leagueKey)?.final?.won ?? `Won ${championshipName}`;
}

/** "Lost NBA Finals to Denver Nuggets 1-4"; a single game gives the score from the loser's side. */
export function finalLostText(
  leagueKey: string,
  championshipName: string,
  winner: string | null,
  series: string | null,
  winnerScore: number | null,
  loserScore: number | null,
): string {
  const name = findLeague(leagueKey)?.final?.name ?? championshipName;
  let score = "";
  const m = series ? /^(\d+)-(\d+)(?:-(\d+))?$/.exec(series.trim()) : null;
  if (m) score = ` ${m[2]}-${m[1]}${m[3] ? `-${m[3]}` : ""}`;
  else if (winnerScore !== null && loserScore !== null) score = ` ${loserScore}-${winnerScore}`;
  return `Lost ${name}${winner ? ` to ${winner}` : ""}${score}`;
}

export interface PostseasonGame {
  /** The game's id, where the playoff's games are told apart from other postseason games by id. */
  id?: number;
  date: string;
  week: number | null;
  /** postseason, championship, play-in */
  type: string;
  opponent: string;
  own: number | null;
  other: number | null;
}

/** College postseasons are single-elimination tournaments (the registry's `tournament`), not series. */
const tournamentOf = (leagueKey: string) => findLeague(leagueKey)?.tournament;

/** "Missed playoffs", the college tournament missed, or college football's "No bowl game". */
export function missedText(leagueKey: string): string {
  const bowls = bowlWords(leagueKey);
  if (bowls) return bowls.missed;
  const tournament = tournamentOf(leagueKey);
  return tournament ? `Missed ${tournament}` : "Missed playoffs";
}

/**
 * The rounds of a season's playoffs, from the team's first series on, where every team starts in
 * the first round (the registry's names, domain/leagues.ts), so a team's series count says which
 * round it lost in.
 */
function seriesRounds(leagueKey: string, season: number): readonly string[] | null {
  // NHL: four best-of-seven rounds for all 16 teams, except the 2019-20 qualifying round and
  // round robin and the 2020-21 division rounds.
  const nhl = leagueKey === "nhl" && season >= 1993 && season !== 2019 && season !== 2020;
  // NBA: play-in games are their own type since 2020-21, so the first series is the first round.
  const nba = leagueKey === "nba" && season >= 2020;
  if (!nhl && !nba) return null;
  return [...(roundNamesOf(nhl ? "nhl" : "nba", season) ?? [])].reverse();
}

/** NFL rounds counted back from the Super Bowl by the league's postseason weeks (1978 on, not 1982). */
function nflRound(season: number, week: number | null, leagueWeeks: number[]): string | null {
  if (season < 1978 || season === 1982 || week === null) return null;
  const weeks = [...new Set(leagueWeeks)].sort((a, b) => b - a);
  const back = weeks.indexOf(week);
  return ["Super Bowl", "Conference Championship", "Divisional Round", "Wild Card Round"][back] ?? null;
}

/**
 * How a season ended, from the team's own postseason games (the title and the lost final come
 * from the champions table before this is asked). Null when the games do not show an ending (the
 * team won its last game and nothing follows: the data stops there).
 */
export function playoffResultFromGames(
  leagueKey: string,
  season: number,
  games: PostseasonGame[],
  leagueWeeks: number[] = [],
  playoffIds: ReadonlySet<number> = new Set(),
): string | null {
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date));
  const playoff = sorted.filter((g) => g.type !== "play-in");
  if (playoff.length === 0) return sorted.length > 0 ? "Lost in Play-In Tournament" : null;
  const last = playoff[playoff.length - 1];
  const tournament = tournamentOf(leagueKey);
  if (tournament) {
    // Single elimination: the last game lost ends the season.
    if (last.own === null || last.other === null || last.own >= last.other) return null;
    const bowls = bowlWords(leagueKey);
    // College football: a bowl, or from 2014 a game of the playoff's bracket.
    const playoff = postseasonNames(leagueKey, season).playoff;
    const lost = !bowls
      ? `Lost in ${tournament}`
      : playoff && last.id !== undefined && playoffIds.has(last.id)
        ? `Lost in ${playoff}`
        : bowls.lost;
    return `${lost} to ${last.opponent} ${last.own}-${last.other}`;
  }
  if (leagueKey === "nfl") {
    if (last.own === null || last.other === null || last.own >= last.other) return null;
    const round = nflRound(season, last.week, leagueWeeks);
    return `Lost ${round ?? "playoff game"} to ${last.opponent} ${last.own}-${last.other}`;
  }
  // Series: consecutive games against one opponent.
  const series: { opponent: string; w: number; l: number }[] = [];
  for (const g of playoff) {
    const cur = series[series.length - 1];
    const s = cur && cur.opponent === g.opponent ? cur : { opponent: g.opponent, w: 0, l: 0 };
    if (s !== cur) series.push(s);
    if (g.own !== null && g.other !== null) {
      if (g.own > g.other) s.w++;
      else if (g.own < g.other) s.l++;
    }
  }
  const final = series[series.length - 1];
  if (final.l <= final.w) return null;
  const rounds = seriesRounds(leagueKey, season);
  const round = rounds?.[series.length - 1];
  return `Lost ${round ?? "playoff series"} to ${final.opponent} ${final.w}-${final.l}`;
}

export interface TeamGame {
  home: boolean;
  own: number;
  other: number;
  /** Overtime marker of a final game (OT, 2OT, SO) or null. */
  period: string | null;
}

export interface Split {
  games_played: number;
  wins: number;
  losses: number;
  ties: number;
  overtime_losses: number | null;
  record: string | null;
  win_percentage: number | null;
  points_for: number;
  points_against: number;
  home_record: string | null;
  away_record: string | null;
}

/**
 * Record of a set of final games from the team's side: own score higher = W, lower = L, else T
 * (the schedule row rule). Hockey losses in OT or a shootout are OTL when `otMarkers` says the
 * games carry those markers; otherwise the OTL count is unknown (null) and the W-L-OTL record is
 * not given (see formatRecord). Home and away records use the league's form without points.
 */
export function recordSplit(
  sport: string | null | undefined,
  season: number,
  games: TeamGame[],
  otMarkers: boolean,
  playoffs = false,
): Split | null {
  if (games.length === 0) return null;
  // Playoff games have no overtime-loss column (every game is played to a decision): W-L.
  if (playoffs && sport === "hockey") sport = "basketball";
  const hockey = sport === "hockey";
  const tally = () => ({ w: 0, l: 0, t: 0, otl: 0 });
  const all = tally();
  const side = { home: tally(), away: tally() };
  let pf = 0;
  let pa = 0;
  for (const g of games) {
    pf += g.own;
    pa += g.other;
    const slot =
      g.own > g.other ? "w" : g.own < g.other ? (hockey && otMarkers && g.period ? "otl" : "l") : "t";
    all[slot]++;
    side[g.home ? "home" : "away"][slot]++;
  }
  const otl = hockey ? (otMarkers ? all.otl : null) : null;
  const fmt = (x: ReturnType<typeof tally>) =>
    formatRecord(
      sport,
      {
        wins: x.w,
        losses: x.l,
        ties: x.t + (otl === null ? 0 : x.otl),
        overtime_losses: otl === null ? null : x.otl,
      },
      season,
    );
  const decided = all.w + all.l + all.otl;
  return {
    games_played: games.length,
    wins: all.w,
    losses: all.l + (otl === null ? all.otl : 0),
    ties: all.t,
    overtime_losses: otl,
    record: formatRecord(
      sport,
      { wins: all.w, losses: all.l, ties: all.t + (otl ?? 0), overtime_losses: otl },
      season,
    ),
    win_percentage: decided + all.t > 0 ? (all.w + all.t / 2) / (decided + all.t) : null,
    points_for: pf,
    points_against: pa,
    home_record: fmt(side.home),
    away_record: fmt(side.away),
  };
}
