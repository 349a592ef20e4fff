/**
 * College football coaches' W-L(-T) by season from cfb-coaches-by-season-sportsref-65-programs
 * (Sports-Reference CFB school pages, 65 programs, 1869-2017): each team season's `coaches_text`
 * ("Mike Price (0-0), Mike Shula (4-9)") gives each coach's season with that program.
 *  - A program (Sports-Reference's school slug, "alabama") is the college football team whose
 *    school name it spells (slugified), or the team a `sportsref-cfb` row of crosswalk/codes.csv
 *    names where the slugs differ ("louisiana-state" for LSU); a program matching neither is
 *    rejected with its lines and named in the build log, never matched by guess.
 *  - Names are not ids: a coach is one name, except a name that coaches two programs in one season
 *    (namesakes), which is one coach per program, warned. A coach already registered in college
 *    football under the same name who coached the same program in the same season is that person.
 * The rows end with 2017 (partial: scraped during that season) and cover 65 programs only: the
 * record is never called a whole career.
 */
import { slugify, type BuildContext, type TeamRef } from "../context";
import { readCodeRows } from "../crosswalk";
import { cfbCoachSeasons, type CfbCoachSeason } from "../readers/cfb-coaches";
import { nameKey } from "./coach-careers";
import { apartByProgram, headCoach, namedPerson, NO_RECORD, type NamedSeasons } from "./coach-seasons";
import { leagueStep, RowError, type LeagueSetup as Setup } from "./common";
import { peopleOf, type CoachDraft, type CoachSeason } from "./people";

/** The crosswalk source of the Sports-Reference slugs that are not the school's name slugified. */
const CODE_SOURCE = "sportsref-cfb";
/** What the coach pages name as the record's source. */
const SOURCE_NAME = "Sports-Reference CFB, 65 programs, 1869-2017";

/** One coach's part of a team season: "Bear Bryant (11-0)", "Bear Bryant (8-1-1)". */
const COACH_PART = /\s*([^,()]+?) \((\d+)-(\d+)(?:-(\d+))?\)\s*(?:,|$)/y;

export interface CfbCoachPart {
  name: string;
  wins: number;
  losses: number;
  ties: number;
}

/** "Mike Price (0-0), Mike Shula (4-9)" as names and W-L-T (no tie count: none); throws on any other text. */
export function parseCfbCoaches(text: string): CfbCoachPart[] {
  const out: CfbCoachPart[] = [];
  COACH_PART.lastIndex = 0;
  while (COACH_PART.lastIndex < text.length) {
    const m = COACH_PART.exec(text);
    if (!m) throw new RowError(`coaches "${text}" not read as "Name (W-L), ..." or "Name (W-L-T)"`);
    out.push({ name: m[1], wins: Number(m[2]), losses: Number(m[3]), ties: Number(m[4] ?? 0) });
  }
  return out;
}

export const cfbCoachesStep = leagueStep(
  "college football coaches' records (Sports-Reference, 65 programs)",
  "cfb",
  async (ctx, setup) => {
    const programs = await programsBySlug(ctx);
    const file = cfbCoachSeasons.open(setup.report, setup.dataDir, "football", "ncaa-division-i");
    const seasonsOf = new Map<string, CoachSeason[]>();
    const unmatched = new Map<string, number>();
    let unnamed = 0;
    for (const row of file.rows) {
      try {
        if (row.coaches_text === "") unnamed++;
        else addTeamSeason(ctx, row, programs, seasonsOf);
        file.stats.imported++;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        if (!programs.has(row.team)) unmatched.set(row.team, (unmatched.get(row.team) ?? 0) + 1);
        setup.report.reject(file.stats, row.line, error.message);
      }
    }
    if (unmatched.size)
      ctx.warn(
        `${cfbCoachSeasons.source}: ${unmatched.size} programs match no college football team: ${[...unmatched].map(([t, n]) => `${t} (${n} seasons)`).join(", ")}`,
      );
    const joined = registerCoaches(ctx, setup, apartByProgram(ctx, cfbCoachSeasons.source, seasonsOf));
    setup.report.done(file.stats, `${unnamed} team seasons without a coach named`);
    ctx.log(`  college football coaches with W-L-T: ${seasonsOf.size} (${joined} joined to known coaches)`);
  },
);

