/**
 * Bulk downloads, written by `npm run db:build` next to the database (.data/downloads/, never
 * committed): per league, gzip-compressed CSV files of games, standings, seasons, champions, teams,
 * players and players' season lines, the whole SQLite database gzipped, a README of every file's
 * columns and licences, and manifest.json, which the /downloads page reads.
 */
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { findLeague } from "../../domain/leagues";
import type { Attribution } from "../../domain/attributions";
import attributions from "../data/attributions.json";

export const DOWNLOADS_DIRNAME = "downloads";
export const MANIFEST_FILE = "manifest.json";

export interface DownloadFile {
  table: string;
  file: string;
  bytes: number;
  rows: number;
  columns: string[];
}

export interface LeagueDownloads {
  key: string;
  name: string;
  readme: string;
  files: DownloadFile[];
  /** The licence statements of the league's sources, and whether each asks that copies share alike. */
  sources: (Pick<Attribution, "id" | "name" | "url" | "licence" | "licence_url" | "statement"> & {
    share_alike: boolean;
  })[];
}

export interface DownloadsManifest {
  built_at: string;
  database: { file: string; bytes: number; tables: Record<string, number> } | null;
  leagues: LeagueDownloads[];
}

type Row = Record<string, unknown>;

/** The tables of one league: `?` is its key. */
const QUERIES: { table: string; sql: string; about: string }[] = [
  {
    table: "games",
    about: "one row per game: date, teams (ids and slugs), score, status, season, type, venue",
    sql: `select g.*, h.slug as home_team_slug, a.slug as away_team_slug from games g
      join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id
      where g.league_key = ? order by g.game_date, g.id`,
  },
  {
    table: "standings",
    about: "one row per team and season: record, rank, division and conference",
    sql: `select s.*, t.slug as team_slug from standings s join teams t on t.id = s.team_id
      where s.league_key = ? order by s.season_start_year, s.id`,
  },
  {
    table: "seasons",
    about: "one row per season of the league",
    sql: `select * from seasons where league_key = ? order by start_year`,
  },
  {
    table: "champions",
    about: "one row per title: season, champion, runner-up, result",
    sql: `select c.*, ch.slug as championship_slug, t.slug as team_slug from champions c
      join championships ch on ch.id = c.championship_id left join teams t on t.id = c.team_id
      where ch.league_key = ? order by c.year, c.id`,
  },
  {
    table: "teams",
    about: "one row per franchise or program",
    sql: `select * from teams where league_key = ? order by name`,
  },
  {
    table: "players",
    about: "one row per player: name, birth, position, career figures (JSON)",
    sql: `select pl.*, pe.first_name, pe.last_name, pe.birth_date, pe.birth_city, pe.birth_state, pe.birth_country, pe.college,
      pe.height_inches, pe.weight_pounds, pe.death_year from players pl join people pe on pe.id = pl.person_id
      where pl.league_key = ? order by pe.last_name, pe.first_name, pl.id`,
  },
  {
    table: "player-seasons",
    about: "one row per player, season and team: that season's figures (JSON)",
    sql: `select ps.*, pl.slug as player_slug, t.slug as team_slug from player_seasons ps join players pl on pl.id = ps.player_id
      left join teams t on t.id = ps.team_id where pl.league_key = ? order by ps.player_id, ps.season_start_year`,
  },
];

