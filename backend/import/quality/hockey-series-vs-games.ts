/**
 * The Hockey Databank's playoff series (the `playoff_series` table) against the NHL postseason
 * games (docs/rules.md: disagreements are reported, never hidden): each series of a season that
 * has both series and postseason games (2009-10 to 2017-18) is compared with the games between its
 * two clubs that postseason: the winner (more wins) and its W-L. A series with no game between
 * the two clubs is counted apart, as is a series naming a club without a team id.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { Figure } from "./rows";

export interface HockeySeries {
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

export interface HockeyGame {
  season: number;
  home: number;
  away: number;
  hs: number;
  as: number;
}

export interface HockeySeriesDisagreement {
  season: number;
  round: string;
  /** "Chicago Blackhawks over Philadelphia Flyers 4-2" as SeriesPost has it. */
  stated: string;
  /** The same as the games add up to. */
  games: string;
}

export interface HockeySeriesCheck {
  total: number;
  disagreements: HockeySeriesDisagreement[];
  withoutGames: { season: number; round: string }[];
  unresolved: number;
  /** First and last season with both series and postseason games. */
  seasons: [number, number] | null;
}

const record = (w: number, l: number, t: number) => `${w}-${l}${t ? `-${t}` : ""}`;

/** Compares each series of a season with postseason games against the games between its clubs. */
export function compareHockeySeries(
  series: readonly HockeySeries[],
  games: readonly HockeyGame[],
): HockeySeriesCheck {
  const gameSeasons = new Set(games.map((g) => g.season));
  const seasons = [...new Set(series.map((s) => s.season))].filter((y) => gameSeasons.has(y));
  const check: HockeySeriesCheck = {
    total: 0,
    disagreements: [],
    withoutGames: [],
    unresolved: 0,
    seasons: null,
  };
  if (seasons.length) check.seasons = [Math.min(...seasons), Math.max(...seasons)];
  for (const s of series) {
    if (!gameSeasons.has(s.season)) continue;
    if (s.winner === null || s.loser === null) {
      check.unresolved++;
      continue;
    }
    const g = { w: 0, l: 0, t: 0, n: 0 };
    for (const x of games) {
      if (x.season !== s.season) continue;
      const margin =
        x.home === s.winner && x.away === s.loser
          ? x.hs - x.as
          : x.away === s.winner && x.home === s.loser
            ? x.as - x.hs
            : null;
      if (margin === null) continue;
      g.n++;
      if (margin > 0) g.w++;
      else if (margin < 0) g.l++;
      else g.t++;
    }
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

async function nhlSeries(db: Kysely<Database>): Promise<HockeySeries[]> {
  const rows = await db
    .selectFrom("playoff_series")
    .select([
      "season_start_year",
      "round",
      "winner_team_id",
      "loser_team_id",
      "winner_name",
      "loser_name",
      "wins",
      "losses",
      "ties",
    ])
    .where("league_key", "=", "nhl")
    .execute();
  return rows.map((r) => ({
    season: r.season_start_year,
    round: r.round,
    winner: r.winner_team_id,
    loser: r.loser_team_id,
    winnerName: r.winner_name,
    loserName: r.loser_name,
    wins: r.wins,
    losses: r.losses,
    ties: r.ties,
  }));
}

async function nhlPostseasonGames(db: Kysely<Database>): Promise<HockeyGame[]> {
  const rows = await sql<HockeyGame>`
    select g.season_start_year as season, g.home_team_id as home, g.away_team_id as away, g.home_score as hs, g.away_score as "as"
    from games g join sports s on s.id = g.sport_id join levels l on l.id = g.level_id
    where s.slug = 'hockey' and l.slug = 'professional' and g.status = 'final' and g.game_type in ('postseason', 'championship')
      and g.home_score is not null and g.away_score is not null`.execute(db);
  return rows.rows.map((r) => ({
    season: Number(r.season),
    home: Number(r.home),
    away: Number(r.away),
    hs: Number(r.hs),
    as: Number(r.as),
  }));
}

const seasonName = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`;

/** "2013-14 CF: A over B 4-2 in SeriesPost, B over A 4-3 in the games". */
export function hockeySeriesDisagreementText(d: HockeySeriesDisagreement): string {
  return `${seasonName(d.season)} ${d.round}: ${d.stated} in SeriesPost, ${d.games} in the games`;
}

/** The /data-quality figure: series compared, every disagreement listed with both answers. */
export async function hockeySeriesFigure(
  ctx: BuildContext,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const series = await nhlSeries(ctx.db);
  if (series.length === 0) return null;
  const check = compareHockeySeries(series, await nhlPostseasonGames(ctx.db));
  if (!check.seasons) return null;
  for (const d of check.disagreements)
    log(`  NHL series disagrees with the games: ${hockeySeriesDisagreementText(d)}`);
  const [first, last] = check.seasons.map(seasonName);
  const unresolved = check.unresolved ? `; ${check.unresolved} series name a club without a team page` : "";
  const apart = check.withoutGames.length
    ? `; ${check.withoutGames.length} series without games between the two clubs (${check.withoutGames.map((s) => `${seasonName(s.season)} ${s.round}`).join(", ")})`
    : "";
  return {
    key: "nhl-series-games",
    label: "NHL playoff series agree with games",
    passed: check.total - check.disagreements.length,
    total: check.total,
    detail:
      `each Hockey Databank SeriesPost series of ${first} to ${last} (every round) has the winner and W-L the postseason games between its two clubs add up to` +
      (check.disagreements.length
        ? `; disagreements: ${check.disagreements.map(hockeySeriesDisagreementText).join("; ")}`
        : "") +
      apart +
      unresolved,
  };
}
