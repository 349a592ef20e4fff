/**
 * A player's game log: the seasons that have one as links (`?log=2015`, so a season's log has its URL
 * and works without JavaScript), then the chosen season's tables.
 */
import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { NAV_MARKS } from "~/lib/island-links";
import * as s from "./people.css";

export function GameLogSection({
  seasons,
  chosen,
  label,
  intro,
  children,
}: {
  /** The seasons with games, newest first. */
  seasons: readonly number[];
  /** The season in the URL, when it has games. */
  chosen: number | null;
  label: (season: number) => string;
  /** What the log covers, before the season links. */
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className={s.seasonTable} aria-labelledby="game-log-title">
      <h2 id="game-log-title" className={s.detailsTitle}>
        {chosen === null ? "Game log" : `Game log, ${label(chosen)}`}
      </h2>
      <nav aria-label="Game log season">
        <p className={s.note}>
          {intro}
          {seasons.map((season, i) => (
            <span key={season}>
              {i > 0 ? " · " : null}
              {season === chosen ? (
                <strong aria-current="page">{label(season)}</strong>
              ) : (
                <Link to={`?log=${season}#game-log-title`} preventScrollReset data-nav={NAV_MARKS.keepScroll}>
                  {label(season)}
                </Link>
              )}
            </span>
          ))}
        </p>
      </nav>
      {chosen === null ? null : children}
    </section>
  );
}