/** The college football teams by Sports-Reference slug: the school's name slugified, or a crosswalk row. */
async function programsBySlug(ctx: BuildContext): Promise<Map<string, TeamRef>> {
  const rows = await ctx.db
    .selectFrom("teams")
    .select(["slug", "school"])
    .where("league_key", "=", "cfb")
    .where("school", "is not", null)
    .execute();
  const out = new Map<string, TeamRef>();
  for (const r of rows) {
    const team = ctx.lookups.teamsBySlug.get(r.slug);
    if (team && r.school) out.set(slugify(r.school), team);
  }
  for (const row of readCodeRows()) {
    if (row.source !== CODE_SOURCE || !row.team_slug) continue;
    const team = ctx.lookups.teamsBySlug.get(row.team_slug);
    if (team) out.set(row.code, team);
  }
  return out;
}

function addTeamSeason(
  ctx: BuildContext,
  row: CfbCoachSeason,
  programs: Map<string, TeamRef>,
  seasonsOf: Map<string, CoachSeason[]>,
): void {
  const team = programs.get(row.team);
  if (!team) throw new RowError(`program "${row.team}" matches no college football team`);
  const team_name = ctx.teamOfTime(team.id, row.year).name;
  for (const c of parseCfbCoaches(row.coaches_text))
    seasonsOf.set(c.name, [
      ...(seasonsOf.get(c.name) ?? []),
      { season: row.year, team_id: team.id, team_name, wins: c.wins, losses: c.losses, ties: c.ties },
    ]);
}

/** A college football coach already registered under this name who coached one of these team seasons. */
function knownCoach(coaches: CoachDraft[], league: string, name: string, seasons: CoachSeason[]) {
  const key = nameKey(name);
  return coaches.find(
    (c) =>
      c.league_key === league &&
      nameKey(`${c.person.first_name} ${c.person.last_name}`) === key &&
      c.seasons.some((m) => seasons.some((s) => s.season === m.season && s.team_id === m.team_id)),
  );
}

/** Each coach's seasons, joined to a known coach or as a coach of its own; returns how many joined. */
function registerCoaches(ctx: BuildContext, setup: Setup, seasonsOf: Map<string, NamedSeasons>): number {
  const registry = peopleOf(ctx);
  const known = [...registry.coaches];
  const last = Math.max(...[...seasonsOf.values()].flatMap((c) => c.seasons.map((s) => s.season)));
  const source = { name: SOURCE_NAME, first_season: 1869, last_season: last, from_league_start: false };
  let joined = 0;
  for (const [key, { name, seasons }] of [...seasonsOf].sort(([a], [b]) => a.localeCompare(b))) {
    const draft = knownCoach(known, setup.league.league_key, name, seasons);
    if (draft) {
      for (const s of seasons) {
        const same = draft.seasons.find((m) => m.season === s.season && m.team_id === s.team_id);
        if (same) Object.assign(same, { wins: s.wins, losses: s.losses, ties: s.ties });
        else draft.seasons.push(s);
      }
      draft.seasons.sort((a, b) => a.season - b.season);
      draft.source = { ...source, name: `${SOURCE_NAME} and ${draft.source.name}` };
      joined++;
    }
    const coach =
      draft ??
      // Keyed by the name's key, as the champion rows' coaches were: their pages keep their slugs.
      headCoach(namedPerson(registry, `sportsref-cfb-coach:${nameKey(key)}`, name), setup.league, {
        seasons,
        latestSeason: last,
        ...NO_RECORD,
        source,
      });
    const counted = coach.seasons.filter((s) => s.wins != null);
    coach.wins = counted.reduce((n, s) => n + s.wins!, 0);
    coach.losses = counted.reduce((n, s) => n + (s.losses ?? 0), 0);
    coach.ties = counted.reduce((n, s) => n + (s.ties ?? 0), 0);
    if (!draft) registry.coaches.push(coach);
  }
  return joined;
}
