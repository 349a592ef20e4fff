/**
 * NFL careers 1999-2024 from the nflverse player statistics (offence), keyed by gsis id:
 *  - `registerNflCareers` (in the NFL players step, before the people step): every gsis id with a
 *    line becomes an NFL player, one person with the 2024-roster player of that id. The name is the
 *    full name where a held file gives it for that id (the roster, the 2018-2023 display names, the
 *    quarterback names of nflverse-games), else the abbreviated name exactly as the source gives it.
 *  - `nflLinesStep` (after the people step): the game lines 1999-2023, each with its club's game of
 *    that season and week where our games hold it (the older files name no opponent), and season
 *    lines summed from them per club; 2024 REG from the season totals (no club in that file).
 * The build stops when a club's players' rushing and receiving touchdowns times six exceed its
 * points in a game, or a player has two season lines with one club; a player's two rows of one game
 * (the 1999-2017 files repeat a few with other yards) are both rejected, since neither can be told
 * true. Passing figures that differ from the club's receiving figures in a game are reported.
 */
import { FOOTBALL_COUNTED, NO_FOOTBALL_FIGURES, type FootballCount } from "../../../domain/football-stats";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { Crosswalk } from "../crosswalk";
import { nflverseGameQuarterbacks } from "../readers/nflverse-games";
import {
  NFL_WEEKLY_NEW_SEASONS,
  NFL_WEEKLY_OLD_SEASONS,
  nflSeason2024,
  nflWeeklyNew,
  nflWeeklyOld,
  type NflSeason2024Row,
  type NflWeeklyRow,
} from "../readers/nflverse-player-stats";
import type { BuildStep } from "../step";
import { leagueImport, type ImportReport, type LeagueSetup } from "./common";
import {
  namedOnlyPerson,
  peopleOf,
  registryLeague,
  type PersonDraft,
  type PlayerDraft,
  type RegistryLeague,
} from "./people";
import { playerIdsByKey } from "./rosters";

type GameLine = Insertable<Database["football_game_lines"]>;
type SeasonLine = Insertable<Database["football_season_lines"]>;
type Figures = Pick<GameLine, FootballCount>;

/** The last season of the figures (the 2024 season totals); the weekly files run 1999-2023. */
export const NFL_FIGURES_THROUGH = 2024;
const SEASON_FILE_YEAR = 2024;

/** A source row's figures under our names; fumbles lost are summed over sacks, runs and catches. */
export function figuresOf(r: NflWeeklyRow | NflSeason2024Row): Figures {
  return {
    pass_cmp: r.completions,
    pass_att: r.attempts,
    pass_yds: r.passing_yards,
    pass_td: r.passing_tds,
    pass_int: r.interceptions,
    sacks: r.sacks,
    rush_att: r.carries,
    rush_yds: r.rushing_yards,
    rush_td: r.rushing_tds,
    rec: r.receptions,
    targets: r.targets,
    rec_yds: r.receiving_yards,
    rec_td: r.receiving_tds,
    fumbles_lost: r.sack_fumbles_lost + r.rushing_fumbles_lost + r.receiving_fumbles_lost,
  };
}

export function addFigures(a: Figures, b: Figures): Figures {
  const out = { ...a };
  for (const k of FOOTBALL_COUNTED) out[k] = a[k] + b[k];
  return out;
}
const ZERO: Figures = NO_FOOTBALL_FIGURES;

/** The rows of the statistics files, read once per build (the players step and the lines step share them). */
interface NflStats {
  weekly: NflWeeklyRow[];
  season2024: NflSeason2024Row[];
  /** The file stats of each row's file, to reject a row later with its line. */
  fileOf: Map<NflWeeklyRow | NflSeason2024Row, ReturnType<ImportReport["open"]>>;
}
const LOADED = new WeakMap<BuildContext, NflStats>();

/**
 * A player's two rows of one game (the 1999-2017 files repeat five, with other receiving yards):
 * both are rejected, since neither can be told true. Exported for the unit tests.
 */
export function dropRepeatedGames<
  T extends Pick<NflWeeklyRow, "player_id" | "season" | "week" | "season_type">,
