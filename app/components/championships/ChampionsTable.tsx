import { UrlCollapsible, UrlCollapsibleContent, UrlCollapsibleTrigger } from "~/components/ui/Collapsible";
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
 * a new year starts with a rule so the years still read as groups. Each champion opens (Radix
 * Collapsible through `?open=id`, one at a time) to show Coach, Season, Record and the deciding
 * game. The four major titles are highlighted.
 */
export function ChampionsTable({
  rows,
  open,
  sort,
  defaultSort,
  byChampionship,
}: {
  rows: readonly ChampionRow[];
  open: string | null;
  sort: SortState<ChampionSortKey>;
  defaultSort: SortState<ChampionSortKey>;
  byChampionship: boolean;
}) {
  return (
    <DataTable caption="Champions by title year" columns={COLUMNS} sort={sort} defaultSort={defaultSort} frozen={2}>
      {rows.map((row, i) => (
        <ChampionEntry
          key={row.id}
          row={row}
          open={open === String(row.id)}
          newYear={sort.key === "year" && i > 0 && rows[i - 1].titleYear !== row.titleYear}
          showEdition={byChampionship}
        />
      ))}
    </DataTable>
  );
}

function ChampionEntry({ row, open, newYear, showEdition }: { row: ChampionRow; open: boolean; newYear: boolean; showEdition: boolean }) {
  const panelId = `champion-detail-${row.id}`;
  const rowId = `champion-${row.id}`;
  return (
    <UrlCollapsible open={open} asChild>
      <tbody className={newYear ? s.newYear : undefined}>
        <tr id={rowId} className={row.major ? s.majorRow : undefined} data-major={row.major ? "true" : undefined}>
          <td className={s.num}>{row.titleYear}</td>
          <th scope="row">
            <UrlCollapsibleTrigger id={String(row.id)} open={open} controls={panelId} anchor={rowId} className={s.toggle}>
              {row.major ? <span className={s.majorMark} aria-hidden="true" /> : null}
              <span>{row.team}</span>
            </UrlCollapsibleTrigger>
          </th>
          <td>
            {row.championship}
            {showEdition && row.edition ? ` ${row.edition}` : null}
            {row.major ? <VisuallyHidden> (major title)</VisuallyHidden> : null}
          </td>
          <td className={s.num}>{row.score ?? "—"}</td>
          <td>{row.runnerUp ?? "—"}</td>
        </tr>
        <UrlCollapsibleContent id={panelId} asChild>
          <tr className={s.detailRow}>
            <td colSpan={COLUMNS.length}>
              <dl className={s.detailList}>
                <div>
                  <dt>Coach</dt>
                  <dd>{row.coach ?? "Unknown"}</dd>
                </div>
                <div>
                  <dt>Season</dt>
                  <dd>{row.season}</dd>
                </div>
                {row.city ? (
                  <div>
                    <dt>City</dt>
                    <dd>{row.city}</dd>
                  </div>
                ) : null}
                {row.record ? (
                  <div>
                    <dt>Record</dt>
                    <dd className="num">{row.record}</dd>
                  </div>
                ) : null}
                {row.decidingGame ? (
                  <div>
                    <dt>Deciding game</dt>
                    <dd className="num">{row.decidingGame}</dd>
                  </div>
                ) : null}
              </dl>
            </td>
          </tr>
        </UrlCollapsibleContent>
      </tbody>
    </UrlCollapsible>
  );
}
