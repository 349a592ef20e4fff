import { championsParams } from "~/lib/champions-view";
import { parseSearchParams } from "~/lib/route-kit";
import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import {
  championsHeading,
  coachesOf,
  filterChampions,
  formatScore,
  groupChampions,
  homeSportLabel,
  inDisplayOrder,
  isMajorTitle,
  matchesChampionSearch,
  scoreOrDefault,
  seasonOf,
  summarizeChampions,
  titleYearOf,
  titleYears,
  toChampionRow,
} from "~/lib/champions";
import { champion } from "./championship-fixtures";

const eagles = champion({
  team_name: "Philadelphia Eagles",
  team_city: "Philadelphia",
  team_slug: "philadelphia-eagles",
  coach: "Nick Sirianni",
  year: 2024,
  title_year: 2025,
});
const chiefs = champion({
  team_name: "Kansas City Chiefs",
  team_city: "Kansas City",
  team_slug: "kansas-city-chiefs",
  coach: "Andy Reid",
  year: 2023,
  title_year: 2024,
});
const dodgers = champion({
  team_name: "Los Angeles Dodgers",
  team_city: "Los Angeles",
  team_slug: "los-angeles-dodgers",
  coach: "Dave Roberts",
  championship_name: "World Series",
  sportSlug: "baseball",
  year: 2024,
  title_year: 2024,
});
const celtics = champion({
  team_name: "Boston Celtics",
  team_city: "Boston",
  team_slug: "boston-celtics",
  coach: "Joe Mazzulla",
  championship_name: "NBA Finals",
  sportSlug: "basketball",
  year: 2023,
  title_year: 2024,
});
const uconn = champion({
  team_name: "UConn Huskies",
  team_city: "Storrs",
  team_slug: "uconn",
  coach: "Dan Hurley",
  championship_name: "NCAA Men's Basketball Tournament",
  sportSlug: "basketball",
  college: true,
  year: 2023,
  title_year: 2024,
});
const panthers = champion({
  team_name: "Florida Panthers",
  team_city: "Sunrise",
  team_slug: "florida-panthers",
  coach: "Paul Maurice",
  championship_name: "Stanley Cup Final",
  sportSlug: "hockey",
  year: 2023,
  title_year: 2024,
});
const curling = champion({
  team_name: "Team Canada",
  team_city: null,
  coach: null,
  championship_name: "Curling Cup",
  sportSlug: "curling",
  year: 2024,
  title_year: 2024,
});
const michigan = champion({
  team_name: "Michigan Wolverines",
  team_city: "Ann Arbor",
  team_slug: "michigan",
  coach: "Jim Harbaugh",
  championship_name: "College Football National Championship",
  college: true,
  year: 2023,
  title_year: 2024,
});
const records = [eagles, chiefs, dodgers, celtics, uconn, panthers, curling, michigan];

describe("title years", () => {
  it("are the API's title_year (a Super Bowl in February 2025 is the 2025 title of season 2024)", () => {
    expect(titleYearOf(eagles)).toBe(2025);
    expect(titleYearOf(dodgers)).toBe(2024);
  });
  itGives("fall back to the season's usual end year by sport when missing, not a blind +1", titleYearOf, [
    [champion({ sportSlug: "baseball", year: 2024, title_year: null }), 2024],
    [champion({ sportSlug: "basketball", year: 2023, title_year: null }), 2024],
    [champion({ sportSlug: "football", year: 1962, title_year: null }), 1962],
  ]);
  itGives("season label from the API, else by sport", seasonOf, [
    [champion({ season_name: "2024 NFL Season" }), "2024 NFL Season"],
    [celtics, "2023-24"],
    [dodgers, "2024"],
  ]);
});

describe("champion search (docs/rules.md#champion-search)", () => {
  itCalls("matches team name, city, championship name or coach, case-insensitively", matchesChampionSearch, [
    [eagles, "EAGLES", true],
    [dodgers, "los angeles", true],
    [dodgers, "world series", true],
    [chiefs, "reid", true],
    [chiefs, "eagles", false],
    [curling, "storrs", false],
    [curling, "", true],
  ]);
  it("filters by title year and search together", () => {
    expect(filterChampions(records, { q: "", year: 2025 })).toEqual([eagles]);
    expect(filterChampions(records, { q: "bos", year: 2024 })).toEqual([celtics]);
    expect(filterChampions(records, { q: "", year: 1999 })).toEqual([]);
    expect(filterChampions(records, { q: "", year: null })).toHaveLength(records.length);
  });
  it("offers every title year found, newest first", () => {
    expect(titleYears(records)).toEqual([2025, 2024]);
  });
});

describe("grouping", () => {
  it("by year descending, then sport: football, basketball, baseball, hockey, other", () => {
    const years = groupChampions(records, "sport");
    expect(years.map((y) => y.year)).toEqual([2025, 2024]);
    expect(years[1].groups.map((g) => g.label)).toEqual([
      "Football",
      "Basketball",
      "Baseball",
      "Hockey",
      "Other",
    ]);
    expect(years[1].groups[0].records).toEqual([chiefs, michigan]);
    expect(years[1].groups[1].records).toEqual([celtics, uconn]);
  });
  it("by championship name on a sport site", () => {
    const years = groupChampions([uconn, celtics], "championship");
    expect(years[0].groups.map((g) => g.label)).toEqual(["NBA Finals", "NCAA Men's Basketball Tournament"]);
  });
  it("flattens back into display order", () => {
    expect(inDisplayOrder(groupChampions(records, "sport"))).toEqual([
      eagles,
      chiefs,
      michigan,
      celtics,
      uconn,
      dodgers,
      panthers,
      curling,
    ]);
  });
});