>(rows: readonly T[]): { kept: T[]; repeated: T[] } {
  const key = (r: T) => `${r.player_id}:${r.season}:${r.week}:${r.season_type}`;
  const count = new Map<string, number>();
  for (const r of rows) count.set(key(r), (count.get(key(r)) ?? 0) + 1);
  return {
    kept: rows.filter((r) => count.get(key(r)) === 1),
    repeated: rows.filter((r) => count.get(key(r))! > 1),
  };
}

const isSeasonType = (v: string): v is "REG" | "POST" => v === "REG" || v === "POST";

function loadNflStats(ctx: BuildContext, report: ImportReport, dataDir: string): NflStats {
  const loaded = LOADED.get(ctx);
  if (loaded) return loaded;
  const fileOf: NflStats["fileOf"] = new Map();
  const weekly: NflWeeklyRow[] = [];
  const files = [
    ...NFL_WEEKLY_OLD_SEASONS.map((s) => nflWeeklyOld(s)),
    ...NFL_WEEKLY_NEW_SEASONS.map((s) => nflWeeklyNew(s)),
  ];
  for (const file of files) {
    const { stats, rows } = file.open(report, dataDir, "football", "professional");
    const typed: NflWeeklyRow[] = [];
    for (const r of rows)
      if (isSeasonType(r.season_type)) typed.push(r as NflWeeklyRow);
      else report.reject(stats, r.line, `season_type "${r.season_type}" is neither REG nor POST`);
    const { kept, repeated } = dropRepeatedGames(typed);
    for (const r of repeated)
      report.reject(
        stats,
        r.line,
        `${r.player_name} (${r.player_id}) has two rows of ${r.season} ${r.season_type} week ${r.week} that differ; neither kept`,
      );
    for (const r of kept) fileOf.set(r, stats);
    weekly.push(...kept);
  }
  const season = nflSeason2024.open(report, dataDir, "football", "professional");
  const season2024: NflSeason2024Row[] = [];
  for (const r of season.rows)
    if (r.season_type === "REG") {
      fileOf.set(r, season.stats);
      season2024.push(r);
    } else report.reject(season.stats, r.line, `season_type "${r.season_type}": the file holds REG totals`);
  const out = { weekly, season2024, fileOf };
  LOADED.set(ctx, out);
  return out;
}

/** "Tom Brady" as first and last name: the first word, then the rest ("Odell" "Beckham Jr."). */
export function splitName(full: string): { first_name: string; last_name: string } {
  const [first, ...rest] = full.trim().split(/\s+/);
  return rest.length
    ? { first_name: first!, last_name: rest.join(" ") }
    : { first_name: "", last_name: first ?? "" };
}

/** A name is full when it has a space and no initial with a dot ("T.Brady" is not; "Tom Brady" is). */
export const isFullName = (name: string) => /\s/.test(name.trim()) && !/^\p{L}\.\S/u.test(name.trim());

/**
 * A player the NFL stat-line files alone know (no roster entry): a position, a last season and the
 * season the files run to; nothing of a career, a draft or a jersey.
 */
export function linesOnlyPlayer(
  person: PersonDraft,
  league: RegistryLeague,
  known: { position: string | null; lastSeason: number; through: number },
): PlayerDraft {
  return {
    person,
    ...registryLeague(league),
    current_team_id: null,
    primary_position_name: known.position,
    jersey_number: null,
    years_pro: null,
    draft_year: null,
    draft_round: null,
    draft_pick: null,
    is_active: 0,
    rookie_season: null,
    championships_won: 0,
    all_star_selections: 0,
    career_stats: null,
    awards: [],
    last_season: known.lastSeason,
    source_through: known.through,
    seasons: [],
  };
}

