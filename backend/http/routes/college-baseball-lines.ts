/**
 * College baseball's season lines (2022-2024, the NCAA's statistics): stored as the team season's
 * roster entries with `{batting, pitching}` figures (backend/import/sources/ncaa-baseball-players.ts),
 * read here in the shape of the MLB lines so the player page and the team roster show them with the
 * same tables. A line is a full season, the postseason included.
 */
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { BaseballLines, TeamPlayerLines } from "../../../domain/contract/types";
import { BATTING_FIGURES, PITCHING_FIGURES } from "../../../domain/contract/schemas";
import { findLeague } from "../../../domain/leagues";
import { teamSeasonSlug } from "../team-season-link";

const LEAGUE = "cbs";
const COVERAGE = findLeague(LEAGUE)?.rosters ?? { first: 2022, last: 2024 };

/** What the lines are, said above the tables. */
export const COLLEGE_LINES_NOTE = `Full seasons, NCAA tournament included, from the NCAA's statistics (seasons ${COVERAGE.first}-${COVERAGE.last} only). Seasons are one player's only where school, name and class make it certain: a player who changed schools has a page for each.`;

const figures = z.record(z.number().nullable());
const stored = z.object({ batting: figures.nullable(), pitching: figures.nullable() });

function pick(f: Record<string, number | null>, keys: readonly string[]): Record<string, number | null> {
  return Object.fromEntries(keys.map((k) => [k, f[k] ?? null]));
}

function parsed(text: string | null) {
  const r = stored.safeParse(text ? JSON.parse(text) : null);
  return r.success ? r.data : { batting: null, pitching: null };
}

/** The conference of the team season (the lines' league column). */
const conference = sql<
  string | null
>`(select ts.conference_name from team_seasons ts where ts.team_id = r.team_id and ts.season_start_year = r.season_start_year and ts.league_key = ${LEAGUE} order by ts.id limit 1)`;

/** A college baseball player's lines; null when he has none (every other player). */
export async function collegeBaseballLines(
  db: Kysely<Database>,
  playerId: number,
): Promise<BaseballLines | null> {
  const rows = await db
    .selectFrom("roster_entries as r")
    .innerJoin("teams", "teams.id", "r.team_id")
    .select(["r.season_start_year", "r.stats", "teams.name", "teams.abbreviation"])
    .select(teamSeasonSlug("teams", "r.season_start_year").as("team_slug"))
    .select(conference.as("conference"))
    .where("r.player_id", "=", playerId)
    .where("teams.league_key", "=", LEAGUE)
    .orderBy("r.season_start_year")
    .orderBy("r.id")
    .execute();
  if (!rows.length) return null;
  const lines = rows.map((r) => {
    const key = {
      season: r.season_start_year,
      stint: 0,
      team_code: r.abbreviation ?? "",
      team_name: r.name,
      team_slug: r.team_slug,
      league: r.conference ?? "",
    };
    return { key, ...parsed(r.stats) };
  });
  return {
    through: COVERAGE.last,
    note: COLLEGE_LINES_NOTE,
    batting: lines.flatMap((l) =>
      l.batting
        ? [{ ...l.key, ...pick(l.batting, BATTING_FIGURES) } as BaseballLines["batting"][number]]
        : [],
    ),
    pitching: lines.flatMap((l) =>
      l.pitching
        ? [{ ...l.key, ...pick(l.pitching, PITCHING_FIGURES) } as BaseballLines["pitching"][number]]
        : [],
    ),
    fielding: [],
    batting_games: [],
    pitching_games: [],
  };
}

/** A college baseball team season's players with their lines (the roster tab). */
export async function collegeTeamLines(
  db: Kysely<Database>,
  teamId: number,
  year: number,
): Promise<TeamPlayerLines> {
  const rows = await db
    .selectFrom("roster_entries as r")
    .innerJoin("players", "players.id", "r.player_id")
    .innerJoin("people", "people.id", "players.person_id")
    .select(["r.player_id", "r.stats", "players.slug", "people.first_name", "people.last_name"])
    .where("r.team_id", "=", teamId)
    .where("r.season_start_year", "=", year)
    .orderBy("people.last_name")
    .orderBy("people.first_name")
    .orderBy("r.player_id")
    .execute();
  const lines = rows.map((r) => ({
    player: {
      player_id: r.player_id,
      player_slug: r.slug,
      player_name: [r.first_name, r.last_name].filter(Boolean).join(" "),
    },
    ...parsed(r.stats),
  }));
  return {
    season: year,
    through: COVERAGE.last,
    note: COLLEGE_LINES_NOTE,
    batting: lines.flatMap((l) =>
      l.batting
        ? [{ ...l.player, ...pick(l.batting, BATTING_FIGURES) } as TeamPlayerLines["batting"][number]]
        : [],
    ),
    pitching: lines.flatMap((l) =>
      l.pitching
        ? [{ ...l.player, ...pick(l.pitching, PITCHING_FIGURES) } as TeamPlayerLines["pitching"][number]]
        : [],
    ),
    football: [],
  };
}
