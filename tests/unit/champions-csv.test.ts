import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { csvField, toCsv } from "~/lib/csv";
import { CHAMPIONS_CSV_HEADER, championsCsv, championsCsvFilename } from "~/lib/champions-csv";
import { championsView } from "~/lib/champions-view";
import { champion } from "./championship-fixtures";

describe("RFC 4180", () => {
  itGives("quotes fields with commas, quotes or line breaks and doubles quotes", csvField, [
    ["plain", "plain"],
    ["Sam Barry, Rod Dedeaux", '"Sam Barry, Rod Dedeaux"'],
    ['The "Steel Curtain"', '"The ""Steel Curtain"""'],
    ["two\nlines", '"two\nlines"'],
    [null, ""],
    [2024, "2024"],
  ]);
  it("ends every record with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
    expect(toCsv(["a"], [])).toBe("a\r\n");
  });
});

describe("champions CSV", () => {
  it("writes one record per row of the view, in order, with title year and season", () => {
    const eagles = champion({
      year: 2024,
      title_year: 2025,
      edition: "LIX",
      team_name: "Philadelphia Eagles",
      team_city: "Philadelphia",
      winner_score: 40,
      runner_up_score: 22,
      runner_up_name: "Kansas City Chiefs",
      coach: "Nick Sirianni",
      record: "14-3",
      mvp: "Jalen Hurts",
      venue: "Caesars Superdome",
      city: "New Orleans",
      state: "LA",
      date: "2025-02-09",
    });
    const usc = champion({
      year: 1948,
      title_year: 1948,
      championship_name: "Men's College World Series",
      sportSlug: "baseball",
      college: true,
      team_name: "USC Trojans",
      coach: "Sam Barry, Rod Dedeaux",
    });
    const lines = championsCsv([eagles, usc]).split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(CHAMPIONS_CSV_HEADER.join(","));
    expect(lines[1]).toBe(
      '2025,2024,Football,Super Bowl,LIX,Philadelphia Eagles,Philadelphia,40-22,Kansas City Chiefs,,Nick Sirianni,14-3,Jalen Hurts,Caesars Superdome,"New Orleans, LA",2025-02-09',
    );
    expect(lines[2]).toBe(
      '1948,1948,Baseball,Men\'s College World Series,,USC Trojans,Philadelphia,,,,"Sam Barry, Rod Dedeaux",,,,,',
    );
    expect(lines[3]).toBe("");
  });
  it("names the file after the view", () => {
    expect(championsCsvFilename("hub", { q: "", year: null })).toBe("champions.csv");
    expect(championsCsvFilename("nfl", { q: "K.C. Chiefs!", year: 2024 })).toBe(
      "champions-nfl-2024-k-c-chiefs.csv",
    );
  });
});

describe("champions view (shared by the page and its CSV)", () => {
  it("filters, then orders rows as the page groups them", () => {
    const sb = champion({ team_name: "Philadelphia Eagles", year: 2024, title_year: 2025 });
    const ws = champion({
      team_name: "Los Angeles Dodgers",
      championship_name: "World Series",
      sportSlug: "baseball",
      year: 2025,
      title_year: 2025,
    });
    const nba = champion({
      team_name: "Oklahoma City Thunder",
      championship_name: "NBA Finals",
      sportSlug: "basketball",
      year: 2024,
      title_year: 2025,
    });
    const old = champion({ team_name: "Kansas City Chiefs", year: 2023, title_year: 2024 });
    const all = [ws, old, nba, sb];
    expect(championsView(all, { q: "", year: 2025 }, false)).toEqual([sb, nba, ws]);
    expect(championsView(all, { q: "", year: null }, true).map((r) => r.championship_name)).toEqual([
      "NBA Finals",
      "Super Bowl",
      "World Series",
      "Super Bowl",
    ]);
    expect(championsView(all, { q: "kansas", year: null }, false)).toEqual([old]);
  });
});
