/**
 * College hockey skaters and goalies 2001-02 to 2013-14 from ncaa-hockey-stats-2002-2018 (the NCAA's
 * statistics, all divisions): the rows of Division I schools (ncaa_divisions.csv, by school id and
 * season) whose school id is a program of ours (NCAA_SCHOOL_IDS), one player per NCAA player id
 * (stable across seasons). Roster entries without games (blank GP) are counted and left out.
 *  - goals: the files leave them empty in 2001-02 to 2003-04 (SOURCES.md caveat 1): there goals are
 *    points minus assists, as the NCAA's points are goals plus assists;
 *  - a goalie is a player with goalie minutes; his season has W-L-T, GA, saves, GAA and shutouts.
 * The seasons covered are said on the player pages and rosters (domain/leagues.ts `rosters`).
 */
import { HOCKEY_POSITIONS } from "../../../domain/positions";
import type { BuildContext } from "../context";
import {
  ncaaHockeyDivisions,
  ncaaHockeyPlayers,
  ncaaPlayerYears,
  type NcaaHockeyPlayer,
} from "../readers/ncaa-hockey";
import { NCAA_SCHOOL_IDS, ncaaPlayerName } from "./chk-names";
import { leagueStep } from "./common";
import { hockeyPrograms } from "./ncaa-hockey";
import { namedOnlyPerson, peopleOf, registryLeague, type PlayerSeasonDraft } from "./people";
import { insertLineRosters } from "./rosters";

const LEAGUE = "chk";
const SPORT = "hockey";
const LEVEL = "ncaa-division-i";

export interface Line {
  key: string;
  season: number;
  teamId: number;
  stats: Record<string, number | null>;
  goalie: boolean;
}

const LINES = new WeakMap<BuildContext, Line[]>();

/** A season line's figures: the skater's, and the goalie's where he played in goal. */
export function lineStats(r: NcaaHockeyPlayer): { stats: Record<string, number | null>; goalie: boolean } {
  const goals = r.g ?? (r.pts !== null && r.a !== null ? r.pts - r.a : null);
  const goalie = (r.min ?? 0) > 0;
  const stats: Record<string, number | null> = {
    games_played: r.gp,
    goals,
    assists: r.a,
    points: r.pts,
    penalty_minutes: r.pim,
    power_play_goals: r.ppg,
    short_handed_goals: r.shg,
    game_winning_goals: r.gwg,
  };
  if (goalie) {
    const min = r.min ?? 0;
    Object.assign(stats, {
      goalie_wins: r.w,
      goalie_losses: r.l,
      goalie_ties_or_otl: r.t,
      minutes: min,
      goals_against: r.ga,
      saves: r.saves,
      shutouts: r.sho,
      goals_against_average: r.ga !== null && min > 0 ? Math.round(((r.ga * 60) / min) * 100) / 100 : null,
      save_percentage:
        r.ga !== null && r.saves !== null && r.saves + r.ga > 0
          ? Math.round((r.saves / (r.saves + r.ga)) * 1000) / 1000
          : null,
    });
  }
  return { stats, goalie };
}

