import type { ReactNode } from "react";
import type { Award, AwardResult } from "@domain/contract/awards";
import { seasonLabel } from "@domain/season";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { num } from "~/components/ui/widgets.css";
import { AWARD_SORTS, pointsText, shareText, type AwardSort } from "~/lib/awards";
import type { SortState } from "~/lib/route-kit";

/** The columns an award's table shows: league where it has several, place and vote where held. */
function awardColumns(award: Award, votes: boolean): Column[] {
  return [
    { key: "season", label: "Season", sort: AWARD_SORTS.season },
    ...(award.leagues.length ? [{ key: "league", label: "League" }] : []),
    ...(votes && award.has_votes
      ? [{ key: "rank", label: "Place", numeric: true, sort: AWARD_SORTS.rank }]
      : []),
    { key: "name", label: award.for_coaches ? "Manager or Coach" : "Player", sort: AWARD_SORTS.name },
    { key: "team", label: "Team", sort: AWARD_SORTS.team },
    ...(award.has_votes
      ? [
          { key: "points", label: "Points", numeric: true, sort: AWARD_SORTS.points, abbr: "Pts" },
          { key: "share", label: "Share", numeric: true, sort: AWARD_SORTS.share },
          { key: "first", label: "First-place Votes", numeric: true, abbr: "1st" },
        ]
      : []),
    { key: "note", label: "Note" },
  ];
}

/**
 * An award's rows: season (the winner's team season where the data names the club), winner or
 * vote-getter linking to the player or coach page, team, and the vote where one is held.
 */
export function AwardResultsTable({
  award,
  rows,
  sort,
  votes,
  heading,
}: {
  award: Award;
  rows: readonly AwardResult[];
  sort: SortState<AwardSort>;
  votes: boolean;
  /** The line above the table, shared with its CSV and link (DataTable's `heading`). */
  heading?: ReactNode;
}) {
  return (
    <DataTable
      heading={heading}
      caption={`${award.name} by season`}
      columns={awardColumns(award, votes)}
      sort={sort}
      defaultSort={{ key: "season", dir: "desc" }}
    >
      <tbody>
        {rows.map((r, i) => (
          <AwardResultRow
            key={`${r.season}-${r.league}-${r.person_name}-${i}`}
            award={award}
            row={r}
            votes={votes}
          />
        ))}
      </tbody>
    </DataTable>
  );
}

function AwardResultRow({ award, row: r, votes }: { award: Award; row: AwardResult; votes: boolean }) {
  const person = r.player ? `/players/${r.player.slug}` : r.coach ? `/coaches/${r.coach.slug}` : null;
  return (
    <tr>
      <th scope="row">
        <NameLink to={r.team ? `/teams/${r.team.slug}/${r.season}` : null}>
          {seasonLabel(award.sport?.slug ?? null, r.season)}
        </NameLink>
      </th>
      {award.leagues.length ? <td>{r.league ?? ""}</td> : null}
      {votes && award.has_votes ? <td className={num}>{r.rank ?? ""}</td> : null}
      <td>
        <NameLink to={person}>{r.person_name}</NameLink>
        {votes && r.is_winner ? " (winner)" : ""}
      </td>
      <td>{r.team ? <NameLink to={`/teams/${r.team.slug}/${r.season}`}>{r.team.name}</NameLink> : ""}</td>
      {award.has_votes ? (
        <>
          <td className={num}>{pointsText(r.points_won)}</td>
          <td className={num}>{shareText(r.share)}</td>
          <td className={num}>{r.votes_first ?? ""}</td>
        </>
      ) : null}
      <td>{r.note ?? ""}</td>
    </tr>
  );
}
