/**
 * The figures of /analytics, computed from plain rows (games, titles, players) so they are pure
 * and unit-tested; backend/http/routes/analytics.ts reads the rows for a site and timeframe and
 * shapes the answer. Every figure is a fact of the data in range; where the data cannot say (no
 * games, no overtime markers), the figure is null rather than zero.
 */

export interface GameRow {
  sport: string;
  season: number;
  date: string;
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
  period: string | null;
  gameType: string | null;
  source: string | null;
  /** Played at a neutral site (tournament games, the Super Bowl): no home side to count. */
  neutral: boolean;
}

export interface TitleRow {
  sport: string;
  championship: string;
  season: number;
  teamId: number;
  mvp: string | null;
}

export interface PlayerRow {
  name: string;
  sport: string;
  firstSeason: number | null;
  position: string | null;
  titles: number;
  allStar: number;
}

export interface Kpi {
  key: string;
  label: string;
  /** The number the card leads with; null when the data in range cannot say. */
  value: number | null;
  /** The value as shown (`.780`, `58.2%`, `27`). */
  display: string | null;
  /** Who or what the figure is about (a team, a player, a game). */
  subject: string | null;
  detail: string | null;
}

export interface ChartPoint {
  label: string;
  value: number;
}

export interface Chart {
  key: string;
  title: string;
  kind: "bar" | "line";
  /** Unit of the values: `%`, `points`, `titles`, `games`, `players`. */
  unit: string;
  series: { name: string; points: ChartPoint[] }[];
}

export interface TeamRecord {
  teamId: number;
  sport: string;
  /** Seasons the record spans (start years). */
  firstSeason: number;
  lastSeason: number;
  wins: number;
  losses: number;
  ties: number;
  homeWins: number;
  homeGames: number;
  pointsFor: number;
  pointsAgainst: number;
}

export const played = (r: Pick<TeamRecord, "wins" | "losses" | "ties">) => r.wins + r.losses + r.ties;

/** Win percentage with ties as half a win (the NFL's rule, neutral for the other sports). */
export function winPct(r: Pick<TeamRecord, "wins" | "losses" | "ties">): number {
  const gp = played(r);
  return gp === 0 ? 0 : (r.wins + r.ties / 2) / gp;
}

/** `.780`, `1.000`. */
export function pctText(p: number): string {
  return p >= 1 ? "1.000" : p.toFixed(3).replace(/^0/, "");
}

export function recordText(r: Pick<TeamRecord, "wins" | "losses" | "ties">): string {
  const f = (v: number) => v.toLocaleString("en-US");
  return `${f(r.wins)}-${f(r.losses)}${r.ties ? `-${f(r.ties)}` : ""}`;
}

/** `2022-23 to 2025-26` (or one season) with the sport's season labels. */
export function seasonSpan(
  r: Pick<TeamRecord, "firstSeason" | "lastSeason">,
  label: (year: number) => string,
): string {
  return r.firstSeason === r.lastSeason
    ? label(r.firstSeason)
    : `${label(r.firstSeason)} to ${label(r.lastSeason)}`;
}

/** Percentage with one decimal (58.2). */
export const round1 = (v: number) => Math.round(v * 10) / 10;

export function teamRecords(games: GameRow[]): Map<number, TeamRecord> {
  const out = new Map<number, TeamRecord>();
  const rec = (id: number, sport: string, season: number) => {
    let r = out.get(id);
    if (!r)
      out.set(
        id,
        (r = {
          teamId: id,
          sport,
          firstSeason: season,
          lastSeason: season,
          wins: 0,
          losses: 0,
          ties: 0,
          homeWins: 0,
          homeGames: 0,
          pointsFor: 0,
          pointsAgainst: 0,
        }),
      );
    r.firstSeason = Math.min(r.firstSeason, season);
    r.lastSeason = Math.max(r.lastSeason, season);
    return r;
  };
  for (const g of games) {
    const home = rec(g.homeId, g.sport, g.season);
    const away = rec(g.awayId, g.sport, g.season);
    if (!g.neutral) home.homeGames++;
    home.pointsFor += g.homeScore;
    home.pointsAgainst += g.awayScore;
    away.pointsFor += g.awayScore;
    away.pointsAgainst += g.homeScore;
    if (g.homeScore > g.awayScore) {
      home.wins++;
      if (!g.neutral) home.homeWins++;
      away.losses++;
    } else if (g.awayScore > g.homeScore) {
      away.wins++;
      home.losses++;
    } else {
      home.ties++;
      away.ties++;
    }
  }
  return out;
}

/**
 * Teams that played enough to rank: at least half the games of the busiest team of the same sport
 * (so a 1-0 team does not lead, and an NFL season is not measured against an NHL one).
 */
export function qualified(
  records: Iterable<TeamRecord>,
  gamesOf: (r: TeamRecord) => number = played,
): TeamRecord[] {
  const list = [...records];
  const maxBySport = new Map<string, number>();
  for (const r of list) maxBySport.set(r.sport, Math.max(maxBySport.get(r.sport) ?? 0, gamesOf(r)));
  return list.filter((r) => gamesOf(r) > 0 && gamesOf(r) >= (maxBySport.get(r.sport) ?? 0) / 2);
}

