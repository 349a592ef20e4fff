/**
 * Step 3: every edition of every championship (champions/{slug}.csv) and the seasons of each
 * sport and level, from its first season to the current one (per the clock), each linked to its
 * champion. Seasons come first in the data model but need the champions' years and dates.
 */
import path from "node:path";
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { currentSeasonStartYear, defaultSeasonEndYear, seasonLabel } from "../../../domain/season";
import type { BuildStep } from "../step";
import { seasonKey, type BuildContext, type ChampionshipRef } from "../context";
import {
  CHAMPION_COLUMNS,
  championRowSchema,
  readCsvFile,
  type ChampionRow,
  type Located,
} from "../data-files";

export interface ChampionshipSummary {
  slug: string;
  champions: number;
  notHeld: number;
  firstSeason: number | null;
  lastSeason: number | null;
}

export const championsStep: BuildStep = {
  name: "champions and seasons",
  async run(ctx) {
    const parsed = readChampionFiles(ctx);
    const champions: Insertable<Database["champions"]>[] = [];
    const seasons: Insertable<Database["seasons"]>[] = [];
    const summaries: ChampionshipSummary[] = [];

    for (const championship of ctx.lookups.championships.values()) {
      const rows = parsed.get(championship.slug) ?? [];
      const byYear = new Map<number, Insertable<Database["champions"]>>();
      for (const located of rows) {
        const record = championRecord(ctx, championship, located);
        byYear.set(located.row.season, record);
        champions.push(record);
      }
      seasons.push(...seasonsOf(ctx.now, championship, byYear, () => ctx.nextId("seasons")));
      summaries.push(summaryOf(championship.slug, rows));
    }
    linkSeasons(ctx, seasons, champions);

    await ctx.insert("seasons", seasons);
    await ctx.insert("champions", champions);

    for (const s of summaries) {
      const years = s.firstSeason === null ? "no rows" : `seasons ${s.firstSeason}-${s.lastSeason}`;
      const notHeld = s.notHeld ? `, ${s.notHeld} not held` : "";
      ctx.log(`  ${s.slug}: ${s.champions} champions (${years}${notHeld})`);
    }
    ctx.log(`champions ${champions.length}, seasons ${seasons.length}`);
  },
};

/**
 * Every championship's champions file, checked: one row per edition, known teams, a runner-up
 * other than the champion. The build stops on any problem, naming its line.
 */
function readChampionFiles(ctx: BuildContext): Map<string, Located<ChampionRow>[]> {
  const { lookups, problems } = ctx;
  const parsed = new Map<string, Located<ChampionRow>[]>();
  for (const championship of lookups.championships.values()) {
    const file = path.join(ctx.dataDir, "champions", `${championship.slug}.csv`);
    const rows = readCsvFile(file, championRowSchema, CHAMPION_COLUMNS, problems);
    if (rows === null) {
      ctx.log(`champions/${championship.slug}.csv: missing, no champions yet`);
      continue;
    }
    const seen = new Map<number, number>();
    for (const { line, row } of rows) {
      const before = seen.get(row.season);
      if (before)
        problems.add(
          file,
          line,
          `season: ${row.season} already has a row (line ${before}); one row per edition`,
        );
      seen.set(row.season, line);
      for (const column of ["champion_slug", "runner_up_slug"] as const) {
        const slug = row[column];
        if (slug && !lookups.teamsBySlug.has(slug))
          problems.add(file, line, `${column}: unknown team "${slug}" (not in any teams/*.csv)`);
      }
      if (row.champion_slug && row.champion_slug === row.runner_up_slug) {
        problems.add(file, line, "runner_up_slug: same team as the champion");
      }
    }
    parsed.set(championship.slug, rows);
  }
  problems.throwIfAny();
  return parsed;
}

