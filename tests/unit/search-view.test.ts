import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import type { SearchGroup, SearchResult } from "@domain/contract/types";
import {
  matchedNameLabel,
  noResultHints,
  pageParamOf,
  parseSearchView,
  pickSuggestions,
  resultFacts,
  resultHref,
  searchHref,
  yearsLabel,
} from "~/lib/search";

const base: SearchResult = {
  kind: "players",
  id: 1,
  slug: "luka-doncic",
  name: "Luka Dončić",
  match: "exact",
  sport: { id: 2, name: "Basketball", slug: "basketball", abbreviation: "BKB" },
  level: { id: 1, name: "Professional", slug: "professional" },
  first_year: 2018,
  last_year: null,
  team: { slug: "dallas-mavericks", name: "Dallas Mavericks" },
  detail: "Guard",
  matched_name: null,
};

describe("parseSearchView", () => {
  const view = (qs: string) => parseSearchView(new URLSearchParams(qs));
  const ones = { teams: 1, players: 1, coaches: 1, championships: 1, seasons: 1 };
  it("reads q and one page per kind", () => {
    expect(view("q=doncic&players_page=3")).toEqual({ q: "doncic", pages: { ...ones, players: 3 } });
  });
  it("never fails: odd values fall back to defaults, long text is cut", () => {
    expect(view("")).toEqual({ q: "", pages: ones });
    expect(view("q=%20%20a%20%20b%20&teams_page=-2&kind=planets")).toEqual({ q: "a b", pages: ones });
    expect(view("q=x&coaches_page=abc").pages.coaches).toBe(1);
    expect(view(`q=${"x".repeat(300)}`).q).toHaveLength(100);
    expect(view("q=%25_%22'()*").q).toBe("%_\"'()*");
  });
  itGives("links to a query", searchHref, [
    ["habs", "/search?q=habs"],
    [" a b ", "/search?q=a+b"],
    ["", "/search"],
  ]);
  it("names each kind's page parameter", () => {
    expect(pageParamOf("players")).toBe("players_page");
  });
});

describe("result links and facts", () => {
  itGives("links each kind to its page", resultHref, [
    [{ kind: "teams", slug: "colorado-avalanche" }, "/teams/colorado-avalanche"],
    [{ kind: "players", slug: "luka-doncic" }, "/players/luka-doncic"],
    [{ kind: "coaches", slug: "scotty-bowman" }, "/coaches/scotty-bowman"],
    [{ kind: "championships", slug: "super-bowl" }, "/championships/super-bowl"],
    [{ kind: "seasons", slug: "nba-2023-24" }, "/seasons/nba-2023-24"],
  ]);
  itGives("says the years the way each kind means them", yearsLabel, [
    [{ kind: "teams", first_year: 1972, last_year: null }, "1972–present"],
    [{ kind: "teams", first_year: 1972, last_year: 1994 }, "1972–1994"],
    [{ kind: "players", first_year: 2018, last_year: null }, "debut 2018"],
    [{ kind: "coaches", first_year: 2019, last_year: null }, "since 2019"],
    [{ kind: "players", first_year: null, last_year: null }, null],
    [{ kind: "seasons", first_year: 2023, last_year: 2024 }, null],
  ]);

  it("names a basketball or hockey person's years by seasons, as the page does", () => {
    const cbb = { slug: "basketball" };
    expect(yearsLabel({ kind: "coaches", first_year: 2019, last_year: 2024, sport: cbb })).toBe(
      "2019-20 to 2024-25",
    );
    expect(
      yearsLabel({ kind: "players", first_year: 2015, last_year: 2015, sport: { slug: "hockey" } }),
    ).toBe("2015-16");
    expect(yearsLabel({ kind: "players", first_year: 2003, last_year: null, sport: cbb })).toBe(
      "debut 2003-04",
    );
    expect(
      yearsLabel({ kind: "players", first_year: 1973, last_year: 1991, sport: { slug: "baseball" } }),
    ).toBe("1973–1991");
    expect(yearsLabel({ kind: "teams", first_year: 1946, last_year: null, sport: cbb })).toBe("1946–present");
  });
  it("lists sport, position, team and years", () => {
    expect(resultFacts(base)).toEqual(["Basketball", "Guard", "Dallas Mavericks", "debut 2018-19"]);
    expect(
      resultFacts({
        ...base,
        kind: "teams",
        level: { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" },
        team: null,
        detail: "CBB",
      }),
    ).toEqual(["College Basketball", "2018–present"]);
  });
  it("names the former name or nickname that matched", () => {
    expect(
      matchedNameLabel({
        ...base,
        matched_name: { name: "Quebec Nordiques", first_year: 1972, last_year: 1994 },
      }),
    ).toBe("Formerly Quebec Nordiques (1972–1994)");
    expect(
      matchedNameLabel({ ...base, matched_name: { name: "Habs", first_year: null, last_year: null } }),
    ).toBe("Also known as Habs");
    expect(matchedNameLabel(base)).toBeNull();
  });
});

describe("pickSuggestions", () => {
  const group = (kind: SearchGroup["kind"], results: Partial<SearchResult>[]): SearchGroup => ({
    kind,
    count: results.length,
    page: 1,
    page_size: 8,
    results: results.map((r, i) => ({ ...base, kind, id: i + 1, ...r })),
  });
  it("closest matches first, kinds in order within a match, at most the limit", () => {
    const groups = [
      group("teams", [
        { slug: "t1", match: "prefix" },
        { slug: "t2", match: "text" },
      ]),
      group("players", [
        { slug: "p1", match: "exact" },
        { slug: "p2", match: "prefix" },
      ]),
      group("coaches", [{ slug: "c1", match: "exact" }]),
      group("championships", []),
      group("seasons", [{ slug: "s1", match: "word" }]),
    ];
    expect(pickSuggestions(groups).map((s) => s.href)).toEqual([
      "/players/p1",
      "/coaches/c1",
      "/teams/t1",
      "/players/p2",
      "/seasons/s1",
      "/teams/t2",
    ]);
    expect(pickSuggestions(groups, 2)).toHaveLength(2);
    expect(pickSuggestions(groups)[0].facts).toBe(
      "Player · Basketball · Guard · Dallas Mavericks · debut 2018-19",
    );
  });
});

describe("noResultHints", () => {
  it("suggests fewer words only for several words", () => {
    expect(noResultHints("zzz")).toHaveLength(2);
    expect(noResultHints("zzz qqq")).toHaveLength(3);
  });
});
