/** The downloads page's sections: the whole database, and each league's files with their sources. */
import { DocTable } from "~/components/ui/DocTable";
import type { DownloadsManifest } from "~/lib/downloads.server";
import * as s from "./developers.css";

type ManifestLeague = DownloadsManifest["leagues"][number];

/** A league of the manifest as the page lists it: each file with its link and size, and the README's link. */
export type LeagueDownload = Omit<ManifestLeague, "files"> & {
  files: (ManifestLeague["files"][number] & { href: string; size: string })[];
  readmeHref: string;
};

const count = (n: number) => n.toLocaleString("en-US");

export function DatabaseDownload({
  database,
  builtAt,
}: {
  database: { href: string; size: string; rows: number };
  builtAt: string | null;
}) {
  return (
    <section aria-labelledby="database-heading">
      <h2 id="database-heading">The whole database</h2>
      <p>
        <a href={database.href} download>
          sports.sqlite.gz
        </a>{" "}
        — SQLite 3, {database.size}, {count(database.rows)} rows in all tables, every league. Built {builtAt}.
      </p>
    </section>
  );
}

export function LeagueDownloads({ league, builtAt }: { league: LeagueDownload; builtAt: string | null }) {
  return (
    <section aria-labelledby={`league-${league.key}`} data-league={league.key}>
      <h2 id={`league-${league.key}`}>
        {league.key.toUpperCase()}: {league.name}
      </h2>
      <DocTable
        caption={
          <>
            {league.key.toUpperCase()} files, built {builtAt}
          </>
        }
        headers={["File", "Rows", "Size", "Columns"]}
      >
        {league.files.map((f) => (
          <tr key={f.file}>
            <th scope="row">
              <a href={f.href} download data-download={f.table} className={s.code}>
                {f.file}
              </a>
            </th>
            <td>{count(f.rows)}</td>
            <td>{f.size}</td>
            <td>{f.columns.length}</td>
          </tr>
        ))}
      </DocTable>
      <p>
        <a href={league.readmeHref}>README: columns and licences ({league.readme})</a>
      </p>
      <h3>Sources and licences</h3>
      <ul>
        {league.sources.map((source) => (
          <li key={source.id}>
            <a href={source.url}>{source.name}</a>:{" "}
            {source.licence_url ? <a href={source.licence_url}>{source.licence}</a> : source.licence}.{" "}
            {source.statement}
            {source.share_alike ? " Files derived from it are shared under the same licence." : ""}
          </li>
        ))}
        <li>Curated facts of this site (champions, franchise names, venues).</li>
      </ul>
    </section>
  );
}
