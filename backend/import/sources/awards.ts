/**
 * Awards by season (the `awards` table): every winner of the awards listed in award-names.ts, and
 * for the awards decided by a vote every vote-getter with points, share and place.
 *  - MLB: lahman-2025-refresh AwardsPlayers (winners; 170 exact duplicate rows are read once),
 *    AwardsSharePlayers (MVP, Cy Young, Rookie of the Year votes), AwardsManagers and
 *    AwardsShareManagers, HallOfFame (inductions, with the vote where one was held). Team of the
 *    season: the club the player appeared for most (lahman-2025-stats Appearances), the manager's
 *    club (Managers).
 *  - NBA: bball-reference-datasets Player Award Shares (votes; `winner` marks the winner), End of
 *    Season Teams (All-NBA, All-Defensive, All-Rookie, All-BAA), All-Star Selections. BAA and NBA
 *    only (ABA awards are another league's). Team: the player's only club that season.
 *  - NHL: hockey-databank AwardsPlayers and AwardsCoaches (NHL rows, to 2017-18). Team: the player's
 *    only club that season; the coach's club (Coaches.csv).
 * Runs after the people and rosters, so winners link to their player and coach pages.
 */
import type { Insertable } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { Crosswalk } from "../crosswalk";
import { bbrefAllStars, bbrefAwardShares, bbrefSeasonTeams } from "../readers/bball-reference";
import { dataStep, readRows, type ImportReport } from "./common";
import {
  hockeyAwardsCoaches,
  hockeyAwardsPlayers,
  hockeyCoaches,
  hockeyMaster,
  hockeyTeams,
} from "../readers/hockey-databank";
import {
  lahmanAppearances,
  lahmanAwardsManagers,
  lahmanAwardsPlayers,
  lahmanAwardsShareManagers,
  lahmanManagers,
  lahmanAwardsSharePlayers,
  lahmanHallOfFame,
  lahmanTeams,
  type LahmanAward,
} from "../readers/lahman";
import type { Typed, TypedFile } from "../readers/typed";
import { assignSlugs, peopleOf } from "./people";
import { playerIdsByKey } from "./rosters";
import { isSeasonAward, mlbAwardName } from "./lahman";
import {
  MLB_HALL_OF_FAME,
  MLB_MANAGER_AWARDS,
  MLB_PLAYER_AWARDS,
  MLB_VOTED,
  NBA_ALL_STAR,
  nbaShareAward,
  nbaTeamAward,
  nhlAward,
  type AwardName,
} from "./award-names";

/** One award row before ids: `person` is the people registry's key (`lahman:…`, `bbref:…`). */
export interface AwardDraft {
  award: AwardName;
  season: number;
  league: string | null;
  person: string;
  role: "player" | "coach";
  name: string | null;
  team: number | null;
  winner: boolean;
  points: number | null;
  max: number | null;
  first: number | null;
  note: string | null;
  source: string;
}

