/**
 * The Stats tab's box score: per team, the NFL's passing, rushing and receiving tables or the NBA's
 * player lines with the team's totals; dense tables whose first column stays in view on phones.
 */
import type { BasketballBoxScore, BoxScore, FootballBoxScore } from "@domain/contract/types";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { num } from "~/components/ui/widgets.css";
import * as p from "~/components/people/people.css";
import {
  clockMinutes,
  footballRows,
  madeAttempted,
  minutesPlayed,
  perAttempt,
  PLAYOFF_BOX_SOURCE,
  plusMinus,
  shootingPct,
  type BasketballBoxLine,
  type BasketballBoxTotals,
  type FootballBoxLine,
  type FootballBoxTable,
} from "~/lib/box-score";
import { formatCount } from "~/lib/format";
import { playerHref } from "~/lib/links";

const n = (v: number) => formatCount(v);

function PlayerCell({ line }: { line: { player_slug: string | null; player_name: string } }) {
  return (
    <th scope="row">
      <NameLink to={playerHref(line.player_slug)}>{line.player_name}</NameLink>
    </th>
  );
}

function Cells({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((v, i) => (
        <td key={i} className={num}>
          {v}
        </td>
      ))}
    </>
  );
}

const col = (key: string, label: string, abbr: string): Column => ({ key, label, abbr, numeric: true });

const FOOTBALL: Record<
  FootballBoxTable,
  { title: string; columns: Column[]; cells: (l: FootballBoxLine) => string[] }
> = {
  passing: {
    title: "Passing",
    columns: [
      col("cmp_att", "Completions-attempts", "C/ATT"),
      col("yds", "Yards", "YDS"),
      col("td", "Touchdowns", "TD"),
      col("int", "Interceptions", "INT"),
      col("sck", "Sacks", "SCK"),
    ],
    cells: (l) => [`${l.pass_cmp}/${l.pass_att}`, n(l.pass_yds), n(l.pass_td), n(l.pass_int), n(l.sacks)],
  },
  rushing: {
    title: "Rushing",
    columns: [
      col("car", "Carries", "CAR"),
      col("yds", "Yards", "YDS"),
      col("avg", "Yards per carry", "AVG"),
      col("td", "Touchdowns", "TD"),
    ],
    cells: (l) => [n(l.rush_att), n(l.rush_yds), perAttempt(l.rush_yds, l.rush_att), n(l.rush_td)],
  },
  receiving: {
    title: "Receiving",
    columns: [
      col("rec", "Receptions", "REC"),
      col("tgt", "Targets", "TGT"),
      col("yds", "Yards", "YDS"),
      col("avg", "Yards per reception", "AVG"),
      col("td", "Touchdowns", "TD"),
    ],
    cells: (l) => [n(l.rec), n(l.targets), n(l.rec_yds), perAttempt(l.rec_yds, l.rec), n(l.rec_td)],
  },
};

