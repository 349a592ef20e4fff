/** The "player statistics" figures: players in range, most titles and All-Star selections, championship MVPs, positions and debut decades. */
import { mvpCounts, type Chart, type Kpi } from "../../analytics/figures";
import { seasonLabel } from "../../../domain/season";
import { loadPlayers } from "./rows";
import { barChart, empty, fmt, kpi, type CategoryFigures, type Figure, type FigureInputs } from "./inputs";

export async function playerStatistics(f: FigureInputs): Promise<CategoryFigures> {
  const { ctx, scope, timeframe, sportName, seasons } = f;
  const inScope =
    timeframe === "all-time" ? await loadPlayers(ctx, scope, null) : await loadPlayers(ctx, scope, seasons);
  return {
    kpis: playerKpis(f, inScope),
    charts: playerCharts(inScope),
    notes: coverageNotes(inScope, sportName),
  };
}

function playerKpis(f: FigureInputs, inScope: Player[]): Kpi[] {
  const { titles, timeframe, sportName, phrase, noTitles } = f;
  const allTime = timeframe === "all-time";
  const noPlayers = allTime ? "No players in the database" : `No player's first season falls ${phrase}`;
  const mostTitles = [...inScope].sort((a, b) => b.titles - a.titles || a.name.localeCompare(b.name))[0];
  // Only Basketball-Reference lists selections; Lahman's AllstarFull has a row per All-Star game
  // (two a year in 1959-62), so its count is not a number of selections.
  const mostAllStar = inScope
    .filter((pl) => pl.sport === "basketball")
    .sort((a, b) => b.allStar - a.allStar || a.name.localeCompare(b.name))[0];
  const mvps = mvpCounts(titles);
  const mostTitlesPlayerFigure: Figure | null =
    mostTitles && mostTitles.titles > 0
      ? {
          value: mostTitles.titles,
          display: String(mostTitles.titles),
          subject: mostTitles.name,
          detail: `${sportName(mostTitles.sport)} championships won`,
        }
      : null;
  const mostAllStarFigure: Figure | null =
    mostAllStar && mostAllStar.allStar > 0
      ? {
          value: mostAllStar.allStar,
          display: String(mostAllStar.allStar),
          subject: mostAllStar.name,
          detail: "NBA All-Star selections (Basketball-Reference)",
        }
      : null;
  const championshipMvpFigure: Figure | null = mvps[0]
    ? {
        value: mvps[0].awards,
        display: `${mvps[0].awards}×`,
        subject: mvps[0].name,
        detail: `most championship MVP awards of titles decided ${phrase}`,
      }
    : null;
  return [
    playersKpi(inScope.length, allTime, phrase, noPlayers),
    kpi(
      "most-titles-player",
      "Most Titles (Player)",
      mostTitlesPlayerFigure,
      inScope.length ? "No titles won by these players yet" : noPlayers,
    ),
    kpi(
      "most-all-star",
      "Most All-Star Selections",
      mostAllStarFigure,
      inScope.length ? "All-Star selections are recorded for NBA players only" : noPlayers,
    ),
    kpi(
      "championship-mvp",
      "Championship MVP",
      championshipMvpFigure,
      titles.length ? "No MVP recorded for these titles" : noTitles,
    ),
  ];
}

/** How many players the timeframe holds (all of them, or those whose first season falls in it). */
function playersKpi(count: number, allTime: boolean, phrase: string, noPlayers: string): Kpi {
  if (!count) return empty("players", "First-Season Players", noPlayers);
  return {
    key: "players",
    label: allTime ? "Players" : "First-Season Players",
    value: count,
    display: fmt(count),
    subject: null,
    detail: allTime ? "players in the database" : `players whose first season is ${phrase}`,
  };
}

type Player = Awaited<ReturnType<typeof loadPlayers>>[number];

/** Players by position (the eight most common) and by the decade of their first season. */
function playerCharts(inScope: Player[]): Chart[] {
  const charts: Chart[] = [];
  const positions = new Map<string, number>();
  for (const pl of inScope)
    if (pl.position) positions.set(pl.position, (positions.get(pl.position) ?? 0) + 1);
  const topPositions = [...positions].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 8);
  if (topPositions.length)
    charts.push(
      barChart(
        "positions",
        "Players by position, top 8",
        "players",
        "Players",
        topPositions.map(([label, value]) => ({ label, value })),
      ),
    );
  const decades = new Map<string, number>();
  for (const pl of inScope)
    if (pl.firstSeason !== null)
      decades.set(
        `${Math.floor(pl.firstSeason / 10) * 10}s`,
        (decades.get(`${Math.floor(pl.firstSeason / 10) * 10}s`) ?? 0) + 1,
      );
  if (decades.size > 1)
    charts.push(
      barChart(
        "debuts",
        "Players by decade of first season",
        "players",
        "Players",
        [...decades].sort((a, b) => a[0].localeCompare(b[0])).map(([label, value]) => ({ label, value })),
      ),
    );
  return charts;
}

/** Through which season each sport's player figures run. */
function coverageNotes(inScope: Player[], sportName: FigureInputs["sportName"]): string[] {
  const notes: string[] = [];
  if (inScope.length) {
    const last = new Map<string, number>();
    for (const pl of inScope)
      if (pl.firstSeason !== null) last.set(pl.sport, Math.max(last.get(pl.sport) ?? 0, pl.firstSeason));
    notes.push(
      `Player figures run through each source's last season; the latest first seasons on record: ${[...last]
        .sort()
        .map(([sport, y]) => `${sportName(sport).toLowerCase()} ${seasonLabel(sport, y)}`)
        .join(", ")}.`,
    );
  }
  return notes;
}