/** Places in each vote (award, season, league): most points first, equal points share a place. */
export function rankVotes(drafts: readonly AwardDraft[]): Map<AwardDraft, number> {
  const groups = new Map<string, AwardDraft[]>();
  for (const d of drafts) {
    if (d.points === null) continue;
    const key = `${d.award.key}|${d.season}|${d.league ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const ranks = new Map<AwardDraft, number>();
  for (const list of groups.values()) {
    list.sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
    list.forEach((d, i) =>
      ranks.set(d, i > 0 && list[i - 1].points === d.points ? ranks.get(list[i - 1])! : i + 1),
    );
  }
  return ranks;
}

/** A row of an award file or of a vote-share file (which has no notes or tie). */
type LahmanAwardRow = Pick<LahmanAward, "playerID" | "yearID" | "lgID"> &
  Partial<Pick<LahmanAward, "notes" | "tie">>;

interface ReadFile<R> {
  /** The file as the awards name their source ("lahman-2025-refresh/HallOfFame.csv"). */
  source: string;
  /** The rows through the file's typed reader (a row it rejects is not imported). */
  typed: () => R[];
  done: (note?: string) => void;
  skip: () => void;
}
/** Opens a file in the build report; its rows are typed when asked for. */
type Read = <S extends z.ZodRawShape>(file: TypedFile<S>, sport: string) => ReadFile<Typed<S>>;

function reader(report: ImportReport, dataDir: string): Read {
  return (typedFile, sport) => {
    const file = typedFile.path(dataDir);
    const stats = report.open(file, sport, "professional");
    const rows = readRows(report, stats, file) ?? [];
    stats.imported = rows.length;
    return {
      source: typedFile.source,
      typed: () => {
        const out = typedFile.parse(report, stats, rows);
        stats.imported -= rows.length - out.length;
        return out;
      },
      skip: () => {
        stats.imported--;
        stats.skipped++;
      },
      done: (note) => report.done(stats, note),
    };
  };
}

/** The file's rows with the person's id (a player's or a coach's) as `id`. */
function withId<R>(file: ReadFile<R>, id: (row: R) => string): ReadFile<R & { id: string }> {
  return { ...file, typed: () => file.typed().map((r) => ({ ...r, id: id(r) })) };
}

/** The club each Lahman teamID of a season stands for (Teams.csv franchID through the crosswalk). */
function lahmanClubs(read: Read, crosswalk: Crosswalk): (year: string, teamID: string) => number | null {
  const teams = read(lahmanTeams, "baseball");
  const byCode = new Map<string, number | null>();
  for (const t of teams.typed()) {
    const r = crosswalk.resolve("lahman", "mlb", t.franchID, t.yearID);
    byCode.set(`${t.yearID}:${t.teamID}`, r.ok ? r.value.team.id : null);
  }
  teams.done("clubs of the award winners' seasons");
  return (year, teamID) => byCode.get(`${year}:${teamID}`) ?? null;
}

/** The key with the most games per person and season. */
function mostGames(rows: { key: string; team: number | null; games: number }[]): Map<string, number | null> {
  const best = new Map<string, { team: number | null; games: number }>();
  for (const r of rows) {
    const prev = best.get(r.key);
    if (!prev || r.games > prev.games) best.set(r.key, { team: r.team, games: r.games });
  }
  return new Map([...best].map(([k, v]) => [k, v.team]));
}

function mlb(read: Read, crosswalk: Crosswalk, out: AwardDraft[]): void {
  const teamAt = lahmanClubs(read, crosswalk);
  // By "playerID:yearID", the club of a person's season with the most games.
  const clubOf = <R extends { playerID: string; yearID: number; teamID: string }>(
    rows: R[],
    games: (r: R) => number | null,
  ) =>
    mostGames(
      rows.map((r) => ({
        key: `${r.playerID}:${r.yearID}`,
        team: teamAt(String(r.yearID), r.teamID),
        games: games(r) ?? 0,
      })),
    );
  const apps = read(lahmanAppearances, "baseball");
  const playerTeam = clubOf(apps.typed(), (r) => r.G_all);
  apps.done("the club each award winner played for most that season");
  const mgr = read(lahmanManagers, "baseball");
  const managerTeam = clubOf(mgr.typed(), (r) => r.G);
  mgr.done("the club of each manager of the year");
  const base = (
    row: LahmanAwardRow,
    award: AwardName,
    role: "player" | "coach",
    source: string,
  ): AwardDraft => {
    const id = row.playerID;
    const lg = row.lgID;
    return {
      award,
      season: row.yearID,
      league: lg && lg !== "ML" ? lg : null,
      person: `lahman:${id}`,
      role,
      name: null,
      team: (role === "player" ? playerTeam : managerTeam).get(`${id}:${row.yearID}`) ?? null,
      winner: true,
      points: null,
      max: null,
      first: null,
      note: row.notes || (row.tie === "Y" ? "tie" : null),
      source,
    };
  };
  mlbWinnersAndVotes(read, base, out);
  mlbHallOfFame(read, out);
}

function mlbWinnersAndVotes(
  read: Read,
  base: (row: LahmanAwardRow, award: AwardName, role: "player" | "coach", source: string) => AwardDraft,
  out: AwardDraft[],
): void {
  const winners = new Map<string, AwardDraft>();
  const tables = [
    { file: lahmanAwardsPlayers, names: MLB_PLAYER_AWARDS, role: "player" as const },
    { file: lahmanAwardsManagers, names: MLB_MANAGER_AWARDS, role: "coach" as const },
  ];
  for (const { file, names, role } of tables) {
    const t = read(file, "baseball");
    for (const row of t.typed()) {
      const name = mlbAwardName(row.awardID);
      const award = names.get(name);
      const key = `${name}|${row.yearID}|${row.lgID}|${row.playerID}|${row.notes}`;
      if (!award || !isSeasonAward(name) || winners.has(key)) {
        t.skip();
        continue;
      }
      const d = base(row, award, role, t.source);
      winners.set(key, d);
      out.push(d);
    }
    t.done("awards of a season (not weekly, monthly or fan polls; exact duplicates read once)");
  }
  const byPerson = new Map(
    [...winners.values()].map((d) => [`${d.award.key}|${d.season}|${d.league ?? ""}|${d.person}`, d]),
  );
  for (const [file, role] of [
    [lahmanAwardsSharePlayers, "player"],
    [lahmanAwardsShareManagers, "coach"],
  ] as const) {
    const t = read(file, "baseball");
    for (const row of t.typed()) {
      const id = MLB_VOTED[row.awardID] ?? row.awardID;
      const award = (role === "player" ? MLB_PLAYER_AWARDS : MLB_MANAGER_AWARDS).get(id);
      if (!award) {
        t.skip();
        continue;
      }
      const vote = { points: row.pointsWon, max: row.pointsMax, first: row.votesFirst };
      const lg = row.lgID;
      const won = byPerson.get(
        `${award.key}|${row.yearID}|${lg && lg !== "ML" ? lg : ""}|lahman:${row.playerID}`,
      );
      if (won) Object.assign(won, vote);
      else
        out.push({
          ...base(row, award, role, t.source),
          winner: false,
          note: null,
          ...vote,
        });
    }
    t.done("the votes: points, first-place votes");
  }
}

function mlbHallOfFame(read: Read, out: AwardDraft[]): void {
  const t = read(lahmanHallOfFame, "baseball");
  for (const row of t.typed()) {
    if (row.inducted !== "Y") {
      t.skip();
      continue;
    }
    const voted = row.votes;
    out.push({
      award: MLB_HALL_OF_FAME,
      season: row.yearID,
      league: null,
      person: `lahman:${row.playerID}`,
      role: "player",
      name: null,
      team: null,
      winner: true,
      // The vote (votes of ballots cast) where one was held; committee elections have none.
      points: voted,
      max: voted === null ? null : row.ballots,
      first: null,
      note: [row.votedBy, row.category].filter(Boolean).join(", ") || null,
      source: t.source,
    });
  }
  t.done("inductions (inducted = Y)");
}

/** Clubs of each player and season from the roster entries (NBA and NHL): only a single club counts. */
async function onlyClub(ctx: BuildContext): Promise<Map<string, number | null>> {
  const rows = await ctx.db
    .selectFrom("roster_entries")
    .select(["player_id", "season_start_year", "team_id"])
    .execute();
  const clubs = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.player_id}:${r.season_start_year}`;
    clubs.set(key, (clubs.get(key) ?? new Set()).add(r.team_id));
  }
  return new Map([...clubs].map(([k, set]) => [k, set.size === 1 ? [...set][0] : null]));
}

