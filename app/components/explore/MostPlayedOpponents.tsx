/**
 * A team page's most-played opponents: games and record against each in the final games the
 * database holds, each linking to the pair's head-to-head page, with the opponent picker below.
 */
import type { Opponents } from "@domain/contract/explore";
import { seasonLabel } from "@domain/season";
import { DataTable } from "~/components/ui/DataTable";
import { coverageNote, headToHeadHref } from "~/lib/head-to-head";
import * as w from "~/components/ui/widgets.css";
import { OpponentPicker } from "./HeadToHeadParts";
import * as s from "./explore.css";

export function MostPlayedOpponents({
  data,
  options,
}: {
  data: Opponents | null;
  options: { slug: string; name: string }[];
}) {
  if (!data) return null;
  const team = data.team;
  return (
    <section aria-labelledby="opponents-title">
      <h2 id="opponents-title" className={s.h2}>
        Most-played opponents
      </h2>
      {data.results.length === 0 ? (
        <p className={s.muted}>The database holds no final game of the {team.name}.</p>
      ) : (
        <>
          <p className={s.muted}>
            Final games in the database, through the {seasonLabel(team.sport, data.through ?? 0)} season.{" "}
            {coverageNote(team.sport, data.coverage, null)} Select a team for the head-to-head.
          </p>
          <DataTable
            caption={`Most-played opponents of the ${team.name}`}
            columns={[
              { key: "team", label: "Opponent" },
              { key: "games", label: "Games", numeric: true, abbr: "GP" },
              {
                key: "record",
                label: `${team.name} W-L${data.results.some((r) => r.ties) ? "-T" : ""}`,
                numeric: true,
                abbr: "W-L",
              },
            ]}
          >
            <tbody>
              {data.results.map((r) => (
                <tr key={r.slug ?? r.name}>
                  <th scope="row">
                    {r.slug ? <a href={headToHeadHref(team.slug, r.slug)}>{r.name}</a> : r.name}
                  </th>
                  <td className={w.num}>{r.games}</td>
                  <td className={w.num}>
                    {r.wins}-{r.losses}
                    {r.ties ? `-${r.ties}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      )}
      <OpponentPicker team={team} options={options} />
    </section>
  );
}
