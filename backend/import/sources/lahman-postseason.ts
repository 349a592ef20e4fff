/**
 * What the Lahman postseason and honours files say of each player: World Series winners and
 * team-season postseason W-L (SeriesPost), awards (AwardsPlayers, HallOfFame), All-Star games
 * (AllstarFull), postseason batting (BattingPost), postseason pitchers (PitchingPost), the college
 * (CollegePlaying + Schools) and the latest team among these rows.
 */
import { addColumns } from "./column-totals";
import { seriesPostRow, type LahmanRead } from "./lahman-files";
import {
  BATTING_POST_COUNTS,
  lahmanAllstarFull,
  lahmanAwardsPlayers,
  lahmanBattingPost,
  lahmanCollegePlaying,
  lahmanHallOfFame,
  lahmanPitchingPost,
  lahmanSchools,
  lahmanSeriesPost,
} from "../readers/lahman";
import type { LahmanSetup } from "./lahman-files";

/** Lahman's award name as shown (the 2025 edition spells five Silver Sluggers "SIlver Slugger"). */
export function mlbAwardName(awardID: string): string {
  return awardID === "SIlver Slugger" ? "Silver Slugger" : awardID;
}

/** A season's award, not a weekly or monthly honour (Player of the Week, Pitcher of the Month, ...). */
export function isSeasonAward(name: string): boolean {
  return !/ of the (Week|Month)$/.test(name);
}

/**
 * All-Star Games missing from AllstarFull, by player: Hank Aaron was named to both 1962 games
 * (25 selections, the record) but the file holds only the second.
 */
const MISSING_ALL_STAR_GAMES: Record<string, string[]> = { aaronha01: ["ALS196207100"] };

export interface SeriesResults {
  /** World Series winner (teamID) by year. */
  wsWinner: Map<string, string>;
  /** Postseason W-L by `year:teamID`. */
  postRecord: Map<string, { w: number; l: number }>;
}

export function readSeries(read: LahmanRead, report: LahmanSetup["report"]): SeriesResults {
  const series = read(lahmanSeriesPost);
  const wsWinner = new Map<string, string>();
  const postRecord = new Map<string, { w: number; l: number }>();
  const add = (key: string, w: number, l: number) => {
    const rec = postRecord.get(key) ?? { w: 0, l: 0 };
    rec.w += w;
    rec.l += l;
    postRecord.set(key, rec);
  };
  for (const s of series.typed().map(seriesPostRow)) {
    if (s.round === "WS") wsWinner.set(String(s.year), s.winner);
    add(`${s.year}:${s.winner}`, s.wins, s.losses);
    add(`${s.year}:${s.loser}`, s.losses, s.wins);
    series.stats.imported++;
  }
  report.done(series.stats);
  return { wsWinner, postRecord };
}

export interface PostseasonBatting {
  g: number;
  ab: number;
  r: number;
  h: number;
  hr: number;
  rbi: number;
  sb: number;
  years: Set<string>;
}

/** Per-player facts of the honours and postseason files. */
export class PlayerFacts {
  readonly lastTeam = new Map<string, { year: number; teamID: string }>();
  readonly awards = new Map<string, string[]>();
  readonly mvps = new Map<string, number>();
  readonly allStars = new Map<string, number>();
  readonly startPos = new Map<string, Map<number, number>>();
  readonly post = new Map<string, PostseasonBatting>();
  readonly titles = new Map<string, Set<string>>();
  readonly pitchers = new Set<string>();
  readonly college = new Map<string, { year: number; name: string }>();

  noteTeam(id: string, year: number, teamID: string): void {
    const prev = this.lastTeam.get(id);
    if (!prev || year >= prev.year) this.lastTeam.set(id, { year, teamID });
  }
  addAward(id: string, text: string): void {
    this.awards.set(id, [...(this.awards.get(id) ?? []), text]);
  }
  noteTitle(id: string, year: string, round: string, teamID: string, series: SeriesResults): void {
    if (round === "WS" && series.wsWinner.get(year) === teamID)
      this.titles.set(id, (this.titles.get(id) ?? new Set()).add(year));
  }
}

/** AwardsPlayers: season awards by name and year, MVPs counted. */
function readAwards(read: LahmanRead, report: LahmanSetup["report"], facts: PlayerFacts): void {
  const aw = read(lahmanAwardsPlayers);
  // The 2025 edition repeats some rows exactly (170) and adds weekly and monthly honours, which
  // are not a career's awards: both are left out of the player's list.
  const seen = new Set<string>();
  for (const row of aw.typed()) {
    const id = row.playerID;
    const name = mlbAwardName(row.awardID);
    const rowKey = [id, name, row.yearID, row.lgID, row.notes].join("|");
    if (seen.has(rowKey) || !isSeasonAward(name)) {
      aw.stats.skipped++;
      continue;
    }
    seen.add(rowKey);
    facts.addAward(id, `${name} (${row.yearID}${row.lgID && row.lgID !== "ML" ? `, ${row.lgID}` : ""})`);
    if (name === "Most Valuable Player") facts.mvps.set(id, (facts.mvps.get(id) ?? 0) + 1);
    aw.stats.imported++;
  }
  report.done(aw.stats);
}

