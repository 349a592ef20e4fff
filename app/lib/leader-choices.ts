/**
 * The leader boards' pickers as rows of choices: sport (hub only), scope, league (MLB batting and
 * pitching) or position (fielding), and each statistic group. Each choice names the URL parameters
 * it sets (null clears one: the default needs no parameter).
 */
import {
  LEADER_GROUPS,
  HUB_LEADER_SPORTS,
  LEADER_STATS_BY_SPORT,
  MLB_LEADER_LEAGUES,
  SCOPE_LABELS,
  boardKeys,
  leaderScopesOf,
} from "@domain/leaders";
import type { LeadersView } from "./leaders";

export interface LeaderChoice {
  key: string;
  text: string;
  params: Record<string, string | null>;
  current: boolean;
}

export interface LeaderChoiceRow {
  label: string;
  items: LeaderChoice[];
}

export function leaderChoiceRows(
  { sport, stat, scope, league }: LeadersView,
  isHub: boolean,
): LeaderChoiceRow[] {
  const fielding = stat.group === "Fielding";
  const rows: LeaderChoiceRow[] = [];
  if (isHub)
    rows.push({
      label: "League",
      items: HUB_LEADER_SPORTS.map((s) => ({
        key: s.sport,
        text: s.league,
        params: { sport: s.sport === "baseball" ? null : s.sport, stat: null, league: null },
        current: s.sport === sport,
      })),
    });
  rows.push({
    label: "Scope",
    items: leaderScopesOf(stat).map((x) => ({
      key: x,
      text: SCOPE_LABELS[x],
      params: { scope: x === "career" ? null : x },
      current: x === scope,
    })),
  });
  if (sport === "baseball" && !fielding)
    rows.push({
      label: isHub ? "MLB league" : "League",
      items: MLB_LEADER_LEAGUES.map((x) => ({
        key: x,
        text: x === "all" ? "All leagues" : x,
        params: { league: x === "all" ? null : x.toLowerCase() },
        current: x === league,
      })),
    });
  if (fielding)
    rows.push({
      label: "Position",
      items: boardKeys(stat).map((x) => ({
        key: x,
        text: x === "all" ? "All positions" : x,
        params: { league: x === "all" ? null : x.toLowerCase() },
        current: x === league,
      })),
    });
  for (const group of LEADER_GROUPS[sport])
    rows.push({
      label: group,
      items: LEADER_STATS_BY_SPORT[sport]
        .filter((x) => x.group === group)
        .map((x, i) => {
          // The league (or position) stays where the new statistic's boards have it.
          const keep = fielding === (x.group === "Fielding") && boardKeys(x).includes(league);
          const key = group === LEADER_GROUPS[sport][0] && i === 0 ? null : x.key;
          const params: Record<string, string | null> = keep ? { stat: key } : { stat: key, league: null };
          return { key: x.key, text: x.abbr, params, current: x.key === stat.key };
        }),
    });
  return rows;
}
