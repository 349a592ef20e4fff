/**
 * A season's playoff bracket from its postseason games: games between the same two teams form a
 * series, and a series' round is counted back from the final along the winners' paths (the
 * winner of a series plays its next series one round later), so byes and play-in rounds fall in
 * the right column. Play-in games are not part of the bracket. Rounds take the names of their
 * league and era from the league registry (`roundNamesOf`), counted back from the final; a round
 * the registry does not name keeps a generic one (Final, Semifinals, Quarterfinals, Round N).
 * Without games, a bracket comes from a series source (rounds under the names of their time) or
 * from the season's title record (the final alone). Where only some rounds are certain (a
 * `namedOnly` era: NCAA hockey before 2002-03, the College World Series), only those are drawn.
 */
import type { PlayoffSeries } from "@domain/contract/explore";
import type { RoundEra } from "@domain/leagues";

export interface BracketGame {
  id: number;
  game_date: string;
  game_type?: string | null;
  status: string;
  home_team: { slug?: string | null; name: string };
  away_team: { slug?: string | null; name: string };
  home_team_name?: string | null;
  away_team_name?: string | null;
  home_score?: number | null;
  away_score?: number | null;
}

export interface BracketSide {
  slug: string | null;
  name: string;
  wins: number;
}

export interface BracketSeries {
  key: string;
  sides: [BracketSide, BracketSide];
  /** Index of the side that won more games (null while level or unplayed). */
  winner: 0 | 1 | null;
  games: { id: number; date: string; final: boolean }[];
  firstDate: string;
  lastDate: string;
  title: boolean;
  /** The result as a series source words it (total goals, no decision, default), over the W-L. */
  result?: string;
}

export interface BracketRound {
  title: string;
  series: BracketSeries[];
}

const teamKey = (team: { slug?: string | null; name: string }) => team.slug ?? `name:${team.name}`;

function seriesOf(games: readonly BracketGame[]): BracketSeries[] {
  const byPair = new Map<string, BracketSeries>();
  for (const g of [...games].sort((a, b) => a.game_date.localeCompare(b.game_date) || a.id - b.id)) {
    if (g.game_type === "play-in") continue;
    const home = teamKey(g.home_team);
    const away = teamKey(g.away_team);
    const key = [home, away].sort().join("|");
    let s = byPair.get(key);
    if (!s) {
      const side = (t: BracketGame["home_team"], name: string | null | undefined): BracketSide => ({
        slug: t.slug ?? null,
        name: name ?? t.name,
        wins: 0,
      });
      s = {
        key,
        sides: [side(g.away_team, g.away_team_name), side(g.home_team, g.home_team_name)],
        winner: null,
        games: [],
        firstDate: g.game_date,
        lastDate: g.game_date,
        title: false,
      };
      byPair.set(key, s);
    }
    const final = g.status === "final" && g.home_score != null && g.away_score != null;
    s.games.push({ id: g.id, date: g.game_date, final });
    s.lastDate = g.game_date;
    if (g.game_type === "championship") s.title = true;
    if (final && g.home_score !== g.away_score) {
      const homeWon = g.home_score! > g.away_score!;
      const winnerKey = homeWon ? home : away;
      const index = teamKey({ slug: s.sides[0].slug, name: s.sides[0].name }) === winnerKey ? 0 : 1;
      s.sides[index].wins += 1;
    }
  }
  for (const s of byPair.values())
    s.winner = s.sides[0].wins > s.sides[1].wins ? 0 : s.sides[1].wins > s.sides[0].wins ? 1 : null;
  return [...byPair.values()];
}

/**
 * Rounds counted back from the final (0 = the final, 1 = the round before, ...) and the series
 * each winner went on to.
 */
function paths(series: readonly BracketSeries[]): { depth: Map<string, number>; next: Map<string, string> } {
  const ordered = [...series].sort((a, b) => b.firstDate.localeCompare(a.firstDate));
  const depth = new Map<string, number>();
  const next = new Map<string, string>();
  for (const s of ordered) {
    const winner = s.winner === null ? null : s.sides[s.winner];
    // The winner's very next series: the earliest one starting after this one ended.
    const after = winner
      ? ordered
          .filter(
            (n) =>
              n !== s &&
              n.firstDate > s.lastDate &&
              n.sides.some((t) => teamKey(t) === teamKey(winner)) &&
              depth.has(n.key),
          )
          .at(-1)
      : undefined;
    depth.set(s.key, after ? depth.get(after.key)! + 1 : 0);
    if (after) next.set(s.key, after.key);
  }
  return { depth, next };
}

