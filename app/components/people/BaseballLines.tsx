/** An MLB player's regular-season batting, pitching and fielding tables, season by season with career totals. */
import type { BaseballLines as Lines, BattingLine, FieldingLine, PitchingLine } from "@domain/contract/types";
import {
  BATTING_COUNTED,
  BATTING_SUMS,
  PITCHING_SUMS,
  formatAverage,
  formatTwoDecimals,
  inningsFromOuts,
  strikeoutsPerNine,
} from "@domain/baseball-stats";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { num } from "~/components/ui/widgets.css";
import {
  battingRates,
  careerLabel,
  displayRows,
  fieldingCareer,
  fieldingPct,
  pitchingRates,
  seasonTotals,
  sumLines,
} from "~/lib/baseball-lines";
import { formatCount } from "~/lib/format";
import { coverageTitle } from "~/lib/people";
import { statColumns } from "~/lib/stat-columns";
import type { GameLogView } from "~/lib/game-log-sort";
import { BaseballGameLog } from "./BaseballGameLog";
import { TeamSeasonLink } from "./DetailParts";
import * as s from "./people.css";

type Figures = Readonly<Record<string, unknown>>;
/** A figure of a line or a total: a number, or null where the source leaves it blank. */
const fig = (v: unknown): number | null => (typeof v === "number" ? v : null);
const n = (v: unknown) => {
  const x = fig(v);
  return x === null ? "" : formatCount(x);
};
const LEAD: Column[] = [
  { key: "season", label: "Season" },
  { key: "team", label: "Team" },
  { key: "lg", label: "League", abbr: "Lg" },
];

/** The team cell: the club's season page, or "2 teams" on a traded player's total. */
function Team({
  line,
  clubs,
}: {
  line: { season: number; team_code: string; team_name: string | null; team_slug: string | null };
  clubs: number;
}) {
  if (line.team_code === "TOT") return <>{`${clubs} teams`}</>;
  return <TeamSeasonLink slug={line.team_slug} year={line.season} name={line.team_name ?? line.team_code} />;
}

const seasonsOf = (lines: readonly { season: number }[]) => lines.map((l) => l.season);

function clubsIn<T extends { season: number; stint: number }>(lines: readonly T[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const l of lines) if (l.stint > 0) m.set(l.season, (m.get(l.season) ?? 0) + 1);
  return m;
}

function LeadCells({
  row,
  clubs,
  label,
}: {
  row: BattingLine | PitchingLine | FieldingLine;
  clubs: Map<number, number>;
  label?: string;
}) {
  return (
    <>
      <th scope="row">{label ?? (row.stint > 0 ? "" : row.season)}</th>
      <td>
        <Team line={row} clubs={clubs.get(row.season) ?? 0} />
      </td>
      <td>{row.league}</td>
    </>
  );
}

const BATTING_COLUMNS: Column[] = [
  ...LEAD,
  ...statColumns("mlb", BATTING_COUNTED),
  ...statColumns("mlb", ["avg", "obp", "slg", "ops"]),
];

function BattingCells({ figures: b }: { figures: Figures }) {
  const z = (k: string) => fig(b[k]) ?? 0;
  const r = battingRates({
    ab: z("ab"),
    h: z("h"),
    doubles: z("doubles"),
    triples: z("triples"),
    hr: z("hr"),
    bb: z("bb"),
    hbp: fig(b.hbp),
    sf: fig(b.sf),
    sh: fig(b.sh),
  });
  return (
    <>
      {BATTING_COUNTED.map((k) => (
        <td key={k} className={num}>
          {n(b[k])}
        </td>
      ))}
      <td className={num}>{r.avg}</td>
      <td className={num}>{r.obp}</td>
      <td className={num}>{r.slg}</td>
      <td className={num}>{r.ops}</td>
    </>
  );
}

const PITCHING_COLUMNS: Column[] = [
  ...LEAD,
  ...statColumns("mlb", ["w", "l", "era", "g_p", "gs", "cg", "sho", "sv", "ip"]),
  ...statColumns("mlb", ["h_p", "r_p", "er", "hr_p", "bb_p", "so_p", "whip", "k9"]),
];

function PitchingCells({ figures: p }: { figures: Figures }) {
  const z = (k: string) => fig(p[k]) ?? 0;
  const counts = { ip_outs: z("ip_outs"), h: z("h"), er: z("er"), bb: z("bb"), so: z("so") };
  const r = pitchingRates(counts);
  const cells = (keys: string[]) =>
    keys.map((k) => (
      <td key={k} className={num}>
        {n(p[k])}
      </td>
    ));
  return (
    <>
      {cells(["w", "l"])}
      <td className={num}>{r.era}</td>
      {cells(["g", "gs", "cg", "sho", "sv"])}
      <td className={num}>{r.ip}</td>
      {cells(["h", "r", "er", "hr", "bb", "so"])}
      <td className={num}>{r.whip}</td>
      <td className={num}>{formatTwoDecimals(strikeoutsPerNine(counts))}</td>
    </>
  );
}

const FIELDING_COLUMNS: Column[] = [
  ...LEAD,
  { key: "pos", label: "Position", abbr: "Pos" },
  ...statColumns("mlb", ["g_f", "gs_f", "inn", "po", "a_f", "e_f", "dp", "fpct"]),
];

