/**
 * NHL players and coaches from hockey-databank (Hockey Databank 13.0, seasons to 2017-18;
 * `year` = the season's start year):
 *  - Master.csv: people (a row with both playerID and coachID is one person), height, weight,
 *    shoots/catches, position, birth date and place, first/last NHL season;
 *  - Scoring.csv / Goalies.csv: NHL career totals (games, goals, assists, points, PIM; goalie wins,
 *    losses, shutouts, goals-against average); the last team is the latest NHL scoring or goalie
 *    row's team (teams by `franchID` of Teams.csv, crosswalk rows `hockey-databank`);
 *  - AwardsPlayers.csv / AwardsCoaches.csv: award texts;
 *  - SeriesPost.csv: Stanley Cup Final winners (round SCF): a title for players with playoff games
 *    for the winner that season, and for the winner's last coach of the season;
 *  - Coaches.csv: coaches by season, W-L-T-OTL and playoff W-L: the record counts NHL rows; other
 *    leagues' rows (NHA, PCHA, WCHL, WHA) stay in the history and the season table.
 * Scoring and goalie rows are also kept per season and team (`player_seasons`), coach rows per
 * season (`coach_seasons`). The Databank ends with 2017-18: nobody is 'active' from it, and a
 * player or coach of that season has figures "through 2017-18" rather than a whole career.
 */
import path from "node:path";
import type { BuildStep } from "../step";
import { intOrNull, readRows, RowError, leagueImport } from "./common";
import { isoFromParts, peopleOf, type CoachSeason, type PersonDraft } from "./people";

const DIR = "hockey-databank";
const LAST_SEASON = 2017;
const POSITIONS: Record<string, string> = { C: "Center", L: "Left Wing", R: "Right Wing", D: "Defense", G: "Goalie", F: "Forward", W: "Wing" };

