/** Slugs of namesakes without a birth year (backend/import/sources/people.ts keySuffix) and their old form. */
import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { keySuffix } from "../../backend/import/sources/people";
import { formerSlugTargets } from "../../domain/former-slugs";

describe("keySuffix", () => {
  it("uses the source's id of the person where it is not the name", () => {
    expect(keySuffix("bbref-coach:rileypa01", "pat-riley")).toBe("rileypa01");
    expect(keySuffix("hockey-databank:ahose01", "sebastian-aho")).toBe("ahose01");
  });
  itCalls(
    "names the source, never the name twice, where the id is the name",
    (a: Parameters<typeof keySuffix>[0]) => keySuffix(a, "bobby-ross"),
    [
      ["nfl-coach:Bobby Ross", "nfl"],
      ["sportsref-cfb-coach:bobby ross", "cfb"],
      ["sportsref-cbb-coach:bobby ross", "cbb"],
      ["bref-coach-name:Bobby Ross", "nba"],
      ["curated-coach:football:college:bobby ross", "football-college"],
    ],
  );
});

describe("formerSlugTargets", () => {
  it("reads an old doubled slug as the slugs its person may have now", () => {
    const targets = formerSlugTargets("bobby-ross-bobby-ross");
    expect(targets).toContain("bobby-ross-nfl");
    expect(targets).toContain("bobby-ross-cfb");
    expect(targets).toContain("bobby-ross-football-college");
    expect(formerSlugTargets("ross-ross")).toContain("ross-nba");
  });
  itGives("leaves every other slug alone", formerSlugTargets, [
    ["bobby-ross", null],
    ["bobby-ross-nfl", null],
    ["bobby-ross-bobby-rose", null],
  ]);
});