export const ncaaHockeyPlayersStep = leagueStep(
  "college hockey skaters and goalies 2001-02 to 2013-14 (NCAA statistics)",
  LEAGUE,
  async (ctx, setup) => {
    const held = hockeyPrograms(ctx);
    if (!held) return;
    const { report, dataDir } = setup;
    const div = ncaaHockeyDivisions.open(report, dataDir, SPORT, LEVEL);
    const divisionOf = new Map<string, string>();
    for (const d of div.rows) {
      divisionOf.set(`${d.schoolId}:${d.year}`, d.division);
      div.stats.imported++;
    }
    report.done(div.stats, "school divisions by season (Division I rows kept from the player files)");
    const lines: Line[] = [];
    const names = new Map<
      string,
      { name: string; seasons: PlayerSeasonDraft[]; goalie: boolean; last: number }
    >();
    for (const year of ncaaPlayerYears(dataDir)) {
      const { stats, rows } = ncaaHockeyPlayers.open(report, dataDir, SPORT, LEVEL, year);
      let rosterOnly = 0;
      for (const r of rows) {
        const slug = NCAA_SCHOOL_IDS[r.schoolId];
        const team = slug ? held.programs.get(slug) : undefined;
        if (divisionOf.get(`${r.schoolId}:${r.year}`) !== "I" || !team) {
          stats.skipped++;
          continue;
        }
        if (r.gp === null || r.gp === 0) {
          rosterOnly++;
          stats.skipped++;
          continue;
        }
        const season = r.year - 1;
        const { stats: figures, goalie } = lineStats(r);
        const key = `ncaa-hockey:${r.playerId}`;
        const team_name = ctx.teamOfTime(team.id, season).name;
        const p = names.get(key) ?? { name: r.name, seasons: [], goalie: false, last: season };
        p.seasons.push({ season, team_id: team.id, team_name, league: null, stats: figures });
        p.goalie ||= goalie;
        if (season >= p.last) {
          p.last = season;
          p.name = r.name;
        }
        names.set(key, p);
        lines.push({ key, season, teamId: team.id, stats: figures, goalie });
        stats.imported++;
      }
      report.done(stats, `Division I schools only; ${rosterOnly} roster entries without games left out`);
    }
    const registry = peopleOf(ctx);
    const last = Math.max(...lines.map((l) => l.season));
    for (const [key, p] of names) {
      const { first, last: lastName } = ncaaPlayerName(p.name);
      const person = namedOnlyPerson(registry, key, { first_name: first, last_name: lastName });
      const seasons = p.seasons.sort((a, b) => a.season - b.season);
      const sum = (k: string) => seasons.reduce((n, s) => n + Number(s.stats[k] ?? 0), 0);
      registry.players.push({
        person,
        ...registryLeague(setup.league),
        current_team_id: null,
        primary_position_name: p.goalie ? HOCKEY_POSITIONS.G : null,
        years_pro: null,
        draft_year: null,
        draft_round: null,
        draft_pick: null,
        is_active: 0,
        last_season: p.last,
        source_through: last,
        seasons,
        rookie_season: seasons[0].season,
        championships_won: 0,
        all_star_selections: 0,
        career_stats: {
          games_played: sum("games_played"),
          goals: sum("goals"),
          assists: sum("assists"),
          points: sum("points"),
          penalty_minutes: sum("penalty_minutes"),
          ...(p.goalie
            ? {
                goalie_wins: sum("goalie_wins"),
                goalie_losses: sum("goalie_losses"),
                shutouts: sum("shutouts"),
              }
            : {}),
        },
        awards: [],
      });
    }
    LINES.set(ctx, lines);
    ctx.log(`  chk players: ${names.size} (${lines.length} season lines, 2001-02 to 2013-14)`);
  },
);

/** The season lines the importer kept (Division I schools, with games), by player key; none before it ran. */
export function chkSeasonLines(ctx: BuildContext): readonly Line[] {
  return LINES.get(ctx) ?? [];
}

/** Roster entries of the season lines (after the people step has written the players). */
export const ncaaHockeyRostersStep = leagueStep(
  "college hockey rosters 2001-02 to 2013-14 (NCAA statistics)",
  LEAGUE,
  async (ctx) => {
    const lines = LINES.get(ctx);
    if (!lines?.length) return;
    await insertLineRosters(ctx, "chk", lines, (l) => ({
      jersey_number: null,
      position: l.goalie ? HOCKEY_POSITIONS.G : null,
      stats: JSON.stringify({
        games_played: l.stats.games_played,
        goals: l.stats.goals,
        assists: l.stats.assists,
        points: l.stats.points,
        penalty_minutes: l.stats.penalty_minutes,
        ...(l.goalie
          ? {
              wins: l.stats.goalie_wins,
              losses: l.stats.goalie_losses,
              ties_or_otl: l.stats.goalie_ties_or_otl,
              shutouts: l.stats.shutouts,
              goals_against: l.stats.goals_against,
              minutes: l.stats.minutes,
            }
          : {}),
      }),
    }));
  },
);
