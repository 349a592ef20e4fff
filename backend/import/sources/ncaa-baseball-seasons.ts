/**
 * College baseball team seasons, head coaches and the 2003-2025 team statistics (after the games
 * step, whose programs by NCAA org id it reads):
 *  - team seasons to 2013-14: ncaa-baseball-team-history (every season of each D-I program, its
 *    W-L(-T) and head coach(es)); 2015-2025: the NCAA's team statistics (full-season W-L-T, the
 *    conference tournaments and NCAA tournament included). Each team season's record is checked
 *    against the other sources that hold it (team statistics 2003-2014, the games 2002-2016 where
 *    the season's games are whole) and the disagreements are logged.
 *  - conference: conferences_teams.tsv 2002-2017, the team statistics' conference from 2018 (today's
 *    names, as the file gives them).
 *  - the team statistics name teams by the NCAA's short name of today: a name is the program of the
 *    org id the 2022-2024 player files give that name (school_name, school_id), else of the org id
 *    whose name it is in the games files; a name neither gives is reported and not stored.
 *  - standings 2018-2025: each conference's teams with their overall record and runs scored and
 *    allowed (conference records are not in the data); earlier seasons' tables are the games step's.
 *  - head coaches: every name of the team histories' D-I programs, one person per run of seasons
 *    (registerNamedCoaches); a season with an in-season change gives each coach the record the
 *    file gives him (`Name(W-L)`).
 */
import type { Insertable } from "kysely";
import { playerSchools, PLAYER_SEASONS } from "../readers/ncaa-baseball-players";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext, type TeamRef } from "../context";
import {
  baseballHistory,
  readTeamStats,
  TEAM_STATS_YEARS,
  teamStatsSource,
  type BaseballTeamStats,
} from "../readers/ncaa-baseball";
import type { Figure } from "../quality/rows";
import { leagueStep, type LeagueSetup as Setup } from "./common";
import { alignmentIds } from "./standings";
import { standingRow } from "./standing-rows";
import { baseballPrograms, LEAGUE, LEVEL, SPORT } from "./ncaa-baseball";
import { gameRecords, registerNamedCoaches } from "./ncaa-hockey";
import type { CoachSeason } from "./people";
import { addProgram, namedProgram } from "./team-refs";

/** The last season of the team histories; the first the team statistics alone give. */
const LAST_HISTORY = 2014;
/** The games seasons whose every game is held (2015 with Barstool's CWS; 2017 stops before it). */
const WHOLE_GAMES = { first: 2002, last: 2016 } as const;
/** Team statistics seasons whose conferences come from the file (conferences_teams.tsv ends in 2017). */
const STATS_CONFERENCES_FROM = 2018;

type Record3 = { wins: number; losses: number; ties: number };
type TeamSeason = Omit<Insertable<Database["team_seasons"]>, "id">;

/** `52-17` or `31-27-1` as W-L-T; null for anything else ("", "0-0" of "Results not available"). */
export function parseRecord(text: string): Record3 | null {
  const m = /^(\d+)-(\d+)(?:-(\d+))?$/.exec(text.trim());
  if (!m) return null;
  return { wins: Number(m[1]), losses: Number(m[2]), ties: Number(m[3] ?? 0) };
}

/**
 * The coaches of a history row: one name, or `Name(W-L)` entries separated by ` -` lines when the
 * coach changed in-season (each with his own record). Empty for "" and unknowns.
 */
export function parseCoaches(field: string): { name: string; record: Record3 | null }[] {
  const flat = field.replace(/\s+/g, " ").trim();
  if (!flat || /^(unknown|no coach|n\/a)$/i.test(flat)) return [];
  const parts = [...flat.matchAll(/([^()]+?)\((\d+-\d+(?:-\d+)?)\)/g)];
  if (!parts.length) return [{ name: flat, record: null }];
  return parts.map((m) => ({ name: m[1].trim().replace(/^-\s*/, "").trim(), record: parseRecord(m[2]) }));
}

/** The name a person goes by: `Raoul M. "Rod" Dedeaux` is Rod Dedeaux (the quoted name and the surname). */
export function displayName(name: string): string {
  const m = /^.*"([^"]+)"\s+(.+)$/.exec(name);
  return m ? `${m[1]} ${m[2]}` : name;
}

