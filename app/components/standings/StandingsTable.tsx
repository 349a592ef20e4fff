import { Link } from "@remix-run/react";
import { UrlDetailRows, UrlRowToggle } from "~/components/ui/Collapsible";
import { FactCell } from "~/components/ui/Facts";
import { NameLink } from "~/components/ui/NameLink";
import { teamSeasonHref } from "~/lib/links";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { VisuallyHidden } from "~/components/ui/primitives";
import type { SortState } from "~/lib/route-kit";
import {
  columnLabel,
  columnsFor,
  formatGamesBehind,
  formatPct,
  rankLabel,
  rankTier,
  sharedRanks,
  STANDING_SORTS,
  type ColumnKey,
  type StandingGroup,
  type StandingSortKey,
  type StandingView,
} from "~/lib/standings";
import * as s from "./standings.css";
import { num } from "~/components/ui/widgets.css";
import { csvLeadOf } from "~/lib/table-csv";

/**
 * The CSV's first columns: the grouping the table shows as heading rows, and the position the team
 * cell shows as a mark beside the name (left out of the team column). Each row gives its own.
 */
const CSV_LEAD = ["Conference", "Division", "Position"] as const;

const POSITION_LABEL = {
  champion: "Champion",
  playoffs: "Playoffs",
  bubble: "Bubble",
  eliminated: null,
} as const;

/**
 * One league's table for a season, division by division as the league presents them (a heading
 * row per division or conference): rank, team and the league's own columns.
 * A team's name leads to its page for that season; the toggle beside it opens (Radix Collapsible
 * through `?open=team id`, one at a time) its home, away,
 * division and conference records, games played, points and last update; a rank decided by a
 * tiebreak carries a dagger and the step that decided it, and a place clubs share reads "T-2".
 */
