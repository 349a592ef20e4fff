/**
 * Standings computed from games (regular season only; `computeStandings` is pure and unit-tested).
 *
 * Rules, documented here because the sources give none:
 *  - win_percentage: football (W + T/2) / GP; basketball W / GP; hockey points percentage
 *    points / (2 GP). Hockey: W = all wins, L = regulation losses, OTL = overtime/shootout losses
 *    (stored in `overtime_losses` and in `ties`, the contract's "ties or overtime losses"),
 *    points = 2W + OTL.
 *  - order: hockey by points, fewer games, regulation wins, wins, goal difference; other sports by
 *    win percentage, then among tied teams head-to-head percentage, division percentage (same
 *    division), conference percentage, point difference, and name. (NFL common-games and
 *    strength-of-victory steps are not modelled.)
 *  - rank is within the division (the conference when the season has no divisions, the league when
 *    it has neither); conference_rank and league_rank likewise.
 *  - games_behind: behind the division leader ((ΔW + ΔL) / 2; hockey Δpoints / 2).
 *  - streak: `W3` / `L2` / `T1` (an overtime loss counts as a loss), streak_type win / loss / tie.
 *  - records: `W-L`, with `-T` when that record has a tie; hockey `W-L-OTL`.
 *  - playoff_position, once the season's postseason has begun: champion (won the title), playoffs
 *    (played a postseason game other than a play-in), bubble (lost in the play-in; else the two best
 *    non-playoff teams of the conference), eliminated (the rest). Null while the regular season
 *    is still being played and no postseason game exists.
 *  - last_updated: date of the season's latest final game.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext } from "../context";
import path from "node:path";
import { loadCrosswalk, type Crosswalk } from "../crosswalk";
import type { BuildStep } from "../step";
import { intOrNull, openDataDir, readRows, reportOf, RowError } from "./common";
import { readCsvFile } from "../data-files";
import { z } from "zod";
import { incompleteSeasons } from "./games";
import { nflOrder } from "./nfl-tiebreak";
import { checkPublishedOrder, NFL_PUBLISHED_ORDERS, readNflPublishedOrders, type PublishedRow } from "./nfl-published-orders";
import { nonMemberResults } from "./nfl";

export interface StandingGame {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
  date: string;
  time?: string | null;
  /** OT / 2OT / SO for games decided after regulation. */
  overtime: string | null;
  /**
   * Whether the game counts in the conference record (default: the two teams share a conference).
   * College: a conference title game is between conference teams but outside the conference table.
   */
  conferenceGame?: boolean;
}

export interface StandingTeam {
  id: number;
  name: string;
  conference: string | null;
  division: string | null;
}

export interface StandingRow {
  team_id: number;
  conference: string | null;
  division: string | null;
  wins: number;
  losses: number;
  ties: number;
  overtime_losses: number | null;
  points: number | null;
  games_played: number;
  win_percentage: number | null;
  games_behind: number | null;
  streak: string | null;
  streak_type: "win" | "loss" | "tie" | null;
  home_record: string;
  away_record: string;
  division_record: string | null;
  conference_record: string | null;
  rank: number;
  conference_rank: number;
  league_rank: number;
  points_for: number;
  points_against: number;
  regulation_wins: number;
  last_updated: string | null;
  playoff_position: "champion" | "playoffs" | "bubble" | "eliminated" | null;
  /** Which tiebreak decided the club's place among clubs with the same record (null: none needed). */
  tiebreak: string | null;
}

interface Split {
  w: number;
  l: number;
  t: number;
  otl: number;
}

const emptySplit = (): Split => ({ w: 0, l: 0, t: 0, otl: 0 });

export interface StandingsOptions {
  hockey: boolean;
  /**
   * Hockey: whether the games say which were decided in overtime/shootout (default true). When
   * not, losses cannot be split into regulation and OT losses: without `totals` the table has no
   * points (null) and orders by win percentage; splits are W-L either way.
   */
  overtimeKnown?: boolean;
  /** Season totals from another source (Hockey Databank, curated) that replace the computed W-L-OTL. */
  totals?: Map<number, { w: number; l: number; otl: number }>;
  /** NFL since 2002: division ranks and conference seeds by the league's tie-breaking procedures. */
  nfl?: boolean;
  /** Football before 1972: ties did not count in the percentage (W / (W + L)). */
  tiesExcluded?: boolean;
  /** Hockey 2019-20 (season cut short): ordered by points percentage, not points. */
  pointsPercentage?: boolean;
  /** Published division order (curated final tables) for clubs level on the primary key. */
  officialRank?: Map<number, number>;
  /** College: ordered by conference record, not overall (ties: see `collegeOrder`). */
  primary?: "overall" | "conference";
  /** College: the two clubs of each conference championship game, the designated home club (the top seed) as 1. */
  conferenceFinalists?: Map<number, 1 | 2>;
  /** NBA: conference ties by the league's procedure (division winners first among three or more). */
  nba?: boolean;
  /** Opponents whose games count for the other side but who get no row (1920 non-members). */
  unranked?: Set<number>;
  /** Playoff games between clubs level on record (NFL before 1972): the winner ranks first. */
  playoffs?: { winner: number; loser: number }[];
}

