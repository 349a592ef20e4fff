/**
 * NHL people from the Hockey Databank: Master.csv (a row with both playerID and coachID is one
 * person; a player when he played in the NHL), with the careers hockey-databank.ts summed; and the
 * coaches of Coaches.csv with their awards (AwardsCoaches.csv).
 */
import { HOCKEY_POSITIONS } from "../../../domain/positions";
import type { BuildContext } from "../context";
import {
  hockeyAwardsCoaches,
  hockeyCoaches,
  hockeyMaster,
  type HockeyCoach,
  type HockeyPerson,
} from "../readers/hockey-databank";
import type { HockeyFacts, HockeyRead, HockeySetup, HockeyTeams, LastRow } from "./hockey-databank";
import { careerFigures, LAST_SEASON, playerSeasons } from "./hockey-databank";
import {
  coachAwardsOf,
  databankPerson,
  emptyCoachTotals,
  lastCoachOfEachTeamSeason,
  databankCoach,
  rowsOfKnownPersons,
  type LastCoaches,
} from "./databank-people";
import { peopleOf, registryLeague, type CoachSeason, type PeopleRegistry, type PersonDraft } from "./people";

function personOf(registry: PeopleRegistry, row: HockeyPerson, key: string): PersonDraft {
  return databankPerson(
    registry,
    { ...row, birthMonth: row.birthMon },
    { key: `hockey-databank:${key}`, first_name: row.firstName, last_name: row.lastName, college: null },
  );
}

interface PlayerInputs {
  setup: HockeySetup;
  teams: HockeyTeams;
  facts: HockeyFacts;
}

/** The player of a Master.csv row who played in the NHL: career totals, seasons, titles, awards. */
function addPlayer(
  registry: PeopleRegistry,
  row: HockeyPerson,
  person: PersonDraft,
  firstNHL: number,
  { setup, teams, facts }: PlayerInputs,
): void {
  const { league } = setup;
  const { playerID, lastNHL } = row;
  const s = facts.skaters.get(playerID);
  const g = facts.goalies.get(playerID);
  const lastRow = [s?.last, g?.last]
    .filter((x): x is NonNullable<LastRow> => !!x)
    .sort((a, b) => b.year - a.year || b.stint - a.stint)[0];
  const team = lastRow ? (teams.get(`${lastRow.year}:${lastRow.tm}`)?.id ?? null) : null;
  const t = facts.titles.get(playerID)?.size ?? 0;
  const isGoalie = row.pos === "G";
  const seasons = new Set([...(s?.seasons ?? []), ...(g?.seasons ?? [])]).size;
  // Held by the Hockey-Reference tables: through their last season when he reaches it. Otherwise
  // (not matched) the Databank's: through 2017-18 when he played it.
  const through = facts.laterThrough.has(playerID)
    ? facts.laterThrough.get(playerID)!
    : lastNHL !== null && lastNHL >= LAST_SEASON
      ? LAST_SEASON
      : null;
  registry.players.push({
    person,
    ...registryLeague(league),
    current_team_id: team,
    primary_position_name: HOCKEY_POSITIONS[row.pos] ?? (row.pos || null),
    years_pro: seasons || null,
    draft_year: null,
    draft_round: null,
    draft_pick: null,
    is_active: through !== null ? 1 : 0,
    last_season: Math.max(lastNHL ?? 0, lastRow?.year ?? 0) || null,
    source_through: through,
    seasons: playerSeasons(facts.seasonRows.get(playerID) ?? [], teams),
    rookie_season: firstNHL,
    championships_won: t,
    all_star_selections: 0,
    career_stats: {
      seasons_played: seasons || null,
      games_played: isGoalie ? (g?.gp ?? s?.gp ?? null) : (s?.gp ?? null),
      ...careerFigures(s, g),
      championships_won: t,
      mvp_awards: facts.mvpAwards(playerID),
    },
    awards: facts.awards.get(playerID) ?? [],
  });
}

