import { describe, expect, it } from "vitest";
import { heroClaims, totalRecords } from "~/lib/home-claims";

describe("home hero claims", () => {
  it("shows the site's real figures in one form", () => {
    expect(heroClaims({ titles: 60, teams: 32, seasons: 107, records: 17_510 })).toEqual([
      { value: "60", label: "Championships" },
      { value: "32", label: "Teams Tracked" },
      { value: "107", label: "Seasons" },
      { value: "17,510", label: "Records" },
    ]);
  });

  it("leaves out a figure the site does not have instead of guessing one", () => {
    expect(heroClaims({ titles: 90, teams: null, seasons: 0, records: null })).toEqual([
      { value: "90", label: "Championships" },
    ]);
    expect(heroClaims({ titles: null, teams: null, seasons: null, records: null })).toEqual([]);
  });

  it("never claims live updates", () => {
    expect(heroClaims({ titles: 1, teams: 1, seasons: 1, records: 1 }).map((c) => c.label)).not.toContain(
      "Live Updates",
    );
  });

  it("adds up records only when every count is known", () => {
    expect(totalRecords([60, 32, 107, 17_138, 0, 173])).toBe(17_510);
    expect(totalRecords([60, null])).toBeNull();
  });
});
