/**
 * College basketball team seasons from ncaa-mbb-team-seasons-sportsref (Sports-Reference CBB school
 * pages, 1892-93 to 2016-17), for the team pages' seasons table and season pages: each row's W-L and
 * NCAA tournament result (its coaches go to the coach-season rows, ncaa-mbb-coaches.ts, which reads
 * the same rows in the same pass). The file holds no games: a season's page says so.
 *  - A school (Sports-Reference's slug, "north-carolina") is the program a `sportsref-cbb` row of
 *    crosswalk/codes.csv names ("city-college-of-new-york" is CCNY), else the program whose March
 *    Mania spelling it is ("north carolina"; letters and digits compared, so "west-texas-am" is
 *    "west texas a&m"). A school matching neither is not a program of the registry (small colleges
 *    of the early game, none Division I today): its rows are rejected and the schools named in the
 *    build log, never added by guess (the file gives slugs, not names: "muhlenburg" is Muhlenberg).
 *  - The 2016-17 rows were scraped on 2017-03-15, during the tournaments: their W-L is not the
 *    season's and they are not imported (the coaches' step keeps its own rule).
 *  - `made_playoffs` is 1 for a team in the NCAA tournament, 0 for a major program outside it from
 *    1938-39 (the first tournament) on, and unknown before, or for a season the school was not a
 *    major program.
 * Seasons from 1984-85 on, where the tournament games are held, are compared with those games by
 * the quality step (quality/cbb-team-seasons.ts): differences are named, never merged.
 */
import type { Insertable } from "kysely";
import type { Database, Flag } from "../../db/schema";
import type { BuildContext, TeamRef } from "../context";
import { readCodeRows } from "../crosswalk";
import { maniaSpellings } from "../readers/kaggle-mania";
import { ncaaMbbTeamSeasons, type NcaaMbbTeamSeason } from "../readers/ncaa-mbb-team-seasons";
import type { LeagueSetup as Setup } from "./common";
import { maniaPrograms } from "./ncaa-mbb";

type Draft = Omit<Insertable<Database["team_seasons"]>, "id">;

/** The crosswalk source of the Sports-Reference CBB slugs that no March Mania spelling names. */
export const CODE_SOURCE = "sportsref-cbb";
/** The first NCAA tournament (1938-39, by its start year). */
export const FIRST_TOURNAMENT = 1938;
/** The last season whose rows are a whole season (the 2016-17 rows were scraped mid-tournament). */
export const LAST_WHOLE_SEASON = 2015;
/** Sports-Reference's `ncaa_result` of a team not in the tournament. */
const NOT_IN_TOURNAMENT = "NA";

/** Letters and digits only, lower case: "West Texas A&M" and "west-texas-am" alike. */
const bare = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The NCAA tournament result in our words: "Won NCAA Tournament", "Lost in NCAA Tournament (Regional Semifinal)". */
export function ncaaResultText(result: string): string | null {
  if (result === NOT_IN_TOURNAMENT) return null;
  if (result === "Won National Final") return "Won NCAA Tournament";
  const lost = /^Lost (.+)$/.exec(result);
  return lost ? `Lost in NCAA Tournament (${lost[1]})` : `NCAA Tournament: ${result}`;
}

/** Sports-Reference's round names where the NCAA's (the league registry's) differ. */
const NCAA_ROUND_NAMES: Record<string, string> = {
  "National Final": "National Championship",
  "National Semifinal": "Final Four",
  "Regional Final": "Elite Eight",
  "Regional Semifinal": "Sweet 16",
};

/**
 * A stored result (ncaaResultText) as the round the team's tournament ended in, under the
 * registry's name ("Sweet 16"), and whether it won that game (the title); null when it names no round.
 */
export function ncaaRoundOf(result: string | null): { round: string; won: boolean } | null {
  if (result === "Won NCAA Tournament") return { round: "National Championship", won: true };
  const lost = result ? /^Lost in NCAA Tournament \((.+)\)$/.exec(result) : null;
  return lost ? { round: NCAA_ROUND_NAMES[lost[1]] ?? lost[1], won: false } : null;
}

