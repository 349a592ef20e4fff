/**
 * An MLB player's postseason game log (the box scores of the Retrosheet event files, 1903-2023): the
 * season in the URL (`?log=1956`), his batting games, then his pitching games, each game linking to
 * its page; sortable by any figure (`?sort=&dir=`).
 */
import type { ReactElement } from "react";
import { Link } from "@remix-run/react";
import type { BaseballGameBatting, BaseballGamePitching } from "@domain/contract/types";
import { inningsFromOuts } from "@domain/baseball-stats";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { num } from "~/components/ui/widgets.css";
import { SourceNotes } from "~/components/scores/SourceNote";
import { DEFAULT_LOG_SORT, GAME_LOG_SORTS, sortBaseballLog, type GameLogSortKey } from "~/lib/game-log-sort";
import { gameResult, logSeasons } from "~/lib/game-log";
import { formatCount } from "~/lib/format";
import { gameHref } from "~/lib/links";
import type { SortState } from "~/lib/route-kit";
import { GameLogSection } from "./GameLogSection";
import * as s from "./people.css";

type Game = BaseballGameBatting | BaseballGamePitching;

const figureColumns = (figures: readonly (readonly [GameLogSortKey, string, string])[]): Column[] =>
  figures.map(([key, label, abbr]) => ({ key, label, abbr, numeric: true, sort: GAME_LOG_SORTS[key] }));

const GAME_COLUMNS: Column[] = [
  { key: "date", label: "Date", sort: GAME_LOG_SORTS.date },
  { key: "round", label: "Round" },
  { key: "opp", label: "Opponent", abbr: "Opp", sort: GAME_LOG_SORTS.opp },
  { key: "result", label: "Result", sort: GAME_LOG_SORTS.result },
];
const BATTING_COLUMNS: Column[] = [
  ...GAME_COLUMNS,
  { key: "pos", label: "Positions", abbr: "Pos" },
  ...figureColumns([
    ["ab", "At bats", "AB"],
    ["r", "Runs", "R"],
    ["h", "Hits", "H"],
    ["doubles", "Doubles", "2B"],
    ["triples", "Triples", "3B"],
    ["hr", "Home runs", "HR"],
    ["rbi", "Runs batted in", "RBI"],
    ["bb", "Bases on balls", "BB"],
    ["so", "Strikeouts", "SO"],
    ["sb", "Stolen bases", "SB"],
  ]),
];
const PITCHING_COLUMNS: Column[] = [
  ...GAME_COLUMNS,
  { key: "dec", label: "Decision", abbr: "Dec" },
  ...figureColumns([
    ["ip", "Innings pitched", "IP"],
    ["p_h", "Hits allowed", "H"],
    ["p_r", "Runs allowed", "R"],
    ["er", "Earned runs", "ER"],
    ["p_bb", "Bases on balls", "BB"],
    ["p_so", "Strikeouts", "SO"],
    ["p_hr", "Home runs allowed", "HR"],
  ]),
];

function GameCells({ g }: { g: Game }) {
  const href = gameHref(g.game_slug);
  return (
    <>
      <th scope="row">{href ? <Link to={href}>{g.game_date}</Link> : g.game_date}</th>
      <td>{g.world_series ? "World Series" : "Earlier round"}</td>
      <td>{`${g.home ? "" : "@ "}${g.opponent_code ?? ""}`}</td>
      <td>{gameResult(g)}</td>
    </>
  );
}

function Figures({ values }: { values: readonly (number | null)[] }) {
  return values.map((v, i) => (
    <td key={i} className={num}>
      {v === null ? "" : formatCount(v)}
    </td>
  ));
}

function LogTable<T extends Game>({
  caption,
  columns,
  rows,
  sort,
  Cells,
}: {
  caption: string;
  columns: readonly Column[];
  rows: readonly T[];
  sort: SortState<GameLogSortKey>;
  Cells: (props: { g: T }) => ReactElement;
}) {
  return (
    <div className={s.wideTable}>
      <h3 className={s.detailsTitle}>{caption}</h3>
      <DataTable caption={caption} columns={columns} sort={sort} defaultSort={DEFAULT_LOG_SORT} staticRows>
        <tbody>
          {sortBaseballLog(rows, sort).map((g) => (
            <tr key={g.game_slug}>
              <GameCells g={g} />
              <Cells g={g} />
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

const BattingCells = ({ g }: { g: BaseballGameBatting }) => (
  <>
    <td>{g.positions?.toUpperCase() ?? ""}</td>
    <Figures values={[g.ab, g.r, g.h, g.doubles, g.triples, g.hr, g.rbi, g.bb, g.so, g.sb]} />
  </>
);

const PitchingCells = ({ g }: { g: BaseballGamePitching }) => (
  <>
    <td>{g.decision ?? ""}</td>
    <td className={num}>{inningsFromOuts(g.outs)}</td>
    <Figures values={[g.h, g.r, g.er, g.bb, g.so, g.hr]} />
  </>
);

export function BaseballGameLog({
  batting,
  pitching,
  log,
  sort,
}: {
  batting: readonly BaseballGameBatting[];
  pitching: readonly BaseballGamePitching[];
  log: number | null;
  sort: SortState<GameLogSortKey>;
}) {
  const { seasons, chosen } = logSeasons([...batting, ...pitching], log);
  if (!seasons.length) return null;
  const bats = batting.filter((g) => g.season === chosen);
  const pitches = pitching.filter((g) => g.season === chosen);
  return (
    <GameLogSection
      seasons={seasons}
      chosen={chosen}
      label={String}
      intro="Postseason games 1903-2023 (box scores from the Retrosheet event files): "
    >
      <p className={s.note}>
        {[
          bats.length ? `${bats.length} ${bats.length === 1 ? "game" : "games"} batting` : "",
          pitches.length ? `${pitches.length} ${pitches.length === 1 ? "game" : "games"} pitching` : "",
        ]
          .filter(Boolean)
          .join("; ")}
      </p>
      {bats.length ? (
        <LogTable
          caption={`Postseason batting of ${chosen}`}
          columns={BATTING_COLUMNS}
          rows={bats}
          sort={sort}
          Cells={BattingCells}
        />
      ) : null}
      {pitches.length ? (
        <LogTable
          caption={`Postseason pitching of ${chosen}`}
          columns={PITCHING_COLUMNS}
          rows={pitches}
          sort={sort}
          Cells={PitchingCells}
        />
      ) : null}
      <SourceNotes sources={["retrosheet"]} />
    </GameLogSection>
  );
}
