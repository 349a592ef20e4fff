import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { isSlug, MAX_SLUG_LENGTH, slugify } from "@domain/slug";

describe("isSlug: lower-case words of letters and digits joined by single hyphens", () => {
  itGives("accepts well-formed slugs", isSlug, [
    ["new-york-yankees", true],
    ["a", true],
    ["1999-world-series", true],
  ]);
  itGives(
    "refuses empty, upper-case, doubled, leading or trailing hyphens, spaces and other characters",
    isSlug,
    [
      ["", false],
      ["New-York", false],
      ["new--york", false],
      ["-york", false],
      ["york-", false],
      ["new york", false],
      ["new_york", false],
      ["dončić", false],
    ],
  );
  it("has a length limit, inclusive", () => {
    expect(isSlug("a".repeat(MAX_SLUG_LENGTH))).toBe(true);
    expect(isSlug("a".repeat(MAX_SLUG_LENGTH + 1))).toBe(false);
  });
});

describe("slugify: a slug from any name", () => {
  it("lower-cases and hyphenates words", () => {
    expect(slugify("New York Yankees")).toBe("new-york-yankees");
  });
  it("drops accents", () => {
    expect(slugify("Luka Dončić")).toBe("luka-doncic");
    expect(slugify("Montréal Canadiens")).toBe("montreal-canadiens");
  });
  itGives("writes letters without a decomposition as they are written in ASCII", slugify, [
    ["Ömer Aşık", "omer-asik"],
    ["Tibor Pleiß", "tibor-pleiss"],
    ["Mads Søgaard", "mads-sogaard"],
    ["Pétur Guðmundsson", "petur-gudmundsson"],
    ["ØRSTED Łódź", "orsted-lodz"],
  ]);
  it("spells out '&'", () => {
    expect(slugify("Texas A&M")).toBe("texas-a-and-m");
  });
  it("collapses runs of punctuation and trims hyphens at the ends", () => {
    expect(slugify("  St. Louis -- Cardinals!! ")).toBe("st-louis-cardinals");
    expect(slugify("O'Neal")).toBe("o-neal");
  });
  it("gives an empty string for text with no letters or digits", () => {
    expect(slugify("")).toBe("");
    expect(slugify(" -- !! ")).toBe("");
  });
  it("yields valid slugs", () => {
    for (const name of ["Miami (FL) Hurricanes", "Ole Miss & Co.", "Ægir Ñandú 2024"]) {
      expect(isSlug(slugify(name))).toBe(true);
    }
  });
});
