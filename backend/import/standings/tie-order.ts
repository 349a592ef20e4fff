import type { RecordRules } from "./records";
import type { SeasonTally } from "./tally";
import { emptySplit, type Split, type StandingTeam, type StandingsOptions } from "./types";

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
export class TieOrder {
  private readonly notes = new Map<number, string>();
  private divisionLeaders: Set<number> | null = null;
  private readonly byConference: boolean;

  constructor(private readonly ctx: TieOrderContext) {
    this.byConference = ctx.options.primary === "conference";
  }

  private note(id: number, text: string) {
    if (!this.notes.has(id)) this.notes.set(id, text);
  }

  private get clubs() {
    return this.ctx.tally.clubs;
  }

  private pct(s: Split) {
    return this.ctx.rules.pct(s);
  }

  points(id: number) {
    const s = this.clubs.get(id)!.all;
    return 2 * s.w + s.otl;
  }

  private primary(id: number) {
    const { rules, options } = this.ctx;
    if (rules.hockey && !options.pointsPercentage) return this.points(id);
    if (this.byConference)
      return this.pct(this.clubs.get(id)!.conf) ?? this.pct(this.clubs.get(id)!.all) ?? 0;
    return this.pct(this.clubs.get(id)!.all) ?? 0;
  }

  private sameDivision(tied: number[]) {
    const { info } = this.ctx;
    return tied.every(
      (id) => info.get(id)!.division !== null && info.get(id)!.division === info.get(tied[0])!.division,
    );
  }

  /** Head-to-head percentage of a club in the games among the tied clubs (0.5 when they never met). */
  private headToHead(id: number, tied: number[], withTies: boolean) {
    const vs = emptySplit();
    for (const other of tied) {
      const s = other === id ? undefined : this.ctx.tally.h2h.get(`${id}:${other}`);
      if (s) {
        vs.w += s.w;
        vs.l += s.l;
        if (withTies) vs.t += s.t;
      }
    }
    return this.pct(vs) ?? 0.5;
  }

