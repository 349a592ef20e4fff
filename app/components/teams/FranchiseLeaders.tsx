import { Link, useLocation } from "@remix-run/react";
import type { LeaderRow } from "@domain/contract/types";
import { LEADER_STATS_BY_SPORT, type LeaderSport, type LeaderStat } from "@domain/leaders";
import { LeaderLeadCells } from "~/components/people/LeaderCells";
import * as l from "~/components/people/leaders.css";
import { DataTable } from "~/components/ui/DataTable";
import { num } from "~/components/ui/widgets.css";
import { formatLeaderValue } from "~/lib/leaders";
import { withParams } from "~/lib/search-params";
import * as s from "./teams.css";

/** What the franchise figures cover, by sport. */
const COVERAGE: Record<LeaderSport, string> = {
  baseball: "Regular seasons with the franchise, 1871-2024 (Lahman Baseball Database).",
  hockey:
    "NHL regular seasons with the franchise: skaters through 2023-24, goalies through 2022-23 (Hockey Databank 13.0, Hockey-Reference).",
  basketball:
    "NBA and BAA regular seasons with the franchise, 1946-47 to 2024-25 (Basketball-Reference to 2020-21, NBA.com after).",
  football:
    "NFL regular seasons with the franchise, 1999-2023 (nflverse; the 2024 season totals name no club, and earlier seasons are not held).",
  "college-hockey": "College hockey seasons with the program, 2001-02 to 2013-14 (NCAA statistics).",
  // College baseball has no franchise boards (three seasons of lines).
  "college-baseball": "",
};

/** The franchise's career leaders while with it: a statistic picker (in the URL) and its top rows. */
export function FranchiseLeaders({
  sport,
  stat,
  rows,
  teamName,
}: {
  sport: LeaderSport;
  stat: LeaderStat;
  /** Null: the board could not be loaded. */
  rows: readonly LeaderRow[] | null;
  teamName: string;
}) {
  return (
    <section aria-labelledby="franchise-leaders-title" id="franchise-leaders">
      <h2 id="franchise-leaders-title" className={s.sectionTitle}>
        Franchise Leaders
      </h2>
      <p className={s.note}>{COVERAGE[sport]}</p>
      <StatPicker sport={sport} stat={stat} />
      {rows === null ? (
        <p className={s.note}>The franchise leaders could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className={s.note}>
          No player of this franchise has a {stat.label.toLowerCase()} figure in our data.
        </p>
      ) : (
        <LeaderTable
          sport={sport}
          stat={stat}
          rows={rows}
          caption={`${teamName} career leaders: ${stat.label}`}
        />
      )}
    </section>
  );
}

/** The franchise statistics as links (the first needs no parameter); the page stays at the board. */
function StatPicker({ sport, stat }: { sport: LeaderSport; stat: LeaderStat }) {
  const { pathname, search } = useLocation();
  const stats = LEADER_STATS_BY_SPORT[sport].filter((x) => x.franchise);
  return (
    <ul className={l.choices} aria-label="Franchise leaders statistic">
      {stats.map((x, i) => (
        <li key={x.key}>
          <Link
            className={l.choice}
            to={`${pathname}${withParams(search, { leader: i === 0 ? null : x.key })}#franchise-leaders`}
            preventScrollReset
            aria-current={x.key === stat.key ? "page" : undefined}
          >
            {x.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LeaderTable({
  sport,
  stat,
  rows,
  caption,
}: {
  sport: LeaderSport;
  stat: LeaderStat;
  rows: readonly LeaderRow[];
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: "rank", label: "Rank", numeric: true },
        { key: "player", label: "Player" },
        { key: "years", label: "Seasons" },
        { key: "value", label: stat.label, abbr: stat.abbr, numeric: true },
      ]}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.rank}-${r.player_id}`}>
            <LeaderLeadCells row={r} sport={sport} />
            <td className={num}>{formatLeaderValue(stat, r.value)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
