/**
 * College basketball team seasons and coaches' W-L by season from ncaa-mbb-team-seasons-sportsref
 * (Sports-Reference CBB school pages, 1892-93 to 2016-17), read in one pass: each row is a team
 * season (W-L and NCAA tournament result, ncaa-mbb-team-seasons.ts) and its `coaches` ("Jeff
 * Reynolds (11-10), Dave Pilipovich (2-6)") give each coach's season with that program.
 *  - A school (the site's slug, "north-carolina") is a program of the registry as
 *    ncaa-mbb-team-seasons.ts matches it; a school matching none (small colleges of the early game)
 *    is rejected with its line and the schools are named in the build log, never named by guess.
 *  - Names are not ids: a coach is one name, except a name that coaches two programs in one season
 *    (namesakes), which is one coach per program, warned. The March Mania coach of the same name who
 *    coached the same program in the same season is that person: the seasons join that coach (who
 *    keeps the tournament record); otherwise the name is a coach of its own. A coaches text that is
 *    not "Name (W-L), ..." gives no coach: the team season stays, and the lines are warned.
 * The W-L ends with 2016-17 and skips the rejected schools: never called a whole career.
 */
import type { BuildContext, TeamRef } from "../context";
import { ncaaMbbTeamSeasons, type NcaaMbbTeamSeason } from "../readers/ncaa-mbb-team-seasons";
import { nameKey } from "./coach-careers";
import { apartByProgram, headCoach, namedPerson, NO_RECORD, type NamedSeasons } from "./coach-seasons";
import { leagueStep, RowError, type LeagueSetup as Setup } from "./common";
import {
  insertTeamSeasons,
  LAST_WHOLE_SEASON,
  programsBySchool,
  teamSeasonDraft,
  UnmatchedSchools,
} from "./ncaa-mbb-team-seasons";
import { peopleOf, type CoachDraft, type CoachSeason } from "./people";

/** One coach's part of a team season: "Dean Smith (28-6)". */
const COACH_PART = /\s*([^,()]+?) \((\d+)-(\d+)\)\s*(?:,|$)/y;
/** Seasons whose coach the site does not know. */
const NO_COACH = new Set(["No coach", "Unknown", "None"]);

/** "Jeff Reynolds (11-10), Dave Pilipovich (2-6)" as names and W-L; throws on any other text. */
export function parseCoaches(text: string): { name: string; wins: number; losses: number }[] {
  const out: { name: string; wins: number; losses: number }[] = [];
  COACH_PART.lastIndex = 0;
  while (COACH_PART.lastIndex < text.length) {
    const m = COACH_PART.exec(text);
    if (!m) throw new RowError(`coaches "${text}" not read as "Name (W-L), ..."`);
    out.push({ name: m[1], wins: Number(m[2]), losses: Number(m[3]) });
  }
  return out;
}

export const ncaaMbbCoachesStep = leagueStep(
  "NCAA men's basketball team seasons and coaches' records (Sports-Reference)",
  "cbb",
  async (ctx, setup) => {
    const programOf = programsBySchool(ctx, setup);
    const file = ncaaMbbTeamSeasons.open(setup.report, setup.dataDir, "basketball", "ncaa-division-i");
    const seasonsOf = new Map<string, CoachSeason[]>();
    const drafts: ReturnType<typeof teamSeasonDraft>[] = [];
    const unmatched = new UnmatchedSchools();
    const unread: string[] = [];
    let unnamed = 0;
    let partial = 0;
    for (const row of file.rows) {
      const team = programOf(row.school);
      if (!team) {
        unmatched.add(row);
        setup.report.reject(
          file.stats,
          row.line,
          `school "${row.school}" matches no program of the registry`,
        );
        continue;
      }
      const team_name = ctx.teamOfTime(team.id, row.season.start).name;
      if (row.season.start <= LAST_WHOLE_SEASON) drafts.push(teamSeasonDraft(row, team.id, team_name));
      else partial++;
      file.stats.imported++;
      if (NO_COACH.has(row.coaches)) unnamed++;
      else {
        try {
          addCoachSeasons(row, team, team_name, seasonsOf);
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          unread.push(`line ${row.line}: ${error.message}`);
        }
      }
    }
    const joined = registerCoaches(ctx, setup, apartByProgram(ctx, ncaaMbbTeamSeasons.source, seasonsOf));
    setup.report.done(
      file.stats,
      `${unnamed} team seasons without a coach named; ${partial} rows of 2016-17 (scraped mid-tournament) ` +
        `give coaches but no team season; ${unmatched.size} schools match no program`,
    );
    await insertTeamSeasons(ctx, drafts);
    if (unmatched.size)
      ctx.log(`  schools without a program (rows rejected, not added as teams): ${unmatched.describe()}`);
    if (unread.length)
      ctx.warn(`${ncaaMbbTeamSeasons.source}: ${unread.length} coaches texts not read: ${unread.join("; ")}`);
    ctx.log(
      `  college basketball coaches with W-L: ${seasonsOf.size} (${joined} joined to March Mania coaches)`,
    );
  },
);