function FieldingCells({ f }: { f: Figures }) {
  return (
    <>
      {["g", "gs"].map((k) => (
        <td key={k} className={num}>
          {n(f[k])}
        </td>
      ))}
      <td className={num}>{fig(f.inn_outs) === null ? "" : inningsFromOuts(fig(f.inn_outs)!)}</td>
      {["po", "a", "e", "dp"].map((k) => (
        <td key={k} className={num}>
          {n(f[k])}
        </td>
      ))}
      <td className={num}>{formatAverage(fieldingPct(fig(f.po) ?? 0, fig(f.a) ?? 0, fig(f.e) ?? 0))}</td>
    </>
  );
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string;
  children: React.ReactNode;
}) {
  return (
    <section className={s.seasonTable} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={s.detailsTitle}>
        {title}
      </h2>
      <p className={s.note}>{note}</p>
      <div className={s.wideTable}>{children}</div>
    </section>
  );
}

/** What sets the batting table and the pitching table apart. */
interface LinesKind<T> {
  id: string;
  title: string;
  caption: string;
  columns: Column[];
  /** What the career row sums. */
  sums: readonly (keyof T & string)[];
  Cells: (props: { figures: Figures }) => React.ReactNode;
}

const BATTING: LinesKind<BattingLine> = {
  id: "batting",
  title: "Batting",
  caption: "Regular-season batting",
  columns: BATTING_COLUMNS,
  sums: BATTING_SUMS,
  Cells: BattingCells,
};

const PITCHING: LinesKind<PitchingLine> = {
  id: "pitching",
  title: "Pitching",
  caption: "Regular-season pitching",
  columns: PITCHING_COLUMNS,
  sums: PITCHING_SUMS,
  Cells: PitchingCells,
};

/** Batting or pitching: the season rows (a traded player's total, then each club) and the career row. */
function LinesTable<T extends BattingLine | PitchingLine>({
  kind: { id, title, caption, columns, sums, Cells },
  lines,
  through,
  note,
}: {
  kind: LinesKind<T>;
  lines: readonly T[];
  through: number;
  note: string;
}) {
  const clubs = clubsIn(lines);
  return (
    <Section id={id} title={coverageTitle(title, "baseball", seasonsOf(lines), through)} note={note}>
      <DataTable caption={caption} columns={columns}>
        <tbody>
          {displayRows(lines).map((line) => (
            <tr key={`${line.season}-${line.stint}`} className={line.sub ? s.subRow : undefined}>
              <LeadCells row={line} clubs={clubs} />
              <Cells figures={line} />
            </tr>
          ))}
          <tr className={s.totalRow}>
            <th scope="row">{careerLabel(lines, through)}</th>
            <td />
            <td />
            <Cells figures={sumLines(seasonTotals(lines), sums)} />
          </tr>
        </tbody>
      </DataTable>
    </Section>
  );
}

function FieldingTable({
  fielding,
  through,
  note,
}: {
  fielding: readonly FieldingLine[];
  through: number;
  note: string;
}) {
  return (
    <Section
      id="fielding"
      title={coverageTitle("Fielding", "baseball", seasonsOf(fielding), through)}
      note={note}
    >
      <DataTable caption="Regular-season fielding" columns={FIELDING_COLUMNS}>
        <tbody>
          {displayRows(fielding).map((f) => (
            <tr key={`${f.season}-${f.stint}-${f.pos}`} className={f.sub ? s.subRow : undefined}>
              <LeadCells row={f} clubs={clubsIn(fielding.filter((x) => x.pos === f.pos))} />
              <td>{f.pos}</td>
              <FieldingCells f={f} />
            </tr>
          ))}
          {fieldingCareer(fielding).map(({ pos, sums }) => (
            <tr key={`career-${pos}`} className={s.totalRow}>
              <th scope="row">{careerLabel(fielding, through)}</th>
              <td />
              <td />
              <td>{pos}</td>
              <FieldingCells f={sums} />
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Section>
  );
}

export function BaseballLinesTables({ lines, log, logSort }: { lines: Lines } & GameLogView) {
  const { batting, pitching, fielding, through } = lines;
  // College lines are full seasons (the NCAA tournament included), not regular seasons.
  const kind = lines.note ? "Full-season" : "Regular-season";
  const source =
    lines.note ??
    `Regular season, from the Lahman Baseball Database (seasons 1871-${through}); a traded player's season shows its total, then each club.`;
  return (
    <>
      {batting.length ? (
        <LinesTable
          kind={{ ...BATTING, caption: `${kind} batting` }}
          lines={batting}
          through={through}
          note={source}
        />
      ) : null}
      {pitching.length ? (
        <LinesTable
          kind={{ ...PITCHING, caption: `${kind} pitching` }}
          lines={pitching}
          through={through}
          note={source}
        />
      ) : null}
      {fielding.length ? (
        <FieldingTable
          fielding={fielding}
          through={through}
          note={`${source} Lahman does not split the outfield (OF) by field here.`}
        />
      ) : null}
      <BaseballGameLog
        batting={lines.batting_games}
        pitching={lines.pitching_games}
        log={log}
        sort={logSort}
      />
    </>
  );
}
