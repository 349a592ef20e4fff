import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DataTable } from "~/components/ui/DataTable";
import { TableRegion } from "~/components/ui/TableRegion";
import { VisuallyHidden } from "~/components/ui/primitives";
import * as f from "~/components/ui/filters.css";
import * as w from "~/components/ui/widgets.css";
import * as s from "~/components/people/people.css";
import * as c from "./compare.css";
import type { CompareCell, CompareRow, SeasonTableRow } from "~/lib/compare";

/** The mark of a row's better figure: bold, a marker character and, for screen readers, the word. */
export const BETTER_MARK = "▲";

export function Cell({ cell }: { cell: CompareCell }) {
  return (
    <td className={w.num} data-better={cell.best ? "" : undefined}>
      {cell.best ? (
        <strong>
          <span aria-hidden="true">{BETTER_MARK} </span>
          {cell.text}
          <VisuallyHidden> (better)</VisuallyHidden>
        </strong>
      ) : (
        cell.text
      )}
    </td>
  );
}

/** A table of rows (a statistic each), one column per player. */
export function RowsTable({
  caption,
  id,
  players,
  rows,
}: {
  caption: string;
  id: string;
  players: readonly { name: string }[];
  rows: readonly CompareRow[];
}) {
  return (
    <DataTable
      caption={caption}
      id={id}
      columns={[
        { key: "stat", label: "Statistic" },
        ...players.map((p, i) => ({ key: `p${i}`, label: p.name, numeric: true })),
      ]}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">
              {r.abbr !== r.label ? (
                <>
                  <span className={c.fullLabel}>
                    {r.label} <span className={s.sub}>({r.abbr})</span>
                  </span>
                  <abbr title={r.label} className={`${c.shortLabel} ${w.abbr}`}>
                    {r.abbr}
                  </abbr>
                </>
              ) : (
                r.label
              )}
            </th>
            {r.cells.map((cell, i) => (
              <Cell key={i} cell={cell} />
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** One group's seasons side by side: a row per season (or age), a block of columns per player. */
export function SeasonsTable({
  caption,
  id,
  axisLabel,
  players,
  heads,
  rows,
}: {
  caption: string;
  id: string;
  axisLabel: string;
  players: readonly { name: string }[];
  heads: readonly { key: string; abbr: string; label: string }[];
  rows: readonly SeasonTableRow[];
}) {
  return (
    <TableRegion tableId={id} label={`${caption} (scrolls sideways)`} className={w.tableScroll} frozen={1}>
      <table className={w.table}>
        <caption className={w.visuallyHiddenCaption}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {players.map((p, i) => (
              <th key={i} scope="colgroup" colSpan={heads.length + (axisLabel === "Age" ? 1 : 0)}>
                {p.name}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="col">{axisLabel}</th>
            {players.map((_, i) => (
              <Heads key={i} heads={heads} withSeason={axisLabel === "Age"} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.at}>
              <th scope="row">{r.label}</th>
              {r.players.map((p, i) =>
                p ? (
                  <PlayerCells key={i} cells={p.cells} season={axisLabel === "Age" ? p.season : null} />
                ) : (
                  <EmptyCells key={i} count={heads.length + (axisLabel === "Age" ? 1 : 0)} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function Heads({
  heads,
  withSeason,
}: {
  heads: readonly { key: string; abbr: string; label: string }[];
  withSeason: boolean;
}) {
  return (
    <>
      {withSeason ? <th scope="col">Season</th> : null}
      {heads.map((h) => (
        <th key={h.key} scope="col" className={w.num}>
          <abbr title={h.label} className={w.abbr}>
            {h.abbr}
          </abbr>
        </th>
      ))}
    </>
  );
}

function PlayerCells({ cells, season }: { cells: readonly CompareCell[]; season: string | null }) {
  return (
    <>
      {season !== null ? <td>{season}</td> : null}
      {cells.map((c, i) => (
        <Cell key={i} cell={c} />
      ))}
    </>
  );
}

function EmptyCells({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <td key={i} className={w.num}>
          <span aria-hidden="true">·</span>
          {i === 0 ? <VisuallyHidden>no season</VisuallyHidden> : null}
        </td>
      ))}
    </>
  );
}

/**
 * "Compare with…": a GET form to /compare keeping `keep` and naming the other player (a name or an
 * address name); it works without JavaScript, the server finds the player.
 */
export function CompareWithForm({
  keep,
  label = "Compare with…",
  children,
}: {
  keep: string | null;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" action="/compare" className={f.bar} aria-label="Compare players">
      {keep ? <input type="hidden" name="players" value={keep} /> : null}
      <div className={f.field}>
        <label className={f.label} htmlFor="compare-with">
          {keep ? label : "Players to compare (names separated by commas)"}
        </label>
        <input
          className={f.input}
          id="compare-with"
          name={keep ? "with" : "players"}
          type="search"
          autoComplete="off"
          placeholder={keep ? "Player name" : "hank-aaron, willie-mays"}
          required
        />
      </div>
      <button type="submit" className={f.apply}>
        Compare
      </button>
      {children}
    </Form>
  );
}

export function AxisSwitch({
  current,
  seasonHref,
  ageHref,
}: {
  current: "season" | "age";
  seasonHref: string;
  ageHref: string;
}) {
  return (
    <nav aria-label="Season lines by" className={s.switcher}>
      <span>Season lines by:</span>{" "}
      <Link to={seasonHref} className={s.switchLink} aria-current={current === "season" ? "page" : undefined}>
        Season
      </Link>{" "}
      <Link to={ageHref} className={s.switchLink} aria-current={current === "age" ? "page" : undefined}>
        Age
      </Link>
    </nav>
  );
}