function FootballTeam({ team }: { team: FootballBoxScore["teams"][number] }) {
  const tables = (["passing", "rushing", "receiving"] as const).map((table) => ({
    table,
    rows: footballRows(team.players, table),
  }));
  return (
    <section className={p.seasonTable} aria-label={team.team_name}>
      <h2>{team.team_name}</h2>
      {tables.map(({ table, rows }) => {
        const { title, columns, cells } = FOOTBALL[table];
        if (!rows.length) return null;
        return (
          <div key={table} className={p.seasonTable}>
            <h3 className={p.detailsTitle}>{title}</h3>
            <div className={p.wideTable}>
              <DataTable
                caption={`${team.team_name} ${title.toLowerCase()}`}
                id={`${team.side}-${table}`}
                columns={[{ key: "player", label: "Player" }, ...columns]}
                staticRows
              >
                <tbody>
                  {rows.map((l, i) => (
                    <tr key={`${l.player_id ?? l.player_name}-${i}`}>
                      <PlayerCell line={l} />
                      <Cells values={cells(l)} />
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </div>
          </div>
        );
      })}
    </section>
  );
}

function FootballBox({ box }: { box: FootballBoxScore }) {
  return (
    <>
      <p className={p.note}>
        Passing, rushing and receiving from nflverse player statistics. Defence and kicking are not in our
        data.
      </p>
      {box.teams.map((team) => (
        <FootballTeam key={team.side} team={team} />
      ))}
    </>
  );
}

const BASKETBALL_COLUMNS: Column[] = [
  { key: "player", label: "Player" },
  col("min", "Minutes", "MIN"),
  col("fg", "Field goals made-attempted", "FG"),
  col("fg_pct", "Field goal percentage", "FG%"),
  col("x3p", "Three-pointers made-attempted", "3P"),
  col("x3p_pct", "Three-point percentage", "3P%"),
  col("ft", "Free throws made-attempted", "FT"),
  col("ft_pct", "Free throw percentage", "FT%"),
  col("orb", "Offensive rebounds", "OREB"),
  col("drb", "Defensive rebounds", "DREB"),
  col("trb", "Rebounds", "REB"),
  col("ast", "Assists", "AST"),
  col("stl", "Steals", "STL"),
  col("blk", "Blocks", "BLK"),
  col("tov", "Turnovers", "TOV"),
  col("pf", "Personal fouls", "PF"),
  col("pts", "Points", "PTS"),
  col("pm", "Plus-minus", "+/-"),
];

function basketballCells(l: BasketballBoxLine | BasketballBoxTotals, toSecond = false): string[] {
  return [
    toSecond ? clockMinutes(l.seconds) : minutesPlayed(l.seconds),
    madeAttempted(l.fg, l.fga),
    shootingPct(l.fg, l.fga),
    madeAttempted(l.x3p, l.x3pa),
    shootingPct(l.x3p, l.x3pa),
    madeAttempted(l.ft, l.fta),
    shootingPct(l.ft, l.fta),
    n(l.orb),
    n(l.drb),
    n(l.trb),
    n(l.ast),
    n(l.stl),
    n(l.blk),
    n(l.tov),
    n(l.pf),
    n(l.pts),
    plusMinus(l.plus_minus),
  ];
}

function BasketballTeam({
  team,
  toSecond,
}: {
  team: BasketballBoxScore["teams"][number];
  toSecond: boolean;
}) {
  const starters = team.players.some((l) => l.starter !== null);
  return (
    <section className={p.seasonTable} aria-label={team.team_name}>
      <h2>{team.team_name}</h2>
      <div className={p.wideTable}>
        <DataTable
          caption={`${team.team_name} players`}
          id={`${team.side}-players`}
          columns={BASKETBALL_COLUMNS}
          staticRows
        >
          <tbody>
            {team.players.map((l, i) => (
              <tr
                key={`${l.player_id ?? l.player_name}-${i}`}
                className={
                  i > 0 &&
                  ((starters && l.starter === false && team.players[i - 1]!.starter) ||
                    (l.dnp !== null && team.players[i - 1]!.dnp === null))
                    ? p.groupStart
                    : undefined
                }
              >
                <PlayerCell line={l} />
                {l.dnp ? (
                  <td colSpan={BASKETBALL_COLUMNS.length - 1}>{l.dnp}</td>
                ) : (
                  <Cells values={basketballCells(l, toSecond)} />
                )}
              </tr>
            ))}
            <tr className={p.totalRow}>
              <th scope="row">Team totals</th>
              <Cells values={basketballCells(team.totals)} />
            </tr>
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}

function BasketballBox({ box }: { box: BasketballBoxScore }) {
  const playoffs = box.source === PLAYOFF_BOX_SOURCE;
  return (
    <>
      <p className={p.note}>
        {playoffs
          ? "Player lines from NBA.com box scores: starters first, then the bench by minutes, then the players who did not play, with the reason NBA.com gives."
          : "Player lines from NBA.com game logs: minutes are whole minutes; the source does not say who started."}
      </p>
      {box.teams.map((team) => (
        <BasketballTeam key={team.side} team={team} toSecond={playoffs} />
      ))}
    </>
  );
}

/** A box score of any sport; null for a game without one (the tab says what the data covers). */
export function BoxScoreTables({ box }: { box: BoxScore }) {
  switch (box.kind) {
    case "football":
      return <FootballBox box={box} />;
    case "basketball":
      return <BasketballBox box={box} />;
    default:
      return null;
  }
}
