import { Link, useLocation } from "@remix-run/react";
import * as l from "~/components/people/leaders.css";
import type { LeadersView } from "~/lib/leaders";
import { leaderChoiceRows, type LeaderChoice } from "~/lib/leader-choices";
import { withParams } from "~/lib/search-params";

/** One row of choices: links that change one URL parameter (and go back to the first page). */
function Choices({ label, items }: { label: string; items: readonly LeaderChoice[] }) {
  const { pathname, search } = useLocation();
  return (
    <ul className={l.choices} aria-label={label}>
      <li className={l.choiceLabel}>{label}</li>
      {items.map((i) => (
        <li key={i.key}>
          <Link
            className={l.choice}
            to={`${pathname}${withParams(search, { ...i.params, page: null })}`}
            aria-current={i.current ? "page" : undefined}
          >
            {i.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The leader boards' pickers: sport (hub only), scope, league (MLB batting and pitching) or
 * position (fielding), and each group's statistics.
 */
export function LeaderChoices({ view, isHub }: { view: LeadersView; isHub: boolean }) {
  return (
    <nav aria-label="Leader boards" className={l.boardNav}>
      {leaderChoiceRows(view, isHub).map((row) => (
        <Choices key={row.label} label={row.label} items={row.items} />
      ))}
    </nav>
  );
}
