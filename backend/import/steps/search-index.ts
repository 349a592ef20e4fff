/**
 * The site search's documents (see SearchDocumentsTable), written from the final tables after
 * every importer has run, so the index holds whatever teams and people the build produced. Then
 * the SQLite FTS5 index is rebuilt from them (PostgreSQL's tsvector column is generated).
 *
 * What finds what:
 * - a team by every name it played under, its nickname and school, its curated nicknames
 *   (backend/data/team-nicknames.csv), its abbreviations, and its cities;
 * - a player or coach by full and last name (names), and first name, team name and city,
 *   position or title (the people lists' search rules);
 * - a championship by its names and trophy; a season by its name, league and years, and its
 *   champion and title game.
 */
import path from "node:path";
import { sql } from "kysely";
import { z } from "zod";
import { foldText } from "../../../domain/search";
import { dialectOf } from "../../db/connection";
import type { Insertable } from "kysely";
import type { SearchDocumentsTable } from "../../db/schema";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { readCsvFile } from "../data-files";

export const NICKNAMES_FILE = "team-nicknames.csv";

interface Alias {
  name: string;
  first_year: number | null;
  last_year: number | null;
}

type Doc = Omit<Insertable<SearchDocumentsTable>, "id">;

/** `|a|b|c|`: folded, de-duplicated names, delimited so SQL can test a whole name with LIKE. */
export function keysOf(names: (string | null | undefined)[]): string {
  const folded = [
    ...new Set(
      names
        .filter((n): n is string => !!n)
        .map(foldText)
        .filter(Boolean),
    ),
  ];
  return folded.length ? `|${folded.join("|")}|` : "||";
}

export function bodyOf(words: (string | null | undefined)[]): string {
  return [
    ...new Set(
      words
        .filter((w): w is string => !!w)
        .map(foldText)
        .filter(Boolean),
    ),
  ].join(" ");
}

const nicknameRow = z.object({ team_slug: z.string().trim().min(1), nickname: z.string().trim().min(1) });

/** Curated nicknames by team slug; an unknown slug is a build problem (a typo must not pass). */
function readNicknames(ctx: BuildContext): Map<string, string[]> {
  const file = path.join(ctx.dataDir, NICKNAMES_FILE);
  const byTeam = new Map<string, string[]>();
  const rows =
    readCsvFile(file, nicknameRow, { required: ["team_slug", "nickname"], optional: [] }, ctx.problems) ?? [];
  for (const { line, row } of rows) {
    if (!ctx.lookups.teamsBySlug.has(row.team_slug)) {
      ctx.problems.add(file, line, `unknown team_slug '${row.team_slug}'`);
      continue;
    }
    const list = byTeam.get(row.team_slug) ?? [];
    list.push(row.nickname);
    byTeam.set(row.team_slug, list);
  }
  return byTeam;
}

const careerFame = z
  .object({
    games_played: z.number().optional(),
    seasons_played: z.number().optional(),
    all_star_selections: z.number().optional(),
    championships_won: z.number().optional(),
    mvp_awards: z.number().optional(),
  })
  .passthrough();

/** A player's fame: titles and MVPs weigh most, then all-star selections, then games and seasons. */
export function playerFame(row: {
  championships_won: number;
  all_star_selections: number;
  career_stats: string | null;
}): number {
  let stats: z.output<typeof careerFame> = {};
  try {
    const parsed = careerFame.safeParse(row.career_stats ? JSON.parse(row.career_stats) : {});
    if (parsed.success) stats = parsed.data;
  } catch {
    // A malformed JSON column only loses the tiebreak.
  }
  const titles = Math.max(row.championships_won, stats.championships_won ?? 0);
  const allStars = Math.max(row.all_star_selections, stats.all_star_selections ?? 0);
  return (
    titles * 20 +
    (stats.mvp_awards ?? 0) * 30 +
    allStars * 8 +
    (stats.seasons_played ?? 0) +
    (stats.games_played ?? 0) / 100
  );
}

