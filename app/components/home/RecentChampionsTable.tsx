import { useLocation, useNavigation } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { ButtonLink } from "~/components/ui/primitives";
import { ErrorState, Spinner } from "~/components/ui/states";
import { isMajorTitle } from "~/lib/champions";
import type { HomeChampionRow } from "~/lib/home-champions";

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
        <div className={s.tableWrap}>
          <table className={s.table}>
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
                <tr>
                  <td colSpan={6}>No championship history available</td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className={isMajorTitle(row.championship) ? s.majorRow : undefined}>
                    <td className={s.num}>{row.year}</td>
                    <th scope="row">{row.team}</th>
                    <td>{row.championship}</td>
                    <td className={s.num}>{row.score}</td>
                    <td>{row.opponent}</td>
                    <td>{row.league}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className={s.actions}>
        <ButtonLink to="/champions">VIEW ALL CHAMPIONS</ButtonLink>
      </div>
    </section>
  );
}
