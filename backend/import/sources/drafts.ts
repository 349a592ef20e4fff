/**
 * Draft picks (the `draft_picks` table): every BAA and NBA draft 1947-2025 from
 * bball-reference-datasets `Draft Pick History.csv` (round, overall pick, club code, player,
 * college). The club's name of the time comes from `Team Abbrev.csv` (the season that ends in the
 * draft's year, else the next one) and the crosswalk; the player links to the player row of the
 * same Basketball-Reference id.
 *
 * Not imported: the NFL. The only NFL draft facts are the 2024 rosters' `draft_club` and
 * `draft_number` (nflverse-roster-2024): players on a 2024 roster only, no round, no draft year
 * for many, and nothing of players no longer on a roster, so no draft of any year is complete.
 */
import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildStep } from "../step";
import { bbrefDraftPicks, bbrefTeamAbbrev } from "../readers/bball-reference";
import { loadCrosswalk } from "../crosswalk";
import { openDataDir, reportOf } from "./common";
import { playerIdsByKey } from "./rosters";

export const draftsStep: BuildStep = {
  name: "drafts (Basketball-Reference Draft Pick History)",
  async run(ctx) {
    const dataDir = openDataDir();
    const league = ctx.lookups.leagues.get("nba");
    if (!dataDir || !league) return;
    const report = reportOf(ctx);
    const crosswalk = await loadCrosswalk(ctx);
    const players = await playerIdsByKey(ctx);

    const teamName = new Map<string, string>();
    for (const row of bbrefTeamAbbrev.lookup(report, dataDir, "basketball", "professional"))
      teamName.set(`${row.season}:${row.abbreviation}`, row.team);

    const picks = bbrefDraftPicks.open(report, dataDir, "basketball", "professional");
    const stats = picks.stats;
    const rows: Insertable<Database["draft_picks"]>[] = [];
    let linked = 0;
    for (const row of picks.rows) {
      try {
        const { season: year, tm: code } = row;
        // The club drafted at the end of the season ending in the draft's year (a new club: the next).
        const season = teamName.has(`${year}:${code}`) ? year - 1 : year;
        const name = teamName.get(`${season + 1}:${code}`)?.replace(/\*$/, "") ?? null;
        const r = name ? crosswalk.resolve("basketball-reference", "nba", name, season) : null;
        const team_id = r?.ok ? r.value.team.id : null;
        const player_id = players.get(`bbref:${row.player_id}`) ?? null;
        if (player_id !== null) linked++;
        rows.push({
          id: ctx.nextId("draft_picks"),
          league_key: "nba",
          sport_id: league.sport_id,
          level_id: league.level_id,
          draft_year: year,
          league: row.lg || "NBA",
          round: row.round,
          overall_pick: row.overall_pick,
          team_id,
          team_name: team_id !== null ? ctx.teamOfTime(team_id, season).name : (name ?? code),
          player_id,
          player_name: row.player,
          college: row.college && row.college !== "NA" ? row.college : null,
        });
        stats.imported++;
      } catch (error) {
        report.rejectRowError(stats, row.line, error);
      }
    }
    report.done(stats, `${rows.length} picks, ${linked} linked to a player page`);
    await ctx.insert("draft_picks", rows);
    ctx.log(`  draft picks ${rows.length}`);
  },
};