  private orderByKeys(tied: number[], keys: Map<number, number[]>, labels: string[]): Places {
    const { info } = this.ctx;
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
      this.note(id, i >= 0 ? labels[i] : "level on every modelled step (ordered by name)");
    });
    return single(order);
  }

  /**
   * College ties on conference record. The conferences' own procedures end in steps this site
   * cannot compute (ratings, common-opponent chains), so only what the games prove is claimed: the
   * conference championship game's clubs (whom the conference's procedure put there) first, then
   * head-to-head where it is decisive (two clubs that met; or one club that beat, or lost to, every
   * other tied club). Clubs still level are listed by overall record and say so.
   */
  private collegeOrder(tied: number[]): number[] {
    if (tied.length < 2) return tied;
    const { info, options, tally } = this.ctx;
    const finalists = options.conferenceFinalists;
    const berth = tied
      .filter((id) => finalists?.has(id))
      .sort((a, b) => finalists!.get(a)! - finalists!.get(b)!);
    if (berth.length > 0 && berth.length < tied.length) {
      for (const id of tied) this.note(id, "conference championship game berth");
      return [...berth, ...this.collegeOrder(tied.filter((id) => !berth.includes(id)))];
    }
    const beat = (x: number, y: number) => {
      const h = tally.h2h.get(`${x}:${y}`);
      return h !== undefined && h.w > h.l;
    };
    const others = (id: number) => tied.filter((o) => o !== id);
    const top = tied.find((id) => others(id).every((o) => beat(id, o)));
    if (top !== undefined) {
      for (const id of tied) this.notes.set(id, "head-to-head");
      return [top, ...this.collegeOrder(others(top))];
    }
    const bottom = tied.find((id) => others(id).every((o) => beat(o, id)));
    if (bottom !== undefined) {
      for (const id of tied) this.notes.set(id, "head-to-head");
      return [...this.collegeOrder(others(bottom)), bottom];
    }
    const order = [...tied].sort(
      (x, y) =>
        (this.pct(this.clubs.get(y)!.all) ?? 0) - (this.pct(this.clubs.get(x)!.all) ?? 0) ||
        info.get(x)!.name.localeCompare(info.get(y)!.name),
    );
    for (const id of order)
      this.notes.set(
        id,
        "tied on conference record; listed by overall record (the conference's later tiebreak steps are not applied)",
      );
    return order;
  }

  /** NBA: head-to-head, division winner, division record (same division), conference record, point differential. */
  private nbaKeys(tied: number[], leaders: Set<number>): Places {
    const same = this.sameDivision(tied);
    const keys = new Map<number, number[]>();
    for (const id of tied) {
      const a = this.clubs.get(id)!;
      keys.set(id, [
        this.headToHead(id, tied, false),
        leaders.has(id) ? 1 : 0,
        same ? (this.pct(a.div) ?? 0) : 0,
        this.pct(a.conf) ?? 0,
        a.pf - a.pa,
      ]);
    }
    return this.orderByKeys(tied, keys, [
      "head-to-head",
      "division winner",
      "division record",
      "conference record",
      "point differential",
    ]);
  }

  /** Hockey: fewer games, regulation wins, wins, goal difference; others: head-to-head, division, conference, points. */
  private defaultKeys(tied: number[]): Places {
    const { rules } = this.ctx;
    const keys = new Map<number, number[]>();
    const same = this.sameDivision(tied);
    for (const id of tied) {
      const a = this.clubs.get(id)!;
      // Regulation wins are unknown when the games lack OT markers (totals from elsewhere).
      if (rules.hockey) keys.set(id, [-rules.gp(a.all), rules.hockeySplits ? a.rw : 0, a.all.w, a.pf - a.pa]);
      else
        keys.set(id, [
          this.headToHead(id, tied, true),
          same ? (this.pct(a.div) ?? 0) : 0,
          this.pct(a.conf) ?? 0,
          a.pf - a.pa,
        ]);
    }
    const labels = rules.hockey
      ? ["fewer games played", "regulation wins", "wins", "goal differential"]
      : ["head-to-head", "division record", "conference record", "point differential"];
    return this.orderByKeys(tied, keys, labels);
  }

  /** A published division order applies when it places every tied club of one division (distinct ranks). */
  private publishedOrder(tied: number[]): number[] | null {
    const { info, options } = this.ctx;
    const official = options.officialRank;
    if (
      official &&
      tied.every((id) => official.has(id)) &&
      new Set(tied.map((id) => official.get(id))).size === tied.length &&
      new Set(tied.map((id) => info.get(id)!.division)).size === 1
    )
      return [...tied].sort((x, y) => official.get(x)! - official.get(y)!);
    return null;
  }

  private breakTie(tied: number[]): Places {
    if (tied.length < 2) return single(tied);
    const { options } = this.ctx;
    const decider =
      tied.length === 2
        ? options.playoffs?.find((p) => tied.includes(p.winner) && tied.includes(p.loser))
        : undefined;
    if (decider) {
      for (const id of tied) this.note(id, "playoff game between the tied clubs");
      return single([decider.winner, decider.loser]);
    }
    // A shared rank in a published order marks an order the sources leave unsettled: the
    // procedure below decides it.
    const published = this.publishedOrder(tied);
    if (published) {
      for (const id of tied) this.note(id, "order of the league's published final standings");
      return single(published);
    }
    const leadersSet = this.divisionLeaders;
    if (leadersSet && tied.length >= 3) {
      // NBA, three or more clubs: division winners first, then each part on its own.
      const leaders = tied.filter((id) => leadersSet.has(id));
      if (leaders.length > 0 && leaders.length < tied.length) {
        for (const id of tied) this.note(id, "division winner");
        return [...this.breakTie(leaders), ...this.breakTie(tied.filter((id) => !leadersSet.has(id)))];
      }
    }
    if (this.byConference) return single(this.collegeOrder(tied));
    if (leadersSet) return this.nbaKeys(tied, leadersSet);
    if (this.ctx.historical) return this.ctx.historical(tied, (id, text) => this.note(id, text));
    return this.defaultKeys(tied);
  }

  /** The clubs of one table as places: by the primary key, ties broken as above. */
  order(group: number[]): Places {
    const ordered = [...group].sort((a, b) => this.primary(b) - this.primary(a));
    const out: Places = [];
    for (let i = 0; i < ordered.length;) {
      let j = i + 1;
      while (j < ordered.length && Math.abs(this.primary(ordered[j]) - this.primary(ordered[i])) < 1e-12) j++;
      out.push(...this.breakTie(ordered.slice(i, j)));
      i = j;
    }
    return out;
  }

  /** Takes the notes collected so far (one table level at a time). */
  takeNotes(): Map<number, string> {
    const out = new Map(this.notes);
    this.notes.clear();
    return out;
  }

  setDivisionLeaders(leaders: Set<number> | null) {
    this.divisionLeaders = leaders;
  }
}