export function StandingsTable({
  groups,
  open,
  sort,
  defaultSort,
  more,
}: {
  groups: readonly StandingGroup[];
  open: string | null;
  sort: SortState<StandingSortKey>;
  defaultSort: SortState<StandingSortKey>;
  /** A link beside the heading to the league's full table (the hub's leaders view). */
  more?: { href: string; label: string };
}) {
  const group = groups[0];
  const keys = columnsFor(group.sport, group.level);
  const columns: Column[] = keys.map((key) => {
    const { label, abbr } = columnLabel(key, group.sport, group.level);
    const sortable = key in STANDING_SORTS ? STANDING_SORTS[key as StandingSortKey] : undefined;
    return { key, label, abbr, numeric: key !== "team", sort: sortable };
  });
  const tied = groups.flatMap((g) => g.rows.filter((r) => r.tiebreak));
  const headingId = `league-${group.key
    .split("|")
    .slice(0, 4)
    .join("-")
    .replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <section aria-labelledby={headingId} className={s.league}>
      <DataTable
        heading={
          <h2 id={headingId} className={s.groupHeading}>
            {group.league} <span className={s.groupMeta}>{group.seasonName}</span>
            {more ? (
              <>
                {" "}
                <Link to={more.href} className={s.groupMore}>
                  {more.label} ›
                </Link>
              </>
            ) : null}
          </h2>
        }
        caption={`${group.league} ${group.seasonName} standings`}
        columns={columns}
        sort={sort}
        defaultSort={defaultSort}
        frozen={2}
        csvLead={CSV_LEAD}
        staticRows
      >
        {groups.map((g) => (
          <GroupRows key={g.key} group={g} keys={keys} open={open} />
        ))}
      </DataTable>
      {tied.length > 0 ? (
        <ul className={s.footnotes} aria-label={`Tiebreaks in the ${group.league} table`}>
          {tied.map((r) => (
            <li key={r.id}>
              † {r.abbreviation ?? r.team}: {r.tiebreak}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GroupRows({ group, keys, open }: { group: StandingGroup; keys: ColumnKey[]; open: string | null }) {
  const shared = sharedRanks(group.rows);
  return (
    <>
      <tbody className={s.divisionRow} data-division={group.title}>
        <tr data-csv="skip">
          <th scope="colgroup" colSpan={keys.length}>
            {group.title}
          </th>
        </tr>
      </tbody>
      {group.rows.map((row) => (
        <StandingEntry
          key={row.id}
          row={row}
          keys={keys}
          open={open === String(row.teamId)}
          shared={shared}
        />
      ))}
    </>
  );
}

/** The columns that show their count as it is: '—' where the source has none. */
const COUNT_KEYS = ["gp", "w", "l", "t", "otl", "pts", "pf", "pa"] as const;
const isCountKey = (key: ColumnKey): key is (typeof COUNT_KEYS)[number] =>
  (COUNT_KEYS as readonly string[]).includes(key);

function cell(row: StandingView, key: ColumnKey): string {
  if (isCountKey(key)) return row[key] === null ? "—" : String(row[key]);
  switch (key) {
    case "pct":
      return formatPct(row.pct);
    case "gb":
      return formatGamesBehind(row.gb);
    case "diff":
      return row.diff === null ? "—" : row.diff > 0 ? `+${row.diff}` : String(row.diff);
    case "streak":
      return row.streak ?? "—";
    case "conf":
      return row.conferenceRecord ?? "—";
    default:
      return "";
  }
}

function StandingEntry({
  row,
  keys,
  open,
  shared,
}: {
  row: StandingView;
  keys: ColumnKey[];
  open: boolean;
  shared: ReadonlySet<number>;
}) {
  const panelId = `standing-detail-${row.teamId}`;
  const rowId = `standing-${row.teamId}`;
  const tier = rankTier(row.rank);
  const position = row.playoff ? POSITION_LABEL[row.playoff] : null;
  return (
    <UrlDetailRows
      open={open}
      panelId={panelId}
      colSpan={keys.length}
      detailRowClassName={s.detailRow}
      listClassName={s.detailList}
      row={
        <tr
          id={rowId}
          data-rank-tier={tier ?? undefined}
          {...csvLeadOf([row.conference, row.division, position])}
        >
          {keys.map((key) =>
            key === "rank" ? (
              <RankCell key={key} row={row} shared={shared} />
            ) : key === "team" ? (
              <TeamCell key={key} row={row} open={open} panelId={panelId} rowId={rowId} position={position} />
            ) : (
              <td key={key} className={num}>
                {cell(row, key)}
              </td>
            ),
          )}
        </tr>
      }
      details={<StandingDetails row={row} />}
    />
  );
}

/**
 * The team: its season page, the toggle of its splits, and its playoff position where it has one.
 * On a phone the abbreviation and the position under it keep the team column narrow.
 */
function TeamCell({
  row,
  open,
  panelId,
  rowId,
  position,
}: {
  row: StandingView;
  open: boolean;
  panelId: string;
  rowId: string;
  position: string | null;
}) {
  return (
    <th scope="row">
      <NameLink to={teamSeasonHref(row.teamSlug, row.season)} className={s.toggle}>
        {row.abbreviation ? (
          <>
            {/* A phone shows the abbreviation, so wins, losses and points fit beside it; the name stays the link's. */}
            <span className={s.teamName}>{row.team}</span>
            <span className={s.teamShort} aria-hidden="true" data-csv="skip">
              {row.abbreviation}
            </span>
          </>
        ) : (
          row.team
        )}
      </NameLink>
      <UrlRowToggle
        id={String(row.teamId)}
        open={open}
        controls={panelId}
        anchor={rowId}
        label={`Splits: ${row.team}`}
      />
      {position ? (
        <span className={s.position} data-csv="skip">
          {position}
        </span>
      ) : null}
    </th>
  );
}

/** The rank: its tier's mark, "T-2" where clubs share the place, a dagger where a tiebreak decided it. */
function RankCell({ row, shared }: { row: StandingView; shared: ReadonlySet<number> }) {
  const tier = rankTier(row.rank);
  const tierClass =
    tier === "first" ? s.rankFirst : tier === "top3" ? s.rankTop3 : tier === "top8" ? s.rankTop8 : undefined;
  return (
    <td className={`${s.rank} ${tierClass ?? ""}`}>
      {tier ? <span className={s.rankMark} aria-hidden="true" /> : null}
      {row.rank !== null && shared.has(row.rank) ? (
        <abbr title={`tied for ${row.rank}: the clubs share the place`} data-shared-rank="">
          {rankLabel(row.rank, shared)}
        </abbr>
      ) : (
        rankLabel(row.rank, shared)
      )}
      {row.tiebreak ? (
        <>
          <span className={s.dagger} aria-hidden="true">
            †
          </span>
          <VisuallyHidden> (tiebreak)</VisuallyHidden>
        </>
      ) : null}
    </td>
  );
}

/** The opened splits: record, home, away, division, conference, games, points, last update, tiebreak. */
function StandingDetails({ row }: { row: StandingView }) {
  const points =
    row.sport === "hockey"
      ? row.pts === null
        ? null
        : String(row.pts)
      : row.pf === null
        ? null
        : `${row.pf} / ${row.pa ?? "—"}`;
  return (
    <>
      <Detail label="Record" value={row.record} />
      <Detail label="Home" value={row.home} />
      <Detail label="Away" value={row.away} />
      <Detail label="Division" value={row.divisionRecord} />
      <Detail label="Conference" value={row.conferenceRecord} />
      <Detail label="Games played" value={row.gp === null ? null : String(row.gp)} />
      <Detail label={row.sport === "hockey" ? "Points" : "Points for / against"} value={points} />
      <Detail label="Last updated" value={row.lastUpdated} />
      {row.tiebreak ? <Detail label="Tiebreak" value={row.tiebreak} /> : null}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return <FactCell term={label}>{value ?? "—"}</FactCell>;
}
