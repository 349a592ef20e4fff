/**
 * The typed readers of the open-data files (backend/import/readers): a row is typed (numbers
 * parsed, blanks null), a bad row is rejected in the build report with its line and reason and the
 * rest still read, and a cross-check reading a bad file fails with the file and line.
 */
import { describe, expect, it } from "vitest";
import {
  lahmanAllstarFull,
  lahmanAppearances,
  lahmanBatting,
  lahmanBattingPost,
  lahmanCollegePlaying,
  lahmanFielding,
  lahmanHallOfFame,
  lahmanPitching,
  lahmanPitchingPost,
  lahmanSchools,
  lahmanSeriesPost,
  lahmanTeams,
} from "../../backend/import/readers/lahman";
import { hockeyAbbrev, hockeyTeams } from "../../backend/import/readers/hockey-databank";
import { readGameLog } from "../../backend/import/readers/retrosheet";
import { describeReaders } from "./support/reader-cases";
import { readInReport, tempFiles, type RowReader } from "./support/temp-files";

const { write } = tempFiles("open-data-readers-");

const LAHMAN = { prefix: "open-data-readers-lahman-", sport: "baseball", level: "professional" };

describeReaders("a typed reader in the build report", LAHMAN, [
  {
    test: "types the good rows, turns a blank count into null and rejects the bad rows with line and reason",
    reader: lahmanSeriesPost,
    file: "SeriesPost.csv",
    lines: [
      "yearID,round,teamIDwinner,lgIDwinner,teamIDloser,lgIDloser,wins,losses,ties",
      "2024,WS,LAN,NL,NYA,AL,4,1,0",
      "1884,WS,PRO,NL,NY4,AA,3,0,",
      "2023,WS,TEX,AL,ARI,NL,four,1,0",
      "2022,WS,,AL,PHI,NL,4,2,0",
    ],
    rows: [
      {
        yearID: 2024,
        round: "WS",
        teamIDwinner: "LAN",
        lgIDwinner: "NL",
        teamIDloser: "NYA",
        lgIDloser: "AL",
        wins: 4,
        losses: 1,
        ties: 0,
        line: 2,
      },
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
    ],
    rejected: [
      "4: SeriesPost: wins not a whole number",
      expect.stringMatching(/^5: SeriesPost: teamIDwinner /),
    ],
    counts: { read: 4, rejected: 2 },
    crossCheck: "4: SeriesPost: wins not a whole number",
  },
]);

describe("a typed reader outside the build report (cross-checks)", () => {
  it("reads the same types as the build", () => {
    const file = write(
      "Teams.csv",
      "year,lgID,tmID,franchID,confID,divID,rank,playoff,G,W,L,T,OTL,Pts,GF,GA,name,PIM,PPG,PPC,SHA,PKG,PKC,SHF\n1985,NHL,EDM,EDM,CC,SM,1,SCF,80,56,17,7,,119,426,310,Edmonton Oilers,,,,,,,\n",
    );
    expect(hockeyTeams.readFile(file)).toMatchObject([
      { year: 1985, tmID: "EDM", W: 56, OTL: null, PIM: null, name: "Edmonton Oilers", line: 2 },
    ]);
  });
  it("asks for every column it types: a file without one fails", () => {
    const file = write("TeamsShort.csv", "yearID,teamID\n2024,LAN\n");
    expect(() => lahmanTeams.readFile(file)).toThrow(/:2: Teams: /);
  });
});

/** Writes `lines` (header first) to `name` and reads them through `reader` as a baseball file. */
const readThrough = <T>(name: string, lines: string[], reader: RowReader<T>) =>
  readInReport(reader, write(name, lines), "baseball", "professional");

const none = { G_p: 0, G_c: 0, G_1b: 0, G_2b: 0, G_3b: 0, G_ss: 0, G_lf: 0, G_cf: 0, G_rf: 0, G_of: 0 };

