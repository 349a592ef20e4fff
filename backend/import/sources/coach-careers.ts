/**
 * Title-winning coaches with true careers. Runs after the source importers and before `peopleStep`:
 *  - `backend/data/coaches/careers.json` (curated, zod-validated): a coach's whole head-coaching
 *    history in a league (teams and years) and, where we are sure of it, the whole-career record;
 *    it replaces the partial history a source gives (nflverse names coaches from 1999 only) and
 *    creates coaches no source has (NBA: no open dataset names its coaches). Without a curated
 *    record, the source's record stays and is not called a career record.
 *  - `complete_from_source`: coaches whose whole career lies inside the source and is over.
 *  - `began_with_source`: coaches whose career began in the first season of a source that starts
 *    after the league (nflverse games, 1999): their record is not labelled "since" that season.
 *  - every champion row's coach (all eight championships) is a coach of that sport and level: one
 *    no source or curated career knows is added with the title seasons the champion rows give, no
 *    record, and is never presented as a whole career.
 */
import path from "node:path";
import { z } from "zod";
import { readJsonFile } from "../data-files";
import type { BuildContext } from "../context";
import type { BuildStep } from "../step";
import { headCoach, namedPerson, NO_RECORD } from "./coach-seasons";
import { peopleOf, type CoachDraft, type RegistryLeague, type Stint } from "./people";

const yearSchema = z.number().int().min(1850).max(2100);
const recordSchema = z
  .object({
    wins: z.number().int().min(0),
    losses: z.number().int().min(0),
    ties: z.number().int().min(0),
    playoff_wins: z.number().int().min(0),
    playoff_losses: z.number().int().min(0),
  })
  .strict();

export const careersFileSchema = z
  .object({
    _comment: z.string().optional(),
    careers: z.array(
      z
        .object({
          league: z.string().min(1),
          name: z.string().min(1),
          birth_date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
          stints: z
            .array(
              z
                .object({ team: z.string().min(1), from: yearSchema, to: yearSchema })
                .strict()
                .refine((s) => s.to >= s.from, "to before from"),
            )
            .min(1),
          record: recordSchema.optional(),
          titles: z.number().int().min(0),
          note: z.string().optional(),
        })
        .strict(),
    ),
    complete_from_source: z.array(
      z.object({ league: z.string().min(1), name: z.string().min(1), reason: z.string().min(1) }).strict(),
    ),
    began_with_source: z.array(
      z.object({ league: z.string().min(1), name: z.string().min(1), reason: z.string().min(1) }).strict(),
    ),
    aliases: z.array(
      z
        .object({ league: z.string().min(1), name: z.string().min(1), source_name: z.string().min(1) })
        .strict(),
    ),
  })
  .strict();

/** "K. C. Jones" and "KC Jones", "Jokić" and "Jokic" compare equal. */
export function nameKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, "");
}

/** Stints split where the franchise's name of the time changes (Oakland Raiders -> Los Angeles Raiders). */
function stintsOfTime(ctx: BuildContext, teamId: number, from: number, to: number): Stint[] {
  const out: Stint[] = [];
  for (let y = from; y <= to; y++) {
    const name = ctx.teamOfTime(teamId, y).name;
    const open = out[out.length - 1];
    if (open && open.team_name === name && open.end_year === y - 1) open.end_year = y;
    else out.push({ team_id: teamId, team_name: name, start_year: y, end_year: y });
  }
  return out;
}

type CareersFile = z.output<typeof careersFileSchema>;
type CoachLeagueRef = RegistryLeague & { first_season: number };

export const coachCareersStep: BuildStep = {
  name: "people: curated careers of title-winning coaches",
  async run(ctx) {
    const file = path.join(ctx.dataDir, "coaches", "careers.json");
    const data = readJsonFile(file, careersFileSchema, ctx.problems);
    const coaches = coachDirectory(ctx, data);
    const curated = applyCuratedCareers(ctx, coaches, file, data);
    markFromSource(ctx, coaches, file, "complete_from_source", data?.complete_from_source, (draft) => {
      draft.record_is_career = true;
    });
    markFromSource(ctx, coaches, file, "began_with_source", data?.began_with_source, (draft) => {
      draft.began_with_source = true;
    });
    const added = await addChampionCoaches(ctx, coaches);
    ctx.log(`  curated careers ${curated}, coaches known only from champion records ${added}`);
  },
};