function nba(read: Read, out: AwardDraft[]): void {
  const draft = (
    row: { season: number; player_id: string; player: string },
    award: AwardName,
    league: string,
    source: string,
  ): AwardDraft => ({
    award,
    season: row.season - 1,
    league,
    person: `bbref:${row.player_id}`,
    role: "player",
    name: row.player,
    team: null,
    winner: true,
    points: null,
    max: null,
    first: null,
    note: null,
    source,
  });
  const shares = read(bbrefAwardShares, "basketball");
  for (const row of shares.typed()) {
    const award = nbaShareAward(row.award);
    if (!award) {
      shares.skip();
      continue;
    }
    out.push({
      ...draft(row, award, award.league, shares.source),
      winner: row.winner === "TRUE",
      points: row.pts_won,
      max: row.pts_max,
      first: row.first,
    });
  }
  shares.done("BAA and NBA votes (ABA awards left out)");
  const teams = read(bbrefSeasonTeams, "basketball");
  for (const row of teams.typed()) {
    const award = nbaTeamAward(row.type, row.number_tm, row.lg);
    if (award) out.push(draft(row, award, row.lg, teams.source));
    else teams.skip();
  }
  teams.done("All-NBA, All-Defensive, All-Rookie and All-BAA teams (ABA teams left out)");
  const stars = read(bbrefAllStars, "basketball");
  for (const row of stars.typed()) {
    if (row.lg !== "NBA") {
      stars.skip();
      continue;
    }
    out.push({
      ...draft(row, NBA_ALL_STAR, "NBA", stars.source),
      note: row.replaced === "TRUE" ? "injury replacement" : null,
    });
  }
  stars.done("NBA All-Star selections (ABA games left out)");
}