export function computeStandings(teams: StandingTeam[], games: StandingGame[], options: StandingsOptions): StandingRow[] {
  const overtimeKnown = options.overtimeKnown ?? true;
  const hockeySplits = options.hockey && overtimeKnown;
  // Points (hockey) need the OT losses: from the games, or from the season totals given.
  const hockey = options.hockey && (overtimeKnown || (options.totals?.size ?? 0) > 0);
  const info = new Map(teams.map((t) => [t.id, t]));
  const acc = new Map<
    number,
    {
      all: Split;
      home: Split;
      away: Split;
      div: Split;
      conf: Split;
      pf: number;
      pa: number;
      rw: number;
      results: { key: string; r: "W" | "L" | "T" }[];
    }
  >();
  for (const t of teams)
    acc.set(t.id, {
      all: emptySplit(),
      home: emptySplit(),
      away: emptySplit(),
      div: emptySplit(),
      conf: emptySplit(),
      pf: 0,
      pa: 0,
      rw: 0,
      results: [],
    });
  const h2h = new Map<string, Split>();
  const h2hOf = (a: number, b: number) => {
    const k = `${a}:${b}`;
    let s = h2h.get(k);
    if (!s) h2h.set(k, (s = emptySplit()));
    return s;
  };

  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""));
  let lastDate: string | null = null;
  for (const g of sorted) {
    const home = acc.get(g.home);
    const away = acc.get(g.away);
    if (!home || !away) continue;
    if (!lastDate || g.date > lastDate) lastDate = g.date;
    const hi = info.get(g.home)!;
    const ai = info.get(g.away)!;
    const sameDiv = hi.division !== null && hi.division === ai.division;
    const shareConference = hi.conference !== null && hi.conference === ai.conference;
    const sameConf = g.conferenceGame ?? shareConference;
    // A title game between conference rivals is outside the table and its head-to-head.
    const countsHeadToHead = !(shareConference && g.conferenceGame === false);
    const extra = g.overtime !== null && g.overtime !== "";
    const apply = (team: typeof home, teamId: number, oppId: number, own: number, opp: number, where: "home" | "away") => {
      team.pf += own;
      team.pa += opp;
      const splits = [team.all, team[where]];
      if (countsHeadToHead) splits.push(h2hOf(teamId, oppId));
      if (sameDiv) splits.push(team.div);
      if (sameConf) splits.push(team.conf);
      let r: "W" | "L" | "T";
      if (own > opp) {
        r = "W";
        for (const s of splits) s.w++;
        if (!extra) team.rw++;
      } else if (own < opp) {
        r = "L";
        for (const s of splits) {
          if (hockey && extra) s.otl++;
          else s.l++;
        }
      } else {
        r = "T";
        for (const s of splits) s.t++;
      }
      team.results.push({ key: `${g.date} ${g.time ?? ""}`, r });
    };
    apply(home, g.home, g.away, g.homeScore, g.awayScore, "home");
    apply(away, g.away, g.home, g.awayScore, g.homeScore, "away");
  }

  for (const [id, t] of options.totals ?? []) {
    const a = acc.get(id);
    if (a) a.all = { w: t.w, l: t.l, t: 0, otl: t.otl };
  }

  const gp = (s: Split) => s.w + s.l + s.t + s.otl;
  const pct = (s: Split): number | null => {
    const n = gp(s);
    if (n === 0) return null;
    if (hockey) return (2 * s.w + s.otl) / (2 * n);
    if (options.tiesExcluded) return s.w + s.l === 0 ? null : s.w / (s.w + s.l);
    return (s.w + s.t / 2) / n;
  };
  const fmt = (s: Split) => (hockeySplits ? `${s.w}-${s.l}-${s.otl}` : s.t > 0 ? `${s.w}-${s.l}-${s.t}` : `${s.w}-${s.l}`);
  const points = (id: number) => {
    const s = acc.get(id)!.all;
    return 2 * s.w + s.otl;
  };

  const byConference = options.primary === "conference";
  const compare = (group: number[]) => {
    // Primary key first, then tie-breakers among the teams still level.
    const primary = (id: number) => {
      if (hockey && !options.pointsPercentage) return points(id);
      if (byConference) return pct(acc.get(id)!.conf) ?? pct(acc.get(id)!.all) ?? 0;
      return pct(acc.get(id)!.all) ?? 0;
    };
    const ordered = [...group].sort((a, b) => primary(b) - primary(a));
    const out: number[] = [];
    for (let i = 0; i < ordered.length;) {
      let j = i + 1;
      while (j < ordered.length && Math.abs(primary(ordered[j]) - primary(ordered[i])) < 1e-12) j++;
      out.push(...breakTie(ordered.slice(i, j)));
      i = j;
    }
    return out;
  };
  const notes = new Map<number, string>();
  let divisionLeaders: Set<number> | null = null;
  const breakTie = (tied: number[]): number[] => {
    if (tied.length < 2) return tied;
    const decider = tied.length === 2 ? options.playoffs?.find((p) => tied.includes(p.winner) && tied.includes(p.loser)) : undefined;
    if (decider) {
      for (const id of tied) if (!notes.has(id)) notes.set(id, "playoff game between the tied clubs");
      return [decider.winner, decider.loser];
    }
    const official = options.officialRank;
    // A published order applies when it places every tied club (distinct ranks; a shared rank
    // marks an order the sources leave unsettled, which the procedure below decides).
    if (
      official &&
      tied.every((id) => official.has(id)) &&
      new Set(tied.map((id) => official.get(id))).size === tied.length &&
      new Set(tied.map((id) => info.get(id)!.division)).size === 1
    ) {
      for (const id of tied) if (!notes.has(id)) notes.set(id, "order of the league's published final standings");
      return [...tied].sort((x, y) => official.get(x)! - official.get(y)!);
    }
    if (divisionLeaders && tied.length >= 3) {
      // NBA, three or more clubs: division winners first, then each part on its own.
      const leaders = tied.filter((id) => divisionLeaders!.has(id));
      if (leaders.length > 0 && leaders.length < tied.length) {
        for (const id of tied) if (!notes.has(id)) notes.set(id, "division winner");
        return [...breakTie(leaders), ...breakTie(tied.filter((id) => !divisionLeaders!.has(id)))];
      }
    }
    if (byConference) return collegeOrder(tied);
    const keys = new Map<number, number[]>();
    if (divisionLeaders) {
      // NBA: head-to-head, division winner, division record (same division), conference record,
      // point differential (records against playoff teams are not modelled).
      const same = tied.every((id) => info.get(id)!.division !== null && info.get(id)!.division === info.get(tied[0])!.division);
      for (const id of tied) {
        const a = acc.get(id)!;
        const vs = emptySplit();
        for (const other of tied) {
          const h = other === id ? undefined : h2h.get(`${id}:${other}`);
          if (h) {
            vs.w += h.w;
            vs.l += h.l;
          }
        }
        keys.set(id, [pct(vs) ?? 0.5, divisionLeaders.has(id) ? 1 : 0, same ? (pct(a.div) ?? 0) : 0, pct(a.conf) ?? 0, a.pf - a.pa]);
      }
      return orderByKeys(tied, keys, ["head-to-head", "division winner", "division record", "conference record", "point differential"]);
    }
    const labels = hockey
      ? ["fewer games played", "regulation wins", "wins", "goal differential"]
      : byConference
        ? ["head-to-head", "overall record", "point differential", "point differential"]
        : ["head-to-head", "division record", "conference record", "point differential"];
    const sameDivision = tied.every((id) => info.get(id)!.division !== null && info.get(id)!.division === info.get(tied[0])!.division);
    for (const id of tied) {
      const a = acc.get(id)!;
      if (hockey) {
        // Regulation wins are unknown when the games lack OT markers (totals from elsewhere).
        keys.set(id, [-gp(a.all), hockeySplits ? a.rw : 0, a.all.w, a.pf - a.pa]);
      } else {
        const vs = emptySplit();
        for (const other of tied) {
          if (other === id) continue;
          const s = h2h.get(`${id}:${other}`);
          if (s) {
            vs.w += s.w;
            vs.l += s.l;
            vs.t += s.t;
          }
        }
        if (byConference) keys.set(id, [pct(vs) ?? 0.5, pct(a.all) ?? 0, a.pf - a.pa, 0]);
        else keys.set(id, [pct(vs) ?? 0.5, sameDivision ? (pct(a.div) ?? 0) : 0, pct(a.conf) ?? 0, a.pf - a.pa]);
      }
    }
    return orderByKeys(tied, keys, labels);
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
      for (const id of tied) if (!notes.has(id)) notes.set(id, "conference championship game berth");
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
      (x, y) => (pct(acc.get(y)!.all) ?? 0) - (pct(acc.get(x)!.all) ?? 0) || info.get(x)!.name.localeCompare(info.get(y)!.name),
    );
    for (const id of order)
      notes.set(id, "tied on conference record; listed by overall record (the conference's later tiebreak steps are not applied)");
    return order;
  };
  const orderByKeys = (tied: number[], keys: Map<number, number[]>, labels: string[]): number[] => {
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
      if (!notes.has(id)) notes.set(id, i >= 0 ? labels[i] : "level on every modelled step (ordered by name)");
    });
    return order;
  };

  const ranked = teams.filter((t) => !options.unranked?.has(t.id));
  const groupBy = (key: (t: StandingTeam) => string) => {
    const groups = new Map<string, number[]>();
    for (const t of ranked) {
      const k = key(t);
      const list = groups.get(k) ?? [];
      list.push(t.id);
      groups.set(k, list);
    }
    return groups;
  };
  const rankIn = (groups: Map<string, number[]>) => {
    const rank = new Map<number, number>();
    const leader = new Map<number, number>();
    for (const ids of groups.values()) {
      const order = compare(ids);
      order.forEach((id, i) => {
        rank.set(id, i + 1);
        leader.set(id, order[0]);
      });
    }
    return { rank, leader };
  };
  // Division first: the NBA's procedure ranks division winners ahead in conference ties.
  const division = rankIn(groupBy((t) => (t.division ? `d:${t.division}` : `c:${t.conference ?? "league"}`)));
  const divisionNotes = new Map(notes);
  notes.clear();
  if (options.nba) divisionLeaders = new Set([...division.rank].filter(([id, r]) => r === 1 && info.get(id)!.division !== null).map(([id]) => id));
  const conference = rankIn(groupBy((t) => t.conference ?? "league"));
  const conferenceNotes = new Map(notes);
  notes.clear();
  divisionLeaders = null;
  const league = rankIn(groupBy(() => "league"));
  if (options.nfl) {
    const order = nflOrder(
      teams,
      sorted.map((g) => ({ home: g.home, away: g.away, homeScore: g.homeScore, awayScore: g.awayScore })),
    );
    divisionNotes.clear();
    conferenceNotes.clear();
    for (const [id, p] of order.division) {
      division.rank.set(id, p.rank);
      if (p.tiebreak) divisionNotes.set(id, p.tiebreak);
    }
    for (const [id, p] of order.conference) {
      conference.rank.set(id, p.rank);
      if (p.tiebreak) conferenceNotes.set(id, p.tiebreak);
    }
    for (const t of teams) {
      const key = t.division ?? t.conference ?? "league";
      const lead = teams.find((o) => (o.division ?? o.conference ?? "league") === key && division.rank.get(o.id) === 1);
      if (lead) division.leader.set(t.id, lead.id);
    }
  }

  return ranked.map((t) => {
    const a = acc.get(t.id)!;
    const lead = acc.get(division.leader.get(t.id)!)!;
    const gb = hockey
      ? (2 * lead.all.w + lead.all.otl - (2 * a.all.w + a.all.otl)) / 2
      : byConference
        ? (lead.conf.w - a.conf.w + (a.conf.l - lead.conf.l)) / 2
        : (lead.all.w - a.all.w + (a.all.l - lead.all.l)) / 2;
    let streak: string | null = null;
    let streakType: StandingRow["streak_type"] = null;
    if (a.results.length) {
      const last = a.results[a.results.length - 1].r;
      let n = 0;
      for (let i = a.results.length - 1; i >= 0 && a.results[i].r === last; i--) n++;
      streak = `${last}${n}`;
      streakType = last === "W" ? "win" : last === "L" ? "loss" : "tie";
    }
    return {
      team_id: t.id,
      conference: t.conference,
      division: t.division,
      wins: a.all.w,
      losses: a.all.l,
      ties: hockey ? a.all.otl + a.all.t : a.all.t,
      overtime_losses: hockey ? a.all.otl : null,
      // (when options.hockey but OT is unknown and no totals: points and OTL stay null)
      points: hockey ? points(t.id) : null,
      games_played: gp(a.all),
      win_percentage: pct(a.all) === null ? null : Math.round(pct(a.all)! * 1000) / 1000,
      games_behind: gb,
      streak,
      streak_type: streakType,
      home_record: fmt(a.home),
      away_record: fmt(a.away),
      division_record: t.division ? fmt(a.div) : null,
      conference_record: t.conference ? fmt(a.conf) : null,
      rank: division.rank.get(t.id)!,
      conference_rank: conference.rank.get(t.id)!,
      league_rank: league.rank.get(t.id)!,
      points_for: a.pf,
      points_against: a.pa,
      regulation_wins: a.rw,
      last_updated: lastDate,
      playoff_position: null,
      // Conference order matters for NFL seeding; elsewhere only the division order is noted.
      tiebreak:
        divisionNotes.get(t.id) ??
        ((options.nfl || options.nba) && conferenceNotes.has(t.id) ? `conference seeding, ${conferenceNotes.get(t.id)}` : null),
    };
  });
}