/** A season's bracket under its era's round names (domain/leagues `roundEraOf`), certain rounds only where the era says. */
export function bracketOfEra(games: readonly BracketGame[], era: RoundEra | null): BracketRound[] {
  return buildBracket(games, era?.rounds ?? null, era?.namedOnly ?? false);
}

/** The series within the first `rounds` rounds whose winners' path ends at the title series. */
function onTitlePath(
  series: readonly BracketSeries[],
  depth: ReadonlyMap<string, number>,
  next: ReadonlyMap<string, string>,
  rounds: number,
): BracketSeries[] {
  const title = new Set(series.filter((s) => s.title).map((s) => s.key));
  const leadsToTitle = (key: string): boolean => {
    for (let k: string | undefined = key; k !== undefined; k = next.get(k)) if (title.has(k)) return true;
    return false;
  };
  return series.filter((s) => depth.get(s.key)! < rounds && leadsToTitle(s.key));
}

export function roundName(depth: number, rounds: number, names: readonly string[] | null = null): string {
  const named = names?.[depth];
  if (named) return named;
  if (depth === 0) return "Final";
  if (depth === 1) return "Semifinals";
  if (depth === 2) return "Quarterfinals";
  return `Round ${rounds - depth}`;
}

/**
 * `names`: the league's round names of the season, from the final back (domain/leagues
 * `roundNamesOf`). `namedOnly` (the era's `namedOnly`): only the named rounds are certain, so the
 * bracket holds the series of those rounds on the title's path (the title series and the series
 * whose winners went on to it) and nothing else: a third-place game, a total-goals series or a
 * double-elimination game stays out, listed by date by the page.
 */
export function buildBracket(
  games: readonly BracketGame[],
  names: readonly string[] | null = null,
  namedOnly = false,
): BracketRound[] {
  const all = seriesOf(games);
  if (all.length === 0) return [];
  const { depth, next } = paths(all);
  const series = namedOnly ? onTitlePath(all, depth, next, names?.length ?? 0) : all;
  if (series.length === 0) return [];
  const max = Math.max(...series.map((s) => depth.get(s.key)!));
  // From the final back: each round ordered by where its winners went, so feeders sit together.
  const position = new Map<string, number>();
  const rounds: BracketRound[] = [];
  for (let d = 0; d <= max; d++) {
    const inRound = series
      .filter((s) => depth.get(s.key) === d)
      .sort((a, b) => {
        const pa = position.get(next.get(a.key) ?? "") ?? Infinity;
        const pb = position.get(next.get(b.key) ?? "") ?? Infinity;
        return pa - pb || a.firstDate.localeCompare(b.firstDate);
      });
    inRound.forEach((s, i) => position.set(s.key, i));
    if (inRound.length) rounds.unshift({ title: roundName(d, max + 1, names), series: inRound });
  }
  return rounds;
}

/** The round a game was played in (its series' column of the bracket); null for a game outside it. */
export function roundOfGame(rounds: readonly BracketRound[], gameId: number): string | null {
  return rounds.find((r) => r.series.some((s) => s.games.some((g) => g.id === gameId)))?.title ?? null;
}

/** "Won 4-1", "Leads 2-1", "31-27" for a single game is left to the caller's scores. */
export function seriesResult(s: BracketSeries): string {
  if (s.result) return s.result;
  const [a, b] = s.sides;
  const hi = Math.max(a.wins, b.wins);
  const lo = Math.min(a.wins, b.wins);
  if (s.winner === null) return s.games.some((g) => g.final) ? `Level ${hi}-${lo}` : "Not played yet";
  // A series with games still to play is not decided yet, whoever leads it.
  const verb = s.games.every((g) => g.final) ? "won" : "leads";
  return `${s.sides[s.winner].name} ${s.games.length === 1 ? verb : `${verb} ${hi}-${lo}`}`;
}

