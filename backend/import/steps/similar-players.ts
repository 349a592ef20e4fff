/**
 * Similar players: for every MLB batter with 500 at bats and every pitcher with 100 innings, the ten
 * most similar careers of the same kind by Bill James's similarity scores as Baseball-Reference
 * publishes them (domain/similarity.ts). Careers are the regular-season totals of batting_lines and
 * pitching_lines (stint 0, every season through the source's last); a batter's position is averaged
 * from his seasons' primary positions in Appearances.csv (DH included, pitching left out), a
 * pitcher's hand is People.csv's `throws`. A batter who only pitched has no position value and is
 * left out of the batters (counted in the build log), as is a career the Lahman ids do not link.
 * Every pair is scored once (some 16 million batting and 14 million pitching pairs; the batters' in
 * typed arrays): about a second each.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import {
  averagePositionValue,
  mostSimilar,
  mostSimilarBatters,
  pitchingSimilarity,
  SIMILARITY_MIN_AB,
  SIMILARITY_MIN_IP_OUTS,
  type BattingCareer,
  type Neighbour,
  type PitchingCareer,
  type SeasonPositionGames,
  type SimilarityKind,
} from "../../../domain/similarity";
import type { BuildContext } from "../context";
import { lahmanAppearances, lahmanPeople } from "../readers/lahman";
import { leagueStep, type LeagueSetup } from "../sources/common";
import { playerIdsByKey } from "../sources/rosters";

type Row = Insertable<Database["similar_players"]>;
const n = (v: number | null | undefined) => Number(v ?? 0);

function sumInto<T extends object>(into: Map<number, T>, id: number, row: T): void {
  const prev = into.get(id) as Record<string, number> | undefined;
  if (!prev) {
    into.set(id, { ...row });
    return;
  }
  for (const [k, v] of Object.entries(row)) if (typeof v === "number") prev[k] += v;
}

async function battingCareers(ctx: BuildContext): Promise<Map<number, Omit<BattingCareer, "position">>> {
  const rows = await ctx.db
    .selectFrom("batting_lines")
    .select(["player_id", "g", "ab", "r", "h", "doubles", "triples", "hr", "rbi", "bb", "so", "sb"])
    .where("stint", "=", 0)
    .orderBy("player_id")
    .orderBy("season_start_year")
    .execute();
  const out = new Map<number, Omit<BattingCareer, "position">>();
  for (const r of rows) {
    sumInto(out, r.player_id, {
      g: r.g,
      ab: r.ab,
      r: r.r,
      h: r.h,
      doubles: r.doubles,
      triples: r.triples,
      hr: r.hr,
      rbi: n(r.rbi),
      bb: r.bb,
      so: n(r.so),
      sb: n(r.sb),
    });
  }
  return out;
}

async function pitchingCareers(ctx: BuildContext): Promise<Map<number, Omit<PitchingCareer, "throws">>> {
  const rows = await ctx.db
    .selectFrom("pitching_lines")
    .select(["player_id", "w", "l", "g", "gs", "cg", "ip_outs", "h", "er", "bb", "so", "sho", "sv"])
    .where("stint", "=", 0)
    .orderBy("player_id")
    .orderBy("season_start_year")
    .execute();
  const out = new Map<number, Omit<PitchingCareer, "throws">>();
  for (const r of rows) {
    const { player_id, ip_outs, ...rest } = r;
    sumInto(out, player_id, { ...rest, ipOuts: ip_outs });
  }
  return out;
}

/** Each linked player's games by position per season (Appearances, summed over his clubs), and hand. */
function lahmanFacts(setup: LeagueSetup, ids: Map<string, number>) {
  const { report, dataDir } = setup;
  const seasons = new Map<number, Map<number, SeasonPositionGames>>();
  for (const row of lahmanAppearances.lookup(report, dataDir, "baseball", "professional")) {
    const id = ids.get(`lahman:${row.playerID}`);
    if (id === undefined) continue;
    const byYear = seasons.get(id) ?? new Map<number, SeasonPositionGames>();
    const g = byYear.get(row.yearID) ?? {};
    const add = (pos: keyof SeasonPositionGames, v: number | null) => (g[pos] = (g[pos] ?? 0) + n(v));
    add("C", row.G_c);
    add("1B", row.G_1b);
    add("2B", row.G_2b);
    add("3B", row.G_3b);
    add("SS", row.G_ss);
    add("OF", row.G_of);
    add("DH", row.G_dh);
    byYear.set(row.yearID, g);
    seasons.set(id, byYear);
  }
  const throws = new Map<number, string>();
  for (const row of lahmanPeople.lookup(report, dataDir, "baseball", "professional")) {
    const id = ids.get(`lahman:${row.playerID}`);
    if (id !== undefined && (row.throws === "L" || row.throws === "R")) throws.set(id, row.throws);
  }
  return { seasons, throws };
}

