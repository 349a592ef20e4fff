/**
 * NHL seasons after the Hockey Databank's last (2017-18) from the Hockey-Reference league tables:
 * skaters through 2023-24, goalies through 2022-23. Each HR player is matched to a Databank player
 * (hockey-reference-match.ts); on the seasons both hold (2008-09 to 2017-18) the Databank's figures
 * stay and the two are compared, every difference named in the build log. Later seasons join the
 * matched player's season rows (one per team; a traded player's total row only checks the sum of
 * his team rows) and career totals; an HR player first seen after 2017-18 becomes a new NHL player
 * (name and position; HR gives no birth date). Goalies' lines of the skater tables are left out: the
 * goalie table has their games, points and penalty minutes with the goaltending.
 */
import type { BuildContext } from "../context";
import { HOCKEY_POSITIONS } from "../../../domain/positions";
import { hockeyMaster } from "../readers/hockey-databank";
import { isTotalRow, readHockeyReference, type HrLine } from "../readers/hockey-reference";
import type { FileStats } from "./common";
import {
  careerFigures,
  emptyGoalie,
  emptySkater,
  playerSeasons,
  type HockeyFacts,
  type HockeySetup,
  type HockeyTeams,
} from "./hockey-databank";
import { addFigures } from "./column-totals";
import {
  DATABANK_LAST,
  databankTeam,
  hrPlayers,
  matchPlayers,
  normName,
  splitName,
  type DatabankPlayer,
  type HrPlayer,
  type Match,
} from "./hockey-reference-match";
import { namedOnlyPerson, peopleOf, registryLeague } from "./people";
import { recordNhlOverlap } from "../quality/nhl-sources";

/** The last season (start year) each table holds. */
export const SKATERS_THROUGH = 2023;
export const GOALIES_THROUGH = 2022;

/** Lines listed in the build log per check before "... and N more". */
const LISTED = 40;

function listed(ctx: BuildContext, title: string, items: readonly string[]): void {
  if (!items.length) {
    ctx.log(`  ${title}: none`);
    return;
  }
  ctx.warn(`${title}: ${items.length}`);
  for (const item of items.slice(0, LISTED)) ctx.log(`    ${item}`);
  if (items.length > LISTED) ctx.log(`    ... and ${items.length - LISTED} more`);
}

