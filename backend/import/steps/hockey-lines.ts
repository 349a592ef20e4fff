/**
 * Hockey season lines for the finders and the college boards (hockey_skater_lines,
 * hockey_goalie_lines), in the season-line shape of the other leagues' lines (statLineKey): stint 0
 * is the player's season, with its one club or "TOT" over several; stints 1, 2, ... are the clubs
 * of a season with more than one, so a traded player's season counts once and a team criterion can
 * match any of his clubs.
 *  - NHL: Hockey Databank's Scoring.csv and Goalies.csv (NHL rows) to 2017-18, with plus/minus,
 *    power-play, short-handed and game-winning goals and shots where its columns are filled; the
 *    Hockey-Reference seasons after (the players' season rows), which hold none of those five.
 *  - College hockey: the NCAA's skater and goalie lines 2001-02 to 2013-14 as the chk importer kept
 *    them (Division I schools); shots against are saves plus goals against.
 * A figure not recorded stays null, on a season's total too when a club's line lacks it.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { loadCrosswalk } from "../crosswalk";
import { hockeyGoalies, hockeyScoring, hockeyTeams } from "../readers/hockey-databank";
import { openDataDir } from "../sources/common";
import { DATABANK_LAST } from "../sources/hockey-reference-match";
import { chkSeasonLines } from "../sources/ncaa-hockey-players";
import { peopleOf } from "../sources/people";
import { playerIdsByKey } from "../sources/rosters";
import type { BuildStep } from "../step";

export const SKATER_FIGURES = ["gp", "g", "a", "pts", "pim", "pm", "ppg", "shg", "gwg", "sog"] as const;
export const GOALIE_FIGURES = ["gp", "min", "w", "l", "tol", "sho", "ga", "sa"] as const;

type Figures = Record<string, number | null>;

/** One club's line of a player's season, before the season's total is made. */
export interface ClubLine {
  playerId: number;
  season: number;
  /** The source's order of the clubs within the season (Databank stint; else the order read). */
  order: number;
  teamId: number | null;
  teamCode: string;
  teamName: string | null;
  league: string;
  figures: Figures;
}

export interface SeasonLine {
  player_id: number;
  season_start_year: number;
  stint: number;
  team_id: number | null;
  team_code: string;
  team_name: string | null;
  league: string;
  figures: Figures;
}

/** Null when any club's line lacks the figure (a partial sum would read as a true total). */
function total(lines: readonly ClubLine[], figures: readonly string[]): Figures {
  const out: Figures = {};
  for (const f of figures) {
    let sum: number | null = 0;
    for (const l of lines) {
      const v = l.figures[f];
      sum = v === null || v === undefined || sum === null ? null : sum + v;
    }
    out[f] = sum;
  }
  return out;
}

/**
 * The stored lines of club lines: a one-club season is its stint 0; a season of several clubs is a
 * "TOT" stint 0 with the sum, and its clubs as stints 1, 2, ... in the source's order. Pure.
 */
export function seasonLines(clubs: readonly ClubLine[], figures: readonly string[]): SeasonLine[] {
  const bySeason = new Map<string, ClubLine[]>();
  for (const c of clubs) {
    const key = `${c.playerId}:${c.season}`;
    const list = bySeason.get(key) ?? [];
    list.push(c);
    bySeason.set(key, list);
  }
  const out: SeasonLine[] = [];
  for (const list of bySeason.values()) {
    const sorted = [...list].sort((a, b) => a.order - b.order);
    const first = sorted[0];
    const base = { player_id: first.playerId, season_start_year: first.season, league: first.league };
    const club = (c: ClubLine) => ({ team_id: c.teamId, team_code: c.teamCode, team_name: c.teamName });
    if (sorted.length === 1) {
      out.push({ ...base, stint: 0, ...club(first), figures: total(sorted, figures) });
      continue;
    }
    out.push({
      ...base,
      stint: 0,
      team_id: null,
      team_code: "TOT",
      team_name: null,
      figures: total(sorted, figures),
    });
    sorted.forEach((c, i) => out.push({ ...base, stint: i + 1, ...club(c), figures: total([c], figures) }));
  }
  return out;
}

