/**
 * The NFL's tie-breaking procedures (NFL Record & Fact Book, "Tie-Breaking Procedures"), applied to
 * a season's regular-season games: division ranks, and conference seeds (division winners first,
 * then every other club, by the wild-card procedure). Pure; unit-tested in tests/data.
 *
 * Modelled steps, in the league's order:
 *  - division, two clubs: head-to-head, division record, common games, conference record, strength
 *    of victory, strength of schedule, combined ranking in points scored and allowed among
 *    conference teams, then among all teams, net points in common games, net points in all games.
 *  - division, three or more: the same list, head-to-head being the record in games among the
 *    tied clubs. When a club is eliminated, the rest restart at step 1 (two-club list if two
 *    remain); once the best club is placed, the others restart too.
 *  - wild card, two clubs: head-to-head, conference record, common games (minimum of four),
 *    strength of victory, strength of schedule, the two combined rankings, net points in
 *    conference games, net points in all games.
 *  - wild card, three or more: first only the highest-ranked club of each division stays in
 *    (division order), then head-to-head sweep (one club beat, or lost to, each of the others),
 *    then the two-club list from conference record on.
 * Not modelled: net touchdowns (the games carry no touchdown counts) and the coin toss; a tie
 * still level after net points is ordered by name and noted as undecided by the data.
 */

export interface NflTeam {
  id: number;
  name: string;
  conference: string | null;
  division: string | null;
}

export interface NflGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export interface Placement {
  rank: number;
  /** The step that decided this club's place against clubs with the same record, or null. */
  tiebreak: string | null;
}

export interface NflOrder {
  division: Map<number, Placement>;
  conference: Map<number, Placement>;
}

interface Rec {
  w: number;
  l: number;
  t: number;
}

const rec = (): Rec => ({ w: 0, l: 0, t: 0 });
const add = (r: Rec, own: number, opp: number) => {
  if (own > opp) r.w++;
  else if (own < opp) r.l++;
  else r.t++;
};
/** Won-lost-tied percentage, ties counting half (the NFL's rule since 1972). */
const pct = (r: Rec): number => {
  const n = r.w + r.l + r.t;
  return n === 0 ? 0 : (r.w + r.t / 2) / n;
};
const sameValue = (a: number, b: number) => Math.abs(a - b) < 1e-9;

interface Step {
  name: string;
  /** Higher is better; undefined when the step does not apply to this group. */
  values(group: number[]): Map<number, number> | undefined;
}

/** A season's results, tallied once; every tiebreak step reads from it. */
interface Season {
  teams: NflTeam[];
  info: Map<number, NflTeam>;
  all: Map<number, Rec>;
  div: Map<number, Rec>;
  conf: Map<number, Rec>;
  pf: Map<number, number>;
  pa: Map<number, number>;
  confNet: Map<number, number>;
  /** Per club, each game as [opponent, own score, opponent score]. */
  log: Map<number, [number, number, number][]>;
}

function tallySeason(teams: NflTeam[], games: NflGame[]): Season {
  const s: Season = {
    teams,
    info: new Map(teams.map((t) => [t.id, t])),
    all: new Map(),
    div: new Map(),
    conf: new Map(),
    pf: new Map(),
    pa: new Map(),
    confNet: new Map(),
    log: new Map(),
  };
  for (const t of teams) {
    s.all.set(t.id, rec());
    s.div.set(t.id, rec());
    s.conf.set(t.id, rec());
    s.pf.set(t.id, 0);
    s.pa.set(t.id, 0);
    s.confNet.set(t.id, 0);
    s.log.set(t.id, []);
  }
  for (const g of games) tallyGame(s, g);
  return s;
}

