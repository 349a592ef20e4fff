/** The "game analysis" figures: games played, home-win rate, overtime share, largest margin, results and scoring. */
import {
  averagePointsBy,
  homeWinRate,
  largestMargin,
  overtimeShare,
  type Chart,
  type Kpi,
} from "../../analytics/figures";
import { barChart, fmt, kpi, type CategoryFigures, type Figure, type FigureInputs } from "./inputs";

export function gameAnalysis(f: FigureInputs): CategoryFigures {
  const hw = homeWinRate(f.games);
  return { kpis: gameKpis(f, hw), charts: gameCharts(f, hw), notes: [] };
}

type HomeWins = ReturnType<typeof homeWinRate>;

function gameKpis(f: FigureInputs, hw: HomeWins): Kpi[] {
  const { games, otSources, nameOf, sportName, noGames } = f;
  const bySport = new Map<string, number>();
  for (const g of games) bySport.set(g.sport, (bySport.get(g.sport) ?? 0) + 1);
  const neutral = games.filter((g) => g.neutral).length;
  const ot = overtimeShare(games, new Set(otSources.flatMap((r) => (r.source ?? "").split("+"))));
  const big = largestMargin(games);
  const gamesFigure: Figure | null = games.length
    ? {
        value: games.length,
        display: fmt(games.length),
        subject: null,
        // Most games first: the games' row order differs between a build and a served database.
        detail: [...bySport]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([s, c]) => `${sportName(s)} ${fmt(c)}`)
          .join(", "),
      }
    : null;
  const homeWinRateFigure: Figure | null =
    hw.rate !== null
      ? {
          value: hw.rate,
          display: `${hw.rate}%`,
          subject: null,
          detail: `${fmt(hw.homeWins)} home wins, ${fmt(hw.awayWins)} away wins${hw.ties ? `, ${fmt(hw.ties)} ties` : ""}${neutral ? `; ${fmt(neutral)} neutral-site games not counted` : ""}`,
        }
      : null;
  const overtimeShareFigure: Figure | null =
    ot.rate !== null
      ? {
          value: ot.rate,
          display: `${ot.rate}%`,
          subject: null,
          detail: `${fmt(ot.overtime)} of ${fmt(ot.counted)} games went to overtime or a shootout${ot.counted < games.length ? ` (${fmt(games.length - ot.counted)} games from sources without overtime marks not counted)` : ""}`,
        }
      : null;
  const largestMarginFigure: Figure | null = big
    ? {
        value: Math.abs(big.homeScore - big.awayScore),
        display: String(Math.abs(big.homeScore - big.awayScore)),
        subject: `${nameOf(big.homeId)} ${big.homeScore}, ${nameOf(big.awayId)} ${big.awayScore}`,
        detail: big.date,
      }
    : null;
  return [
    kpi("games", "Games Played", gamesFigure, noGames),
    kpi("home-win-rate", "Home-Win Rate", homeWinRateFigure, noGames),
    kpi(
      "overtime-share",
      "Overtime Share",
      overtimeShareFigure,
      games.length ? "These games' sources do not mark overtime" : noGames,
    ),
    kpi("largest-margin", "Largest Margin", largestMarginFigure, noGames),
  ];
}

/** Results (home wins, away wins, ties) and scoring, by game type for one sport or by sport. */
function gameCharts({ games, singleSport, sportName }: FigureInputs, hw: HomeWins): Chart[] {
  if (!games.length) return [];
  return [
    barChart("results", "Results: home wins, away wins, ties", "games", "Games", [
      { label: "Home wins", value: hw.homeWins },
      { label: "Away wins", value: hw.awayWins },
      { label: "Ties", value: hw.ties },
    ]),
    singleSport
      ? barChart(
          "points",
          "Average points per game by game type",
          "points",
          "Points per game",
          averagePointsBy(games, (g) => g.gameType ?? "other"),
        )
      : barChart(
          "points",
          "Average points per game by sport",
          "points",
          "Points per game",
          averagePointsBy(games, (g) => sportName(g.sport)),
        ),
  ];
}
