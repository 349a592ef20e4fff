import type { CoachSeason } from "@domain/contract/types";
import { seasonLabel } from "@domain/season";
import { DataTable } from "~/components/ui/DataTable";
import { TeamSeasonLink } from "./DetailParts";
import * as s from "./people.css";
import { num } from "~/components/ui/widgets.css";

const rec = (w: number | null, l: number | null, t?: number | null) =>
  w === null || l === null ? "" : `${w}-${l}${t ? `-${t}` : ""}`;

/** A coach's seasons with their records; a title season is marked; each links to the team's season page. */
export function CoachSeasonTable({
  seasons,
  sport,
}: {
  seasons: readonly CoachSeason[];
  sport: string | null;
}) {
  const first = seasons[0]?.season;
  const last = seasons[seasons.length - 1]?.season;
  return (
    <section className={s.seasonTable} aria-labelledby="coach-seasons-title">
      <h2 id="coach-seasons-title" className={s.detailsTitle}>
        Season by season
      </h2>
      <p className={s.note}>
        Only the seasons the sources hold ({seasonLabel(sport, first)} to {seasonLabel(sport, last)}).
      </p>
      <DataTable
        caption="Season by season"
        columns={[
          { key: "season", label: "Season" },
          { key: "team", label: "Team" },
          { key: "record", label: "Record", numeric: true },
          { key: "playoffs", label: "Playoffs", numeric: true },
          { key: "title", label: "Title" },
        ]}
      >
        <tbody>
          {seasons.map((r, i) => (
            <tr key={`${r.season}-${i}`}>
              <th scope="row">{seasonLabel(sport, r.season)}</th>
              <td>
                <TeamSeasonLink slug={r.team_slug} year={r.season} name={r.team_name} />
              </td>
              <td className={num}>{rec(r.wins, r.losses, r.ties)}</td>
              <td className={num}>
                {r.playoff_wins || r.playoff_losses ? rec(r.playoff_wins, r.playoff_losses) : ""}
              </td>
              <td>{r.won_title ? <span className={s.title}>Champion</span> : ""}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