const where = (l: HrLine) => `${l.file}:${l.line}`;
const seasonName = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, "0")}`;

/**
 * A total row and its team rows: one HR player's season in one table. HR's rank tells namesakes of
 * one age apart (the two Alexandre Picards, 24 in 2009-10); the 2022-23 file has none, so the
 * position does there.
 */
const seasonGroup = (l: HrLine) => `${l.file}|${l.season}|${l.name}|${l.age}|${l.rank ?? l.pos}`;

/** Each total row (TOT, 2TM, 3TM) against the sum of the team rows that follow it. */
export function totalRowDifferences(lines: readonly HrLine[]): string[] {
  const out: string[] = [];
  const groups = new Map<string, HrLine[]>();
  for (const l of lines) groups.set(seasonGroup(l), [...(groups.get(seasonGroup(l)) ?? []), l]);
  for (const rows of groups.values()) {
    const total = rows.find((r) => isTotalRow(r.team));
    if (!total) continue;
    const teams = rows.filter((r) => !isTotalRow(r.team));
    const sum = (f: (l: HrLine) => number) => teams.reduce((s, l) => s + f(l), 0);
    const fields: [string, (l: HrLine) => number][] = [
      ["GP", (l) => l.gp],
      ["G", (l) => l.g],
      ["A", (l) => l.a],
      ["PTS", (l) => l.pts],
      ["PIM", (l) => l.pim],
      ["W", (l) => l.goalie?.w ?? 0],
      ["L", (l) => l.goalie?.l ?? 0],
      ["GA", (l) => l.goalie?.ga ?? 0],
    ];
    const off = fields.filter(([, f]) => f(total) !== sum(f)).map(([n, f]) => `${n} ${f(total)} ≠ ${sum(f)}`);
    // The 2023-24 table gives a traded player's total only (no team rows): that is his season line.
    if (off.length && teams.length)
      out.push(`${where(total)} ${total.name} ${seasonName(total.season)} ${total.team}: ${off.join(", ")}`);
  }
  return out;
}

/** Total rows with no team rows beside them (2023-24): the season line of a player traded that season. */
export function totalsWithoutTeams(lines: readonly HrLine[]): Set<HrLine> {
  const withTeams = new Set(lines.filter((l) => !isTotalRow(l.team)).map(seasonGroup));
  return new Set(lines.filter((l) => isTotalRow(l.team) && !withTeams.has(seasonGroup(l))));
}

/** A season's total of one HR player in one table: his total row, else his one team row. */
function seasonTotals(lines: readonly HrLine[]): Map<number, HrLine> {
  const out = new Map<number, HrLine>();
  for (const l of lines) if (isTotalRow(l.team) || !out.has(l.season)) out.set(l.season, l);
  return out;
}

/** The overlap seasons of a matched player compared, and those where the two sources' counts differ. */
function overlapDifferences(
  player: HrPlayer,
  id: string,
  facts: HockeyFacts,
): { compared: number; differing: string[] } {
  const out: string[] = [];
  let compared = 0;
  const rows = facts.seasonRows.get(id) ?? [];
  for (const goalie of [false, true]) {
    const mine = player.lines.filter((l) => (l.goalie !== null) === goalie && l.season <= DATABANK_LAST);
    for (const [season, hr] of seasonTotals(mine)) {
      compared++;
      const db = rows.filter((r) => r.year === season);
      const sum = (k: string) => db.reduce((s, r) => s + (r.stats[k] ?? 0), 0);
      const pairs: [string, number, number][] = goalie
        ? [
            ["GP", hr.gp, sum("games_played")],
            ["W", hr.goalie!.w, sum("goalie_wins")],
            ["L", hr.goalie!.l, sum("goalie_losses")],
            ["SO", hr.goalie!.sho, sum("shutouts")],
            ["GA", hr.goalie!.ga, sum("goals_against")],
          ]
        : [
            ["GP", hr.gp, sum("games_played")],
            ["G", hr.g, sum("goals")],
            ["A", hr.a, sum("assists")],
            ["PTS", hr.pts, sum("points")],
          ];
      const off = db.length
        ? pairs.filter(([, a, b]) => a !== b).map(([n, a, b]) => `${n} HR ${a}, Databank ${b}`)
        : ["no Databank row"];
      if (off.length) out.push(`${where(hr)} ${hr.name} ${seasonName(season)} (${id}): ${off.join("; ")}`);
    }
  }
  return { compared, differing: out };
}

/** Databank NHL players with their NHL teams per season, as the matching needs them. */
function databankPlayers(ctx: BuildContext, setup: HockeySetup, facts: HockeyFacts): DatabankPlayer[] {
  return hockeyMaster
    .lookup(setup.report, setup.dataDir, "hockey", "professional")
    .filter((m) => m.playerID && m.firstNHL !== null)
    .map((m) => {
      const teams = new Map<number, Set<string>>();
      for (const r of facts.seasonRows.get(m.playerID) ?? [])
        teams.set(r.year, (teams.get(r.year) ?? new Set()).add(r.tm));
      return {
        id: m.playerID,
        first: m.firstName,
        last: m.lastName,
        birthYear: m.birthYear,
        birthMon: m.birthMon,
        birthDay: m.birthDay,
        teams,
      };
    });
}

/** A line's team for the season rows: its franchise and name of the time (crosswalk by HR code). */
function teamKey(setup: HockeySetup, teams: HockeyTeams, l: HrLine): string {
  const tm = `hr:${l.team}`;
  const key = `${l.season}:${tm}`;
  if (!teams.has(key)) {
    // The Databank's code of the club first (HR's VEG is not the NHL's VGK), then HR's own (SEA).
    const known = setup.crosswalk.resolve("hockey-databank", "nhl", databankTeam(l.team), l.season);
    const r = known.ok ? known : setup.crosswalk.resolve("hockey-reference", "nhl", l.team, l.season);
    const traded = /^(\d)TM$/.exec(l.team);
    teams.set(
      key,
      r.ok
        ? { id: r.value.team.id, name: r.value.name }
        : { id: null, name: traded ? `${traded[1]} teams` : l.team },
    );
  }
  return tm;
}

/** A later season's team line added to the player's season rows and career totals in `facts`. */
function addLine(facts: HockeyFacts, id: string, l: HrLine, tm: string): void {
  const stint = (facts.seasonRows.get(id) ?? []).filter((r) => r.year === l.season).length + 1;
  const sr = facts.seasonRow(id, l.season, stint, tm);
  Object.assign(sr.stats, {
    games_played: l.gp,
    goals: l.g,
    assists: l.a,
    points: l.pts,
    penalty_minutes: l.pim,
  });
  const last = { year: l.season, stint, tm };
  const s = facts.skaters.get(id) ?? emptySkater();
  addFigures(s, { gp: l.gp, g: l.g, a: l.a, pts: l.pts, pim: l.pim });
  s.seasons.add(l.season);
  s.last = last;
  facts.skaters.set(id, s);
  const g = l.goalie;
  if (!g) return;
  Object.assign(sr.stats, {
    goalie_wins: g.w,
    goalie_losses: g.l,
    goalie_ties_or_otl: g.otl,
    shutouts: g.sho,
    goals_against: g.ga,
    shots_against: g.sa,
    goalie_minutes: g.min,
    goals_against_average: g.min > 0 ? Math.round(((g.ga * 60) / g.min) * 100) / 100 : null,
  });
  const t = facts.goalies.get(id) ?? emptyGoalie();
  addFigures(t, { gp: l.gp, min: g.min, w: g.w, l: g.l, tol: g.otl, sho: g.sho, ga: g.ga });
  t.seasons.add(l.season);
  t.last = last;
  facts.goalies.set(id, t);
}

/** Through which season a matched or new player's figures run: his table's last, when he reaches it. */
function throughOf(lines: readonly HrLine[]): number | null {
  const reaches = (goalie: boolean, last: number) =>
    lines.some((l) => (l.goalie !== null) === goalie && l.season === last);
  return reaches(false, SKATERS_THROUGH)
    ? SKATERS_THROUGH
    : reaches(true, GOALIES_THROUGH)
      ? GOALIES_THROUGH
      : null;
}

/** The matching's counts in the build log, each looser match and each unresolved player named. */
function logMatches(ctx: BuildContext, matches: readonly Match[], created: number): void {
  const matched = matches.flatMap((m) => (m.kind === "matched" ? [m] : []));
  const loose = matched.filter((m) => m.by !== "name" && m.by !== "surname and teams");
  const unresolved = matches.flatMap((m) => (m.kind === "unresolved" ? [m] : []));
  ctx.log(
    `  NHL Hockey-Reference players: ${matched.length} matched to the Databank ` +
      `(${matched.filter((m) => m.by === "surname and teams").length} by surname and teams, ` +
      `${loose.length} by spelling, birth year, another name or namesakes' teams), ` +
      `${created} new after 2017-18, ${unresolved.length} unresolved (rejected above)`,
  );
  for (const m of loose) ctx.log(`    matched: ${m.player.name} (key ${m.player.key}) = ${m.id}: ${m.by}`);
  for (const m of unresolved) ctx.log(`    unresolved: ${m.player.name} (key ${m.player.key}): ${m.reason}`);
}

