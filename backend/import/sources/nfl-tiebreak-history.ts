/**
 * How the NFL (and the AFL of 1960-1969) ordered clubs level on record before the 2002
 * realignment, season by season, as far as the stored sources let us cite it. Each era names its
 * sources; a step no source gives for that season is not modelled. Where the steps of the time run
 * out, or the league had no procedure for the place at all, the clubs share the place (the same
 * rank) and the note says why (docs/rules.md#tiebreaks-of-their-time). A published order
 * (`nfl-published-orders.csv`) and a playoff game between the tied clubs are applied before this.
 *
 * | Seasons | What the league did with clubs level on record | Sources |
 * |---|---|---|
 * | 1920-1932 | no procedure; the title went by a vote of the owners (1920-1931); the 1932 playoff game counted in the standings | [quirky] |
 * | 1933-1966 NFL, 1960-1969 AFL | a tie for first in a division (conference) went to a one-game playoff, outside the standings; no procedure for other places; ties left out of the percentage until 1972 | [quirky], [one-game], [oguard] |
 * | 1967-1969 NFL | division ties: two clubs by net points in their games, then the club longer without a title game, then a coin toss; three or more by division record, then net points among them | [oguard], [1967] |
 * | 1970-2001 | head-to-head, division record, then conference record and common games (the sources give these two in either order), later steps (net points, point ratings, strength of schedule, net touchdowns, coin toss) changing over the years | [1971], [1975], [usenet84], [usenet85] |
 * | 2002- | the procedure as written today (`nfl-tiebreak.ts`) | NFL Record & Fact Book |
 *
 * [quirky] https://www.quirkyresearch.com/2018/12/27/untying-the-standings-the-history-of-the-nfl-playoff-tiebreaker-systems/
 * [one-game] https://www.liquisearch.com/one-game_playoff/national_football_league ("The AFL did not adopt tiebreakers before the merger")
 * [oguard] https://oguard62.net/2014/07/31/playoff-picture/ (the 1967 division steps; "In the AFL, there were no tie breakers")
 * [1967] https://www.liquisearch.com/1967_nfl_season/division_races
 * [1971] http://www.ultimate70s.com/sports_news/5099/19711207 (AP, 7 Dec 1971: head-to-head, division, conference, net points head-to-head, point ratings, coin flip)
 * [1975] http://the-uncensored-wiki.com:20141/2014-wikipedia_en_all_02_2014/A/html/1/9/7/5/1975_NFL_season.html (from 1970: head-to-head, division, common opponents, conference)
 * [usenet84] http://www.megalextoria.com/usenet-archive/news019f1.tar.gz (Nov 1984: head-to-head, division, conference, common opponents, net points)
 * [usenet85] https://utzoo.superglobalmegacorp.com/usenet/news036f1/b56/net/sport/football/1276.txt (Dec 1985: head-to-head, division, conference, common opponents, net points in division and conference games, strength of schedule, net touchdowns, coin toss)
 *
 * Modelled for 1970-2001, division ties only: head-to-head (the record in the games among the
 * tied clubs), division record, then conference record where the record in common games does not
 * point the other way (so the order holds whichever of the two came first that season). A group
 * with three or more clubs places its best club and starts again with the rest, as the league's
 * procedure states it today (the older sources list the steps only). Not modelled: net points,
 * point ratings, strength of schedule, net touchdowns, the title-game rule of 1967-69 and every
 * coin toss; the wild-card steps (clubs of different divisions share the place).
 */
import type { HistoricalOrder, Places } from "../standings/tie-order";
import type { SeasonTally } from "../standings/tally";
import type { RecordRules } from "../standings/records";
import type { StandingTeam } from "../standings/types";

export type NflEra = "no-procedure" | "playoff-only" | "nfl-divisions-1967" | "division-steps-1970";

/** The era of a season's procedure; `afl` for the AFL's clubs of 1960-1969. */
export function nflEra(season: number, afl: boolean): NflEra {
  if (season <= 1932) return "no-procedure";
  if (afl || season <= 1966) return "playoff-only";
  if (season <= 1969) return "nfl-divisions-1967";
  return "division-steps-1970";
}

/** Why clubs level on record share a place, by era. */
export const SHARED_PLACE: Record<NflEra, string> = {
  "no-procedure": "tied: the league had no tie-breaking procedure before 1933, so the clubs share the place",
  "playoff-only":
    "tied: the league broke a tie only for first place, by a playoff game, so the clubs share the place",
  "nfl-divisions-1967":
    "tied: the league broke ties within its four divisions, which this one NFL table does not hold, so the clubs share the place",
  "division-steps-1970":
    "tied: level on head-to-head, division and conference record, the steps of that time this site applies (later steps and the coin toss are not in the data), so the clubs share the place",
};
const OTHER_DIVISIONS =
  "tied: clubs of different divisions, whom the league did not rank against each other here, so they share the place";

