/**
 * College baseball batters and pitchers 2022-2024 (backend/import/sources/ncaa-baseball-players.ts)
 * on the run's database: the spot-checked seasons of SOURCES.md (each also in the NCAA's record
 * books), the ERA computed from earned runs and outs, an empty cell read as zero, two seasons of
 * one player linked by school, name and class, and the team runs, hits and home runs summed from
 * the players against the team statistics held. Skipped when the open datasets are missing.
 */
import { expect, it } from "vitest";
import { earnedRunAverage, formatAverage, inningsFromOuts } from "../../domain/baseball-stats";
import { describeData } from "./support";

const LEAGUE = "cbs";

interface Line {
  season: number;
  team: string;
  player: number;
  batting: Record<string, number> | null;
  pitching: Record<string, number> | null;
}

describeData("college baseball players", (db) => {
  const linesOf = async (first: string, last: string): Promise<Line[]> => {
    const rows = await db()
      .selectFrom("roster_entries as r")
      .innerJoin("teams as t", "t.id", "r.team_id")
      .innerJoin("players as pl", "pl.id", "r.player_id")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .select(["r.season_start_year", "r.stats", "t.name", "r.player_id"])
      .where("t.league_key", "=", LEAGUE)
      .where("p.first_name", "=", first)
      .where("p.last_name", "=", last)
      .orderBy("r.season_start_year")
      .execute();
    return rows.map((r) => {
      const stats = JSON.parse(r.stats ?? "{}") as Pick<Line, "batting" | "pitching">;
      return { season: r.season_start_year, team: r.name, player: r.player_id, ...stats };
    });
  };
  const avg = (b: Record<string, number> | null) => formatAverage(b ? b.h / b.ab : null);

  it("reads Paul Skenes's 2023 for LSU: 13-2, 1.69 ERA, 122.2 innings, 209 strikeouts", async () => {
    const lines = await linesOf("Paul", "Skenes");
    const s = lines.find((l) => l.season === 2023 && l.team === "LSU Tigers");
    expect(s?.pitching).toMatchObject({ w: 13, l: 2, so: 209, ip_outs: 368, er: 23 });
    expect(inningsFromOuts(s!.pitching!.ip_outs)).toBe("122.2");
    expect(earnedRunAverage({ ip_outs: s!.pitching!.ip_outs, er: s!.pitching!.er })!.toFixed(2)).toBe("1.69");
  });

  it("reads Dylan Crews's 2022 (22 HR) and 2023 (.426, 18 HR, 70 RBI, 100 R) as one LSU player", async () => {
    const lines = await linesOf("Dylan", "Crews");
    const lsu = lines.filter((l) => l.team === "LSU Tigers");
    expect(lsu.map((l) => l.season)).toEqual([2022, 2023]);
    expect(lsu[0].batting?.hr).toBe(22);
    expect(lsu[1].batting).toMatchObject({ hr: 18, rbi: 70, r: 100 });
    expect(avg(lsu[1].batting)).toBe(".426");
    expect(new Set(lsu.map((l) => l.player)).size).toBe(1);
    // An outfielder: no pitching line though the pitching file lists his games.
    expect(lsu.every((l) => l.pitching === null)).toBe(true);
  });

  it("reads Charlie Condon's 2024 for Georgia: .433, 37 HR, 78 RBI", async () => {
    const [line] = (await linesOf("Charlie", "Condon")).filter((l) => l.season === 2024);
    expect(line.team).toBe("Georgia Bulldogs");
    expect(line.batting).toMatchObject({ hr: 37, rbi: 78 });
    expect(avg(line.batting)).toBe(".433");
  });

  it("reads Rhett Lowder's 2023 for Wake Forest as 15-0: the empty losses cell is zero", async () => {
    const [line] = (await linesOf("Rhett", "Lowder")).filter((l) => l.season === 2023);
    expect(line.pitching).toMatchObject({ w: 15, l: 0 });
  });

  it("leaves roster rows without batting or pitching out", async () => {
    const n = await db()
      .selectFrom("roster_entries as r")
      .innerJoin("teams as t", "t.id", "r.team_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("t.league_key", "=", LEAGUE)
      .where("r.stats", "=", '{"batting":null,"pitching":null}')
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it("sums the players' runs to the team statistics' for all but a few teams each season", async () => {
    const rows = await db()
      .selectFrom("roster_entries as r")
      .innerJoin("teams as t", "t.id", "r.team_id")
      .select(["r.team_id", "r.season_start_year", "r.stats"])
      .where("t.league_key", "=", LEAGUE)
      .execute();
    const sums = new Map<string, number>();
    for (const r of rows) {
      const b = (JSON.parse(r.stats ?? "{}") as Pick<Line, "batting">).batting;
      const k = `${r.team_id}:${r.season_start_year}`;
      sums.set(k, (sums.get(k) ?? 0) + (b?.r ?? 0));
    }
    const held = await db()
      .selectFrom("team_seasons")
      .select(["team_id", "season_start_year", "totals"])
      .where("league_key", "=", LEAGUE)
      .where("season_start_year", ">=", 2022)
      .where("season_start_year", "<=", 2024)
      .execute();
    const agree: Record<number, [number, number]> = {};
    for (const t of held) {
      const sum = sums.get(`${t.team_id}:${t.season_start_year}`);
      if (sum === undefined) continue;
      const runs = (JSON.parse(t.totals ?? "{}") as Record<string, number>)["R (Batting)"];
      const a = (agree[t.season_start_year] ??= [0, 0]);
      a[1]++;
      if (runs === sum) a[0]++;
    }
    // SOURCES.md: 290 of 293, 295 of 295 and 293 of 295 teams (2022-2024); the build log names the others.
    expect(agree).toEqual({ 2022: [290, 293], 2023: [295, 295], 2024: [293, 295] });
  });
});