/**
 * Reads the HR tables, matches them, checks them (total rows, overlap, one person per team-season)
 * and adds the later seasons to `facts`: to matched Databank players by playerID, and to new players
 * (registered here) by `hockey-reference:{name}-{key}`.
 */
export function importHockeyReference(
  ctx: BuildContext,
  setup: HockeySetup,
  facts: HockeyFacts,
  teams: HockeyTeams,
): void {
  const { report } = setup;
  const files = readHockeyReference(report, setup.dataDir);
  const statsOf = new Map<string, FileStats>(files.stats.map((f) => [f.file, f.stats]));
  const count = (l: HrLine, what: "imported" | "merged" | "skipped") => statsOf.get(l.file)![what]++;
  const lines = files.lines.filter((l) => {
    if (l.goalie || l.pos !== "G") return true;
    count(l, "skipped");
    return false;
  });
  listed(
    ctx,
    "NHL Hockey-Reference total rows that are not the sum of their team rows",
    totalRowDifferences(lines),
  );

  const seasonLines = totalsWithoutTeams(lines);
  ctx.log(
    `  NHL Hockey-Reference traded players' seasons without team rows (total only): ${seasonLines.size}`,
  );
  const players = hrPlayers(lines);
  const matches = matchPlayers(players, databankPlayers(ctx, setup, facts));
  const differences: string[] = [];
  let compared = 0;
  const seen = new Map<string, string[]>();

  for (const m of matches) {
    if (m.kind === "unresolved") {
      for (const l of m.player.lines)
        report.reject(statsOf.get(l.file)!, l.line, `${l.name} (age ${l.age}): unresolved, ${m.reason}`);
      continue;
    }
    const id =
      m.kind === "matched" ? m.id : `hr:${normName(m.player.name).replace(/ /g, "-")}-${m.player.key}`;
    if (m.kind === "matched") {
      const overlap = overlapDifferences(m.player, id, facts);
      compared += overlap.compared;
      differences.push(...overlap.differing);
    }
    for (const l of m.player.lines) {
      if ((isTotalRow(l.team) && !seasonLines.has(l)) || l.season <= DATABANK_LAST) {
        count(l, isTotalRow(l.team) ? "skipped" : "merged");
        continue;
      }
      const team = `${l.season}:${l.team}:${l.goalie ? "G" : "S"}`;
      seen.set(team, [...(seen.get(team) ?? []), id]);
      addLine(facts, id, l, teamKey(setup, teams, l));
      count(l, "imported");
    }
    facts.laterThrough.set(id, throughOf(m.player.lines));
    if (m.kind === "new") facts.newPlayers.push({ id, player: m.player });
  }
  logMatches(ctx, matches, facts.newPlayers.length);
  ctx.log(`  NHL seasons 2008-09 to 2017-18 compared between Hockey-Reference and the Databank: ${compared}`);
  listed(ctx, "NHL seasons 2008-09 to 2017-18 where Hockey-Reference and the Databank differ", differences);
  recordNhlOverlap(ctx, { compared, differing: differences });
  const twice = [...seen]
    .filter(([, ids]) => new Set(ids).size !== ids.length)
    .map(([k, ids]) => `${k}: ${ids}`);
  listed(ctx, "NHL persons twice in one team-season", twice);
  for (const f of files.stats)
    report.done(
      f.stats,
      `${f.headers} repeated header rows skipped; seasons to 2017-18 compared with the Databank (merged), later ones imported; goalies' lines of the skater tables and total rows skipped`,
    );
}

