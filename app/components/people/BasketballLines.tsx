/**
 * An NBA, BAA or ABA player's regular-season tables: per game, then totals, season by season (a
 * traded player's season, then each club) with the career rows (the NBA's, the ABA's apart); then a
 * game log of the season in the URL (`?log=2015`) where box scores are held.
 */
import { Link } from "@remix-run/react";
import type { BasketballGameLine, BasketballLine, BasketballLines as Lines } from "@domain/contract/types";
import { formatAverage } from "@domain/baseball-stats";
import { seasonLabel } from "@domain/season";
import {
  DEFAULT_LOG_SORT,
  GAME_LOG_SORTS,
  sortBasketballLog,
  type GameLogSortKey,
} from "~/lib/game-log-sort";
import type { SortState } from "~/lib/route-kit";
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
import { clockMinutes, madeAttempted, minutesPlayed, plusMinus } from "~/lib/box-score";
import { formatCount, seasonsText } from "~/lib/format";
import { gameHref } from "~/lib/links";
import { gameResult, logSeasons } from "~/lib/game-log";
import { coverageTitle } from "~/lib/people";
import { statColumns } from "~/lib/stat-columns";
import { TeamSeasonLink } from "./DetailParts";
import { GameLogSection } from "./GameLogSection";
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
                <th scope="row">{`${c.league} career (${seasonsText(c.seasons)})`}</th>
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

const LOG_COLUMNS: Column[] = [
  { key: "date", label: "Date", sort: GAME_LOG_SORTS.date },
  { key: "opp", label: "Opponent", abbr: "Opp", sort: GAME_LOG_SORTS.opp },
  { key: "result", label: "Result", sort: GAME_LOG_SORTS.result },
  ...(
    [
      ["min", "Minutes", "MIN"],
      ["fg", "Field goals made-attempted", "FG"],
      ["x3p", "Three-pointers made-attempted", "3P"],
      ["ft", "Free throws made-attempted", "FT"],
      ["trb", "Rebounds", "REB"],
      ["ast", "Assists", "AST"],
      ["stl", "Steals", "STL"],
      ["blk", "Blocks", "BLK"],
      ["tov", "Turnovers", "TOV"],
      ["pf", "Personal fouls", "PF"],
      ["pts", "Points", "PTS"],
      ["pm", "Plus-minus", "+/-"],
    ] as const
  ).map(([key, label, abbr]) => ({ key, label, abbr, numeric: true, sort: GAME_LOG_SORTS[key] })),
];

function GameLogRow({ g }: { g: BasketballGameLine }) {
  const href = g.game_slug ? gameHref(g.game_slug) : null;
  const cells = [
    // The playoff box scores give minutes to the second, the regular-season game logs whole minutes.
    g.playoffs ? clockMinutes(g.seconds) : minutesPlayed(g.seconds),
    madeAttempted(g.fg, g.fga),
    madeAttempted(g.x3p, g.x3pa),
    madeAttempted(g.ft, g.fta),
    count(g.trb),
    count(g.ast),
    count(g.stl),
    count(g.blk),
    count(g.tov),
    count(g.pf),
    count(g.pts),
    plusMinus(g.plus_minus),
  ];
  return (
    <tr>
      <th scope="row">{href ? <Link to={href}>{g.game_date}</Link> : g.game_date}</th>
      <td>{`${g.home ? "" : "@ "}${g.opponent_code ?? ""}`}</td>
      <td>{gameResult(g)}</td>
      {g.dnp ? (
        <td colSpan={cells.length}>{g.dnp}</td>
      ) : (
        cells.map((v, i) => (
          <td key={i} className={num}>
            {v}
          </td>
        ))
      )}
    </tr>
  );
}

/** One table of a season's game log: its regular-season or its playoff games. */
function GameLogTable({
  caption,
  rows,
  sort,
}: {
  caption: string;
  rows: readonly BasketballGameLine[];
  sort: SortState<GameLogSortKey>;
}) {
  const played = rows.filter((g) => !g.dnp).length;
  const absent = rows.length - played;
  return (
    <>
      <p className={s.note}>
        {`${played} ${played === 1 ? "game" : "games"}${absent ? `; did not play in ${absent}` : ""}`}
      </p>
      <div className={s.wideTable}>
        <DataTable
          caption={caption}
          columns={LOG_COLUMNS}
          sort={sort}
          defaultSort={DEFAULT_LOG_SORT}
          staticRows
        >
          <tbody>
            {sortBasketballLog(rows, sort).map((g) => (
              <GameLogRow key={g.game_date} g={g} />
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}

/**
 * The seasons with a game log, newest first, and the season's games chosen by `?log=`: the regular
 * season's, then the playoffs' below, as the reference sites list them.
 */
function GameLog({
  games,
  log,
  sort,
}: {
  games: readonly BasketballGameLine[];
  log: number | null;
  sort: SortState<GameLogSortKey>;
}) {
  const { seasons, chosen } = logSeasons(games, log);
  if (!seasons.length) return null;
  const label = (season: number) => seasonLabel("basketball", season);
  const rows = chosen === null ? [] : games.filter((g) => g.season === chosen);
  const regular = rows.filter((g) => !g.playoffs);
  const playoffs = rows.filter((g) => g.playoffs);
  return (
    <GameLogSection
      seasons={seasons}
      chosen={chosen}
      label={label}
      intro="Regular season 2015-16 on and playoffs 2010-11 to 2022-23 (NBA.com box scores): "
    >
      {regular.length ? (
        <GameLogTable caption={`Games of ${label(chosen!)}`} rows={regular} sort={sort} />
      ) : null}
      {playoffs.length ? (
        <div className={s.seasonTable}>
          <h3 id="playoff-log-title" className={s.detailsTitle}>{`Playoffs, ${label(chosen!)}`}</h3>
          <GameLogTable caption={`Playoff games of ${label(chosen!)}`} rows={playoffs} sort={sort} />
        </div>
      ) : null}
    </GameLogSection>
  );
}

export function BasketballLinesTables({
  lines,
  log,
  logSort,
}: {
  lines: Lines;
  log: number | null;
  logSort: SortState<GameLogSortKey>;
}) {
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
      <GameLog games={lines.games} log={log} sort={logSort} />
    </>
  );
}