/** The team-season row of one file row, for `team`, under its name of the time. */
export function teamSeasonDraft(row: NcaaMbbTeamSeason, teamId: number, teamName: string): Draft {
  const { start, major } = row.season;
  const inTournament = row.ncaa_result !== NOT_IN_TOURNAMENT;
  const made: Flag | null = inTournament ? 1 : start >= FIRST_TOURNAMENT && major ? 0 : null;
  return {
    team_id: teamId,
    season_start_year: start,
    league_key: "cbb",
    team_name: teamName,
    games_played: row.w + row.l,
    wins: row.w,
    losses: row.l,
    ties: null,
    overtime_losses: null,
    points: null,
    points_for: null,
    points_against: null,
    conference_name: null,
    division_name: null,
    division_rank: null,
    made_playoffs: made,
    playoff_result: ncaaResultText(row.ncaa_result),
    totals: null,
    source: ncaaMbbTeamSeasons.source,
  };
}

/** Programs by Sports-Reference school slug: crosswalk rows first, then the March Mania spellings. */
export function programsBySchool(ctx: BuildContext, setup: Setup): (school: string) => TeamRef | undefined {
  const byId = maniaPrograms(ctx);
  const spelled = new Map<string, TeamRef>();
  const bareSpelled = new Map<string, TeamRef>();
  if (byId) {
    const spellings = maniaSpellings.lookup(setup.report, setup.dataDir, "basketball", "ncaa-division-i");
    for (const s of spellings) {
      const team = byId.get(s.TeamID);
      if (!team) continue;
      spelled.set(s.TeamNameSpelling.toLowerCase(), team);
      bareSpelled.set(bare(s.TeamNameSpelling), team);
    }
  }
  const explicit = new Map<string, TeamRef>();
  for (const row of readCodeRows()) {
    if (row.source !== CODE_SOURCE || !row.team_slug) continue;
    const team = ctx.lookups.teamsBySlug.get(row.team_slug);
    if (team) explicit.set(row.code, team);
  }
  return (school) =>
    explicit.get(school) ??
    spelled.get(school) ??
    spelled.get(school.replace(/-/g, " ")) ??
    bareSpelled.get(bare(school));
}

/** The schools no program matches, with their rows' seasons, for the build log. */
export class UnmatchedSchools {
  private readonly seasons = new Map<string, number[]>();
  add(row: NcaaMbbTeamSeason): void {
    this.seasons.set(row.school, [...(this.seasons.get(row.school) ?? []), row.season.start]);
  }
  get size(): number {
    return this.seasons.size;
  }
  /** "allegheny (21 seasons, 1895-1915)", by school. */
  describe(): string {
    return [...this.seasons]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([school, years]) => {
        const first = Math.min(...years);
        const last = Math.max(...years);
        return `${school} (${years.length} seasons, ${first}-${last})`;
      })
      .join(", ");
  }
}

/**
 * Writes the team seasons, one per program and season (a second row of the same program and season
 * is named and left out), and lowers the first season in our data of programs whose first season is
 * not curated to their first row here. Returns the rows written.
 */
export async function insertTeamSeasons(ctx: BuildContext, drafts: Draft[]): Promise<number> {
  const seen = new Set<string>();
  const rows: Insertable<Database["team_seasons"]>[] = [];
  const firstOf = new Map<number, number>();
  for (const d of drafts) {
    const key = `${d.team_id}:${d.season_start_year}`;
    if (seen.has(key)) {
      ctx.warn(
        `${ncaaMbbTeamSeasons.source}: two schools give team ${d.team_id} a ${d.season_start_year} season; kept the first`,
      );
      continue;
    }
    seen.add(key);
    rows.push({ id: ctx.nextId("team_seasons"), ...d });
    firstOf.set(d.team_id, Math.min(firstOf.get(d.team_id) ?? Infinity, d.season_start_year));
  }
  await ctx.insert("team_seasons", rows);
  let lowered = 0;
  for (const [teamId, first] of firstOf) {
    const result = await ctx.db
      .updateTable("teams")
      .set({ first_season: first })
      .where("id", "=", teamId)
      .where("first_season_curated", "=", 0)
      .where("first_season", ">", first)
      .executeTakeFirst();
    lowered += Number(result.numUpdatedRows);
  }
  ctx.log(
    `  college basketball team seasons ${rows.length} (${firstOf.size} programs; first season in our data moved earlier for ${lowered})`,
  );
  return rows.length;
}
