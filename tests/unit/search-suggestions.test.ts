import { describe, expect, it } from "vitest";
import { suggestionsBodySchema } from "~/lib/search-suggestions";

const suggestion = {
  id: "players:42",
  kind: "players",
  name: "Luka Dončić",
  href: "/players/luka-doncic",
  facts: "Dallas Mavericks · Guard",
};

describe("suggestionsBodySchema: /search.json's answer as the browser reads it", () => {
  it("accepts a well-formed answer, including no suggestions", () => {
    expect(suggestionsBodySchema.safeParse({ q: "luka", suggestions: [suggestion] }).success).toBe(true);
    expect(suggestionsBodySchema.safeParse({ q: "", suggestions: [] }).success).toBe(true);
  });
  it("accepts every search kind", () => {
    for (const kind of ["teams", "players", "coaches", "championships", "seasons"]) {
      expect(
        suggestionsBodySchema.safeParse({ q: "x", suggestions: [{ ...suggestion, kind }] }).success,
      ).toBe(true);
    }
  });
  it("refuses an unknown kind", () => {
    const body = { q: "x", suggestions: [{ ...suggestion, kind: "venues" }] };
    expect(suggestionsBodySchema.safeParse(body).success).toBe(false);
  });
  it("refuses links that leave the site (not a path)", () => {
    for (const href of ["https://evil.example/players/1", "javascript:alert(1)", "players/1"]) {
      const body = { q: "x", suggestions: [{ ...suggestion, href }] };
      expect(suggestionsBodySchema.safeParse(body).success).toBe(false);
    }
  });
  it("refuses a body missing its query or suggestions, or a suggestion missing a field", () => {
    expect(suggestionsBodySchema.safeParse({ suggestions: [] }).success).toBe(false);
    expect(suggestionsBodySchema.safeParse({ q: "x" }).success).toBe(false);
    const { facts: _facts, ...noFacts } = suggestion;
    expect(suggestionsBodySchema.safeParse({ q: "x", suggestions: [noFacts] }).success).toBe(false);
  });
});
