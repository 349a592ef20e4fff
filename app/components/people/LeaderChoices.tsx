import { Link, useLocation } from "@remix-run/react";
import {
  LEADER_GROUPS,
  LEADER_SCOPES,
  LEADER_SPORTS,
  LEADER_STATS_BY_SPORT,
  MLB_LEADER_LEAGUES,
  SCOPE_LABELS,
  boardKeys,
} from "@domain/leaders";
import * as l from "~/components/people/leaders.css";
import type { LeadersView } from "~/lib/leaders";
import { withParams } from "~/lib/search-params";

interface Choice {
  key: string;
  text: string;
  params: Record<string, string | null>;
  current: boolean;
}

/** One row of choices: links that change one URL parameter (and go back to the first page). */
function Choices({ label, items }: { label: string; items: Choice[] }) {
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
  const { sport, stat, scope, league } = view;
  const fielding = stat.group === "Fielding";
  return (
    <nav aria-label="Leader boards" className={l.boardNav}>
      {isHub ? (
        <Choices
          label="League"
          items={LEADER_SPORTS.map((s) => ({
            key: s.sport,
            text: s.league,
            params: { sport: s.sport === "baseball" ? null : s.sport, stat: null, league: null },
            current: s.sport === sport,
          }))}
        />
      ) : null}
      <Choices
        label="Scope"
        items={LEADER_SCOPES.map((x) => ({
          key: x,
          text: SCOPE_LABELS[x],
          params: { scope: x === "career" ? null : x },
          current: x === scope,
        }))}
      />
      {sport === "baseball" && !fielding ? (
        <Choices
          label={isHub ? "MLB league" : "League"}
          items={MLB_LEADER_LEAGUES.map((x) => ({
            key: x,
            text: x === "all" ? "All leagues" : x,
            params: { league: x === "all" ? null : x.toLowerCase() },
            current: x === league,
          }))}
        />
      ) : null}
      {fielding ? (
        <Choices
          label="Position"
          items={boardKeys(stat).map((x) => ({
            key: x,
            text: x === "all" ? "All positions" : x,
            params: { league: x === "all" ? null : x.toLowerCase() },
            current: x === league,
          }))}
        />
      ) : null}
      {LEADER_GROUPS[sport].map((group) => (
        <Choices
          key={group}
          label={group}
          items={LEADER_STATS_BY_SPORT[sport]
            .filter((x) => x.group === group)
            .map((x, i) => {
              // The league (or position) stays where the new statistic's boards have it.
              const keep = fielding === (x.group === "Fielding") && boardKeys(x).includes(league);
              const key = group === LEADER_GROUPS[sport][0] && i === 0 ? null : x.key;
              const params: Record<string, string | null> = keep
                ? { stat: key }
                : { stat: key, league: null };
              return { key: x.key, text: x.abbr, params, current: x.key === stat.key };
            })}
        />
      ))}
    </nav>
  );
}