describeReaders("the Lahman player files", LAHMAN, [
  {
    test: "Batting: a line typed with blank counts null; a count that is no number rejects the row",
    reader: lahmanBatting,
    file: "Batting.csv",
    lines: [
      "playerID,yearID,stint,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP",
      "ruthba01,1927,1,NYA,AL,151,540,158,192,29,8,60,165,7,6,137,89,,0,14,,",
      "ruthba01,1928,1,NYA,AL,154,536,163,173,29,8,54,x,4,5,137,87,,3,8,,",
    ],
    rows: [
      {
        playerID: "ruthba01",
        yearID: 1927,
        stint: 1,
        teamID: "NYA",
        HR: 60,
        RBI: 165,
        "2B": 29,
        IBB: null,
        SF: null,
        line: 2,
      },
    ],
    partial: true,
    rejected: ["3: Batting: RBI not a whole number"],
  },
  {
    test: "Pitching: typed the same way",
    reader: lahmanPitching,
    file: "Pitching.csv",
    lines: [
      "playerID,yearID,stint,teamID,lgID,W,L,G,GS,CG,SHO,SV,IPouts,H,ER,HR,BB,SO,BAOpp,ERA,IBB,WP,HBP,BK,BFP,GF,R,SH,SF,GIDP",
      "gibsobo01,1968,1,SLN,NL,22,9,34,34,28,13,0,914,198,38,11,62,268,0.184,1.12,6,4,7,0,1161,0,49,,,",
      ",1968,1,SLN,NL,22,9,34,34,28,13,0,914,198,38,11,62,268,0.184,1.12,6,4,7,0,1161,0,49,,,",
    ],
    rows: [{ playerID: "gibsobo01", yearID: 1968, W: 22, IPouts: 914, ER: 38, line: 2 }],
    partial: true,
    rejected: [expect.stringMatching(/^3: Pitching: playerID /)],
  },
  {
    test: "Fielding: typed the same way; Fielding keeps its position",
    reader: lahmanFielding,
    file: "Fielding.csv",
    lines: [
      "playerID,yearID,stint,teamID,lgID,POS,G,GS,InnOuts,PO,A,E,DP,PB,WP,SB,CS,ZR",
      "smithoz01,1980,1,SDN,NL,SS,158,,,288,621,24,113,,,,,",
      "smithoz01,1981,1,SDN,NL,SS,110,,,220,422,16,one,,,,,",
    ],
    rows: [{ POS: "SS", yearID: 1980, A: 621, GS: null, InnOuts: null, line: 2 }],
    partial: true,
    rejected: ["3: Fielding: DP not a whole number"],
  },
  {
    test: "Appearances: the games of a player-season typed; a season that is no year rejects the row",
    reader: lahmanAppearances,
    file: "Appearances.csv",
    lines: [
      "yearID,teamID,lgID,playerID,G_all,GS,G_batting,G_defense,G_p,G_c,G_1b,G_2b,G_3b,G_ss,G_lf,G_cf,G_rf,G_of,G_dh,G_ph,G_pr",
      "2024,LAN,NL,ohtansh01,159,159,159,0,0,0,0,0,0,0,0,0,0,0,159,0,0",
      "24a,LAN,NL,ohtansh01,159,159,159,0,0,0,0,0,0,0,0,0,0,0,159,0,0",
    ],
    rows: [{ yearID: 2024, teamID: "LAN", playerID: "ohtansh01", G_all: 159, ...none, G_dh: 159, line: 2 }],
    rejected: ["3: Appearances: yearID not a whole number"],
  },
]);

