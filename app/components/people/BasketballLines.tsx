/**
 * An NBA, BAA or ABA player's regular-season tables: per game, then totals, season by season (a
 * traded player's season, then each club) with the career rows (the NBA's, the ABA's apart).
 */
import type { BasketballLine, BasketballLines as Lines } from "@domain/contract/types";
import { formatAverage } from "@domain/baseball-stats";
import { seasonLabel } from "@domain/season";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { visuallyHidden } from "~/components/ui/ui.css";
import { num } from "~/components/ui/widgets.css";
import {
  BASKETBALL_COUNTED,
  basketballCareers,
  basketballRates,
  lineSums,
  type Sums,
} from "~/lib/basketball-lines";
import { formatCount } from "~/lib/format";
import { coverageTitle } from "~/lib/people";
import { statColumns } from "~/lib/stat-columns";
import { TeamSeasonLink } from "./DetailParts";
import * as s from "./people.css";

const LEAD: Column[] = [
  { key: "season", label: "Season" },
  { key: "team", label: "Team" },
  { key: "lg", label: "League", abbr: "Lg" },
];
const PER_GAME_COLUMNS: Column[] = [
  ...LEAD,
  ...statColumns("nba", ["g", "mpg", "ppg", "rpg", "apg", "fg_pct", "x3p_pct", "ft_pct"]),
];
const TOTALS_COLUMNS: Column[] = [
  ...LEAD,
  ...statColumns("nba", ["g", "gs", "mp", "fg", "fga", "fg_pct", "x3p", "x3pa", "x3p_pct", "ft", "fta"]),
  ...statColumns("nba", ["ft_pct", "orb", "drb", "trb", "ast", "stl", "blk", "tov", "pf", "pts"]),
];

const count = (v: number | null) => (v === null ? "" : formatCount(v));
const pct = (v: number | null) => (v === null ? "" : formatAverage(v));
const one = (v: number | null) => (v === null ? "" : v.toFixed(1));

function PerGameCells({ sums }: { sums: Sums }) {
  const r = basketballRates(sums);
  return (
    <>
      <td className={num}>{count(sums.g)}</td>
      {[r.mpg, r.ppg, r.rpg, r.apg].map((v, i) => (
        <td key={i} className={num}>
          {one(v)}
        </td>
      ))}
      {[r.fg_pct, r.x3p_pct, r.ft_pct].map((v, i) => (
        <td key={`p${i}`} className={num}>
          {pct(v)}
        </td>
      ))}
    </>
  );
}

/** The totals in the column order: counts, with each percentage after its attempts. */
function TotalsCells({ sums }: { sums: Sums }) {
  const r = basketballRates(sums);
  const after: Partial<Record<(typeof BASKETBALL_COUNTED)[number], number | null>> = {
    fga: r.fg_pct,
    x3pa: r.x3p_pct,
    fta: r.ft_pct,
  };
  return (
    <>
      {BASKETBALL_COUNTED.flatMap((k) => [
        <td key={k} className={num}>
          {count(sums[k])}
        </td>,
        ...(k in after
          ? [
              <td key={`${k}-pct`} className={num}>
                {pct(after[k] ?? null)}
              </td>,
            ]
          : []),
      ])}
    </>
  );
}

function LeadCells({ line, clubs }: { line: BasketballLine; clubs: number }) {
  return (
    <>
      <th scope="row">
        {line.stint > 0 ? (
          // A club row sits under its season: the label is for screen readers, not repeated on screen.
          <span
            className={visuallyHidden}
          >{`${seasonLabel("basketball", line.season)}, ${line.team_code}`}</span>
        ) : (
          seasonLabel("basketball", line.season)
        )}
      </th>
      <td>
        {line.team_code === "TOT" ? (
          `${clubs} teams`
        ) : (
          <TeamSeasonLink slug={line.team_slug} year={line.season} name={line.team_name ?? line.team_code} />
        )}
      </td>
      <td>{line.league}</td>
    </>
  );
}

function LinesTable({
  id,
  title,
  caption,
  columns,
  lines,
  through,
  Cells,
}: {
  id: string;
  title: string;
  caption: string;
  columns: Column[];
  lines: readonly BasketballLine[];
  through: number;
  Cells: (props: { sums: Sums }) => React.ReactNode;
}) {
  const sorted = [...lines].sort((a, b) => a.season - b.season || a.stint - b.stint);
  const clubs = new Map<number, number>();
  for (const l of sorted) if (l.stint > 0) clubs.set(l.season, (clubs.get(l.season) ?? 0) + 1);
  const careers = basketballCareers(lines);
  const seasons = sorted.map((l) => l.season);
  return (
    <section className={s.seasonTable} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.detailsTitle}>
        {coverageTitle(title, "basketball", seasons, through)}
      </h2>
      <div className={s.wideTable}>
        <DataTable caption={caption} columns={columns}>
          <tbody>
            {sorted.map((line) => (
              <tr
                key={`${line.season}-${line.league}-${line.stint}`}
                className={line.stint > 0 ? s.subRow : undefined}
              >
                <LeadCells line={line} clubs={clubs.get(line.season) ?? 0} />
                <Cells sums={lineSums(line)} />
              </tr>
            ))}
            {careers.map((c) => (
              <tr key={c.league} className={s.totalRow}>
                <th scope="row">{`${c.league} career (${c.seasons} ${c.seasons === 1 ? "season" : "seasons"})`}</th>
                <td />
                <td />
                <Cells sums={c.sums} />
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}

export function BasketballLinesTables({ lines }: { lines: Lines }) {
  return (
    <>
      <p className={s.note}>
        {`Regular season: Basketball-Reference to 2020-21, NBA.com from 2021-22 (seasons through ${seasonLabel("basketball", lines.through)}); a traded player's season shows its total, then each club. BAA seasons count in the NBA career, ABA seasons apart.`}
      </p>
      <LinesTable
        id="per-game"
        title="Per game"
        caption="Regular-season averages per game"
        columns={PER_GAME_COLUMNS}
        lines={lines.lines}
        through={lines.through}
        Cells={PerGameCells}
      />
      <LinesTable
        id="totals"
        title="Totals"
        caption="Regular-season totals"
        columns={TOTALS_COLUMNS}
        lines={lines.lines}
        through={lines.through}
        Cells={TotalsCells}
      />
    </>
  );
}
