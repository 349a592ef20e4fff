import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext } from "../context";

/** The league a conference or division belongs to (a championship of the lookups is one). */
interface AlignmentLeague {
  league_key: string;
  sport_id: number;
  level_id: number;
}

/**
 * Conference and division ids by league and name, adding the historical ones (AFC Central,
 * Northwest, ...).
 */
export async function alignmentIds(ctx: BuildContext) {
  const conferences = new Map<string, number>();
  const divisions = new Map<string, number>();
  for (const c of await ctx.db.selectFrom("conferences").select(["id", "slug", "league_key"]).execute())
    conferences.set(`${c.league_key}:${c.slug}`, c.id);
  for (const d of await ctx.db.selectFrom("divisions").select(["id", "slug", "league_key"]).execute())
    divisions.set(`${d.league_key}:${d.slug}`, d.id);
  const newConferences: Insertable<Database["conferences"]>[] = [];
  const newDivisions: Insertable<Database["divisions"]>[] = [];
  const conference = async (league: AlignmentLeague, name: string) => {
    const key = `${league.league_key}:${slugify(name)}`;
    let id = conferences.get(key);
    if (id === undefined) {
      id = ctx.nextId("conferences");
      conferences.set(key, id);
      const { league_key, sport_id, level_id } = league;
      newConferences.push({ id, slug: slugify(name), name, sport_id, level_id, league_key });
    }
    return id;
  };
  const division = async (league: AlignmentLeague, name: string, conferenceName: string | null) => {
    const key = `${league.league_key}:${slugify(name)}`;
    let id = divisions.get(key);
    if (id === undefined) {
      id = ctx.nextId("divisions");
      divisions.set(key, id);
      newDivisions.push({
        id,
        slug: slugify(name),
        name,
        conference_id: conferenceName ? await conference(league, conferenceName) : null,
        sport_id: league.sport_id,
        level_id: league.level_id,
        league_key: league.league_key,
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
