/** NFL defence 2018-2021: who a PFR id is, its position group and its season line (backend/import/sources/nfl-defense.ts). */
import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import {
  defenseLineOf,
  defensePosition,
  matchDefense,
  nameKey,
  type HeldSeason,
} from "../../backend/import/sources/nfl-defense";
import type { NflDefenseRow } from "../../backend/import/readers/nfl-defense-pfr";

const row = (pfr_id: string, player: string, season: number, tm: string) => ({ pfr_id, player, season, tm });
const held = (key: string, name: string, season: number, ...clubs: string[]): HeldSeason => ({
  key,
  name,
  season,
  clubs: new Set(clubs),
});

describe("matchDefense", () => {
  it("takes the roster's crosswalk first", () => {
    const m = matchDefense(
      [row("WattT.00", "T.J. Watt", 2021, "PIT")],
      new Map([["WattT.00", "nflverse:1"]]),
      [],
    );
    expect(m.get("WattT.00")).toEqual({ kind: "crosswalk", key: "nflverse:1" });
  });
  it("matches by full name, club and season, a 2TM row to a player with several clubs", () => {
    const m = matchDefense(
      [row("HillTa00", "Taysom Hill", 2019, "NO"), row("MoveTr00", "Travis Move Jr.", 2020, "2TM")],
      new Map(),
      [held("nflverse:2", "Taysom Hill", 2019, "NO"), held("nflverse:3", "Travis Move", 2020, "NYJ", "MIA")],
    );
    expect(m.get("HillTa00")).toEqual({ kind: "name", key: "nflverse:2" });
    expect(m.get("MoveTr00")).toEqual({ kind: "name", key: "nflverse:3" });
  });
  it("adds a player whose name fits nobody of that club and season, never a namesake elsewhere", () => {
    const m = matchDefense([row("SmitJo00", "John Smith", 2018, "DAL")], new Map(), [
      held("nflverse:4", "John Smith", 2018, "NYG"),
    ]);
    expect(m.get("SmitJo00")).toEqual({ kind: "new" });
  });
  it("rejects two namesakes in one club-season, and two ids joined to one person", () => {
    const twins = matchDefense([row("SmitJo01", "John Smith", 2018, "DAL")], new Map(), [
      held("nflverse:5", "John Smith", 2018, "DAL"),
      held("nflverse:6", "John Smith", 2018, "DAL"),
    ]);
    expect(twins.get("SmitJo01")?.kind).toBe("rejected");
    const shared = matchDefense(
      [row("AaaaAa00", "Al Pha", 2018, "DAL"), row("BbbbBb00", "Al Pha", 2019, "DAL")],
      new Map([["AaaaAa00", "nflverse:7"]]),
      [held("nflverse:7", "Al Pha", 2019, "DAL")],
    );
    expect(shared.get("AaaaAa00")?.kind).toBe("rejected");
    expect(shared.get("BbbbBb00")?.kind).toBe("rejected");
  });
});

describe("defence helpers", () => {
  itGives("compares names without accents, dots or suffixes", nameKey, [
    ["T.J. Watt", nameKey("TJ Watt")],
    ["Marcus Peters Jr.", "marcus peters"],
    ["Ha Ha Clinton-Dix", "ha ha clinton dix"],
  ]);
  itGives("groups PFR's positions, leaving mixed or unknown ones empty", defensePosition, [
    ["LOLB", "Linebacker"],
    ["CB/RCB", "Defensive Back"],
    ["/DT", "Defensive Line"],
    ["DE/LOLB", null],
    ["NA", null],
  ]);
  it("makes a traded player's 2TM row his season total without a club", () => {
    const r = {
      line: 2,
      season: 2018,
      player: "Eli Apple",
      pfr_id: "ApplEl00",
      tm: "2TM",
      pos: "NA",
      g: 15,
      gs: 15,
      int: 2,
      sk: 0,
      comb: 75,
    } satisfies NflDefenseRow;
    expect(defenseLineOf(r, 9, { id: 1, name: "New York Giants" })).toMatchObject({
      stint: 0,
      team_id: null,
      team_code: "TOT",
      tackles: 75,
      def_int: 2,
    });
    expect(defenseLineOf({ ...r, tm: "NYG", sk: 1.5 }, 9, { id: 1, name: "New York Giants" })).toMatchObject({
      team_id: 1,
      team_code: "NYG",
      team_name: "New York Giants",
      def_sacks: 1.5,
    });
  });
});
