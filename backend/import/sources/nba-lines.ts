/**
 * NBA, BAA and ABA regular-season player lines, 1946-47 to 2024-25, into basketball_lines (after the
 * Basketball-Reference players step, whose rows are keyed `bbref:{slug}`):
 *  - to 2020-21, nba-player-totals-bref-1947-2021: a row per player, season and club, and a `TOT`
 *    row over the clubs of a traded player's season (stint 0, the clubs stints 1, 2, ...);
 *  - from 2021-22, nba-player-totals-nbaapi-2022-2025 (NBA.com, one row per player and season: the
 *    season line), split by club from the NBA.com game logs (the club of each game). The build
 *    compares each season line with the sum of that player's game logs and names each difference.
 *
 * People are matched by stated keys, never guessed: the older file's rows by season, name and club
 * to Player Season Info.csv (which holds the slugs), its old numeric id then carries a match to the
 * player's other seasons; a player renamed since (Enes Kanter, now Enes Freedom) is matched by the
 * clubs of his seasons and his surname, and each such match is reported. NBA.com rows are matched
 * by name and season, and by club where a name is shared. What stays unmatched is rejected with
 * its line.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { BASKETBALL_FIGURES } from "../../../domain/basketball-stats";
import type { BuildContext } from "../context";
import type { Crosswalk } from "../crosswalk";
import {
  bbrefPlayerSeasons,
  bbrefPlayerTotals,
  bbrefTeamAbbrev,
  bbrefTeamTotals,
  type BbrefPlayerTotals,
} from "../readers/bball-reference";
import {
  bbrefCode,
  NBA_API_LOG_SEASONS,
  NBA_API_TOTALS_SEASONS,
  nbaApiGameLogs,
  nbaApiSeasonTotals,
  type NbaApiGameLog,
  type NbaApiSeasonTotal,
} from "../readers/nba-stats-api";
import type { BuildStep } from "../step";
import { importNbaBoxScores } from "./nba-box-scores";
import { importNbaPlayoffBoxScores } from "./nba-playoff-box-scores";
import { leagueImport, type ImportReport } from "./common";
import { playerIdsByKey } from "./rosters";

type Line = Insertable<Database["basketball_lines"]>;
/** The counted figures of a line, in the contract's order. */
const FIGURES = BASKETBALL_FIGURES;
type Figures = Pick<Line, (typeof FIGURES)[number]>;

/** The first season (start year) from which a club's players' points must equal its points. */
export const TEAM_POINTS_AGREE_FROM = 1971;

