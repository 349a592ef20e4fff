import { Link } from "@remix-run/react";
import type { SimilarPlayer, SimilarPlayers } from "@domain/contract/types";
import { SIMILARITY_MIN_AB, SIMILARITY_MIN_IP_OUTS } from "@domain/similarity";
import * as s from "~/components/people/people.css";
import { DataTable } from "~/components/ui/DataTable";
import { num } from "~/components/ui/widgets.css";
import { compareHref } from "~/lib/links";
import { formatCount } from "~/lib/format";
import { playerHref } from "~/lib/links";

/**
 * An MLB player's most similar batters and pitchers, by Bill James's similarity scores as
 * Baseball-Reference publishes them (domain/similarity.ts), each with a link to the comparison.
 */
export function SimilarPlayersSection({ similar, slug }: { similar: SimilarPlayers; slug: string }) {
  return (
    <section className={s.seasonTable} aria-labelledby="similar-title">
      <h2 id="similar-title" className={s.detailsTitle}>
        Similar players
      </h2>
      <p className={s.note}>
        Bill James&apos;s similarity scores, as Baseball-Reference publishes them: two careers start at 1,000
        and lose a point for each difference of 20 games, 2 home runs, .001 of batting average and so on (and
        of position), or for pitchers of 1 win, 2 losses, .02 of ERA and so on. Career regular-season totals
        through {similar.through}; batters with {formatCount(SIMILARITY_MIN_AB)} at bats and pitchers with{" "}
        {SIMILARITY_MIN_IP_OUTS / 3} innings are compared.
      </p>
      {similar.batting.length ? <SimilarTable kind="batters" rows={similar.batting} slug={slug} /> : null}
      {similar.pitching.length ? <SimilarTable kind="pitchers" rows={similar.pitching} slug={slug} /> : null}
    </section>
  );
}

function SimilarTable({
  kind,
  rows,
  slug,
}: {
  kind: "batters" | "pitchers";
  rows: readonly SimilarPlayer[];
  slug: string;
}) {
  const caption = `Most similar ${kind}`;
  return (
    <DataTable
      caption={caption}
      captionHidden={false}
      id={`similar-${kind}`}
      staticRows
      columns={[
        { key: "rank", label: "Rank", numeric: true },
        { key: "player", label: "Player" },
        { key: "years", label: "Seasons" },
        { key: "score", label: "Score", numeric: true },
        { key: "compare", label: "Compare" },
      ]}
    >
      <tbody>
        {rows.map((r) => {
          const href = playerHref(r.player_slug ?? r.player_id);
          return (
            <tr key={r.player_id}>
              <td className={num}>{r.rank}</td>
              <th scope="row">{href ? <Link to={href}>{r.player_name}</Link> : r.player_name}</th>
              <td>{r.first_season && r.last_season ? `${r.first_season}-${r.last_season}` : ""}</td>
              <td className={num}>{Math.round(r.score)}</td>
              <td>
                {r.player_slug ? (
                  <Link to={compareHref([slug, r.player_slug])} aria-label={`Compare with ${r.player_name}`}>
                    Compare
                  </Link>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
