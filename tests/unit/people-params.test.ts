import { describe, expect, it } from "vitest";
import { coachListParams, peopleListFilters, playerListParams, sectionParams } from "~/lib/people-params";
import { parseSearchParams } from "~/lib/route-kit";

const parse = <S extends Parameters<typeof parseSearchParams>[1]>(query: string, shape: S) =>
  parseSearchParams(new URLSearchParams(query), shape);

describe("playerListParams: the player directory's parameters", () => {
  it("reads every parameter of a valid query", () => {
    const { values, canonical } = parse(
      "q=%20Judge%20&sport=Baseball&position=RF&team=NYY&status=active&open=aaron-judge&page=3",
      playerListParams(true),
    );
    expect(values).toEqual({
      q: "Judge",
      sport: "baseball",
      position: "RF",
      team: "NYY",
      status: "active",
      open: "aaron-judge",
      page: 3,
    });
    expect(canonical).toBe(
      "?open=aaron-judge&page=3&position=RF&q=Judge&sport=baseball&status=active&team=NYY",
    );
  });
  it("falls back to defaults on bad values, and the default view has no query string", () => {
    const { values, canonical } = parse(
      "sport=curling&status=fired&page=0&open=Not%20a%20slug!&team=" + "X".repeat(13),
      playerListParams(true),
    );
    expect(values).toMatchObject({ sport: null, status: null, page: 1, open: null, team: "" });
    expect(canonical).toBe("");
  });
  it("ignores the sport on a sport site", () => {
    expect(parse("sport=hockey", playerListParams(false)).values.sport).toBeNull();
    expect(parse("sport=hockey", playerListParams(false)).canonical).toBe("");
  });
  it("takes player statuses, not coach statuses", () => {
    expect(parse("status=injured", playerListParams(true)).values.status).toBe("injured");
    expect(parse("status=interim", playerListParams(true)).values.status).toBeNull();
  });
  it("caps free text at its length limits", () => {
    expect(parse("q=" + "a".repeat(100), playerListParams(true)).values.q).toHaveLength(100);
    expect(parse("q=" + "a".repeat(101), playerListParams(true)).values.q).toBe("");
    expect(parse("position=" + "p".repeat(41), playerListParams(true)).values.position).toBe("");
  });
});

describe("coachListParams: the coach directory's parameters", () => {
  it("takes coach statuses, not player statuses", () => {
    for (const status of ["active", "interim", "retired", "fired", "resigned"]) {
      expect(parse(`status=${status}`, coachListParams(true)).values.status).toBe(status);
    }
    expect(parse("status=injured", coachListParams(true)).values.status).toBeNull();
  });
  it("ignores the sport on a sport site and reads it on the hub", () => {
    expect(parse("sport=football", coachListParams(false)).values.sport).toBeNull();
    expect(parse("sport=football", coachListParams(true)).values.sport).toBe("football");
  });
});

describe("sectionParams: a detail page's one open section", () => {
  const shape = sectionParams(["bio", "stats", "awards"] as const, "stats");
  it("opens the default section without a parameter, and leaves it out of the canonical URL", () => {
    expect(parse("", shape).values.open).toBe("stats");
    expect(parse("open=stats", shape).canonical).toBe("");
  });
  it("opens a named section, or none", () => {
    expect(parse("open=awards", shape).values.open).toBe("awards");
    expect(parse("open=none", shape)).toEqual({ values: { open: "none" }, canonical: "?open=none" });
  });
  it("falls back to the default for an unknown section", () => {
    expect(parse("open=history", shape).values.open).toBe("stats");
  });
  it("has no section open by default when the fallback is null", () => {
    expect(parse("", sectionParams(["bio"] as const, null)).values.open).toBeNull();
  });
});

describe("peopleListFilters: a directory view's API filters", () => {
  const empty = { q: "", position: "", team: "", status: null, sport: null };
  it("leaves empty values out", () => {
    expect(peopleListFilters(empty, false)).toEqual({
      search: undefined,
      position: undefined,
      team: undefined,
      status: undefined,
      sport__slug: undefined,
    });
  });
  it("passes set values through, the query as 'search'", () => {
    expect(
      peopleListFilters(
        { q: "smith", position: "QB", team: "KC", status: "active", sport: "football" },
        false,
      ),
    ).toEqual({ search: "smith", position: "QB", team: "KC", status: "active", sport__slug: "football" });
  });
  it("leaves the sport to the site on a sport site", () => {
    expect(peopleListFilters({ ...empty, sport: "football" }, true).sport__slug).toBeUndefined();
  });
});