describeReaders("the Lahman postseason and honours files", LAHMAN, [
  {
    test: "BattingPost: a round's line typed; a bad count rejects the row",
    reader: lahmanBattingPost,
    file: "BattingPost.csv",
    lines: [
      "yearID,round,playerID,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP",
      "2024,WS,freemfr01,LAN,NL,5,20,4,6,0,0,4,12,0,0,1,3,0,0,0,0,0",
      "2024,WS,bettsmo01,LAN,NL,5,,1,,0,0,0,1,0,0,1,3,0,0,0,0,0",
      "2024,WS,ohtansh01,LAN,NL,5,19,1.5,2,0,0,0,0,1,0,1,5,0,0,0,0,0",
    ],
    rows: [
      { yearID: 2024, round: "WS", playerID: "freemfr01", HR: 4, RBI: 12, line: 2 },
      { playerID: "bettsmo01", AB: null, H: null, line: 3 },
    ],
    partial: true,
    rejected: ["4: BattingPost: R not a whole number"],
  },
  {
    test: "PitchingPost: a round's line typed; a bad count rejects the row",
    reader: lahmanPitchingPost,
    file: "PitchingPost.csv",
    lines: [
      "playerID,yearID,round,teamID,lgID,W,L,G,SV,IPouts,ER,SO",
      "buehlwa01,2024,WS,LAN,NL,1,0,2,1,18,0,7",
      "buehlwa01,2024,WS,LAN,NL,1,0,2,1,18,0,seven",
    ],
    rows: [{ playerID: "buehlwa01", W: 1, SV: 1, IPouts: 18, SO: 7, line: 2 }],
    partial: true,
    rejected: ["3: PitchingPost: SO not a whole number"],
  },
  {
    test: "AllstarFull: a start's position typed, a blank or a two-position start null; a bad year rejects the row",
    reader: lahmanAllstarFull,
    file: "AllstarFull.csv",
    lines: [
      "playerID,yearID,gameNum,gameID,teamID,lgID,GP,startingPos",
      "aaronha01,1962,2,ALS196207300,ML1,NL,1,9",
      "mayswi01,1962,1,,SFN,NL,1,",
      "ruthba01,1933,0,ALS193307060,NYA,AL,1,1;10",
      "ruthba01,193x,0,ALS193307060,NYA,AL,1,9",
    ],
    rows: [
      {
        playerID: "aaronha01",
        yearID: 1962,
        gameNum: 2,
        gameID: "ALS196207300",
        teamID: "ML1",
        startingPos: 9,
        line: 2,
      },
      {
        playerID: "mayswi01",
        yearID: 1962,
        gameNum: 1,
        gameID: "",
        teamID: "SFN",
        startingPos: null,
        line: 3,
      },
      {
        playerID: "ruthba01",
        yearID: 1933,
        gameNum: 0,
        gameID: "ALS193307060",
        teamID: "NYA",
        startingPos: null,
        line: 4,
      },
    ],
    rejected: ["5: AllstarFull: yearID not a whole number"],
  },
  {
    test: "HallOfFame: a vote typed (a committee's blank votes null); a vote count that is no number rejects the row",
    reader: lahmanHallOfFame,
    file: "HallOfFame.csv",
    lines: [
      "playerID,yearID,votedBy,ballots,needed,votes,inducted,category,needed_note",
      "jeterde01,2020,BBWAA,397,298,396,Y,Player,",
      "hodgegi01,2022,Golden Days,,,,Y,Player,",
      "walkela01,2020,BBWAA,397,298,many,Y,Player,",
    ],
    rows: [
      {
        playerID: "jeterde01",
        yearID: 2020,
        votedBy: "BBWAA",
        ballots: 397,
        votes: 396,
        inducted: "Y",
        category: "Player",
        line: 2,
      },
      {
        playerID: "hodgegi01",
        yearID: 2022,
        votedBy: "Golden Days",
        ballots: null,
        votes: null,
        inducted: "Y",
        category: "Player",
        line: 3,
      },
    ],
    rejected: ["4: HallOfFame: votes not a whole number"],
  },
  {
    test: "Schools: names typed",
    reader: lahmanSchools,
    file: "Schools.csv",
    lines: ["schoolID,name_full,city,state,country", "stanford,Stanford University,Palo Alto,CA,USA"],
    rows: [{ schoolID: "stanford", name_full: "Stanford University", line: 2 }],
    rejected: [],
  },
  {
    test: "CollegePlaying: seasons typed; a season that is no year rejects the row",
    reader: lahmanCollegePlaying,
    file: "CollegePlaying.csv",
    lines: [
      "playerID,schoolID,yearID",
      "mussimi01,stanford,1989",
      "mussimi01,stanford,",
      "mussimi01,stanford,89-90",
    ],
    rows: [
      { playerID: "mussimi01", schoolID: "stanford", yearID: 1989, line: 2 },
      { playerID: "mussimi01", schoolID: "stanford", yearID: null, line: 3 },
    ],
    rejected: ["4: CollegePlaying: yearID not a whole number"],
  },
]);

describe("the Hockey Databank's abbrev.csv", () => {
  it("types each code; a row without a column fails a cross-check with its line", () => {
    const { rows } = readThrough(
      "abbrev.csv",
      ["Type,Code,Fullname", "Round,SCF,Stanley Cup Finals", "Playoffs,DSF,Division Semi-Finals"],
      hockeyAbbrev,
    );
    expect(rows).toEqual([
      { Type: "Round", Code: "SCF", Fullname: "Stanley Cup Finals", line: 2 },
      { Type: "Playoffs", Code: "DSF", Fullname: "Division Semi-Finals", line: 3 },
    ]);
    expect(() => hockeyAbbrev.readFile(write("abbrevShort.csv", "Type,Code\nRound,SCF\n"))).toThrow(
      /:2: abbrev: Fullname /,
    );
  });
});

