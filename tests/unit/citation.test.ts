import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { ATTRIBUTIONS } from "~/lib/attributions";
import { citationSources, citationText, citeAs, isCitationHandle } from "~/lib/citation";

describe("citeAs: a data page's citation title from its loader data", () => {
  const handle = citeAs<{ name: string | null }>((d) => d.name && `${d.name} history`);
  it("titles the citation from the data", () => {
    expect(handle.citation({ name: "Boston Celtics" })).toBe("Boston Celtics history");
  });
  itGives("gives no citation without data (a not-found state) or when the title says none", handle.citation, [
    [null, null],
    [undefined, null],
    [{ name: null }, null],
  ]);
  it("is recognised as a citation handle", () => {
    expect(isCitationHandle(handle)).toBe(true);
  });
});

describe("isCitationHandle", () => {
  itGives("refuses handles without a citation function", isCitationHandle, [
    [null, false],
    [undefined, false],
    ["citation", false],
    [{}, false],
    [{ citation: "Title" }, false],
  ]);
});

describe("citationSources: the open datasets behind a site's pages", () => {
  it("lists every dataset on the hub, then the curated facts", () => {
    expect(citationSources("hub")).toEqual([
      ...ATTRIBUTIONS.map((a) => a.name),
      "curated facts of this site",
    ]);
  });
  it("lists only the datasets used for a sport site's league", () => {
    const mlb = citationSources("mlb");
    expect(mlb).toContain("Retrosheet");
    expect(mlb.some((s) => s.startsWith("Baseball Databank"))).toBe(true);
    expect(mlb).not.toContain("Hockey Databank");
    expect(mlb.some((s) => s.startsWith("nflverse"))).toBe(false);
    expect(mlb.at(-1)).toBe("curated facts of this site");

    const nhl = citationSources("nhl");
    expect(nhl).toContain("Hockey Databank");
    expect(nhl).not.toContain("Retrosheet");

    const cbb = citationSources("cbb");
    expect(cbb.some((s) => s.startsWith("Kaggle March"))).toBe(true);
    expect(cbb.some((s) => s.startsWith("FiveThirtyEight"))).toBe(false);
  });
  it("every dataset shown on a sport site names that site's league in what it is used for", () => {
    const words = { nfl: "NFL", nba: "NBA", mlb: "MLB", nhl: "NHL", cbb: "NCAA" } as const;
    for (const [site, word] of Object.entries(words)) {
      const names = citationSources(site).slice(0, -1);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const a = ATTRIBUTIONS.find((x) => x.name === name);
        expect(a?.used_for.some((u) => u.includes(word))).toBe(true);
      }
    }
  });
  it("names only the curated facts for an unknown site", () => {
    expect(citationSources("cricket")).toEqual(["curated facts of this site"]);
  });
});

describe("citationText: the copyable citation", () => {
  const base = {
    title: "Boston Celtics",
    site: "Basketball Stats",
    url: "https://nba.example.org/teams/boston-celtics",
    sources: ["A", "B"],
  };
  it("names title, site, URL, build date and sources", () => {
    expect(citationText({ ...base, built: "2026-11-21" })).toBe(
      '"Boston Celtics." Basketball Stats. https://nba.example.org/teams/boston-celtics. Data build 2026-11-21. Sources: A; B.',
    );
  });
  it("leaves the build date out when unknown", () => {
    expect(citationText({ ...base, built: null })).toBe(
      '"Boston Celtics." Basketball Stats. https://nba.example.org/teams/boston-celtics. Sources: A; B.',
    );
  });
});