/** Fills playoff_position from who played in the postseason and who won the title. */
export function assignPlayoffPositions(rows: StandingRow[], post: { participants: Set<number>; playIn: Set<number>; champion: number | null }): void {
  for (const row of rows) {
    if (row.team_id === post.champion) row.playoff_position = "champion";
    else if (post.participants.has(row.team_id)) row.playoff_position = "playoffs";
    else if (post.playIn.has(row.team_id)) row.playoff_position = "bubble";
    else row.playoff_position = "eliminated";
  }
  if (post.playIn.size > 0) return;
  // Without a play-in: the two best non-playoff teams of each conference are on the bubble.
  const byConference = new Map<string, StandingRow[]>();
  for (const row of rows) {
    if (row.playoff_position !== "eliminated") continue;
    const k = row.conference ?? "league";
    const list = byConference.get(k) ?? [];
    list.push(row);
    byConference.set(k, list);
  }
  for (const list of byConference.values()) {
    list.sort((a, b) => a.conference_rank - b.conference_rank);
    for (const row of list.slice(0, 2)) row.playoff_position = "bubble";
  }
}

interface LeagueSpec {
  league: string;
  sport: string;
  level: string;
  hockey: boolean;
}

const LEAGUES: LeagueSpec[] = [
  { league: "nfl", sport: "football", level: "professional", hockey: false },
  { league: "nba", sport: "basketball", level: "professional", hockey: false },
  { league: "nhl", sport: "hockey", level: "professional", hockey: true },
];