/** Hockey Databank's NHL lines (to 2017-18), linked to our players and franchises. */
async function databankLines(ctx: BuildContext, dataDir: string, players: Map<string, number>) {
  const crosswalk = await loadCrosswalk(ctx);
  const teams = new Map<string, { id: number | null; name: string }>();
  for (const row of hockeyTeams.load(dataDir)) {
    if (row.lgID !== "NHL") continue;
    const r = crosswalk.resolve("hockey-databank", "nhl", row.franchID, row.year);
    teams.set(`${row.year}:${row.tmID}`, { id: r.ok ? r.value.team.id : null, name: row.name });
  }
  let unlinked = 0;
  const club = (row: { playerID: string; year: number; stint: number; tmID: string | null }) => {
    const playerId = players.get(`hockey-databank:${row.playerID}`);
    if (playerId === undefined) {
      unlinked++;
      return null;
    }
    const team = teams.get(`${row.year}:${row.tmID}`);
    return {
      playerId,
      season: row.year,
      order: row.stint,
      teamId: team?.id ?? null,
      teamCode: row.tmID ?? "",
      teamName: team?.name ?? null,
      league: "NHL",
    };
  };
  const skaters: ClubLine[] = [];
  for (const row of hockeyScoring.load(dataDir)) {
    const c = row.lgID === "NHL" ? club(row) : null;
    if (!c) continue;
    const figures = { gp: row.GP, g: row.G, a: row.A, pts: row.Pts, pim: row.PIM, pm: row["+/-"] };
    skaters.push({ ...c, figures: { ...figures, ppg: row.PPG, shg: row.SHG, gwg: row.GWG, sog: row.SOG } });
  }
  const goalies: ClubLine[] = [];
  for (const row of hockeyGoalies.load(dataDir)) {
    const c = row.lgID === "NHL" ? club(row) : null;
    if (!c) continue;
    const figures = { gp: row.GP, min: row.Min, w: row.W, l: row.L, tol: row["T/OL"], sho: row.SHO };
    goalies.push({ ...c, figures: { ...figures, ga: row.GA, sa: row.SA } });
  }
  if (unlinked) ctx.warn(`hockey lines: ${unlinked} Hockey Databank NHL lines have no player row (left out)`);
  return { skaters, goalies };
}

/** The NHL seasons after the Databank's, from the players' Hockey-Reference season rows. */
function laterLines(ctx: BuildContext, players: Map<string, number>) {
  const skaters: ClubLine[] = [];
  const goalies: ClubLine[] = [];
  for (const p of peopleOf(ctx).players) {
    if (p.league_key !== "nhl") continue;
    const playerId = players.get(p.person.key);
    if (playerId === undefined) continue;
    (p.seasons ?? []).forEach((r, order) => {
      if (r.season <= DATABANK_LAST) return;
      const v = (k: string) => (typeof r.stats[k] === "number" ? (r.stats[k] as number) : null);
      const abbreviation = r.team_id === null ? null : ctx.teamOfTime(r.team_id, r.season).abbreviation;
      const base = {
        playerId,
        season: r.season,
        order,
        teamId: r.team_id,
        teamCode: abbreviation ?? "",
        teamName: r.team_name,
        league: "NHL",
      };
      if (typeof r.stats.goalie_wins === "number") {
        const figures = { gp: v("games_played"), min: v("goalie_minutes"), w: v("goalie_wins") };
        const rest = { l: v("goalie_losses"), tol: v("goalie_ties_or_otl"), sho: v("shutouts") };
        goalies.push({
          ...base,
          figures: { ...figures, ...rest, ga: v("goals_against"), sa: v("shots_against") },
        });
        return;
      }
      const figures = { gp: v("games_played"), g: v("goals"), a: v("assists"), pts: v("points") };
      const none = { pm: null, ppg: null, shg: null, gwg: null, sog: null };
      skaters.push({ ...base, figures: { ...figures, pim: v("penalty_minutes"), ...none } });
    });
  }
  return { skaters, goalies };
}

