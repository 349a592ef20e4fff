/**
 * MLB from the Baseball Databank / Lahman files (lahman-baseballdatabank, seasons to 2020):
 *  - Teams.csv → MLB standings 1903-2020 (AL and NL; W, L, ties = G - W - L, rank, division,
 *    DivWin/WCWin/LgWin/WSWin for playoff_position). No games exist, so streaks and home/away splits
 *    stay empty. Teams are matched by `franchID` (crosswalk rows `lahman`).
 *  - People.csv → players (bio, debut/final season), with AwardsPlayers (awards, MVP count),
 *    AllstarFull (selections, position from startingPos), BattingPost/PitchingPost (postseason
 *    batting totals; World Series titles = appearing for the WS winner). Regular-season Batting and
 *    Pitching are not in the copy, so career regular-season totals stay empty. The last team is the
 *    latest team among All-Star and postseason rows (unknown for most players); HallOfFame.csv
 *    inductions are awards; CollegePlaying.csv + Schools.csv give the (last) college;
 *    lahman-2025-stats/Appearances.csv gives the seasons each player played (counted, not spanned).
 *  - Managers.csv → managers (coaches titled Manager) with season W-L, postseason series from
 *    SeriesPost (won/lost games of the last manager of a team-season), AwardsManagers.
 *
 * People and team names come from the 2025 edition (lahman-2025-stats: People.csv and Teams.csv,
 * seasons to 2024, UTF-8); managers, awards, All-Stars, Hall of Fame and the postseason from the same
 * edition's other tables (lahman-2025-refresh, 2024 season; Hall of Fame voting to 2025). Its
 * People.csv leaves finalGame blank for active players, so a player's last season is the latest of
 * finalGame, the Appearances rows and the postseason/All-Star rows. Nobody is 'active' from Lahman:
 * it ends before the current season, and a player or manager of its last seasons has figures
 * "through 2024". CollegePlaying and Schools exist only in lahman-baseballdatabank. Standings read
 * lahman-baseballdatabank to 2020 and the 2025 edition's Teams.csv after.
 */
import fs from "node:fs";
import path from "node:path";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildStep } from "../step";
import { intOrNull, readRows, RowError, type RawRow, leagueImport } from "./common";
import { isoFromParts, peopleOf, type CoachSeason, type PersonDraft } from "./people";
import { alignmentIds, assignPlayoffPositions, type StandingRow } from "./standings";

const DIR = "lahman-baseballdatabank";
const LAST_SEASON = 2020;
/** The 2025 edition's player tables, People and Teams (seasons to 2024); its Teams rows after LAST_SEASON extend the standings. */
const STATS_DIR = "lahman-2025-stats";
/** The rest of the 2025 edition: postseason, awards, All-Stars, Hall of Fame, managers (2024 season). */
const PEOPLE_DIR = "lahman-2025-refresh";
export const LAHMAN_LAST_SEASON = 2024;
const PEOPLE_LAST_SEASON = LAHMAN_LAST_SEASON;
/**
 * All-Star Games missing from AllstarFull, by player: Hank Aaron was named to both 1962 games
 * (25 selections, the record) but the file holds only the second.
 */
const MISSING_ALL_STAR_GAMES: Record<string, string[]> = { aaronha01: ["ALS196207100"] };

const POSITIONS = [
  "",
  "Pitcher",
  "Catcher",
  "First Base",
  "Second Base",
  "Third Base",
  "Shortstop",
  "Left Field",
  "Center Field",
  "Right Field",
  "Designated Hitter",
];

/** Lahman's award name as shown (the 2025 edition spells five Silver Sluggers "SIlver Slugger"). */
export function mlbAwardName(awardID: string): string {
  return awardID === "SIlver Slugger" ? "Silver Slugger" : awardID;
}