/**
 * A season whose playoff games the database lacks but whose final it records (a champion row with
 * its runner-up): a one-round bracket of the final, the series result from the row ("4-3").
 */
export function bracketFromTitle(
  title: {
    team_name: string;
    team_slug?: string | null;
    runner_up_name?: string | null;
    runner_up_slug?: string | null;
    series?: string | null;
    winner_score?: number | null;
    runner_up_score?: number | null;
  },
  names: readonly string[] | null = null,
): BracketRound[] {
  if (!title.runner_up_name) return [];
  const m = /^(\d+)-(\d+)/.exec(title.series ?? "");
  const [won, lost] = m ? [Number(m[1]), Number(m[2])] : [1, 0];
  return [
    {
      title: roundName(0, 1, names),
      series: [
        {
          key: "final",
          sides: [
            { slug: title.team_slug ?? null, name: title.team_name, wins: won },
            { slug: title.runner_up_slug ?? null, name: title.runner_up_name, wins: lost },
          ],
          winner: 0,
          games: [],
          firstDate: "",
          lastDate: "",
          title: true,
        },
      ],
    },
  ];
}

/** A series as a series source holds it (PlayoffSeries of the contract): no games, no dates. */
export type SourceSeries = Omit<PlayoffSeries["results"][number], "series_letter">;

const record = (w: number, l: number, t: number) => `${w}-${l}${t ? `-${t}` : ""}`;

/**
 * "Montreal Canadiens won 4-1"; "won 10-7 on total goals (games 1-1)" where goals decided it;
 * "No decision" for the 1919 Final halted by the influenza epidemic; "won by default" for a series
 * not played.
 */
export function sourceSeriesResult(x: SourceSeries): string {
  const games = record(x.wins, x.losses, x.ties);
  if (x.note === "ND") return `No decision, ${games} (series halted)`;
  if (x.note === "DEF") return `${x.winner.name} won by default (not played)`;
  if (x.note === "TG" && x.winner_goals !== null && x.loser_goals !== null) {
    return `${x.winner.name} won ${x.winner_goals}-${x.loser_goals} on total goals (games ${games})`;
  }
  return `${x.winner.name} won ${games}`;
}

/**
 * A season's bracket from a series source: rounds in the source's order under their names of the
 * time; within a round, series whose winners meet next sit together (as in `buildBracket`).
 */
export function bracketFromSeries(series: readonly SourceSeries[]): BracketRound[] {
  const orders = [...new Set(series.map((x) => x.round_order))].sort((a, b) => a - b);
  const rounds = orders.map((order) => {
    const inRound = series.filter((x) => x.round_order === order);
    const names = [...new Set(inRound.map((x) => x.round_name))];
    return { title: names.join(" / "), series: inRound.map((x, i) => toBracketSeries(x, `${order}:${i}`)) };
  });
  // From the last round back: a series sits by the position of the series its winner played next.
  const position = new Map<string, number>();
  for (let r = rounds.length - 1; r >= 0; r--) {
    const later = rounds.slice(r + 1).flatMap((x) => x.series);
    const nextOf = (s: BracketSeries) => {
      const winner = s.winner === null ? null : s.sides[s.winner].name;
      const next = later.find((n) => n.sides.some((t) => t.name === winner));
      return next ? (position.get(next.key) ?? Infinity) : Infinity;
    };
    const ordered = rounds[r].series
      .map((s, i) => ({ s, i, p: nextOf(s) }))
      .sort((a, b) => a.p - b.p || a.i - b.i);
    rounds[r].series = ordered.map((o) => o.s);
    rounds[r].series.forEach((s, i) => position.set(s.key, i));
  }
  return rounds;
}

function toBracketSeries(x: SourceSeries, key: string): BracketSeries {
  return {
    key,
    sides: [
      { slug: x.winner.slug, name: x.winner.name, wins: x.wins },
      { slug: x.loser.slug, name: x.loser.name, wins: x.losses },
    ],
    winner: x.note === "ND" ? null : 0,
    games: [],
    firstDate: "",
    lastDate: "",
    title: x.round === "SCF" && x.note !== "ND",
    result: sourceSeriesResult(x),
  };
}