interface StepInput {
  tally: SeasonTally;
  rules: RecordRules;
}

/** A step's value per club (higher is better), or undefined when it does not apply. */
type Step = { name: string; values: (group: number[], input: StepInput) => Map<number, number> | undefined };

const recordAgainst = (id: number, opponents: Set<number>, { tally, rules }: StepInput) => {
  const r = { w: 0, l: 0, t: 0, otl: 0 };
  for (const o of opponents) {
    const s = tally.h2h.get(`${id}:${o}`);
    if (s) {
      r.w += s.w;
      r.l += s.l;
      r.t += s.t;
    }
  }
  return rules.pct(r);
};

const headToHead: Step = {
  name: "head-to-head",
  values(group, input) {
    const out = new Map<number, number>();
    for (const id of group) {
      const p = recordAgainst(id, new Set(group.filter((o) => o !== id)), input);
      if (p === null) return undefined;
      out.set(id, p);
    }
    return out;
  },
};
const divisionRecord: Step = {
  name: "division record",
  values: (group, { tally, rules }) =>
    new Map(group.map((id) => [id, rules.pct(tally.clubs.get(id)!.div) ?? 0])),
};
/** Opponents every club of the group met (the group's own clubs left out). */
function commonOpponents(group: number[], { tally }: StepInput): Set<number> {
  const met = (id: number) =>
    new Set([...tally.h2h.keys()].filter((k) => k.startsWith(`${id}:`)).map((k) => Number(k.split(":")[1])));
  const sets = group.map(met);
  return new Set([...sets[0]].filter((o) => !group.includes(o) && sets.every((s) => s.has(o))));
}
const conferenceRecord: Step = {
  name: "conference record",
  values(group, input) {
    const conf = new Map(group.map((id) => [id, input.rules.pct(input.tally.clubs.get(id)!.conf) ?? 0]));
    const common = commonOpponents(group, input);
    if (common.size === 0) return conf;
    const inCommon = new Map(group.map((id) => [id, recordAgainst(id, common, input) ?? 0]));
    // The two steps' order varies between the sources: conference record counts only where the
    // common-games record agrees with it or leaves the clubs level.
    const best = (m: Map<number, number>) => Math.max(...m.values());
    const top = (m: Map<number, number>) => group.filter((id) => Math.abs(m.get(id)! - best(m)) < 1e-9);
    const confTop = top(conf);
    const commonTop = top(inCommon);
    const agree =
      commonTop.length === group.length ||
      (confTop.length === commonTop.length && confTop.every((id) => commonTop.includes(id)));
    return agree ? conf : undefined;
  },
};

const STEPS_1970 = [headToHead, divisionRecord, conferenceRecord];

/** Orders a division's tied clubs by the steps; clubs the steps leave level share the place. */
function orderBySteps(group: number[], input: StepInput, note: (id: number, text: string) => void): Places {
  if (group.length === 1) return [group];
  for (const step of STEPS_1970) {
    const values = step.values(group, input);
    if (!values) continue;
    const best = Math.max(...values.values());
    const top = group.filter((id) => Math.abs(values.get(id)! - best) < 1e-9);
    if (top.length === group.length) continue;
    // Some clubs are behind: the leaders are ordered among themselves from step 1, then the rest.
    const first = top.length === 1 ? [top] : orderBySteps(top, input, note);
    if (top.length === 1) note(top[0], step.name);
    const rest = group.filter((id) => !top.includes(id));
    if (rest.length === 1) note(rest[0], step.name);
    return [...first, ...orderBySteps(rest, input, note)];
  }
  for (const id of group) note(id, SHARED_PLACE["division-steps-1970"]);
  return [group];
}

/**
 * The procedure of `season` for clubs level on record (after playoff games and published orders).
 * `afl` tells the AFL's clubs of 1960-1969 (their conference in the data is "AFL").
 */
export function nflHistoricalOrder(
  season: number,
  info: Map<number, StandingTeam>,
  input: StepInput,
): HistoricalOrder {
  return (tied, note) => {
    const afl = tied.every((id) => info.get(id)!.conference === "AFL");
    const era = nflEra(season, afl);
    const division = info.get(tied[0])!.division;
    const oneDivision = division !== null && tied.every((id) => info.get(id)!.division === division);
    if (era === "division-steps-1970") {
      if (oneDivision) return orderBySteps(tied, input, note);
      for (const id of tied) note(id, OTHER_DIVISIONS);
      return [tied];
    }
    for (const id of tied) note(id, SHARED_PLACE[era]);
    return [tied];
  };
}