/**
 * A selection is one All-Star Game a player was named to (two a year in 1959-62, as MLB and
 * Baseball-Reference count them). AllstarFull repeats some rows (Mays's 1962 games appear twice),
 * so count distinct games, not rows.
 */
function readAllStars(read: LahmanRead, report: LahmanSetup["report"], facts: PlayerFacts): void {
  const games = new Map<string, Set<string>>();
  for (const [id, list] of Object.entries(MISSING_ALL_STAR_GAMES)) games.set(id, new Set(list));
  const as = read(lahmanAllstarFull);
  for (const row of as.typed()) {
    const id = row.playerID;
    const game = row.gameID || `${row.yearID}-${row.gameNum ?? ""}`;
    games.set(id, (games.get(id) ?? new Set<string>()).add(game));
    facts.noteTeam(id, row.yearID, row.teamID);
    const pos = row.startingPos;
    if (pos !== null && pos >= 1 && pos <= 10) {
      const m = facts.startPos.get(id) ?? new Map<number, number>();
      m.set(pos, (m.get(pos) ?? 0) + 1);
      facts.startPos.set(id, m);
    }
    as.stats.imported++;
  }
  report.done(as.stats);
  for (const [id, set] of games) facts.allStars.set(id, set.size);
}

/** BattingPost and PitchingPost: postseason batting totals, pitchers, World Series titles. */
function readPostseason(
  read: LahmanRead,
  report: LahmanSetup["report"],
  facts: PlayerFacts,
  series: SeriesResults,
): void {
  const bp = read(lahmanBattingPost);
  for (const row of bp.typed()) {
    const id = row.playerID;
    const y = String(row.yearID);
    const p = facts.post.get(id) ?? {
      g: 0,
      ab: 0,
      r: 0,
      h: 0,
      hr: 0,
      rbi: 0,
      sb: 0,
      years: new Set<string>(),
    };
    addColumns(p, (c: (typeof BATTING_POST_COUNTS)[number]) => row[c], {
      g: "G",
      ab: "AB",
      r: "R",
      h: "H",
      hr: "HR",
      rbi: "RBI",
      sb: "SB",
    });
    p.years.add(y);
    facts.post.set(id, p);
    facts.noteTeam(id, row.yearID, row.teamID);
    facts.noteTitle(id, y, row.round, row.teamID, series);
    bp.stats.imported++;
  }
  report.done(bp.stats);
  const pp = read(lahmanPitchingPost);
  for (const row of pp.typed()) {
    const id = row.playerID;
    facts.pitchers.add(id);
    facts.noteTeam(id, row.yearID, row.teamID);
    facts.noteTitle(id, String(row.yearID), row.round, row.teamID, series);
    pp.stats.imported++;
  }
  report.done(pp.stats);
}

/** HallOfFame inductions (as awards), then the last college from CollegePlaying + Schools. */
function readHallAndCollege(read: LahmanRead, report: LahmanSetup["report"], facts: PlayerFacts): void {
  const hof = read(lahmanHallOfFame);
  for (const row of hof.typed()) {
    if (row.inducted === "Y") facts.addAward(row.playerID, `Baseball Hall of Fame (${row.yearID})`);
    hof.stats.imported++;
  }
  report.done(hof.stats, "inductions as awards");
  const schools = read(lahmanSchools);
  const schoolName = new Map<string, string>();
  for (const row of schools.typed()) {
    schoolName.set(row.schoolID, row.name_full);
    schools.stats.imported++;
  }
  report.done(schools.stats);
  const cp = read(lahmanCollegePlaying);
  for (const row of cp.typed()) {
    const name = schoolName.get(row.schoolID);
    const year = row.yearID ?? 0;
    const prev = facts.college.get(row.playerID);
    if (name && (!prev || year >= prev.year)) facts.college.set(row.playerID, { year, name });
    if (name) cp.stats.imported++;
    else report.reject(cp.stats, row.line, `schoolID "${row.schoolID}" not in ${lahmanSchools.name}`);
  }
  report.done(cp.stats);
}

/** Reads every honours and postseason file, in the build report's order. */
export function readPlayerFacts(
  read: LahmanRead,
  report: LahmanSetup["report"],
  series: SeriesResults,
): PlayerFacts {
  const facts = new PlayerFacts();
  readAwards(read, report, facts);
  readAllStars(read, report, facts);
  readPostseason(read, report, facts, series);
  readHallAndCollege(read, report, facts);
  return facts;
}