async function teamDocuments(ctx: BuildContext): Promise<Doc[]> {
  const { db } = ctx;
  const nicknames = readNicknames(ctx);
  // An opponent outside the league's division has no page to find.
  const teams = await db.selectFrom("teams").selectAll().where("outside_division", "=", 0).execute();
  const identities = await db.selectFrom("team_identities").selectAll().orderBy("first_season").execute();
  const titles = await db
    .selectFrom("champions")
    .select(["team_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("team_id", "is not", null)
    .groupBy("team_id")
    .execute();
  const titlesByTeam = new Map(titles.map((r) => [r.team_id as number, Number(r.n)]));
  const identitiesByTeam = new Map<number, typeof identities>();
  for (const identity of identities) {
    const list = identitiesByTeam.get(identity.team_id) ?? [];
    list.push(identity);
    identitiesByTeam.set(identity.team_id, list);
  }
  const year = ctx.now.getUTCFullYear();
  return teams.map((team) => {
    const own = identitiesByTeam.get(team.id) ?? [];
    const nicks = nicknames.get(team.slug) ?? [];
    const aliases: Alias[] = [
      ...own
        .filter((i) => foldText(i.name) !== foldText(team.name))
        .map((i) => ({ name: i.name, first_year: i.first_season, last_year: i.last_season })),
      ...nicks.map((name) => ({ name, first_year: null, last_year: null })),
    ];
    const first = team.first_season ?? team.founded_year;
    const span = first !== null ? (team.last_season ?? year) - first : 0;
    return {
      kind: "teams",
      entity_id: team.id,
      slug: team.slug,
      name: team.name,
      keys: keysOf([
        team.name,
        team.short_name,
        team.school,
        team.abbreviation,
        ...own.flatMap((i) => [i.name, i.abbreviation]),
        ...nicks,
      ]),
      body: bodyOf([team.city, team.state, team.school, team.league_key, ...own.map((i) => i.city)]),
      sport_id: team.sport_id,
      level_id: team.level_id,
      league_key: team.league_key,
      first_year: first,
      last_year: team.last_season,
      team_slug: null,
      team_name: null,
      detail: team.league_key.toUpperCase(),
      aliases: aliases.length ? JSON.stringify(aliases) : null,
      fame: (titlesByTeam.get(team.id) ?? 0) * 10 + span / 10,
    };
  });
}

/**
 * The columns a player's or coach's document starts from: its own keys, the person's name and the
 * current team (the query joins `people` and `teams`).
 */
function personDocumentColumns<T extends "players" | "coaches">(table: T) {
  return [
    `${table}.id`,
    `${table}.slug`,
    `${table}.sport_id`,
    `${table}.level_id`,
    `${table}.league_key`,
    "people.first_name",
    "people.last_name",
    "teams.slug as team_slug",
    "teams.name as team_name",
    "teams.city as team_city",
  ] as const;
}

/** A row of `personDocumentColumns`. */
interface PersonDocumentRow {
  id: number;
  slug: string;
  sport_id: number;
  level_id: number;
  league_key: string;
  first_name: string;
  last_name: string;
  team_slug: string | null;
  team_name: string | null;
}

/** What a player's and a coach's document share: found by full and last name, shown with the current team. */
function personDocument(kind: "players" | "coaches", p: PersonDocumentRow) {
  const full = `${p.first_name} ${p.last_name}`.trim();
  const { id: entity_id, slug, sport_id, level_id, league_key, team_slug, team_name } = p;
  return {
    kind,
    entity_id,
    slug,
    name: full,
    keys: keysOf([full, p.last_name]),
    sport_id,
    level_id,
    league_key,
    team_slug,
    team_name,
    aliases: null,
  };
}

async function playerDocuments(ctx: BuildContext): Promise<Doc[]> {
  const rows = await ctx.db
    .selectFrom("players")
    .innerJoin("people", "people.id", "players.person_id")
    .leftJoin("teams", "teams.id", "players.current_team_id")
    .select([
      ...personDocumentColumns("players"),
      "players.primary_position_name",
      "players.rookie_season",
      "players.last_season",
      "players.championships_won",
      "players.all_star_selections",
      "players.career_stats",
    ])
    .execute();
  // Seasons on a roster, where a source has them, and the last season his figures name: the years a
  // player is known to have played, as his page states them (rosters alone end Ken Griffey Sr. in 1980).
  const spans = await ctx.db
    .selectFrom("roster_entries")
    .select([
      "player_id",
      (eb) => eb.fn.min("season_start_year").as("first"),
      (eb) => eb.fn.max("season_start_year").as("last"),
    ])
    .groupBy("player_id")
    .execute();
  const spanByPlayer = new Map(
    spans.map((s) => [s.player_id, { first: Number(s.first), last: Number(s.last) }]),
  );
  return rows.map((p) => {
    const span = spanByPlayer.get(p.id);
    return {
      ...personDocument("players", p),
      body: bodyOf([p.first_name, p.primary_position_name, p.team_name, p.team_city]),
      first_year: span ? Math.min(span.first, p.rookie_season ?? span.first) : p.rookie_season,
      last_year: lastKnown(span?.last ?? null, p.last_season),
      detail: p.primary_position_name,
      fame: playerFame(p),
    };
  });
}

const lastKnown = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

async function coachDocuments(ctx: BuildContext): Promise<Doc[]> {
  const rows = await ctx.db
    .selectFrom("coaches")
    .innerJoin("people", "people.id", "coaches.person_id")
    .leftJoin("teams", "teams.id", "coaches.current_team_id")
    .select([
      ...personDocumentColumns("coaches"),
      "coaches.title",
      "coaches.wins",
      "coaches.championships_won",
      "coaches.years_experience",
    ])
    .execute();
  const history = await ctx.db
    .selectFrom("coaching_history")
    .select(["coach_id", "team_name", "start_year", "end_year", "is_active"])
    .execute();
  const byCoach = new Map<number, typeof history>();
  for (const h of history) {
    const list = byCoach.get(h.coach_id) ?? [];
    list.push(h);
    byCoach.set(h.coach_id, list);
  }
  return rows.map((c) => {
    const own = byCoach.get(c.id) ?? [];
    const first = own.length ? Math.min(...own.map((h) => h.start_year)) : null;
    // Still coaching (an open or active stint): no last year.
    const open = own.some((h) => h.end_year === null || h.is_active === 1);
    const last = own.length && !open ? Math.max(...own.map((h) => h.end_year ?? h.start_year)) : null;
    return {
      ...personDocument("coaches", c),
      // The coaches list's search rule: name, current team name and city, position.
      body: bodyOf([c.first_name, c.title, c.team_name, c.team_city]),
      first_year: first,
      last_year: last,
      team_name:
        c.team_name ??
        (own.length ? [...own].sort((a, b) => b.start_year - a.start_year)[0].team_name : null),
      detail: c.title,
      fame: c.championships_won * 20 + (c.wins ?? 0) / 10 + (c.years_experience ?? 0),
    };
  });
}

async function championshipDocuments(ctx: BuildContext): Promise<Doc[]> {
  const rows = await ctx.db.selectFrom("championships").selectAll().execute();
  const sports = new Map([...ctx.lookups.sports.values()].map((s) => [s.id, s.name]));
  return rows.map((c) => ({
    kind: "championships",
    entity_id: c.id,
    slug: c.slug,
    name: c.name,
    keys: keysOf([c.name, c.official_name, c.trophy_name]),
    body: bodyOf([c.league, sports.get(c.sport_id), c.league_key]),
    sport_id: c.sport_id,
    level_id: c.level_id,
    league_key: c.league_key,
    first_year: c.first_year,
    last_year: c.last_year,
    team_slug: null,
    team_name: null,
    detail: c.league,
    aliases: null,
    fame: 100 - c.sort_order,
  }));
}

async function seasonDocuments(ctx: BuildContext): Promise<Doc[]> {
  const rows = await ctx.db
    .selectFrom("seasons")
    .leftJoin("champions", "champions.id", "seasons.champion_id")
    .leftJoin("championships", "championships.id", "seasons.championship_id")
    .leftJoin("teams", "teams.id", "champions.team_id")
    .select([
      "seasons.id",
      "seasons.slug",
      "seasons.name",
      "seasons.league",
      "seasons.sport_id",
      "seasons.level_id",
      "seasons.league_key",
      "seasons.start_year",
      "seasons.end_year",
      "champions.team_name as champion_name",
      "champions.team_city as champion_city",
      "champions.edition",
      "champions.title_year",
      "championships.name as championship_name",
      "teams.slug as champion_slug",
    ])
    .execute();
  const sports = new Map([...ctx.lookups.sports.values()].map((s) => [s.id, s.name]));
  return rows.map((s) => {
    const label =
      s.end_year !== s.start_year ? `${s.start_year}-${String(s.end_year).slice(-2)}` : String(s.start_year);
    return {
      kind: "seasons",
      entity_id: s.id,
      slug: s.slug,
      name: s.name,
      keys: keysOf([
        s.name,
        s.league && `${label} ${s.league}`,
        s.league && `${s.league} ${label}`,
        s.edition && s.championship_name && `${s.championship_name} ${s.edition}`,
        // "1986 World Series" names the MLB season exactly; the college season's "Men's College
        // World Series" only contains the words, so the MLB season ranks first.
        s.title_year !== null && s.championship_name ? `${s.title_year} ${s.championship_name}` : null,
        s.title_year !== null && s.championship_name ? `${s.championship_name} ${s.title_year}` : null,
      ]),
      body: bodyOf([
        sports.get(s.sport_id),
        String(s.start_year),
        String(s.end_year),
        s.title_year !== null ? String(s.title_year) : null,
        s.championship_name,
        s.champion_name,
        s.champion_city,
      ]),
      sport_id: s.sport_id,
      level_id: s.level_id,
      league_key: s.league_key,
      first_year: s.start_year,
      last_year: s.end_year,
      team_slug: s.champion_slug,
      team_name: s.champion_name,
      detail: s.league,
      aliases: null,
      fame: s.start_year,
    };
  });
}

export const searchIndexStep: BuildStep = {
  name: "search index",
  async run(ctx) {
    const docs = [
      ...(await teamDocuments(ctx)),
      ...(await playerDocuments(ctx)),
      ...(await coachDocuments(ctx)),
      ...(await championshipDocuments(ctx)),
      ...(await seasonDocuments(ctx)),
    ];
    await ctx.insert(
      "search_documents",
      docs.map((doc, i) => ({ id: i + 1, ...doc })),
    );
    if (dialectOf(ctx.db) === "sqlite") {
      await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(ctx.db);
      // Merges the index's segments into one: fewer b-trees to probe per query.
      await sql`insert into search_fts(search_fts) values ('optimize')`.execute(ctx.db);
    }
    const byKind = new Map<string, number>();
    for (const doc of docs) byKind.set(doc.kind, (byKind.get(doc.kind) ?? 0) + 1);
    ctx.log(`search index: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  },
};