/** The new players (first seen after 2017-18): name and position, no birth date (HR gives none). */
export function registerNewPlayers(
  ctx: BuildContext,
  setup: HockeySetup,
  teams: HockeyTeams,
  facts: HockeyFacts,
): void {
  const registry = peopleOf(ctx);
  for (const { id, player } of facts.newPlayers) {
    const { first, last } = splitName(player.name);
    const person = namedOnlyPerson(registry, `hockey-reference:${id.slice(3)}`, {
      first_name: first,
      last_name: last,
    });
    const latest = player.lines[player.lines.length - 1];
    const pos = latest.goalie ? "G" : latest.pos.replace(/^([LR])W$/, "$1");
    const rows = facts.seasonRows.get(id) ?? [];
    const s = facts.skaters.get(id);
    const g = facts.goalies.get(id);
    const seasons = new Set(rows.map((r) => r.year));
    const lastRow = rows[rows.length - 1];
    const through = facts.laterThrough.get(id) ?? null;
    registry.players.push({
      person,
      ...registryLeague(setup.league),
      current_team_id: null,
      primary_position_name: HOCKEY_POSITIONS[pos] ?? (pos || null),
      years_pro: seasons.size || null,
      draft_year: null,
      draft_round: null,
      draft_pick: null,
      is_active: through !== null ? 1 : 0,
      last_season: lastRow?.year ?? null,
      source_through: through,
      seasons: playerSeasons(rows, teams),
      rookie_season: Math.min(...seasons),
      championships_won: 0,
      all_star_selections: 0,
      career_stats: {
        seasons_played: seasons.size || null,
        games_played: pos === "G" ? (g?.gp ?? null) : (s?.gp ?? null),
        ...careerFigures(s, g),
        championships_won: 0,
        mvp_awards: 0,
      },
      awards: [],
    });
  }
}
