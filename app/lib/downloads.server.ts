/**
 * The manifest of the bulk downloads the database build writes beside the database
 * (backend/import/downloads.ts): read from disk, validated, and kept until the file changes.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  licence: z.string(),
  licence_url: z.string().nullable(),
  statement: z.string(),
  share_alike: z.boolean(),
});

export const downloadsManifestSchema = z.object({
  built_at: z.string(),
  database: z
    .object({ file: z.string(), bytes: z.number(), tables: z.record(z.string(), z.number()) })
    .nullable(),
  leagues: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      readme: z.string(),
      files: z.array(
        z.object({
          table: z.string(),
          file: z.string(),
          bytes: z.number(),
          rows: z.number(),
          columns: z.array(z.string()),
        }),
      ),
      sources: z.array(sourceSchema),
    }),
  ),
});

export type DownloadsManifest = z.output<typeof downloadsManifestSchema>;

/** Where the files are served from: `/downloads/files/<name>`. */
export const DOWNLOADS_URL = "/downloads/files";

let cached: { key: string; manifest: DownloadsManifest } | null = null;

/** The manifest in `dir`, or null when the build has not written one (a PostgreSQL target, an old build). */
export function readDownloadsManifest(dir: string | undefined): DownloadsManifest | null {
  if (!dir) return null;
  const file = path.join(dir, "manifest.json");
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const key = `${file}:${stat.mtimeMs}:${stat.ino}`;
  if (cached?.key !== key)
    cached = { key, manifest: downloadsManifestSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))) };
  return cached.manifest;
}

/**
 * True while a live process writes the files into `dir` (backend/import/downloads.ts writes into
 * `<dir>.tmp-<pid>` and renames it): the server writes them after it starts listening, so for a
 * minute after a rebuild the page says so rather than listing none or the previous build's.
 * A folder left by a process that died does not count.
 */
export function downloadsBeingWritten(dir: string | undefined): boolean {
  if (!dir) return false;
  const prefix = `${path.basename(dir)}.tmp-`;
  let names: string[];
  try {
    names = fs.readdirSync(path.dirname(dir));
  } catch {
    return false;
  }
  return names.some((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(name.slice(prefix.length));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process lives but belongs to another user.
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  });
}

/** 1536 -> "1.5 KB"; files are small enough that MB is the largest unit. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
