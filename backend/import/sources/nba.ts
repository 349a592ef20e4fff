/**
 * NBA games 2022-23 → 2025-26 from multisport-elo-lab/nba/nba_YYYY.csv (Basketball-Reference
 * schedule exports; YYYY = the year the season ends). Columns by position: date (`Tue Oct 21 2025`),
 * start (ET, `7:30p`), visitor, PTS, home, PTS, box-score link, OT marker, attendance, length,
 * arena, notes. Notes mark the play-in (`Play-In Game`) and the NBA Cup (`NBA Cup`,
 * `In-Season Tournament`). Game types: play-in games are `play-in`; games after the first play-in
 * game are the playoffs (`postseason`, the Finals `championship`); the NBA Cup final (a Cup game
 * alone on its date) is `cup-final` and, as in the league's standings, does not count.
 */
import fs from "node:fs";
import type { BuildContext } from "../context";
import { basketballReferenceGames } from "../readers/multisport-elo-lab";
import { time24, leagueStep, type LeagueSetup as Setup } from "./common";
import { gameBase, insertGames, markFinals, markIncomplete, type GameDraft } from "./games";
import { pairFailure } from "./team-refs";

const LEAGUE = "nba";

type SeasonGame = GameDraft & { note: string };

/** The games of one season's file (`end`: the year the season ends); none when the file is missing. */
function readSeason(
  ctx: BuildContext,
  { dataDir, league, report, crosswalk }: Setup,
  end: number,
): GameDraft[] {
  const season = end - 1;
  const file = basketballReferenceGames.path(dataDir, end);
  const stats = report.open(file, "basketball", "professional");
  if (stats.missing) return [];
  const rows = basketballReferenceGames.read(report, stats, file);
  const seasonGames: SeasonGame[] = [];
  for (const row of rows) {
    try {
      const { date, marker, notes: note } = row;
      const h = crosswalk.resolve("basketball-reference", LEAGUE, row.home, season);
      const a = crosswalk.resolve("basketball-reference", LEAGUE, row.visitor, season);
      if (!h.ok || !a.ok) {
        report.reject(stats, row.line, pairFailure(h, a));
        markIncomplete(ctx, LEAGUE, season);
        continue;
      }
      seasonGames.push({
        ...gameBase(ctx, LEAGUE),
        season,
        date,
        time: time24(row.start),
        home: h.value,
        away: a.value,
        homeScore: row.homePoints,
        awayScore: row.visitorPoints,
        overtime: marker || null,
        neutral: note.startsWith("at "),
        venue: row.arena || null,
        attendance: row.attendance,
        weather: null,
        officials: null,
        week: null,
        gameType: note === "Play-In Game" ? "play-in" : "regular",
        championshipId: null,
        source: "basketball-reference",
        note,
      });
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  markSeasonParts(seasonGames);
  markFinals(seasonGames, season, league.id);
  report.done(stats);
  return seasonGames.map(({ note: _note, ...g }) => g);
}

/**
 * The file does not say which games are playoffs: those after the first play-in day are; a game
 * noted as the NBA Cup (In-Season Tournament) alone on its day is the Cup final.
 */
function markSeasonParts(seasonGames: SeasonGame[]): void {
  const firstPlayIn = seasonGames
    .filter((g) => g.gameType === "play-in")
    .reduce<string | null>((m, g) => (!m || g.date < m ? g.date : m), null);
  const perDate = new Map<string, number>();
  for (const g of seasonGames) perDate.set(g.date, (perDate.get(g.date) ?? 0) + 1);
  for (const g of seasonGames) {
    if (firstPlayIn && g.date > firstPlayIn && g.gameType === "regular") g.gameType = "postseason";
    if (g.gameType === "regular" && /NBA Cup|In-Season Tournament/.test(g.note) && perDate.get(g.date) === 1)
      g.gameType = "cup-final";
  }
}

export const nbaGamesStep = leagueStep("NBA games (Basketball-Reference)", LEAGUE, async (ctx, setup) => {
  const { dataDir, report } = setup;
  const years = new Set([2023, 2024, 2025, 2026]);
  if (fs.existsSync(basketballReferenceGames.folder(dataDir)))
    for (const year of basketballReferenceGames.keys(dataDir)) years.add(year);
  const games: GameDraft[] = [];
  for (const end of [...years].sort()) games.push(...readSeason(ctx, setup, end));
  const n = await insertGames(ctx, games);
  report.count("basketball", "professional", "games", n);
});