/** A name as both sources spell it once accents, dots, hyphens and suffixes are set aside. */
export function nameKey(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      // Letters no decomposition reaches: Ömer Aşık's dotless i.
      .replace(/ı/g, "i")
      .toLowerCase()
      // "J.J." and "JJ" alike; a hyphen parts a name.
      .replace(/[.']/g, "")
      .replace(/-/g, " ")
      .replace(/\b(jr|sr|ii|iii|iv)\b/g, " ")
      .split(/\s+/)
      .filter(Boolean)
      .join(" ")
  );
}
const surname = (name: string) => nameKey(name).split(" ").at(-1) ?? "";
const forename = (name: string) => nameKey(name).split(" ")[0] ?? "";
/** A multi-club season's code: TOT in the older file, 2TM, 3TM, ... in Player Season Info.csv. */
const multiClub = (code: string) => code === "TOT" || /^\dTM$/.test(code);
const clubCode = (code: string) => (multiClub(code) ? "TOT" : code);

/** Player Season Info.csv as an index: who played for a club in a season (season = end year). */
export class SeasonDirectory {
  private readonly byName = new Map<string, Set<string>>();
  /** Every season's players by name alone, and the first and last season of each. */
  private readonly ever = new Map<string, Set<string>>();
  private readonly span = new Map<string, { first: number; last: number }>();
  readonly byClub = new Map<string, Set<string>>();
  readonly names = new Map<string, string>();

  constructor(rows: readonly { season: number; player: string; player_id: string; team: string }[]) {
    const add = (map: Map<string, Set<string>>, key: string, slug: string) =>
      map.set(key, (map.get(key) ?? new Set()).add(slug));
    for (const r of rows) {
      const club = clubCode(r.team);
      add(this.byName, `${r.season}:${nameKey(r.player)}:${club}`, r.player_id);
      add(this.byName, `${r.season}:${nameKey(r.player)}:*`, r.player_id);
      add(this.byClub, `${r.season}:${club}`, r.player_id);
      add(this.ever, nameKey(r.player), r.player_id);
      const span = this.span.get(r.player_id);
      this.span.set(r.player_id, {
        first: Math.min(span?.first ?? r.season, r.season),
        last: Math.max(span?.last ?? r.season, r.season),
      });
      this.names.set(r.player_id, r.player);
    }
  }

  /** The slugs of this name in a season, with a club (or `*`, any club). */
  find(season: number, name: string, club: string): ReadonlySet<string> {
    return this.byName.get(`${season}:${nameKey(name)}:${club}`) ?? new Set();
  }

  /**
   * The players of this name in any season whose seasons reach to within one of `season` (a
   * playoff roster's DNPs of a season he has no line in, a two-way player): one, for a name no
   * other player of the league bore, never a namesake of another era.
   */
  findNear(season: number, name: string): ReadonlySet<string> {
    const near = [...(this.ever.get(nameKey(name)) ?? [])].filter((slug) => {
      const span = this.span.get(slug)!;
      return span.first - 1 <= season && season <= span.last + 1;
    });
    return new Set(near);
  }
}

/** NBA.com's names that Basketball-Reference writes otherwise than by accents (its single name; the family name first). */
const NBA_COM_NAMES: Readonly<Record<string, string>> = {
  "Nene Hilario": "Nenê",
  "Jianlian Yi": "Yi Jianlian",
};

/** The one element of a set, or null. */
const only = <T>(set: ReadonlySet<T>): T | null => (set.size === 1 ? [...set][0]! : null);

/**
 * The slug of each row of the older totals file: by season, name and club; then by its old id's
 * other rows; then, for an old id no row of which matched by name (a player renamed since), the one
 * unclaimed player of every club-season of his rows who shares his surname.
 */
export function matchTotals(
  rows: readonly BbrefPlayerTotals[],
  directory: SeasonDirectory,
): { slugOf: Map<BbrefPlayerTotals, string>; renamed: string[]; unmatched: BbrefPlayerTotals[] } {
  const byOldId = new Map<string, Set<string>>();
  for (const r of rows) {
    const slug = only(directory.find(r.season, r.player, clubCode(r.tm)));
    if (slug) byOldId.set(r.player_id, (byOldId.get(r.player_id) ?? new Set()).add(slug));
  }
  const slugOfOld = new Map<string, string>();
  for (const [old, slugs] of byOldId) if (slugs.size === 1) slugOfOld.set(old, [...slugs][0]!);
  const claimed = new Set<string>();
  for (const r of rows) {
    const slug = slugOfOld.get(r.player_id);
    if (slug) claimed.add(`${r.season}:${clubCode(r.tm)}:${slug}`);
  }
  const renamed: string[] = [];
  const rest = new Map<string, BbrefPlayerTotals[]>();
  for (const r of rows)
    if (!slugOfOld.has(r.player_id) && !byOldId.has(r.player_id))
      rest.set(r.player_id, [...(rest.get(r.player_id) ?? []), r]);
  for (const [old, own] of rest) {
    let candidates: Set<string> | null = null;
    for (const r of own) {
      const club = clubCode(r.tm);
      const open = [...(directory.byClub.get(`${r.season}:${club}`) ?? [])].filter(
        (slug) => !claimed.has(`${r.season}:${club}:${slug}`),
      );
      candidates = new Set(candidates ? open.filter((s) => candidates!.has(s)) : open);
    }
    // The one open player of his club-seasons, if he shares a first name or a surname (Enes Kanter,
    // now Enes Freedom); else the one of several who shares his surname.
    const open = [...(candidates ?? [])];
    const shares = (slug: string, part: (n: string) => string) =>
      part(directory.names.get(slug) ?? "") === part(own[0]!.player);
    const sameSurname = open.filter((s) => shares(s, surname));
    const slug =
      open.length === 1 && (shares(open[0]!, surname) || shares(open[0]!, forename))
        ? open[0]!
        : sameSurname.length === 1
          ? sameSurname[0]!
          : null;
    if (!slug) continue;
    slugOfOld.set(old, slug);
    for (const r of own) claimed.add(`${r.season}:${clubCode(r.tm)}:${slug}`);
    renamed.push(`${own[0]!.player} = ${directory.names.get(slug)} (${slug}, ${own.length} rows)`);
  }
  const slugOf = new Map<BbrefPlayerTotals, string>();
  const unmatched: BbrefPlayerTotals[] = [];
  for (const r of rows) {
    const slug = slugOfOld.get(r.player_id);
    if (slug) slugOf.set(r, slug);
    else unmatched.push(r);
  }
  return { slugOf, renamed, unmatched };
}

interface Club {
  id: number | null;
  name: string;
}

/** Team Abbrev.csv: a season's (end year) club by league and abbreviation, with our franchise where the crosswalk has it. */
function clubsOf(
  rows: readonly { season: number; lg: string; team: string; abbreviation: string }[],
  crosswalk: Crosswalk,
): Map<string, Club> {
  const clubs = new Map<string, Club>();
  for (const r of rows) {
    const name = r.team.replace(/\*$/, "");
    const resolved =
      r.lg === "ABA" ? null : crosswalk.resolve("basketball-reference", "nba", name, r.season - 1);
    clubs.set(`${r.season}:${r.lg}:${r.abbreviation}`, {
      id: resolved?.ok ? resolved.value.team.id : null,
      name,
    });
  }
  return clubs;
}

const figuresOf = (r: Record<(typeof FIGURES)[number], number | null>): Figures =>
  Object.fromEntries(FIGURES.map((k) => [k, r[k]])) as Figures;

interface LinesInput {
  ctx: BuildContext;
  report: ImportReport;
  dataDir: string;
  players: Map<string, number>;
  directory: SeasonDirectory;
  clubs: Map<string, Club>;
}

/** The older file's rows as lines: a player-season's TOT row is stint 0 and its clubs 1, 2, ... */
function bbrefLines({ ctx, report, dataDir, players, directory, clubs }: LinesInput): Line[] {
  const { stats, rows } = bbrefPlayerTotals.open(report, dataDir, "basketball", "professional");
  const { slugOf, renamed, unmatched } = matchTotals(rows, directory);
  for (const r of unmatched)
    report.reject(
      stats,
      r.line,
      `no player of ${bbrefPlayerSeasons.name} named "${r.player}" with ${r.tm} in ${r.season}`,
    );
  if (renamed.length)
    ctx.warn(
      `${bbrefPlayerTotals.source}: ${renamed.length} players matched by club-seasons and surname: ${renamed.join("; ")}`,
    );
  const seasons = new Map<string, BbrefPlayerTotals[]>();
  let unlinked = 0;
  for (const [row, slug] of slugOf) {
    if (!players.has(`bbref:${slug}`)) {
      unlinked++;
      stats.skipped++;
      continue;
    }
    const key = `${slug}:${row.season}:${row.lg}`;
    seasons.set(key, [...(seasons.get(key) ?? []), row]);
  }
  const lines: Line[] = [];
  for (const [key, own] of seasons) {
    const slug = key.split(":")[0]!;
    const total = own.find((r) => r.tm === "TOT");
    const ordered = total ? [total, ...own.filter((r) => r !== total)] : own;
    ordered.forEach((r, stint) => {
      const club = r.tm === "TOT" ? null : clubs.get(`${r.season}:${r.lg}:${r.tm}`);
      lines.push({
        id: ctx.nextId("basketball_lines"),
        player_id: players.get(`bbref:${slug}`)!,
        season_start_year: r.season - 1,
        stint,
        team_id: club?.id ?? null,
        team_code: r.tm,
        team_name: club?.name ?? null,
        league: r.lg,
        source: "bbref",
        ...figuresOf(r),
      });
      stats.imported++;
    });
  }
  report.done(stats, unlinked ? `${unlinked} rows of players without a player row` : "");
  return lines;
}

const logFigures = (logs: readonly NbaApiGameLog[]): Figures => {
  const sum = (pick: (l: NbaApiGameLog) => number) => logs.reduce((n, l) => n + pick(l), 0);
  return {
    g: logs.length,
    gs: null,
    mp: Math.round(sum((l) => l.MIN)),
    fg: sum((l) => l.FGM),
    fga: sum((l) => l.FGA),
    x3p: sum((l) => l.FG3M),
    x3pa: sum((l) => l.FG3A),
    ft: sum((l) => l.FTM),
    fta: sum((l) => l.FTA),
    orb: sum((l) => l.OREB),
    drb: sum((l) => l.DREB),
    trb: sum((l) => l.REB),
    ast: sum((l) => l.AST),
    stl: sum((l) => l.STL),
    blk: sum((l) => l.BLK),
    tov: sum((l) => l.TOV),
    pf: sum((l) => l.PF),
    pts: sum((l) => l.PTS),
  };
};

/** What a season line and its game logs must agree on (the logs round minutes; neither holds starts). */
const AGREE = FIGURES.filter((k) => k !== "gs" && k !== "mp");

/** An NBA.com season total as our figures (no games started in the file; minutes rounded). */
const apiFigures = (row: NbaApiSeasonTotal): Figures => ({
  g: row.GP,
  gs: null,
  mp: Math.round(row.MIN),
  fg: row.FGM,
  fga: row.FGA,
  x3p: row.FG3M,
  x3pa: row.FG3A,
  ft: row.FTM,
  fta: row.FTA,
  orb: row.OREB,
  drb: row.DREB,
  trb: row.REB,
  ast: row.AST,
  stl: row.STL,
  blk: row.BLK,
  tov: row.TOV,
  pf: row.PF,
  pts: row.PTS,
});

const logCode = (l: NbaApiGameLog) => bbrefCode(l.TEAM_ABBREVIATION);

/**
 * The slug of an NBA.com player: the one of that name in the season, or of that name with one of
 * his clubs; failing the name (Ron Holland for "Ronald Holland II"), the one player of his clubs
 * that season with his surname, reported as `renamed`.
 */
function apiSlug(directory: SeasonDirectory, endYear: number, name: string, codes: readonly string[]) {
  const named = directory.find(endYear, name, "*");
  const withClub = [...named].filter((s) => codes.some((c) => directory.find(endYear, name, c).has(s)));
  const slug = only(named) ?? only(new Set(withClub));
  if (slug || named.size) return { slug, named: named.size, renamed: false };
  const sameSurname = new Set(
    codes.flatMap((c) =>
      [...(directory.byClub.get(`${endYear}:${c}`) ?? [])].filter(
        (s) => surname(directory.names.get(s) ?? "") === surname(name),
      ),
    ),
  );
  return { slug: only(sameSurname), named: 0, renamed: sameSurname.size === 1 };
}

/** A player's NBA.com season: the season line (stint 0) and, for a traded player, a line per club from his game logs. */
function apiLines(
  input: LinesInput,
  row: NbaApiSeasonTotal,
  playerId: number,
  startYear: number,
  logs: readonly NbaApiGameLog[],
): Line[] {
  const codes = [...new Set(logs.map(logCode))];
  const club = (code: string) => {
    const known = input.clubs.get(`${startYear + 1}:NBA:${code}`);
    const logName = logs.find((l) => logCode(l) === code)?.TEAM_NAME;
    return { team_id: known?.id ?? null, team_code: code, team_name: known?.name ?? logName ?? code };
  };
  const base = { player_id: playerId, season_start_year: startYear, league: "NBA", source: "nbaapi" };
  const season: Line = {
    id: input.ctx.nextId("basketball_lines"),
    ...base,
    stint: 0,
    ...(codes.length === 1 ? club(codes[0]!) : { team_id: null, team_code: "TOT", team_name: null }),
    ...apiFigures(row),
  };
  if (codes.length < 2) return [season];
  return [
    season,
    ...codes.map((code, i) => ({
      id: input.ctx.nextId("basketball_lines"),
      ...base,
      stint: i + 1,
      ...club(code),
      ...logFigures(logs.filter((l) => logCode(l) === code)),
    })),
  ];
}

/** What the NBA.com seasons report: totals that differ from the game logs, players matched by club and surname. */
interface ApiNotes {
  differences: string[];
  renamed: string[];
}

/** One season of NBA.com: each player's lines, and each difference between his season total and his game logs. */
function nbaApiSeason(
  input: LinesInput,
  startYear: number,
  logRows: readonly NbaApiGameLog[],
  notes: ApiNotes,
): Line[] {
  const { report, dataDir, players, directory } = input;
  const totals = nbaApiSeasonTotals(startYear).open(report, dataDir, "basketball", "professional");
  const logsOf = new Map<string, NbaApiGameLog[]>();
  for (const l of logRows) logsOf.set(l.PLAYER_ID, [...(logsOf.get(l.PLAYER_ID) ?? []), l]);
  const lines: Line[] = [];
  for (const row of totals.rows) {
    const logs = (logsOf.get(row.PLAYER_ID) ?? []).sort((a, b) => a.GAME_DATE.localeCompare(b.GAME_DATE));
    const { slug, named, renamed } = apiSlug(directory, startYear + 1, row.PLAYER_NAME, [
      ...new Set(logs.map(logCode)),
    ]);
    const playerId = slug ? players.get(`bbref:${slug}`) : undefined;
    if (playerId === undefined) {
      const why = slug
        ? "no player row for"
        : named
          ? "several players named"
          : `no player of ${bbrefPlayerSeasons.name} named`;
      report.reject(totals.stats, row.line, `${why} "${row.PLAYER_NAME}" in ${startYear + 1}`);
      continue;
    }
    if (renamed)
      notes.renamed.push(
        `${row.PLAYER_NAME} ${startYear} is ${directory.names.get(slug!)} (${slug}) by club and surname`,
      );
    const season = apiFigures(row);
    const summed = logFigures(logs);
    const off = AGREE.filter((k) => season[k] !== summed[k]);
    if (off.length)
      notes.differences.push(
        `${row.PLAYER_NAME} ${startYear}: ${off.map((k) => `${k} ${season[k]} vs ${summed[k]} in the game logs`).join(", ")}`,
      );
    lines.push(...apiLines(input, row, playerId, startYear, logs));
    totals.stats.imported++;
  }
  report.done(totals.stats);
  return lines;
}

/**
 * Each club-season's players' points against its points in Team Totals.csv: from 1971-72 on a
 * difference stops the build (the rows are named); before, the source's club rows lack some figures
 * (split seasons of the 1950s and 1960s), so differences are reported.
 */
function checkTeamPoints(ctx: BuildContext, dataDir: string, report: ImportReport, lines: readonly Line[]) {
  const players = new Map<string, number>();
  for (const l of lines) {
    if (l.source !== "bbref" || l.team_code === "TOT") continue;
    const key = `${l.season_start_year + 1}:${l.league}:${l.team_code}`;
    players.set(key, (players.get(key) ?? 0) + (l.pts ?? 0));
  }
  const stopping: string[] = [];
  const older: string[] = [];
  for (const t of bbrefTeamTotals.lookup(report, dataDir, "basketball", "professional")) {
    const key = `${t.season}:${t.lg}:${t.abbreviation}`;
    if (t.season > 2021 || t.pts === null || t.team === "League Average") continue;
    const sum = players.get(key);
    if (sum === t.pts) continue;
    const text = `${t.season - 1}-${String(t.season % 100).padStart(2, "0")} ${t.team}: players ${sum ?? "none"}, team ${t.pts}`;
    (t.season - 1 >= TEAM_POINTS_AGREE_FROM ? stopping : older).push(text);
  }
  if (older.length)
    ctx.warn(
      `NBA players' points differ from their club's in ${older.length} team-seasons before 1971-72: ${older.join("; ")}`,
    );
  if (stopping.length)
    throw new Error(
      `NBA players' points differ from their club's (${bbrefTeamTotals.name}): ${stopping.join("; ")}`,
    );
}

export const nbaLinesStep: BuildStep = {
  name: "NBA player lines (Basketball-Reference to 2020-21, NBA.com from 2021-22), box scores 2015-16 to 2024-25 and playoff box scores 2010-11 to 2022-23",
  async run(ctx) {
    const setup = await leagueImport(ctx, "nba");
    if (!setup) return;
    const { dataDir, report, crosswalk } = setup;
    const input: LinesInput = {
      ctx,
      report,
      dataDir,
      players: await playerIdsByKey(ctx),
      directory: new SeasonDirectory(
        bbrefPlayerSeasons.lookup(report, dataDir, "basketball", "professional"),
      ),
      clubs: clubsOf(bbrefTeamAbbrev.lookup(report, dataDir, "basketball", "professional"), crosswalk),
    };
    const lines = bbrefLines(input);
    checkTeamPoints(ctx, dataDir, report, lines);
    const notes: ApiNotes = { differences: [], renamed: [] };
    // Each season's game logs are read once: the NBA.com seasons' clubs and the box scores.
    const logs = new Map<number, NbaApiGameLog[]>();
    for (const season of NBA_API_LOG_SEASONS) {
      const file = nbaApiGameLogs(season).open(report, dataDir, "basketball", "professional");
      file.stats.imported = file.rows.length;
      report.done(file.stats, "player lines of the box scores and of the NBA.com seasons' clubs");
      logs.set(season, file.rows);
    }
    for (const season of NBA_API_TOTALS_SEASONS)
      lines.push(...nbaApiSeason(input, season, logs.get(season) ?? [], notes));
    if (notes.renamed.length)
      ctx.warn(`NBA.com players matched by club and surname: ${notes.renamed.join("; ")}`);
    if (notes.differences.length)
      ctx.warn(
        `NBA.com season totals differ from the sum of the game logs for ${notes.differences.length} players: ${notes.differences.join("; ")}`,
      );
    await ctx.insert("basketball_lines", lines);
    ctx.log(`  basketball_lines ${lines.length}`);
    const playerOf = (season: number, name: string, codes: readonly string[]) => {
      const { slug } = apiSlug(input.directory, season + 1, name, codes);
      // A box-score line of a season without a season line of his (a playoff roster's DNPs, a
      // two-way player): the one player of that name the league ever had.
      const ever = slug ?? only(input.directory.findNear(season + 1, NBA_COM_NAMES[name] ?? name));
      return ever ? (input.players.get(`bbref:${ever}`) ?? null) : null;
    };
    await importNbaBoxScores({
      ctx,
      logs,
      code: bbrefCode,
      playerOf: (season, log, codes) => playerOf(season, log.PLAYER_NAME, codes),
    });
    await importNbaPlayoffBoxScores({ ctx, report, dataDir, playerOf });
  },
};
