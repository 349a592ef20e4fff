/**
 * MLB people from Lahman: People.csv of the 2025 edition (every person; a player when he debuted),
 * with the seasons played from Appearances.csv and the honours and postseason facts of
 * lahman-postseason.ts; and the managers of Managers.csv with their season W-L, the postseason of
 * the teams they last managed (SeriesPost) and AwardsManagers.
 */
import { namesakeSuffixes, type NamedPerson, type NamesakeSuffix } from "../../../domain/namesake-suffix";
import { baseballPosition, primaryBaseballPosition, type PositionGames } from "../../../domain/positions";
import type { BuildContext } from "../context";
import { RowError } from "./common";
import {
  lahmanAppearances,
  lahmanAwardsManagers,
  lahmanManagers,
  lahmanPeople,
  type LahmanManager,
  type LahmanPerson,
} from "../readers/lahman";
import { retrosheetRelatives } from "../readers/retrosheet";
import { LAHMAN_LAST_SEASON, type LahmanRead, type LahmanSetup, type ReadFile } from "./lahman-files";
import type { PlayerFacts, SeriesResults } from "./lahman-postseason";
import type { LahmanTeams } from "./lahman-standings";
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

interface Appearances {
  /** Seasons each player appeared in. */
  seasons: Map<string, Set<number>>;
  /** His career games at each fielding position. */
  positionGames: Map<string, PositionGames>;
}

/**
 * Seasons each player appeared in and his games at each position (the 2025 edition's Appearances,
 * 1871-2024): career length is the count of seasons played, not the span from debut to final game,
 * and his position is where he played most.
 */
function readAppearances(setup: LahmanSetup, read: LahmanRead): Appearances {
  const seasons = new Map<string, Set<number>>();
  const positionGames = new Map<string, PositionGames>();
  if (!lahmanAppearances.exists(setup.dataDir)) return { seasons, positionGames };
  const ap = read(lahmanAppearances);
  for (const row of ap.typed()) {
    const set = seasons.get(row.playerID) ?? new Set<number>();
    set.add(row.yearID);
    seasons.set(row.playerID, set);
    const games = positionGames.get(row.playerID) ?? { byNumber: Array<number>(10).fill(0), outfield: 0 };
    const byNumber = [
      row.G_p,
      row.G_c,
      row.G_1b,
      row.G_2b,
      row.G_3b,
      row.G_ss,
      row.G_lf,
      row.G_cf,
      row.G_rf,
      row.G_dh,
    ];
    byNumber.forEach((g, i) => (games.byNumber[i] += g ?? 0));
    games.outfield += row.G_of ?? 0;
    positionGames.set(row.playerID, games);
    ap.stats.imported++;
  }
  setup.report.done(
    ap.stats,
    `seasons played and games at each position per player (counted up to the player's last season in ${lahmanPeople.name})`,
  );
  return { seasons, positionGames };
}

/**
 * "Sr." and "Jr." by playerID, for fathers and sons of one name that Retrosheet's relatives.csv
 * relates (joined by retroID); the pairs it cannot suffix are listed in the build log.
 */
function readNamesakeSuffixes(
  setup: LahmanSetup,
  read: LahmanRead,
  rows: readonly LahmanPerson[],
): Map<string, NamesakeSuffix> {
  if (!retrosheetRelatives.exists(setup.dataDir)) return new Map();
  const byRetroId = new Map<string, NamedPerson>();
  for (const r of rows)
    if (r.retroID)
      byRetroId.set(r.retroID, { id: r.playerID, first: r.nameFirst, last: r.nameLast, given: r.nameGiven });
  const rel = read(retrosheetRelatives);
  const relations = [...rel.typed()].map((r) => ({ elder: r.id1, relation: r.relation, younger: r.id2 }));
  rel.stats.imported = relations.length;
  // Looked up by Retrosheet id, each person named by his playerID: the suffixes are keyed by playerID.
  const { suffixes, unsuffixed } = namesakeSuffixes(byRetroId, relations);
  setup.report.done(
    rel.stats,
    `${suffixes.size} players named Sr. or Jr. (a father and son of one name); ` +
      `${unsuffixed.length} namesake sons left apart by their years: ${unsuffixed.join("; ")}`,
  );
  return suffixes;
}

