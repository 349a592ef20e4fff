import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import { slugify, type BuildContext } from "../context";

/** Conference and division ids by name, adding the historical ones (AFC Central, Northwest, ...). */
export async function alignmentIds(ctx: BuildContext) {
  const conferences = new Map<string, number>();
  const divisions = new Map<string, number>();
  for (const c of await ctx.db
    .selectFrom("conferences")
    .select(["id", "slug", "sport_id", "level_id"])
    .execute())
    conferences.set(`${c.sport_id}:${c.level_id}:${c.slug}`, c.id);
  for (const d of await ctx.db
    .selectFrom("divisions")
    .select(["id", "slug", "sport_id", "level_id"])
    .execute())
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