function tallyGame(s: Season, g: NflGame): void {
  const h = s.info.get(g.home);
  const a = s.info.get(g.away);
  if (!h || !a) return;
  const sameDiv = h.division !== null && h.division === a.division;
  const sameConf = h.conference !== null && h.conference === a.conference;
  for (const [id, opp, own, other] of [
    [g.home, g.away, g.homeScore, g.awayScore],
    [g.away, g.home, g.awayScore, g.homeScore],
  ] as const) {
    add(s.all.get(id)!, own, other);
    if (sameDiv) add(s.div.get(id)!, own, other);
    if (sameConf) {
      add(s.conf.get(id)!, own, other);
      s.confNet.set(id, s.confNet.get(id)! + own - other);
    }
    s.pf.set(id, s.pf.get(id)! + own);
    s.pa.set(id, s.pa.get(id)! + other);
    s.log.get(id)!.push([opp, own, other]);
  }
}

// The measures the steps compare.

function recordVs(s: Season, id: number, opponents: Set<number>): Rec {
  const r = rec();
  for (const [opp, own, other] of s.log.get(id)!) if (opponents.has(opp)) add(r, own, other);
  return r;
}

function netVs(s: Season, id: number, opponents: Set<number>): number {
  let n = 0;
  for (const [opp, own, other] of s.log.get(id)!) if (opponents.has(opp)) n += own - other;
  return n;
}

function commonOpponents(s: Season, group: number[]): Set<number> {
  const sets = group.map((id) => new Set(s.log.get(id)!.map(([opp]) => opp)));
  const common = new Set([...sets[0]].filter((o) => sets.every((set) => set.has(o))));
  for (const id of group) common.delete(id);
  return common;
}

/**
 * Strength of victory / schedule: the combined record of the opponents beaten / played, each game
 * counted once (an opponent met twice counts twice).
 */
function strength(s: Season, id: number, beatenOnly: boolean): number {
  const r = rec();
  for (const [opp, own, other] of s.log.get(id)!) {
    if (beatenOnly && own <= other) continue;
    const o = s.all.get(opp)!;
    r.w += o.w;
    r.l += o.l;
    r.t += o.t;
  }
  return pct(r);
}

/**
 * Combined ranking in points scored and points allowed among a set of clubs (lower is better;
 * returned negated so that higher is better like every other step).
 */
function combinedRanking(s: Season, pool: number[]): (id: number) => number {
  const rankOf = (value: (id: number) => number) => {
    const out = new Map<number, number>();
    for (const id of pool) out.set(id, 1 + pool.filter((o) => value(o) > value(id)).length);
    return out;
  };
  const scored = rankOf((id) => s.pf.get(id)!);
  const allowed = rankOf((id) => -s.pa.get(id)!);
  return (id: number) => -(scored.get(id)! + allowed.get(id)!);
}

const valuesOf = (group: number[], f: (id: number) => number) => new Map(group.map((id) => [id, f(id)]));

// The steps, one function each (named as the Record & Fact Book names them).

/** Head-to-head: the record in games among the tied clubs (skipped when they did not meet). */
function headToHead(s: Season): Step {
  return {
    name: "head-to-head",
    values(group) {
      const recs = group.map((id) => [id, recordVs(s, id, new Set(group.filter((o) => o !== id)))] as const);
      if (recs.every(([, r]) => r.w + r.l + r.t === 0)) return undefined;
      return new Map(recs.map(([id, r]) => [id, pct(r)]));
    },
  };
}

/** Wild card, three or more: applies only when one club beat each of the others, or lost to each. */
function headToHeadSweep(s: Season): Step {
  return {
    name: "head-to-head sweep",
    values(group) {
      for (const id of group) {
        const results = group.filter((o) => o !== id).map((o) => recordVs(s, id, new Set([o])));
        if (results.every((r) => r.w > 0 && r.l === 0 && r.t === 0))
          return valuesOf(group, (x) => (x === id ? 1 : 0));
        if (results.every((r) => r.l > 0 && r.w === 0 && r.t === 0))
          return valuesOf(group, (x) => (x === id ? 0 : 1));
      }
      return undefined;
    },
  };
}

function divisionRecord(s: Season): Step {
  return { name: "division record", values: (g) => valuesOf(g, (id) => pct(s.div.get(id)!)) };
}

