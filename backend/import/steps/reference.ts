/** Step 1: sports, levels and the championships (backend/data/*.json). */
import path from "node:path";
import type { BuildStep } from "../step";
import { championshipFileSchema, levelFileSchema, readJsonFile, sportFileSchema } from "../data-files";

export const referenceStep: BuildStep = {
  name: "sports, levels, championships",
  async run(ctx) {
    const { lookups, problems } = ctx;
    const sports = readJsonFile(path.join(ctx.dataDir, "sports.json"), sportFileSchema, problems) ?? [];
    const levels = readJsonFile(path.join(ctx.dataDir, "levels.json"), levelFileSchema, problems) ?? [];
    const championships =
      readJsonFile(path.join(ctx.dataDir, "championships.json"), championshipFileSchema, problems) ?? [];
    problems.throwIfAny();

    const sportRows = sports.map((s, i) => ({
      id: ctx.nextId("sports"),
      slug: s.slug,
      name: s.name,
      abbreviation: s.abbreviation,
      sort_order: i,
    }));
    const levelRows = levels.map((l, i) => ({
      id: ctx.nextId("levels"),
      slug: l.slug,
      name: l.name,
      sort_order: i,
    }));
    for (const s of sportRows) lookups.sports.set(s.slug, s);
    for (const l of levelRows) lookups.levels.set(l.slug, l);

    const file = path.join(ctx.dataDir, "championships.json");
    const championshipRows = [];
    for (const [i, c] of championships.entries()) {
      const sport = lookups.sports.get(c.sport);
      const level = lookups.levels.get(c.level);
      if (!sport) problems.add(file, null, `[${i}.sport] unknown sport "${c.sport}"`);
      if (!level) problems.add(file, null, `[${i}.level] unknown level "${c.level}"`);
      if (lookups.championships.has(c.slug))
        problems.add(file, null, `[${i}.slug] duplicate slug "${c.slug}"`);
      if (lookups.leagues.has(c.league_key))
        problems.add(file, null, `[${i}.league_key] duplicate league_key "${c.league_key}"`);
      if (!sport || !level) continue;
      const id = ctx.nextId("championships");
      const ref = {
        id,
        slug: c.slug,
        name: c.name,
        sport_id: sport.id,
        level_id: level.id,
        sport: sport.slug,
        level: level.slug,
        league_key: c.league_key,
        league: c.league,
        season_title: c.season_title,
        first_season: c.first_season,
        seasons_from: Math.min(c.seasons_from, c.first_season),
      };
      lookups.championships.set(c.slug, ref);
      lookups.leagues.set(c.league_key, ref);
      championshipRows.push({
        id,
        slug: c.slug,
        name: c.name,
        official_name: c.official_name,
        description: c.description,
        trophy_name: c.trophy_name,
        sport_id: sport.id,
        level_id: level.id,
        league_key: c.league_key,
        league: c.league,
        first_year: c.first_year,
        first_season: c.first_season,
        last_year: c.last_year,
        format: c.format,
        total_teams: c.total_teams,
        sort_order: i,
      });
    }
    problems.throwIfAny();

    await ctx.insert("sports", sportRows);
    await ctx.insert("levels", levelRows);
    await ctx.insert("championships", championshipRows);
    ctx.log(
      `sports ${sportRows.length}, levels ${levelRows.length}, championships ${championshipRows.length}`,
    );
  },
};
