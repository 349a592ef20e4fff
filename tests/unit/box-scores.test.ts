import { describe, expect, it } from "vitest";
import { NO_FOOTBALL_FIGURES } from "@domain/football-stats";
import { gameTabs } from "~/lib/game-tabs";
import {
  footballRows,
  minutesPlayed,
  perAttempt,
  plusMinus,
  shootingPct,
  type FootballBoxLine,
} from "~/lib/box-score";
import { pointsDisagreements, sourceGames } from "../../backend/import/sources/nba-box-scores";
import type { NbaApiGameLog } from "../../backend/import/readers/nba-stats-api";

const game = (sport: string, level: string, season: number | null, type: string | null) => ({
  sport: { slug: sport },
  level: { slug: level },
  season: season === null ? null : { start_year: season },
  game_type: type,
});

describe("the tabs of a game page", () => {
  it("offers Stats where the league has box scores, and no Plays tab without play-by-play", () => {
    const nfl = gameTabs(game("football", "professional", 2016, "championship"));
    expect(nfl.tabs).toEqual(["overview", "stats", "info"]);
    expect(nfl.stats).toEqual({ covered: true, note: "Box scores cover NFL games 1999 to 2023." });
    expect(nfl.plays).toBeNull();
  });

  it("says what the data covers for a game outside it", () => {
    const old = gameTabs(game("basketball", "professional", 2012, "regular"));
    expect(old.tabs).toContain("stats");
    expect(old.stats).toEqual({
      covered: false,
      note: "Box scores cover NBA regular-season games 2015-16 to 2024-25 and NBA playoff games 2010-11 to 2022-23.",
    });
    expect(gameTabs(game("basketball", "professional", 2016, "postseason")).stats?.covered).toBe(true);
    expect(gameTabs(game("basketball", "professional", 2010, "championship")).stats?.covered).toBe(true);
    expect(gameTabs(game("basketball", "professional", 2009, "postseason")).stats?.covered).toBe(false);
    expect(gameTabs(game("basketball", "professional", 2023, "championship")).stats?.covered).toBe(false);
    expect(gameTabs(game("basketball", "professional", 2022, "play-in")).stats?.covered).toBe(false);
    expect(gameTabs(game("basketball", "professional", 2016, "regular")).stats?.covered).toBe(true);
    expect(gameTabs(game("football", "professional", 1998, "regular")).stats?.covered).toBe(false);
  });

  it("offers MLB Stats and Plays: postseason games 1903-2023 (event files), regular seasons' Stats from the game logs 1871-2024", () => {
    const ws = gameTabs(game("baseball", "professional", 1956, "championship"));
    expect(ws.tabs).toEqual(["overview", "stats", "plays", "info"]);
    expect([ws.stats?.covered, ws.plays?.covered]).toEqual([true, true]);
    const regular = gameTabs(game("baseball", "professional", 2016, "regular"));
    expect([regular.stats?.covered, regular.plays?.covered]).toEqual([true, false]);
    expect(regular.plays?.note).toBe("Play-by-play records cover MLB postseason games 1903 to 2023.");
    const older = gameTabs(game("baseball", "professional", 1871, "regular"));
    expect(older.stats).toEqual({
      covered: true,
      note: "Box scores cover MLB postseason games 1903 to 2023 and MLB regular-season games 1871 to 2024 (team totals, starting lineups and pitchers of record where the game logs give them).",
    });
  });

  it("offers neither Stats nor Plays where the league has neither", () => {
    const nhl = gameTabs(game("hockey", "professional", 2020, "regular"));
    expect(nhl.tabs).toEqual(["overview", "info"]);
    expect(gameTabs({ sport: null, level: null, season: null, game_type: null }).tabs).toEqual([
      "overview",
      "info",
    ]);
  });
});

const nfl = (name: string, figures: Partial<FootballBoxLine>): FootballBoxLine => ({
  player_id: null,
  player_slug: null,
  player_name: name,
  ...NO_FOOTBALL_FIGURES,
  ...figures,
});