function conferenceRecord(s: Season): Step {
  return { name: "conference record", values: (g) => valuesOf(g, (id) => pct(s.conf.get(id)!)) };
}

/** Record in common games: skipped when a club has fewer than `minimum` (four for the wild card). */
function commonGames(s: Season, minimum: number): Step {
  return {
    name: "common games",
    values(group) {
      const common = commonOpponents(s, group);
      const counts = valuesOf(group, (id) => {
        const r = recordVs(s, id, common);
        return r.w + r.l + r.t;
      });
      if ([...counts.values()].some((n) => n < minimum || n === 0)) return undefined;
      return valuesOf(group, (id) => pct(recordVs(s, id, common)));
    },
  };
}

function strengthOfVictory(s: Season): Step {
  return { name: "strength of victory", values: (g) => valuesOf(g, (id) => strength(s, id, true)) };
}

function strengthOfSchedule(s: Season): Step {
  return { name: "strength of schedule", values: (g) => valuesOf(g, (id) => strength(s, id, false)) };
}

function rankingInConference(s: Season): Step {
  const poolOf = (id: number) =>
    s.teams.filter((t) => t.conference === s.info.get(id)!.conference).map((t) => t.id);
  return {
    name: "points ranking in the conference",
    values: (g) => valuesOf(g, combinedRanking(s, poolOf(g[0]))),
  };
}

function rankingInLeague(s: Season): Step {
  const pool = s.teams.map((t) => t.id);
  return { name: "points ranking in the league", values: (g) => valuesOf(g, combinedRanking(s, pool)) };
}

function netPointsInCommonGames(s: Season): Step {
  return {
    name: "net points in common games",
    values(group) {
      const common = commonOpponents(s, group);
      return common.size ? valuesOf(group, (id) => netVs(s, id, common)) : undefined;
    },
  };
}

function netPointsInConference(s: Season): Step {
  return { name: "net points in conference games", values: (g) => valuesOf(g, (id) => s.confNet.get(id)!) };
}

function netPoints(s: Season): Step {
  return { name: "net points", values: (g) => valuesOf(g, (id) => s.pf.get(id)! - s.pa.get(id)!) };
}

/** The three procedures, in the league's order (see the module comment). */
interface Procedures {
  division: Step[];
  wildTwo: Step[];
  wildMany: Step[];
}

function proceduresOf(s: Season): Procedures {
  const fromStrength = [
    strengthOfVictory(s),
    strengthOfSchedule(s),
    rankingInConference(s),
    rankingInLeague(s),
  ];
  const wildCardTail = [
    conferenceRecord(s),
    commonGames(s, 4),
    ...fromStrength,
    netPointsInConference(s),
    netPoints(s),
  ];
  return {
    division: [
      headToHead(s),
      divisionRecord(s),
      commonGames(s, 1),
      conferenceRecord(s),
      ...fromStrength,
      netPointsInCommonGames(s),
      netPoints(s),
    ],
    wildTwo: [headToHead(s), ...wildCardTail],
    wildMany: [headToHeadSweep(s), ...wildCardTail],
  };
}

interface Placed {
  id: number;
  step: string;
}

/** The best club of a tied group and the step that singled it out. */
function selectTop(s: Season, group: number[], stepsFor: (n: number) => Step[]): Placed {
  if (group.length === 1) return { id: group[0], step: "" };
  for (const step of stepsFor(group.length)) {
    const values = step.values(group);
    if (!values) continue;
    const best = Math.max(...values.values());
    const top = group.filter((id) => sameValue(values.get(id)!, best));
    if (top.length === 1) return { id: top[0], step: step.name };
    // Some clubs eliminated: the rest start over at step 1.
    if (top.length < group.length) return selectTop(s, top, stepsFor);
  }
  const byName = [...group].sort((a, b) => s.info.get(a)!.name.localeCompare(s.info.get(b)!.name));
  return { id: byName[0], step: "level on every modelled step (coin toss not recorded)" };
}