export const ncaaBaseballSeasonsStep = leagueStep(
  "college baseball team seasons, head coaches and team statistics (NCAA team histories to 2014, team statistics 2003-2025)",
  LEAGUE,
  async (ctx, setup) => {
    const held = baseballPrograms(ctx);
    if (!held) return;
    const stats = await statsByTeam(ctx, setup, held.programs);
    const drafts = new Map<string, TeamSeason>();
    const seasonsOf = historySeasons(ctx, setup, held.programs, held.conference, drafts);
    const disagree: string[] = [];
    for (const [key, s] of stats) {
      const [teamId, season] = key.split(":").map(Number);
      const d = drafts.get(key);
      const rec = { wins: s.W, losses: s.L, ties: s.T ?? 0 };
      if (d) {
        if (d.wins !== rec.wins || d.losses !== rec.losses || d.ties !== rec.ties)
          disagree.push(
            `${d.team_name} ${season}: ${d.wins}-${d.losses}-${d.ties} in the team history, ${rec.wins}-${rec.losses}-${rec.ties} in the team statistics`,
          );
        d.totals = totalsOf(s);
        continue;
      }
      if (season <= LAST_HISTORY) continue;
      const team = ctx.teamOfTime(teamId, season);
      drafts.set(key, {
        team_id: teamId,
        season_start_year: season,
        league_key: LEAGUE,
        team_name: team.name,
        games_played: rec.wins + rec.losses + rec.ties,
        ...rec,
        overtime_losses: null,
        points: null,
        points_for: numberOf(s["R (Batting)"]),
        points_against: numberOf(s["R (Pitching)"]),
        conference_name:
          season >= STATS_CONFERENCES_FROM
            ? s.league
            : (held.conference.get(`${orgOf(held.programs, teamId)}:${season}`) ?? s.league),
        division_name: null,
        division_rank: null,
        made_playoffs: null,
        playoff_result: null,
        totals: totalsOf(s),
        source: teamStatsSource.replace("{year}", String(season)),
      });
    }
    ctx.log(
      `  cbs team seasons, team history against team statistics (2003-2014): ${disagree.length} differ` +
        (disagree.length ? ` (${disagree.join("; ")})` : ""),
    );
    const rows = [...drafts.values()].map((d) => ({ id: ctx.nextId("team_seasons"), ...d }));
    await ctx.insert("team_seasons", rows);
    setup.report.count(SPORT, LEVEL, "team seasons", rows.length);
    await checkAgainstGames(ctx, rows);
    const standings = await statsStandings(ctx, setup, rows);
    await ctx.insert("standings", standings);
    setup.report.count(SPORT, LEVEL, "standings (team statistics)", standings.length);
    const anywhere = new Map<string, { first: number; last: number }>();
    for (const r of historyRows(ctx, setup))
      for (const c of parseCoaches(r.head_coach)) {
        const y = endYear(r.season);
        const seen = anywhere.get(c.name) ?? { first: y, last: y };
        anywhere.set(c.name, { first: Math.min(seen.first, y), last: Math.max(seen.last, y) });
      }
    registerNamedCoaches(ctx, setup, seasonsOf, anywhere, {
      key: "ncaa-baseball-coach",
      source: baseballHistory.source,
      firstSeason: 1859,
      display: displayName,
    });
  },
);

function orgOf(programs: Map<number, TeamRef>, teamId: number): number | undefined {
  for (const [org, t] of programs) if (t.id === teamId) return org;
  return undefined;
}

/** `2013-14` -> 2014 (the spring season). */
function endYear(label: string): number {
  return Number(label.slice(0, 4)) + 1;
}

const HISTORY_ROWS = new WeakMap<BuildContext, ReturnType<typeof baseballHistory.open>["rows"]>();
function historyRows(ctx: BuildContext, setup: Setup) {
  let rows = HISTORY_ROWS.get(ctx);
  if (!rows) {
    const read = baseballHistory.open(setup.report, setup.dataDir, SPORT, LEVEL);
    rows = read.rows;
    HISTORY_ROWS.set(ctx, rows);
    const d1 = baseballPrograms(ctx)?.programs;
    read.stats.imported = rows.filter((r) => d1?.has(r.team_id)).length;
    read.stats.skipped = rows.length - read.stats.imported;
    setup.report.done(
      read.stats,
      "team seasons of the Division I programs; other programs' rows read for their coaches' careers",
    );
  }
  return rows;
}

