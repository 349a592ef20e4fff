/** The "season trends" figures: seasons covered, scoring and home-win trends of the main sport, different champions. */
import {
  averagePointsBy,
  homeWinRateBy,
  seriesChange,
  type Chart,
  type ChartPoint,
  type Kpi,
} from "../../analytics/figures";
import { fmt, kpi, type CategoryFigures, type Figure, type FigureInputs } from "./inputs";

interface SportSeries {
  name: string;
  points: ChartPoint[];
}

export function seasonTrends(f: FigureInputs): CategoryFigures {
  const { games, sportName, seasons, seasonText } = f;
  const sportsInRange = [...seasons.keys()].sort();
  // Per sport, scoring and home-win rate per season.
  const perSeason = (figure: typeof averagePointsBy): SportSeries[] =>
    sportsInRange.map((s) => ({
      name: sportName(s),
      points: figure(
        games.filter((g) => g.sport === s),
        (g) => seasonText(s, g.season),
      ),
    }));
  const scoring = perSeason(averagePointsBy);
  const homeRates = perSeason(homeWinRateBy);
  const charts: Chart[] = [];
  if (scoring.some((s) => s.points.length > 1))
    charts.push({
      key: "scoring",
      title: "Average points per game by season",
      kind: "line",
      unit: "points",
      series: scoring.filter((s) => s.points.length),
    });
  if (homeRates.some((s) => s.points.length > 1))
    charts.push({
      key: "home-wins",
      title: "Home-win rate by season",
      kind: "line",
      unit: "%",
      series: homeRates.filter((s) => s.points.length),
    });
  return { kpis: trendKpis(f, sportsInRange, scoring, homeRates), charts, notes: [] };
}

function trendKpis(
  f: FigureInputs,
  sportsInRange: string[],
  scoring: SportSeries[],
  homeRates: SportSeries[],
): Kpi[] {
  const { games, titles, sportName, phrase, noGames, noTitles, seasons } = f;
  const seasonCount = [...seasons.values()].reduce((a, s) => a + s.size, 0);
  const allYears = [...seasons.values()].flatMap((s) => [...s]);
  // The trend KPIs follow the sport with the most games in range.
  const mainSport = [...sportsInRange].sort(
    (a, b) => games.filter((g) => g.sport === b).length - games.filter((g) => g.sport === a).length,
  )[0];
  const changeOf = (series: SportSeries[]) =>
    mainSport ? seriesChange(series[sportsInRange.indexOf(mainSport)].points) : null;
  const scoringChange = changeOf(scoring);
  const homeChange = changeOf(homeRates);
  const noTrend = games.length ? "One season in range: no trend to measure" : noGames;
  const distinct = new Set(titles.map((t) => t.teamId)).size;
  const seasonsFigure: Figure | null = seasonCount
    ? {
        value: seasonCount,
        display: String(seasonCount),
        subject: null,
        detail: `${sportsInRange.map(sportName).join(", ")}, ${Math.min(...allYears)} to ${Math.max(...allYears)}`,
      }
    : null;
  const scoringTrendFigure: Figure | null = scoringChange
    ? {
        value: scoringChange.change,
        display: `${scoringChange.change > 0 ? "+" : ""}${scoringChange.change}`,
        subject: sportName(mainSport),
        detail: `points per game: ${scoringChange.from.value} in ${scoringChange.from.label}, ${scoringChange.to.value} in ${scoringChange.to.label}`,
      }
    : null;
  const homeWinTrendFigure: Figure | null = homeChange
    ? {
        value: homeChange.change,
        display: `${homeChange.change > 0 ? "+" : ""}${homeChange.change} pts`,
        subject: sportName(mainSport),
        detail: `home-win rate: ${homeChange.from.value}% in ${homeChange.from.label}, ${homeChange.to.value}% in ${homeChange.to.label}`,
      }
    : null;
  const distinctChampionsFigure: Figure | null = titles.length
    ? {
        value: distinct,
        display: String(distinct),
        subject: null,
        detail: `${fmt(distinct)} different champions in ${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}`,
      }
    : null;
  return [
    kpi("seasons", "Seasons Covered", seasonsFigure, noGames),
    kpi("scoring-trend", "Scoring Trend", scoringTrendFigure, noTrend),
    kpi("home-win-trend", "Home-Win Trend", homeWinTrendFigure, noTrend),
    kpi("distinct-champions", "Different Champions", distinctChampionsFigure, noTitles),
  ];
}