/** Standings of every season with imported games (NFL, NBA, NHL). */
export const standingsStep: BuildStep = {
  name: "standings from games",
  async run(ctx) {
    const report = reportOf(ctx);
    const crosswalk = await loadCrosswalk(ctx);
    const ids = await alignmentIds(ctx);
    for (const spec of LEAGUES) {
      const championship = ctx.lookups.leagues.get(spec.league);
      if (!championship) continue;
      const games = await ctx.db
        .selectFrom("games")
        .select([
          "season_start_year",
          "home_team_id",
          "away_team_id",
          "home_score",
          "away_score",
          "game_date",
          "game_time",
          "period",
          "game_type",
          "status",
          "source",
        ])
        .where("sport_id", "=", championship.sport_id)
        .where("level_id", "=", championship.level_id)
        .execute();
      const champions = await ctx.db.selectFrom("champions").select(["year", "team_id"]).where("championship_id", "=", championship.id).execute();
      const championBySeason = new Map(champions.filter((c) => c.team_id !== null).map((c) => [c.year, c.team_id as number]));
      const bySeason = new Map<number, typeof games>();
      for (const g of games) {
        if (g.season_start_year === null) continue;
        const list = bySeason.get(g.season_start_year) ?? [];
        list.push(g);
        bySeason.set(g.season_start_year, list);
      }
      const incomplete = incompleteSeasons(ctx, spec.league);
      const hockeyTotals = spec.hockey
        ? readHockeyDatabankTotals(ctx, crosswalk)
        : new Map<number, Map<number, { w: number; l: number; otl: number }>>();
      const curatedHockey = spec.hockey ? readNhlFinalTables(ctx) : new Map<number, Map<number, CuratedTableRow>>();
      const publishedNfl = spec.league === "nfl" ? readNflPublishedOrders(ctx) : new Map<number, Map<number, PublishedRow>>();
      const skipped: number[] = [];
      const unplayed: number[] = [];
      const rows: Insertable<Database["standings"]>[] = [];
      for (const season of [...bySeason.keys()].sort((a, b) => a - b)) {
        if (incomplete.has(season)) {
          skipped.push(season);
          continue;
        }
        const list = bySeason.get(season)!;
        const regular = list.filter((g) => g.game_type === "regular");
        const teamIds = [...new Set(regular.flatMap((g) => [g.home_team_id, g.away_team_id]))].sort((a, b) => a - b);
        const teams: StandingTeam[] = teamIds.map((id) => {
          const team = crosswalk.bySlug.get(ctx.lookups.teamsById.get(id)!.slug)!;
          const { conference, division } = crosswalk.alignment(team, season);
          return { id, name: ctx.teamOfTime(id, season).name, conference, division };
        });
        const finals: StandingGame[] = regular
          .filter((g) => g.status === "final" && g.home_score !== null && g.away_score !== null)
          .map((g) => ({
            home: g.home_team_id,
            away: g.away_team_id,
            homeScore: g.home_score!,
            awayScore: g.away_score!,
            date: g.game_date,
            time: g.game_time,
            overtime: g.period,
          }));
        // Hockey: the NHL API schedules have no OT/SO marker; Hockey-Reference rows do.
        const overtimeKnown = !spec.hockey || regular.every((g) => g.status !== "final" || (g.source ?? "").includes("hockey-reference"));
        const curated = spec.hockey && !overtimeKnown ? curatedHockey.get(season) : undefined;
        let totals = spec.hockey && !overtimeKnown ? hockeyTotals.get(season) : undefined;
        let officialRank: Map<number, number> | undefined;
        if (curated) {
          const problems = checkCuratedTable(curated, regular);
          if (problems.length) ctx.warn(`nhl ${season}: curated final table disagrees with the games, not used: ${problems.join("; ")}`);
          else {
            totals = new Map([...curated].map(([id, r]) => [id, { w: r.wins, l: r.losses, otl: r.overtime_losses }]));
            officialRank = new Map([...curated].map(([id, r]) => [id, r.division_rank]));
          }
        }
        const published = publishedNfl.get(season);
        if (published) {
          // A curated order must describe these games (W-L-T, division, every club ranked): a
          // difference fails the build.
          const file = path.join(ctx.dataDir, NFL_PUBLISHED_ORDERS);
          for (const p of checkPublishedOrder(season, published, teams, finals)) ctx.problems.add(file, p.line, p.message);
          officialRank = new Map([...published].map(([id, r]) => [id, r.division_rank]));
        }
        if (spec.hockey && !overtimeKnown) {
          const from = officialRank
            ? "curated final table (backend/data/standings/nhl-final-tables.csv), checked against the games"
            : totals
              ? "Hockey Databank Teams.csv"
              : null;
          ctx.log(
            `  nhl ${season}: no OT/SO marker in the games; ${from ? `W-L-OTL and points from ${from}` : "OT losses and points unknown (left empty)"}`,
          );
        }
        if (finals.length === 0) {
          // A schedule without any result yet: no table (the 'current' standings stay on the last
          // season with results instead of a table of zeros).
          await fillSeasonDates(ctx, championship.sport_id, championship.level_id, season, list, []);
          unplayed.push(season);
          continue;
        }
        let unranked: Set<number> | undefined;
        if (spec.league === "nfl") {
          // 1920 games against clubs outside the league count in the members' records.
          const outsiders = nonMemberResults(ctx).filter((r) => r.season === season);
          const pseudo = new Map<string, number>();
          for (const r of outsiders) {
            if (!pseudo.has(r.opponent)) {
              pseudo.set(r.opponent, -1 - pseudo.size);
              teams.push({ id: pseudo.get(r.opponent)!, name: r.opponent, conference: null, division: null });
            }
            const other = pseudo.get(r.opponent)!;
            finals.push(
              r.home
                ? { home: r.teamId, away: other, homeScore: r.own, awayScore: r.opp, date: r.date, overtime: null }
                : { home: other, away: r.teamId, homeScore: r.opp, awayScore: r.own, date: r.date, overtime: null },
            );
          }
          if (pseudo.size) unranked = new Set(pseudo.values());
        }
        const playoffs =
          spec.league === "nfl" && season < 1972
            ? list
                .filter(
                  (g) =>
                    g.game_type !== "regular" &&
                    g.status === "final" &&
                    g.home_score !== null &&
                    g.away_score !== null &&
                    g.home_score !== g.away_score,
                )
                .map((g) =>
                  g.home_score! > g.away_score!
                    ? { winner: g.home_team_id, loser: g.away_team_id }
                    : { winner: g.away_team_id, loser: g.home_team_id },
                )
            : undefined;
        const table = computeStandings(teams, finals, {
          unranked,
          playoffs,
          hockey: spec.hockey,
          overtimeKnown,
          totals,
          officialRank,
          // The 2019-20 NHL season stopped in March 2020; the league ranked by points percentage.
          pointsPercentage: spec.league === "nhl" && season === 2019,
          // The tie-breaking procedures as written today apply since the 2002 realignment.
          nfl: spec.league === "nfl" && season >= 2002,
          nba: spec.league === "nba",
          // Before 1972 an NFL (and AFL) tie did not count in the percentage.
          tiesExcluded: spec.league === "nfl" && season < 1972,
        });
        const post = list.filter((g) => g.game_type === "postseason" || g.game_type === "championship" || g.game_type === "play-in");
        if (post.length > 0) {
          const participants = new Set(post.filter((g) => g.game_type !== "play-in").flatMap((g) => [g.home_team_id, g.away_team_id]));
          const playIn = new Set(post.filter((g) => g.game_type === "play-in").flatMap((g) => [g.home_team_id, g.away_team_id]));
          // The champion rows only (checked against, or derived from, the deciding games by the
          // 'champions agree with the games' step): the mark, the home page and the championship
          // pages read the same rows.
          const champion = championBySeason.get(season) ?? null;
          assignPlayoffPositions(table, { participants, playIn, champion });
        }
        await fillSeasonDates(ctx, championship.sport_id, championship.level_id, season, list, table);
        const updated = table.reduce<string | null>((m, r) => (r.last_updated && (!m || r.last_updated > m) ? r.last_updated : m), null);
        const postLast = post.filter((g) => g.status === "final").reduce<string | null>((m, g) => (!m || g.game_date > m ? g.game_date : m), null);
        const lastUpdated = postLast && (!updated || postLast > updated) ? postLast : updated;
        for (const r of table) {
          rows.push({
            id: ctx.nextId("standings"),
            season_id: ctx.lookups.seasons.get(`${championship.sport_id}:${championship.level_id}:${season}`) ?? null,
            season_start_year: season,
            sport_id: championship.sport_id,
            level_id: championship.level_id,
            team_id: r.team_id,
            team_name: teams.find((t) => t.id === r.team_id)!.name,
            conference_id: r.conference ? await ids.conference(championship.sport_id, championship.level_id, r.conference) : null,
            division_id: r.division ? await ids.division(championship.sport_id, championship.level_id, r.division, r.conference) : null,
            conference_name: r.conference,
            division_name: r.division,
            rank: r.rank,
            wins: r.wins,
            losses: r.losses,
            ties: r.ties,
            points: r.points,
            win_percentage: r.win_percentage,
            games_played: r.games_played,
            games_behind: r.games_behind,
            streak: r.streak,
            streak_type: r.streak_type,
            playoff_position: r.playoff_position,
            home_record: r.home_record,
            away_record: r.away_record,
            division_record: r.division_record,
            conference_record: r.conference_record,
            last_updated: lastUpdated,
            conference_rank: r.conference_rank,
            league_rank: r.league_rank,
            overtime_losses: r.overtime_losses,
            points_for: r.points_for,
            points_against: r.points_against,
            tiebreak: r.tiebreak,
          });
        }
      }
      await ids.flush();
      await ctx.insert("standings", rows);
      report.count(spec.sport, spec.level, "standings", rows.length);
      const seasons = new Set(rows.map((r) => r.season_start_year)).size;
      ctx.log(`  ${spec.league} standings: ${rows.length} rows over ${seasons} seasons`);
      if (unplayed.length) ctx.log(`  ${spec.league} standings: no table for ${compactYears(unplayed)} (schedule only, no results yet)`);
      if (skipped.length) {
        ctx.log(
          `  ${spec.league} standings not computed for ${skipped.length} season(s) with rejected games (${compactYears(skipped)}): their tables would be incomplete`,
        );
      }
    }
  },
};

