/** The "season trends" figures: seasons covered, scoring and home-win trends of the main sport, different champions. */
import { averagePointsBy, homeWinRateBy, seriesChange, type Chart, type Kpi } from "../../analytics/figures";
import { empty, fmt, type CategoryFigures, type FigureInputs } from "./inputs";

export function seasonTrends(f: FigureInputs): CategoryFigures {
  const { games, titles, sportName, phrase, noGames, noTitles, seasons, seasonText } = f;
  const kpis: Kpi[] = [];
  const charts: Chart[] = [];
  const notes: string[] = [];
  const sportsInRange = [...seasons.keys()].sort();
  const seasonCount = [...seasons.values()].reduce((a, s) => a + s.size, 0);
  const allYears = [...seasons.values()].flatMap((s) => [...s]);
  kpis.push(
    seasonCount
      ? {
          key: "seasons",
          label: "Seasons Covered",
          value: seasonCount,
          display: String(seasonCount),
          subject: null,
          detail: `${sportsInRange.map(sportName).join(", ")}, ${Math.min(...allYears)} to ${Math.max(...allYears)}`,
        }
      : empty("seasons", "Seasons Covered", noGames),
  );
  // Per sport, scoring per season; the KPI follows the sport with the most games in range.
  const mainSport = [...sportsInRange].sort(
    (a, b) => games.filter((g) => g.sport === b).length - games.filter((g) => g.sport === a).length,
  )[0];
  const scoring = sportsInRange.map((s) => ({
    name: sportName(s),
    points: averagePointsBy(
      games.filter((g) => g.sport === s),
      (g) => seasonText(s, g.season),
    ),
  }));
  const homeRates = sportsInRange.map((s) => ({
    name: sportName(s),
    points: homeWinRateBy(
      games.filter((g) => g.sport === s),
      (g) => seasonText(s, g.season),
    ),
  }));
  const scoringChange = mainSport ? seriesChange(scoring[sportsInRange.indexOf(mainSport)].points) : null;
  kpis.push(
    scoringChange
      ? {
          key: "scoring-trend",
          label: "Scoring Trend",
          value: scoringChange.change,
          display: `${scoringChange.change > 0 ? "+" : ""}${scoringChange.change}`,
          subject: sportName(mainSport),
          detail: `points per game: ${scoringChange.from.value} in ${scoringChange.from.label}, ${scoringChange.to.value} in ${scoringChange.to.label}`,
        }
      : empty(
          "scoring-trend",
          "Scoring Trend",
          games.length ? "One season in range: no trend to measure" : noGames,
        ),
  );
  const homeChange = mainSport ? seriesChange(homeRates[sportsInRange.indexOf(mainSport)].points) : null;
  kpis.push(
    homeChange
      ? {
          key: "home-win-trend",
          label: "Home-Win Trend",
          value: homeChange.change,
          display: `${homeChange.change > 0 ? "+" : ""}${homeChange.change} pts`,
          subject: sportName(mainSport),
          detail: `home-win rate: ${homeChange.from.value}% in ${homeChange.from.label}, ${homeChange.to.value}% in ${homeChange.to.label}`,
        }
      : empty(
          "home-win-trend",
          "Home-Win Trend",
          games.length ? "One season in range: no trend to measure" : noGames,
        ),
  );
  const distinct = new Set(titles.map((t) => t.teamId)).size;
  kpis.push(
    titles.length
      ? {
          key: "distinct-champions",
          label: "Different Champions",
          value: distinct,
          display: String(distinct),
          subject: null,
          detail: `${fmt(distinct)} different champions in ${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}`,
        }
      : empty("distinct-champions", "Different Champions", noTitles),
  );
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
  return { kpis, charts, notes };
}