/** Team seasons of the D-I programs from the team history, and each coach name's seasons. */
function historySeasons(
  ctx: BuildContext,
  setup: Setup,
  programs: Map<number, TeamRef>,
  conference: Map<string, string>,
  drafts: Map<string, TeamSeason>,
): Map<string, CoachSeason[]> {
  const seasonsOf = new Map<string, CoachSeason[]>();
  for (const r of historyRows(ctx, setup)) {
    const team = programs.get(r.team_id);
    if (!team) continue;
    const season = endYear(r.season);
    const team_name = ctx.teamOfTime(team.id, season).name;
    const rec = parseRecord(r.record);
    const champion = /Division I National Champion/.test(r.notes);
    drafts.set(`${team.id}:${season}`, {
      team_id: team.id,
      season_start_year: season,
      league_key: LEAGUE,
      team_name,
      games_played: rec ? rec.wins + rec.losses + rec.ties : null,
      wins: rec?.wins ?? null,
      losses: rec?.losses ?? null,
      ties: rec?.ties ?? null,
      overtime_losses: null,
      points: null,
      points_for: null,
      points_against: null,
      conference_name: conference.get(`${r.team_id}:${season}`) ?? null,
      division_name: null,
      division_rank: null,
      made_playoffs: null,
      playoff_result: champion
        ? "Won College World Series"
        : /Division I National Runner-Up/.test(r.notes)
          ? "Lost in College World Series final"
          : null,
      totals: null,
      source: baseballHistory.source,
    });
    const coaches = parseCoaches(r.head_coach);
    for (const c of coaches) {
      const own = coaches.length > 1 ? c.record : rec;
      const list = seasonsOf.get(c.name) ?? [];
      list.push({
        season,
        team_id: team.id,
        team_name,
        wins: own?.wins ?? null,
        losses: own?.losses ?? null,
        ties: own?.ties ?? null,
        won_title: champion,
      });
      seasonsOf.set(c.name, list);
    }
  }
  return seasonsOf;
}

/**
 * The team statistics by "team id:season": each name through the org id the player files (2022-2024)
 * or the games files give it; unmatched names reported, never guessed.
 */
async function statsByTeam(
  ctx: BuildContext,
  setup: Setup,
  programs: Map<number, TeamRef>,
): Promise<Map<string, BaseballTeamStats>> {
  const idOfName = new Map<string, number>();
  const conflicts = new Set<string>();
  const note = (name: string, id: number) => {
    const known = idOfName.get(name);
    if (known !== undefined && known !== id) conflicts.add(name);
    else idOfName.set(name, id);
  };
  for (const y of PLAYER_SEASONS)
    for (const r of playerSchools(y).lookup(setup.report, setup.dataDir, SPORT, LEVEL))
      note(r.school_name, r.school_id);
  const gameNames = baseballPrograms(ctx)?.orgOfName ?? new Map<string, number>();
  // A D-I team of 2022-2024 the games files (to 2017) lack: a program of its own, under that name.
  const added: Insertable<Database["teams"]>[] = [];
  for (const [name, id] of idOfName)
    if (!programs.has(id) && !conflicts.has(name)) {
      let slug = `${slugify(name)}-baseball`;
      for (let n = 2; ctx.lookups.teamsBySlug.has(slug); n++) slug = `${slugify(name)}-baseball-${n}`;
      programs.set(id, addProgram(ctx, setup.league, namedProgram(slug, name), added));
    }
  await ctx.insert("teams", added);
  ctx.log(`  cbs programs added from the 2022-2024 player files (Division I after 2017): ${added.length}`);
  for (const [name, id] of gameNames) if (!idOfName.has(name)) idOfName.set(name, id);
  const out = new Map<string, BaseballTeamStats>();
  const unmatched = new Map<string, number[]>();
  for (let year = TEAM_STATS_YEARS.first; year <= TEAM_STATS_YEARS.last; year++) {
    const { stats, rows } = readTeamStats(setup.report, setup.dataDir, SPORT, LEVEL, year);
    for (const s of rows) {
      const org = conflicts.has(s.team) ? undefined : idOfName.get(s.team);
      const team = org === undefined ? undefined : programs.get(org);
      if (!team) {
        unmatched.set(s.team, [...(unmatched.get(s.team) ?? []), year]);
        stats.skipped++;
        continue;
      }
      out.set(`${team.id}:${year}`, s);
      stats.imported++;
    }
    setup.report.done(stats, "");
  }
  const list = [...unmatched].map(
    ([n, ys]) => `${n} (${ys.length === 1 ? ys[0] : `${ys[0]}-${ys[ys.length - 1]}, ${ys.length} seasons`})`,
  );
  ctx.log(`  cbs team statistics: names without a certain org id (not stored): ${list.join(", ") || "none"}`);
  return out;
}