/** Teams ranked by win percentage, then wins; ties broken by id for a stable order. */
export function rankByRecord(records: Iterable<TeamRecord>): TeamRecord[] {
  return qualified(records).sort((a, b) => winPct(b) - winPct(a) || b.wins - a.wins || a.teamId - b.teamId);
}

/** Longest run of consecutive wins by one team, games in date order (a tie or loss ends it). */
export function longestWinStreak(
  games: GameRow[],
): { teamId: number; length: number; from: string; to: string } | null {
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date));
  const current = new Map<number, { length: number; from: string }>();
  let best: { teamId: number; length: number; from: string; to: string } | null = null;
  const step = (team: number, won: boolean, date: string) => {
    if (!won) {
      current.delete(team);
      return;
    }
    const run = current.get(team);
    const next = run ? { length: run.length + 1, from: run.from } : { length: 1, from: date };
    current.set(team, next);
    if (!best || next.length > best.length || (next.length === best.length && team < best.teamId))
      best = { teamId: team, length: next.length, from: next.from, to: date };
  };
  for (const g of sorted) {
    step(g.homeId, g.homeScore > g.awayScore, g.date);
    step(g.awayId, g.awayScore > g.homeScore, g.date);
  }
  return best;
}

/**
 * Share of decided games won by the home team (ties and neutral-site games left out), as a
 * percentage; null without such games.
 */
export function homeWinRate(games: GameRow[]): {
  rate: number | null;
  homeWins: number;
  awayWins: number;
  ties: number;
} {
  let homeWins = 0;
  let awayWins = 0;
  let ties = 0;
  for (const g of games) {
    if (g.neutral) continue;
    if (g.homeScore > g.awayScore) homeWins++;
    else if (g.awayScore > g.homeScore) awayWins++;
    else ties++;
  }
  const decided = homeWins + awayWins;
  return { rate: decided ? round1((homeWins / decided) * 100) : null, homeWins, awayWins, ties };
}

/**
 * Share of games decided in overtime (or a shootout), counted only over games from sources that
 * mark overtime at all; null when none of the games in range comes from such a source.
 */
export function overtimeShare(
  games: GameRow[],
  sourcesWithOvertime: Set<string>,
): { rate: number | null; overtime: number; counted: number } {
  // A merged game's source reads `nflverse+pro-football-reference`: any part that marks overtime counts.
  const counted = games.filter(
    (g) => g.source !== null && g.source.split("+").some((part) => sourcesWithOvertime.has(part)),
  );
  const overtime = counted.filter((g) => g.period !== null && /OT|SO/.test(g.period)).length;
  return {
    rate: counted.length ? round1((overtime / counted.length) * 100) : null,
    overtime,
    counted: counted.length,
  };
}

export function largestMargin(games: GameRow[]): GameRow | null {
  let best: GameRow | null = null;
  for (const g of games) {
    const m = Math.abs(g.homeScore - g.awayScore);
    if (
      !best ||
      m > Math.abs(best.homeScore - best.awayScore) ||
      (m === Math.abs(best.homeScore - best.awayScore) && g.date < best.date)
    )
      best = g;
  }
  return best;
}

/** Average combined points per game, grouped by `key` (sport, season, game type), in key order. */
export function averagePointsBy(games: GameRow[], key: (g: GameRow) => string): ChartPoint[] {
  const sums = new Map<string, { points: number; n: number }>();
  for (const g of games) {
    const k = key(g);
    const s = sums.get(k) ?? { points: 0, n: 0 };
    s.points += g.homeScore + g.awayScore;
    s.n++;
    sums.set(k, s);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, s]) => ({ label, value: round1(s.points / s.n) }));
}

/** Home-win rate per group, in key order (groups with no decided game left out). */
export function homeWinRateBy(games: GameRow[], key: (g: GameRow) => string): ChartPoint[] {
  const groups = new Map<string, GameRow[]>();
  for (const g of games) {
    const k = key(g);
    const list = groups.get(k) ?? [];
    list.push(g);
    groups.set(k, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([label, list]) => {
      const r = homeWinRate(list).rate;
      return r === null ? [] : [{ label, value: r }];
    });
}

/** Titles per team, most first (ties by id). */
export function titlesByTeam(titles: TitleRow[]): { teamId: number; titles: number }[] {
  const counts = new Map<number, number>();
  for (const t of titles) counts.set(t.teamId, (counts.get(t.teamId) ?? 0) + 1);
  return [...counts.entries()]
    .map(([teamId, n]) => ({ teamId, titles: n }))
    .sort((a, b) => b.titles - a.titles || a.teamId - b.teamId);
}

/** Championship MVP awards per player name, most first. */
export function mvpCounts(titles: TitleRow[]): { name: string; awards: number }[] {
  const counts = new Map<string, number>();
  for (const t of titles) if (t.mvp) counts.set(t.mvp, (counts.get(t.mvp) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, awards]) => ({ name, awards }))
    .sort((a, b) => b.awards - a.awards || a.name.localeCompare(b.name));
}

/** Change between the first and last point of a series, in the series' unit; null with fewer than 2. */
export function seriesChange(
  points: ChartPoint[],
): { from: ChartPoint; to: ChartPoint; change: number } | null {
  if (points.length < 2) return null;
  const from = points[0];
  const to = points[points.length - 1];
  return { from, to, change: round1(to.value - from.value) };
}
