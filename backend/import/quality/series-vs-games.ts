/**
 * Lahman's postseason series against the postseason games (postseason-series.ts): each SeriesPost
 * row of a season whose MLB postseason games are in the database (Retrosheet, 1903 on) is compared
 * with the games between its two clubs that season, its clubs placed by the crosswalk.
 */
import type { BuildContext } from "../context";
import { loadCrosswalk } from "../crosswalk";
import { openDataDir } from "../sources/common";
import { readLahmanTeams, readSeriesPost, type SeriesPostRow } from "../sources/lahman-files";
import {
  compareSeries,
  postseasonGames,
  seasonSpan,
  seriesCheckFigure,
  type StatedSeries,
} from "./postseason-series";
import type { Figure } from "./rows";

/** A Lahman club (teamID in a year) → our team id. */
type LahmanClub = (year: number, teamID: string) => number | null;

/** The crosswalk's answer for each Lahman club of Teams.csv (2025 edition). */
function lahmanClubs(
  dataDir: string,
  resolve: (franchID: string, year: number) => number | null,
): LahmanClub {
  const ids = new Map<string, number | null>();
  for (const t of readLahmanTeams(dataDir)) ids.set(`${t.yearID}:${t.teamID}`, resolve(t.franchID, t.yearID));
  return (year, teamID) => ids.get(`${year}:${teamID}`) ?? null;
}

/** A SeriesPost row with its clubs placed (names only for placed clubs: they are the team's names then). */
function stated(
  s: SeriesPostRow,
  club: LahmanClub,
  name: (id: number, season: number) => string,
): StatedSeries {
  const winner = club(s.year, s.winner);
  const loser = club(s.year, s.loser);
  return {
    season: s.year,
    round: s.round,
    winner,
    loser,
    winnerName: winner === null ? "" : name(winner, s.year),
    loserName: loser === null ? "" : name(loser, s.year),
    wins: s.wins,
    losses: s.losses,
    ties: s.ties,
  };
}

/** The /data-quality figure: every SeriesPost row of the seasons with postseason games checked against those games. */
export async function seriesFigure(
  ctx: BuildContext,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const dataDir = openDataDir();
  if (!dataDir || !ctx.lookups.leagues.has("mlb")) return null;
  const crosswalk = await loadCrosswalk(ctx);
  const club = lahmanClubs(dataDir, (franchID, year) => {
    const r = crosswalk.resolve("lahman", "mlb", franchID, year);
    return r.ok ? r.value.team.id : null;
  });
  const name = (id: number, season: number) => ctx.teamOfTime(id, season).name;
  const series = readSeriesPost(dataDir).map((s) => stated(s, club, name));
  const games = await postseasonGames(ctx.db, "baseball");
  const check = compareSeries(series, games, seasonSpan(new Set(games.map((g) => g.season))));
  return seriesCheckFigure(
    check,
    {
      key: "series-games",
      label: "MLB postseason series agree with games",
      source: "Lahman SeriesPost",
      season: String,
      to: "-",
      unresolved: "series name a club the crosswalk does not place",
      logged: "series",
    },
    log,
  );
}
