/**
 * A game page's previous meetings of its two teams (the latest final games before this one),
 * from the first team's side, with a link to their full head-to-head.
 */
import { Link } from "@remix-run/react";
import type { HeadToHead } from "@domain/contract/explore";
import { seasonLabel } from "@domain/season";
import { gameHref } from "~/lib/links";
import { headToHeadHref, kindLabel, scoreLine } from "~/lib/head-to-head";
import * as s from "./explore.css";

export const PREVIOUS_MEETINGS = 5;

export function PreviousMeetings({ view }: { view: HeadToHead | null }) {
  if (!view) return null;
  const { team_a: a, team_b: b } = view;
  const sport = a.sport;
  const rows = view.meetings.results.slice(0, PREVIOUS_MEETINGS);
  return (
    <section aria-labelledby="previous-meetings">
      <h2 id="previous-meetings" className={s.h2}>
        Previous meetings
      </h2>
      {rows.length === 0 ? (
        <p className={s.muted}>No earlier final game between them in the database.</p>
      ) : (
        <ol className={s.list}>
          {rows.map((m) => (
            <li key={m.id}>
              <Link to={gameHref(m.id) ?? "#"}>{m.date}</Link> {scoreLine(m)}{" "}
              <span className={s.muted}>
                ({seasonLabel(sport, m.season)} {kindLabel(m).toLowerCase()})
              </span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={headToHeadHref(a.slug, b.slug)}>
          {a.name} vs {b.name}: all {view.meetings.count} earlier meetings and the head-to-head
        </Link>
      </p>
    </section>
  );
}