/** The name of each gsis id: the latest full name a file gives, else the latest abbreviated one. */
export function careerNames(
  weekly: readonly Pick<NflWeeklyRow, "player_id" | "player_name" | "season" | "player_display_name">[],
  quarterbacks: readonly { id: string; name: string; season: number }[],
): Map<string, { name: string; full: boolean; from: "display" | "quarterback" | "abbreviated" }> {
  const full = new Map<string, { name: string; season: number; from: "display" | "quarterback" }>();
  const short = new Map<string, { name: string; season: number }>();
  const offer = (id: string, name: string, season: number, from: "display" | "quarterback") => {
    const had = full.get(id);
    // The display names first (they name every row of 2018-2023), then the latest season.
    if (
      !had ||
      (had.from === "quarterback" && from === "display") ||
      (had.from === from && had.season <= season)
    )
      full.set(id, { name, season, from });
  };
  for (const r of weekly) {
    if (r.player_display_name && isFullName(r.player_display_name))
      offer(r.player_id, r.player_display_name, r.season, "display");
    const had = short.get(r.player_id);
    if (!had || had.season <= r.season) short.set(r.player_id, { name: r.player_name, season: r.season });
  }
  for (const q of quarterbacks) if (q.id && isFullName(q.name)) offer(q.id, q.name, q.season, "quarterback");
  const out = new Map<
    string,
    { name: string; full: boolean; from: "display" | "quarterback" | "abbreviated" }
  >();
  for (const [id, s] of short) {
    const f = full.get(id);
    out.set(
      id,
      f ? { name: f.name, full: true, from: f.from } : { name: s.name, full: false, from: "abbreviated" },
    );
  }
  return out;
}

const NFL_POSITION_NAMES: Record<string, string> = {
  QB: "Quarterback",
  RB: "Running Back",
  FB: "Fullback",
  WR: "Wide Receiver",
  TE: "Tight End",
};

/**
 * Adds a player for every gsis id with a line that the 2024 roster (read just before) does not
 * hold; a roster player keeps his roster row. Reports the counts in the build log.
 */
export function registerNflCareers(ctx: BuildContext, setup: LeagueSetup): void {
  const { dataDir, league, report } = setup;
  const stats = loadNflStats(ctx, report, dataDir);
  const registry = peopleOf(ctx);
  const onRoster = new Set(registry.players.filter((p) => p.league_key === "nfl").map((p) => p.person.key));
  const quarterbacks = nflverseGameQuarterbacks
    .lookup(report, dataDir, "football", "professional")
    .flatMap((g) => [
      { id: g.away_qb_id, name: g.away_qb_name, season: g.season },
      { id: g.home_qb_id, name: g.home_qb_name, season: g.season },
    ]);
  const names = careerNames(stats.weekly, quarterbacks);
  const seasons = new Map<string, Set<number>>();
  const position = new Map<string, string>();
  for (const r of stats.weekly) {
    seasons.set(r.player_id, (seasons.get(r.player_id) ?? new Set()).add(r.season));
    if (r.position) position.set(r.player_id, r.position);
  }
  let added = 0;
  let joined = 0;
  let abbreviated = 0;
  const fromQuarterbacks: string[] = [];
  for (const [id, name] of names) {
    const key = `nflverse:${id}`;
    if (onRoster.has(key)) {
      joined++;
      continue;
    }
    if (!name.full) abbreviated++;
    if (name.from === "quarterback") fromQuarterbacks.push(name.name);
    const person = namedOnlyPerson(
      registry,
      key,
      name.full ? splitName(name.name) : { first_name: "", last_name: name.name, single_name: true },
    );
    const pos = position.get(id);
    registry.players.push(
      linesOnlyPlayer(person, league, {
        position: pos ? (NFL_POSITION_NAMES[pos] ?? pos) : null,
        lastSeason: Math.max(...(seasons.get(id) ?? [])),
        through: NFL_FIGURES_THROUGH,
      }),
    );
    added++;
  }
  // A 2024 total of an id no roster or weekly file names has no name to show: rejected, never guessed.
  for (const r of stats.season2024)
    if (!onRoster.has(`nflverse:${r.player_id}`) && !names.has(r.player_id))
      report.reject(stats.fileOf.get(r)!, r.line, `no name for ${r.player_id} in any held file`);
  ctx.log(
    `  NFL careers: ${names.size} players with a line 1999-2023 (${joined} on the 2024 roster, ${added} added); ` +
      `${abbreviated} abbreviated names kept as the source gives them; ${fromQuarterbacks.length} full names from nflverse-games quarterbacks`,
  );
}

