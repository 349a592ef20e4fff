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
  database: z.object({ file: z.string(), bytes: z.number(), tables: z.record(z.string(), z.number()) }).nullable(),
  leagues: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      readme: z.string(),
      files: z.array(z.object({ table: z.string(), file: z.string(), bytes: z.number(), rows: z.number(), columns: z.array(z.string()) })),
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
  if (cached?.key !== key) cached = { key, manifest: downloadsManifestSchema.parse(JSON.parse(fs.readFileSync(file, "utf8"))) };
  return cached.manifest;
}

/** 1536 -> "1.5 KB"; files are small enough that MB is the largest unit. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
