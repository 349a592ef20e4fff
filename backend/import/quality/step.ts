/**
 * Last build step: computes the figures of /data-quality from the database just built and stores
 * them in `data_quality`, so the page shows what this build really holds:
 *
 * - completeness: share of the expected fields that are filled, per entity;
 * - accuracy: agreement rate of the cross-checks of our curated facts against the open datasets
 *   (backend/import/cross-check, the same comparisons tests/data/cross-check.test.ts runs);
 * - freshness: per league and source, how far its last season is behind the last completed one;
 * - consistency: internal checks (standings against games, champion rows against seasons,
 *   deciding games and leagues);
 * - sources: the curated facts, the open datasets, the team-code crosswalk and the database build;
 * - validation rules: the build's checks with their issue counts.
 */
import { NBA_SUSPENDED_SEASON } from "../sources/nba-history";
import { compactYears } from "../sources/standings";
import { disagreementText, recordsAgainstGames } from "./records-vs-games";
import { seriesFigure } from "./series-vs-games";
import { hockeySeriesFigure } from "./hockey-series-vs-games";
import { sql, type Insertable, type Kysely } from "kysely";
import { currentSeasonStartYear } from "../../../domain/season";
import { dialectOf } from "../../db/connection";
import type { Database } from "../../db/schema";
import { readCodeRows } from "../crosswalk";
import { runCrossChecks, type CrossCheckSummary } from "../cross-check/run";
import { openDataDir, reportOf } from "../sources/common";
import type { BuildStep } from "../step";
import { freshnessScore, overallScore, percent, rejectionKind, ruleStatus, seasonsBehind } from "./figures";

type Row = Insertable<Database["data_quality"]>;
type Db = Kysely<Database>;

const n = (v: unknown) => Number(v ?? 0);

/** A field an entity is expected to have, as an SQL condition that is true when it is filled. */
interface Expected {
  label: string;
  filled: string;
}

interface Entity {
  key: string;
  label: string;
  from: string;
  /** Which rows the expectation applies to. */
  where: string;
  fields: Expected[];
}

/**
 * The expected fields per entity. Only rows the fields apply to are counted: editions that were
 * held, games that were played. A field the sources cannot have (attendance before it was
 * recorded) is not listed, so a gap here is a gap a better source could fill.
 */
export const ENTITIES: Entity[] = [
  {
    key: "champions",
    label: "Champion records",
    from: "champions",
    where: "team_id is not null",
    fields: [
      { label: "runner-up", filled: "(runner_up_team_id is not null or runner_up_name is not null)" },
      { label: "score or series", filled: "(winner_score is not null or series is not null)" },
      { label: "date", filled: "game_date is not null" },
      { label: "venue", filled: "venue is not null" },
      { label: "coach", filled: "coach is not null" },
      { label: "MVP", filled: "mvp is not null" },
    ],
  },
  {
    key: "teams",
    label: "Teams",
    from: "teams",
    where: "1 = 1",
    fields: [
      { label: "city", filled: "city is not null" },
      { label: "abbreviation", filled: "abbreviation is not null" },
      { label: "founded year", filled: "founded_year is not null" },
      { label: "conference", filled: "conference_id is not null" },
      { label: "home venue", filled: "home_venue_id is not null" },
    ],
  },
  {
    key: "games",
    label: "Games",
    from: "games",
    where: "status = 'final'",
    fields: [
      { label: "score", filled: "(home_score is not null and away_score is not null)" },
      { label: "start time", filled: "game_time is not null" },
      { label: "venue", filled: "(venue_id is not null or venue_name is not null)" },
    ],
  },
  {
    key: "standings",
    label: "Standings",
    from: "standings",
    where: "1 = 1",
    fields: [
      { label: "rank", filled: "rank is not null" },
      { label: "win percentage", filled: "win_percentage is not null" },
      { label: "games behind", filled: "games_behind is not null" },
      {
        label: "division or conference",
        filled: "(division_name is not null or conference_name is not null or division_id is not null or conference_id is not null)",
      },
      { label: "points for and against", filled: "(points_for is not null and points_against is not null)" },
    ],
  },
  {
    key: "players",
    label: "Players",
    from: "players join people on people.id = players.person_id",
    where: "1 = 1",
    fields: [
      { label: "birth date", filled: "people.birth_date is not null" },
      { label: "position", filled: "players.primary_position_name is not null" },
      { label: "first season", filled: "players.rookie_season is not null" },
      { label: "height", filled: "people.height_inches is not null" },
      { label: "career statistics", filled: "players.career_stats is not null" },
    ],
  },
  {
    key: "coaches",
    label: "Coaches",
    from: "coaches join people on people.id = coaches.person_id",
    where: "1 = 1",
    fields: [
      { label: "birth date", filled: "people.birth_date is not null" },
      { label: "record", filled: "(coaches.wins is not null and coaches.losses is not null)" },
      { label: "years coaching", filled: "coaches.years_experience is not null" },
    ],
  },
];

