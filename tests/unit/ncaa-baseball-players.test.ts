import { describe, expect, it } from "vitest";
import { outsFromInnings } from "../../domain/baseball-stats";
import {
  classFollows,
  linkSeasons,
  normalizeName,
  type SeasonEntry,
} from "../../backend/import/sources/ncaa-baseball-links";

describe("outsFromInnings", () => {
  it("reads baseball notation: 122.2 is 122 innings and two outs", () => {
    expect(outsFromInnings("122.2")).toBe(368);
    expect(outsFromInnings("0.1")).toBe(1);
    expect(outsFromInnings("11.0")).toBe(33);
    expect(outsFromInnings("7")).toBe(21);
  });
  it("refuses a third of an inning past two outs or decimals", () => {
    expect(() => outsFromInnings("122.3")).toThrow();
    expect(() => outsFromInnings("7.25")).toThrow();
  });
});

const entry = (season: number, name: string, klass: string, schoolId = 365, key = `${season}:${name}`) =>
  ({ key, season, schoolId, name, klass }) satisfies SeasonEntry;

describe("linkSeasons", () => {
  it("links the same name at the same school with a class that moves on or repeats", () => {
    const lines = [
      entry(2022, "Dylan Crews", "So"),
      entry(2023, "Dylan Crews", "Jr"),
      entry(2024, "Dylan Crews", "Jr"),
    ];
    const links = linkSeasons(lines, lines);
    expect(links.players).toEqual([["2022:Dylan Crews", "2023:Dylan Crews", "2024:Dylan Crews"]]);
    expect(links.linked).toBe(2);
  });
  it("keeps a transfer (another school) and a class going backwards apart", () => {
    const lines = [
      entry(2022, "Jack Smith", "Fr", 365),
      entry(2023, "Jack Smith", "So", 29),
      entry(2022, "Tom Brown", "Jr"),
      entry(2023, "Tom Brown", "Fr"),
    ];
    const links = linkSeasons(lines, lines);
    expect(links.players).toHaveLength(4);
    expect(links.notLinked).toEqual({ nameNotUnique: 0, classNotForward: 1 });
  });
  it("keeps a name two players share on either roster apart, counting unplayed roster rows", () => {
    const lines = [entry(2022, "Sam Lee", "So"), entry(2023, "Sam Lee", "Jr")];
    const rosters = [...lines, entry(2023, "Sam Lee", "Fr", 365, "other")];
    const links = linkSeasons(lines, rosters);
    expect(links.players).toHaveLength(2);
    expect(links.notLinked.nameNotUnique).toBe(1);
  });
  it("does not link across a missing season or an unknown class", () => {
    const lines = [
      entry(2022, "Al Bee", "Fr"),
      entry(2024, "Al Bee", "Jr"),
      entry(2022, "Cy Dee", "N/A"),
      entry(2023, "Cy Dee", "So"),
    ];
    expect(linkSeasons(lines, lines).players).toHaveLength(4);
  });
  it("normalizes accents, case, punctuation and spaces", () => {
    expect(normalizeName("José  De León Jr.")).toBe("jose de leon jr");
    expect(classFollows("Sr", "Sr")).toBe(true);
    expect(classFollows("Jr", "So")).toBe(false);
  });
});
