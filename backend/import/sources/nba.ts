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
import path from "node:path";
import type { BuildStep } from "../step";
import { intOrNull, isoDate, isIsoDate, monthNumber, readRows, RowError, time24, leagueImport } from "./common";
import { gameBase, insertGames, markFinals, markIncomplete, type GameDraft } from "./games";
import { pairFailure } from "./team-refs";

const LEAGUE = "nba";

export const nbaGamesStep: BuildStep = {
  name: "NBA games (Basketball-Reference)",
  async run(ctx) {
    const setup = await leagueImport(ctx, LEAGUE);
    if (!setup) return;
    const { dataDir, league, report, crosswalk } = setup;
    const dir = path.join(dataDir, "multisport-elo-lab", "nba");
    const years = new Set([2023, 2024, 2025, 2026]);
    if (fs.existsSync(dir)) for (const name of fs.readdirSync(dir)) if (/^nba_\d{4}\.csv$/.test(name)) years.add(Number(name.slice(4, 8)));
    const games: GameDraft[] = [];
    for (const end of [...years].sort()) {
      const season = end - 1;
      const file = path.join(dir, `nba_${end}.csv`);
      const stats = report.open(file, "basketball", "professional");
      const rows = readRows(report, stats, file);
      if (!rows) continue;
      const seasonGames: (GameDraft & { note: string })[] = [];
      for (const row of rows) {
        const f = row.fields;
        try {
          const m = /^[A-Za-z]{3}\s+([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})$/.exec(f[0].trim());
          const month = m ? monthNumber(m[1]) : null;
          if (!m || !month) throw new RowError(`Date: not a date like "Tue Oct 21 2025" ("${f[0]}")`);
          const date = isoDate(Number(m[3]), month, Number(m[2]));
          if (!isIsoDate(date)) throw new RowError(`Date: no such day ("${f[0]}")`);
          const h = crosswalk.resolve("basketball-reference", LEAGUE, f[4], season);
          const a = crosswalk.resolve("basketball-reference", LEAGUE, f[2], season);
          if (!h.ok || !a.ok) {
            report.reject(stats, row.line, pairFailure(h, a));
            markIncomplete(ctx, LEAGUE, season);
            continue;
          }
          const marker = f[7].trim();
          if (marker !== "" && !/^\d*OT$/.test(marker)) throw new RowError(`overtime column: unknown marker ("${marker}")`);
          const note = f[11].trim();
          seasonGames.push({
            ...gameBase(ctx, LEAGUE),
            season,
            date,
            time: time24(f[1]),
            home: h.value,
            away: a.value,
            homeScore: intOrNull(f[5], "home PTS"),
            awayScore: intOrNull(f[3], "visitor PTS"),
            overtime: marker || null,
            neutral: note.startsWith("at "),
            venue: f[10].trim() || null,
            attendance: intOrNull(f[8].replace(/,/g, ""), "Attend."),
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
          if (!(error instanceof RowError)) throw error;
          report.reject(stats, row.line, error.message);
        }
      }
      const firstPlayIn = seasonGames.filter((g) => g.gameType === "play-in").reduce<string | null>((m, g) => (!m || g.date < m ? g.date : m), null);
      const perDate = new Map<string, number>();
      for (const g of seasonGames) perDate.set(g.date, (perDate.get(g.date) ?? 0) + 1);
      for (const g of seasonGames) {
        if (firstPlayIn && g.date > firstPlayIn && g.gameType === "regular") g.gameType = "postseason";
        if (g.gameType === "regular" && /NBA Cup|In-Season Tournament/.test(g.note) && perDate.get(g.date) === 1) g.gameType = "cup-final";
      }
      markFinals(seasonGames, season, league.id);
      games.push(...seasonGames.map(({ note: _note, ...g }) => g));
      report.done(stats);
    }
    const n = await insertGames(ctx, games);
    report.count("basketball", "professional", "games", n);
  },
};