function addCoachSeasons(
  row: NcaaMbbTeamSeason,
  team: TeamRef,
  team_name: string,
  seasonsOf: Map<string, CoachSeason[]>,
): void {
  for (const c of parseCoaches(row.coaches))
    seasonsOf.set(c.name, [
      ...(seasonsOf.get(c.name) ?? []),
      { season: row.season.start, team_id: team.id, team_name, wins: c.wins, losses: c.losses },
    ]);
}

/** The March Mania coaches by name key ("Dean Smith" and "dean_smith" alike). */
function maniaCoachesByName(coaches: CoachDraft[]): Map<string, CoachDraft[]> {
  const out = new Map<string, CoachDraft[]>();
  for (const c of coaches) {
    if (!c.person.key.startsWith("march-mania-coach:")) continue;
    const key = nameKey(`${c.person.first_name} ${c.person.last_name}`);
    out.set(key, [...(out.get(key) ?? []), c]);
  }
  return out;
}

/** The March Mania coach of this name who coached one of these team seasons. */
function maniaCoach(
  byName: Map<string, CoachDraft[]>,
  name: string,
  seasons: CoachSeason[],
): CoachDraft | undefined {
  return byName
    .get(nameKey(name))
    ?.find((c) =>
      c.seasons.some((m) => seasons.some((s) => s.season === m.season && s.team_id === m.team_id)),
    );
}

/** Each name's seasons, joined to its March Mania coach or as a coach of its own; returns how many joined. */
function registerCoaches(ctx: BuildContext, setup: Setup, seasonsOf: Map<string, NamedSeasons>): number {
  const registry = peopleOf(ctx);
  const mania = maniaCoachesByName(registry.coaches);
  const last = Math.max(...[...seasonsOf.values()].flatMap((c) => c.seasons.map((s) => s.season)));
  const source = (name: string) => ({
    name,
    first_season: 1892,
    last_season: last,
    from_league_start: false,
  });
  let joined = 0;
  for (const [key, { name, seasons }] of [...seasonsOf].sort(([a], [b]) => a.localeCompare(b))) {
    const draft = maniaCoach(mania, name, seasons);
    if (draft) {
      for (const s of seasons) {
        const same = draft.seasons.find((m) => m.season === s.season && m.team_id === s.team_id);
        if (same) Object.assign(same, { wins: s.wins, losses: s.losses });
        else draft.seasons.push(s);
      }
      draft.seasons.sort((a, b) => a.season - b.season);
      draft.source = source(`${ncaaMbbTeamSeasons.name} and ${draft.source.name}`);
      joined++;
    }
    const coach =
      draft ??
      headCoach(namedPerson(registry, `sportsref-cbb-coach:${key}`, name), setup.league, {
        seasons,
        latestSeason: last,
        ...NO_RECORD,
        source: source(ncaaMbbTeamSeasons.name),
      });
    const counted = coach.seasons.filter((s) => s.wins != null);
    coach.wins = counted.reduce((n, s) => n + s.wins!, 0);
    coach.losses = counted.reduce((n, s) => n + (s.losses ?? 0), 0);
    if (!draft) registry.coaches.push(coach);
  }
  return joined;
}
