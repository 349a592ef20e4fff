/**
 * The typed readers of the open-data files (backend/import/readers): a row is typed (numbers
 * parsed, blanks null), a bad row is rejected in the build report with its line and reason and the
 * rest still read, and a cross-check reading a bad file fails with the file and line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportReport } from "../../backend/import/sources/common";
import { lahmanSeriesPost, lahmanTeams } from "../../backend/import/readers/lahman";
import { hockeyTeams } from "../../backend/import/readers/hockey-databank";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "open-data-readers-"));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

const SERIES = write(
  "SeriesPost.csv",
  [
    "yearID,round,teamIDwinner,lgIDwinner,teamIDloser,lgIDloser,wins,losses,ties",
    "2024,WS,LAN,NL,NYA,AL,4,1,0",
    "1884,WS,PRO,NL,NY4,AA,3,0,",
    "2023,WS,TEX,AL,ARI,NL,four,1,0",
    "2022,WS,,AL,PHI,NL,4,2,0",
  ].join("\n"),
);

describe("a typed reader in the build report", () => {
  it("types the good rows, turns a blank count into null and rejects the bad rows with line and reason", () => {
    const report = new ImportReport(dir, () => {});
    const stats = report.open(SERIES, "baseball", "professional");
    const rows = lahmanSeriesPost.read(report, stats, SERIES);
    expect(rows).toEqual([
      { yearID: 2024, round: "WS", teamIDwinner: "LAN", lgIDwinner: "NL", teamIDloser: "NYA", lgIDloser: "AL", wins: 4, losses: 1, ties: 0, line: 2 },
      {
        yearID: 1884,
        round: "WS",
        teamIDwinner: "PRO",
        lgIDwinner: "NL",
        teamIDloser: "NY4",
        lgIDloser: "AA",
        wins: 3,
        losses: 0,
        ties: null,
        line: 3,
      },
    ]);
    expect(stats.read).toBe(4);
    expect(stats.rejected).toBe(2);
    expect(report.rejections.map((r) => `${r.line}: ${r.reason}`)).toEqual([
      "4: SeriesPost: wins not a whole number",
      expect.stringMatching(/^5: SeriesPost: teamIDwinner /),
    ]);
  });
});

describe("a typed reader outside the build report (cross-checks)", () => {
  it("reads the same types as the build", () => {
    const file = write(
      "Teams.csv",
      "year,lgID,tmID,franchID,confID,divID,rank,playoff,G,W,L,T,OTL,Pts,GF,GA,name,PIM,PPG,PPC,SHA,PKG,PKC,SHF\n1985,NHL,EDM,EDM,CC,SM,1,SCF,80,56,17,7,,119,426,310,Edmonton Oilers,,,,,,,\n",
    );
    expect(hockeyTeams.readFile(file)).toMatchObject([{ year: 1985, tmID: "EDM", W: 56, OTL: null, PIM: null, name: "Edmonton Oilers", line: 2 }]);
  });
  it("fails with the file and line on a bad row, where a build would reject it", () => {
    expect(() => lahmanSeriesPost.readFile(SERIES)).toThrow(`${SERIES}:4: SeriesPost: wins not a whole number`);
  });
  it("asks for every column it types: a file without one fails", () => {
    const file = write("TeamsShort.csv", "yearID,teamID\n2024,LAN\n");
    expect(() => lahmanTeams.readFile(file)).toThrow(/:2: Teams: /);
  });
});