describe("a Retrosheet game-log row", () => {
  /** A game log row of 161 fields with the given fields set (position: value). */
  const row = (set: Record<number, string>) =>
    Array.from({ length: 161 }, (_, i) => (set[i] === undefined ? '""' : `"${set[i]}"`)).join(",");
  const game: Record<number, string> = {
    0: "20241030",
    1: "0",
    3: "LAN",
    6: "NYA",
    9: "7",
    10: "6",
    11: "54",
    12: "N",
    16: "NYC16",
    17: "49263",
    18: "236",
    19: "000050(10)x",
    20: "",
    77: "wendh901",
    78: "Hunter Wendelstedt",
    79: "",
    80: "(none)",
    89: "roberd001",
    90: "Dave Roberts",
    91: "booma001",
    92: "Aaron Boone",
  };
  it("names the fields it reads by position: date, scores, line score, umpires and managers typed", () => {
    const { rows, rejected } = readThrough(
      "gl-good.txt",
      [row(game), row({ ...game, 1: "2", 11: "60", 12: "D", 13: "20241031,NYC16,3,2,33", 14: "H", 17: "" })],
      { read: readGameLog },
    );
    expect(rejected).toEqual([]);
    expect(rows[0]).toEqual({
      line: 1,
      date: "2024-10-30",
      season: 2024,
      gameNumber: null,
      visitor: "LAN",
      home: "NYA",
      visitorScore: 7,
      homeScore: 6,
      outs: 54,
      dayNight: "night",
      completion: null,
      forfeit: null,
      park: "NYC16",
      attendance: 49263,
      minutes: 236,
      visitorLine: [0, 0, 0, 0, 5, 0, 10, null],
      homeLine: [],
      umpires: ["Hunter Wendelstedt", null, null, null, null, null],
      visitorManager: "Dave Roberts",
      homeManager: "Aaron Boone",
    });
    expect(rows[1]).toMatchObject({
      line: 2,
      gameNumber: 2,
      outs: 60,
      dayNight: "day",
      completion: "2024-10-31",
      forfeit: "home",
      attendance: null,
    });
  });
  it("rejects a short row, a date that is none and a score that is no whole number, each with its line and reason", () => {
    const { rows, rejected } = readThrough(
      "gl-bad.txt",
      [
        row(game).split(",").slice(0, 150).join(","),
        row({ ...game, 0: "20240231" }),
        row({ ...game, 10: "6.5" }),
        row({ ...game, 9: "" }),
        row(game),
      ],
      { read: readGameLog },
    );
    expect(rows.map((g) => g.line)).toEqual([5]);
    expect(rejected).toEqual([
      "1: expected 161 fields, found 150",
      '2: date: not yyyymmdd ("20240231")',
      '3: score: not whole numbers ("7", "6.5")',
      '4: score: not whole numbers ("", "6")',
    ]);
  });
});

describe("the fast path of the common column types", () => {
  it("gives what the zod schema gives, padded and blank values included, and zod's reason for a bad value", () => {
    const header = "playerID,yearID,stint,teamID,lgID,G,AB,R,H,2B,3B,HR,RBI,SB,CS,BB,SO,IBB,HBP,SH,SF,GIDP";
    const good = [
      " ruthba01 ,1927, 1 ,NYA,AL,151,540,158,192,29,8,060,165,7,6,137,89,,0,-1, ,",
      "gehrilo01,1927,1,NYA,,155,584,149,218,52,18,47,173,10,8,109,84,,3,21,,",
    ];
    const { rows, rejected } = readThrough(
      "BattingFast.csv",
      [header, ...good, "gehrilo01,1927,1,NYA,AL,155,584,149,218,52,18,47,173,10,8,109,84,,3,21,,1e3"],
      lahmanBatting,
    );
    const names = header.split(",");
    const bySchema = good.map((line) =>
      lahmanBatting.schema.parse(Object.fromEntries(names.map((n, i) => [n, line.split(",")[i]]))),
    );
    expect(rows.map(({ line: _, ...row }) => row)).toEqual(bySchema);
    expect(rows[0]).toMatchObject({ playerID: "ruthba01", stint: 1, HR: 60, SH: -1, SF: null });
    expect(rejected).toEqual(["4: Batting: GIDP not a whole number"]);
  });
});