describe("box score cells", () => {
  it("puts a player in each NFL table he has a figure in, most attempts or yards first", () => {
    const qb = nfl("Tom Brady", {
      pass_cmp: 43,
      pass_att: 62,
      pass_yds: 466,
      sacks: 5,
      rush_att: 1,
      rush_yds: 15,
    });
    const back = nfl("James White", {
      rush_att: 6,
      rush_yds: 29,
      rush_td: 2,
      rec: 14,
      targets: 16,
      rec_yds: 110,
    });
    const wr = nfl("Julian Edelman", { rec: 5, targets: 8, rec_yds: 87 });
    expect(footballRows([wr, back, qb], "passing").map((l) => l.player_name)).toEqual(["Tom Brady"]);
    expect(footballRows([wr, back, qb], "rushing").map((l) => l.player_name)).toEqual([
      "James White",
      "Tom Brady",
    ]);
    expect(footballRows([wr, qb, back], "receiving").map((l) => l.player_name)).toEqual([
      "James White",
      "Julian Edelman",
    ]);
    expect(perAttempt(29, 6)).toBe("4.8");
    expect(perAttempt(0, 0)).toBe("");
  });

  it("prints shooting, minutes and plus-minus as box scores do", () => {
    expect(shootingPct(22, 50)).toBe(".440");
    expect(shootingPct(4, 4)).toBe("1.000");
    expect(shootingPct(0, 0)).toBe("");
    expect(minutesPlayed(2520)).toBe("42");
    expect(minutesPlayed(null)).toBe("");
    expect(plusMinus(7)).toBe("+7");
    expect(plusMinus(-3)).toBe("-3");
    expect(plusMinus(0)).toBe("0");
  });
});

let line = 1;
const log = (game: string, team: string, matchup: string, name: string, min: number, pts: number) =>
  ({
    GAME_ID: game,
    GAME_DATE: "2016-04-13T00:00:00",
    TEAM_ABBREVIATION: team,
    MATCHUP: matchup,
    PLAYER_ID: name,
    PLAYER_NAME: name,
    MIN: min,
    PTS: pts,
    line: line++,
  }) as unknown as NbaApiGameLog;

describe("NBA.com game logs as box scores", () => {
  const code = (c: string) => ({ PHX: "PHO" })[c] ?? c;
  const logs = [
    log("1", "UTA", "UTA @ LAL", "Gordon Hayward", 36, 21),
    log("1", "LAL", "LAL vs. UTA", "Jordan Clarkson", 33, 12),
    log("1", "LAL", "LAL vs. UTA", "Kobe Bryant", 42, 60),
    log("2", "PHX", "PHX @ LAL", "Devin Booker", 30, 20),
  ];

  it("groups lines by game, home and away by the matchup, most minutes first", () => {
    const { games, malformed } = sourceGames(logs, code);
    expect(malformed).toEqual(["2"]);
    expect(games).toHaveLength(1);
    const [g] = games;
    expect(g).toMatchObject({ date: "2016-04-13", home: "LAL", away: "UTA" });
    expect(g!.lines.home.map((l) => l.PLAYER_NAME)).toEqual(["Kobe Bryant", "Jordan Clarkson"]);
  });

  it("leaves the sides of a neutral-site game open where neither club is marked at home", () => {
    const { games } = sourceGames(
      [
        log("3", "MIA", "MIA @ WAS", "Tyler Herro", 35, 30),
        log("3", "WAS", "WAS @ MIA", "Jordan Poole", 30, 20),
      ],
      code,
    );
    expect(games[0]).toMatchObject({ sidesKnown: false });
    expect(sourceGames(logs, code).games[0]).toMatchObject({ sidesKnown: true });
  });

  it("names each game whose players' points differ from its score", () => {
    const [source] = sourceGames(logs, code).games;
    const ours = {
      id: 7,
      game_date: "2016-04-13",
      home_team_abbreviation: "LAL",
      away_team_abbreviation: "UTA",
      home_team_id: 1,
      away_team_id: 2,
      home_score: 72,
      away_score: 21,
    };
    expect(pointsDisagreements([{ source: source!, game: ours }])).toEqual([]);
    expect(pointsDisagreements([{ source: source!, game: { ...ours, home_score: 73 } }])).toEqual([
      "2016-04-13 UTA 21 at LAL 73 (game 7): players 21-72",
    ]);
  });
});