/**
 * Our players' regular-season clubs per season from `from` to `to` (the weekly files), with the
 * name the registry holds: what the defence file is matched against.
 */
export function nflHeldSeasons(
  ctx: BuildContext,
  setup: LeagueSetup,
  from: number,
  to: number,
): { key: string; name: string; season: number; clubs: Set<string> }[] {
  const stats = loadNflStats(ctx, setup.report, setup.dataDir);
  const registry = peopleOf(ctx);
  const clubs = new Map<string, { key: string; season: number; clubs: Set<string> }>();
  for (const r of stats.weekly) {
    if (r.season < from || r.season > to || r.season_type !== "REG") continue;
    const key = `nflverse:${r.player_id}`;
    const k = `${key}:${r.season}`;
    const had = clubs.get(k) ?? { key, season: r.season, clubs: new Set<string>() };
    had.clubs.add(r.recent_team);
    clubs.set(k, had);
  }
  return [...clubs.values()].flatMap((c) => {
    const p = registry.persons.get(c.key);
    return p && !p.single_name ? [{ ...c, name: `${p.first_name} ${p.last_name}` }] : [];
  });
}

interface GameOfClub {
  id: number;
  points: number | null;
  teamName: string | null;
  opponent: string | null;
}

/** Our NFL games of 1999-2023 by season, week and club (team id). */
async function gamesByClub(ctx: BuildContext, leagueKey: string): Promise<Map<string, GameOfClub>> {
  const rows = await ctx.db
    .selectFrom("games")
    .select([
      "id",
      "season_start_year",
      "week",
      "home_team_id",
      "away_team_id",
      "home_score",
      "away_score",
      "home_team_name",
      "away_team_name",
      "home_team_abbreviation",
      "away_team_abbreviation",
    ])
    .where("league_key", "=", leagueKey)
    .where("season_start_year", ">=", NFL_WEEKLY_OLD_SEASONS[0])
    .where("season_start_year", "<", SEASON_FILE_YEAR)
    .execute();
  const out = new Map<string, GameOfClub>();
  for (const g of rows) {
    if (g.week === null || g.season_start_year === null) continue;
    out.set(`${g.season_start_year}:${g.week}:${g.home_team_id}`, {
      id: g.id,
      points: g.home_score,
      teamName: g.home_team_name,
      opponent: g.away_team_abbreviation,
    });
    out.set(`${g.season_start_year}:${g.week}:${g.away_team_id}`, {
      id: g.id,
      points: g.away_score,
      teamName: g.away_team_name,
      opponent: g.home_team_abbreviation,
    });
  }
  return out;
}

/**
 * The franchise of a club code: the code of the season, else (the 1999-2017 files write every season
 * with today's codes, LV for the 1999 Raiders) the franchise of that code in the last season.
 */
function clubResolver(crosswalk: Crosswalk) {
  const cache = new Map<string, number | null>();
  return (code: string, season: number): number | null => {
    const key = `${code}:${season}`;
    if (!cache.has(key)) {
      const now = crosswalk.resolve("nflverse", "nfl", code, season);
      const later = now.ok ? now : crosswalk.resolve("nflverse", "nfl", code, SEASON_FILE_YEAR);
      cache.set(key, later.ok ? later.value.team.id : null);
    }
    return cache.get(key)!;
  };
}

