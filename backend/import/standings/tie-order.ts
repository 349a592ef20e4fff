import type { RecordRules } from "./records";
import type { SeasonTally } from "./tally";
import { emptySplit, type StandingTeam, type StandingsOptions } from "./types";

/**
 * An order of clubs as places: each inner list is one place, a single club, or clubs that share
 * it because the procedure in force left them level (docs/rules.md#tiebreaks-of-their-time).
 */
export type Places = number[][];

export const single = (ids: number[]): Places => ids.map((id) => [id]);

/** A season-specific procedure for clubs level on record that are not decided otherwise. */
export type HistoricalOrder = (tied: number[], note: (id: number, text: string) => void) => Places;

export interface TieOrderContext {
  info: Map<number, StandingTeam>;
  tally: SeasonTally;
  rules: RecordRules;
  options: StandingsOptions;
  /** NFL before 2002: the procedure of the season (applied after playoff games and published orders). */
  historical?: HistoricalOrder;
}

/**
 * Orders clubs by the primary key (points, win percentage, or college conference record), then
 * clubs level on it by the sport's tie-breakers. `notes` collects the step that placed each club;
 * `divisionLeaders` switches on the NBA's division-winner steps (conference ranks).
 */
export function tieOrderer(ctx: TieOrderContext) {
  const { info, rules, options } = ctx;
  const { clubs, h2h } = ctx.tally;
  const { pct } = rules;
  const notes = new Map<number, string>();
  const note = (id: number, text: string) => {
    if (!notes.has(id)) notes.set(id, text);
  };
  let divisionLeaders: Set<number> | null = null;
  const byConference = options.primary === "conference";
  const points = (id: number) => {
    const s = clubs.get(id)!.all;
    return 2 * s.w + s.otl;
  };
  const primary = (id: number) => {
    if (rules.hockey && !options.pointsPercentage) return points(id);
    if (byConference) return pct(clubs.get(id)!.conf) ?? pct(clubs.get(id)!.all) ?? 0;
    return pct(clubs.get(id)!.all) ?? 0;
  };
  const sameDivision = (tied: number[]) =>
    tied.every((id) => info.get(id)!.division !== null && info.get(id)!.division === info.get(tied[0])!.division);
  /** Head-to-head percentage of a club in the games among the tied clubs (0.5 when they never met). */
  const headToHead = (id: number, tied: number[], withTies: boolean) => {
    const vs = emptySplit();
    for (const other of tied) {
      const s = other === id ? undefined : h2h.get(`${id}:${other}`);
      if (s) {
        vs.w += s.w;
        vs.l += s.l;
        if (withTies) vs.t += s.t;
      }
    }
    return pct(vs) ?? 0.5;
  };

  const orderByKeys = (tied: number[], keys: Map<number, number[]>, labels: string[]): Places => {
    const decided = (x: number, y: number): number => {
      const kx = keys.get(x)!;
      const ky = keys.get(y)!;
      for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return i;
      return -1;
    };
    const order = [...tied].sort((x, y) => {
      const i = decided(x, y);
      if (i >= 0) return keys.get(y)![i] - keys.get(x)![i];
      return info.get(x)!.name.localeCompare(info.get(y)!.name);
    });
    // The note names the step that separated each club from the next one.
    order.forEach((id, k) => {
      const next = order[k + 1] ?? order[k - 1];
      const i = decided(id, next);
      note(id, i >= 0 ? labels[i] : "level on every modelled step (ordered by name)");
    });
    return single(order);
  };

  /**
   * College ties on conference record. The conferences' own procedures end in steps this site
   * cannot compute (ratings, common-opponent chains), so only what the games prove is claimed: the
   * conference championship game's clubs (whom the conference's procedure put there) first, then
   * head-to-head where it is decisive (two clubs that met; or one club that beat, or lost to, every
   * other tied club). Clubs still level are listed by overall record and say so.
   */
  const collegeOrder = (tied: number[]): number[] => {
    if (tied.length < 2) return tied;
    const finalists = options.conferenceFinalists;
    const berth = tied.filter((id) => finalists?.has(id)).sort((a, b) => finalists!.get(a)! - finalists!.get(b)!);
    if (berth.length > 0 && berth.length < tied.length) {
      for (const id of tied) note(id, "conference championship game berth");
      return [...berth, ...collegeOrder(tied.filter((id) => !berth.includes(id)))];
    }
    const beat = (x: number, y: number) => {
      const h = h2h.get(`${x}:${y}`);
      return h !== undefined && h.w > h.l;
    };
    const others = (id: number) => tied.filter((o) => o !== id);
    const top = tied.find((id) => others(id).every((o) => beat(id, o)));
    if (top !== undefined) {
      for (const id of tied) notes.set(id, "head-to-head");
      return [top, ...collegeOrder(others(top))];
    }
    const bottom = tied.find((id) => others(id).every((o) => beat(o, id)));
    if (bottom !== undefined) {
      for (const id of tied) notes.set(id, "head-to-head");
      return [...collegeOrder(others(bottom)), bottom];
    }
    const order = [...tied].sort(
      (x, y) => (pct(clubs.get(y)!.all) ?? 0) - (pct(clubs.get(x)!.all) ?? 0) || info.get(x)!.name.localeCompare(info.get(y)!.name),
    );
    for (const id of order)
      notes.set(id, "tied on conference record; listed by overall record (the conference's later tiebreak steps are not applied)");
    return order;
  };

  /** NBA: head-to-head, division winner, division record (same division), conference record, point differential. */
  const nbaKeys = (tied: number[], leaders: Set<number>): Places => {
    const same = sameDivision(tied);
    const keys = new Map<number, number[]>();
    for (const id of tied) {
      const a = clubs.get(id)!;
      keys.set(id, [headToHead(id, tied, false), leaders.has(id) ? 1 : 0, same ? (pct(a.div) ?? 0) : 0, pct(a.conf) ?? 0, a.pf - a.pa]);
    }
    return orderByKeys(tied, keys, ["head-to-head", "division winner", "division record", "conference record", "point differential"]);
  };

  /** Hockey: fewer games, regulation wins, wins, goal difference; others: head-to-head, division, conference, points. */
  const defaultKeys = (tied: number[]): Places => {
    const keys = new Map<number, number[]>();
    const same = sameDivision(tied);
    for (const id of tied) {
      const a = clubs.get(id)!;
      // Regulation wins are unknown when the games lack OT markers (totals from elsewhere).
      if (rules.hockey) keys.set(id, [-rules.gp(a.all), rules.hockeySplits ? a.rw : 0, a.all.w, a.pf - a.pa]);
      else keys.set(id, [headToHead(id, tied, true), same ? (pct(a.div) ?? 0) : 0, pct(a.conf) ?? 0, a.pf - a.pa]);
    }
    const labels = rules.hockey
      ? ["fewer games played", "regulation wins", "wins", "goal differential"]
      : ["head-to-head", "division record", "conference record", "point differential"];
    return orderByKeys(tied, keys, labels);
  };

  /** A published division order applies when it places every tied club of one division (distinct ranks). */
  const publishedOrder = (tied: number[]): number[] | null => {
    const official = options.officialRank;
    if (
      official &&
      tied.every((id) => official.has(id)) &&
      new Set(tied.map((id) => official.get(id))).size === tied.length &&
      new Set(tied.map((id) => info.get(id)!.division)).size === 1
    )
      return [...tied].sort((x, y) => official.get(x)! - official.get(y)!);
    return null;
  };

  const breakTie = (tied: number[]): Places => {
    if (tied.length < 2) return single(tied);
    const decider = tied.length === 2 ? options.playoffs?.find((p) => tied.includes(p.winner) && tied.includes(p.loser)) : undefined;
    if (decider) {
      for (const id of tied) note(id, "playoff game between the tied clubs");
      return single([decider.winner, decider.loser]);
    }
    // A shared rank in a published order marks an order the sources leave unsettled: the
    // procedure below decides it.
    const published = publishedOrder(tied);
    if (published) {
      for (const id of tied) note(id, "order of the league's published final standings");
      return single(published);
    }
    if (divisionLeaders && tied.length >= 3) {
      // NBA, three or more clubs: division winners first, then each part on its own.
      const leaders = tied.filter((id) => divisionLeaders!.has(id));
      if (leaders.length > 0 && leaders.length < tied.length) {
        for (const id of tied) note(id, "division winner");
        return [...breakTie(leaders), ...breakTie(tied.filter((id) => !divisionLeaders!.has(id)))];
      }
    }
    if (byConference) return single(collegeOrder(tied));
    if (divisionLeaders) return nbaKeys(tied, divisionLeaders);
    if (ctx.historical) return ctx.historical(tied, note);
    return defaultKeys(tied);
  };

  /** The clubs of one table as places: by the primary key, ties broken as above. */
  const order = (group: number[]): Places => {
    const ordered = [...group].sort((a, b) => primary(b) - primary(a));
    const out: Places = [];
    for (let i = 0; i < ordered.length;) {
      let j = i + 1;
      while (j < ordered.length && Math.abs(primary(ordered[j]) - primary(ordered[i])) < 1e-12) j++;
      out.push(...breakTie(ordered.slice(i, j)));
      i = j;
    }
    return out;
  };

  return {
    order,
    points,
    /** Takes the notes collected so far (one table level at a time). */
    takeNotes() {
      const out = new Map(notes);
      notes.clear();
      return out;
    },
    setDivisionLeaders(leaders: Set<number> | null) {
      divisionLeaders = leaders;
    },
  };
}
