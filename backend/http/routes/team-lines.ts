/**
 * A team season's players with their regular-season lines for that club (the roster tab of a team
 * season): MLB batting and pitching (Lahman), NFL offence summed from the weekly lines. A traded player's line is his stints with this club only; two stints with the same
 * club in one season are summed. A blank (null) figure stays null when every stint lacks it.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type {
  TeamBattingLine,
  TeamFootballLine,
  TeamPitchingLine,
  TeamPlayerLines,
} from "../../../domain/contract/types";
import { STATS_THROUGH } from "../../import/sources/lahman-coverage";
import { BATTING_FIGURES, FOOTBALL_FIGURES, PITCHING_FIGURES } from "../../../domain/contract/schemas";

type Figures = Record<string, number | null>;

async function linesFor(
  db: Kysely<Database>,
  table: "batting_lines" | "pitching_lines" | "football_game_lines",
  columns: readonly string[],
  teamId: number,
  year: number,
) {
  // An NFL player's weekly lines: the regular season's, one row a game.
  const football = table === "football_game_lines";
  const sums = [
    ...columns.map((c) => sql<number | null>`sum(${sql.ref(`l.${c}`)})`.as(c)),
    ...(football ? [sql<number>`count(*)`.as("games")] : []),
  ];
  const rows = await db
    .selectFrom(`${table} as l` as "batting_lines as l")
    .innerJoin("players", "players.id", "l.player_id")
    .innerJoin("people", "people.id", "players.person_id")
    .select(["l.player_id", "players.slug as player_slug", "people.first_name", "people.last_name"])
    .select(sums)
    .where("l.team_id", "=", teamId)
    .where("l.season_start_year", "=", year)
    .$if(football, (q) => q.where(sql<boolean>`l.season_type = 'REG'`))
    .groupBy(["l.player_id", "players.slug", "people.first_name", "people.last_name"])
    .orderBy("people.last_name")
    .orderBy("people.first_name")
    .orderBy("l.player_id")
    .execute();
  return rows.map((r) => {
    const row = r as unknown as Figures & {
      player_id: number;
      player_slug: string | null;
      first_name: string | null;
      last_name: string | null;
    };
    const figures: Figures = {};
    for (const c of football ? [...columns, "games"] : columns)
      figures[c] = row[c] === null ? null : Number(row[c]);
    return {
      player_id: row.player_id,
      player_slug: row.player_slug,
      player_name: [row.first_name, row.last_name].filter(Boolean).join(" "),
      ...figures,
    };
  });
}

/** The last season of the NFL weekly lines (nflverse's weekly files end with 2023). */
const FOOTBALL_WEEKLY_THROUGH = 2023;

/**
 * The club's lines in a season: an MLB club's batting and pitching, an NFL club's offence; empty
 * lists where the source has none.
 */
export async function teamPlayerLines(
  db: Kysely<Database>,
  teamId: number,
  year: number,
  sport: string | undefined,
): Promise<TeamPlayerLines> {
  if (sport === "football") {
    const football = await linesFor(db, "football_game_lines", FOOTBALL_FIGURES, teamId, year);
    return {
      season: year,
      through: FOOTBALL_WEEKLY_THROUGH,
      note: null,
      batting: [],
      pitching: [],
      football: football as unknown as TeamFootballLine[],
    };
  }
  const [batting, pitching] = await Promise.all([
    linesFor(db, "batting_lines", BATTING_FIGURES, teamId, year),
    linesFor(db, "pitching_lines", PITCHING_FIGURES, teamId, year),
  ]);
  return {
    season: year,
    through: STATS_THROUGH,
    note: null,
    batting: batting as unknown as TeamBattingLine[],
    pitching: pitching as unknown as TeamPitchingLine[],
    football: [],
  };
}
