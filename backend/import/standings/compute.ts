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
 *    division), conference percentage, point difference, and name. The NFL: the procedure of the
 *    season (`nfl-tiebreak.ts` since 2002, `nfl-tiebreak-history.ts` before), where clubs the
 *    procedure leaves level share the place.
 *  - rank is within the division (the conference when the season has no divisions, the league when
 *    it has neither); conference_rank and league_rank likewise. Clubs that share a place share
 *    the rank (1, 2, 2, 4).
 *  - games_behind: behind the division leader ((ΔW + ΔL) / 2; hockey Δpoints / 2).
 *  - streak: `W3` / `L2` / `T1` (an overtime loss counts as a loss), streak_type win / loss / tie.
 *  - records: `W-L`, with `-T` when that record has a tie; hockey `W-L-OTL`.
 *  - playoff_position: see `assignPlayoffPositions`; null here.
 *  - last_updated: date of the season's latest final game.
 */
import { nflOrder } from "../sources/nfl-tiebreak";
import { nflHistoricalOrder } from "../sources/nfl-tiebreak-history";
import { recordRules, type RecordRules } from "./records";
import { tallyGames, type ClubTally, type SeasonTally } from "./tally";
import { TieOrder, type Places } from "./tie-order";
import type { StandingGame, StandingRow, StandingsOptions, StandingTeam } from "./types";

interface Ranking {
  rank: Map<number, number>;
  /** The club that leads each club's table (games behind are counted from it). */
  leader: Map<number, number>;
}

/** Ranks from places: a shared place gives its clubs the same rank, the next place skips (1, 2, 2, 4). */
function rankPlaces(tables: Places[]): Ranking {
  const rank = new Map<number, number>();
  const leader = new Map<number, number>();
  for (const places of tables) {
    let next = 1;
    for (const place of places) {
      for (const id of place) {
        rank.set(id, next);
        leader.set(id, places[0][0]);
      }
      next += place.length;
    }
  }
  return { rank, leader };
}

function groupTeams(teams: StandingTeam[], key: (t: StandingTeam) => string): number[][] {
  const groups = new Map<string, number[]>();
  for (const t of teams) groups.set(key(t), [...(groups.get(key(t)) ?? []), t.id]);
  return [...groups.values()];
}

/** NFL since 2002: the league's procedure replaces the division ranks and conference seeds. */
function applyNflProcedure(
  teams: StandingTeam[],
  tally: SeasonTally,
  division: Ranking,
  conference: Ranking,
  notes: Map<number, string>[],
) {
  const order = nflOrder(
    teams,
    tally.sorted.map((g) => ({ home: g.home, away: g.away, homeScore: g.homeScore, awayScore: g.awayScore })),
  );
  const [divisionNotes, conferenceNotes] = notes;
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
    const lead = teams.find(
      (o) => (o.division ?? o.conference ?? "league") === key && division.rank.get(o.id) === 1,
    );
    if (lead) division.leader.set(t.id, lead.id);
  }
}

function streakOf(results: ClubTally["results"]): Pick<StandingRow, "streak" | "streak_type"> {
  if (!results.length) return { streak: null, streak_type: null };
  const last = results[results.length - 1].r;
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i].r === last; i--) n++;
  return { streak: `${last}${n}`, streak_type: last === "W" ? "win" : last === "L" ? "loss" : "tie" };
}

function gamesBehind(a: ClubTally, lead: ClubTally, rules: RecordRules, byConference: boolean): number {
  if (rules.hockey) return (2 * lead.all.w + lead.all.otl - (2 * a.all.w + a.all.otl)) / 2;
  if (byConference) return (lead.conf.w - a.conf.w + (a.conf.l - lead.conf.l)) / 2;
  return (lead.all.w - a.all.w + (a.all.l - lead.all.l)) / 2;
}

export function computeStandings(
  teams: StandingTeam[],
  games: StandingGame[],
  options: StandingsOptions,
): StandingRow[] {
  const rules = recordRules(options);
  const info = new Map(teams.map((t) => [t.id, t]));
  const tally = tallyGames(teams, games, rules.hockey);
  for (const [id, t] of options.totals ?? []) {
    const a = tally.clubs.get(id);
    if (a) a.all = { w: t.w, l: t.l, t: 0, otl: t.otl };
  }
  const historical =
    options.nflHistory === undefined
      ? undefined
      : nflHistoricalOrder(options.nflHistory, info, { tally, rules });
  const orderer = new TieOrder({ info, tally, rules, options, historical });
  const ranked = teams.filter((t) => !options.unranked?.has(t.id));
  const rankIn = (key: (t: StandingTeam) => string) =>
    rankPlaces(groupTeams(ranked, key).map((ids) => orderer.order(ids)));

  // Division first: the NBA's procedure ranks division winners ahead in conference ties.
  const division = rankIn((t) => (t.division ? `d:${t.division}` : `c:${t.conference ?? "league"}`));
  const divisionNotes = orderer.takeNotes();
  if (options.nba)
    orderer.setDivisionLeaders(
      new Set(
        [...division.rank].filter(([id, r]) => r === 1 && info.get(id)!.division !== null).map(([id]) => id),
      ),
    );
  const conference = rankIn((t) => t.conference ?? "league");
  const conferenceNotes = orderer.takeNotes();
  orderer.setDivisionLeaders(null);
  const league = rankIn(() => "league");
  if (options.nfl) applyNflProcedure(teams, tally, division, conference, [divisionNotes, conferenceNotes]);

  const byConference = options.primary === "conference";
  return ranked.map((t) => {
    const a = tally.clubs.get(t.id)!;
    const pct = rules.pct(a.all);
    return {
      team_id: t.id,
      conference: t.conference,
      division: t.division,
      wins: a.all.w,
      losses: a.all.l,
      ties: rules.hockey ? a.all.otl + a.all.t : a.all.t,
      overtime_losses: rules.hockey ? a.all.otl : null,
      // (when options.hockey but OT is unknown and no totals: points and OTL stay null)
      points: rules.hockey ? orderer.points(t.id) : null,
      games_played: rules.gp(a.all),
      win_percentage: pct === null ? null : Math.round(pct * 1000) / 1000,
      games_behind: gamesBehind(a, tally.clubs.get(division.leader.get(t.id)!)!, rules, byConference),
      ...streakOf(a.results),
      home_record: rules.fmt(a.home),
      away_record: rules.fmt(a.away),
      division_record: t.division ? rules.fmt(a.div) : null,
      conference_record: t.conference ? rules.fmt(a.conf) : null,
      rank: division.rank.get(t.id)!,
      conference_rank: conference.rank.get(t.id)!,
      league_rank: league.rank.get(t.id)!,
      points_for: a.pf,
      points_against: a.pa,
      regulation_wins: a.rw,
      last_updated: tally.lastDate,
      playoff_position: null,
      // Conference order matters for NFL seeding; elsewhere only the division order is noted.
      tiebreak:
        divisionNotes.get(t.id) ??
        ((options.nfl || options.nba) && conferenceNotes.has(t.id)
          ? `conference seeding, ${conferenceNotes.get(t.id)}`
          : null),
    };
  });
}