/** Season lines from game lines: per player, season and type, the clubs in order of their first week, and a TOT line over several. */
export function seasonLinesOf(
  games: readonly Pick<
    GameLine,
    "player_id" | "season_start_year" | "season_type" | "week" | "team_id" | "team_code" | keyof Figures
  >[],
  teamName: (teamId: number | null, season: number) => string | null,
): Omit<SeasonLine, "id">[] {
  const groups = new Map<string, typeof games>();
  for (const g of games) {
    const key = `${g.player_id}:${g.season_start_year}:${g.season_type}`;
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  const out: Omit<SeasonLine, "id">[] = [];
  for (const own of groups.values()) {
    const first = own[0]!;
    const clubs = new Map<string, typeof games>();
    for (const g of [...own].sort((a, b) => a.week - b.week))
      clubs.set(g.team_code, [...(clubs.get(g.team_code) ?? []), g]);
    const base = {
      player_id: first.player_id,
      season_start_year: first.season_start_year,
      season_type: first.season_type,
      league: "NFL",
      source: "nflverse-weekly",
    };
    const sum = (rows: typeof games) => rows.reduce<Figures>((t, g) => addFigures(t, g), ZERO);
    const clubLines = [...clubs.values()].map((rows) => ({
      ...base,
      team_id: rows[0]!.team_id ?? null,
      team_code: rows[0]!.team_code,
      team_name: teamName(rows[0]!.team_id ?? null, first.season_start_year),
      games: rows.length,
      ...sum(rows),
    }));
    if (clubLines.length === 1) out.push({ ...clubLines[0]!, stint: 0 });
    else {
      out.push({
        ...base,
        stint: 0,
        team_id: null,
        team_code: "TOT",
        team_name: null,
        games: own.length,
        ...sum(own),
      });
      clubLines.forEach((l, i) => out.push({ ...l, stint: i + 1 }));
    }
  }
  return out;
}

/** The games where a club's players' rushing and receiving touchdowns times six exceed its points. */
export function touchdownsOverPoints(
  lines: readonly Pick<GameLine, "game_id" | "team_code" | "rush_td" | "rec_td">[],
  pointsOf: (gameId: number, teamCode: string) => number | null,
): { game_id: number; team_code: string; touchdowns: number; points: number }[] {
  const tds = new Map<string, { game_id: number; team_code: string; touchdowns: number }>();
  for (const l of lines) {
    if (l.game_id === null || l.game_id === undefined) continue;
    const key = `${l.game_id}:${l.team_code}`;
    const t = tds.get(key) ?? { game_id: l.game_id, team_code: l.team_code, touchdowns: 0 };
    t.touchdowns += l.rush_td + l.rec_td;
    tds.set(key, t);
  }
  const over: { game_id: number; team_code: string; touchdowns: number; points: number }[] = [];
  for (const t of tds.values()) {
    const points = pointsOf(t.game_id, t.team_code);
    if (points !== null && t.touchdowns * 6 > points) over.push({ ...t, points });
  }
  return over;
}

const MAX_NAMED = 25;
const named = (items: readonly string[]) =>
  items.slice(0, MAX_NAMED).join("; ") +
  (items.length > MAX_NAMED ? `; and ${items.length - MAX_NAMED} more` : "");

/** Reconciliation: a club's passing and its players' receiving figures in a game describe the same plays. */
function reconcilePassing(ctx: BuildContext, gameLines: readonly GameLine[]): void {
  // Reconciliation: a club's passing and receiving figures in a game describe the same plays.
  const byClubGame = new Map<string, { pass: Figures; label: string }>();
  for (const l of gameLines) {
    if (l.game_id === null) continue;
    const key = `${l.game_id}:${l.team_code}`;
    const had = byClubGame.get(key) ?? {
      pass: ZERO,
      label: `${l.team_code} ${l.season_start_year} ${l.season_type} week ${l.week}`,
    };
    had.pass = addFigures(had.pass, l);
    byClubGame.set(key, had);
  }
  const disagree: string[] = [];
  for (const { pass: t, label } of byClubGame.values()) {
    const off = [
      t.pass_cmp !== t.rec ? `completions ${t.pass_cmp} vs receptions ${t.rec}` : "",
      t.pass_yds !== t.rec_yds ? `passing yards ${t.pass_yds} vs receiving yards ${t.rec_yds}` : "",
      t.pass_td !== t.rec_td ? `passing TD ${t.pass_td} vs receiving TD ${t.rec_td}` : "",
    ].filter(Boolean);
    if (off.length) disagree.push(`${label}: ${off.join(", ")}`);
  }
  if (disagree.length)
    ctx.warn(
      `NFL weekly lines: a club's passing and its players' receiving figures differ in ${disagree.length} of ${byClubGame.size} club-games: ${named(disagree)}`,
    );
}

export const nflLinesStep: BuildStep = {
  name: "NFL player lines (nflverse weekly 1999-2023, season totals 2024)",
  async run(ctx) {
    const setup = await leagueImport(ctx, "nfl");
    if (!setup) return;
    const { dataDir, report, crosswalk } = setup;
    const stats = loadNflStats(ctx, report, dataDir);
    const players = await playerIdsByKey(ctx);
    const games = await gamesByClub(ctx, "nfl");
    const clubOf = clubResolver(crosswalk);
    const names = new Map<string, string>();
    for (const [key, g] of games) {
      const [season, , team] = key.split(":");
      if (g.teamName) names.set(`${season}:${team}`, g.teamName);
    }
    const teamName = (teamId: number | null, season: number) =>
      teamId === null ? null : (names.get(`${season}:${teamId}`) ?? null);

    const gameLines: GameLine[] = [];
    const pointsOf = new Map<string, number | null>();
    const noGame: string[] = [];
    let noClub = 0;
    for (const r of stats.weekly) {
      const playerId = players.get(`nflverse:${r.player_id}`);
      const file = stats.fileOf.get(r)!;
      if (playerId === undefined) {
        report.reject(file, r.line, `no player row for ${r.player_id}`);
        continue;
      }
      const teamId = clubOf(r.recent_team, r.season);
      if (teamId === null) noClub++;
      const game = teamId === null ? undefined : games.get(`${r.season}:${r.week}:${teamId}`);
      if (!game) noGame.push(`${r.player_name} ${r.recent_team} ${r.season} ${r.season_type} week ${r.week}`);
      else pointsOf.set(`${game.id}:${r.recent_team}`, game.points);
      gameLines.push({
        id: ctx.nextId("football_game_lines"),
        player_id: playerId,
        season_start_year: r.season,
        week: r.week,
        season_type: r.season_type,
        team_id: teamId,
        team_code: r.recent_team,
        game_id: game?.id ?? null,
        opponent_code: r.opponent_team || null,
        ...figuresOf(r),
      });
      file.imported++;
    }

    // Invariant: touchdowns of a club's players in a game never outscore the club.
    const over = touchdownsOverPoints(gameLines, (id, code) => pointsOf.get(`${id}:${code}`) ?? null);
    if (over.length)
      throw new Error(
        `NFL players' rushing and receiving touchdowns exceed their club's points in ${over.length} games: ${named(
          over.map((o) => `game ${o.game_id} ${o.team_code}: ${o.touchdowns} TD, ${o.points} points`),
        )}`,
      );

    reconcilePassing(ctx, gameLines);
    if (noGame.length)
      ctx.warn(
        `NFL weekly lines: ${noGame.length} rows matched no game of ours (club, season and week)${noClub ? `, ${noClub} of them with an unknown club code` : ""}: ${named(noGame)}`,
      );

    const seasonLines: SeasonLine[] = seasonLinesOf(gameLines, teamName).map((l) => ({
      id: ctx.nextId("football_season_lines"),
      ...l,
    }));
    for (const r of stats.season2024) {
      const playerId = players.get(`nflverse:${r.player_id}`);
      const file = stats.fileOf.get(r)!;
      if (playerId === undefined) continue; // rejected by the players step (no name)
      seasonLines.push({
        id: ctx.nextId("football_season_lines"),
        player_id: playerId,
        season_start_year: r.season,
        season_type: r.season_type,
        stint: 0,
        team_id: null,
        team_code: "",
        team_name: null,
        league: "NFL",
        games: r.games,
        source: "nflverse-season",
        ...figuresOf(r),
      });
      file.imported++;
    }
    for (const file of new Set(stats.fileOf.values())) report.done(file);

    // Invariant: no person twice in one team-season.
    const seen = new Map<string, number>();
    for (const l of seasonLines)
      if (l.stint > 0 || l.team_code !== "TOT") {
        const key = `${l.player_id}:${l.season_start_year}:${l.season_type}:${l.team_code}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    const twice = [...seen].filter(([, n]) => n > 1).map(([k]) => k);
    if (twice.length)
      throw new Error(
        `NFL players with two season lines for one club (player:season:type:club): ${named(twice)}`,
      );

    await ctx.insert("football_game_lines", gameLines);
    await ctx.insert("football_season_lines", seasonLines);
    ctx.log(`  football_game_lines ${gameLines.length}, football_season_lines ${seasonLines.length}`);
  },
};
