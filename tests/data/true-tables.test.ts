/**
 * Standings against the leagues' published final tables, on the run's database
 * (tests/support/test-database.ts); skipped when the datasets are not on this machine.
 * Seasons pinned: NFL 1920, 1921, 1932, 1934, 1946-1952, 1973, 1977, 1997, 2002-2024 seeds, 2023 and 2024 (NFC West 2024);
 * NHL 2018-19, 2019-20, 2020-21; NBA 2023-24; MLB 2022 and 2023; college football 2023 and 2024.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { describeData, standingsTable } from "./support";
import { openDataDir } from "../../backend/import/sources/common";
import { easternDateTime } from "../../backend/import/sources/cfbd";
import { SHARED_PLACE } from "../../backend/import/sources/nfl-tiebreak-history";

describeData("standings match the published final tables", (db, log) => {
  const table = (sport: string, level: string, season: number) => standingsTable(db(), sport, level, season);
  const nfl = (season: number) => table("football", "professional", season);
  const seeds = async (season: number, conference: string, n: number) =>
    (await nfl(season))
      .filter((r) => r.conference_name === conference)
      .sort((a, b) => a.conference_rank! - b.conference_rank!)
      .slice(0, n)
      .map((r) => r.abbreviation)
      .join(" ");

  it("NFL 2024 NFC West: the Rams win the division over the Seahawks (both 10-7) on strength of victory", async () => {
    const west = (await nfl(2024))
      .filter((r) => r.division_name === "NFC West")
      .sort((a, b) => a.rank! - b.rank!);
    expect(west.map((r) => `${r.abbreviation} ${r.wins}-${r.losses}`)).toEqual([
      "LA 10-7",
      "SEA 10-7",
      "ARI 8-9",
      "SF 6-11",
    ]);
    expect(west[0].tiebreak).toBe("division tiebreak: strength of victory");
    expect(west[1].tiebreak).toBe("division tiebreak: strength of victory");
  });

  it("NFL 1978 AFC West: Denver 10-6, then the three 9-7 clubs in the league's published order (Oakland, Seattle, San Diego)", async () => {
    // Head-to-head among the three would put San Diego (3-1) first; the league's final standings
    // did not (backend/data/standings/nfl-published-orders.csv).
    const west = (await nfl(1978))
      .filter((r) => r.division_name === "AFC West")
      .sort((a, b) => a.rank! - b.rank!);
    expect(west.map((r) => `${r.team_name} ${r.wins}-${r.losses}`)).toEqual([
      "Denver Broncos 10-6",
      "Oakland Raiders 9-7",
      "Seattle Seahawks 9-7",
      "San Diego Chargers 9-7",
      "Kansas City Chiefs 4-12",
    ]);
    expect(west.slice(1, 4).map((r) => r.tiebreak)).toEqual(
      Array(3).fill("order of the league's published final standings"),
    );
  });

  // Tied groups of each era pinned to the order the league published (backend/data/standings/
  // nfl-published-orders.csv, pages in its sources file); each differs from the computed fallback.
  const division = async (season: number, name: string) =>
    (await nfl(season))
      .filter((r) => (r.division_name ?? r.conference_name) === name)
      .sort((a, b) => a.rank! - b.rank!)
      .map((r) => `${r.team_name} ${r.wins}-${r.losses}${r.ties ? `-${r.ties}` : ""}`);

  it("NFL 1958 Eastern Conference: the Chicago Cardinals above the Eagles (both 2-9-1), as published; the Giants above the Browns by their playoff", async () => {
    expect(await division(1958, "Eastern Conference")).toEqual([
      "New York Giants 9-3",
      "Cleveland Browns 9-3",
      "Pittsburgh Steelers 7-4-1",
      "Washington Redskins 4-7-1",
      "Chicago Cardinals 2-9-1",
      "Philadelphia Eagles 2-9-1",
    ]);
  });

  it("NFL 1974 AFC East: New England above the Jets (both 7-7), as published", async () => {
    expect((await division(1974, "AFC East")).slice(2, 4)).toEqual([
      "New England Patriots 7-7",
      "New York Jets 7-7",
    ]);
  });

  it("NFL 1983 NFC Central: Green Bay, Chicago, Minnesota (all 8-8), as published", async () => {
    expect((await division(1983, "NFC Central")).slice(1, 4)).toEqual([
      "Green Bay Packers 8-8",
      "Chicago Bears 8-8",
      "Minnesota Vikings 8-8",
    ]);
  });

  it("NFL 1990 NFC Central: Tampa Bay, Detroit, Green Bay, Minnesota (all 6-10), as published", async () => {
    expect((await division(1990, "NFC Central")).slice(1)).toEqual([
      "Tampa Bay Buccaneers 6-10",
      "Detroit Lions 6-10",
      "Green Bay Packers 6-10",
      "Minnesota Vikings 6-10",
    ]);
  });

  it("NFL 1977 AFC East: Buffalo and the Jets (3-11), whose published order the sources dispute, share fourth place (level on the steps of 1977)", async () => {
    const east = (await nfl(1977))
      .filter((r) => r.division_name === "AFC East")
      .sort((a, b) => a.rank! - b.rank!);
    expect(east.slice(3).map((r) => r.rank)).toEqual([4, 4]);
    expect(east.slice(3).every((r) => r.tiebreak?.startsWith("tied: "))).toBe(true);
    expect(east.slice(0, 2).map((r) => r.tiebreak)).toEqual(
      Array(2).fill("order of the league's published final standings"),
    );
  });

  // Tiebreaks of their time: the procedure in force that season, else a shared place.
  const ranks = async (season: number, name: string) =>
    Object.fromEntries(
      (await nfl(season))
        .filter((r) => (r.division_name ?? r.conference_name) === name)
        .map((r) => [r.team_name, [r.rank, r.tiebreak]]),
    );

  it("NFL 1934 Eastern Division: Brooklyn and Philadelphia (4-7) share third place; the league broke only a tie for first", async () => {
    const east = await ranks(1934, "Eastern Division");
    expect(east["Brooklyn Dodgers"]).toEqual([3, SHARED_PLACE["playoff-only"]]);
    expect(east["Philadelphia Eagles"]).toEqual([3, SHARED_PLACE["playoff-only"]]);
    expect(east["New York Giants"][0]).toBe(1);
  });

  it("NFL 1921: the Staleys (9-1-1) and Buffalo (9-1-2) share first place at .900 (ties not counted); the owners gave the title to the Staleys", async () => {
    const y1921 = await nfl(1921);
    const of = (name: string) => y1921.find((r) => r.team_name === name)!;
    expect(of("Chicago Staleys").rank).toBe(1);
    expect(of("Buffalo All-Americans").rank).toBe(1);
    expect(of("Chicago Staleys").tiebreak).toBe(SHARED_PLACE["no-procedure"]);
  });

  it("NFL 1973 NFC East and 1997 AFC Central: the division title ties in the league's published order (Dallas, Pittsburgh)", async () => {
    expect((await division(1973, "NFC East")).slice(0, 2)).toEqual([
      "Dallas Cowboys 10-4",
      "Washington Redskins 10-4",
    ]);
    expect((await division(1997, "AFC Central")).slice(0, 2)).toEqual([
      "Pittsburgh Steelers 11-5",
      "Jacksonville Jaguars 11-5",
    ]);
  });

  it("NFL playoff seeds 2020-2024 (seven per conference) match the league's", async () => {
    const expected: Record<number, [string, string]> = {
      2020: ["KC BUF PIT TEN BAL CLE IND", "GB NO SEA WAS TB LA CHI"],
      2021: ["TEN KC BUF CIN LV NE PIT", "GB TB DAL LA ARI SF PHI"],
      2022: ["KC BUF CIN JAX LAC BAL MIA", "PHI SF MIN TB DAL NYG SEA"],
      2023: ["BAL BUF KC HOU CLE MIA PIT", "SF DAL DET TB PHI LA GB"],
      2024: ["KC BUF BAL HOU LAC PIT DEN", "DET PHI TB LA MIN WAS GB"],
    };
    for (const [season, [afc, nfc]] of Object.entries(expected)) {
      expect(await seeds(Number(season), "AFC", 7), `AFC ${season}`).toBe(afc);
      expect(await seeds(Number(season), "NFC", 7), `NFC ${season}`).toBe(nfc);
    }
  });

  it("NFL playoff seeds 2002-2019 (six per conference) match the league's, ties included", async () => {
    const expected: Record<number, [string, string]> = {
      2002: ["LV TEN PIT NYJ IND CLE", "PHI TB GB SF NYG ATL"],
      2003: ["NE KC IND BAL TEN DEN", "PHI LA CAR GB SEA DAL"],
      2004: ["PIT NE IND LAC NYJ DEN", "PHI ATL GB SEA LA MIN"],
      2005: ["IND DEN CIN NE JAX PIT", "SEA CHI TB NYG CAR WAS"],
      2006: ["LAC BAL IND NE NYJ KC", "CHI NO PHI SEA DAL NYG"],
      2007: ["NE IND LAC PIT JAX TEN", "DAL GB SEA TB NYG WAS"],
      2008: ["TEN PIT MIA LAC IND BAL", "NYG CAR MIN ARI ATL PHI"],
      2009: ["IND LAC NE CIN NYJ BAL", "NO MIN DAL ARI GB PHI"],
      2010: ["NE PIT IND KC BAL NYJ", "ATL CHI PHI SEA NO GB"],
      2011: ["NE BAL HOU DEN PIT CIN", "GB SF NO NYG ATL DET"],
      2012: ["DEN NE HOU BAL IND CIN", "ATL SF GB WAS SEA MIN"],
      2013: ["DEN NE CIN IND KC LAC", "SEA CAR PHI GB SF NO"],
      2014: ["NE DEN PIT IND CIN BAL", "SEA GB DAL CAR ARI DET"],
      2015: ["DEN NE CIN HOU KC PIT", "CAR ARI MIN WAS GB SEA"],
      2016: ["NE KC PIT HOU LV MIA", "DAL ATL SEA GB NYG DET"],
      2017: ["NE PIT JAX KC TEN BUF", "PHI MIN LA NO CAR ATL"],
      2018: ["KC NE HOU BAL LAC IND", "NO LA CHI DAL SEA PHI"],
      2019: ["BAL KC NE HOU BUF TEN", "SF GB NO PHI SEA MIN"],
    };
    for (const [season, [afc, nfc]] of Object.entries(expected)) {
      expect(await seeds(Number(season), "AFC", 6), `AFC ${season}`).toBe(afc);
      expect(await seeds(Number(season), "NFC", 6), `NFC ${season}`).toBe(nfc);
    }
  });

  it("every NFL season since 1920 has a table, with the defunct clubs", async () => {
    const seasons = await db()
      .selectFrom("standings as s")
      .innerJoin("championships as c", (j) =>
        j.onRef("c.sport_id", "=", "s.sport_id").onRef("c.level_id", "=", "s.level_id"),
      )
      .select(["s.season_start_year"])
      .where("c.slug", "=", "super-bowl")
      .groupBy("s.season_start_year")
      .execute();
    const years = new Set(seasons.map((s) => s.season_start_year));
    for (let y = 1920; y <= 2025; y++) expect(years.has(y), `NFL ${y}`).toBe(true);
    const rec = (rows: Awaited<ReturnType<typeof nfl>>, name: string) => {
      const r = rows.find((x) => x.team_name === name);
      return r ? `${r.wins}-${r.losses}-${r.ties}` : undefined;
    };
    const y1920 = await nfl(1920);
    expect(y1920).toHaveLength(14);
    expect(y1920.find((r) => r.rank === 1)?.team_name).toBe("Akron Pros");
    expect(rec(y1920, "Akron Pros")).toBe("8-0-3");
    expect(rec(y1920, "Decatur Staleys")).toBe("10-1-2");
    expect(rec(y1920, "Buffalo All-Americans")).toBe("9-1-1");
    const y1932 = await nfl(1932);
    // Ties did not count before 1972: the Bears' .875 beat the Packers' .769.
    expect(y1932.find((r) => r.rank === 1)?.team_name).toBe("Chicago Bears");
    expect(rec(y1932, "Chicago Bears")).toBe("7-1-6");
    expect(rec(y1932, "Green Bay Packers")).toBe("10-3-1");
    for (const y of [1946, 1947, 1948])
      expect(
        (await nfl(y)).some((r) => r.team_name === "Boston Yanks"),
        `Boston Yanks ${y}`,
      ).toBe(true);
    expect(rec(await nfl(1949), "New York Bulldogs")).toBe("1-10-1");
    expect(rec(await nfl(1950), "Baltimore Colts")).toBe("1-11-0");
    expect(rec(await nfl(1952), "Dallas Texans")).toBe("1-11-0");
    const y1950 = (await nfl(1950))
      .filter((r) => r.conference_name === "American Conference")
      .sort((a, b) => a.rank! - b.rank!);
    expect(y1950[0].team_name).toBe("Cleveland Browns");
    expect(y1950[0].tiebreak).toBe("playoff game between the tied clubs");
  });

  it("NHL 2018-19 to 2020-21: the published W-L-OTL and points", async () => {
    const t2018 = await table("hockey", "professional", 2018);
    const tampa = t2018.find((r) => r.slug === "tampa-bay-lightning")!;
    expect(tampa).toMatchObject({
      wins: 62,
      losses: 16,
      overtime_losses: 4,
      points: 128,
      rank: 1,
      division_name: "Atlantic",
    });
    expect(t2018.find((r) => r.slug === "boston-bruins")).toMatchObject({
      wins: 49,
      losses: 24,
      overtime_losses: 9,
      points: 107,
    });
    expect(t2018.every((r) => r.points !== null && r.games_played === 82)).toBe(true);
    const t2019 = await table("hockey", "professional", 2019);
    // Cut short in March 2020; the August round robin is postseason, not regular season.
    expect(t2019.find((r) => r.slug === "boston-bruins")).toMatchObject({
      wins: 44,
      losses: 14,
      overtime_losses: 12,
      points: 100,
      games_played: 70,
    });
    expect(t2019.find((r) => r.slug === "tampa-bay-lightning")).toMatchObject({
      wins: 43,
      losses: 21,
      overtime_losses: 6,
      points: 92,
      games_played: 70,
    });
    // Ranked by points percentage: Islanders (80 in 68) above Columbus (81 in 70).
    expect(t2019.find((r) => r.slug === "new-york-islanders")!.rank).toBeLessThan(
      t2019.find((r) => r.slug === "columbus-blue-jackets")!.rank!,
    );
    const regularAfterPause = await db()
      .selectFrom("games as g")
      .innerJoin("sports as sp", "sp.id", "g.sport_id")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("sp.slug", "=", "hockey")
      .where("g.season_start_year", "=", 2019)
      .where("g.game_type", "=", "regular")
      .where("g.game_date", ">", "2020-03-12")
      .executeTakeFirst();
    expect(Number(regularAfterPause?.n)).toBe(0);
    const t2020 = await table("hockey", "professional", 2020);
    const west = t2020.filter((r) => r.division_name === "West").sort((a, b) => a.rank! - b.rank!);
    expect(west.slice(0, 2).map((r) => `${r.slug} ${r.points}`)).toEqual([
      "colorado-avalanche 82",
      "vegas-golden-knights 82",
    ]);
    expect(log().some((m) => /curated final table disagrees/.test(m))).toBe(false);
  });

  it("NBA 2023-24: records and conference seeds, the three-way 47-35 tie by the NBA's procedure", async () => {
    const t = await table("basketball", "professional", 2023);
    expect(t).toHaveLength(30);
    const east = t
      .filter((r) => r.conference_name === "Eastern")
      .sort((a, b) => a.conference_rank! - b.conference_rank!);
    expect(east.slice(0, 8).map((r) => `${r.abbreviation} ${r.wins}-${r.losses}`)).toEqual([
      "BOS 64-18",
      "NYK 50-32",
      "MIL 49-33",
      "CLE 48-34",
      "ORL 47-35",
      "IND 47-35",
      "PHI 47-35",
      "MIA 46-36",
    ]);
    const west = t
      .filter((r) => r.conference_name === "Western")
      .sort((a, b) => a.conference_rank! - b.conference_rank!);
    expect(west.slice(0, 3).map((r) => `${r.abbreviation} ${r.wins}-${r.losses}`)).toEqual([
      "OKC 57-25",
      "DEN 57-25",
      "MIN 56-26",
    ]);
  });

  it("MLB 2022 and 2023 from the Lahman 2023 release", async () => {
    const t2022 = await table("baseball", "professional", 2022);
    expect(t2022).toHaveLength(30);
    expect(t2022.find((r) => r.slug === "los-angeles-dodgers")).toMatchObject({
      wins: 111,
      losses: 51,
      rank: 1,
    });
    const east = t2022.filter((r) => r.division_name === "NL East").sort((a, b) => a.rank! - b.rank!);
    expect(east.slice(0, 2).map((r) => `${r.slug} ${r.wins}-${r.losses}`)).toEqual([
      "atlanta-braves 101-61",
      "new-york-mets 101-61",
    ]);
    const t2023 = await table("baseball", "professional", 2023);
    expect(t2023.find((r) => r.slug === "atlanta-braves")).toMatchObject({ wins: 104, losses: 58, rank: 1 });
    expect(t2023.find((r) => r.slug === "baltimore-orioles")).toMatchObject({
      wins: 101,
      losses: 61,
      rank: 1,
    });
    expect(
      (await table("baseball", "professional", 2021)).find((r) => r.slug === "san-francisco-giants"),
    ).toMatchObject({ wins: 107, losses: 55 });
  });

  it("college football 2023 and 2024: conference tables with each program's conference of the season", async () => {
    const t2023 = await table("football", "ncaa-division-i", 2023);
    expect(t2023).toHaveLength(133);
    const row = (rows: typeof t2023, school: string) =>
      rows.find((r) => (r.team_name ?? "").startsWith(school));
    expect(row(t2023, "Michigan Wolverines")).toMatchObject({
      wins: 13,
      losses: 0,
      conference_record: "9-0",
      conference_name: "Big Ten",
    });
    // Regular season and the SEC title game (lost); the bowls of 2023 are not in the data.
    expect(row(t2023, "Georgia Bulldogs")).toMatchObject({
      wins: 12,
      losses: 1,
      conference_record: "8-0",
      conference_name: "SEC",
    });
    expect(row(t2023, "Texas Longhorns")).toMatchObject({
      conference_name: "Big 12",
      conference_record: "8-1",
    });
    const t2024 = await table("football", "ncaa-division-i", 2024);
    expect(t2024).toHaveLength(134);
    expect(row(t2024, "Texas Longhorns")).toMatchObject({ conference_name: "SEC" });
    expect(row(t2024, "Oregon Ducks")).toMatchObject({
      wins: 13,
      losses: 0,
      conference_record: "9-0",
      conference_name: "Big Ten",
      rank: 1,
    });
    // Big 12 2024: four clubs at 7-2. The conference's procedure sent Arizona State (top seed) and
    // Iowa State to the title game; BYU and Colorado never met, so no tiebreak this site holds
    // separates them: they are listed by overall record and say so, not given an invented step.
    const big12 = t2024.filter((r) => r.conference_name === "Big 12").sort((a, b) => a.rank! - b.rank!);
    expect(big12.slice(0, 4).map((r) => `${r.team_name} ${r.conference_record}`)).toEqual([
      "Arizona State Sun Devils 7-2",
      "Iowa State Cyclones 7-2",
      "BYU Cougars 7-2",
      "Colorado Buffaloes 7-2",
    ]);
    expect(big12[0].tiebreak).toBe("conference championship game berth");
    expect(big12[3].tiebreak).toMatch(/^tied on conference record; listed by overall record/);
    expect(
      t2024
        .filter((r) => r.conference_name === "Pac-12")
        .map((r) => r.team_name)
        .sort(),
    ).toEqual(["Oregon State Beavers", "Washington State Cougars"]);
  });

  it("college football membership agrees with cfb-century-games", () => {
    // The most frequent conference of a program in the century file's 2023 games.
    const lines = fs
      .readFileSync(path.join(openDataDir()!, "cfb-century-games", "all_cfb_games_1924_2024.csv"), "utf8")
      .split("\n")
      .slice(1);
    const counts = new Map<string, Map<string, number>>();
    for (const line of lines) {
      const [ts, t1, t2, c1, c2] = line.split(",");
      if (!ts || new Date(Number(ts) * 1000).getUTCFullYear() !== 2023) continue;
      for (const [team, conf] of [
        [t1, c1],
        [t2, c2],
      ]) {
        if (!conf) continue;
        const m = counts.get(team) ?? new Map<string, number>();
        m.set(conf, (m.get(conf) ?? 0) + 1);
        counts.set(team, m);
      }
    }
    const of = (team: string) =>
      [...(counts.get(team) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(of("Texas")).toBe("Big 12");
    expect(of("SMU")).toBe("American Athletic");
    expect(of("Michigan")).toBe("Big Ten");
  });

  it("college football dates are US Eastern calendar dates of the UTC kickoff", () => {
    expect(easternDateTime("2023-11-25T17:00:00.000Z")).toEqual({ date: "2023-11-25", time: "12:00" });
    // A 10:30 pm Eastern kickoff is 03:30Z the next day in November (EST) and 02:30Z in September (EDT).
    expect(easternDateTime("2023-11-26T03:30:00.000Z")).toEqual({ date: "2023-11-25", time: "22:30" });
    expect(easternDateTime("2023-09-03T02:30:00.000Z")).toEqual({ date: "2023-09-02", time: "22:30" });
  });
});
