import { describe, expect, it } from "vitest";
import { parseEventFile, parsePlay, surname } from "@domain/retrosheet-events";
import { itGives } from "../support/function-table";

/** 1956 World Series game 5 (Retrosheet NYA195610080): the lineups and the ninth inning. */
const LARSEN_NINTH = `id,NYA195610080
info,visteam,BRO
info,hometeam,NYA
info,date,1956/10/08
info,wp,larsd102
info,lp,magls101
info,save,
start,gillj102,"Jim Gilliam",0,1,4
start,reesp101,"Peewee Reese",0,2,6
start,snidd101,"Duke Snider",0,3,8
start,robij103,"Jackie Robinson",0,4,5
start,hodgg101,"Gil Hodges",0,5,3
start,amors101,"Sandy Amoros",0,6,7
start,furic101,"Carl Furillo",0,7,9
start,campr102,"Roy Campanella",0,8,2
start,magls101,"Sal Maglie",0,9,1
start,baueh101,"Hank Bauer",1,1,9
start,collj101,"Joe Collins",1,2,3
start,mantm101,"Mickey Mantle",1,3,8
start,berry101,"Yogi Berra",1,4,2
start,slaue101,"Enos Slaughter",1,5,7
start,martb105,"Billy Martin",1,6,4
start,mcdog101,"Gil McDougald",1,7,6
start,carea101,"Andy Carey",1,8,5
start,larsd102,"Don Larsen",1,9,1
play,9,0,furic101,12,FFBFFX,9/F9D
play,9,0,campr102,01,FX,43/G4
play,9,0,magls101,00,,NP
sub,mitcd101,"Dale Mitchell",0,9,11
play,9,0,mitcd101,12,BCSFC,K/C
data,er,magls101,2
data,er,larsd102,0
`;

/** 2016 World Series game 7 (CLE201611020): the lineups, the substitutions to the ninth, the ninth and tenth innings. */
const GAME7_TENTH = `id,CLE201611020
info,visteam,CHN
info,hometeam,CLE
info,date,2016/11/02
info,wp,chapa001
info,lp,shawb001
info,save,montm002
start,fowld001,"Dexter Fowler",0,1,8
start,schwk001,"Kyle Schwarber",0,2,10
start,bryak001,"Kris Bryant",0,3,5
start,rizza001,"Anthony Rizzo",0,4,3
start,zobrb001,"Ben Zobrist",0,5,7
start,russa002,"Addison Russell",0,6,6
start,contw001,"Willson Contreras",0,7,2
start,heywj001,"Jason Heyward",0,8,9
start,baezj001,"Javier Baez",0,9,4
start,hendk001,"Kyle Hendricks",0,0,1
start,santc002,"Carlos Santana",1,1,10
start,kipnj001,"Jason Kipnis",1,2,4
start,lindf001,"Francisco Lindor",1,3,6
start,napom001,"Mike Napoli",1,4,3
start,ramij003,"Jose Ramirez",1,5,5
start,chisl001,"Lonnie Chisenhall",1,6,9
start,davir003,"Rajai Davis",1,7,8
start,crisc001,"Coco Crisp",1,8,7
start,perer003,"Roberto Perez",1,9,2
start,klubc001,"Corey Kluber",1,0,1
sub,milla002,"Andrew Miller",1,0,1
sub,rossd001,"David Ross",0,7,2
sub,lestj001,"Jon Lester",0,0,1
sub,guyeb001,"Brandon Guyer",1,6,11
sub,guyeb001,"Brandon Guyer",1,6,9
sub,allec002,"Cody Allen",1,0,1
sub,naqut001,"Tyler Naquin",1,9,12
sub,gomey001,"Yan Gomes",1,9,2
sub,chapa001,"Aroldis Chapman",0,0,1
play,9,0,rossd001,31,BBBCB,W
play,9,0,heywj001,00,,NP
sub,coghc001,"Chris Coghlan",0,7,12
play,9,0,heywj001,22,.BBCF>FF1F11X,46(1)/FO/G/MREV
play,9,0,baezj001,00,,NP
sub,shawb001,"Bryan Shaw",1,0,1
play,9,0,baezj001,31,.C*BBB>S,SB2.1-3(E2/TH)
sub,martm003,"Michael Martinez",1,8,9
play,9,0,baezj001,32,.C*BBB>S...L,K/BF
play,9,0,fowld001,20,BBX,63/G
play,9,1,santc002,00,,NP
sub,montm001,"Miguel Montero",0,7,2
play,9,1,santc002,32,.CBBBCX,7/F
play,9,1,kipnj001,32,CBFBBFS,K
play,9,1,lindf001,00,X,9/F
play,10,0,schwk001,10,BX,S9/L
play,10,0,bryak001,00,,NP
sub,almoa002,"Albert Almora",0,2,12
play,10,0,bryak001,22,.BFFB1X,8/F.1-2
play,10,0,rizza001,30,IIII,IW
play,10,0,zobrb001,12,BCCFX,D7/G.2-H;1-3
play,10,0,russa002,30,IIII,IW
play,10,0,montm001,11,BFX,S7/G.3-H;2-3;1-2
play,10,0,heywj001,00,,NP
sub,bauet001,"Trevor Bauer",1,0,1
play,10,0,heywj001,02,.FSFS,K
play,10,0,baezj001,22,BSS*BX,8/F
play,10,1,napom001,00,,NP
sub,edwac001,"Carl Edwards",0,0,1
play,10,1,napom001,22,..CBFBS,K
play,10,1,ramij003,22,CFBBX,63/G
play,10,1,guyeb001,31,BBBCB,W
play,10,1,davir003,00,>B,DI.1-2
play,10,1,davir003,10,>B.X,S8/L.2-H
play,10,1,martm003,00,,NP
sub,montm002,"Mike Montgomery",0,0,1
play,10,1,martm003,01,.CX,53/G
`;