/** College hockey's lines as the chk importer kept them (every line a skater's; goalies' also in goal). */
function collegeLines(ctx: BuildContext, players: Map<string, number>) {
  const skaters: ClubLine[] = [];
  const goalies: ClubLine[] = [];
  let unlinked = 0;
  chkSeasonLines(ctx).forEach((l, order) => {
    const playerId = players.get(l.key);
    if (playerId === undefined) {
      unlinked++;
      return;
    }
    const team = ctx.teamOfTime(l.teamId, l.season);
    const base = {
      playerId,
      season: l.season,
      order,
      teamId: l.teamId,
      teamCode: team.abbreviation ?? "",
      teamName: team.name,
      league: "NCAA",
    };
    const s = l.stats;
    const skater = { gp: s.games_played, g: s.goals, a: s.assists, pts: s.points, pim: s.penalty_minutes };
    const goals = { ppg: s.power_play_goals, shg: s.short_handed_goals, gwg: s.game_winning_goals };
    skaters.push({ ...base, figures: { ...skater, pm: null, ...goals, sog: null } });
    if (!l.goalie) return;
    const ga = s.goals_against;
    const sa = ga !== null && s.saves !== null ? ga + s.saves : null;
    const record = { w: s.goalie_wins, l: s.goalie_losses, tol: s.goalie_ties_or_otl, sho: s.shutouts };
    goalies.push({ ...base, figures: { gp: s.games_played, min: s.minutes, ...record, ga, sa } });
  });
  if (unlinked) ctx.warn(`hockey lines: ${unlinked} college hockey lines have no player row (left out)`);
  return { skaters, goalies };
}

type Key = Omit<SeasonLine, "figures"> & { id: number; league_key: string };

function keyOf(ctx: BuildContext, table: keyof Database, leagueKey: string, line: SeasonLine): Key {
  const { figures: _figures, ...key } = line;
  return { id: ctx.nextId(table), ...key, league_key: leagueKey };
}

function skaterRows(ctx: BuildContext, leagueKey: string, lines: readonly SeasonLine[]) {
  return lines.map((l): Insertable<Database["hockey_skater_lines"]> => {
    const f = l.figures;
    const goals = { ppg: f.ppg, shg: f.shg, gwg: f.gwg, sog: f.sog };
    return {
      ...keyOf(ctx, "hockey_skater_lines", leagueKey, l),
      gp: f.gp,
      g: f.g,
      a: f.a,
      pts: f.pts,
      pim: f.pim,
      pm: f.pm,
      ...goals,
    };
  });
}

function goalieRows(ctx: BuildContext, leagueKey: string, lines: readonly SeasonLine[]) {
  return lines.map((l): Insertable<Database["hockey_goalie_lines"]> => {
    const f = l.figures;
    const record = { w: f.w, l: f.l, tol: f.tol, sho: f.sho };
    return {
      ...keyOf(ctx, "hockey_goalie_lines", leagueKey, l),
      gp: f.gp,
      min: f.min,
      ...record,
      ga: f.ga,
      sa: f.sa,
    };
  });
}

export const hockeyLinesStep: BuildStep = {
  name: "hockey lines: NHL and college hockey skaters' and goalies' seasons (finders, college boards)",
  async run(ctx) {
    const dataDir = openDataDir();
    if (!dataDir) return;
    const players = await playerIdsByKey(ctx);
    const nhl = hockeyScoring.exists(dataDir)
      ? await databankLines(ctx, dataDir, players)
      : { skaters: [], goalies: [] };
    const later = laterLines(ctx, players);
    const college = collegeLines(ctx, players);
    const sets = [
      ["nhl", [...nhl.skaters, ...later.skaters], [...nhl.goalies, ...later.goalies]],
      ["chk", college.skaters, college.goalies],
    ] as const;
    for (const [league, skaters, goalies] of sets) {
      const s = skaterRows(ctx, league, seasonLines(skaters, SKATER_FIGURES));
      const g = goalieRows(ctx, league, seasonLines(goalies, GOALIE_FIGURES));
      await ctx.insert("hockey_skater_lines", s);
      await ctx.insert("hockey_goalie_lines", g);
      ctx.log(`  hockey lines (${league}): ${s.length} skater rows, ${g.length} goalie rows`);
    }
  },
};