type CoachDirectory = ReturnType<typeof coachDirectory>;

/** Marks each listed coach of the sources; a name no source has is a problem of the file. */
function markFromSource(
  ctx: BuildContext,
  coaches: CoachDirectory,
  file: string,
  list: string,
  entries: readonly { league: string; name: string }[] | undefined,
  mark: (draft: CoachDraft) => void,
): void {
  for (const c of entries ?? []) {
    const league = coaches.leagueOf(c.league);
    const draft = league && coaches.find(league.sport_id, league.level_id, c.name);
    if (draft) mark(draft);
    else ctx.problems.add(file, null, `${list}: no ${c.league} coach named "${c.name}" in the sources`);
  }
}

/** The coaches of the sources by league and name (aliases applied), and new ones added to them. */
function coachDirectory(ctx: BuildContext, data: CareersFile | null) {
  const registry = peopleOf(ctx);
  const alias = new Map(
    (data?.aliases ?? []).map((a) => [
      `${ctx.lookups.leagues.get(a.league)?.sport_id}:${ctx.lookups.leagues.get(a.league)?.level_id}:${nameKey(a.name)}`,
      nameKey(a.source_name),
    ]),
  );
  /** The coach of that name; among namesakes, the one who coached `at` (team and season) when given. */
  const find = (
    sportId: number,
    levelId: number,
    name: string,
    at?: { team_id: number; season: number },
  ): CoachDraft | undefined => {
    const key = alias.get(`${sportId}:${levelId}:${nameKey(name)}`) ?? nameKey(name);
    const all = registry.coaches.filter(
      (c) =>
        c.sport_id === sportId &&
        c.level_id === levelId &&
        nameKey(`${c.person.first_name} ${c.person.last_name}`) === key,
    );
    if (all.length > 1 && at)
      return (
        all.find((c) => c.seasons.some((s) => s.season === at.season && s.team_id === at.team_id)) ?? all[0]
      );
    return all[0];
  };
  const newCoach = (
    league: CoachLeagueRef,
    name: string,
    birth: string | null,
    sourceName = "champion records",
  ): CoachDraft => {
    // A former player of the league with this name and the same birth date is this person (the
    // birth date is the proof: a name alone may be a namesake).
    const player = birth
      ? registry.players.find(
          (pl) =>
            pl.sport_id === league.sport_id &&
            pl.person.birth_date === birth &&
            nameKey(`${pl.person.first_name} ${pl.person.last_name}`) === nameKey(name),
        )
      : undefined;
    const person =
      player?.person ??
      namedPerson(registry, `curated-coach:${league.sport}:${league.level}:${nameKey(name)}`, name, birth);
    const draft = headCoach(person, league, {
      seasons: [],
      latestSeason: 0,
      ...NO_RECORD,
      source: {
        name: sourceName,
        first_season: league.first_season,
        last_season: 0,
        from_league_start: false,
      },
      record_is_career: false,
    });
    registry.coaches.push(draft);
    return draft;
  };
  const leagueOf = (key: string) => {
    const l = ctx.lookups.leagues.get(key);
    if (!l) return null;
    const sport = [...ctx.lookups.sports.values()].find((s) => s.id === l.sport_id)?.slug ?? "";
    const level = [...ctx.lookups.levels.values()].find((s) => s.id === l.level_id)?.slug ?? "";
    return { ...l, sport, level };
  };
  return { find, newCoach, leagueOf };
}