export function compactYears(years: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < years.length;) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j] + 1) j++;
    parts.push(i === j ? String(years[i]) : `${years[i]}-${years[j]}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** Conference and division ids by name, adding the historical ones (AFC Central, Northwest, ...). */
export async function alignmentIds(ctx: BuildContext) {
  const conferences = new Map<string, number>();
  const divisions = new Map<string, number>();
  for (const c of await ctx.db.selectFrom("conferences").select(["id", "slug", "sport_id", "level_id"]).execute())
    conferences.set(`${c.sport_id}:${c.level_id}:${c.slug}`, c.id);
  for (const d of await ctx.db.selectFrom("divisions").select(["id", "slug", "sport_id", "level_id"]).execute())
    divisions.set(`${d.sport_id}:${d.level_id}:${d.slug}`, d.id);
  const newConferences: Insertable<Database["conferences"]>[] = [];
  const newDivisions: Insertable<Database["divisions"]>[] = [];
  const conference = async (sport: number, level: number, name: string) => {
    const key = `${sport}:${level}:${slugify(name)}`;
    let id = conferences.get(key);
    if (id === undefined) {
      id = ctx.nextId("conferences");
      conferences.set(key, id);
      newConferences.push({ id, slug: slugify(name), name, sport_id: sport, level_id: level });
    }
    return id;
  };
  const division = async (sport: number, level: number, name: string, conferenceName: string | null) => {
    const key = `${sport}:${level}:${slugify(name)}`;
    let id = divisions.get(key);
    if (id === undefined) {
      id = ctx.nextId("divisions");
      divisions.set(key, id);
      newDivisions.push({
        id,
        slug: slugify(name),
        name,
        conference_id: conferenceName ? await conference(sport, level, conferenceName) : null,
        sport_id: sport,
        level_id: level,
      });
    }
    return id;
  };
  const flush = async () => {
    await ctx.insert("conferences", newConferences.splice(0));
    await ctx.insert("divisions", newDivisions.splice(0));
  };
  return { conference, division, flush };
}

const curatedTableRow = z.object({
  season: z.coerce.number().int().min(1917).max(2100),
  team_slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  division_rank: z.coerce.number().int().min(1).max(20),
  games_played: z.coerce.number().int().min(1).max(100),
  wins: z.coerce.number().int().min(0),
  losses: z.coerce.number().int().min(0),
  overtime_losses: z.coerce.number().int().min(0),
  points: z.coerce.number().int().min(0),
});
export type CuratedTableRow = z.output<typeof curatedTableRow>;
export const NHL_FINAL_TABLES = "standings/nhl-final-tables.csv";

/**
 * The NHL's published final tables for seasons whose games have no OT/SO marker and no other
 * source has the totals (2018-19 to 2020-21): W-L-OTL, points and division order. Each row must add
 * up (GP = W + L + OTL, points = 2W + OTL); the build also checks W and L + OTL against the games.
 */
export function readNhlFinalTables(ctx: BuildContext): Map<number, Map<number, CuratedTableRow>> {
  const out = new Map<number, Map<number, CuratedTableRow>>();
  const file = path.join(ctx.dataDir, NHL_FINAL_TABLES);
  const rows = readCsvFile(
    file,
    curatedTableRow.transform((r) => r),
    { required: Object.keys(curatedTableRow.shape), optional: [] },
    ctx.problems,
  );
  for (const { line, row } of rows ?? []) {
    const team = ctx.lookups.teamsBySlug.get(row.team_slug);
    if (!team) ctx.problems.add(file, line, `team_slug: no team "${row.team_slug}"`);
    else if (row.wins + row.losses + row.overtime_losses !== row.games_played)
      ctx.problems.add(file, line, "games_played must equal wins + losses + overtime_losses");
    else if (2 * row.wins + row.overtime_losses !== row.points) ctx.problems.add(file, line, "points must equal 2 × wins + overtime_losses");
    else {
      const season = out.get(row.season) ?? new Map<number, CuratedTableRow>();
      season.set(team.id, row);
      out.set(row.season, season);
    }
  }
  return out;
}

/** Disagreements between a curated table and the season's regular-season games (none: usable). */
export function checkCuratedTable(
  table: Map<number, CuratedTableRow>,
  games: { home_team_id: number; away_team_id: number; home_score: number | null; away_score: number | null; status: string }[],
): string[] {
  const tally = new Map<number, { gp: number; w: number }>();
  for (const g of games) {
    if (g.status !== "final" || g.home_score === null || g.away_score === null) continue;
    for (const [id, own, opp] of [
      [g.home_team_id, g.home_score, g.away_score],
      [g.away_team_id, g.away_score, g.home_score],
    ] as const) {
      const t = tally.get(id) ?? { gp: 0, w: 0 };
      t.gp++;
      if (own > opp) t.w++;
      tally.set(id, t);
    }
  }
  const problems: string[] = [];
  for (const [id, t] of tally) {
    const r = table.get(id);
    if (!r) problems.push(`team ${id} played but has no row`);
    else if (r.games_played !== t.gp || r.wins !== t.w)
      problems.push(`${r.team_slug}: games ${t.gp} GP ${t.w} W, table ${r.games_played} GP ${r.wins} W`);
  }
  for (const r of table.values())
    if (!tally.has(r.team_slug === "" ? -1 : [...table].find(([, v]) => v === r)![0]))
      problems.push(`${r.team_slug}: in the table but played no game`);
  return problems;
}

/** NHL season totals (W, L, OTL) 2005-06 → 2017-18 from hockey-databank/Teams.csv, by season and team. */
function readHockeyDatabankTotals(ctx: BuildContext, crosswalk: Crosswalk): Map<number, Map<number, { w: number; l: number; otl: number }>> {
  const out = new Map<number, Map<number, { w: number; l: number; otl: number }>>();
  const dataDir = openDataDir();
  if (!dataDir) return out;
  const report = reportOf(ctx);
  const file = path.join(dataDir, "hockey-databank", "Teams.csv");
  const stats = report.open(file, "hockey", "professional");
  for (const row of readRows(report, stats, file) ?? []) {
    const year = Number(row.get("year"));
    if (row.get("lgID") !== "NHL" || !(year >= 2005)) continue;
    try {
      const team = crosswalk.resolve("hockey-databank", "nhl", row.get("franchID"), year);
      if (!team.ok) throw new RowError(team.reason);
      const w = intOrNull(row.get("W"), "W");
      const l = intOrNull(row.get("L"), "L");
      const otl = intOrNull(row.get("OTL"), "OTL");
      if (w === null || l === null || otl === null) throw new RowError("W, L or OTL missing");
      const season = out.get(year) ?? new Map();
      season.set(team.value.team.id, { w, l, otl });
      out.set(year, season);
      stats.imported++;
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      report.reject(stats, row.line, error.message);
    }
  }
  report.done(stats, "NHL 2005-06+ season totals only (W-L-OTL for seasons whose games lack OT markers)");
  return out;
}

/**
 * Season dates from the games, where the curated facts left them empty: first and last regular-
 * season game, last postseason game (when the season is decided), regular-season games per team.
 */
async function fillSeasonDates(
  ctx: BuildContext,
  sportId: number,
  levelId: number,
  season: number,
  games: { game_date: string; game_type: string | null; status: string }[],
  table: StandingRow[],
): Promise<void> {
  const id = ctx.lookups.seasons.get(`${sportId}:${levelId}:${season}`);
  if (id === undefined) return;
  const current = await ctx.db.selectFrom("seasons").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) return;
  const regular = games
    .filter((g) => g.game_type === "regular")
    .map((g) => g.game_date)
    .sort();
  const post = games.filter((g) => g.game_type === "postseason" || g.game_type === "championship" || g.game_type === "play-in");
  const decided = post.length > 0 && post.every((g) => g.status === "final");
  const postEnd = decided
    ? (post
        .map((g) => g.game_date)
        .sort()
        .pop() ?? null)
    : null;
  const all = games.map((g) => g.game_date).sort();
  const counts = new Map<number, number>();
  for (const r of table) counts.set(r.games_played, (counts.get(r.games_played) ?? 0) + 1);
  // Games per team: the most common count among teams once the regular season is over.
  const complete = games.every((g) => g.game_type !== "regular" || g.status === "final");
  const perTeam = complete ? ([...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null) : null;
  await ctx.db
    .updateTable("seasons")
    .set({
      regular_season_start: current.regular_season_start ?? regular[0] ?? null,
      regular_season_end: current.regular_season_end ?? regular[regular.length - 1] ?? null,
      playoffs_end: current.playoffs_end ?? postEnd,
      start_date: current.start_date ?? all[0] ?? null,
      end_date: current.end_date ?? postEnd,
      regular_season_games: current.regular_season_games ?? (perTeam || null),
    })
    .where("id", "=", id)
    .execute();
}
