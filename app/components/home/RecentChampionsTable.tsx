import { useLocation, useNavigation } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { NameLink } from "~/components/ui/NameLink";
import { ButtonLink } from "~/components/ui/primitives";
import { ErrorState, Spinner } from "~/components/ui/states";
import { isMajorTitle } from "~/lib/champions";
import type { HomeChampionRow } from "~/lib/home-champions";
import { TableTools } from "~/components/ui/TableTools";
import { TableRegion } from "~/components/ui/TableRegion";
import { StaticIsland } from "~/components/ui/StaticIsland";

// Its CSV and anchor (a hand-made table, so it names them itself; DataTable does this for its tables).
const TABLE_ID = "recent-champions";

/** The latest champions (5): Year, Team, Championship, Score, Opponent, League; then VIEW ALL CHAMPIONS. */
export function RecentChampionsTable({ rows }: { rows: readonly HomeChampionRow[] | null }) {
  const navigation = useNavigation();
  const location = useLocation();
  const reloading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    <section aria-labelledby="recent-champions-heading" className={s.block}>
      <h3 id="recent-champions-heading">Recent Champions</h3>
      {reloading ? (
        <Spinner label="Loading championship data..." />
      ) : rows === null ? (
        <ErrorState retryHref={location.pathname + location.search} />
      ) : (
        <ChampionsTable rows={rows} />
      )}
      <div className={s.actions}>
        <ButtonLink to="/champions">VIEW ALL CHAMPIONS</ButtonLink>
      </div>
    </section>
  );
}

/** The table with its CSV and anchor tools, in a region that scrolls sideways on phones. */
function ChampionsTable({ rows }: { rows: readonly HomeChampionRow[] }) {
  return (
    <>
      <TableTools id={TABLE_ID} caption="Latest championship winners" />
      <TableRegion tableId={TABLE_ID} label="Recent Champions (scrolls sideways)" className={s.tableWrap}>
        <StaticIsland as="table" className={s.table}>
          <caption className={s.caption}>Latest championship winners</caption>
          <thead>
            <tr>
              <th scope="col" className={s.num}>
                Year
              </th>
              <th scope="col">Team</th>
              <th scope="col">Championship</th>
              <th scope="col" className={s.num}>
                Score
              </th>
              <th scope="col">Opponent</th>
              <th scope="col">League</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr data-csv="skip">
                <td colSpan={6}>No championship history available</td>
              </tr>
            ) : (
              rows.map((row) => <ChampionLine key={row.id} row={row} />)
            )}
          </tbody>
        </StaticIsland>
      </TableRegion>
    </>
  );
}

function ChampionLine({ row }: { row: HomeChampionRow }) {
  return (
    <tr className={isMajorTitle(row.championship) ? s.majorRow : undefined}>
      <td className={s.num}>{row.year}</td>
      <th scope="row">
        <NameLink to={row.teamHref}>{row.team}</NameLink>
      </th>
      <td>
        <NameLink to={row.championshipHref}>{row.championship}</NameLink>
      </td>
      <td className={s.num}>
        <NameLink to={row.gameHref}>{row.score}</NameLink>
      </td>
      <td>
        <NameLink to={row.opponent === "—" ? null : row.opponentHref}>{row.opponent}</NameLink>
      </td>
      <td>{row.league}</td>
    </tr>
  );
}