export interface Figure {
  key: string;
  label: string;
  passed: number;
  total: number;
  detail: string;
}

/** Filled and expected fields per entity (entities without rows are left out). */
export async function completenessOf(db: Db): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const e of ENTITIES) {
    const sums = e.fields.map((f, i) => `sum(case when ${f.filled} then 1 else 0 end) as f${i}`).join(", ");
    const result = await sql.raw<Record<string, unknown>>(`select count(*) as n, ${sums} from ${e.from} where ${e.where}`).execute(db);
    const row = result.rows[0] ?? {};
    const rows = n(row.n);
    if (rows === 0) continue;
    const filled = e.fields.map((_, i) => n(row[`f${i}`]));
    const gaps = e.fields
      .map((f, i) => ({ label: f.label, missing: rows - filled[i] }))
      .filter((g) => g.missing > 0)
      .sort((a, b) => b.missing - a.missing)
      .slice(0, 3)
      .map((g) => `${g.label} missing in ${g.missing.toLocaleString("en-US")}`);
    out.push({
      key: e.key,
      label: e.label,
      passed: filled.reduce((a, b) => a + b, 0),
      total: rows * e.fields.length,
      detail: `${rows.toLocaleString("en-US")} rows × ${e.fields.length} fields (${e.fields.map((f) => f.label).join(", ")})${gaps.length ? `; ${gaps.join(", ")}` : ""}`,
    });
  }
  return out;
}

export interface FreshnessFigure {
  key: string;
  label: string;
  lastSeason: number;
  currentSeason: number;
  score: number;
  detail: string;
  /** The championship (slug) of the league the figure is about. */
  championship: string;
}

/**
 * The championship a cross-check is about, from the subjects it compares: championship slugs
 * themselves, or programs (team slugs) of one sport and level, whose championship that is. A check
 * spanning several is a whole-database figure (null).
 */
async function crossCheckChampionships(db: Db): Promise<(subjects: readonly string[]) => string | null> {
  const championships = await db.selectFrom("championships").select(["slug", "sport_id", "level_id"]).execute();
  const teams = await db.selectFrom("teams").select(["slug", "sport_id", "level_id"]).execute();
  const bySlug = new Set(championships.map((c) => c.slug));
  const teamLeague = new Map(
    teams.map((t) => [t.slug, championships.find((c) => c.sport_id === t.sport_id && c.level_id === t.level_id)?.slug ?? null]),
  );
  return (subjects) => {
    const found = new Set(subjects.map((s) => (bySlug.has(s) ? s : (teamLeague.get(s) ?? null))));
    return found.size === 1 ? [...found][0]! : null;
  };
}

/**
 * Per league: the curated champions and, where the open datasets add them, the games (or, without
 * games, the standings), each with its last season against the league's current season.
 */
