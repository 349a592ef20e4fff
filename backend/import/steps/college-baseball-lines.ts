/**
 * College baseball's season lines as tables (college_batting_lines, college_pitching_lines), the
 * finder's and the leader boards' source: the NCAA's lines 2022-2024 as the college baseball
 * rosters step stored them (roster entries of D-I team seasons, stats `{batting, pitching}` under
 * the MLB lines' keys), each a stint-0 line with its school, the team season's conference
 * (`league`) and games (`team_games`, for the rate minimums). A line the table cannot hold (a
 * figure missing) is counted in the build log, never dropped silently. Runs after the college
 * baseball rosters step and the team seasons.
 */
import type { Insertable } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";

const LEAGUE = "cbs";

const BATTING = [
  "g",
  "gs",
  "pa",
  "ab",
  "r",
  "h",
  "doubles",
  "triples",
  "hr",
  "rbi",
  "sb",
  "cs",
  "bb",
  "so",
  "ibb",
  "hbp",
  "sh",
  "sf",
  "gidp",
] as const;
const PITCHING = [
  "w",
  "l",
  "g",
  "gs",
  "cg",
  "sho",
  "sv",
  "ip_outs",
  "h",
  "r",
  "er",
  "hr",
  "bb",
  "so",
  "hbp",
  "bfp",
] as const;

const figuresOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);
const stored = z.object({
  batting: figuresOf(BATTING).nullable(),
  pitching: figuresOf(PITCHING).nullable(),
});

export const collegeBaseballLinesStep: BuildStep = {
  name: "college baseball batting and pitching lines (finder and leader tables)",
  async run(ctx: BuildContext) {
    const rows = await ctx.db
      .selectFrom("roster_entries as r")
      .innerJoin("teams as t", "t.id", "r.team_id")
      .leftJoin("team_seasons as ts", (j) =>
        j
          .onRef("ts.team_id", "=", "r.team_id")
          .onRef("ts.season_start_year", "=", "r.season_start_year")
          .on("ts.league_key", "=", LEAGUE),
      )
      .where("t.league_key", "=", LEAGUE)
      .where("r.stats", "is not", null)
      .select([
        "r.player_id",
        "r.season_start_year",
        "r.team_id",
        "r.stats",
        "t.abbreviation",
        "t.name",
        "ts.conference_name",
        "ts.games_played",
      ])
      .orderBy("r.id")
      .execute();
    if (!rows.length) return;
    const batting: Insertable<Database["college_batting_lines"]>[] = [];
    const pitching: Insertable<Database["college_pitching_lines"]>[] = [];
    let unread = 0;
    let noGames = 0;
    for (const r of rows) {
      const parsed = stored.safeParse(JSON.parse(r.stats ?? "null"));
      if (!parsed.success) {
        unread++;
        continue;
      }
      if (r.games_played === null) noGames++;
      const key = {
        player_id: r.player_id,
        season_start_year: r.season_start_year,
        stint: 0,
        team_id: r.team_id,
        team_code: r.abbreviation ?? "",
        team_name: r.name,
        league: r.conference_name ?? "",
        league_key: LEAGUE,
        team_games: r.games_played,
      };
      if (parsed.data.batting)
        batting.push({ id: ctx.nextId("college_batting_lines"), ...key, ...parsed.data.batting });
      if (parsed.data.pitching)
        pitching.push({ id: ctx.nextId("college_pitching_lines"), ...key, ...parsed.data.pitching });
    }
    await ctx.insert("college_batting_lines", batting);
    await ctx.insert("college_pitching_lines", pitching);
    ctx.log(
      `  college baseball lines: ${batting.length} batting, ${pitching.length} pitching from ${rows.length} roster entries` +
        (unread ? `; ${unread} entries' figures unreadable (not in the tables)` : "") +
        (noGames ? `; ${noGames} without their team season's games (no rate minimum)` : ""),
    );
    if (unread) ctx.warn(`college baseball lines: ${unread} roster entries' figures unreadable`);
  },
};