/** The person of a People.csv row (bio, birth, college), "Sr." or "Jr." after the last name where stated. */
function personOf(
  registry: PeopleRegistry,
  row: LahmanPerson,
  facts: PlayerFacts,
  suffix: NamesakeSuffix | undefined,
): PersonDraft {
  const id = row.playerID;
  if (!id) throw new RowError("playerID missing");
  const first = row.nameFirst;
  const last = suffix ? `${row.nameLast} ${suffix}` : row.nameLast;
  if (!first && !last) throw new RowError("nameFirst and nameLast missing");
  return databankPerson(registry, row, {
    key: `lahman:${id}`,
    first_name: first,
    last_name: last,
    college: facts.college.get(id)?.name ?? null,
  });
}

interface PlayerInputs {
  setup: LahmanSetup;
  teams: LahmanTeams;
  facts: PlayerFacts;
  appearances: Appearances;
}

/** The player of a People.csv row whose person debuted. */
function addPlayer(
  registry: PeopleRegistry,
  row: LahmanPerson,
  person: PersonDraft,
  { setup, teams, facts, appearances }: PlayerInputs,
): void {
  const { league } = setup;
  const id = row.playerID;
  const appearedIn = appearances.seasons;
  const first_season = Number(row.debut.slice(0, 4));
  const final = row.finalGame.slice(0, 4);
  const lt = facts.lastTeam.get(id);
  const last_season = Math.max(
    final ? Number(final) : first_season,
    lt?.year ?? -Infinity,
    ...(appearedIn.get(id) ?? []),
  );
  const team = lt ? (teams.at(lt.year, lt.teamID)?.teamId ?? null) : null;
  // Where he played most games; without appearances, his All-Star starts or his postseason pitching.
  const games = appearances.positionGames.get(id);
  const pos = facts.startPos.get(id);
  const ps = facts.post.get(id);
  const position = games
    ? primaryBaseballPosition(games)
    : pos
      ? baseballPosition([...pos].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0])
      : facts.pitchers.has(id) && !ps?.ab
        ? "Pitcher"
        : null;
  // Seasons played up to the last season People.csv shows; unknown (never the span) without the appearances.
  const played = [...(appearedIn.get(id) ?? [])].filter((y) => y <= last_season).length;
  const seasons = played > 0 ? played : null;
  const allStars = facts.allStars.get(id) ?? 0;
  const titles = facts.titles.get(id)?.size ?? 0;
  registry.players.push({
    person,
    ...registryLeague(league),
    current_team_id: team,
    primary_position_name: position,
    years_pro: seasons,
    draft_year: null,
    draft_round: null,
    draft_pick: null,
    // The source ends with 2024: a player seen in its last seasons may have played on since.
    is_active: 0,
    last_season,
    source_through: last_season >= LAHMAN_LAST_SEASON - 1 ? LAHMAN_LAST_SEASON : null,
    rookie_season: first_season,
    championships_won: titles,
    all_star_selections: allStars,
    career_stats: {
      seasons_played: seasons,
      all_star_selections: allStars,
      championships_won: titles,
      mvp_awards: facts.mvps.get(id) ?? 0,
      postseason: ps
        ? {
            seasons: ps.years.size,
            games_played: ps.g,
            at_bats: ps.ab,
            runs: ps.r,
            hits: ps.h,
            home_runs: ps.hr,
            runs_batted_in: ps.rbi,
            stolen_bases: ps.sb,
            batting_average: ps.ab ? Math.round((ps.h / ps.ab) * 1000) / 1000 : null,
          }
        : null,
    },
    awards: facts.awards.get(id) ?? [],
  });
}

/**
 * People.csv: every person, and a player for each who debuted (a manager or executive who never
 * played is a person only). Returns the persons by Lahman playerID, for the managers.
 */
