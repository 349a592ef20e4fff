/** An MLB player's regular-season lines (batting, pitching, fielding) for the player detail. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BaseballLines } from "../../../domain/contract/types";
import { STATS_THROUGH } from "../../import/sources/lahman-coverage";
import { teamSeasonSlug } from "../team-season-link";

type LineTable = "batting_lines" | "pitching_lines" | "fielding_lines";

function linesOf<T extends LineTable>(db: Kysely<Database>, table: T, playerId: number) {
  return db
    .selectFrom(table as LineTable)
    .leftJoin("teams", "teams.id", `${table as LineTable}.team_id`)
    .selectAll(table as LineTable)
    .select(teamSeasonSlug("teams", `${table as LineTable}.season_start_year`).as("team_slug"))
    .where("player_id", "=", playerId)
    .orderBy("season_start_year")
    .orderBy("stint")
    .execute();
}

function keyOf(row: {
  season_start_year: number;
  stint: number;
  team_code: string;
  team_name: string | null;
  team_slug: string | null;
  league: string;
}) {
  return {
    season: row.season_start_year,
    stint: row.stint,
    team_code: row.team_code,
    team_name: row.team_name,
    team_slug: row.team_slug,
    league: row.league,
  };
}

/** Null when the player has no line (not an MLB player, or a postseason-only career). */
export async function baseballLines(db: Kysely<Database>, playerId: number): Promise<BaseballLines | null> {
  const [batting, pitching, fielding] = await Promise.all([
    linesOf(db, "batting_lines", playerId),
    linesOf(db, "pitching_lines", playerId),
    linesOf(db, "fielding_lines", playerId),
  ]);
  if (!batting.length && !pitching.length && !fielding.length) return null;
  return {
    through: STATS_THROUGH,
    batting: batting.map((r) => {
      const b = r as Database["batting_lines"] & { team_slug: string | null };
      return {
        ...keyOf(b),
        g: b.g,
        pa: b.pa,
        ab: b.ab,
        r: b.r,
        h: b.h,
        doubles: b.doubles,
        triples: b.triples,
        hr: b.hr,
        rbi: b.rbi,
        sb: b.sb,
        cs: b.cs,
        bb: b.bb,
        so: b.so,
        ibb: b.ibb,
        hbp: b.hbp,
        sh: b.sh,
        sf: b.sf,
        gidp: b.gidp,
      };
    }),
    pitching: pitching.map((r) => {
      const p = r as Database["pitching_lines"] & { team_slug: string | null };
      return {
        ...keyOf(p),
        w: p.w,
        l: p.l,
        g: p.g,
        gs: p.gs,
        cg: p.cg,
        sho: p.sho,
        sv: p.sv,
        ip_outs: p.ip_outs,
        h: p.h,
        r: p.r,
        er: p.er,
        hr: p.hr,
        bb: p.bb,
        so: p.so,
        hbp: p.hbp,
        bfp: p.bfp,
      };
    }),
    fielding: fielding.map((r) => {
      const f = r as Database["fielding_lines"] & { team_slug: string | null };
      return {
        ...keyOf(f),
        pos: f.pos,
        g: f.g,
        gs: f.gs,
        inn_outs: f.inn_outs,
        po: f.po,
        a: f.a,
        e: f.e,
        dp: f.dp,
      };
    }),
  };
}
