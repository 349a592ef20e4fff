/**
 * People in our champion records (mvp, coach) against the open datasets that name them: Lahman's
 * World Series MVP and managers, the Hockey Databank's Conn Smythe and coaches, March Mania's
 * coaches. Names are compared in a normal form (no accents, case, punctuation or spaces; Jr./Sr./
 * II/III dropped: "Tony La Russa" = "tonylarussa") so that spelling conventions are not
 * disagreements (a nickname such as Tom/Tommy still is, and needs an exception); the coach is the one of the team
 * the source's final row shares with our champion (a final the source gets wrong is reported by
 * the finals comparison already).
 */
import { maniaCoaches, maniaTourneyResults } from "../readers/kaggle-mania";
import {
  hockeyAwardsPlayers,
  hockeyCoaches,
  hockeyMaster,
  hockeySeriesPost,
  hockeyTeams,
} from "../readers/hockey-databank";
import {
  lahmanAwardsPlayers,
  lahmanManagers,
  lahmanPeople as lahmanPeopleFile,
  lahmanSeriesPost,
  lahmanTeams,
} from "../readers/lahman";
import { Checker, editionOf, teamSlug, type Curated, type SourceResult } from "./model";
import { marchManiaSlugs } from "./sources";

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv"]);

/** Normal form of one person's name. */
export function personKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w && !SUFFIXES.has(w))
    .join(""); // "La Russa" = "LaRussa"
}

/** Normal form of a list of people ("A, B and C" or several source rows), sorted. */
export function peopleKey(names: string[]): string {
  return names
    .flatMap((n) => n.split(/,|\band\b|&/))
    .map(personKey)
    .filter(Boolean)
    .sort()
    .join("; ");
}

/** lahman: World Series MVP (AwardsPlayers) and the champion's manager (Managers, last in season). */
export function lahmanPeople(curated: Curated, dataDir: string): SourceResult {
  // The 2025 edition: People and Teams from lahman-2025-stats, the other tables from lahman-2025-refresh.
  const source = "lahman";
  const checker = new Checker(source);
  const people = new Map(
    lahmanPeopleFile.load(dataDir).map((p) => [p.playerID, `${p.nameFirst} ${p.nameLast}`]),
  );
  const franch = new Map(lahmanTeams.load(dataDir).map((t) => [`${t.yearID}:${t.teamID}`, t.franchID]));
  const managers = new Map<string, { inseason: number; name: string }>();
  for (const m of lahmanManagers.load(dataDir)) {
    const key = `${m.yearID}:${m.teamID}`;
    const prev = managers.get(key);
    const inseason = m.inseason ?? 0;
    if (!prev || inseason > prev.inseason)
      managers.set(key, { inseason, name: people.get(m.playerID) ?? m.playerID });
  }
  const mvps = new Map<number, string[]>();
  for (const a of lahmanAwardsPlayers.load(dataDir)) {
    if (a.awardID !== "World Series MVP") continue;
    const list = mvps.get(a.yearID) ?? [];
    // The 2025 edition repeats some award rows exactly: one name once.
    const name = people.get(a.playerID) ?? a.playerID;
    if (!list.includes(name)) list.push(name);
    mvps.set(a.yearID, list);
  }
  const seasons = new Set<number>();
  for (const s of lahmanSeriesPost.load(dataDir)) {
    const year = s.yearID;
    if (s.round !== "WS" || year < 1903) continue;
    const ours = editionOf(curated, "world-series", year);
    if (!ours?.champion_slug) continue;
    seasons.add(year);
    const check = checker.record("world-series", year);
    const mvp = mvps.get(year);
    if (mvp) check("mvp", ours.mvp && peopleKey([ours.mvp]), peopleKey(mvp));
    for (const teamID of [s.teamIDwinner, s.teamIDloser]) {
      const r = teamSlug(curated, source, "mlb", franch.get(`${year}:${teamID}`) ?? teamID, year);
      if ("slug" in r && r.slug === ours.champion_slug) {
        const manager = managers.get(`${year}:${teamID}`);
        if (manager) check("coach", ours.coach && peopleKey([ours.coach]), peopleKey([manager.name]));
      }
    }
  }
  return {
    source,
    label: "World Series MVP (AwardsPlayers) and champion's manager (Managers)",
    rowsCompared: seasons.size,
    checks: checker.checks,
    notCompared: [],
  };
}

