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

export function nflOrder(teams: NflTeam[], games: NflGame[]): NflOrder {
  const info = new Map(teams.map((t) => [t.id, t]));
  const all = new Map<number, Rec>();
  const div = new Map<number, Rec>();
  const conf = new Map<number, Rec>();
  const pf = new Map<number, number>();
  const pa = new Map<number, number>();
  const confNet = new Map<number, number>();
  /** Per club, each game as [opponent, own score, opponent score]. */
  const log = new Map<number, [number, number, number][]>();
  for (const t of teams) {
    all.set(t.id, rec());
    div.set(t.id, rec());
    conf.set(t.id, rec());
    pf.set(t.id, 0);
    pa.set(t.id, 0);
    confNet.set(t.id, 0);
    log.set(t.id, []);
  }
  for (const g of games) {
    const h = info.get(g.home);
    const a = info.get(g.away);
    if (!h || !a) continue;
    const sameDiv = h.division !== null && h.division === a.division;
    const sameConf = h.conference !== null && h.conference === a.conference;
    for (const [id, opp, own, other] of [
      [g.home, g.away, g.homeScore, g.awayScore],
      [g.away, g.home, g.awayScore, g.homeScore],
    ] as const) {
      add(all.get(id)!, own, other);
      if (sameDiv) add(div.get(id)!, own, other);
      if (sameConf) {
        add(conf.get(id)!, own, other);
        confNet.set(id, confNet.get(id)! + own - other);
      }
      pf.set(id, pf.get(id)! + own);
      pa.set(id, pa.get(id)! + other);
      log.get(id)!.push([opp, own, other]);
    }
  }

  const recordVs = (id: number, opponents: Set<number>): Rec => {
    const r = rec();
    for (const [opp, own, other] of log.get(id)!) if (opponents.has(opp)) add(r, own, other);
    return r;
  };
  const netVs = (id: number, opponents: Set<number>): number => {
    let n = 0;
    for (const [opp, own, other] of log.get(id)!) if (opponents.has(opp)) n += own - other;
    return n;
  };
  const commonOpponents = (group: number[]): Set<number> => {
    const sets = group.map((id) => new Set(log.get(id)!.map(([opp]) => opp)));
    const common = new Set([...sets[0]].filter((o) => sets.every((s) => s.has(o))));
    for (const id of group) common.delete(id);
    return common;
  };
  // Strength of victory / schedule: the combined record of the opponents beaten / played, each
  // game counted once (an opponent met twice counts twice).
  const strength = (id: number, beatenOnly: boolean): number => {
    const r = rec();
    for (const [opp, own, other] of log.get(id)!) {
      if (beatenOnly && own <= other) continue;
      const o = all.get(opp)!;
      r.w += o.w;
      r.l += o.l;
      r.t += o.t;
    }
    return pct(r);
  };
  // Combined ranking in points scored and points allowed among a set of clubs (lower is better;
  // returned negated so that higher is better like every other step).
  const combinedRanking = (pool: number[]) => {
    const rankOf = (value: (id: number) => number) => {
      const out = new Map<number, number>();
      for (const id of pool) out.set(id, 1 + pool.filter((o) => value(o) > value(id)).length);
      return out;
    };
    const scored = rankOf((id) => pf.get(id)!);
    const allowed = rankOf((id) => -pa.get(id)!);
    return (id: number) => -(scored.get(id)! + allowed.get(id)!);
  };
  const conferencePool = (id: number) => teams.filter((t) => t.conference === info.get(id)!.conference).map((t) => t.id);
  const leaguePool = teams.map((t) => t.id);

  const map = (group: number[], f: (id: number) => number) => new Map(group.map((id) => [id, f(id)]));

  const headToHead: Step = {
    name: "head-to-head",
    values(group) {
      const others = new Set(group);
      const recs = group.map((id) => {
        const r = recordVs(id, new Set([...others].filter((o) => o !== id)));
        return [id, r] as const;
      });
      if (recs.every(([, r]) => r.w + r.l + r.t === 0)) return undefined;
      return new Map(recs.map(([id, r]) => [id, pct(r)]));
    },
  };
  const headToHeadSweep: Step = {
    name: "head-to-head sweep",
    values(group) {
      // Applies only when one club beat each of the others, or lost to each of the others.
      for (const id of group) {
        const rivals = group.filter((o) => o !== id);
        const results = rivals.map((o) => recordVs(id, new Set([o])));
        if (results.every((r) => r.w > 0 && r.l === 0 && r.t === 0)) return map(group, (x) => (x === id ? 1 : 0));
        if (results.every((r) => r.l > 0 && r.w === 0 && r.t === 0)) return map(group, (x) => (x === id ? 0 : 1));
      }
      return undefined;
    },
  };
  const divisionRecord: Step = { name: "division record", values: (g) => map(g, (id) => pct(div.get(id)!)) };
  const conferenceRecord: Step = { name: "conference record", values: (g) => map(g, (id) => pct(conf.get(id)!)) };
  const commonGames = (minimum: number): Step => ({
    name: "common games",
    values(group) {
      const common = commonOpponents(group);
      const recs = map(group, (id) => {
        const r = recordVs(id, common);
        return r.w + r.l + r.t;
      });
      if ([...recs.values()].some((n) => n < minimum || n === 0)) return undefined;
      return map(group, (id) => pct(recordVs(id, common)));
    },
  });
  const sov: Step = { name: "strength of victory", values: (g) => map(g, (id) => strength(id, true)) };
  const sos: Step = { name: "strength of schedule", values: (g) => map(g, (id) => strength(id, false)) };
  const rankConference: Step = {
    name: "points ranking in the conference",
    values: (g) => {
      const f = combinedRanking(conferencePool(g[0]));
      return map(g, f);
    },
  };
  const rankLeague: Step = { name: "points ranking in the league", values: (g) => map(g, combinedRanking(leaguePool)) };
  const netCommon: Step = {
    name: "net points in common games",
    values(group) {
      const common = commonOpponents(group);
      return common.size ? map(group, (id) => netVs(id, common)) : undefined;
    },
  };
  const netConference: Step = { name: "net points in conference games", values: (g) => map(g, (id) => confNet.get(id)!) };
  const netAll: Step = { name: "net points", values: (g) => map(g, (id) => pf.get(id)! - pa.get(id)!) };

  const divisionSteps = [headToHead, divisionRecord, commonGames(1), conferenceRecord, sov, sos, rankConference, rankLeague, netCommon, netAll];
  const wildTwo = [headToHead, conferenceRecord, commonGames(4), sov, sos, rankConference, rankLeague, netConference, netAll];
  const wildMany = [headToHeadSweep, conferenceRecord, commonGames(4), sov, sos, rankConference, rankLeague, netConference, netAll];

  /** The best club of a tied group and the step that singled it out. */
  const selectTop = (group: number[], stepsFor: (n: number) => Step[]): { id: number; step: string } => {
    if (group.length === 1) return { id: group[0], step: "" };
    for (const step of stepsFor(group.length)) {
      const values = step.values(group);
      if (!values) continue;
      const best = Math.max(...values.values());
      const top = group.filter((id) => sameValue(values.get(id)!, best));
      if (top.length === 1) return { id: top[0], step: step.name };
      // Some clubs eliminated: the rest start over at step 1.
      if (top.length < group.length) return selectTop(top, stepsFor);
    }
    const byName = [...group].sort((a, b) => info.get(a)!.name.localeCompare(info.get(b)!.name));
    return { id: byName[0], step: "level on every modelled step (coin toss not recorded)" };
  };

  /** Orders a tied group, one club at a time; `reduce` narrows the candidates (wild card). */
  const orderTie = (
    group: number[],
    stepsFor: (n: number) => Step[],
    reduce: (g: number[]) => number[] = (g) => g,
  ): { id: number; step: string }[] => {
    const out: { id: number; step: string }[] = [];
    let remaining = [...group];
    while (remaining.length > 1) {
      const candidates = reduce(remaining);
      const pick = candidates.length === 1 ? { id: candidates[0], step: "division tiebreak" } : selectTop(candidates, stepsFor);
      out.push(pick);
      remaining = remaining.filter((id) => id !== pick.id);
    }
    if (remaining.length) out.push({ id: remaining[0], step: out[out.length - 1]?.step ?? "" });
    return out;
  };

  const byPct = (ids: number[]) => {
    const sorted = [...ids].sort((a, b) => pct(all.get(b)!) - pct(all.get(a)!));
    const groups: number[][] = [];
    for (const id of sorted) {
      const last = groups[groups.length - 1];
      if (last && sameValue(pct(all.get(last[0])!), pct(all.get(id)!))) last.push(id);
      else groups.push([id]);
    }
    return groups;
  };

  // Division ranks.
  const division = new Map<number, Placement>();
  const divisions = new Map<string, number[]>();
  for (const t of teams) {
    const key = t.division ?? `conference:${t.conference ?? ""}`;
    divisions.set(key, [...(divisions.get(key) ?? []), t.id]);
  }
  for (const ids of divisions.values()) {
    let rank = 1;
    for (const group of byPct(ids)) {
      if (group.length === 1) {
        division.set(group[0], { rank: rank++, tiebreak: null });
        continue;
      }
      for (const { id, step } of orderTie(group, () => divisionSteps)) {
        division.set(id, { rank: rank++, tiebreak: `division tiebreak: ${step}` });
      }
    }
  }

  // Conference seeds: division winners, then the rest; ties by the wild-card procedure, keeping
  // only the highest-ranked club of each division in the running.
  const topOfEachDivision = (g: number[]) => {
    const best = new Map<string, number>();
    for (const id of g) {
      const key = info.get(id)!.division ?? `solo:${id}`;
      const cur = best.get(key);
      if (cur === undefined || division.get(id)!.rank < division.get(cur)!.rank) best.set(key, id);
    }
    return [...best.values()];
  };
  const conference = new Map<number, Placement>();
  const conferences = new Map<string, number[]>();
  for (const t of teams) conferences.set(t.conference ?? "", [...(conferences.get(t.conference ?? "") ?? []), t.id]);
  for (const ids of conferences.values()) {
    const hasDivisions = ids.some((id) => info.get(id)!.division !== null);
    const winners = hasDivisions ? ids.filter((id) => division.get(id)!.rank === 1) : [];
    const rest = ids.filter((id) => !winners.includes(id));
    let rank = 1;
    for (const tier of [winners, rest]) {
      for (const group of byPct(tier)) {
        if (group.length === 1) {
          conference.set(group[0], { rank: rank++, tiebreak: null });
          continue;
        }
        for (const { id, step } of orderTie(group, (n) => (n === 2 ? wildTwo : wildMany), topOfEachDivision)) {
          conference.set(id, {
            rank: rank++,
            tiebreak: step === "division tiebreak" ? "below a division rival on the division tiebreak" : `wild-card tiebreak: ${step}`,
          });
        }
      }
    }
  }
  return { division, conference };
}
