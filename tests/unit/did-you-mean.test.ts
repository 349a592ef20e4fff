import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { DID_YOU_MEAN_LIMIT, nearMissQuery, orderNearMisses } from "~/lib/did-you-mean";
import type { Suggestion } from "~/lib/search";

const suggestion = (kind: Suggestion["kind"], name: string): Suggestion => ({
  id: `${kind}:${name}`,
  kind,
  name,
  href: `/${kind}/${name}`,
  facts: "",
});

describe("nearMissQuery", () => {
  itGives("reads the words of a slug, an abbreviation or a season", nearMissQuery, [
    ["michael-jordan", "michael jordan"],
    ["BOS", "BOS"],
    ["2024-25", "2024 25"],
    ["st.-louis_cardinals", "st louis cardinals"],
    ["luka-don%C4%8Di%C4%87", "luka dončić"],
  ]);
  it("keeps an undecodable escape's letters and reads nothing from punctuation alone", () => {
    expect(nearMissQuery("bad%E0%A4%A")).toBe("bad E0 A4 A");
    expect(nearMissQuery("---...")).toBe("");
    expect(nearMissQuery("x".repeat(200))).toHaveLength(80);
  });
});

describe("orderNearMisses", () => {
  it("puts the asked kind first, keeps each group's order, and stops at the limit", () => {
    const all = [
      suggestion("teams", "a"),
      suggestion("players", "b"),
      suggestion("players", "c"),
      ...Array.from({ length: 6 }, (_, i) => suggestion("seasons", `s${i}`)),
    ];
    const ordered = orderNearMisses(all, "players");
    expect(ordered.map((s) => s.name)).toEqual(["b", "c", "a", "s0", "s1"]);
    expect(ordered).toHaveLength(DID_YOU_MEAN_LIMIT);
    expect(orderNearMisses(all, null).map((s) => s.name)).toEqual(["a", "b", "c", "s0", "s1"]);
  });
});
