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
} from "../../analytics/figures";
import { seasonLabel } from "../../../domain/season";
import { standingsRecords } from "./rows";
import { empty, fmt, type CategoryFigures, type FigureInputs } from "./inputs";

export async function teamPerformance(f: FigureInputs): Promise<CategoryFigures> {
  const { ctx, scope, games, titles, timeframe, gameSports, nameOf, sportName, phrase, noGames, noTitles } =
    f;
  const kpis: Kpi[] = [];
  const charts: Chart[] = [];
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
  const best = ranked[0];
  kpis.push(
    best
      ? {
          key: "best-record",
          label: "Best Record",
          value: round1(winPct(best) * 100),
          display: pctText(winPct(best)),
          subject: nameOf(best.teamId),
          detail: `${recordText(best)} in ${fmt(played(best))} games, ${seasonSpan(best, (y) => seasonLabel(best.sport, y))}`,
        }
      : empty("best-record", "Best Record", noGames),
  );
  const byTitles = titlesByTeam(titles);
  const top = byTitles[0];
  const shared = top ? byTitles.filter((t) => t.titles === top.titles).length : 0;
  kpis.push(
    top
      ? {
          key: "most-titles",
          label: "Most Titles",
          value: top.titles,
          display: String(top.titles),
          subject: nameOf(top.teamId),
          detail: `${fmt(titles.length)} title${titles.length === 1 ? "" : "s"} decided ${phrase}${shared > 1 ? `; ${shared} teams share the lead` : ""}`,
        }
      : empty("most-titles", "Most Titles", noTitles),
  );
  const streak = longestWinStreak(games);
  kpis.push(
    streak
      ? {
          key: "longest-streak",
          label: "Longest Winning Streak",
          value: streak.length,
          display: `${streak.length} games`,
          subject: nameOf(streak.teamId),
          detail: `${streak.from} to ${streak.to}`,
        }
      : empty("longest-streak", "Longest Winning Streak", noGames),
  );
  const home = qualified(records, (r) => r.homeGames).sort(
    (a, b) =>
      b.homeWins / b.homeGames - a.homeWins / a.homeGames || b.homeWins - a.homeWins || a.teamId - b.teamId,
  )[0];
  kpis.push(
    home
      ? {
          key: "best-home-record",
          label: "Best Home Record",
          value: round1((home.homeWins / home.homeGames) * 100),
          display: pctText(home.homeWins / home.homeGames),
          subject: nameOf(home.teamId),
          detail: `${fmt(home.homeWins)} of ${fmt(home.homeGames)} home games won, ${seasonSpan(home, (y) => seasonLabel(home.sport, y))}`,
        }
      : empty("best-home-record", "Best Home Record", noGames),
  );
  if (ranked.length)
    charts.push({
      key: "win-pct",
      title: "Win percentage, top 10 teams",
      kind: "bar",
      unit: "%",
      series: [
        {
          name: "Win %",
          points: ranked
            .slice(0, 10)
            .map((r) => ({ label: nameOf(r.teamId), value: round1(winPct(r) * 100) })),
        },
      ],
    });
  if (byTitles.length)
    charts.push({
      key: "titles",
      title: "Titles, top 10 teams",
      kind: "bar",
      unit: "titles",
      series: [
        {
          name: "Titles",
          points: byTitles.slice(0, 10).map((t) => ({ label: nameOf(t.teamId), value: t.titles })),
        },
      ],
    });
  return { kpis, charts, notes };
}