/** hockey-databank: Conn Smythe (AwardsPlayers) and the champion's coach in the playoffs (Coaches). */
export function hockeyDatabankPeople(curated: Curated, dataDir: string): SourceResult {
  const source = "hockey-databank";
  const checker = new Checker(source);
  const master = hockeyMaster.load(dataDir);
  const players = new Map(
    master.filter((p) => p.playerID).map((p) => [p.playerID, `${p.firstName} ${p.lastName}`]),
  );
  const coachNames = new Map(
    master.filter((p) => p.coachID).map((p) => [p.coachID, `${p.firstName} ${p.lastName}`]),
  );
  const teams = new Map(hockeyTeams.load(dataDir).map((t) => [`${t.year}:${t.tmID}`, t]));
  const coaches = new Map<string, string[]>();
  for (const c of hockeyCoaches.load(dataDir)) {
    if (!((c.postg ?? 0) > 0)) continue;
    const key = `${c.year}:${c.tmID}`;
    coaches.set(key, [...(coaches.get(key) ?? []), coachNames.get(c.coachID) ?? c.coachID]);
  }
  const smythe = new Map<number, string[]>();
  for (const a of hockeyAwardsPlayers.load(dataDir)) {
    if (a.award !== "Conn Smythe") continue;
    smythe.set(a.year, [...(smythe.get(a.year) ?? []), players.get(a.playerID) ?? a.playerID]);
  }
  const seasons = new Set<number>();
  for (const s of hockeySeriesPost.load(dataDir)) {
    const year = s.year;
    if (s.round !== "SCF" || year < 1917) continue;
    const ours = editionOf(curated, "stanley-cup-final", year);
    if (!ours?.champion_slug) continue;
    seasons.add(year);
    const check = checker.record("stanley-cup-final", year);
    const mvp = smythe.get(year);
    if (mvp) check("mvp", ours.mvp && peopleKey([ours.mvp]), peopleKey(mvp));
    for (const tmID of [s.tmIDWinner, s.tmIDLoser]) {
      const t = teams.get(`${year}:${tmID}`);
      const byFranchise = t ? teamSlug(curated, source, "nhl", t.franchID, year) : { error: "no team" };
      const r = "slug" in byFranchise || !t ? byFranchise : teamSlug(curated, source, "nhl", t.name, year);
      if ("slug" in r && r.slug === ours.champion_slug) {
        const names = coaches.get(`${year}:${tmID}`);
        if (names?.length)
          check("coach", ours.coach && peopleKey([ours.coach]), peopleKey([names.at(-1) as string]));
      }
    }
  }
  return {
    source,
    label: "Stanley Cup: Conn Smythe (AwardsPlayers) and champion's playoff coach (Coaches)",
    rowsCompared: seasons.size,
    checks: checker.checks,
    notCompared: [],
  };
}

/** march-mania: the champion's coach on the title game's day (MTeamCoaches). */
export function marchManiaCoaches(curated: Curated, dataDir: string): SourceResult {
  const source = "march-mania";
  const checker = new Checker(source);
  const slugOf = marchManiaSlugs(curated, dataDir);
  const coachOn = new Map<string, string>();
  for (const c of maniaCoaches.load(dataDir)) {
    if (c.FirstDayNum <= 154 && 154 <= c.LastDayNum)
      coachOn.set(`${c.Season}:${c.TeamID}`, c.CoachName.replace(/_/g, " "));
  }
  let rowsCompared = 0;
  for (const g of maniaTourneyResults.load(dataDir)) {
    if (g.DayNum !== 154) continue;
    const season = g.Season - 1;
    const ours = editionOf(curated, "ncaa-mens-basketball-tournament", season);
    if (!ours?.champion_slug || slugOf(g.WTeamID) !== ours.champion_slug) continue;
    rowsCompared++;
    const coach = coachOn.get(`${g.Season}:${g.WTeamID}`);
    checker.record("ncaa-mens-basketball-tournament", season)(
      "coach",
      ours.coach && peopleKey([ours.coach]),
      coach && peopleKey([coach]),
    );
  }
  return {
    source,
    label: "NCAA tournament: champion's coach on title game day (MTeamCoaches)",
    rowsCompared,
    checks: checker.checks,
    notCompared: [],
  };
}
