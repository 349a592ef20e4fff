/**
 * NHL leader boards from Hockey Databank 13.0 (seasons to 2017-18), read from its Scoring.csv and
 * Goalies.csv (NHL rows only), and the later seasons of the Hockey-Reference tables (skaters to
 * 2023-24, goalies to 2022-23) from the players' season rows: career, single-season and active boards of goals, assists, points,
 * penalty minutes, plus/minus and games, and of goaltending wins, shutouts, games, GAA and save
 * percentage; and each franchise's career leaders while with it. The player rows come from the
 * Hockey Databank importer (keyed `hockey-databank:{playerID}`); this step only reads its files.
 *
 * Coverage the figures say: plus/minus is recorded from 1967-68 and shots against from 1982-83, so
 * those boards sum only the seasons that hold them (a row's seasons say which; the later seasons hold
 * no plus/minus). 'Active' means the player's last row is in his group's last season.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  FRANCHISE_LEADERS_PER_BOARD,
  LEADERS_PER_BOARD,
  NHL_LEADER_STATS,
  boardValue,
  type LeaderStat,
} from "../../../domain/leaders";
import type { BuildContext } from "../context";
import { loadCrosswalk } from "../crosswalk";
import {
  hockeyGoalies,
  hockeyScoring,
  hockeyTeams,
  type HockeyGoalies,
  type HockeyScoring,
} from "../readers/hockey-databank";
import { openDataDir } from "../sources/common";
import { playerIdsByKey } from "../sources/rosters";
import { peopleOf } from "../sources/people";
import { DATABANK_LAST } from "../sources/hockey-reference-match";
import { addTotals, boardRows, boardsStep, rankEntries, type ValuedEntry } from "./leader-boards";

type Totals = Record<string, number>;

/** One player's line of a season (a stint), or a sum of them. */
interface Line {
  playerId: number;
  season: number;
  teamId: number | null;
  teamName: string | null;
  totals: Totals;
  /** Plus/minus (skaters) or shots against (goalies) recorded on every line summed. */
  complete: boolean;
}

interface Sum extends Omit<Line, "season"> {
  /** Null on a sum of seasons. */
  season: number | null;
  first: number;
  last: number;
}

/** A blank count is none. */
const n = (v: number | null) => v ?? 0;

/** Season totals (stints summed; the club only when there was one) and, from them, careers. */
function seasonSums(lines: readonly Line[]): Sum[] {
  const out = new Map<string, Sum>();
  for (const l of lines) {
    const key = `${l.playerId}:${l.season}`;
    const prev = out.get(key);
    if (!prev) {
      out.set(key, { ...l, totals: { ...l.totals }, first: l.season, last: l.season });
      continue;
    }
    addTotals(prev.totals, l.totals);
    prev.complete &&= l.complete;
    if (prev.teamId !== l.teamId) {
      prev.teamId = null;
      prev.teamName = null;
    }
  }
  return [...out.values()];
}

/** Sums by `keyOf` (a player, or a player with a franchise); seasons where `use` holds only. */
function sums(
  lines: readonly Sum[],
  keyOf: (l: Sum) => string | null,
  use: (l: Sum) => boolean = () => true,
): Sum[] {
  const out = new Map<string, Sum>();
  for (const l of lines) {
    const key = keyOf(l);
    if (key === null || !use(l)) continue;
    const prev = out.get(key);
    if (!prev) {
      out.set(key, { ...l, totals: { ...l.totals }, season: null });
      continue;
    }
    addTotals(prev.totals, l.totals);
    prev.first = Math.min(prev.first, l.first);
    prev.last = Math.max(prev.last, l.last);
  }
  return [...out.values()];
}

function valued(stat: LeaderStat, entries: readonly Sum[], kind: "season" | "career"): ValuedEntry[] {
  return entries.flatMap((e) => {
    const v = boardValue(stat, e, kind);
    return v ? [{ ...e, ...v }] : [];
  });
}

/** Hockey Databank's NHL skater and goalie lines, linked to our players and franchises. */
async function readLines(ctx: BuildContext, dataDir: string) {
  const players = await playerIdsByKey(ctx);
  const crosswalk = await loadCrosswalk(ctx);
  const teams = new Map<string, { id: number | null; name: string }>();
  for (const row of hockeyTeams.load(dataDir)) {
    if (row.lgID !== "NHL") continue;
    const r = crosswalk.resolve("hockey-databank", "nhl", row.franchID, row.year);
    teams.set(`${row.year}:${row.tmID}`, { id: r.ok ? r.value.team.id : null, name: row.name });
  }
  let unlinked = 0;
  const line = (row: HockeyScoring | HockeyGoalies, totals: Totals, complete: boolean): Line | null => {
    const playerId = players.get(`hockey-databank:${row.playerID}`);
    if (playerId === undefined) {
      unlinked++;
      return null;
    }
    const team = teams.get(`${row.year}:${row.tmID}`);
    return {
      playerId,
      season: row.year,
      teamId: team?.id ?? null,
      teamName: team?.name ?? null,
      totals,
      complete,
    };
  };
  const skaters = hockeyScoring.load(dataDir).flatMap((row) => {
    if (row.lgID !== "NHL") return [];
    const l = line(
      row,
      { gp: n(row.GP), g: n(row.G), a: n(row.A), pts: n(row.Pts), pim: n(row.PIM), pm: n(row["+/-"]) },
      row["+/-"] !== null,
    );
    return l ? [l] : [];
  });
  const goalies = hockeyGoalies.load(dataDir).flatMap((row) => {
    if (row.lgID !== "NHL") return [];
    const totals = {
      gp: n(row.GP),
      min: n(row.Min),
      w: n(row.W),
      sho: n(row.SHO),
      ga: n(row.GA),
      sa: n(row.SA),
    };
    const l = line(row, totals, row.SA !== null);
    return l ? [l] : [];
  });
  if (unlinked) ctx.warn(`leaders: ${unlinked} Hockey Databank NHL lines have no player row (not ranked)`);
  const later = laterLines(ctx, players);
  return { skaters: [...skaters, ...later.skaters], goalies: [...goalies, ...later.goalies] };
}

