/**
 * NFL players from the nflverse 2024 roster file (`nflverse-roster-2024/roster_2024.csv`): one row
 * per player as of the roster week it records: team, position, jersey, birth date, height, weight,
 * college, entry year, draft club and overall pick. The file has one season and no statistics, so:
 *  - the figures run through 2024 (`source_through`): 'active' (status ACT) only while 2024 is the
 *    current season;
 *  - the draft round is not in the file: only the year and the overall pick are kept (a drafted
 *    player has `draft_number`; `entry_year` is then the draft year); undrafted players have none;
 *  - the 2024 team is kept as the team and as the player's one season row.
 * A person is keyed by the nflverse `gsis_id`; the careers of nfl-careers.ts add the players with
 * a line 1999-2024 whom the roster does not hold.
 */
import { displayedNameParts } from "../../../domain/display-name";
import { nflverseRoster } from "../readers/nflverse-roster";
import { nflHeldSeasons, registerNflCareers } from "./nfl-careers";
import { NFL_DEFENSE_FROM, NFL_DEFENSE_THROUGH, registerNflDefense } from "./nfl-defense";
import { leagueStep, RowError } from "./common";
import { peopleOf, registryLeague } from "./people";

const SEASON = 2024;
export const NFL_POSITIONS: Record<string, string> = {
  QB: "Quarterback",
  RB: "Running Back",
  WR: "Wide Receiver",
  TE: "Tight End",
  OL: "Offensive Line",
  DL: "Defensive Line",
  LB: "Linebacker",
  DB: "Defensive Back",
  K: "Kicker",
  P: "Punter",
  LS: "Long Snapper",
};

export const nflPlayersStep = leagueStep("NFL players (nflverse 2024 rosters)", "nfl", async (ctx, setup) => {
  const { dataDir, league, report, crosswalk } = setup;
  const { stats, rows } = nflverseRoster.open(report, dataDir, "football", "professional");
  const registry = peopleOf(ctx);
  for (const row of rows) {
    try {
      const {
        gsis_id: id,
        birth_date: birth,
        draft_number: pick,
        entry_year: entry,
        rookie_year: rookie,
      } = row;
      if (!id) throw new RowError("gsis_id missing");
      if (!row.first_name && !row.last_name) throw new RowError("first_name and last_name missing");
      const { first, last } = displayedNameParts(row.displayName, {
        first: row.first_name,
        last: row.last_name,
      });
      const team = crosswalk.resolve("nflverse", "nfl", row.team, SEASON);
      if (!team.ok) throw new RowError(team.reason);
      const person = registry.person({
        key: `nflverse:${id}`,
        first_name: first,
        last_name: last,
        birth_date: /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : null,
        birth_year: /^\d{4}/.test(birth) ? Number(birth.slice(0, 4)) : null,
        birth_city: null,
        birth_state: null,
        birth_country: null,
        college: row.college || null,
        height_inches: row.height,
        weight_pounds: row.weight,
      });
      const pos = row.position;
      registry.players.push({
        person,
        ...registryLeague(league),
        current_team_id: team.value.team.id,
        primary_position_name: NFL_POSITIONS[pos] ?? (pos || null),
        jersey_number: row.jersey_number || null,
        years_pro: null,
        draft_year: pick !== null ? entry : null,
        draft_round: null,
        draft_pick: pick,
        is_active: row.status === "ACT" ? 1 : 0,
        rookie_season: rookie,
        championships_won: 0,
        all_star_selections: 0,
        career_stats: null,
        awards: [],
        last_season: SEASON,
        source_through: SEASON,
        seasons: [
          {
            season: SEASON,
            team_id: team.value.team.id,
            team_name: team.value.name,
            league: null,
            stats: {},
          },
        ],
      });
      stats.imported++;
    } catch (error) {
      report.rejectRowError(stats, row.line, error);
    }
  }
  report.done(stats, `players of the ${SEASON} rosters (no statistics in the file)`);
  // The players with a line 1999-2024 whom the roster does not hold (retired, released).
  registerNflCareers(ctx, setup);
  // The defence of 2018-2021: PFR ids joined through the roster's pfr_id, else by name, club and season.
  const pfr = new Map(rows.filter((r) => r.pfr_id && r.gsis_id).map((r) => [r.pfr_id, r.gsis_id]));
  registerNflDefense(ctx, setup, pfr, nflHeldSeasons(ctx, setup, NFL_DEFENSE_FROM, NFL_DEFENSE_THROUGH));
});