/** One edition's champion row, with the names of the time (a name the file disagrees on is warned). */
function championRecord(
  ctx: BuildContext,
  championship: ChampionshipRef,
  { file, line, row }: Located<ChampionRow>,
): Insertable<Database["champions"]> {
  const { lookups } = ctx;
  const team = row.champion_slug ? lookups.teamsBySlug.get(row.champion_slug) : undefined;
  const runnerUp = row.runner_up_slug ? lookups.teamsBySlug.get(row.runner_up_slug) : undefined;
  const teamOfTime = team ? ctx.teamOfTime(team.id, row.season) : null;
  if (
    team &&
    teamOfTime &&
    row.champion_name &&
    teamOfTime.name !== row.champion_name &&
    lookups.identities.has(team.id)
  ) {
    ctx.warn(
      `${path.relative(ctx.rootDir, file)}:${line}: champion_name "${row.champion_name}" differs from the identity for ${row.season} ("${teamOfTime.name}")`,
    );
  }
  return {
    id: ctx.nextId("champions"),
    championship_id: championship.id,
    season_id: null,
    year: row.season,
    title_year: row.title_year,
    edition: row.edition,
    team_id: team?.id ?? null,
    team_name: row.champion_name,
    team_city: teamOfTime?.city ?? null,
    team_abbreviation: teamOfTime?.abbreviation ?? null,
    runner_up_team_id: runnerUp?.id ?? null,
    runner_up_name: row.runner_up_name,
    runner_up_city: runnerUp ? ctx.teamOfTime(runnerUp.id, row.season).city : null,
    winner_score: row.winner_score,
    runner_up_score: row.runner_up_score,
    overtime: row.overtime,
    series: row.series,
    game_date: row.date,
    venue: row.venue,
    city: row.city,
    state: row.state,
    mvp: row.mvp,
    coach: row.coach,
    record: row.record,
    note: row.note,
  };
}

function summaryOf(slug: string, rows: Located<ChampionRow>[]): ChampionshipSummary {
  const held = rows.filter((r) => r.row.champion_slug);
  return {
    slug,
    champions: held.length,
    notHeld: rows.length - held.length,
    firstSeason: rows.length ? Math.min(...rows.map((r) => r.row.season)) : null,
    lastSeason: rows.length ? Math.max(...rows.map((r) => r.row.season)) : null,
  };
}

/** Registers the seasons in the lookups (league and year) and links each champion row to its season. */
function linkSeasons(
  ctx: BuildContext,
  seasons: Insertable<Database["seasons"]>[],
  champions: Insertable<Database["champions"]>[],
): void {
  const { lookups } = ctx;
  for (const season of seasons)
    lookups.seasons.set(seasonKey(season.league_key, season.start_year), season.id);
  const championshipsById = new Map([...lookups.championships.values()].map((c) => [c.id, c]));
  for (const record of champions) {
    const championship = championshipsById.get(record.championship_id);
    if (championship)
      record.season_id = lookups.seasons.get(seasonKey(championship.league_key, record.year)) ?? null;
  }
}

/** The seasons of one championship's sport and level, each linked to its champion record. */
function seasonsOf(
  now: Date,
  championship: ChampionshipRef,
  byYear: Map<number, Insertable<Database["champions"]>>,
  nextId: () => number,
): Insertable<Database["seasons"]>[] {
  const years = [...byYear.keys()];
  const first = Math.min(championship.seasons_from, ...years);
  const last = Math.max(currentSeasonStartYear(now, championship.sport), ...years);
  const rows: Insertable<Database["seasons"]>[] = [];
  for (let year = first; year <= last; year++) {
    const record = byYear.get(year);
    const label = seasonLabel(championship.sport, year);
    const decided = record?.team_id != null;
    rows.push({
      id: nextId(),
      slug: `${championship.league_key}-${label}`,
      name: `${label} ${championship.season_title} Season`,
      sport_id: championship.sport_id,
      level_id: championship.level_id,
      league_key: championship.league_key,
      championship_id: championship.id,
      league: championship.league,
      start_year: year,
      end_year: record?.title_year ?? defaultSeasonEndYear(championship.sport, championship.level, year),
      regular_season_start: null,
      regular_season_end: null,
      // The deciding game ends the postseason: a known fact we can date the season's end by.
      playoffs_end: decided ? (record?.game_date ?? null) : null,
      start_date: null,
      end_date: decided ? (record?.game_date ?? null) : null,
      regular_season_games: null,
      playoffs_format: null,
      teams_count: null,
      games_count: null,
      champion_id: decided && record?.id != null ? record.id : null,
    });
  }
  return rows;
}