export const hockeyDatabankStep: BuildStep = {
  name: "NHL players and coaches (Hockey Databank)",
  async run(ctx) {
    const setup = await leagueImport(ctx, "nhl");
    if (!setup) return;
    const { dataDir, league, report, crosswalk } = setup;
    const read = (name: string) => {
      const file = path.join(dataDir, DIR, name);
      const stats = report.open(file, "hockey", "professional");
      return { stats, rows: readRows(report, stats, file) ?? [] };
    };

    // year + tmID -> franchise and the name of the time (Teams.csv, already counted by standings).
    const teams = new Map<string, { id: number | null; name: string }>();
    const teamsFile = path.join(dataDir, DIR, "Teams.csv");
    const silent = report.open(teamsFile, "hockey", "professional");
    report.files.pop(); // read for lookups only; its rows are counted by the standings step
    for (const row of readRows(report, silent, teamsFile) ?? []) {
      const year = Number(row.get("year"));
      const r = row.get("lgID") === "NHL" ? crosswalk.resolve("hockey-databank", "nhl", row.get("franchID"), year) : null;
      teams.set(`${year}:${row.get("tmID")}`, { id: r?.ok ? r.value.team.id : null, name: row.get("name") });
    }

    const series = read("SeriesPost.csv");
    const cupWinner = new Map<number, string>();
    for (const row of series.rows) {
      if (row.get("round") === "SCF" && row.get("lgIDWinner") === "NHL") cupWinner.set(Number(row.get("year")), row.get("tmIDWinner"));
      series.stats.imported++;
    }
    report.done(series.stats, `${cupWinner.size} Stanley Cup Finals`);

    type SeasonRow = { year: number; stint: number; tm: string; stats: Record<string, number | null> };
    const seasonRows = new Map<string, SeasonRow[]>();
    const seasonRow = (id: string, year: number, stint: number, tm: string) => {
      const list = seasonRows.get(id) ?? [];
      seasonRows.set(id, list);
      let r = list.find((x) => x.year === year && x.stint === stint && x.tm === tm);
      if (!r) list.push((r = { year, stint, tm, stats: {} }));
      return r;
    };
    type Totals = {
      gp: number;
      g: number;
      a: number;
      pts: number;
      pim: number;
      seasons: Set<number>;
      last: { year: number; stint: number; tm: string } | null;
    };
    const skaters = new Map<string, Totals>();
    const titles = new Map<string, Set<number>>();
    const last = (t: Totals, year: number, stint: number, tm: string) => {
      if (!t.last || year > t.last.year || (year === t.last.year && stint >= t.last.stint)) t.last = { year, stint, tm };
    };
    const scoring = read("Scoring.csv");
    for (const row of scoring.rows) {
      if (row.get("lgID") !== "NHL") {
        scoring.stats.skipped++;
        continue;
      }
      const id = row.get("playerID");
      const year = Number(row.get("year"));
      const t = skaters.get(id) ?? { gp: 0, g: 0, a: 0, pts: 0, pim: 0, seasons: new Set<number>(), last: null };
      const n = (c: string) => Number(row.get(c)) || 0;
      t.gp += n("GP");
      t.g += n("G");
      t.a += n("A");
      t.pts += n("Pts");
      t.pim += n("PIM");
      t.seasons.add(year);
      last(t, year, n("stint"), row.get("tmID"));
      skaters.set(id, t);
      const sr = seasonRow(id, year, n("stint"), row.get("tmID"));
      Object.assign(sr.stats, { games_played: n("GP"), goals: n("G"), assists: n("A"), points: n("Pts"), penalty_minutes: n("PIM") });
      if (n("PostGP") > 0 && cupWinner.get(year) === row.get("tmID")) titles.set(id, (titles.get(id) ?? new Set()).add(year));
      scoring.stats.imported++;
    }
    report.done(scoring.stats, "NHL rows summed into career totals; other leagues' rows not used");
    const goalies = new Map<
      string,
      { gp: number; min: number; w: number; l: number; tol: number; sho: number; ga: number; seasons: Set<number>; last: Totals["last"] }
    >();
    const gr = read("Goalies.csv");
    for (const row of gr.rows) {
      if (row.get("lgID") !== "NHL") {
        gr.stats.skipped++;
        continue;
      }
      const id = row.get("playerID");
      const year = Number(row.get("year"));
      const n = (c: string) => Number(row.get(c)) || 0;
      const t = goalies.get(id) ?? { gp: 0, min: 0, w: 0, l: 0, tol: 0, sho: 0, ga: 0, seasons: new Set<number>(), last: null };
      t.gp += n("GP");
      t.min += n("Min");
      t.w += n("W");
      t.l += n("L");
      t.tol += n("T/OL");
      t.sho += n("SHO");
      t.ga += n("GA");
      t.seasons.add(year);
      if (!t.last || year > t.last.year || (year === t.last.year && n("stint") >= t.last.stint))
        t.last = { year, stint: n("stint"), tm: row.get("tmID") };
      goalies.set(id, t);
      const sr = seasonRow(id, year, n("stint"), row.get("tmID"));
      Object.assign(sr.stats, {
        games_played: Math.max(sr.stats.games_played ?? 0, n("GP")),
        goalie_wins: n("W"),
        goalie_losses: n("L"),
        goalie_ties_or_otl: n("T/OL"),
        shutouts: n("SHO"),
        goals_against_average: n("Min") > 0 ? Math.round(((n("GA") * 60) / n("Min")) * 100) / 100 : null,
      });
      if (n("PostGP") > 0 && cupWinner.get(year) === row.get("tmID")) titles.set(id, (titles.get(id) ?? new Set()).add(year));
      gr.stats.imported++;
    }
    report.done(gr.stats, "NHL rows summed into career totals");

    const aw = read("AwardsPlayers.csv");
    const awards = new Map<string, string[]>();
    for (const row of aw.rows) {
      const id = row.get("playerID");
      awards.set(id, [
        ...(awards.get(id) ?? []),
        `${row.get("award")} (${row.get("year")}-${String((Number(row.get("year")) + 1) % 100).padStart(2, "0")})`,
      ]);
      aw.stats.imported++;
    }
    report.done(aw.stats);
    const mvpAwards = (id: string) => (awards.get(id) ?? []).filter((a) => a.startsWith("Hart")).length;

    const registry = peopleOf(ctx);
    const byCoach = new Map<string, PersonDraft>();
    const master = read("Master.csv");
    for (const row of master.rows) {
      try {
        const playerID = row.get("playerID");
        const coachID = row.get("coachID");
        if (!playerID && !coachID) {
          master.stats.skipped++; // a Hall of Fame builder (hofID only): neither player nor coach
          continue;
        }
        const birthYear = intOrNull(row.get("birthYear"), "birthYear");
        const person = registry.person({
          key: `hockey-databank:${playerID || coachID}`,
          first_name: row.get("firstName"),
          last_name: row.get("lastName"),
          birth_date: isoFromParts(birthYear, intOrNull(row.get("birthMon"), "birthMon"), intOrNull(row.get("birthDay"), "birthDay")),
          birth_year: birthYear,
          birth_city: row.get("birthCity") || null,
          birth_state: row.get("birthState") || null,
          birth_country: row.get("birthCountry") || null,
          college: null,
          height_inches: intOrNull(row.get("height"), "height"),
          weight_pounds: intOrNull(row.get("weight"), "weight"),
          death_year: intOrNull(row.get("deathYear"), "deathYear"),
        });
        if (coachID) byCoach.set(coachID, person);
        const firstNHL = intOrNull(row.get("firstNHL"), "firstNHL");
        const lastNHL = intOrNull(row.get("lastNHL"), "lastNHL");
        if (!playerID || firstNHL === null) {
          master.stats.imported++;
          continue; // coach only, or a player who never played in the NHL
        }
        const s = skaters.get(playerID);
        const g = goalies.get(playerID);
        const lastRow = [s?.last, g?.last]
          .filter((x): x is NonNullable<Totals["last"]> => !!x)
          .sort((a, b) => b.year - a.year || b.stint - a.stint)[0];
        const team = lastRow ? (teams.get(`${lastRow.year}:${lastRow.tm}`)?.id ?? null) : null;
        const t = titles.get(playerID)?.size ?? 0;
        const isGoalie = row.get("pos") === "G";
        const seasons = new Set([...(s?.seasons ?? []), ...(g?.seasons ?? [])]).size;
        registry.players.push({
          person,
          sport: "hockey",
          level: "professional",
          sport_id: league.sport_id,
          level_id: league.level_id,
          current_team_id: team,
          primary_position_name: POSITIONS[row.get("pos")] ?? (row.get("pos") || null),
          years_pro: seasons || null,
          draft_year: null,
          draft_round: null,
          draft_pick: null,
          is_active: lastNHL !== null && lastNHL >= LAST_SEASON ? 1 : 0,
          last_season: lastNHL,
          source_through: lastNHL !== null && lastNHL >= LAST_SEASON ? LAST_SEASON : null,
          seasons: (seasonRows.get(playerID) ?? []).map((r) => {
            const tm = teams.get(`${r.year}:${r.tm}`);
            return { season: r.year, team_id: tm?.id ?? null, team_name: tm?.name ?? r.tm, league: null, stats: r.stats };
          }),
          rookie_season: firstNHL,
          championships_won: t,
          all_star_selections: 0,
          career_stats: {
            seasons_played: seasons || null,
            games_played: isGoalie ? (g?.gp ?? s?.gp ?? null) : (s?.gp ?? null),
            goals: s?.g ?? null,
            assists: s?.a ?? null,
            points: s?.pts ?? null,
            penalty_minutes: s?.pim ?? null,
            ...(g
              ? {
                  goalie_wins: g.w,
                  goalie_losses: g.l,
                  goalie_ties_or_otl: g.tol,
                  shutouts: g.sho,
                  goals_against_average: g.min > 0 ? Math.round(((g.ga * 60) / g.min) * 100) / 100 : null,
                }
              : {}),
            championships_won: t,
            mvp_awards: mvpAwards(playerID),
          },
          awards: awards.get(playerID) ?? [],
        });
        master.stats.imported++;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        report.reject(master.stats, row.line, error.message);
      }
    }
    report.done(master.stats, "rows without playerID/coachID are Hall of Fame builders");

    const ac = read("AwardsCoaches.csv");
    const coachAwards = new Map<string, { name: string; year: number | null }[]>();
    for (const row of ac.rows) {
      coachAwards.set(row.get("coachID"), [
        ...(coachAwards.get(row.get("coachID")) ?? []),
        { name: row.get("award"), year: Number(row.get("year")) || null },
      ]);
      ac.stats.imported++;
    }
    report.done(ac.stats);

    const coaches = read("Coaches.csv");
    const lastCoach = new Map<string, { id: string; stint: number }>();
    for (const row of coaches.rows) {
      const key = `${row.get("year")}:${row.get("tmID")}`;
      const stint = Number(row.get("stint")) || 0;
      const prev = lastCoach.get(key);
      if (!prev || stint > prev.stint) lastCoach.set(key, { id: row.get("coachID"), stint });
    }
    const byId = new Map<string, typeof coaches.rows>();
    for (const row of coaches.rows) {
      byId.set(row.get("coachID"), [...(byId.get(row.get("coachID")) ?? []), row]);
    }
    for (const [id, rows] of byId) {
      const person = byCoach.get(id);
      if (!person) {
        for (const row of rows) report.reject(coaches.stats, row.line, `coachID "${id}" not in Master.csv`);
        continue;
      }
      const seasons: CoachSeason[] = [];
      let w = 0;
      let l = 0;
      let t = 0;
      let pw = 0;
      let pl = 0;
      let apps = 0;
      let cups = 0;
      let otherLeagues = false;
      for (const row of rows) {
        const year = Number(row.get("year"));
        const team = teams.get(`${year}:${row.get("tmID")}`);
        const n = (c: string) => Number(row.get(c)) || 0;
        const won = cupWinner.get(year) === row.get("tmID") && lastCoach.get(`${year}:${row.get("tmID")}`)?.id === id;
        const nhl = row.get("lgID") === "NHL";
        seasons.push({
          season: year,
          team_id: team?.id ?? null,
          team_name: (team?.name ?? row.get("tmID")) + (nhl ? "" : ` (${row.get("lgID")})`),
          wins: n("w"),
          losses: n("l"),
          ties: n("t") + n("otl"),
          playoff_wins: n("postw"),
          playoff_losses: n("postl"),
          won_title: nhl && won,
        });
        coaches.stats.imported++;
        if (!nhl) {
          otherLeagues = true;
          continue;
        }
        w += n("w");
        l += n("l");
        t += n("t") + n("otl");
        if (n("postg") > 0) apps++;
        pw += n("postw");
        pl += n("postl");
        if (won) cups++;
      }
      registry.coaches.push({
        person,
        sport: "hockey",
        level: "professional",
        sport_id: league.sport_id,
        level_id: league.level_id,
        title: "Head Coach",
        seasons,
        latestSeason: LAST_SEASON,
        wins: w,
        losses: l,
        ties: t,
        playoff_appearances: apps,
        playoff_wins: pw,
        playoff_losses: pl,
        championships_won: cups,
        awards: coachAwards.get(id) ?? [],
        source: { name: "Hockey Databank Coaches.csv", first_season: 1917, last_season: LAST_SEASON, from_league_start: true },
        // The record counts NHL seasons: with seasons in other leagues it is not the whole career.
        ...(otherLeagues ? { record_is_career: false } : {}),
      });
    }
    report.done(coaches.stats, "record from NHL rows; other leagues' rows in the history");
  },
};
