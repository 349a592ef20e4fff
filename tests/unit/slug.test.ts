import { describe, expect, it } from "vitest";
import { isSlug, MAX_SLUG_LENGTH, slugify } from "@domain/slug";

describe("isSlug: lower-case words of letters and digits joined by single hyphens", () => {
  it("accepts well-formed slugs", () => {
    expect(isSlug("new-york-yankees")).toBe(true);
    expect(isSlug("a")).toBe(true);
    expect(isSlug("1999-world-series")).toBe(true);
  });
  it("refuses empty, upper-case, doubled, leading or trailing hyphens, spaces and other characters", () => {
    expect(isSlug("")).toBe(false);
    expect(isSlug("New-York")).toBe(false);
    expect(isSlug("new--york")).toBe(false);
    expect(isSlug("-york")).toBe(false);
    expect(isSlug("york-")).toBe(false);
    expect(isSlug("new york")).toBe(false);
    expect(isSlug("new_york")).toBe(false);
    expect(isSlug("dončić")).toBe(false);
  });
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
  it("writes letters without a decomposition as they are written in ASCII", () => {
    expect(slugify("Ömer Aşık")).toBe("omer-asik");
    expect(slugify("Tibor Pleiß")).toBe("tibor-pleiss");
    expect(slugify("Mads Søgaard")).toBe("mads-sogaard");
    expect(slugify("Pétur Guðmundsson")).toBe("petur-gudmundsson");
    expect(slugify("ØRSTED Łódź")).toBe("orsted-lodz");
  });
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