function nhl(read: Read, crosswalk: Crosswalk, out: AwardDraft[]): void {
  const master = read(hockeyMaster, "hockey");
  const personOfCoach = new Map(
    master
      .typed()
      .filter((r) => r.coachID)
      .map((r) => [r.coachID, r.playerID || r.coachID]),
  );
  master.done("coaches' person ids");
  const coaches = read(hockeyCoaches, "hockey");
  const teams = read(hockeyTeams, "hockey");
  const franch = new Map(teams.typed().map((t) => [`${t.year}:${t.tmID}`, t.franchID]));
  teams.done("clubs of the coaches");
  const coachTeam = mostGames(
    coaches.typed().map((r) => {
      const res = crosswalk.resolve(
        "hockey-databank",
        "nhl",
        franch.get(`${r.year}:${r.tmID}`) ?? "",
        r.year,
      );
      return { key: `${r.coachID}:${r.year}`, team: res.ok ? res.value.team.id : null, games: r.g ?? 0 };
    }),
  );
  coaches.done("the club of each coach of the year");
  for (const [role, open] of [
    ["player", () => withId(read(hockeyAwardsPlayers, "hockey"), (r) => r.playerID)],
    ["coach", () => withId(read(hockeyAwardsCoaches, "hockey"), (r) => r.coachID)],
  ] as const) {
    const t = open();
    for (const row of t.typed()) {
      const award = row.lgID === "NHL" ? nhlAward(row.award, role) : null;
      if (!award) {
        t.skip();
        continue;
      }
      const id = row.id;
      out.push({
        award,
        season: row.year,
        league: null,
        person: `hockey-databank:${role === "player" ? id : (personOfCoach.get(id) ?? id)}`,
        role,
        name: null,
        team: role === "coach" ? (coachTeam.get(`${id}:${row.year}`) ?? null) : null,
        winner: true,
        points: null,
        max: null,
        first: null,
        note: row.note || null,
        source: t.source,
      });
    }
    t.done("NHL trophies and all-star teams (WHA rows left out)");
  }
}

/** Coach ids by the people registry's key (a person's slug, as the people step assigned it, and the sport). */
async function coachIdsByKey(ctx: BuildContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom("coaches")
    .innerJoin("people", "people.id", "coaches.person_id")
    .select(["coaches.id", "coaches.sport_id", "coaches.level_id", "people.slug"])
    .execute();
  const byPerson = new Map(rows.map((r) => [`${r.sport_id}:${r.level_id}:${r.slug}`, r.id]));
  const registry = peopleOf(ctx);
  const slugs = assignSlugs([...registry.persons.values()]);
  const out = new Map<string, number>();
  for (const c of registry.coaches) {
    const id = byPerson.get(`${c.sport_id}:${c.level_id}:${slugs.get(c.person.key)}`);
    if (id !== undefined) out.set(c.person.key, id);
  }
  return out;
}

export const awardsStep = dataStep(
  "awards (Lahman, Basketball-Reference, Hockey Databank)",
  async (ctx, { dataDir, report, crosswalk }) => {
    const read = reader(report, dataDir);
    const leagues = (["mlb", "nba", "nhl"] as const).filter((k) => ctx.lookups.leagues.has(k));
    const drafts = new Map<string, AwardDraft[]>();
    for (const key of leagues) {
      const out: AwardDraft[] = [];
      if (key === "mlb") mlb(read, crosswalk, out);
      if (key === "nba") nba(read, out);
      if (key === "nhl") nhl(read, crosswalk, out);
      drafts.set(key, out);
    }
    await insertAwards(ctx, drafts);
  },
);

async function insertAwards(ctx: BuildContext, drafts: Map<string, AwardDraft[]>): Promise<void> {
  const players = await playerIdsByKey(ctx);
  const coaches = await coachIdsByKey(ctx);
  const clubs = await onlyClub(ctx);
  const persons = peopleOf(ctx).persons;
  const rows: Insertable<Database["awards"]>[] = [];
  for (const [key, list] of drafts) {
    const league = ctx.lookups.leagues.get(key)!;
    const ranks = rankVotes(list);
    for (const d of list) {
      const person = persons.get(d.person);
      const name = d.name ?? (person ? `${person.first_name} ${person.last_name}`.trim() : null);
      if (!name) continue;
      const player_id = d.role === "player" ? (players.get(d.person) ?? null) : null;
      const team = d.team ?? (player_id !== null ? (clubs.get(`${player_id}:${d.season}`) ?? null) : null);
      rows.push({
        id: ctx.nextId("awards"),
        award_key: d.award.key,
        award_name: d.award.name,
        league_key: key,
        sport_id: league.sport_id,
        level_id: league.level_id,
        season_start_year: d.season,
        league: d.league,
        player_id,
        coach_id: d.role === "coach" ? (coaches.get(d.person) ?? null) : null,
        person_name: name,
        team_id: team,
        team_name: team === null ? null : ctx.teamOfTime(team, d.season).name,
        is_winner: d.winner ? 1 : 0,
        rank: ranks.get(d) ?? null,
        points_won: d.points,
        points_max: d.max,
        share: d.points !== null && d.max ? Math.round((d.points / d.max) * 1000) / 1000 : null,
        votes_first: d.first,
        note: d.note,
        source: d.source,
      });
    }
  }
  await ctx.insert("awards", rows);
  ctx.log(`  awards ${rows.length} (${rows.filter((r) => r.is_winner).length} winners)`);
}