function rowsOf(
  ctx: BuildContext,
  kind: SimilarityKind,
  ids: number[],
  best: Neighbour[][],
  through: number,
  own: (i: number) => { position_value: number | null; throws: string | null },
): Row[] {
  return best.flatMap((list, i) =>
    list.map((nb, rank) => ({
      id: ctx.nextId("similar_players"),
      player_id: ids[i],
      kind,
      rank: rank + 1,
      other_player_id: ids[nb.index],
      score: nb.score,
      through_season: through,
      ...own(i),
      league_key: "mlb",
    })),
  );
}

export const similarPlayersStep = leagueStep(
  "similar players: MLB batters and pitchers by similarity score",
  "mlb",
  async (ctx, setup) => {
    const started = performance.now();
    const lastRow = await ctx.db
      .selectFrom("batting_lines")
      .select((eb) => eb.fn.max("season_start_year").as("through"))
      .executeTakeFirst();
    const through = Number(lastRow?.through ?? 0);
    if (!through) return;
    const { seasons, throws } = lahmanFacts(setup, await playerIdsByKey(ctx));
    const batters: [number, BattingCareer][] = [];
    let onlyPitched = 0;
    for (const [id, c] of await battingCareers(ctx)) {
      if (c.ab < SIMILARITY_MIN_AB) continue;
      const position = averagePositionValue([...(seasons.get(id)?.values() ?? [])]);
      if (position === null) onlyPitched++;
      else batters.push([id, { ...c, position }]);
    }
    const pitchers: [number, PitchingCareer][] = [];
    for (const [id, c] of await pitchingCareers(ctx))
      if (c.ipOuts >= SIMILARITY_MIN_IP_OUTS) pitchers.push([id, { ...c, throws: throws.get(id) ?? null }]);
    const scored = performance.now();
    const battingList = batters.map(([, c]) => c);
    const pitchingList = pitchers.map(([, c]) => c);
    const rows = [
      ...rowsOf(
        ctx,
        "batting",
        batters.map(([id]) => id),
        mostSimilarBatters(battingList),
        through,
        (i) => ({
          position_value: battingList[i].position,
          throws: null,
        }),
      ),
      ...rowsOf(
        ctx,
        "pitching",
        pitchers.map(([id]) => id),
        mostSimilar(pitchingList, pitchingSimilarity),
        through,
        (i) => ({ position_value: null, throws: pitchingList[i].throws }),
      ),
    ];
    const scoring = Math.round(performance.now() - scored);
    await ctx.insert("similar_players", rows);
    const unknownHand = pitchers.filter(([, c]) => c.throws === null).length;
    ctx.log(
      `  similar_players ${rows.length}: ${batters.length} batters (500+ AB; ${onlyPitched} without a position but pitcher left out), ` +
        `${pitchers.length} pitchers (100+ IP; ${unknownHand} of unknown hand), careers through ${through}, ` +
        `${Math.round(performance.now() - started)} ms (scoring ${scoring} ms)`,
    );
  },
);
