import { describe, expect, it } from "vitest";
import type { ScheduledGame, Team } from "@domain/contract/types";
import { rosterCoverage } from "@domain/rosters";
import { battingRates, pitchingRates } from "~/lib/baseball-lines";
import { battingRows, pitchingRows } from "~/lib/team-lines";
import { scheduleParts, scheduleRow, teamSeasonTitle } from "~/lib/team-season";
import { onSite } from "@domain/scope";
import {
  badgeOf,
  groupingOf,
  matchesTeam,
  recordScope,
  teamOrigin,
  teamsView,
  titleCounting,
  toTeamCard,
} from "~/lib/teams";
import { scheduledGameOf, teamOf } from "../support/contract-fixtures";

const team = (over: Partial<Team>): Team =>
  teamOf({
    id: 1,
    slug: "t",
    name: "Team",
    sport: { id: 1, name: "Hockey", slug: "hockey", abbreviation: null },
    sport_name: "Hockey",
    level: { id: 1, name: "Professional", slug: "professional" },
    ...over,
  });

describe("team directory rules", () => {
  const bruins = team({
    id: 1,
    name: "Boston Bruins",
    city: "Boston",
    state: "MA",
    abbreviation: "BOS",
    division: { id: 1, name: "Atlantic", slug: null },
    conference: { id: 1, name: "Eastern", slug: null },
  });
  const kings = team({
    id: 2,
    name: "Los Angeles Kings",
    city: "Los Angeles",
    abbreviation: "LAK",
    division: { id: 2, name: "Pacific", slug: null },
  });
  const maroons = team({
    id: 3,
    name: "Montreal Maroons",
    city: "Montreal",
    is_active: false,
    last_season: 1937,
  });
  const duke = team({
    id: 4,
    name: "Duke Blue Devils",
    city: "Durham",
    sport: { id: 2, name: "Basketball", slug: "basketball", abbreviation: null },
    conference: { id: 3, name: "ACC", slug: null },
  });

  it("searches city, name or abbreviation; sport and division match exactly", () => {
    const f = { q: "", sport: null, division: "" };
    expect(matchesTeam(bruins, { ...f, q: "bos" })).toBe(true);
    expect(matchesTeam(bruins, { ...f, q: "boston" })).toBe(true);
    expect(matchesTeam(kings, { ...f, q: "lak" })).toBe(true);
    expect(matchesTeam(kings, { ...f, q: "hockey" })).toBe(false);
    expect(matchesTeam(bruins, { ...f, division: "Atlantic" })).toBe(true);
    expect(matchesTeam(bruins, { ...f, division: "Atl" })).toBe(false);
    expect(matchesTeam(duke, { ...f, division: "ACC" })).toBe(true);
    expect(matchesTeam(duke, { ...f, sport: "hockey" })).toBe(false);
  });

  it("shows division, else conference, else N/A; badge is the abbreviation or 3 letters", () => {
    expect(groupingOf(bruins)).toBe("Atlantic");
    expect(groupingOf(duke)).toBe("ACC");
    expect(toTeamCard(maroons)).toMatchObject({
      grouping: "N/A",
      badge: "MON",
      place: "Montreal",
      lastSeason: 1937,
    });
    expect(toTeamCard(bruins)).toMatchObject({ badge: "BOS", place: "Boston, MA", lastSeason: null });
    expect(badgeOf({ abbreviation: null, name: "St. Louis Blues" })).toBe("STL");
  });

  it("counts current teams only and keeps former franchises apart", () => {
    const view = teamsView([bruins, kings, maroons, duke], { q: "", sport: "hockey", division: "" });
    expect(view.current.map((t) => t.id)).toEqual([1, 2]);
    expect(view.former.map((t) => t.id)).toEqual([3]);
    expect(view.summary).toEqual({ totalTeams: 3, sports: 2, divisions: 3, filtered: 2 });
    expect(view.divisions).toEqual(["Atlantic", "Pacific"]);
  });
});

