import { emptySplit, type Split, type StandingGame, type StandingTeam } from "./types";

/** One club's season: its splits, points for and against, regulation wins and results in order. */
export interface ClubTally {
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

export interface SeasonTally {
  clubs: Map<number, ClubTally>;
  /** Head-to-head splits by `teamId:opponentId`. */
  h2h: Map<string, Split>;
  /** The games in date (and time) order. */
  sorted: StandingGame[];
  /** Date of the latest game counted. */
  lastDate: string | null;
}

const emptyTally = (): ClubTally => ({
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

/**
 * Counts every game into each club's splits. Hockey: a loss after regulation is an OT loss. A
 * college title game between conference rivals (`conferenceGame: false`) stays outside the
 * conference table and the head-to-head.
 */
export function tallyGames(teams: StandingTeam[], games: StandingGame[], hockey: boolean): SeasonTally {
  const info = new Map(teams.map((t) => [t.id, t]));
  const clubs = new Map(teams.map((t) => [t.id, emptyTally()]));
  const h2h = new Map<string, Split>();
  const h2hOf = (a: number, b: number) => {
    const k = `${a}:${b}`;
    let s = h2h.get(k);
    if (!s) h2h.set(k, (s = emptySplit()));
    return s;
  };
  const sorted = [...games].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? ""),
  );
  let lastDate: string | null = null;
  for (const g of sorted) {
    const home = clubs.get(g.home);
    const away = clubs.get(g.away);
    if (!home || !away) continue;
    if (!lastDate || g.date > lastDate) lastDate = g.date;
    const hi = info.get(g.home)!;
    const ai = info.get(g.away)!;
    const sameDiv = hi.division !== null && hi.division === ai.division;
    const shareConference = hi.conference !== null && hi.conference === ai.conference;
    const sameConf = g.conferenceGame ?? shareConference;
    const countsHeadToHead = !(shareConference && g.conferenceGame === false);
    const extra = g.overtime !== null && g.overtime !== "";
    const apply = (
      team: ClubTally,
      teamId: number,
      oppId: number,
      own: number,
      opp: number,
      where: "home" | "away",
    ) => {
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
  return { clubs, h2h, sorted, lastDate };
}
