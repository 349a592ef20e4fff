import type { ReactNode } from "react";
import { UrlDetailRows, UrlRowToggle } from "~/components/ui/Collapsible";
import { FactCell } from "~/components/ui/Facts";
import { Link } from "@remix-run/react";
import { NameLink } from "~/components/ui/NameLink";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { VisuallyHidden } from "~/components/ui/primitives";
import type { ChampionRow } from "~/lib/champions";
import type { ChampionSortKey } from "~/lib/champions-view";
import type { SortState } from "~/lib/route-kit";
import * as s from "./championships.css";

const COLUMNS: readonly Column[] = [
  { key: "year", label: "Year", numeric: true, sort: "desc" },
  { key: "team", label: "Champion", sort: "asc" },
  { key: "championship", label: "Championship", sort: "asc" },
  { key: "score", label: "Score", numeric: true },
  { key: "runner-up", label: "Runner-up", sort: "asc" },
];

/**
 * The champions history: one row per title, the title year in the row, newest first by default;
 * a new year starts with a rule so the years still read as groups. The champion and runner-up link
 * to their team in that season, the title to its championship, the score to the deciding game; the
 * toggle beside the champion opens (Radix Collapsible through `?open=id`, one at a time) Coach,
 * Season, Record and the deciding game. The four major titles are highlighted.
 */
export function ChampionsTable({
  rows,
  open,
  sort,
  defaultSort,
  byChampionship,
  heading,
}: {
  /** The line above the table (the summary figures), shared with its CSV and link. */
  heading?: ReactNode;
  rows: readonly ChampionRow[];
  open: string | null;
  sort: SortState<ChampionSortKey>;
  defaultSort: SortState<ChampionSortKey>;
  byChampionship: boolean;
}) {
  // A year rule separates years holding several titles (the hub); on a site with one title a year
  // every row would carry it, two pixels a row that cost a row of the first screen.
  const shared = rows.some((row, i) => i > 0 && rows[i - 1].titleYear === row.titleYear);
  return (
    <DataTable
      heading={heading}
      caption="Champions by title year"
      columns={COLUMNS}
      sort={sort}
      defaultSort={defaultSort}
      frozen={2}
      staticRows
    >
      {rows.map((row, i) => (
        <ChampionEntry
          key={row.id}
          row={row}
          open={open === String(row.id)}
          newYear={shared && sort.key === "year" && i > 0 && rows[i - 1].titleYear !== row.titleYear}
          showEdition={byChampionship}
        />
      ))}
    </DataTable>
  );
}

function ChampionEntry({
  row,
  open,
  newYear,
  showEdition,
}: {
  row: ChampionRow;
  open: boolean;
  newYear: boolean;
  showEdition: boolean;
}) {
  const panelId = `champion-detail-${row.id}`;
  return (
    <UrlDetailRows
      open={open}
      panelId={panelId}
      colSpan={COLUMNS.length}
      className={newYear ? s.newYear : undefined}
      detailRowClassName={s.detailRow}
      listClassName={s.detailList}
      row={<ChampionLine row={row} open={open} panelId={panelId} showEdition={showEdition} />}
      details={<ChampionDetails row={row} />}
    />
  );
}

/** The title's row: year, champion (with the details toggle), championship, score, runner-up. */
function ChampionLine({
  row,
  open,
  panelId,
  showEdition,
}: {
  row: ChampionRow;
  open: boolean;
  panelId: string;
  showEdition: boolean;
}) {
  const rowId = `champion-${row.id}`;
  return (
    <tr id={rowId} className={row.major ? s.majorRow : undefined} data-major={row.major ? "true" : undefined}>
      <td className={s.num}>{row.titleYear}</td>
      <th scope="row">
        {row.major ? <span className={s.majorMark} aria-hidden="true" /> : null}
        <NameLink to={row.teamHref} className={s.toggle}>
          {row.team}
        </NameLink>
        <UrlRowToggle
          id={String(row.id)}
          open={open}
          controls={panelId}
          anchor={rowId}
          label={`Details: ${row.team}, ${row.titleYear}`}
        />
      </th>
      <td>
        <NameLink to={row.championshipHref}>
          {row.championship}
          {showEdition && row.edition ? ` ${row.edition}` : null}
        </NameLink>
        {row.major ? <VisuallyHidden> (major title)</VisuallyHidden> : null}
      </td>
      <td className={s.num}>
        <NameLink to={row.gameHref}>{row.score ?? "—"}</NameLink>
      </td>
      <td>
        <NameLink to={row.runnerUpHref}>{row.runnerUp ?? "—"}</NameLink>
      </td>
    </tr>
  );
}

/** The opened details: coach, season, road to the title, city, record, deciding game (those known). */
function ChampionDetails({ row }: { row: ChampionRow }) {
  return (
    <>
      <FactCell term="Coach">
        <NameLink to={row.coachHref}>{row.coach ?? "Unknown"}</NameLink>
      </FactCell>
      <FactCell term="Season">
        <NameLink to={row.seasonHref}>{row.season}</NameLink>
      </FactCell>
      {row.roadHref ? (
        <FactCell term="Playoffs">
          <Link to={row.roadHref}>Road to the title</Link>
        </FactCell>
      ) : null}
      {row.city ? <FactCell term="City">{row.city}</FactCell> : null}
      {row.record ? (
        <FactCell term="Record" className="num">
          {row.record}
        </FactCell>
      ) : null}
      {row.decidingGame ? (
        <FactCell term="Deciding game" className="num">
          <NameLink to={row.gameHref}>{row.decidingGame}</NameLink>
        </FactCell>
      ) : null}
    </>
  );
}