describe("a hand-checked inning: the ninth of Don Larsen's perfect game", () => {
  const [game] = parseEventFile(LARSEN_NINTH.replace(/\n/g, "\r\n"));
  it("reads the game's id, date, teams and number", () => {
    expect(game).toMatchObject({
      id: "NYA195610080",
      date: "1956-10-08",
      visitor: "BRO",
      home: "NYA",
      gameNumber: 0,
    });
    expect(game.problems).toEqual([]);
  });
  it("tells the three outs in plain English", () => {
    expect(game.plays.map((p) => p.text)).toEqual([
      "Furillo flied out to right",
      "Campanella grounded out, 4-3",
      "Mitchell pinch-hit for Maglie. Larsen struck out Mitchell",
    ]);
    expect(game.plays.every((p) => p.inning === 9 && p.half === "top" && p.outs === 1)).toBe(true);
  });
  it("charges the outs and the strikeout to Larsen, the winner, with the file's earned runs", () => {
    const [larsen] = game.pitching.home;
    expect(larsen).toMatchObject({ name: "Don Larsen", outs: 3, h: 0, so: 1, er: 0, decision: "W" });
    expect(game.pitching.away[0]).toMatchObject({ name: "Sal Maglie", decision: "L", er: 2 });
  });
  it("puts the pinch hitter in the ninth slot after the pitcher he batted for", () => {
    const ninth = game.batting.away.filter((b) => b.slot === 9);
    expect(ninth.map((b) => [b.name, b.positions, b.ab, b.so])).toEqual([
      ["Sal Maglie", "p", 0, 0],
      ["Dale Mitchell", "ph", 1, 1],
    ]);
  });
});

