/** Roster table columns by sport (app/lib/team-season.ts): which figures each sport's roster shows and how. */
import { describe, expect, it } from "vitest";
import type { RosterEntry } from "@domain/contract/types";
import { rosterColumns } from "~/lib/team-season";

const entry = (stats: RosterEntry["stats"]): RosterEntry => ({ stats }) as RosterEntry;
const keys = (sport: string | null, goalies = false) => rosterColumns(sport, goalies).map((c) => c.key);
const valueOf = (sport: string, key: string, stats: RosterEntry["stats"], goalies = false) =>
  rosterColumns(sport, goalies)
    .find((c) => c.key === key)!
    .value(entry(stats));

describe("rosterColumns", () => {
  it("gives each sport its own figures, goalies their own table, and none to an unknown sport", () => {
    expect(keys("football")).toEqual(["list"]);
    expect(keys("basketball")).toEqual([
      "age",
      "experience",
      "g",
      "gs",
      "mpg",
      "ppg",
      "rpg",
      "apg",
      "fg",
      "x3p",
      "ft",
      "pts",
    ]);
    expect(keys("hockey")).toEqual(["gp", "g", "a", "pts", "pim", "pm", "pgp", "ppts"]);
    expect(keys("hockey", true)).toEqual(["gp", "w", "l", "tol", "so", "gaa", "pgp"]);
    expect(keys("baseball")).toEqual(["g", "ab", "h", "hr", "rbi", "wl", "so", "as"]);
    expect(keys(null)).toEqual([]);
    expect(keys("football", true)).toEqual(["list"]);
  });

  it("labels and marks numeric columns", () => {
    const [gp] = rosterColumns("hockey");
    expect(gp).toMatchObject({ label: "Games played", abbr: "GP", numeric: true });
    const [list] = rosterColumns("football");
    expect(list.numeric).toBeUndefined();
    const allStar = rosterColumns("baseball").at(-1)!;
    expect(allStar).toMatchObject({ label: "All-Star", abbr: "AS" });
    expect(allStar.numeric).toBeUndefined();
  });

  it("reads numbers only, and derives the goals-against average and the pitching W-L", () => {
    expect(valueOf("hockey", "g", { goals: 12 } as RosterEntry["stats"])).toBe(12);
    expect(valueOf("hockey", "g", null)).toBeNull();
    expect(valueOf("hockey", "gaa", { goals_against: 50, minutes: 1500 } as RosterEntry["stats"], true)).toBe(
      "2.00",
    );
    expect(
      valueOf("hockey", "gaa", { goals_against: 50, minutes: 0 } as RosterEntry["stats"], true),
    ).toBeNull();
    expect(valueOf("baseball", "wl", { postseason_wins: 2 } as RosterEntry["stats"])).toBe("2-0");
    expect(valueOf("baseball", "wl", {} as RosterEntry["stats"])).toBeNull();
    expect(valueOf("baseball", "as", { all_star: true } as RosterEntry["stats"])).toBe("All-Star");
  });

  it("derives an NBA club line's per-game figures and percentages, empty where the line lacks them", () => {
    // Michael Jordan, 1995-96 Bulls: 2,491 points in 82 games; 916 of 1,850 field goals.
    const mj = { games_played: 82, points: 2491, field_goals: 916, field_goal_attempts: 1850 };
    expect(valueOf("basketball", "ppg", mj as RosterEntry["stats"])).toBe("30.4");
    expect(valueOf("basketball", "fg", mj as RosterEntry["stats"])).toBe(".495");
    expect(valueOf("basketball", "rpg", mj as RosterEntry["stats"])).toBeNull();
    expect(
      valueOf("basketball", "x3p", { three_pointers: 0, three_point_attempts: 0 } as RosterEntry["stats"]),
    ).toBeNull();
    expect(valueOf("basketball", "ppg", { points: 10, games_played: 0 } as RosterEntry["stats"])).toBeNull();
  });

  it("hands each caller its own array", () => {
    const a = rosterColumns("hockey");
    a.pop();
    expect(rosterColumns("hockey")).toHaveLength(8);
  });
});
