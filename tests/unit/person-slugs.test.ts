/** Slugs of namesakes without a birth year (backend/import/sources/people.ts keySuffix) and their old form. */
import { describe, expect, it } from "vitest";
import { keySuffix } from "../../backend/import/sources/people";
import { formerSlugTargets } from "../../domain/former-slugs";

describe("keySuffix", () => {
  it("uses the source's id of the person where it is not the name", () => {
    expect(keySuffix("bbref-coach:rileypa01", "pat-riley")).toBe("rileypa01");
    expect(keySuffix("hockey-databank:ahose01", "sebastian-aho")).toBe("ahose01");
  });
  it("names the source, never the name twice, where the id is the name", () => {
    expect(keySuffix("nfl-coach:Bobby Ross", "bobby-ross")).toBe("nfl");
    expect(keySuffix("sportsref-cfb-coach:bobby ross", "bobby-ross")).toBe("cfb");
    expect(keySuffix("sportsref-cbb-coach:bobby ross", "bobby-ross")).toBe("cbb");
    expect(keySuffix("bref-coach-name:Bobby Ross", "bobby-ross")).toBe("nba");
    expect(keySuffix("curated-coach:football:college:bobby ross", "bobby-ross")).toBe("football-college");
  });
});

describe("formerSlugTargets", () => {
  it("reads an old doubled slug as the slugs its person may have now", () => {
    const targets = formerSlugTargets("bobby-ross-bobby-ross");
    expect(targets).toContain("bobby-ross-nfl");
    expect(targets).toContain("bobby-ross-cfb");
    expect(targets).toContain("bobby-ross-football-college");
    expect(formerSlugTargets("ross-ross")).toContain("ross-nba");
  });
  it("leaves every other slug alone", () => {
    expect(formerSlugTargets("bobby-ross")).toBeNull();
    expect(formerSlugTargets("bobby-ross-nfl")).toBeNull();
    expect(formerSlugTargets("bobby-ross-bobby-rose")).toBeNull();
  });
});