describe("a hand-checked inning: the tenth of the 2016 World Series game 7", () => {
  const [game] = parseEventFile(GAME7_TENTH);
  const tenth = game.plays.filter((p) => p.inning === 10);
  it("tells the Cubs' two runs and the Indians' one", () => {
    expect(tenth.map((p) => p.text)).toEqual([
      "Schwarber singled to right",
      "Almora pinch-ran for Schwarber. Bryant flied out to center; Almora to second",
      "Rizzo was intentionally walked",
      "Zobrist doubled to left; Almora scored, Rizzo to third",
      "Russell was intentionally walked",
      "Montero singled to left; Rizzo scored, Zobrist to third, Russell to second",
      "Bauer relieved Shaw. Bauer struck out Heyward",
      "Baez flied out to center",
      "Edwards relieved Chapman. Edwards struck out Napoli",
      "Ramirez grounded out, 6-3",
      "Guyer walked",
      "Defensive indifference; Guyer to second",
      "Davis singled to center; Guyer scored",
      "Montgomery relieved Edwards. Martinez grounded out, 5-3",
    ]);
    expect(tenth.at(-1)).toMatchObject({ awayScore: 2, homeScore: 1, half: "bottom" });
    expect(game.lineScore.away[9]).toBe(2);
    expect(game.lineScore.home[9]).toBe(1);
  });
  it("gives the pitchers of record: Chapman W, Shaw L, Montgomery S", () => {
    const marks = [...game.pitching.away, ...game.pitching.home]
      .filter((p) => p.decision)
      .map((p) => [p.name, p.decision]);
    expect(marks).toEqual([
      ["Aroldis Chapman", "W"],
      ["Mike Montgomery", "S"],
      ["Bryan Shaw", "L"],
    ]);
  });
  it("credits the RBIs, the runs to the runners and charges them to Shaw", () => {
    const cubs = new Map(game.batting.away.map((b) => [b.name, b]));
    expect(cubs.get("Ben Zobrist")).toMatchObject({ rbi: 1, doubles: 1, h: 1, ab: 1 });
    expect(cubs.get("Miguel Montero")).toMatchObject({ rbi: 1, h: 1 });
    expect(cubs.get("Albert Almora")).toMatchObject({ r: 1, positions: "pr" });
    expect(cubs.get("Anthony Rizzo")).toMatchObject({ r: 1, bb: 1, ab: 0 });
    expect(game.pitching.home.find((p) => p.name === "Bryan Shaw")).toMatchObject({ r: 2, h: 3 });
    expect(game.batting.home.find((b) => b.name === "Brandon Guyer")?.positions).toBe("ph-rf");
  });
});

describe("play codes", () => {
  const moves = (event: string) =>
    Object.fromEntries([...parsePlay(event).moves].map(([b, m]) => [b, `${m.out ? "X" : "-"}${m.to}`]));
  itGives("reads a play's kind", (event: string) => parsePlay(event).kind, [
    // hits by type
    ["S7/L7", "single"],
    ["T8/F8XD", "triple"],
    ["H/L7", "homer"],
    // walks and strikeouts, with a play after the +
    ["W", "walk"],
    ["IW", "intentional"],
    ["I", "intentional"],
    ["K+E2.B-1", "strikeout"],
    // errors and fielder's choices
    ["5E3/G5", "error"],
    ["FC5/G5.2X3(5)", "fc"],
    // base running
    ["DI.1-2", "running"],
    ["OA.2-3", "running"],
  ]);
  itGives("reads a play's text", (event: string) => parsePlay(event).text, [
    // hits, with their direction
    ["D9/F9LD", "{B} doubled to right"],
    ["DGR/F9", "{B} hit a ground-rule double to right"],
    ["HR/F9D.1-H", "{B} homered to right"],
    ["HR8/F8", "{B} hit an inside-the-park home run to center"],
    // outs: fly, ground, foul, force, double and triple plays
    ["8/F8", "{B} flied out to center"],
    ["63/G6", "{B} grounded out, 6-3"],
    ["2/P2F/FL", "{B} fouled out to catcher"],
    ["54(1)/FO/G5", "{B} reached on a force out, 5-4"],
    ["64(1)3/GDP", "{B} grounded into a double play, 6-4-3"],
    ["5(2)4(1)3/GTP", "{B} hit into a triple play, 5-4-3"],
    // hit batsmen, interference, strikeouts and walks with a play after the +
    ["HP", "{B} was hit by a pitch"],
    ["C/E2", "{B} reached on catcher's interference"],
    ["K", "{P} struck out {B}"],
    ["K+SB2", "{P} struck out {B}; {R1} stole second"],
    ["W+WP.2-3", "{B} walked; wild pitch by {P}"],
    // errors and sacrifices
    ["E6/G6", "{B} reached on an error by the shortstop"],
    ["9/SF.3-H", "{B} hit a sacrifice fly to right"],
    ["13/SH.1-2", "{B} sacrificed, 1-3"],
    ["FLE9", "error by the right on a foul fly"],
    // wild pitches, passed balls, balks
    ["WP.3-H", "wild pitch by {P}"],
    ["PB.1-2", "passed ball by {C}"],
    ["BK.3-H;1-2", "balk by {P}"],
  ]);
  itGives("moves the batter (0) and runners: base reached, X where put out", moves, [
    ["S8.2-H;1-3", { 0: "-1", 2: "-4", 1: "-3" }],
    // force, double and triple plays
    ["54(1)/FO/G5", { 1: "X2", 0: "-1" }],
    ["64(1)3/GDP", { 1: "X2", 0: "X1" }],
    ["8(B)84(2)/LDP", { 2: "X3", 0: "X1" }],
    // a play after the +
    ["K+WP.B-1", { 0: "-1" }],
    ["K+CS2(26)/DP", { 0: "X0", 1: "X2" }],
    // steals, caught stealing, pickoffs
    ["SB3;SB2", { 2: "-3", 1: "-2" }],
    ["SBH", { 3: "-4" }],
    ["CS2(24)", { 1: "X2" }],
    ["CS2(2E4).1-3", { 1: "-3" }],
    ["POCS2(14)", { 1: "X2" }],
    ["PO1(13)", { 1: "X1" }],
    ["PO1(E3).1-2", { 1: "-2" }],
    // advances: outs, and outs an error undoes
    ["S9.1X3(95)", { 0: "-1", 1: "X3" }],
    ["S9.1X3(5E6)", { 0: "-1", 1: "-3" }],
    ["D9.BXH(E9)(52)", { 0: "X4" }],
  ]);
  itGives("names an unknown event as a problem", (event: string) => parsePlay(event).problem, [
    ["S7/G!#", undefined],
    ["ZZ", 'unknown event: "ZZ"'],
  ]);
  it("marks a sacrifice fly, and the RBI marks of an advance", () => {
    expect(parsePlay("9/SF").sacFly).toBe(true);
    const m = parsePlay("E9.2-H(UR)(NR);3-H(RBI)").moves;
    expect(m.get(2)?.rbi).toBe(false);
    expect(m.get(3)?.rbi).toBe(true);
  });
});

