/** An MLB team season's players: batting and pitching lines for this club, each name linking to the player. */
import { Link } from "@remix-run/react";
import type { TeamBattingLine, TeamPitchingLine, TeamPlayerLines } from "@domain/contract/types";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { NamesakeHint } from "~/components/ui/NameLink";
import * as w from "~/components/ui/widgets.css";
import { formatCount } from "~/lib/format";
import { statColumns } from "~/lib/stat-columns";
import { battingRates, pitchingRates } from "~/lib/baseball-lines";
import { battingRows, pitchingRows } from "~/lib/team-lines";
import * as s from "./teams.css";

const n = (v: number | null) => (v === null ? "" : formatCount(v));

const BATTING: Column[] = [
  { key: "player", label: "Player" },
  ...statColumns("mlb", ["g", "pa", "ab", "r", "h", "hr", "rbi", "sb", "bb", "avg", "obp", "slg", "ops"]),
];

const PITCHING: Column[] = [
  { key: "player", label: "Player" },
  ...statColumns("mlb", ["w", "l", "era", "g_p", "gs", "sv", "ip", "so_p", "whip"]),
];

function PlayerCell({
  line,
}: {
  line: { player_id: number; player_slug: string | null; player_name: string };
}) {
  return (
    <th scope="row">
      <Link to={`/players/${line.player_slug ?? line.player_id}`}>{line.player_name}</Link>
      <NamesakeHint slug={line.player_slug} />
    </th>
  );
}

function Cells({ values }: { values: (string | number | null)[] }) {
  return (
    <>
      {values.map((v, i) => (
        <td key={i} className={w.num}>
          {typeof v === "number" || v === null ? n(v) : v}
        </td>
      ))}
    </>
  );
}

function BattingRow({ line }: { line: TeamBattingLine }) {
  const r = battingRates(line);
  return (
    <tr>
      <PlayerCell line={line} />
      <Cells
        values={[
          line.g,
          line.pa,
          line.ab,
          line.r,
          line.h,
          line.hr,
          line.rbi,
          line.sb,
          line.bb,
          r.avg,
          r.obp,
          r.slg,
          r.ops,
        ]}
      />
    </tr>
  );
}

function PitchingRow({ line }: { line: TeamPitchingLine }) {
  const r = pitchingRates(line);
  return (
    <tr>
      <PlayerCell line={line} />
      <Cells values={[line.w, line.l, r.era, line.g, line.gs, line.sv, r.ip, line.so, r.whip]} />
    </tr>
  );
}

/** One of the season's tables ("Batting", "Pitching"), headed with its count of players; none when empty. */
function LinesTable<L extends { player_id: number }>(props: {
  what: "batting" | "pitching";
  /** The team season the caption names ("New York Yankees 1927"). */
  season: string;
  columns: Column[];
  lines: readonly L[];
  Row: (props: { line: L }) => React.ReactNode;
}) {
  const { what, lines, Row } = props;
  if (!lines.length) return null;
  const id = `roster-${what}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={s.sectionTitle}>
        {what === "batting" ? "Batting" : "Pitching"} <span className={s.muted}>({lines.length})</span>
      </h3>
      <DataTable caption={`${props.season} ${what}`} id={what} columns={props.columns}>
        <tbody>
          {lines.map((l) => (
            <Row key={l.player_id} line={l} />
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

export function TeamPlayerLinesTables({ lines, teamName }: { lines: TeamPlayerLines; teamName: string }) {
  const pitching = pitchingRows(lines.pitching);
  const batting = battingRows(lines.batting, lines.pitching);
  const season = `${teamName} ${lines.season}`;
  return (
    <>
      <p className={s.note}>
        {lines.note ??
          `Regular season, from the Lahman Baseball Database (seasons 1871-${lines.through}): each player's games for this club only; a player traded during the season has his other clubs' games on his own page.`}
      </p>
      <LinesTable what="batting" season={season} columns={BATTING} lines={batting} Row={BattingRow} />
      <LinesTable what="pitching" season={season} columns={PITCHING} lines={pitching} Row={PitchingRow} />
    </>
  );
}