/** A season's award, not a weekly or monthly honour (Player of the Week, Pitcher of the Month, ...). */
export function isSeasonAward(name: string): boolean {
  return !/ of the (Week|Month)$/.test(name);
}

export const lahmanStep: BuildStep = {
  name: "MLB: Lahman teams, people, managers",
  async run(ctx) {
    const setup = await leagueImport(ctx, "mlb");
    if (!setup) return;
    const { dataDir, league, report, crosswalk } = setup;
    const read = (name: string, from = DIR, encoding: BufferEncoding = "utf8") => {
      const file = path.join(dataDir, from, name);
      const stats = report.open(file, "baseball", "professional");
      return { stats, rows: readRows(report, stats, file, encoding) ?? [] };
    };
    const read23 = (name: string, encoding: BufferEncoding = "utf8") => read(name, PEOPLE_DIR, encoding);

    // teamID + year -> franchise (and Lahman's name of the time).
    const teamsRead = read("Teams.csv");
    let lastSeason = LAST_SEASON;
    {
      const file = path.join(dataDir, STATS_DIR, "Teams.csv");
      const stats = report.open(file, "baseball", "professional");
      for (const row of readRows(report, stats, file) ?? []) {
        if (Number(row.get("yearID")) <= LAST_SEASON) {
          stats.skipped++;
          continue;
        }
        teamsRead.rows.push(row);
        lastSeason = Math.max(lastSeason, Number(row.get("yearID")));
        stats.imported++;
      }
      report.done(stats, `seasons ${LAST_SEASON + 1}-${lastSeason} added to the standings (earlier rows are in ${DIR})`);
    }
    const teamOf = new Map<string, { teamId: number | null; name: string; row: RawRow }>();
    for (const row of teamsRead.rows) {
      const year = Number(row.get("yearID"));
      const r = crosswalk.resolve("lahman", "mlb", row.get("franchID"), year);
      teamOf.set(`${year}:${row.get("teamID")}`, { teamId: r.ok ? r.value.team.id : null, name: row.get("name"), row });
    }
    const teamAt = (year: string | number, teamID: string) => teamOf.get(`${year}:${teamID}`);

    // Standings 1903-2020 (AL, NL).
    const ids = await alignmentIds(ctx);
    const standings: Insertable<Database["standings"]>[] = [];
    const byYear = new Map<number, RawRow[]>();
    for (const row of teamsRead.rows) {
      const year = Number(row.get("yearID"));
      if (year < league.first_season || !["AL", "NL"].includes(row.get("lgID"))) {
        teamsRead.stats.skipped++;
        continue;
      }
      const list = byYear.get(year) ?? [];
      list.push(row);
      byYear.set(year, list);
    }
    for (const [year, rows] of [...byYear].sort((a, b) => a[0] - b[0])) {
      const table: (StandingRow & { lahmanRank: number | null; flags: Record<string, boolean> })[] = [];
      for (const row of rows) {
        try {
          const t = teamAt(year, row.get("teamID"))!;
          if (t.teamId === null) {
            const r = crosswalk.resolve("lahman", "mlb", row.get("franchID"), year);
            throw new RowError(r.ok ? "unmatched franchise" : r.reason);
          }
          const w = intOrNull(row.get("W"), "W") ?? 0;
          const l = intOrNull(row.get("L"), "L") ?? 0;
          const g = intOrNull(row.get("G"), "G") ?? w + l;
          const lg = row.get("lgID") === "AL" ? "American League" : "National League";
          const div = row.get("divID")
            ? `${row.get("lgID")} ${({ E: "East", C: "Central", W: "West" } as Record<string, string>)[row.get("divID")] ?? row.get("divID")}`
            : null;
          table.push({
            team_id: t.teamId,
            conference: lg,
            division: div,
            wins: w,
            losses: l,
            ties: Math.max(0, g - w - l),
            overtime_losses: null,
            points: null,
            games_played: g,
            win_percentage: w + l > 0 ? Math.round((w / (w + l)) * 1000) / 1000 : null,
            games_behind: null,
            streak: null,
            streak_type: null,
            home_record: "",
            away_record: "",
            division_record: null,
            conference_record: null,
            rank: 0,
            conference_rank: 0,
            league_rank: 0,
            points_for: intOrNull(row.get("R"), "R"),
            points_against: intOrNull(row.get("RA"), "RA"),
            regulation_wins: 0,
            last_updated: null,
            playoff_position: null,
            tiebreak: null,
            lahmanRank: intOrNull(row.get("Rank"), "Rank"),
            flags: { div: row.get("DivWin") === "Y", wc: row.get("WCWin") === "Y", lg: row.get("LgWin") === "Y", ws: row.get("WSWin") === "Y" },
          } as StandingRow & { lahmanRank: number | null; flags: Record<string, boolean> });
          teamsRead.stats.imported++;
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          report.reject(teamsRead.stats, row.line, error.message);
        }
      }
      const pct = (r: StandingRow) => r.win_percentage ?? 0;
      const rankBy = (key: (r: StandingRow) => string, set: (r: StandingRow, i: number, leader: StandingRow) => void) => {
        const groups = new Map<string, StandingRow[]>();
        for (const r of table) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
        for (const list of groups.values()) {
          list.sort((a, b) => pct(b) - pct(a) || b.wins - a.wins);
          list.forEach((r, i) => set(r, i, list[0]));
        }
      };
      rankBy(
        () => "mlb",
        (r, i) => (r.league_rank = i + 1),
      );
      rankBy(
        (r) => r.conference ?? "",
        (r, i) => (r.conference_rank = i + 1),
      );
      rankBy(
        (r) => r.division ?? r.conference ?? "",
        (r, i, leader) => {
          r.rank = i + 1;
          r.games_behind = (leader.wins - r.wins + (r.losses - leader.losses)) / 2;
        },
      );
      for (const r of table) if (r.lahmanRank !== null) r.rank = r.lahmanRank;
      // Clubs level on percentage in a division: Lahman's rank is the league's published order.
      for (const r of table) {
        if (table.some((o) => o !== r && o.division === r.division && o.conference === r.conference && o.win_percentage === r.win_percentage)) {
          r.tiebreak = "order of the league's published final standings";
        }
      }
      const champion = table.find((r) => r.flags.ws)?.team_id ?? null;
      const participants = new Set(table.filter((r) => r.flags.div || r.flags.wc || r.flags.lg || r.flags.ws).map((r) => r.team_id));
      if (participants.size > 0) assignPlayoffPositions(table, { participants, playIn: new Set(), champion });
      for (const r of table) {
        standings.push({
          id: ctx.nextId("standings"),
          season_id: ctx.lookups.seasons.get(`${league.sport_id}:${league.level_id}:${year}`) ?? null,
          season_start_year: year,
          sport_id: league.sport_id,
          level_id: league.level_id,
          team_id: r.team_id,
          team_name: ctx.teamOfTime(r.team_id, year).name,
          conference_id: r.conference ? await ids.conference(league.sport_id, league.level_id, r.conference) : null,
          division_id: r.division ? await ids.division(league.sport_id, league.level_id, r.division, r.conference) : null,
          conference_name: r.conference,
          division_name: r.division,
          rank: r.rank,
          wins: r.wins,
          losses: r.losses,
          ties: r.ties,
          points: null,
          win_percentage: r.win_percentage,
          games_played: r.games_played,
          games_behind: r.games_behind,
          streak: null,
          streak_type: null,
          playoff_position: r.playoff_position,
          home_record: null,
          away_record: null,
          division_record: null,
          conference_record: null,
          last_updated: null,
          conference_rank: r.conference_rank,
          league_rank: r.league_rank,
          overtime_losses: null,
          points_for: r.points_for,
          points_against: r.points_against,
          tiebreak: r.tiebreak,
        });
      }
    }
    await ids.flush();
    await ctx.insert("standings", standings);
    report.count("baseball", "professional", "standings", standings.length);
    report.done(
      teamsRead.stats,
      `standings ${standings.length} rows (seasons ${league.first_season}-${lastSeason}, AL and NL; other rows only name teams)`,
    );

    // People's teams: the 2025 edition's Teams.csv (to 2024), read for lookups only (standings count theirs).
    const teams23File = path.join(dataDir, STATS_DIR, "Teams.csv");
    const silent = report.open(teams23File, "baseball", "professional");
    report.files.pop();
    for (const row of readRows(report, silent, teams23File) ?? []) {
      const year = Number(row.get("yearID"));
      if (teamOf.has(`${year}:${row.get("teamID")}`)) continue;
      const r = crosswalk.resolve("lahman", "mlb", row.get("franchID"), year);
      teamOf.set(`${year}:${row.get("teamID")}`, { teamId: r.ok ? r.value.team.id : null, name: row.get("name"), row });
    }

    // World Series winners by year (teamID) from SeriesPost; team-season postseason W-L.
    const series = read23("SeriesPost.csv");
    const wsWinner = new Map<string, string>();
    const postRecord = new Map<string, { w: number; l: number }>();
    for (const row of series.rows) {
      const y = row.get("yearID");
      if (row.get("round") === "WS") wsWinner.set(y, row.get("teamIDwinner"));
      const w = Number(row.get("wins")) || 0;
      const l = Number(row.get("losses")) || 0;
      const win = postRecord.get(`${y}:${row.get("teamIDwinner")}`) ?? { w: 0, l: 0 };
      win.w += w;
      win.l += l;
      postRecord.set(`${y}:${row.get("teamIDwinner")}`, win);
      const lose = postRecord.get(`${y}:${row.get("teamIDloser")}`) ?? { w: 0, l: 0 };
      lose.w += l;
      lose.l += w;
      postRecord.set(`${y}:${row.get("teamIDloser")}`, lose);
      series.stats.imported++;
    }
    report.done(series.stats);

    // Per player facts.
    const lastTeam = new Map<string, { year: number; teamID: string }>();
    const noteTeam = (id: string, year: number, teamID: string) => {
      const prev = lastTeam.get(id);
      if (!prev || year >= prev.year) lastTeam.set(id, { year, teamID });
    };
    const awards = new Map<string, string[]>();
    const mvps = new Map<string, number>();
    const aw = read23("AwardsPlayers.csv");
    // The 2025 edition repeats some rows exactly (170) and adds weekly and monthly honours, which
    // are not a career's awards: both are left out of the player's list.
    const seenAwards = new Set<string>();
    for (const row of aw.rows) {
      const id = row.get("playerID");
      const name = mlbAwardName(row.get("awardID"));
      const rowKey = [id, name, row.get("yearID"), row.get("lgID"), row.get("notes")].join("|");
      if (seenAwards.has(rowKey) || !isSeasonAward(name)) {
        aw.stats.skipped++;
        continue;
      }
      seenAwards.add(rowKey);
      awards.set(id, [
        ...(awards.get(id) ?? []),
        `${name} (${row.get("yearID")}${row.get("lgID") && row.get("lgID") !== "ML" ? `, ${row.get("lgID")}` : ""})`,
      ]);
      if (name === "Most Valuable Player") mvps.set(id, (mvps.get(id) ?? 0) + 1);
      aw.stats.imported++;
    }
    report.done(aw.stats);
    // A selection is one All-Star Game a player was named to (two a year in 1959-62, as MLB and
    // Baseball-Reference count them). AllstarFull repeats some rows (Mays's 1962 games appear
    // twice), so count distinct games, not rows.
    const allStarGames = new Map<string, Set<string>>();
    for (const [id, games] of Object.entries(MISSING_ALL_STAR_GAMES)) allStarGames.set(id, new Set(games));
    const startPos = new Map<string, Map<number, number>>();
    const as = read23("AllstarFull.csv");
    for (const row of as.rows) {
      const id = row.get("playerID");
      const game = row.get("gameID") || `${row.get("yearID")}-${row.get("gameNum")}`;
      allStarGames.set(id, (allStarGames.get(id) ?? new Set<string>()).add(game));
      noteTeam(id, Number(row.get("yearID")), row.get("teamID"));
      const pos = Number(row.get("startingPos"));
      if (pos >= 1 && pos <= 10) {
        const m = startPos.get(id) ?? new Map<number, number>();
        m.set(pos, (m.get(pos) ?? 0) + 1);
        startPos.set(id, m);
      }
      as.stats.imported++;
    }
    report.done(as.stats);
    const allStars = new Map([...allStarGames].map(([id, games]) => [id, games.size] as const));
    const post = new Map<string, { g: number; ab: number; r: number; h: number; hr: number; rbi: number; sb: number; years: Set<string> }>();
    const titles = new Map<string, Set<string>>();
    const bp = read23("BattingPost.csv");
    for (const row of bp.rows) {
      const id = row.get("playerID");
      const y = row.get("yearID");
      const p = post.get(id) ?? { g: 0, ab: 0, r: 0, h: 0, hr: 0, rbi: 0, sb: 0, years: new Set<string>() };
      const n = (c: string) => Number(row.get(c)) || 0;
      p.g += n("G");
      p.ab += n("AB");
      p.r += n("R");
      p.h += n("H");
      p.hr += n("HR");
      p.rbi += n("RBI");
      p.sb += n("SB");
      p.years.add(y);
      post.set(id, p);
      noteTeam(id, Number(y), row.get("teamID"));
      if (row.get("round") === "WS" && wsWinner.get(y) === row.get("teamID")) titles.set(id, (titles.get(id) ?? new Set()).add(y));
      bp.stats.imported++;
    }
    report.done(bp.stats);
    const pitchers = new Set<string>();
    const pp = read23("PitchingPost.csv");
    for (const row of pp.rows) {
      const id = row.get("playerID");
      const y = row.get("yearID");
      pitchers.add(id);
      noteTeam(id, Number(y), row.get("teamID"));
      if (row.get("round") === "WS" && wsWinner.get(y) === row.get("teamID")) titles.set(id, (titles.get(id) ?? new Set()).add(y));
      pp.stats.imported++;
    }
    report.done(pp.stats);

    const hof = read23("HallOfFame.csv");
    for (const row of hof.rows) {
      if (row.get("inducted") === "Y") {
        const id = row.get("playerID");
        awards.set(id, [...(awards.get(id) ?? []), `Baseball Hall of Fame (${row.get("yearID")})`]);
      }
      hof.stats.imported++;
    }
    report.done(hof.stats, "inductions as awards");
    const schools = read("Schools.csv");
    const schoolName = new Map<string, string>();
    for (const row of schools.rows) {
      schoolName.set(row.get("schoolID"), row.get("name_full"));
      schools.stats.imported++;
    }
    report.done(schools.stats);
    const cp = read("CollegePlaying.csv");
    const college = new Map<string, { year: number; name: string }>();
    for (const row of cp.rows) {
      const name = schoolName.get(row.get("schoolID"));
      const year = Number(row.get("yearID")) || 0;
      const prev = college.get(row.get("playerID"));
      if (name && (!prev || year >= prev.year)) college.set(row.get("playerID"), { year, name });
      if (name) cp.stats.imported++;
      else report.reject(cp.stats, row.line, `schoolID "${row.get("schoolID")}" not in Schools.csv`);
    }
    report.done(cp.stats);

    // Managers.
    const mg = read23("Managers.csv");
    const managed = new Map<string, RawRow[]>();
    for (const row of mg.rows) {
      const id = row.get("playerID");
      managed.set(id, [...(managed.get(id) ?? []), row]);
    }

    const registry = peopleOf(ctx);
    const persons = new Map<string, PersonDraft>();
    // Seasons each player appeared in (the 2025 edition's Appearances, 1871-2024): career length is
    // the count of seasons played, not the span from debut to final game.
    const appearedIn = new Map<string, Set<number>>();
    if (fs.existsSync(path.join(dataDir, STATS_DIR, "Appearances.csv"))) {
      const ap = read("Appearances.csv", STATS_DIR);
      for (const row of ap.rows) {
        const year = Number(row.get("yearID"));
        const set = appearedIn.get(row.get("playerID")) ?? new Set<number>();
        set.add(year);
        appearedIn.set(row.get("playerID"), set);
        ap.stats.imported++;
      }
      report.done(ap.stats, "seasons played per player (counted up to the player's last season in People.csv)");
    }

    const pe = read("People.csv", STATS_DIR);
    for (const row of pe.rows) {
      try {
        const id = row.get("playerID");
        if (!id) throw new RowError("playerID missing");
        const first = row.get("nameFirst");
        const last = row.get("nameLast");
        if (!first && !last) throw new RowError("nameFirst and nameLast missing");
        const birthYear = intOrNull(row.get("birthYear"), "birthYear");
        const person = registry.person({
          key: `lahman:${id}`,
          first_name: first,
          last_name: last,
          birth_date: isoFromParts(birthYear, intOrNull(row.get("birthMonth"), "birthMonth"), intOrNull(row.get("birthDay"), "birthDay")),
          birth_year: birthYear,
          birth_city: row.get("birthCity") || null,
          birth_state: row.get("birthState") || null,
          birth_country: row.get("birthCountry") || null,
          college: college.get(id)?.name ?? null,
          height_inches: intOrNull(row.get("height"), "height"),
          weight_pounds: intOrNull(row.get("weight"), "weight"),
          death_year: intOrNull(row.get("deathYear"), "deathYear"),
        });
        persons.set(id, person);
        const debut = row.get("debut").slice(0, 4);
        const final = row.get("finalGame").slice(0, 4);
        if (!debut) {
          pe.stats.imported++;
          continue; // a manager or executive who never played: a person, not a player
        }
        const first_season = Number(debut);
        const lt = lastTeam.get(id);
        const last_season = Math.max(final ? Number(final) : first_season, lt?.year ?? -Infinity, ...(appearedIn.get(id) ?? []));
        const team = lt ? (teamAt(lt.year, lt.teamID)?.teamId ?? null) : null;
        const pos = startPos.get(id);
        const position = pos
          ? POSITIONS[[...pos].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]]
          : pitchers.has(id) && !post.get(id)?.ab
            ? "Pitcher"
            : null;
        const ps = post.get(id);
        // Seasons played up to the last season People.csv shows; unknown (never the span) without
        // the appearances.
        const played = [...(appearedIn.get(id) ?? [])].filter((y) => y <= last_season).length;
        const seasons = played > 0 ? played : null;
        registry.players.push({
          person,
          sport: "baseball",
          level: "professional",
          sport_id: league.sport_id,
          level_id: league.level_id,
          current_team_id: team,
          primary_position_name: position,
          years_pro: seasons,
          draft_year: null,
          draft_round: null,
          draft_pick: null,
          // The source ends with 2024: a player seen in its last seasons may have played on since.
          is_active: 0,
          last_season,
          source_through: last_season >= PEOPLE_LAST_SEASON - 1 ? PEOPLE_LAST_SEASON : null,
          rookie_season: first_season,
          championships_won: titles.get(id)?.size ?? 0,
          all_star_selections: allStars.get(id) ?? 0,
          career_stats: {
            seasons_played: seasons,
            all_star_selections: allStars.get(id) ?? 0,
            championships_won: titles.get(id)?.size ?? 0,
            mvp_awards: mvps.get(id) ?? 0,
            postseason: ps
              ? {
                  seasons: ps.years.size,
                  games_played: ps.g,
                  at_bats: ps.ab,
                  runs: ps.r,
                  hits: ps.h,
                  home_runs: ps.hr,
                  runs_batted_in: ps.rbi,
                  stolen_bases: ps.sb,
                  batting_average: ps.ab ? Math.round((ps.h / ps.ab) * 1000) / 1000 : null,
                }
              : null,
          },
          awards: awards.get(id) ?? [],
        });
        pe.stats.imported++;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        report.reject(pe.stats, row.line, error.message);
      }
    }
    report.done(pe.stats);

    // Manager awards.
    const am = read23("AwardsManagers.csv");
    const managerAwards = new Map<string, { name: string; year: number | null }[]>();
    for (const row of am.rows) {
      managerAwards.set(row.get("playerID"), [
        ...(managerAwards.get(row.get("playerID")) ?? []),
        { name: row.get("awardID"), year: Number(row.get("yearID")) || null },
      ]);
      am.stats.imported++;
    }
    report.done(am.stats);

    // Last manager of each team-season gets its postseason.
    const lastManager = new Map<string, { id: string; inseason: number }>();
    for (const row of mg.rows) {
      const key = `${row.get("yearID")}:${row.get("teamID")}`;
      const inseason = Number(row.get("inseason")) || 0;
      const prev = lastManager.get(key);
      if (!prev || inseason > prev.inseason) lastManager.set(key, { id: row.get("playerID"), inseason });
    }
    for (const [id, rows] of managed) {
      const person = persons.get(id);
      if (!person) {
        for (const row of rows) report.reject(mg.stats, row.line, `playerID "${id}" not in People.csv`);
        continue;
      }
      const seasons: CoachSeason[] = [];
      let w = 0;
      let l = 0;
      let pw = 0;
      let pl = 0;
      let apps = 0;
      let titlesWon = 0;
      let t = 0;
      for (const row of rows) {
        const year = Number(row.get("yearID"));
        const team = teamAt(year, row.get("teamID"));
        const sw = Number(row.get("W")) || 0;
        const sl = Number(row.get("L")) || 0;
        const st = Math.max(0, (Number(row.get("G")) || 0) - sw - sl);
        const season: CoachSeason = {
          season: year,
          team_id: team?.teamId ?? null,
          team_name: team?.name ?? row.get("teamID"),
          wins: sw,
          losses: sl,
          ties: st,
          playoff_wins: null,
          playoff_losses: null,
          won_title: false,
        };
        seasons.push(season);
        w += sw;
        l += sl;
        t += st;
        const key = `${year}:${row.get("teamID")}`;
        if (lastManager.get(key)?.id === id) {
          const pr = postRecord.get(key);
          if (pr) {
            apps++;
            pw += pr.w;
            pl += pr.l;
            season.playoff_wins = pr.w;
            season.playoff_losses = pr.l;
          }
          if (wsWinner.get(String(year)) === row.get("teamID")) {
            titlesWon++;
            season.won_title = true;
          }
        }
        mg.stats.imported++;
      }
      registry.coaches.push({
        person,
        sport: "baseball",
        level: "professional",
        sport_id: league.sport_id,
        level_id: league.level_id,
        title: "Manager",
        seasons,
        latestSeason: PEOPLE_LAST_SEASON,
        wins: w,
        losses: l,
        ties: t,
        playoff_appearances: apps,
        playoff_wins: pw,
        playoff_losses: pl,
        championships_won: titlesWon,
        awards: managerAwards.get(id) ?? [],
        source: { name: "Lahman Managers.csv", first_season: 1871, last_season: PEOPLE_LAST_SEASON, from_league_start: true },
      });
    }
    report.done(mg.stats);
  },
};
