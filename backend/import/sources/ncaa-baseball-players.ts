/**
 * College baseball batters and pitchers 2022-2024 from ncaa-baseball-d1-player-stats-2022-2024 (the
 * NCAA's team statistics pages: full seasons, the postseason included):
 *  - rows of the Division I programs we hold (NCAA org id `school_id`); a season line is kept when
 *    the player batted (at-bats or plate appearances, or games with any batting figure) or pitched
 *    (appearances or innings); roster rows without either are counted and left out;
 *  - empty cells are zeros (the NCAA leaves them blank); innings are read as outs (`122.2` = 366);
 *    rates are ours (domain/baseball-stats.ts), the file's ERA is only checked against them;
 *  - one player across seasons only where certain (ncaa-baseball-links.ts): a transfer stays two;
 *  - the team runs, hits and home runs summed from the lines are checked against the team
 *    statistics held (team_seasons.totals), the teams that differ named in the build log.
 * The lines are stored as the team season's roster entries (stats `{batting, pitching}`), which the
 * player pages and the team rosters read; the seasons covered are domain/leagues.ts `rosters`.
 */
import { BASEBALL_POSITIONS } from "../../../domain/positions";
import { battingAverage, earnedRunAverage, plateAppearances } from "../../../domain/baseball-stats";
import type { BuildContext, TeamRef } from "../context";
import type { Figure } from "../quality/rows";
import {
  ncaaBattingFile,
  ncaaPitchingFile,
  PLAYER_SEASONS,
  type NcaaBattingRow,
  type NcaaPitchingRow,
} from "../readers/ncaa-baseball-players";
import { ncaaPlayerName } from "./chk-names";
import { leagueStep, type LeagueSetup as Setup } from "./common";
import { baseballPrograms, LEAGUE, LEVEL, SPORT } from "./ncaa-baseball";
import { linkSeasons, type SeasonEntry } from "./ncaa-baseball-links";
import { namedOnlyPerson, peopleOf, registryLeague, type PlayerSeasonDraft } from "./people";
import { insertLineRosters } from "./rosters";

/** A batting line's figures (the MLB lines' keys). */
export interface CollegeBatting {
  g: number;
  gs: number;
  pa: number;
  ab: number;
  r: number;
  h: number;
  doubles: number;
  triples: number;
  hr: number;
  rbi: number;
  sb: number;
  cs: number;
  bb: number;
  so: number;
  ibb: number;
  hbp: number;
  sh: number;
  sf: number;
  gidp: number;
}

/** A pitching line's figures (the MLB lines' keys). */
export interface CollegePitching {
  w: number;
  l: number;
  g: number;
  gs: number;
  cg: number;
  sho: number;
  sv: number;
  ip_outs: number;
  h: number;
  r: number;
  er: number;
  hr: number;
  bb: number;
  so: number;
  hbp: number;
  bfp: number;
}

interface Line {
  key: string;
  season: number;
  teamId: number;
  position: string | null;
  jersey: string;
  batting: CollegeBatting | null;
  pitching: CollegePitching | null;
}

const LINES = new WeakMap<BuildContext, Line[]>();
const FIGURE = new WeakMap<BuildContext, Figure>();

/** A batting row's figures; null when the player did not bat (no AB or PA, no figure beside his games). */
export function battingOf(r: NcaaBattingRow): CollegeBatting | null {
  const b: CollegeBatting = {
    g: r.batting_GP,
    gs: r.batting_GS,
    pa: 0,
    ab: r.batting_AB,
    r: r.batting_R,
    h: r.batting_H,
    doubles: r.batting_2B,
    triples: r.batting_3B,
    hr: r.batting_HR,
    rbi: r.batting_RBI,
    sb: r.batting_SB,
    cs: r.batting_CS,
    bb: r.batting_BB,
    so: r.batting_SO,
    ibb: r.batting_IBB,
    hbp: r.batting_HBP,
    sh: r.batting_SH,
    sf: r.batting_SF,
    gidp: r.batting_GDP,
  };
  b.pa = plateAppearances(b);
  const figures = b.r + b.h + b.rbi + b.sb + b.cs + b.bb + b.so + b.hbp + b.sh + b.sf;
  return b.ab > 0 || b.pa > 0 || (b.g > 0 && figures > 0) ? b : null;
}