/** Through which season a league's awards run, and its drafts (a draft closes the season before it). */
async function pushAwardsAndDrafts(
  db: Db,
  l: { slug: string; sport_id: number; level_id: number },
  league: string,
  current: number,
  push: (championship: string, what: string, label: string, last: number, current: number, sources: string) => void,
): Promise<void> {
  const awards = await db
    .selectFrom("awards")
    .select((eb) => [eb.fn.max("season_start_year").as("last"), eb.fn.min("season_start_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .where("award_key", "!=", "mlb-hall-of-fame")
    .executeTakeFirst();
  if (awards?.last != null) push(l.slug, "awards", `${league} awards`, n(awards.last), current, `award winners and votes from ${n(awards.first)}`);
  const drafts = await db
    .selectFrom("draft_picks")
    .select((eb) => [eb.fn.max("draft_year").as("last"), eb.fn.min("draft_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .executeTakeFirst();
  if (drafts?.last != null) push(l.slug, "drafts", `${league} drafts`, n(drafts.last) - 1, current, `drafts ${n(drafts.first)} to ${n(drafts.last)}`);
}

export async function freshnessOf(db: Db, now: Date): Promise<FreshnessFigure[]> {
  const leagues = await db
    .selectFrom("championships")
    .innerJoin("sports", "sports.id", "championships.sport_id")
    .select([
      "championships.id",
      "championships.slug",
      "championships.name",
      "championships.league",
      "championships.sport_id",
      "championships.level_id",
      "sports.slug as sport",
    ])
    .orderBy("championships.sort_order")
    .execute();
  const out: FreshnessFigure[] = [];
  const push = (championship: string, what: string, label: string, last: number, current: number, sources: string) => {
    const key = `${championship}-${what}`;
    const behind = seasonsBehind(last, current);
    out.push({
      key,
      label,
      lastSeason: last,
      currentSeason: current,
      championship,
      score: freshnessScore(last, current),
      detail: `${sources}; last season ${last}, current ${current}${behind ? `: ${behind} completed season${behind === 1 ? "" : "s"} missing` : ""}`,
    });
  };
  for (const l of leagues) {
    const current = currentSeasonStartYear(now, l.sport);
    // College leagues share the name NCAA: their games are named by the championship.
    const league = l.league === "NCAA" ? l.name : l.league;
    const champ = await db
      .selectFrom("champions")
      .select((eb) => eb.fn.max("year").as("last"))
      .where("championship_id", "=", l.id)
      .where("team_id", "is not", null)
      .executeTakeFirst();
    if (champ?.last != null) push(l.slug, "champions", `${l.name} champions`, n(champ.last), current, "curated facts (backend/data)");
    await pushAwardsAndDrafts(db, l, league, current, push);
    const games = await db
      .selectFrom("games")
      .select(["source", (eb) => eb.fn.max("season_start_year").as("last")])
      .where("sport_id", "=", l.sport_id)
      .where("level_id", "=", l.level_id)
      .where("status", "=", "final")
      .groupBy("source")
      .execute();
    if (games.length) {
      const last = Math.max(...games.map((g) => n(g.last)));
      const sources = [...new Set(games.flatMap((g) => (g.source ?? "").split("+")).filter(Boolean))].sort();
      push(l.slug, "games", `${league} games`, last, current, sources.join(", "));
      continue;
    }
    const standings = await db
      .selectFrom("standings")
      .select((eb) => eb.fn.max("season_start_year").as("last"))
      .where("sport_id", "=", l.sport_id)
      .where("level_id", "=", l.level_id)
      .executeTakeFirst();
    if (standings?.last != null) push(l.slug, "standings", `${league} standings`, n(standings.last), current, "season totals of the open datasets");
  }
  return out;
}

/** Internal checks: each counts the items checked and those that agree. */
export async function consistencyOf(db: Db, log: (message: string) => void = () => {}): Promise<Figure[]> {
  const out: Figure[] = [];

  // Season records (standings, the sources' team seasons) against the W-L the games add up to.
  const records = await recordsAgainstGames(db);
  const shown = records.disagreements.slice(0, 12).map(disagreementText);
  for (const d of records.disagreements) log(`  record disagrees with the games: ${disagreementText(d)}`);
  out.push({
    key: "records-games",
    label: "Season records agree with games",
    passed: records.total - records.disagreements.length,
    total: records.total,
    detail:
      "a team's wins and losses in the standings and in the sources' season records equal those its regular-season games add up to" +
      (shown.length
        ? `; disagreements: ${shown.join("; ")}${records.disagreements.length > shown.length ? `; and ${records.disagreements.length - shown.length} more` : ""}`
        : ""),
  });

  // Standings against games: in seasons whose regular-season games are in the database, a team's
  // W+L+T (ties include hockey's OT losses) equals the games it played.
  const played = await sql<{ total: unknown; agree: unknown }>`
    with played as (
      select sport_id, level_id, season_start_year, team_id, count(*) as gp from (
        select sport_id, level_id, season_start_year, home_team_id as team_id from games where status = 'final' and game_type = 'regular'
        union all
        select sport_id, level_id, season_start_year, away_team_id as team_id from games where status = 'final' and game_type = 'regular'
      ) g group by sport_id, level_id, season_start_year, team_id
    ), seasons_with_games as (select distinct sport_id, level_id, season_start_year from played)
    select count(*) as total,
      sum(case when s.wins + s.losses + s.ties = coalesce(p.gp, 0) then 1 else 0 end) as agree
    from standings s
    join seasons_with_games w on w.sport_id = s.sport_id and w.level_id = s.level_id and w.season_start_year = s.season_start_year
    left join played p on p.sport_id = s.sport_id and p.level_id = s.level_id and p.season_start_year = s.season_start_year and p.team_id = s.team_id`.execute(
    db,
  );
  const st = played.rows[0];
  out.push({
    key: "standings-games",
    label: "Standings agree with games",
    passed: n(st?.agree),
    total: n(st?.total),
    detail: "a team's wins, losses and ties add up to the regular-season games it played, in every season whose games are in the database",
  });

  // Title counts: each season's champion is the champion row of that season and championship.
  const seasonTitles = await sql<{ total: unknown; agree: unknown }>`
    select count(*) as total,
      sum(case when c.id is not null and c.season_id = s.id and c.championship_id = s.championship_id then 1 else 0 end) as agree
    from seasons s left join champions c on c.id = s.champion_id
    where s.champion_id is not null`.execute(db);
  const rowsWithSeason = await sql<{ n: unknown }>`select count(*) as n from champions where season_id is not null and team_id is not null`.execute(
    db,
  );
  const linked = n(seasonTitles.rows[0]?.agree);
  out.push({
    key: "season-champions",
    label: "Title counts agree with champion rows",
    passed: linked,
    total: Math.max(n(seasonTitles.rows[0]?.total), n(rowsWithSeason.rows[0]?.n)),
    detail: "every champion row is the champion of its season, and every season's champion is a row of its championship",
  });

  // The deciding game in the games table was won by the champion of record.
  const deciding = await sql<{ total: unknown; agree: unknown }>`
    with last_day as (
      select championship_id, season_start_year, max(coalesce(completed_date, game_date)) as day from games
      where game_type = 'championship' and status = 'final' and championship_id is not null
      group by championship_id, season_start_year
    ), last_game as (
      -- Grouped first: a correlated max() per game is quadratic in the finals' games.
      select g.* from games g join last_day l on l.championship_id = g.championship_id
        and l.season_start_year = g.season_start_year and l.day = coalesce(g.completed_date, g.game_date)
      where g.game_type = 'championship' and g.status = 'final'
    )
    select count(*) as total,
      sum(case when (lg.home_score > lg.away_score and lg.home_team_id = c.team_id)
                 or (lg.away_score > lg.home_score and lg.away_team_id = c.team_id) then 1 else 0 end) as agree
    from last_game lg join champions c on c.championship_id = lg.championship_id and c.year = lg.season_start_year
    where c.team_id is not null`.execute(db);
  out.push({
    key: "deciding-games",
    label: "Deciding games agree with champions",
    passed: n(deciding.rows[0]?.agree),
    total: n(deciding.rows[0]?.total),
    detail: "the last game of each final in the games table was won by the champion of record",
  });

  // Champions and runners-up play in the championship's league.
  const leagues = await sql<{ total: unknown; agree: unknown }>`
    select count(*) as total, sum(case when t.league_key = ch.league_key then 1 else 0 end) as agree
    from champions c join championships ch on ch.id = c.championship_id join teams t on t.id = c.team_id`.execute(db);
  out.push({
    key: "champion-leagues",
    label: "Champions belong to the championship's league",
    passed: n(leagues.rows[0]?.agree),
    total: n(leagues.rows[0]?.total),
    detail: "each champion is a franchise or program of the league the championship belongs to",
  });
  return out.filter((f) => f.total > 0);
}

export const qualityStep: BuildStep = {
  name: "data quality",
  async run(ctx) {
    const { db } = ctx;
    const computedAt = new Date().toISOString();
    const rows: Row[] = [];
    let order = 0;
    const add = (row: Omit<Row, "id" | "sort_order" | "computed_at">) =>
      rows.push({ id: ctx.nextId("data_quality"), sort_order: order++, computed_at: computedAt, ...row });

    // ---- completeness
    const completeness = await completenessOf(db);
    for (const f of completeness)
      add({
        section: "completeness",
        key: f.key,
        label: f.label,
        score: percent(f.passed, f.total),
        passed: f.passed,
        total: f.total,
        detail: f.detail,
      });
    const filled = completeness.reduce((a, f) => a + f.passed, 0);
    const expected = completeness.reduce((a, f) => a + f.total, 0);

    // ---- accuracy: only when this build imported the open datasets the checks compare with.
    const report = reportOf(ctx);
    const dataDir = openDataDir();
    const imported = dataDir !== null && report.files.length > 0;
    const crossChecks: CrossCheckSummary[] = imported ? runCrossChecks(dataDir, ctx.dataDir) : [];
    const championshipOf = await crossCheckChampionships(db);
    for (const c of crossChecks) {
      add({
        championship: championshipOf(c.subjects),
        section: "accuracy",
        key: c.key,
        label: c.missing ? c.key : `${c.source}: ${c.label}`,
        score: c.missing ? null : percent(c.agreements, c.checks),
        passed: c.agreements,
        total: c.checks,
        status: c.missing ? "missing" : null,
        detail: c.missing
          ? `not compared: ${c.missing} is missing`
          : `${c.rowsCompared.toLocaleString("en-US")} records compared; ${c.checks - c.agreements} disagreements (${c.explained} explained in cross-check-exceptions.csv, ${c.unexplained.length} unexplained)`,
      });
    }
    const checks = crossChecks.reduce((a, c) => a + c.checks, 0);
    const agreements = crossChecks.reduce((a, c) => a + c.agreements, 0);
    const unexplained = crossChecks.reduce((a, c) => a + c.unexplained.length, 0);

    // ---- freshness
    const freshness = await freshnessOf(db, ctx.now);
    for (const f of freshness)
      add({
        section: "freshness",
        key: f.key,
        label: f.label,
        score: f.score,
        season: f.lastSeason,
        passed: null,
        total: null,
        detail: f.detail,
        championship: f.championship,
      });
    const freshnessMean = freshness.length ? Math.round((freshness.reduce((a, f) => a + f.score, 0) / freshness.length) * 10) / 10 : null;

    // ---- consistency
    const series = await seriesFigure(ctx, ctx.log);
    const hockeySeries = await hockeySeriesFigure(ctx, ctx.log);
    const consistency = [...(await consistencyOf(db, ctx.log)), ...[series, hockeySeries].filter((f) => f !== null)];
    for (const f of consistency)
      add({
        section: "consistency",
        key: f.key,
        label: f.label,
        score: percent(f.passed, f.total),
        passed: f.passed,
        total: f.total,
        detail: f.detail,
      });
    const consistent = consistency.reduce((a, f) => a + f.passed, 0);
    const consistencyTotal = consistency.reduce((a, f) => a + f.total, 0);

    // ---- the four metrics and the overall score
    const metrics = {
      completeness: {
        label: "Completeness",
        score: percent(filled, expected),
        passed: filled,
        total: expected,
        detail: "expected fields filled, over every entity",
      },
      accuracy: {
        label: "Accuracy",
        score: imported ? percent(agreements, checks) : null,
        passed: agreements,
        total: checks,
        detail: imported
          ? "cross-checks of our facts against the open datasets that agree"
          : "not measured: this build did not import the open datasets",
      },
      freshness: {
        label: "Freshness",
        score: freshnessMean,
        passed: null,
        total: null,
        detail: "mean over leagues and sources: 100 when the last completed season is in, 10 points less per season behind",
      },
      consistency: {
        label: "Consistency",
        score: percent(consistent, consistencyTotal),
        passed: consistent,
        total: consistencyTotal,
        detail: "internal checks that agree",
      },
    };
    const overall = overallScore(Object.values(metrics).map((m) => m.score));
    add({ section: "metric", key: "overall", label: "Overall", score: overall, passed: null, total: null, detail: "mean of the measured metrics" });
    for (const [key, m] of Object.entries(metrics)) add({ section: "metric", key, ...m });

    // ---- sources
    const count = async (table: keyof Database) =>
      n(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );
    const [championRows, teamRows, identityRows, championshipRows] = await Promise.all([
      count("champions"),
      count("teams"),
      count("team_identities"),
      count("championships"),
    ]);
    add({
      section: "source",
      key: "curated",
      label: "Curated facts",
      status: "active",
      passed: championRows + teamRows + identityRows,
      total: null,
      score: null,
      detail: `backend/data: ${championshipRows} championships, ${championRows.toLocaleString("en-US")} editions, ${teamRows.toLocaleString("en-US")} teams and programs, validated at build time`,
    });
    // Which seasons have games, per league (the site says it plainly: gaps are listed, not implied).
    const gameSeasons = await db
      .selectFrom("games")
      .innerJoin("teams", "teams.id", "games.home_team_id")
      .select(["teams.league_key", "games.season_start_year", "games.game_type"])
      .distinct()
      .where("games.status", "=", "final")
      .execute();
    const coverage: string[] = [];
    for (const league of [...new Set(gameSeasons.map((g) => g.league_key))].sort()) {
      const of = (regular: boolean) =>
        [
          ...new Set(
            gameSeasons.filter((g) => g.league_key === league && (g.game_type === "regular") === regular).map((g) => Number(g.season_start_year)),
          ),
        ].sort((a, b) => a - b);
      const regular = of(true);
      const post = of(false);
      if (!regular.length && !post.length) continue;
      const missing = regular.length
        ? Array.from({ length: regular[regular.length - 1] - regular[0] + 1 }, (_, i) => regular[0] + i).filter((y) => !regular.includes(y))
        : [];
      coverage.push(
        `${league.toUpperCase()} games: regular seasons ${compactYears(regular) || "none"}, postseason ${compactYears(post) || "none"}` +
          (missing.length ? `, none for ${compactYears(missing)}` : "") +
          (league === "nba" && regular.includes(NBA_SUSPENDED_SEASON)
            ? `, ${NBA_SUSPENDED_SEASON} (2019-20) only to 2020-03-11 (no restart or playoffs)`
            : ""),
      );
    }
    const missingFiles = report.files.filter((f) => f.missing);
    const rowsRead = report.files.reduce((a, f) => a + f.read, 0);
    const rowsImported = report.files.reduce((a, f) => a + f.imported + f.merged, 0);
    const folders = new Set(report.files.map((f) => f.file.split("/")[0]));
    add({
      section: "source",
      key: "open-datasets",
      label: "Open datasets",
      status: !imported ? "missing" : missingFiles.length ? "warning" : "active",
      passed: rowsImported,
      total: rowsRead,
      score: null,
      detail: imported
        ? `${folders.size} datasets, ${report.files.length - missingFiles.length} files read: ${rowsRead.toLocaleString("en-US")} rows, ${rowsImported.toLocaleString("en-US")} imported or merged, ${report.rejections.length.toLocaleString("en-US")} rejected${missingFiles.length ? `; missing: ${missingFiles.map((f) => f.file).join(", ")}` : ""}${coverage.length ? `. Seasons by their first year: ${coverage.join("; ")}` : ""}`
        : "not imported: no DATA_DIR and no ../shared/data; the database holds the curated facts only",
    });
    const teamRejections = report.rejections.filter((r) => rejectionKind(r.reason) === "team").length;
    const crosswalkRows = readCodeRows().length;
    add({
      section: "source",
      key: "crosswalk",
      label: "Team-code crosswalk",
      status: imported ? (teamRejections ? "warning" : "active") : "missing",
      passed: crosswalkRows,
      total: null,
      score: null,
      detail: imported
        ? `backend/import/crosswalk: ${crosswalkRows.toLocaleString("en-US")} code rows map every source's team codes to our franchises; ${teamRejections.toLocaleString("en-US")} rows name clubs outside our leagues`
        : "not used: no open datasets imported",
    });
    add({
      section: "source",
      key: "database",
      label: "Database build",
      status: "active",
      passed: null,
      total: null,
      score: null,
      detail: `${dialectOf(db) === "postgres" ? "PostgreSQL" : "SQLite"}, built from the sources above by npm run db:build; figures computed ${computedAt.slice(0, 16).replace("T", " ")} UTC`,
    });

    // ---- validation rules
    const rowRejections = report.rejections.length - teamRejections;
    const standingsCheck = consistency.find((c) => c.key === "standings-games");
    const rules: { key: string; label: string; issues: number; total: number | null; detail: string }[] = [
      {
        key: "curated-schema",
        label: "Curated files match their schemas",
        issues: 0,
        total: championRows + teamRows + identityRows,
        detail: "every row of backend/data validated by zod; a bad row fails the build with file:line and reason",
      },
      {
        key: "rows-well-formed",
        label: "Open-dataset rows are well-formed",
        issues: rowRejections + missingFiles.length,
        total: rowsRead,
        detail: `${rowRejections.toLocaleString("en-US")} rows rejected (bad field, unknown reference)${missingFiles.length ? `, ${missingFiles.length} files missing` : ""}`,
      },
      {
        key: "team-codes",
        label: "Team codes map to a franchise",
        issues: teamRejections,
        total: rowsRead,
        detail: `${teamRejections.toLocaleString("en-US")} rows name a club with no franchise in our leagues (early pro football clubs, AAFC); they are rejected, never guessed`,
      },
      {
        key: "cross-checks",
        label: "Facts agree with overlapping sources",
        issues: unexplained,
        total: checks,
        detail: `${checks - agreements} disagreements, ${checks - agreements - unexplained} explained in cross-check-exceptions.csv`,
      },
      {
        key: "standings-games",
        label: "Standings agree with games",
        issues: standingsCheck ? standingsCheck.total - standingsCheck.passed : 0,
        total: standingsCheck?.total ?? 0,
        detail: standingsCheck?.detail ?? "no season has both standings and games",
      },
    ];
    for (const r of rules)
      add({
        section: "rule",
        key: r.key,
        label: r.label,
        status: ruleStatus(r.issues),
        passed: r.issues,
        total: r.total,
        score: null,
        detail: r.detail,
      });

    await ctx.insert("data_quality", rows);
    ctx.log(
      `data quality: overall ${overall ?? "n/a"}; completeness ${metrics.completeness.score ?? "n/a"}, accuracy ${metrics.accuracy.score ?? "n/a"}, ` +
        `freshness ${metrics.freshness.score ?? "n/a"}, consistency ${metrics.consistency.score ?? "n/a"}`,
    );
  },
};