/** Orders a tied group, one club at a time; `reduce` narrows the candidates (wild card). */
function orderTie(
  s: Season,
  group: number[],
  stepsFor: (n: number) => Step[],
  reduce: (g: number[]) => number[] = (g) => g,
): Placed[] {
  const out: Placed[] = [];
  let remaining = [...group];
  while (remaining.length > 1) {
    const candidates = reduce(remaining);
    const pick =
      candidates.length === 1
        ? { id: candidates[0], step: "division tiebreak" }
        : selectTop(s, candidates, stepsFor);
    out.push(pick);
    remaining = remaining.filter((id) => id !== pick.id);
  }
  if (remaining.length) out.push({ id: remaining[0], step: out[out.length - 1]?.step ?? "" });
  return out;
}

/** Clubs grouped by won-lost-tied percentage, best first. */
function byPct(s: Season, ids: number[]): number[][] {
  const sorted = [...ids].sort((a, b) => pct(s.all.get(b)!) - pct(s.all.get(a)!));
  const groups: number[][] = [];
  for (const id of sorted) {
    const last = groups[groups.length - 1];
    if (last && sameValue(pct(s.all.get(last[0])!), pct(s.all.get(id)!))) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** Division ranks, ties broken by the division procedure. */
function rankDivisions(s: Season, steps: Procedures): Map<number, Placement> {
  const division = new Map<number, Placement>();
  const divisions = new Map<string, number[]>();
  for (const t of s.teams) {
    const key = t.division ?? `conference:${t.conference ?? ""}`;
    divisions.set(key, [...(divisions.get(key) ?? []), t.id]);
  }
  for (const ids of divisions.values()) {
    let rank = 1;
    for (const group of byPct(s, ids)) {
      if (group.length === 1) {
        division.set(group[0], { rank: rank++, tiebreak: null });
        continue;
      }
      for (const { id, step } of orderTie(s, group, () => steps.division)) {
        division.set(id, { rank: rank++, tiebreak: `division tiebreak: ${step}` });
      }
    }
  }
  return division;
}

/**
 * Conference seeds: division winners, then the rest; ties by the wild-card procedure, keeping only
 * the highest-ranked club of each division in the running.
 */
function seedConferences(
  s: Season,
  steps: Procedures,
  division: Map<number, Placement>,
): Map<number, Placement> {
  const topOfEachDivision = (g: number[]) => {
    const best = new Map<string, number>();
    for (const id of g) {
      const key = s.info.get(id)!.division ?? `solo:${id}`;
      const cur = best.get(key);
      if (cur === undefined || division.get(id)!.rank < division.get(cur)!.rank) best.set(key, id);
    }
    return [...best.values()];
  };
  const wildCard = (n: number) => (n === 2 ? steps.wildTwo : steps.wildMany);
  const conference = new Map<number, Placement>();
  const conferences = new Map<string, number[]>();
  for (const t of s.teams)
    conferences.set(t.conference ?? "", [...(conferences.get(t.conference ?? "") ?? []), t.id]);
  for (const ids of conferences.values()) {
    const hasDivisions = ids.some((id) => s.info.get(id)!.division !== null);
    const winners = hasDivisions ? ids.filter((id) => division.get(id)!.rank === 1) : [];
    const rest = ids.filter((id) => !winners.includes(id));
    let rank = 1;
    for (const group of [winners, rest].flatMap((tier) => byPct(s, tier))) {
      if (group.length === 1) {
        conference.set(group[0], { rank: rank++, tiebreak: null });
        continue;
      }
      for (const { id, step } of orderTie(s, group, wildCard, topOfEachDivision)) {
        const tiebreak =
          step === "division tiebreak"
            ? "below a division rival on the division tiebreak"
            : `wild-card tiebreak: ${step}`;
        conference.set(id, { rank: rank++, tiebreak });
      }
    }
  }
  return conference;
}

export function nflOrder(teams: NflTeam[], games: NflGame[]): NflOrder {
  const season = tallySeason(teams, games);
  const steps = proceduresOf(season);
  const division = rankDivisions(season, steps);
  return { division, conference: seedConferences(season, steps, division) };
}
