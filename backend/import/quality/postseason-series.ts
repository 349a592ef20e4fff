/**
 * A source's postseason series against the postseason games of the database (docs/rules.md:
 * disagreements are reported, never hidden), shared by the MLB (Lahman) and NHL (Hockey Databank)
 * checks: each series of a season with games is compared with the games between its two clubs that
 * season: the winner (more wins) and its W-L(-T). A series with no game between the two clubs is
 * counted apart, as is a series naming a club without a team id.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { Figure } from "./rows";

/** A series as its source states it, its clubs as team ids (null: the source's club is not placed). */
export interface StatedSeries {
  season: number;
  round: string;
  winner: number | null;
  loser: number | null;
  winnerName: string;
  loserName: string;
  wins: number;
  losses: number;
  ties: number;
}

export interface PostseasonGame {
  season: number;
  home: number;
  away: number;
  hs: number;
  as: number;
}

export interface SeriesDisagreement {
  season: number;
  round: string;
  /** "Boston Americans over Pittsburgh Pirates 5-3" as SeriesPost has it. */
  stated: string;
  /** The same as the games add up to. */
  games: string;
}

export interface SeriesCheck {
  /** Series compared (both clubs known, games between them in the database). */
  total: number;
  disagreements: SeriesDisagreement[];
  /** Series of seasons with postseason games but none between these two clubs. */
  withoutGames: { season: number; round: string }[];
  /** Series whose club has no team id. */
  unresolved: number;
  /** First and last season the check covers. */
  seasons: [number, number] | null;
}

/** The final postseason (and championship) games of a sport's professional level. */
export async function postseasonGames(
  db: Kysely<Database>,
  sport: "baseball" | "hockey",
): Promise<PostseasonGame[]> {
  const rows = await sql<PostseasonGame>`
    select g.season_start_year as season, g.home_team_id as home, g.away_team_id as away, g.home_score as hs, g.away_score as "as"
    from games g join sports s on s.id = g.sport_id join levels l on l.id = g.level_id
    where s.slug = ${sport} and l.slug = 'professional' and g.status = 'final' and g.game_type in ('postseason', 'championship')
      and g.home_score is not null and g.away_score is not null`.execute(db);
  return rows.rows.map((r) => ({
    season: Number(r.season),
    home: Number(r.home),
    away: Number(r.away),
    hs: Number(r.hs),
    as: Number(r.as),
  }));
}

const record = (w: number, l: number, t: number) => `${w}-${l}${t ? `-${t}` : ""}`;

/** W-L-T of `team` against `other` in a season's postseason games. */
function between(games: readonly PostseasonGame[], season: number, team: number, other: number) {
  const out = { w: 0, l: 0, t: 0, n: 0 };
  for (const g of games) {
    if (g.season !== season) continue;
    const mine =
      g.home === team && g.away === other
        ? g.hs - g.as
        : g.away === team && g.home === other
          ? g.as - g.hs
          : null;
    if (mine === null) continue;
    out.n++;
    if (mine > 0) out.w++;
    else if (mine < 0) out.l++;
    else out.t++;
  }
  return out;
}

/** Each series of a season with games checked against the games between its clubs; `seasons` as given. */
export function compareSeries(
  series: readonly StatedSeries[],
  games: readonly PostseasonGame[],
  seasons: [number, number] | null,
): SeriesCheck {
  const gameSeasons = new Set(games.map((g) => g.season));
  const check: SeriesCheck = { total: 0, disagreements: [], withoutGames: [], unresolved: 0, seasons };
  for (const s of series) {
    if (!gameSeasons.has(s.season)) continue;
    if (s.winner === null || s.loser === null) {
      check.unresolved++;
      continue;
    }
    const g = between(games, s.season, s.winner, s.loser);
    if (g.n === 0) {
      check.withoutGames.push({ season: s.season, round: s.round });
      continue;
    }
    check.total++;
    if (g.w === s.wins && g.l === s.losses && g.t === s.ties) continue;
    const [w, l] = g.w >= g.l ? [s.winnerName, s.loserName] : [s.loserName, s.winnerName];
    check.disagreements.push({
      season: s.season,
      round: s.round,
      stated: `${s.winnerName} over ${s.loserName} ${record(s.wins, s.losses, s.ties)}`,
      games: `${w} over ${l} ${record(Math.max(g.w, g.l), Math.min(g.w, g.l), g.t)}`,
    });
  }
  return check;
}

/** First and last of some seasons; null when there are none. */
export function seasonSpan(seasons: Iterable<number>): [number, number] | null {
  const all = [...seasons];
  return all.length ? [Math.min(...all), Math.max(...all)] : null;
}

/** How one league's figure words its check. */
export interface SeriesFigureWords {
  key: string;
  label: string;
  /** The series' source in the detail: "Lahman SeriesPost". */
  source: string;
  /** A season as the league writes it: "1912" or "2013-14". */
  season: (year: number) => string;
  /** Between the first and the last season: "-" or " to ". */
  to: string;
  /** Why a series is unresolved: "series name a club the crosswalk does not place". */
  unresolved: string;
  /** What the build log calls a series: "series" or "NHL series". */
  logged: string;
}

/** The /data-quality figure of a check: series compared, every disagreement listed with both answers. */
export function seriesCheckFigure(
  check: SeriesCheck,
  words: SeriesFigureWords,
  log: (message: string) => void,
): Figure | null {
  if (!check.seasons) return null;
  // "1912 WS: Boston Red Sox over New York Giants 4-3-1 in SeriesPost, ... in the games".
  const text = (d: SeriesDisagreement) =>
    `${words.season(d.season)} ${d.round}: ${d.stated} in SeriesPost, ${d.games} in the games`;
  for (const d of check.disagreements) log(`  ${words.logged} disagrees with the games: ${text(d)}`);
  const [first, last] = check.seasons.map(words.season);
  const unresolved = check.unresolved ? `; ${check.unresolved} ${words.unresolved}` : "";
  const apart = check.withoutGames.length
    ? `; ${check.withoutGames.length} series without games between the two clubs (${check.withoutGames.map((s) => `${words.season(s.season)} ${s.round}`).join(", ")})`
    : "";
  return {
    key: words.key,
    label: words.label,
    passed: check.total - check.disagreements.length,
    total: check.total,
    detail:
      `each ${words.source} series of ${first}${words.to}${last} (every round) has the winner and W-L the postseason games between its two clubs add up to` +
      (check.disagreements.length ? `; disagreements: ${check.disagreements.map(text).join("; ")}` : "") +
      apart +
      unresolved,
  };
}