/** A pitching row's figures; null when the player did not pitch (no appearance, no inning). */
export function pitchingOf(r: NcaaPitchingRow): CollegePitching | null {
  // pitching_G is the player's games in all roles: his pitching games are his appearances.
  const g = r.pitching_APP;
  if (g === 0 && r.pitching_IP === 0) return null;
  return {
    w: r.pitching_W,
    l: r.pitching_L,
    g,
    gs: r.pitching_GS,
    cg: r.pitching_CG,
    sho: r.pitching_SHO,
    sv: r.pitching_SV,
    ip_outs: r.pitching_IP,
    h: r.pitching_H,
    r: r.pitching_R,
    er: r.pitching_ER,
    hr: r.pitching_HR,
    bb: r.pitching_BB,
    so: r.pitching_SO,
    hbp: r.pitching_HBP,
    bfp: r.pitching_BF,
  };
}

const POSITION: Readonly<Record<string, string>> = {
  P: BASEBALL_POSITIONS[0],
  C: BASEBALL_POSITIONS[1],
  "1B": BASEBALL_POSITIONS[2],
  "2B": BASEBALL_POSITIONS[3],
  "3B": BASEBALL_POSITIONS[4],
  SS: BASEBALL_POSITIONS[5],
  LF: BASEBALL_POSITIONS[6],
  CF: BASEBALL_POSITIONS[7],
  RF: BASEBALL_POSITIONS[8],
  DH: BASEBALL_POSITIONS[9],
  OF: "Outfielder",
  INF: "Infielder",
  UT: "Utility",
};

/** The roster's position code as a name (`P` Pitcher, `INF` Infielder); null for other codes (`ph/c`). */
export function positionName(code: string): string | null {
  return POSITION[code.trim().toUpperCase()] ?? null;
}

/** The career-key figures of a season or a career (the player header and the directory). */
function careerFigures(lines: readonly Pick<Line, "batting" | "pitching">[]): Record<string, number | null> {
  const sum = <T extends object>(pick: (l: Pick<Line, "batting" | "pitching">) => T | null, k: keyof T) =>
    lines.reduce((n, l) => n + Number(pick(l)?.[k] ?? 0), 0);
  const bat = (k: keyof CollegeBatting) => sum((l) => l.batting, k);
  const pit = (k: keyof CollegePitching) => sum((l) => l.pitching, k);
  const batted = lines.some((l) => l.batting);
  const pitched = lines.some((l) => l.pitching);
  return {
    seasons_played: lines.length,
    ...(batted
      ? {
          games_played: bat("g"),
          at_bats: bat("ab"),
          hits: bat("h"),
          home_runs: bat("hr"),
          runs_batted_in: bat("rbi"),
          runs: bat("r"),
          stolen_bases: bat("sb"),
          batting_average: battingAverage({ ab: bat("ab"), h: bat("h") }),
        }
      : {}),
    ...(pitched
      ? {
          games_pitched: pit("g"),
          pitching_wins: pit("w"),
          pitching_losses: pit("l"),
          saves: pit("sv"),
          strikeouts_pitched: pit("so"),
          earned_run_average: earnedRunAverage({ ip_outs: pit("ip_outs"), er: pit("er") }),
        }
      : {}),
  };
}