describe("team season rules", () => {
  const game = (over: Partial<ScheduledGame>): ScheduledGame =>
    scheduledGameOf({
      id: 9,
      game_date: "2023-10-11",
      status: "completed",
      game_type: "regular",
      home_team: 1,
      away_team: 2,
      home_team_name: "Boston Bruins",
      away_team_name: "Chicago Blackhawks",
      home_team_abbreviation: "BOS",
      away_team_abbreviation: "CHI",
      home_score: 3,
      away_score: 1,
      ...over,
    });

  it("reads each row from the viewed team's side", () => {
    expect(scheduleRow(game({}), 1)).toMatchObject({
      home: true,
      opponent: "Chicago Blackhawks",
      outcome: "W",
      score: "3-1",
    });
    expect(scheduleRow(game({}), 2)).toMatchObject({
      home: false,
      opponent: "Boston Bruins",
      outcome: "L",
      score: "1-3",
    });
    expect(scheduleRow(game({ home_score: 2, away_score: 2 }), 2)).toMatchObject({
      outcome: "T",
      score: "2-2",
    });
    expect(scheduleRow(game({ home_score: 2, away_score: 3, overtime: "SO" }), 1)).toMatchObject({
      outcome: "L",
      score: "2-3 (SO)",
    });
    expect(scheduleRow(game({ overtime: "2OT" }), 2)).toMatchObject({ outcome: "L", score: "1-3 (2OT)" });
    expect(scheduleRow(game({ status: "scheduled", home_score: null, away_score: null }), 1)).toMatchObject({
      outcome: "Upcoming",
      score: null,
    });
    expect(scheduleRow(game({ status: "postponed" }), 1)).toMatchObject({
      outcome: "postponed",
      score: null,
    });
  });

  it("keeps playoffs and play-in games apart from the regular season", () => {
    const parts = scheduleParts(
      [
        game({ id: 1 }),
        game({ id: 2, game_type: "postseason" }),
        game({ id: 3, game_type: "championship" }),
        game({ id: 4, game_type: "play-in" }),
      ],
      1,
    );
    expect(parts.regular.map((r) => r.id)).toEqual([1]);
    expect(parts.playoffs.map((r) => r.id)).toEqual([2, 3]);
    expect(parts.other.map((r) => r.id)).toEqual([4]);
  });

  it("names the season by the site's convention", () => {
    expect(teamSeasonTitle("hockey", 2023, false)).toBe("2023-24 Season");
    expect(teamSeasonTitle("football", 2023, false)).toBe("2023 Season");
    // Labels follow the sport on the hub too (issue 24: no '1986-87 Season' for baseball).
    expect(teamSeasonTitle("football", 2023, true)).toBe("2023 Season");
    expect(teamSeasonTitle("baseball", 1986, true)).toBe("1986 Season");
    expect(teamSeasonTitle("hockey", 2023, true)).toBe("2023-24 Season");
    expect(teamSeasonTitle(null, 2023, true)).toBe("2023-24 Season");
  });

  it("keeps a sport site to its sport and level", () => {
    const pro = {
      sport: { id: 1, name: "Hockey", slug: "hockey", abbreviation: null },
      level: { id: 1, name: "Professional", slug: "professional" },
    };
    const college = { ...pro, level: { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" } };
    const divisionTwo = { ...pro, level: { id: 3, name: "NCAA Division II", slug: "ncaa-division-ii" } };
    expect(onSite({ key: "hub" }, pro)).toBe(true);
    expect(onSite({ key: "nhl" }, pro)).toBe(true);
    expect(onSite({ key: "nhl" }, college)).toBe(false);
    expect(onSite({ key: "chk" }, college)).toBe(true);
    expect(onSite({ key: "nba" }, pro)).toBe(false);
    // One rule with the API's: a college site is Division I, so it does not show another division's team.
    expect(onSite({ key: "chk" }, divisionTwo)).toBe(false);
    expect(onSite({ key: "hub" }, divisionTwo)).toBe(true);
  });

  it("says what each league's rosters cover", () => {
    expect(rosterCoverage("nba", 2023)).toEqual({ kind: "full", note: null });
    expect(rosterCoverage("nhl", 2017).kind).toBe("full");
    // Hockey-Reference's seasons carry the rosters on to 2023-24, whose goalies are not held.
    expect(rosterCoverage("nhl", 2021)).toEqual({ kind: "full", note: null });
    expect(rosterCoverage("nhl", 2023)).toMatchObject({
      kind: "full",
      note: expect.stringMatching(/^Skaters only/),
    });
    expect(rosterCoverage("nhl", 2024)).toMatchObject({
      kind: "none",
      note: "Rosters in the open data run 1917-18 to 2023-24 (Hockey Databank scoring and goalie files to 2017-18, Hockey-Reference after).",
    });
    expect(rosterCoverage("mlb", 2009)).toEqual({ kind: "full", note: null });
    expect(rosterCoverage("mlb", 2025).kind).toBe("none");
    expect(rosterCoverage("nfl", 2023)).toMatchObject({
      kind: "none",
      note: "Rosters in the open data exist only for 2024 (the nflverse 2024 roster file).",
    });
    expect(rosterCoverage("nfl", 2024)).toMatchObject({ kind: "full" });
    expect(rosterCoverage("nfl", 2024).note).toMatch(
      /traded or released during the season appear only with their last team/,
    );
  });
});

describe("team figures that say what they cover (docs/rules.md#derived-figures)", () => {
  const football = { id: 1, name: "Football", slug: "football", abbreviation: null };
  const superBowl = { slug: "super-bowl", name: "Super Bowl", first_season: 1966 };
  it("'Founded' only from the curated founding year; else the first season, labelled by where it comes from", () => {
    expect(
      teamOrigin(
        team({ founded_year: 1919, first_season: 1921, first_season_curated: true, sport: football }),
      ),
    ).toEqual({
      label: "Founded",
      value: "1919",
    });
    expect(teamOrigin(team({ first_season: 1988, first_season_curated: true }))).toEqual({
      label: "First season",
      value: "1988-89",
    });
    // A tournament dataset's first season is no program's founding (Duke showed 'Founded 1984').
    expect(teamOrigin(team({ first_season: 1984, first_season_curated: false }))).toEqual({
      label: "First season in our data",
      value: "1984-85",
    });
    expect(teamOrigin(team({}))).toBeNull();
  });
  it("title counts name the title, and say when the franchise is older than it", () => {
    const packers = team({
      founded_year: 1919,
      first_season: 1921,
      sport: football,
      tracked_title: superBowl,
    });
    expect(titleCounting(packers)).toEqual({
      label: "Super Bowl titles",
      note: "Counts Super Bowl titles from the 1966 season on; titles won before then are not included.",
    });
    expect(titleCounting(team({ first_season: 2002, sport: football, tracked_title: superBowl }))).toEqual({
      label: "Super Bowl titles",
      note: null,
    });
    const duke = team({
      first_season: 1905,
      tracked_title: {
        slug: "ncaa-mens-basketball-tournament",
        name: "NCAA Men's Basketball Tournament",
        first_season: 1938,
      },
    });
    // The tournament is the sport's first championship: nothing to leave out before it.
    expect(titleCounting(duke)).toEqual({ label: "NCAA tournament titles", note: null });
    expect(titleCounting(team({}))).toEqual({ label: "Championships", note: null });
  });
  it("college football records say they leave out bowl and playoff games", () => {
    expect(recordScope("football", "ncaa-division-i")).toMatch(/bowl and playoff games are not included/);
    expect(recordScope("football", "professional")).toBeNull();
  });
});

describe("an MLB team season's player lines", () => {
  const who = (id: number, name: string) => ({ player_id: id, player_slug: null, player_name: name });
  const bat = {
    g: 1,
    pa: 0,
    ab: 0,
    r: 0,
    h: 0,
    doubles: 0,
    triples: 0,
    hr: 0,
    rbi: 0,
    sb: 0,
    cs: 0,
    bb: 0,
    so: 0,
    ibb: 0,
    hbp: 0,
    sh: 0,
    sf: 0,
    gidp: 0,
  };
  const pit = {
    w: 0,
    l: 0,
    g: 1,
    gs: 0,
    cg: 0,
    sho: 0,
    sv: 0,
    ip_outs: 0,
    h: 0,
    r: 0,
    er: 0,
    hr: 0,
    bb: 0,
    so: 0,
    hbp: 0,
    bfp: 0,
  };
  it("batters by plate appearances; a pitcher who never batted only in the pitching table, a pinch runner kept", () => {
    const pitchers = [{ ...who(3, "Pitcher Only"), ...pit, ip_outs: 600 }];
    const rows = battingRows(
      [
        { ...who(1, "Few"), ...bat, pa: 10, ab: 9 },
        { ...who(2, "Many"), ...bat, pa: 600, ab: 540 },
        { ...who(3, "Pitcher Only"), ...bat },
        { ...who(4, "Runner"), ...bat },
      ],
      pitchers,
    );
    expect(rows.map((r) => r.player_name)).toEqual(["Many", "Few", "Runner"]);
  });
  it("rates as the reference sites write them: Keith Hernandez 1986 (.310/.413/.446), Dwight Gooden 1986 (2.84 ERA, 250.0 IP)", () => {
    const mex = {
      ...who(1, "Keith Hernandez"),
      ...bat,
      g: 149,
      ab: 551,
      h: 171,
      doubles: 34,
      triples: 1,
      hr: 13,
      bb: 94,
      hbp: 4,
      sf: 3,
      sh: 0,
    };
    expect(battingRates(mex)).toEqual({ avg: ".310", obp: ".413", slg: ".446", ops: ".859" });
    const doc = { ...who(2, "Dwight Gooden"), ...pit, ip_outs: 750, er: 79, h: 197, bb: 80 };
    expect(pitchingRates(doc)).toEqual({ era: "2.84", ip: "250.0", whip: "1.11" });
    expect(pitchingRows([{ ...doc, ip_outs: 10 }, doc]).map((r) => r.ip_outs)).toEqual([750, 10]);
  });
});