function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of rows (header from the statement's columns, so an empty table still names them). */
function toCsv(columns: string[], rows: Row[]): string {
  const lines = [columns.map(csvField).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(","));
  return lines.join("\r\n") + "\r\n";
}

function readme(league: LeagueDownloads, builtAt: string): string {
  const lines = [`${league.name} data files (built ${builtAt})`, ""];
  for (const f of league.files) {
    const about = QUERIES.find((q) => q.table === f.table)?.about ?? "";
    lines.push(`${f.file}: ${f.rows} rows; ${about}.`, `  columns: ${f.columns.join(", ")}`, "");
  }
  lines.push("Sources and licences:");
  for (const s of league.sources)
    lines.push(`- ${s.name}: ${s.licence}${s.licence_url ? ` (${s.licence_url})` : ""}. ${s.statement}`);
  lines.push("- Curated facts of this site (backend/data): champions, franchise names, venues.");
  if (league.sources.some((s) => s.share_alike))
    lines.push("", "Files derived from CC BY-SA data are shared under the same licence (CC BY-SA 3.0).");
  lines.push(
    "",
    "Ids are this database's; slugs match the site's URLs. Years are season start years; dates yyyy-MM-dd (US Eastern).",
  );
  return lines.join("\n") + "\n";
}

async function gzipFile(from: string, to: string): Promise<void> {
  await pipeline(fs.createReadStream(from), zlib.createGzip({ level: 1 }), fs.createWriteStream(to));
}

/** True when the bulk files beside a SQLite database are missing or older than it (the server's start writes them then). */
export function downloadsStale(dbFile: string): boolean {
  const manifest = path.join(path.dirname(dbFile), DOWNLOADS_DIRNAME, MANIFEST_FILE);
  if (!fs.existsSync(dbFile)) return true;
  return !fs.existsSync(manifest) || fs.statSync(manifest).mtimeMs < fs.statSync(dbFile).mtimeMs;
}

/** Writes every league's files, the gzipped database and the manifest into `<dir of dbFile>/downloads`. */
export async function writeDownloads(
  dbFile: string,
  log: (message: string) => void = () => {},
): Promise<DownloadsManifest> {
  const started = Date.now();
  const outDir = path.join(path.dirname(dbFile), DOWNLOADS_DIRNAME);
  const temp = `${outDir}.tmp-${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp, { recursive: true });
  const db = new Database(dbFile, { readonly: true });
  const builtAt = new Date().toISOString();
  const leagues: LeagueDownloads[] = [];
  const tables: Record<string, number> = {};
  try {
    const found = db
      .prepare(
        `select t.league_key as key, min(ch.name) as name from teams t
         left join championships ch on ch.league_key = t.league_key group by t.league_key order by t.league_key`,
      )
      .all() as { key: string; name: string | null }[];
    for (const league of found) {
      const files: DownloadFile[] = [];
      for (const q of QUERIES) {
        const statement = db.prepare(q.sql);
        const columns = statement.columns().map((c) => c.name);
        const rows = statement.all(league.key) as Row[];
        const file = `${league.key}-${q.table}.csv.gz`;
        const body = zlib.gzipSync(toCsv(columns, rows), { level: 6 });
        fs.writeFileSync(path.join(temp, file), body);
        files.push({ table: q.table, file, bytes: body.length, rows: rows.length, columns });
      }
      const sources = (findLeague(league.key)?.sources ?? []).flatMap((id) => {
        const a = attributions.find((x) => x.id === id);
        return a ? [{ ...pickSource(a), share_alike: /ShareAlike|BY-SA/i.test(a.licence) }] : [];
      });
      const entry: LeagueDownloads = {
        key: league.key,
        name: league.name ?? league.key.toUpperCase(),
        readme: `${league.key}-README.txt`,
        files,
        sources,
      };
      fs.writeFileSync(path.join(temp, entry.readme), readme(entry, builtAt));
      leagues.push(entry);
    }
    for (const { name } of db
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
      .all() as {
      name: string;
    }[]) {
      tables[name] = (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n;
    }
  } finally {
    db.close();
  }
  const csvMs = Date.now() - started;
  const dbName = "sports.sqlite.gz";
  // The fastest gzip level: the database is the one large file, and the build's time matters more than its last megabytes.
  await gzipFile(dbFile, path.join(temp, dbName));
  const manifest: DownloadsManifest = {
    built_at: builtAt,
    database: { file: dbName, bytes: fs.statSync(path.join(temp, dbName)).size, tables },
    leagues,
  };
  fs.writeFileSync(path.join(temp, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(temp, outDir);
  log(`downloads written to ${outDir} in ${Date.now() - started} ms (league CSV files ${csvMs} ms)`);
  return manifest;
}

function pickSource(a: (typeof attributions)[number]) {
  return {
    id: a.id,
    name: a.name,
    url: a.url,
    licence: a.licence,
    licence_url: a.licence_url,
    statement: a.statement,
  };
}