/** The season lines of the programs we hold, every roster row (for the names), and the ERA check. */
function readLines(ctx: BuildContext, setup: Setup, programs: Map<number, TeamRef>) {
  const { report, dataDir } = setup;
  const lines: Line[] = [];
  const names = new Map<string, { name: string; klass: string }>();
  const rosters: SeasonEntry[] = [];
  const kept: SeasonEntry[] = [];
  const eraDiffers: string[] = [];
  let eraWithoutOuts = 0;
  for (const season of PLAYER_SEASONS) {
    const bat = ncaaBattingFile(season).open(report, dataDir, SPORT, LEVEL);
    const pit = ncaaPitchingFile(season).open(report, dataDir, SPORT, LEVEL);
    if (bat.stats.missing) continue;
    const pitchingRows = new Map(pit.rows.map((r) => [`${r.school_id}:${r.player_id}`, r]));
    const battingKeys = new Set(bat.rows.map((r) => `${r.school_id}:${r.player_id}`));
    let rosterOnly = 0;
    let otherSchools = 0;
    // Every player of the season: the batting file's rows, then pitchers the batting file lacks.
    const rows: (NcaaBattingRow | NcaaPitchingRow)[] = [
      ...bat.rows,
      ...pit.rows.filter((r) => !battingKeys.has(`${r.school_id}:${r.player_id}`)),
    ];
    for (const row of rows) {
      const id = `${row.school_id}:${row.player_id}`;
      const b = "batting_AB" in row ? battingOf(row) : null;
      const p = pitchingRows.get(id);
      const pitching = p ? pitchingOf(p) : null;
      const team = programs.get(row.school_id);
      const isBatting = "batting_AB" in row;
      const count = (field: "skipped" | "imported") => {
        if (isBatting) bat.stats[field]++;
        if (p) pit.stats[field]++;
      };
      if (!team) {
        otherSchools++;
        count("skipped");
        continue;
      }
      const key = `ncaa-baseball:${season}:${row.player_id}`;
      const entry = {
        key,
        season,
        schoolId: row.school_id,
        name: row.player_full_name,
        klass: row.player_class,
      };
      rosters.push(entry);
      if (!b && !pitching) {
        rosterOnly++;
        count("skipped");
        continue;
      }
      if (pitching && p) {
        const ours = earnedRunAverage(pitching);
        if (ours === null) {
          if (pitching.er > 0) eraWithoutOuts++;
        } else if (
          p.pitching_ERA !== null &&
          // Rounding: 4.725 (27 ER in 51 1/3) prints as 4.73.
          Math.abs(ours - p.pitching_ERA) > 0.005 + 1e-9
        )
          eraDiffers.push(
            `${row.player_full_name} (${row.school_name} ${season}): file ${p.pitching_ERA}, ours ${ours.toFixed(2)}`,
          );
      }
      kept.push(entry);
      names.set(key, { name: row.player_full_name, klass: row.player_class });
      lines.push({
        key,
        season,
        teamId: team.id!,
        position: positionName(row.player_position),
        jersey: row.player_jersey_number,
        batting: b,
        pitching,
      });
      count("imported");
    }
    report.done(
      bat.stats,
      `${rosterOnly} roster rows without batting or pitching left out; ${otherSchools} rows of schools that are not a program of ours`,
    );
    report.done(pit.stats, "joined to the batting rows by school and the season's player id");
  }
  ctx.log(
    `  cbs player ERA against the file's: ${eraDiffers.length} differ by more than rounding` +
      (eraDiffers.length
        ? ` (${eraDiffers.slice(0, 20).join("; ")}${eraDiffers.length > 20 ? "; ..." : ""})`
        : "") +
      `; ${eraWithoutOuts} pitchers with earned runs and no out have no ERA`,
  );
  return { lines, names, rosters, kept };
}

