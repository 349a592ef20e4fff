/** The "team performance" figures: best record (games, else standings), most titles, longest winning streak, best home record. */
import {
  longestWinStreak,
  teamRecords,
  pctText,
  played,
  qualified,
  rankByRecord,
  recordText,
  round1,
  seasonSpan,
  titlesByTeam,
  winPct,
  type Chart,
  type Kpi,
  type TeamRecord,
} from "../../analytics/figures";
import { seasonLabel } from "../../../domain/season";
import { standingsRecords } from "./rows";
import { barChart, fmt, kpi, type CategoryFigures, type Figure, type FigureInputs } from "./inputs";

export async function teamPerformance(f: FigureInputs): Promise<CategoryFigures> {
  const { ctx, scope, games, titles, timeframe, gameSports, nameOf, sportName } = f;
  const notes: string[] = [];
  const records = [...teamRecords(games).values()];
  const fromStandings =
    games.length === 0 || timeframe === "all-time" || timeframe === "this-season"
      ? await standingsRecords(ctx, scope, new Set(gameSports.map((r) => r.sport_id)))
      : [];
  if (fromStandings.length) {
    const through = new Map<string, number>();
    for (const r of fromStandings) through.set(r.sport, Math.max(through.get(r.sport) ?? 0, r.lastSeason));
    notes.push(
      `Records of sports without games in the database come from season standings (${[...through].map(([sport, last]) => `${sportName(sport).toLowerCase()} through ${seasonLabel(sport, last)}`).join(", ")}).`,
    );
  }
  const ranked = rankByRecord([...records, ...fromStandings]);
  const byTitles = titlesByTeam(titles);
  const charts: Chart[] = [];
  if (ranked.length)
    charts.push(
      barChart(
        "win-pct",
        "Win percentage, top 10 teams",
        "%",
        "Win %",
        ranked.slice(0, 10).map((r) => ({ label: nameOf(r.teamId), value: round1(winPct(r) * 100) })),
      ),
    );
  if (byTitles.length)
    charts.push(
      barChart(
        "titles",
        "Titles, top 10 teams",
        "titles",
        "Titles",
        byTitles.slice(0, 10).map((t) => ({ label: nameOf(t.teamId), value: t.titles })),
      ),
    );
  return { kpis: teamKpis(f, records, ranked, byTitles), charts, notes };
}

function teamKpis(
  f: FigureInputs,
  records: TeamRecord[],
  ranked: TeamRecord[],
  byTitles: ReturnType<typeof titlesByTeam>,
): Kpi[] {
  const { games, titles, nameOf, phrase, noGames, noTitles } = f;
  const best = ranked[0];
  const top = byTitles[0];
  const shared = top ? byTitles.filter((t) => t.titles === top.titles).length : 0;
  const streak = longestWinStreak(games);
  const home = qualified(records, (r) => r.homeGames).sort(
    (a, b) =>
      b.homeWins / b.homeGames - a.homeWins / a.homeGames || b.homeWins - a.homeWins || a.teamId - b.teamId,
  )[0];
  const bestRecordFigure: Figure | null = best
    ? {
        value: round1(winPct(best) * 100),
        display: pctText(winPct(best)),
        subject: nameOf(best.teamId),
        detail: `${recordText(best)} in ${fmt(played(best))} games, ${seasonSpan(best, (y) => seasonLabel(best.sport, y))}`,
      }
    : null;
  const mostTitlesFigure: Figure | null = top
    ? {
        value: top.titles,
        display: String(top.titles),
        subject: nameOf(top.teamId),
        detail: `${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}${shared > 1 ? `; ${shared} teams share the lead` : ""}`,
      }
    : null;
  const longestStreakFigure: Figure | null = streak
    ? {
        value: streak.length,
        display: `${streak.length} games`,
        subject: nameOf(streak.teamId),
        detail: `${streak.from} to ${streak.to}`,
      }
    : null;
  const bestHomeRecordFigure: Figure | null = home
    ? {
        value: round1((home.homeWins / home.homeGames) * 100),
        display: pctText(home.homeWins / home.homeGames),
        subject: nameOf(home.teamId),
        detail: `${fmt(home.homeWins)} of ${fmt(home.homeGames)} home games won, ${seasonSpan(home, (y) => seasonLabel(home.sport, y))}`,
      }
    : null;
  return [
    kpi("best-record", "Best Record", bestRecordFigure, noGames),
    kpi("most-titles", "Most Titles", mostTitlesFigure, noTitles),
    kpi("longest-streak", "Longest Winning Streak", longestStreakFigure, noGames),
    kpi("best-home-record", "Best Home Record", bestHomeRecordFigure, noGames),
  ];
}