describe("summary figures", () => {
  it("counts titles, unique teams, years and winning coaches (co-coaches apart)", () => {
    const repeat = champion({
      team_name: "Kansas City Chiefs",
      team_slug: "kansas-city-chiefs",
      coach: "Andy Reid",
      year: 2022,
      title_year: 2023,
    });
    const cocoached = champion({
      team_name: "USC Trojans",
      team_slug: "usc",
      coach: "Sam Barry, Rod Dedeaux",
      year: 1948,
      title_year: 1948,
    });
    expect(summarizeChampions([eagles, chiefs, repeat, cocoached])).toEqual({
      totalChampionships: 4,
      uniqueTeams: 3,
      yearsTracked: 4,
      winningCoaches: 4,
    });
    expect(coachesOf(cocoached)).toEqual(["Sam Barry", "Rod Dedeaux"]);
    expect(summarizeChampions([])).toEqual({
      totalChampionships: 0,
      uniqueTeams: 0,
      yearsTracked: 0,
      winningCoaches: 0,
    });
  });
});

describe("major titles and headings", () => {
  it("highlights the Super Bowl, NBA Championship/Finals, World Series and Stanley Cup only", () => {
    for (const name of [
      "Super Bowl",
      "NBA Championship",
      "NBA Finals",
      "World Series",
      "Stanley Cup",
      "Stanley Cup Final",
    ])
      expect(isMajorTitle(name)).toBe(true);
    for (const name of [
      "Men's College World Series",
      "Frozen Four",
      "College Football National Championship",
    ])
      expect(isMajorTitle(name)).toBe(false);
  });
  it("calls the pro football page 'SUPER BOWL CHAMPIONS'", () => {
    expect(championsHeading({ sport: "football", level: "professional", name: "NFL" })).toBe(
      "SUPER BOWL CHAMPIONS",
    );
    expect(championsHeading({ sport: "football", level: "college", name: "College Football" })).toBe(
      "COLLEGE FOOTBALL CHAMPIONS",
    );
    expect(championsHeading({ sport: null, level: null, name: "All Sports" })).toBe("CHAMPIONS HISTORY");
  });
});

describe("home table: sport label and score default (docs/rules.md#formatting)", () => {
  itGives("labels NFL for the Super Bowl, NBA, MLB for the World Series, else 'Sports'", homeSportLabel, [
    ["Super Bowl", "NFL"],
    ["NBA Finals", "NBA"],
    ["World Series", "MLB"],
    ["Stanley Cup Final", "Sports"],
    ["Men's College World Series", "Sports"],
  ]);
  itGives("shows the final score, else the record, else 'W'", scoreOrDefault, [
    [champion({ winner_score: 40, runner_up_score: 22, record: "14-3" }), "40–22"],
    [champion({ record: "14-3" }), "14-3"],
    [champion({}), "W"],
  ]);
  it("formats overtime and extra innings", () => {
    expect(formatScore({ winner_score: 25, runner_up_score: 22, overtime: "OT" })).toBe("25–22 (OT)");
    expect(formatScore({ winner_score: 5, runner_up_score: 4, overtime: "11" }, "-")).toBe("5-4 (11 inn.)");
    expect(formatScore({ winner_score: 5, runner_up_score: null })).toBeNull();
  });
});

describe("/champions parameters", () => {
  const parse = (q: string) => parseSearchParams(new URLSearchParams(q), championsParams());
  it("defaults to all years, no search, the first page by title year, with an empty canonical query", () => {
    expect(parse("")).toEqual({
      values: { q: "", year: null, open: null, page: 1, sort: "year", dir: null },
      canonical: "",
    });
    expect(parse("q=&year=&page=1&sort=year").canonical).toBe("");
  });
  it("reads search, year, the open entry, page and sort; bad values fall back", () => {
    expect(parse("year=2024&q=eagles&open=12").values).toMatchObject({ q: "eagles", year: 2024, open: 12 });
    expect(parse("year=2024&q=eagles&open=12&page=3&sort=team").canonical).toBe(
      "?open=12&page=3&q=eagles&sort=team&year=2024",
    );
    expect(parse("year=abc&open=<x>&page=-2&sort=drop&dir=up").values).toEqual({
      q: "",
      year: null,
      open: null,
      page: 1,
      sort: "year",
      dir: null,
    });
    expect(parse("year=99999").values.year).toBeNull();
  });
});

describe("toChampionRow", () => {
  it("keeps what the table shows, with the title year and the major flag", () => {
    const row = toChampionRow(
      champion({
        id: 7,
        year: 2024,
        title_year: 2025,
        edition: "LIX",
        winner_score: 40,
        runner_up_score: 22,
        runner_up_name: "Kansas City Chiefs",
        coach: "Nick Sirianni",
      }),
    );
    expect(row).toMatchObject({
      id: 7,
      titleYear: 2025,
      season: "2024",
      team: "Philadelphia Eagles",
      championship: "Super Bowl",
      edition: "LIX",
      score: "40–22",
      decidingGame: null,
      runnerUp: "Kansas City Chiefs",
      coach: "Nick Sirianni",
      major: true,
    });
    expect(toChampionRow(uconn).major).toBe(false);
  });
  it("shows a series result in the Score column and the deciding game apart", () => {
    const row = toChampionRow(champion({ series: "4-3", winner_score: 79, runner_up_score: 75 }));
    expect(row.score).toBe("4–3");
    expect(row.decidingGame).toBe("79–75");
  });
});
