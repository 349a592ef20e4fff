/**
 * The Hockey Databank's playoff series (the `playoff_series` table) against the NHL postseason
 * games (docs/rules.md: disagreements are reported, never hidden): each series of a season that
 * has both series and postseason games (2009-10 to 2017-18) is compared with the games between its
 * two clubs that postseason: the winner (more wins) and its W-L. A series with no game between
 * the two clubs is counted apart, as is a series naming a club without a team id.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import {
  compareSeries,
  postseasonGames,
  seasonSpan,
  seriesCheckFigure,
  type PostseasonGame,
  type SeriesCheck,
  type StatedSeries,
} from "./postseason-series";
import type { Figure } from "./rows";

/** Compares each series of a season with postseason games against the games between its clubs. */
export function compareHockeySeries(
  series: readonly StatedSeries[],
  games: readonly PostseasonGame[],
): SeriesCheck {
  const gameSeasons = new Set(games.map((g) => g.season));
  const seasons = new Set(series.map((s) => s.season).filter((y) => gameSeasons.has(y)));
  return compareSeries(series, games, seasonSpan(seasons));
}

async function nhlSeries(db: Kysely<Database>): Promise<StatedSeries[]> {
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

const seasonName = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`;

/** The /data-quality figure: series compared, every disagreement listed with both answers. */
export async function hockeySeriesFigure(
  ctx: BuildContext,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const series = await nhlSeries(ctx.db);
  if (series.length === 0) return null;
  const check = compareHockeySeries(series, await postseasonGames(ctx.db, "hockey"));
  return seriesCheckFigure(
    check,
    {
      key: "nhl-series-games",
      label: "NHL playoff series agree with games",
      source: "Hockey Databank SeriesPost",
      season: seasonName,
      to: " to ",
      unresolved: "series name a club without a team page",
      logged: "NHL series",
    },
    log,
  );
}
