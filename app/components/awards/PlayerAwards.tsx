import { Fragment } from "react";
import { Link } from "@remix-run/react";
import { seasonLabel } from "@domain/season";
import * as s from "~/components/people/people.css";
import { DataTable } from "~/components/ui/DataTable";
import { num, proseCell } from "~/components/ui/widgets.css";

/** A player's awards by name, each with the seasons won (a season links to that season's winners). */
export function PlayerAwards({
  awards,
  sport,
}: {
  awards: readonly {
    slug: string;
    name: string;
    seasons: readonly { season: number; league: string | null }[];
  }[];
  sport: string | null;
}) {
  return (
    <section className={s.seasonTable} aria-labelledby="player-awards-title">
      <h2 id="player-awards-title" className={s.detailsTitle}>
        Awards
      </h2>
      <DataTable
        caption="Awards"
        columns={[
          { key: "award", label: "Award" },
          { key: "times", label: "Times", numeric: true },
          { key: "seasons", label: "Seasons" },
        ]}
      >
        <tbody>
          {awards.map((a) => (
            <tr key={a.slug}>
              <th scope="row">
                <Link to={`/awards/${a.slug}`} discover="none">
                  {a.name}
                </Link>
              </th>
              <td className={num}>{a.seasons.length}</td>
              {/* The list of seasons wraps between seasons: on one line LeBron James's ran 2,842 px wide. */}
              <td className={proseCell}>
                {a.seasons.map((x, i) => (
                  <Fragment key={`${x.season}-${x.league}-${i}`}>
                    {i > 0 ? ", " : ""}
                    <span className={s.awardSeason}>
                      <Link to={`/awards/${a.slug}?season=${x.season}`} discover="none">
                        {seasonLabel(sport, x.season)}
                      </Link>
                      {x.league ? ` (${x.league})` : ""}
                    </span>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