/** Master.csv: persons, and players who played in the NHL. Returns the persons by coachID. */
export function importMasterPeople(
  ctx: BuildContext,
  setup: HockeySetup,
  read: HockeyRead,
  teams: HockeyTeams,
  facts: HockeyFacts,
): Map<string, PersonDraft> {
  const registry = peopleOf(ctx);
  const byCoach = new Map<string, PersonDraft>();
  const master = read(hockeyMaster);
  for (const row of master.rows) {
    try {
      const { playerID, coachID, firstNHL } = row;
      if (!playerID && !coachID) {
        master.stats.skipped++; // a Hall of Fame builder (hofID only): neither player nor coach
        continue;
      }
      const person = personOf(registry, row, playerID || coachID);
      if (coachID) byCoach.set(coachID, person);
      // Coach only, or a player who never played in the NHL: a person, not a player.
      if (playerID && firstNHL !== null) addPlayer(registry, row, person, firstNHL, { setup, teams, facts });
      master.stats.imported++;
    } catch (error) {
      setup.report.rejectRowError(master.stats, row.line, error);
    }
  }
  setup.report.done(master.stats, "rows without playerID/coachID are Hall of Fame builders");
  return byCoach;
}

interface CoachInputs {
  teams: HockeyTeams;
  cupWinner: Map<number, string>;
  last: LastCoaches;
}

/** A coach's seasons (every league, named) and his NHL record, playoffs and Cups. */
function coachSeasons(id: string, rows: HockeyCoach[], { teams, cupWinner, last }: CoachInputs) {
  const seasons: CoachSeason[] = [];
  const record = emptyCoachTotals();
  let otherLeagues = false;
  for (const row of rows) {
    const year = row.year;
    const team = teams.get(`${year}:${row.tmID}`);
    const n = (c: "w" | "l" | "t" | "otl" | "postg" | "postw" | "postl") => row[c] ?? 0;
    const won = cupWinner.get(year) === row.tmID && last.get(`${year}:${row.tmID}`)?.id === id;
    const nhl = row.lgID === "NHL";
    seasons.push({
      season: year,
      team_id: team?.id ?? null,
      team_name: (team?.name ?? row.tmID) + (nhl ? "" : ` (${row.lgID})`),
      wins: n("w"),
      losses: n("l"),
      ties: n("t") + n("otl"),
      playoff_wins: n("postw"),
      playoff_losses: n("postl"),
      won_title: nhl && won,
    });
    if (!nhl) {
      otherLeagues = true;
      continue;
    }
    record.wins += n("w");
    record.losses += n("l");
    record.ties += n("t") + n("otl");
    if (n("postg") > 0) record.playoff_appearances++;
    record.playoff_wins += n("postw");
    record.playoff_losses += n("postl");
    if (won) record.championships_won++;
  }
  return { seasons, record, otherLeagues };
}

/** Coaches.csv: each coach titled Head Coach; the record counts NHL rows, other leagues stay in the history. */
export function importCoaches(
  ctx: BuildContext,
  setup: HockeySetup,
  read: HockeyRead,
  teams: HockeyTeams,
  cupWinner: Map<number, string>,
  byCoach: Map<string, PersonDraft>,
): void {
  const { league, report } = setup;
  const registry = peopleOf(ctx);
  const coach = databankCoach(league, "Head Coach", {
    name: `Hockey Databank ${hockeyCoaches.name}`,
    first_season: 1917,
    last_season: LAST_SEASON,
  });
  const awardsFile = read(hockeyAwardsCoaches);
  const awardRows = awardsFile.rows.map((r) => ({ person: r.coachID, award: r.award, year: r.year }));
  const awards = coachAwardsOf(awardsFile.stats, report, awardRows);
  const coaches = read(hockeyCoaches);
  const coachRows = coaches.rows;
  // The last coach of a team-season gets its Cup.
  const last = lastCoachOfEachTeamSeason(
    coachRows.map((r) => ({ year: r.year, team: r.tmID, order: r.stint, person: r.coachID })),
  );
  const inputs: CoachInputs = { teams, cupWinner, last };
  const known = rowsOfKnownPersons(coaches, (r) => r.coachID, byCoach, {
    report,
    missing: (id) => `coachID "${id}" not in ${hockeyMaster.name}`,
  });
  for (const { id, person, rows } of known) {
    const { seasons, record, otherLeagues } = coachSeasons(id, rows, inputs);
    coaches.stats.imported += rows.length;
    // The record counts NHL seasons: with seasons in other leagues it is not the whole career.
    const career = otherLeagues ? { record_is_career: false } : {};
    registry.coaches.push({ ...coach, person, seasons, ...record, awards: awards.get(id) ?? [], ...career });
  }
  report.done(coaches.stats, "record from NHL rows; other leagues' rows in the history");
}