/**
 * The seasons after the Databank's (Hockey-Reference, joined to the players' season rows by the
 * NHL players step): skaters' lines hold no plus/minus (partial), goalies' hold shots against.
 */
function laterLines(ctx: BuildContext, players: Map<string, number>): { skaters: Line[]; goalies: Line[] } {
  const skaters: Line[] = [];
  const goalies: Line[] = [];
  for (const p of peopleOf(ctx).players) {
    if (p.league_key !== "nhl") continue;
    const playerId = players.get(p.person.key);
    if (playerId === undefined) continue;
    for (const r of p.seasons ?? []) {
      if (r.season <= DATABANK_LAST) continue;
      const v = (k: string) => (typeof r.stats[k] === "number" ? (r.stats[k] as number) : 0);
      const base = { playerId, season: r.season, teamId: r.team_id, teamName: r.team_name };
      if (typeof r.stats.goalie_wins === "number") {
        const totals = {
          gp: v("games_played"),
          min: v("goalie_minutes"),
          w: v("goalie_wins"),
          sho: v("shutouts"),
          ga: v("goals_against"),
          sa: v("shots_against"),
        };
        goalies.push({ ...base, totals, complete: true });
      } else {
        const totals = {
          gp: v("games_played"),
          g: v("goals"),
          a: v("assists"),
          pts: v("points"),
          pim: v("penalty_minutes"),
          pm: 0,
        };
        skaters.push({ ...base, totals, complete: false });
      }
    }
  }
  return { skaters, goalies };
}

export async function nhlBoards(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
): Promise<Insertable<Database["stat_leaders"]>[]> {
  const dataDir = openDataDir();
  if (!dataDir || !hockeyScoring.exists(dataDir)) return [];
  const lines = await readLines(ctx, dataDir);
  const seasons = { Skaters: seasonSums(lines.skaters), Goalies: seasonSums(lines.goalies) };
  // Skaters and goalies run through different seasons: 'active' is a last season in its group's last.
  const through = { Skaters: 0, Goalies: 0 };
  const lastSeason = { Skaters: new Map<number, number>(), Goalies: new Map<number, number>() };
  for (const group of ["Skaters", "Goalies"] as const)
    for (const s of seasons[group]) {
      through[group] = Math.max(through[group], s.last);
      lastSeason[group].set(s.playerId, Math.max(lastSeason[group].get(s.playerId) ?? 0, s.last));
    }
  const out: Insertable<Database["stat_leaders"]>[] = [];
  for (const stat of NHL_LEADER_STATS) {
    const kind = stat.group === "Goalies" ? "Goalies" : "Skaters";
    const group = seasons[kind];
    // Plus/minus and save percentage: only the seasons that record them.
    const careers = sums(group, (l) => String(l.playerId), stat.partial ? (l) => l.complete : undefined);
    const boards: ["career" | "season" | "active", Sum[], "season" | "career"][] = [
      ["career", careers, "career"],
      ["active", careers.filter((c) => lastSeason[kind].get(c.playerId) === through[kind]), "career"],
      ["season", group, "season"],
    ];
    for (const [scope, entries, kind] of boards) {
      const ranked = rankEntries(valued(stat, entries, kind), !!stat.ascending, LEADERS_PER_BOARD);
      out.push(
        ...boardRows(
          ctx,
          { leagueKey: "nhl", sportId, levelId, scope, stat: stat.key, league: "all" },
          ranked,
        ),
      );
    }
    if (!stat.franchise) continue;
    // Per club lines (not season totals, which drop the club of a split season).
    const stints = (stat.group === "Goalies" ? lines.goalies : lines.skaters).map((x) => ({
      ...x,
      first: x.season,
      last: x.season,
    }));
    const byFranchise = new Map<number, Sum[]>();
    for (const l of sums(stints, (x) => (x.teamId === null ? null : `${x.teamId}:${x.playerId}`))) {
      const list = byFranchise.get(l.teamId!) ?? [];
      list.push(l);
      byFranchise.set(l.teamId!, list);
    }
    for (const [teamId, entries] of byFranchise) {
      const ranked = rankEntries(
        valued(stat, entries, "career"),
        !!stat.ascending,
        FRANCHISE_LEADERS_PER_BOARD,
      );
      out.push(
        ...boardRows(
          ctx,
          { leagueKey: "nhl", sportId, levelId, scope: "franchise", stat: stat.key, league: "all" },
          ranked,
          teamId,
        ),
      );
    }
  }
  return out;
}

export const nhlLeadersStep = boardsStep(
  "leaders: NHL career, season, active and franchise boards (Hockey Databank, Hockey-Reference)",
  { key: "nhl", label: "NHL" },
  (ctx, nhl) => nhlBoards(ctx, nhl.sport_id, nhl.level_id),
);
