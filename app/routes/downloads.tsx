import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DatabaseDownload, LeagueDownloads } from "~/components/developers/DownloadParts";
import * as s from "~/components/developers/developers.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { Empty } from "~/components/ui/states";
import {
  DOWNLOADS_URL,
  downloadsBeingWritten,
  readDownloadsManifest,
  sizeText,
} from "~/lib/downloads.server";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageData } from "~/lib/route-kit.server";
import { describedPage } from "~/site/meta";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Downloads");

/** Bulk downloads: per league, gzipped CSV of what the site holds, and the whole database; a sport site lists its own league. */
export function loader({ context }: LoaderFunctionArgs) {
  const manifest = readDownloadsManifest(context.settings.downloadsDir);
  const own = context.site.key === "hub" ? null : context.site.key;
  const leagues = (manifest?.leagues ?? [])
    .filter((league) => own === null || league.key === own)
    .map((league) => ({
      ...league,
      // A table the league has no rows in (no player lines for college sports) is not offered.
      files: league.files
        .filter((f) => f.rows > 0)
        .map((f) => ({ ...f, href: `${DOWNLOADS_URL}/${f.file}`, size: sizeText(f.bytes) })),
      readmeHref: `${DOWNLOADS_URL}/${league.readme}`,
    }));
  const database = manifest?.database
    ? {
        href: `${DOWNLOADS_URL}/${manifest.database.file}`,
        size: sizeText(manifest.database.bytes),
        rows: Object.values(manifest.database.tables).reduce((a, b) => a + b, 0),
      }
    : null;
  const writing = downloadsBeingWritten(context.settings.downloadsDir);
  // While new files are written the page must not be kept: it changes when they are done.
  return pageData(
    { builtAt: manifest?.built_at.slice(0, 10) ?? null, leagues, database, writing },
    writing ? "none" : "release",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta = describedPage(
  "Downloads",
  "The data behind this site as compressed CSV files per league and the whole SQLite database, with columns and licences.",
);

export const ErrorBoundary = routeErrorBoundary({});

export default function Downloads() {
  const { builtAt, leagues, database, writing } = useLoaderData<typeof loader>();
  return (
    <Container>
      <div className={s.page}>
        <h1>Downloads</h1>
        <p className={s.lead}>
          The data behind every page, as gzip-compressed CSV files (UTF-8, comma-separated, a header row) per
          league, and the whole SQLite database. The same data answers the <a href="/developers">JSON API</a>.
          Each league&apos;s README lists every file&apos;s columns and the licences of the sources the rows
          derive from; where a source is shared under CC BY-SA, so are the files derived from it.
        </p>
        {builtAt ? <p>Data build: {builtAt}.</p> : null}
        {writing ? (
          <p role="status">
            The download files of the latest data build are being written; they appear here within a minute or
            two
            {leagues.length > 0 ? ", replacing those listed below" : ""}.
          </p>
        ) : null}
        {leagues.length === 0 && !writing ? (
          <Empty
            kind="data"
            message="No download files yet: they are written by the database build (npm run db:build)."
          />
        ) : null}
        {database ? <DatabaseDownload database={database} builtAt={builtAt} /> : null}
        {leagues.map((league) => (
          <LeagueDownloads key={league.key} league={league} builtAt={builtAt} />
        ))}
      </div>
    </Container>
  );
}