describe("a game's lines", () => {
  const game = (plays: string) =>
    parseEventFile(`id,AAA202010010
info,visteam,BBB
info,hometeam,AAA
info,date,2020/10/01
start,a1,"Al One",0,1,8
start,a2,"Al Two",0,2,6
start,a3,"Al Three",0,3,3
start,a4,"Al Four",0,4,5
start,ap,"Al Pitcher",0,0,1
start,h1,"Hy One",1,1,8
start,hp,"Hy Pitcher",1,0,1
${plays}`)[0];
  it("forces runners on a bases-loaded walk and credits the RBI", () => {
    const g = game("play,1,0,a1,,,S8\nplay,1,0,a2,,,HP\nplay,1,0,a3,,,W\nplay,1,0,a4,,,W");
    expect(g.runs.away).toBe(1);
    expect(g.batting.away.find((b) => b.retroId === "a4")).toMatchObject({ rbi: 1, bb: 1, ab: 0 });
    expect(g.batting.away.find((b) => b.retroId === "a1")).toMatchObject({ r: 1, h: 1, ab: 1 });
    expect(g.pitching.home[0]).toMatchObject({ bb: 2, h: 1, r: 1, outs: 0 });
  });
  it("charges a run to the pitcher who let the runner on, and gives no RBI on a ground-ball double play", () => {
    const g = game(
      'play,1,0,a1,,,S8\nplay,1,0,a2,,,S7.1-3\nsub,hq,"Hy Q",1,0,1\nplay,1,0,a3,,,64(1)3/GDP.3-H',
    );
    expect(g.pitching.home.map((p) => [p.retroId, p.r, p.outs])).toEqual([
      ["hp", 1, 0],
      ["hq", 0, 2],
    ]);
    expect(g.batting.away.find((b) => b.retroId === "a3")?.rbi).toBe(0);
    expect(g.plays.at(-1)?.text).toBe(
      "Q relieved Pitcher. Three grounded into a double play, 6-4-3; One scored, Two out",
    );
  });
  it("lists what it cannot read", () => {
    expect(game("play,1,0,a1,,,XYZ").problems).toEqual(['AAA202010010 inning 1: unknown event: "XYZ"']);
  });
  it("names players by surname", () => {
    expect(surname("Ken Griffey Jr.")).toBe("Griffey");
    expect(surname("Peewee Reese")).toBe("Reese");
  });
});
