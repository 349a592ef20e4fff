import { Link } from "@remix-run/react";
import type { LeaderRow } from "@domain/contract/types";
import type { LeaderSport } from "@domain/leaders";
import { num } from "~/components/ui/widgets.css";
import { leaderYears } from "~/lib/leaders";
import { playerHref } from "~/lib/links";

/** A leader row's first cells, on every board: rank, the player (his page where he has one), his seasons. */
export function LeaderLeadCells({ row: r, sport }: { row: LeaderRow; sport: LeaderSport }) {
  return (
    <>
      <td className={num}>{r.rank}</td>
      <th scope="row">
        {r.player_slug ? <Link to={playerHref(r.player_slug) ?? "#"}>{r.player_name}</Link> : r.player_name}
      </th>
      <td>{leaderYears(r, sport)}</td>
    </>
  );
}
