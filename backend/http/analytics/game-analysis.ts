/** The "game analysis" figures: games played, home-win rate, overtime share, largest margin, results and scoring. */
import {
  averagePointsBy,
  homeWinRate,
  largestMargin,
  overtimeShare,
  type Chart,
  type Kpi,
} from "../../analytics/figures";
import { empty, fmt, type CategoryFigures, type FigureInputs } from "./inputs";

export function gameAnalysis(f: FigureInputs): CategoryFigures {
  const { games, otSources, nameOf, sportName, noGames, singleSport } = f;
  const kpis: Kpi[] = [];
  const charts: Chart[] = [];
  const notes: string[] = [];
  const bySport = new Map<string, number>();
  for (const g of games) bySport.set(g.sport, (bySport.get(g.sport) ?? 0) + 1);
  kpis.push(
    games.length
      ? {
          key: "games",
          label: "Games Played",
          value: games.length,
          display: fmt(games.length),
          subject: null,
          detail: [...bySport].map(([s, c]) => `${sportName(s)} ${fmt(c)}`).join(", "),
        }
      : empty("games", "Games Played", noGames),
  );
  const hw = homeWinRate(games);
  const neutral = games.filter((g) => g.neutral).length;
  kpis.push(
    hw.rate !== null
      ? {
          key: "home-win-rate",
          label: "Home-Win Rate",
          value: hw.rate,
          display: `${hw.rate}%`,
          subject: null,
          detail: `${fmt(hw.homeWins)} home wins, ${fmt(hw.awayWins)} away wins${hw.ties ? `, ${fmt(hw.ties)} ties` : ""}${neutral ? `; ${fmt(neutral)} neutral-site games not counted` : ""}`,
        }
      : empty("home-win-rate", "Home-Win Rate", noGames),
  );
  const ot = overtimeShare(games, new Set(otSources.flatMap((r) => (r.source ?? "").split("+"))));
  kpis.push(
    ot.rate !== null
      ? {
          key: "overtime-share",
          label: "Overtime Share",
          value: ot.rate,
          display: `${ot.rate}%`,
          subject: null,
          detail: `${fmt(ot.overtime)} of ${fmt(ot.counted)} games went to overtime or a shootout${ot.counted < games.length ? ` (${fmt(games.length - ot.counted)} games from sources without overtime marks not counted)` : ""}`,
        }
      : empty(
          "overtime-share",
          "Overtime Share",
          games.length ? "These games' sources do not mark overtime" : noGames,
        ),
  );
  const big = largestMargin(games);
  kpis.push(
    big
      ? {
          key: "largest-margin",
          label: "Largest Margin",
          value: Math.abs(big.homeScore - big.awayScore),
          display: String(Math.abs(big.homeScore - big.awayScore)),
          subject: `${nameOf(big.homeId)} ${big.homeScore}, ${nameOf(big.awayId)} ${big.awayScore}`,
          detail: big.date,
        }
      : empty("largest-margin", "Largest Margin", noGames),
  );
  if (games.length) {
    charts.push({
      key: "results",
      title: "Results: home wins, away wins, ties",
      kind: "bar",
      unit: "games",
      series: [
        {
          name: "Games",
          points: [
            { label: "Home wins", value: hw.homeWins },
            { label: "Away wins", value: hw.awayWins },
            { label: "Ties", value: hw.ties },
          ],
        },
      ],
    });
    charts.push(
      singleSport
        ? {
            key: "points",
            title: "Average points per game by game type",
            kind: "bar",
            unit: "points",
            series: [
              { name: "Points per game", points: averagePointsBy(games, (g) => g.gameType ?? "other") },
            ],
          }
        : {
            key: "points",
            title: "Average points per game by sport",
            kind: "bar",
            unit: "points",
            series: [{ name: "Points per game", points: averagePointsBy(games, (g) => sportName(g.sport)) }],
          },
    );
  }
  return { kpis, charts, notes };
}
