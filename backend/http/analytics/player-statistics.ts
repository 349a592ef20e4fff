/** The "player statistics" figures: players in range, most titles and All-Star selections, championship MVPs, positions and debut decades. */
import { mvpCounts, type Chart, type Kpi } from "../../analytics/figures";
import { seasonLabel } from "../../../domain/season";
import { loadPlayers } from "./rows";
import { empty, fmt, type CategoryFigures, type FigureInputs } from "./inputs";

export async function playerStatistics(f: FigureInputs): Promise<CategoryFigures> {
  const { ctx, scope, titles, timeframe, sportName, phrase, noTitles, seasons } = f;
  const kpis: Kpi[] = [];
  const charts: Chart[] = [];
  const notes: string[] = [];
  const inScope =
    timeframe === "all-time" ? await loadPlayers(ctx, scope, null) : await loadPlayers(ctx, scope, seasons);
  const noPlayers =
    timeframe === "all-time" ? "No players in the database" : `No player's first season falls ${phrase}`;
  kpis.push(
    inScope.length
      ? {
          key: "players",
          label: timeframe === "all-time" ? "Players" : "First-Season Players",
          value: inScope.length,
          display: fmt(inScope.length),
          subject: null,
          detail:
            timeframe === "all-time" ? "players in the database" : `players whose first season is ${phrase}`,
        }
      : empty("players", "First-Season Players", noPlayers),
  );
  const mostTitles = [...inScope].sort((a, b) => b.titles - a.titles || a.name.localeCompare(b.name))[0];
  kpis.push(
    mostTitles && mostTitles.titles > 0
      ? {
          key: "most-titles-player",
          label: "Most Titles (Player)",
          value: mostTitles.titles,
          display: String(mostTitles.titles),
          subject: mostTitles.name,
          detail: `${sportName(mostTitles.sport)} championships won`,
        }
      : empty(
          "most-titles-player",
          "Most Titles (Player)",
          inScope.length ? "No titles won by these players yet" : noPlayers,
        ),
  );
  // Only Basketball-Reference lists selections; Lahman's AllstarFull has a row per All-Star game
  // (two a year in 1959-62), so its count is not a number of selections.
  const mostAllStar = inScope
    .filter((pl) => pl.sport === "basketball")
    .sort((a, b) => b.allStar - a.allStar || a.name.localeCompare(b.name))[0];
  kpis.push(
    mostAllStar && mostAllStar.allStar > 0
      ? {
          key: "most-all-star",
          label: "Most All-Star Selections",
          value: mostAllStar.allStar,
          display: String(mostAllStar.allStar),
          subject: mostAllStar.name,
          detail: "NBA All-Star selections (Basketball-Reference)",
        }
      : empty(
          "most-all-star",
          "Most All-Star Selections",
          inScope.length ? "All-Star selections are recorded for NBA players only" : noPlayers,
        ),
  );
  const mvps = mvpCounts(titles);
  kpis.push(
    mvps[0]
      ? {
          key: "championship-mvp",
          label: "Championship MVP",
          value: mvps[0].awards,
          display: `${mvps[0].awards}×`,
          subject: mvps[0].name,
          detail: `most championship MVP awards of titles decided ${phrase}`,
        }
      : empty(
          "championship-mvp",
          "Championship MVP",
          titles.length ? "No MVP recorded for these titles" : noTitles,
        ),
  );
  charts.push(...playerCharts(inScope));
  notes.push(...coverageNotes(inScope, sportName));
  return { kpis, charts, notes };
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
    charts.push({
      key: "positions",
      title: "Players by position, top 8",
      kind: "bar",
      unit: "players",
      series: [{ name: "Players", points: topPositions.map(([label, value]) => ({ label, value })) }],
    });
  const decades = new Map<string, number>();
  for (const pl of inScope)
    if (pl.firstSeason !== null)
      decades.set(
        `${Math.floor(pl.firstSeason / 10) * 10}s`,
        (decades.get(`${Math.floor(pl.firstSeason / 10) * 10}s`) ?? 0) + 1,
      );
  if (decades.size > 1)
    charts.push({
      key: "debuts",
      title: "Players by decade of first season",
      kind: "bar",
      unit: "players",
      series: [
        {
          name: "Players",
          points: [...decades]
            .sort((a, b) => a[0].localeCompare(b[0]))
            .map(([label, value]) => ({ label, value })),
        },
      ],
    });
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