/** careers.json's whole histories (and records where curated) replace what the sources give. */
function applyCuratedCareers(
  ctx: BuildContext,
  coaches: CoachDirectory,
  file: string,
  data: CareersFile | null,
): number {
  let curated = 0;
  for (const c of data?.careers ?? []) {
    const league = coaches.leagueOf(c.league);
    if (!league) {
      ctx.problems.add(file, null, `${c.name}: unknown league "${c.league}"`);
      continue;
    }
    const stints: Stint[] = [];
    for (const s of c.stints) {
      const team = ctx.lookups.teamsBySlug.get(s.team);
      if (!team) {
        ctx.problems.add(file, null, `${c.name}: unknown team "${s.team}"`);
        continue;
      }
      stints.push(...stintsOfTime(ctx, team.id, s.from, s.to));
    }
    const draft =
      coaches.find(league.sport_id, league.level_id, c.name) ??
      coaches.newCoach(league, c.name, c.birth_date ?? null, "curated history");
    if (c.birth_date && !draft.person.birth_date) {
      draft.person.birth_date = c.birth_date;
      draft.person.birth_year = Number(c.birth_date.slice(0, 4));
    }
    draft.stints = stints.sort((a, b) => a.start_year - b.start_year);
    draft.championships_won = c.titles;
    if (c.record) {
      draft.wins = c.record.wins;
      draft.losses = c.record.losses;
      draft.ties = c.record.ties;
      draft.playoff_wins = c.record.playoff_wins;
      draft.playoff_losses = c.record.playoff_losses;
      // Playoff appearances are not curated; the source's count covers only its seasons.
      draft.playoff_appearances = null;
      draft.record_is_career = true;
    } else {
      draft.record_is_career = false;
    }
    curated++;
  }
  return curated;
}

/** Every champion row's coach is a coach of that sport and level; returns how many were added. */
async function addChampionCoaches(ctx: BuildContext, coaches: CoachDirectory): Promise<number> {
  const rows = await ctx.db
    .selectFrom("champions")
    .innerJoin("championships", "championships.id", "champions.championship_id")
    .select(["champions.coach", "champions.year", "champions.team_id", "championships.league_key"])
    .where("champions.coach", "is not", null)
    .where("champions.team_id", "is not", null)
    .orderBy("champions.year")
    .execute();
  let added = 0;
  const titleSeasons = new Map<CoachDraft, { season: number; team_id: number }[]>();
  const titlesOf = new Map<CoachDraft, number>();
  for (const r of rows) {
    const league = coaches.leagueOf(r.league_key);
    if (!league || !r.coach || r.team_id === null) continue;
    // "Tom Osborne / Bob Devaney" style rows name several coaches: each is a coach of that title.
    for (const name of r.coach.split(/\s*(?:\/|;| and )\s*/).filter(Boolean)) {
      let draft = coaches.find(league.sport_id, league.level_id, name, {
        team_id: r.team_id,
        season: r.year,
      });
      if (!draft) {
        draft = coaches.newCoach(league, name, null);
        added++;
      }
      titlesOf.set(draft, (titlesOf.get(draft) ?? 0) + 1);
      if (draft.source.name !== "champion records") {
        addTitleSeason(ctx, draft, r.year, r.team_id);
        continue;
      }
      titleSeasons.set(draft, [...(titleSeasons.get(draft) ?? []), { season: r.year, team_id: r.team_id }]);
    }
  }
  // The champion rows are the curated count of titles: a source that ends earlier (Lahman 2023,
  // the Databank 2017-18) or credits another coach of the season counts fewer.
  for (const [draft, n] of titlesOf) draft.championships_won = Math.max(draft.championships_won, n);
  for (const [draft, seasons] of titleSeasons) {
    if (!draft.stints) {
      draft.seasons = seasons.map((s) => ({
        season: s.season,
        team_id: s.team_id,
        team_name: ctx.teamOfTime(s.team_id, s.season).name,
      }));
      draft.championships_won = seasons.length;
    }
  }
  return added;
}

/**
 * A title after the source ends (Dave Roberts 2024, Lahman ends 2023): the season joins the
 * history without a record; a title season the source has is marked as won.
 */
function addTitleSeason(ctx: BuildContext, draft: CoachDraft, year: number, teamId: number): void {
  const season = draft.seasons.find((s) => s.season === year && s.team_id === teamId);
  if (season) {
    if (season.wins !== undefined) season.won_title = true;
  } else if (!draft.stints) {
    draft.seasons.push({ season: year, team_id: teamId, team_name: ctx.teamOfTime(teamId, year).name });
  }
}
