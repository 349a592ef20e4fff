import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { matchTotals, nameKey, SeasonDirectory } from "../../backend/import/sources/nba-lines";
import type { BbrefPlayerTotals } from "../../backend/import/readers/bball-reference";

const info = (season: number, player: string, player_id: string, team: string) => ({
  season,
  player,
  player_id,
  team,
});
let line = 1;
const totals = (season: number, player_id: string, player: string, tm: string): BbrefPlayerTotals =>
  ({ season, player_id, player, tm, lg: "NBA", line: line++ }) as BbrefPlayerTotals;

describe("matching the older NBA totals to Basketball-Reference players", () => {
  itGives("reads names alike across accents, initials, hyphens and suffixes", nameKey, [
    ["J.J. Redick", nameKey("JJ Redick")],
    ["Nikola Jokić", "nikola jokic"],
    ["Kenyon Martin Jr.", "kenyon martin"],
    ["Shai Gilgeous-Alexander", "shai gilgeous alexander"],
    ["Ömer Aşık", "omer asik"],
  ]);

  it("finds a player of a season he has no line in only within a season of his own, never another era's namesake", () => {
    const directory = new SeasonDirectory([
      info(2019, "DaQuan Jeffries", "jeffrda01", "SAC"),
      info(2024, "DaQuan Jeffries", "jeffrda01", "CHO"),
      info(2006, "Dwayne Jones", "jonesdw01", "CLE"),
      info(2009, "Dwayne Jones", "jonesdw01", "PHO"),
    ]);
    expect([...directory.findNear(2023, "DaQuan Jeffries")]).toEqual(["jeffrda01"]);
    expect([...directory.findNear(2010, "Dwayne Jones")]).toEqual(["jonesdw01"]);
    expect([...directory.findNear(2013, "Dwayne Jones")]).toEqual([]);
  });

  it("matches by season, name and club; carries the old id to the other seasons; a renamed player by his clubs", () => {
    const directory = new SeasonDirectory([
      info(2020, "Enes Freedom", "kanteen01", "BOS"),
      info(2021, "Enes Freedom", "kanteen01", "POR"),
      info(2021, "Damian Lillard", "lillada01", "POR"),
      info(2021, "James Harden", "hardeja01", "2TM"),
      info(2021, "James Harden", "hardeja01", "HOU"),
      info(2021, "James Harden", "hardeja01", "BRK"),
    ]);
    const rows = [
      totals(2021, "1", "Damian Lillard", "POR"),
      totals(2021, "2", "Enes Kanter", "POR"),
      totals(2020, "2", "Enes Kanter", "BOS"),
      totals(2021, "3", "James Harden", "TOT"),
      totals(2021, "3", "James Harden", "HOU"),
      totals(2021, "3", "James Harden", "BRK"),
    ];
    const { slugOf, renamed, unmatched } = matchTotals(rows, directory);
    expect(rows.map((r) => slugOf.get(r))).toEqual([
      "lillada01",
      "kanteen01",
      "kanteen01",
      "hardeja01",
      "hardeja01",
      "hardeja01",
    ]);
    expect(renamed).toEqual(["Enes Kanter = Enes Freedom (kanteen01, 2 rows)"]);
    expect(unmatched).toEqual([]);
  });

  it("never guesses: two open players of a club, or one sharing no name, leave the row unmatched", () => {
    const directory = new SeasonDirectory([
      info(1989, "Charles Jones", "jonesch01", "WSB"),
      info(1989, "Charles Jones", "jonesch02", "WSB"),
      info(1990, "Someone Else", "elseso01", "NYK"),
    ]);
    const rows = [totals(1989, "9", "Charles Jones", "WSB"), totals(1990, "10", "Walter Byrd", "NYK")];
    expect(matchTotals(rows, directory).unmatched).toEqual(rows);
  });
});