function numberOf(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v.replace(/,/g, "")) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** The season's team statistics as the team page's totals (numbers only). */
function totalsOf(s: BaseballTeamStats): string {
  const out: Record<string, number | null> = {};
  for (const [k, v] of Object.entries(s)) if (k !== "team" && k !== "league") out[k] = numberOf(v);
  return JSON.stringify(out);
}

/** W-L-T of the team seasons against the games, for the seasons whose every game is held. */
async function checkAgainstGames(ctx: BuildContext, rows: TeamSeason[]): Promise<void> {
  const rec = await gameRecords(ctx, LEAGUE);
  const differ: string[] = [];
  let compared = 0;
  for (const t of rows) {
    const s = t.season_start_year;
    const r = rec.get(`${t.team_id}:${s}`);
    if (!r || s < WHOLE_GAMES.first || s > WHOLE_GAMES.last || t.wins === null) continue;
    compared++;
    if (r[0] === t.wins && r[1] === t.losses && r[2] === t.ties) continue;
    differ.push(
      `${t.team_name} ${s}: ${t.wins}-${t.losses}-${t.ties} (${t.source}), ${r.join("-")} in the games`,
    );
  }
  FIGURE.set(ctx, {
    key: "cbs-records-vs-games",
    label: "College baseball team seasons 2002-2016 whose W-L-T equals the games held",
    passed: compared - differ.length,
    total: compared,
    detail: `${differ.length} differ: ${differ.join("; ") || "none"}`,
  });
  ctx.log(
    `  cbs team seasons against the games (2002-2016): ${compared} compared, ${differ.length} differ` +
      (differ.length ? ` (${differ.join("; ")})` : ""),
  );
}

const FIGURE = new WeakMap<BuildContext, Figure>();
/** The team seasons whose W-L-T differs from the games (for /data-quality). */
export function cbsRecordsFigure(ctx: BuildContext): Figure | null {
  return FIGURE.get(ctx) ?? null;
}

/** 2018-2025 tables: each conference's teams by win percentage, no conference record. */
async function statsStandings(
  ctx: BuildContext,
  setup: Setup,
  rows: TeamSeason[],
): Promise<Insertable<Database["standings"]>[]> {
  const ids = await alignmentIds(ctx);
  const out: Insertable<Database["standings"]>[] = [];
  const groups = new Map<string, TeamSeason[]>();
  for (const r of rows) {
    if (r.season_start_year < STATS_CONFERENCES_FROM || !r.conference_name || r.wins === null) continue;
    if (/independent/i.test(r.conference_name)) continue;
    const key = `${r.season_start_year}:${r.conference_name}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const pct = (r: TeamSeason) => (r.games_played ? (r.wins! + (r.ties ?? 0) / 2) / r.games_played : 0);
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => pct(b) - pct(a) || (b.wins ?? 0) - (a.wins ?? 0));
    // Teams level on percentage share the place (1, 2, 2, 4).
    const ranks = sorted.map((r) => sorted.findIndex((o) => pct(o) === pct(r)) + 1);
    for (const [i, r] of sorted.entries()) {
      const rank = ranks[i];
      out.push(
        await standingRow(
          ctx,
          ids,
          setup.league,
          r.season_start_year,
          {
            team_id: r.team_id,
            conference: r.conference_name!,
            division: null,
            wins: r.wins!,
            losses: r.losses!,
            ties: r.ties ?? 0,
            overtime_losses: null,
            points: null,
            games_played: r.games_played ?? 0,
            win_percentage: Math.round(pct(r) * 1000) / 1000,
            games_behind: null,
            streak: null,
            streak_type: null,
            home_record: null,
            away_record: null,
            division_record: null,
            conference_record: null,
            rank,
            conference_rank: rank,
            league_rank: rank,
            points_for: r.points_for ?? 0,
            points_against: r.points_against ?? 0,
            playoff_position: null,
            tiebreak: null,
          },
          r.team_name ?? "",
          null,
        ),
      );
    }
  }
  await ids.flush();
  return out;
}
