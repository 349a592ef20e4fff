/**
 * An NFL team season's players (1999-2023): passing, rushing and receiving for this club from the
 * weekly lines, each name linking to the player and to his game log of the season.
 */
import { Link } from "@remix-run/react";
import type { TeamFootballLine, TeamPlayerLines } from "@domain/contract/types";
import { DataTable } from "~/components/ui/DataTable";
import { NamesakeHint } from "~/components/ui/NameLink";
import { num } from "~/components/ui/widgets.css";
import { FOOTBALL_TABLES, FigureCells } from "~/components/people/FootballLines";
import { inTable, sumFootball, type FootballTable } from "~/lib/football-lines";
import { formatCount } from "~/lib/format";
import * as s from "./teams.css";

/** The table's lead figure: passing yards, rushing yards, receiving yards. */
const LEAD_FIGURE: Record<FootballTable, "pass_yds" | "rush_yds" | "rec_yds"> = {
  passing: "pass_yds",
  rushing: "rush_yds",
  receiving: "rec_yds",
};

function PlayerCell({ line, season }: { line: TeamFootballLine; season: number }) {
  const href = `/players/${line.player_slug ?? line.player_id}`;
  return (
    <th scope="row">
      <Link to={href}>{line.player_name}</Link>
      <NamesakeHint slug={line.player_slug} />
      {" · "}
      <Link
        to={`${href}?log=${season}#game-log-title`}
        aria-label={`Game log of ${line.player_name}, ${season}`}
      >
        Game log
      </Link>
    </th>
  );
}

export function TeamFootballLines({ lines, teamName }: { lines: TeamPlayerLines; teamName: string }) {
  return (
    <>
      <p className={s.note}>
        Regular season, from the nflverse weekly player files (seasons 1999-{lines.through}): each
        player&apos;s games for this club only. Offence only: defence and kicking are not in our data.
      </p>
      {FOOTBALL_TABLES.map(({ table, title, columns }) => {
        const rows = lines.football
          .filter((l) => inTable(table, l))
          .sort((a, b) => b[LEAD_FIGURE[table]] - a[LEAD_FIGURE[table]]);
        if (!rows.length) return null;
        return (
          <section key={table} aria-labelledby={`roster-${table}`}>
            <h3 id={`roster-${table}`} className={s.sectionTitle}>
              {title} <span className={s.muted}>({rows.length})</span>
            </h3>
            <DataTable
              caption={`${teamName} ${lines.season} ${table}`}
              id={table}
              columns={[
                { key: "player", label: "Player" },
                { key: "g", label: "Games", abbr: "G", numeric: true },
                ...columns,
              ]}
            >
              <tbody>
                {rows.map((l) => (
                  <tr key={l.player_id}>
                    <PlayerCell line={l} season={lines.season} />
                    <td className={num}>{formatCount(l.games)}</td>
                    <FigureCells table={table} sums={sumFootball([l])} />
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </section>
        );
      })}
    </>
  );
}