export const ncaaBaseballPlayersStep = leagueStep(
  "college baseball batters and pitchers 2022-2024 (NCAA statistics via armstjc/ncaa_baseball_data)",
  LEAGUE,
  async (ctx, setup) => {
    const held = baseballPrograms(ctx);
    if (!held) return;
    const { lines, names, rosters, kept } = readLines(ctx, setup, held.programs);
    const links = linkSeasons(kept, rosters);
    ctx.log(
      `  cbs players: ${lines.length} season lines, ${links.players.length} players; ${links.linked} lines linked to the season before (same school, name unique on both rosters, class not going backwards); not linked: ${links.notLinked.nameNotUnique} (name not unique), ${links.notLinked.classNotForward} (class going backwards or missing); transfers stay separate players`,
    );
    const byKey = new Map(lines.map((l) => [l.key, l]));
    const registry = peopleOf(ctx);
    const last = Math.max(...PLAYER_SEASONS);
    const personOf = new Map<string, string>();
    for (const keys of links.players) {
      const own = keys.map((k) => byKey.get(k)!);
      const latest = own[own.length - 1];
      const { first, last: lastName } = ncaaPlayerName(names.get(latest.key)!.name);
      const person = namedOnlyPerson(registry, keys[0], { first_name: first, last_name: lastName });
      for (const k of keys) personOf.set(k, keys[0]);
      const seasons: PlayerSeasonDraft[] = own.map((l) => ({
        season: l.season,
        team_id: l.teamId,
        team_name: ctx.teamOfTime(l.teamId, l.season).name,
        league: null,
        stats: careerFigures([l]),
      }));
      const pitcher = own.some((l) => l.pitching) && !own.some((l) => l.batting && l.batting.ab > 0);
      registry.players.push({
        person,
        ...registryLeague(setup.league),
        current_team_id: null,
        primary_position_name: pitcher ? BASEBALL_POSITIONS[0] : latest.position,
        years_pro: null,
        draft_year: null,
        draft_round: null,
        draft_pick: null,
        is_active: 0,
        last_season: latest.season,
        source_through: last,
        seasons,
        rookie_season: own[0].season,
        championships_won: 0,
        all_star_selections: 0,
        career_stats: careerFigures(own),
        awards: [],
      });
    }
    LINES.set(
      ctx,
      lines.map((l) => ({ ...l, key: personOf.get(l.key) ?? l.key })),
    );
    await checkTeamSums(ctx, lines);
  },
);

/** Team runs, hits and home runs summed from the batting lines against the team statistics held. */
async function checkTeamSums(ctx: BuildContext, lines: readonly Line[]): Promise<void> {
  const sums = new Map<string, { r: number; h: number; hr: number }>();
  for (const l of lines) {
    if (!l.batting) continue;
    const k = `${l.teamId}:${l.season}`;
    const s = sums.get(k) ?? { r: 0, h: 0, hr: 0 };
    s.r += l.batting.r;
    s.h += l.batting.h;
    s.hr += l.batting.hr;
    sums.set(k, s);
  }
  const held = await ctx.db
    .selectFrom("team_seasons")
    .select(["team_id", "season_start_year", "team_name", "totals"])
    .where("league_key", "=", LEAGUE)
    .where("season_start_year", ">=", Math.min(...PLAYER_SEASONS))
    .execute();
  const differ: string[] = [];
  let compared = 0;
  for (const t of held) {
    const s = sums.get(`${t.team_id}:${t.season_start_year}`);
    if (!s || !t.totals) continue;
    const totals = JSON.parse(t.totals) as Record<string, number | null>;
    const want = { r: totals["R (Batting)"], h: totals.H, hr: totals.HR };
    compared++;
    const off = (["r", "h", "hr"] as const).filter((k) => want[k] !== s[k]);
    if (off.length)
      differ.push(
        `${t.team_name} ${t.season_start_year}: ${off.map((k) => `${k.toUpperCase()} ${s[k]} summed, ${want[k]} held`).join(", ")}`,
      );
  }
  FIGURE.set(ctx, {
    key: "cbs-player-sums",
    label:
      "College baseball team seasons 2022-2024 whose runs, hits and home runs equal the sums of their players",
    passed: compared - differ.length,
    total: compared,
    detail: `${differ.length} differ: ${differ.join("; ") || "none"}`,
  });
  ctx.log(
    `  cbs team runs/hits/HR against the players' sums (2022-2024): ${compared} compared, ${differ.length} differ` +
      (differ.length ? ` (${differ.join("; ")})` : ""),
  );
}

/** The team seasons whose runs, hits or home runs differ from their players' sums (for /data-quality). */
export function cbsPlayerSumsFigure(ctx: BuildContext): Figure | null {
  return FIGURE.get(ctx) ?? null;
}

/** The roster entries of the season lines (after the people step has written the players). */
export const ncaaBaseballRostersStep = leagueStep(
  "college baseball rosters 2022-2024 (NCAA statistics)",
  LEAGUE,
  async (ctx) => {
    const lines = LINES.get(ctx);
    if (!lines?.length) return;
    await insertLineRosters(ctx, "cbs", lines, (l) => ({
      jersey_number: l.jersey || null,
      position: l.position,
      stats: JSON.stringify({ batting: l.batting, pitching: l.pitching }),
    }));
  },
);