export function importPeople(
  ctx: BuildContext,
  setup: LahmanSetup,
  read: LahmanRead,
  teams: LahmanTeams,
  facts: PlayerFacts,
): Map<string, PersonDraft> {
  const registry = peopleOf(ctx);
  const persons = new Map<string, PersonDraft>();
  const inputs: PlayerInputs = { setup, teams, facts, appearances: readAppearances(setup, read) };
  const pe = read(lahmanPeople);
  const rows = [...pe.typed()];
  const suffixes = readNamesakeSuffixes(setup, read, rows);
  for (const row of rows) {
    try {
      const person = personOf(registry, row, facts, suffixes.get(row.playerID));
      persons.set(row.playerID, person);
      if (row.debut.slice(0, 4)) addPlayer(registry, row, person, inputs);
      pe.stats.imported++;
    } catch (error) {
      setup.report.rejectRowError(pe.stats, row.line, error);
    }
  }
  setup.report.done(pe.stats);
  return persons;
}

interface ManagerInputs {
  teams: LahmanTeams;
  series: SeriesResults;
  last: LastCoaches;
}

/** A manager's seasons, with the postseason and title of the team-seasons he finished. */
function managerSeasons(
  id: string,
  rows: LahmanManager[],
  mg: ReadFile<LahmanManager>,
  { teams, series, last }: ManagerInputs,
) {
  const seasons: CoachSeason[] = [];
  const record = emptyCoachTotals();
  for (const row of rows) {
    const year = row.yearID;
    const team = teams.at(year, row.teamID);
    const sw = row.W ?? 0;
    const sl = row.L ?? 0;
    const st = Math.max(0, (row.G ?? 0) - sw - sl);
    const season: CoachSeason = {
      season: year,
      team_id: team?.teamId ?? null,
      team_name: team?.name ?? row.teamID,
      wins: sw,
      losses: sl,
      ties: st,
      playoff_wins: null,
      playoff_losses: null,
      won_title: false,
    };
    seasons.push(season);
    record.wins += sw;
    record.losses += sl;
    record.ties += st;
    const key = `${year}:${row.teamID}`;
    if (last.get(key)?.id === id) {
      const pr = series.postRecord.get(key);
      if (pr) {
        record.playoff_appearances++;
        record.playoff_wins += pr.w;
        record.playoff_losses += pr.l;
        season.playoff_wins = pr.w;
        season.playoff_losses = pr.l;
      }
      if (series.wsWinner.get(String(year)) === row.teamID) {
        record.championships_won++;
        season.won_title = true;
      }
    }
    mg.stats.imported++;
  }
  return { seasons, record };
}

/** Managers.csv: each manager a coach titled Manager, with his seasons and awards. */
export function importManagers(
  ctx: BuildContext,
  setup: LahmanSetup,
  read: LahmanRead,
  mg: ReadFile<LahmanManager>,
  teams: LahmanTeams,
  series: SeriesResults,
  persons: Map<string, PersonDraft>,
): void {
  const { league, report } = setup;
  const registry = peopleOf(ctx);
  const manager = databankCoach(league, "Manager", {
    name: `Lahman ${lahmanManagers.name}`,
    first_season: 1871,
    last_season: LAHMAN_LAST_SEASON,
  });
  const awardsFile = read(lahmanAwardsManagers);
  const awardRows = awardsFile.typed().map((r) => ({ person: r.playerID, award: r.awardID, year: r.yearID }));
  const awards = coachAwardsOf(awardsFile.stats, report, awardRows);
  // The last manager of a team-season gets its postseason.
  const managerRows = mg.typed();
  const last = lastCoachOfEachTeamSeason(
    managerRows.map((r) => ({ year: r.yearID, team: r.teamID, order: r.inseason, person: r.playerID })),
  );
  const inputs: ManagerInputs = { teams, series, last };
  const known = rowsOfKnownPersons({ rows: managerRows, stats: mg.stats }, (r) => r.playerID, persons, {
    report,
    missing: (id) => `playerID "${id}" not in ${lahmanPeople.name}`,
  });
  for (const { id, person, rows } of known) {
    const { seasons, record } = managerSeasons(id, rows, mg, inputs);
    registry.coaches.push({ ...manager, person, seasons, ...record, awards: awards.get(id) ?? [] });
  }
  report.done(mg.stats);
}
