import { Fragment } from "react";
import { OpenToggleLink } from "~/components/ui/OpenToggleLink";
import { VisuallyHidden } from "~/components/ui/primitives";
import type { ChampionRow, ChampionYearGroup } from "~/lib/champions";
import * as s from "./championships.css";

const COLUMNS = 4;

/**
 * The champions history: one table, a row group per title year (newest first) with a sub-header
 * per sport or championship. Each champion opens to show Coach and Season (`?open=id`, one at a
 * time). The four major titles are highlighted.
 */
export function ChampionsTable({ years, open, caption }: { years: readonly ChampionYearGroup<ChampionRow>[]; open: string | null; caption: string }) {
  return (
    <div className={s.tableWrap}>
      <table className={s.table}>
        <caption className={s.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Champion</th>
            <th scope="col">Championship</th>
            <th scope="col" className={s.num}>
              Score
            </th>
            <th scope="col">Runner-up</th>
          </tr>
        </thead>
        {years.map((year) => (
          <tbody key={year.year}>
            <tr className={s.yearRow}>
              <th scope="rowgroup" colSpan={COLUMNS} id={`year-${year.year}`}>
                {year.year}
              </th>
            </tr>
            {year.groups.map((group) => (
              <Fragment key={group.key}>
                <tr className={s.groupRow}>
                  <th scope="colgroup" colSpan={COLUMNS}>
                    {group.label}
                  </th>
                </tr>
                {group.records.map((row) => (
                  <ChampionEntry key={row.id} row={row} open={open === String(row.id)} />
                ))}
              </Fragment>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function ChampionEntry({ row, open }: { row: ChampionRow; open: boolean }) {
  const panelId = `champion-detail-${row.id}`;
  return (
    <>
      <tr id={`champion-${row.id}`} className={row.major ? s.majorRow : undefined} data-major={row.major ? "true" : undefined}>
        <th scope="row" className={s.firstCol}>
          <OpenToggleLink id={String(row.id)} open={open} controls={panelId} anchor={`champion-${row.id}`} className={s.toggle}>
            <span className={s.chevron} aria-hidden="true">
              ›
            </span>
            {row.major ? (
              <span className={s.majorMark} aria-hidden="true" />
            ) : null}
            <span>{row.team}</span>
          </OpenToggleLink>
          {row.city ? <div className={s.cityLine}>{row.city}</div> : null}
        </th>
        <td>
          {row.championship}
          {row.edition ? ` ${row.edition}` : null}
          {row.major ? <VisuallyHidden> (major title)</VisuallyHidden> : null}
        </td>
        <td className={s.num}>{row.score ?? "—"}</td>
        <td>{row.runnerUp ?? "—"}</td>
      </tr>
      {open ? (
        <tr id={panelId} className={s.detailRow}>
          <td colSpan={COLUMNS}>
            <dl className={s.detailList}>
              <div>
                <dt>Coach</dt>
                <dd>{row.coach ?? "Unknown"}</dd>
              </div>
              <div>
                <dt>Season</dt>
                <dd>{row.season}</dd>
              </div>
              {row.record ? (
                <div>
                  <dt>Record</dt>
                  <dd className="num">{row.record}</dd>
                </div>
              ) : null}
            </dl>
          </td>
        </tr>
      ) : null}
    </>
  );
}
