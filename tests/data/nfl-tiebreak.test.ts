import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { nflOrder, type NflGame, type NflTeam } from "../../backend/import/sources/nfl-tiebreak";
import {
  checkPublishedOrder,
  NFL_PUBLISHED_ORDERS,
  NFL_PUBLISHED_SOURCES,
  type PublishedRow,
} from "../../backend/import/sources/nfl-published-orders";

// A small conference: division A (1-3), division B (4-6).
const teams: NflTeam[] = [
  { id: 1, name: "Ants", conference: "C", division: "A" },
  { id: 2, name: "Bees", conference: "C", division: "A" },
  { id: 3, name: "Cats", conference: "C", division: "A" },
  { id: 4, name: "Dogs", conference: "C", division: "B" },
  { id: 5, name: "Eels", conference: "C", division: "B" },
  { id: 6, name: "Fox", conference: "C", division: "B" },
];
const win = (winner: number, loser: number): NflGame => ({
  home: winner,
  away: loser,
  homeScore: 20,
  awayScore: 10,
});

describe("NFL division tiebreak", () => {
  it("two clubs: head-to-head decides, and the note says so", () => {
    // Ants and Bees both 2-1; Bees beat Ants.
    const games = [win(2, 1), win(1, 3), win(1, 4), win(2, 5), win(6, 2), win(3, 6)];
    const order = nflOrder(teams, games);
    expect(order.division.get(2)).toEqual({ rank: 1, tiebreak: "division tiebreak: head-to-head" });
    expect(order.division.get(1)).toEqual({ rank: 2, tiebreak: "division tiebreak: head-to-head" });
  });

  it("two clubs with a split head-to-head: the division record decides", () => {
    // Ants and Bees split; Ants beat Cats twice, Bees lost to Cats once: both 3-2 overall.
    const games = [win(1, 2), win(2, 1), win(1, 3), win(1, 3), win(3, 2), win(2, 4), win(2, 5), win(4, 1)];
    const order = nflOrder(teams, games);
    expect(order.division.get(1)).toEqual({ rank: 1, tiebreak: "division tiebreak: division record" });
    expect(order.division.get(2)?.rank).toBe(2);
  });

  it("three clubs: the best record in games among them, then the two left start over", () => {
    // Ants beat Bees and Cats (2-0 among them); Bees and Cats split, all three 2-2 overall.
    const games = [win(1, 2), win(1, 3), win(2, 3), win(3, 2), win(4, 1), win(5, 1), win(2, 6), win(3, 4)];
    const order = nflOrder(teams, games);
    expect(order.division.get(1)?.rank).toBe(1);
    expect(order.division.get(1)?.tiebreak).toBe("division tiebreak: head-to-head");
    // Bees and Cats: split head-to-head, both 1-1 in the division... decided further down the list.
    expect([order.division.get(2)?.rank, order.division.get(3)?.rank].sort()).toEqual([2, 3]);
    expect(order.division.get(2)?.tiebreak).not.toBe("division tiebreak: head-to-head");
  });
});

describe("NFL wild-card tiebreak", () => {
  it("seeds division winners first, then the rest", () => {
    const games = [win(1, 2), win(1, 3), win(4, 5), win(4, 6), win(2, 6), win(5, 3), win(2, 5)];
    const order = nflOrder(teams, games);
    const seeds = [...order.conference].sort((a, b) => a[1].rank - b[1].rank).map(([id]) => id);
    expect(seeds.slice(0, 2).sort()).toEqual([1, 4]);
  });

  it("keeps only the highest-ranked club of a division in a multi-club wild-card tie", () => {
    // Bees (A) and Cats (A) and Eels (B) all 2-2 behind the winners; Cats rank above Bees in A.
    const games = [
      win(1, 2),
      win(1, 5),
      win(4, 3),
      win(4, 6),
      win(3, 2),
      win(3, 6),
      win(2, 6),
      win(2, 4),
      win(5, 3),
      win(5, 6),
      win(1, 5),
      win(6, 1),
    ];
    const order = nflOrder(teams, games);
    const cats = order.conference.get(3)!;
    const bees = order.conference.get(2)!;
    expect(cats.rank).toBeLessThan(bees.rank);
  });

  it("needs four common games before the common-games step applies", () => {
    // Two clubs of different divisions, level on record and conference record, no common opponents
    // met four times: decided by a later step, never by common games.
    const games = [win(2, 3), win(5, 6), win(3, 5), win(6, 2)];
    const order = nflOrder(teams, games);
    for (const p of order.conference.values()) expect(p.tiebreak ?? "").not.toContain("common games");
  });
});

describe("NFL published division orders (backend/data/standings/nfl-published-orders.csv)", () => {
  const read = (file: string) =>
    fs
      .readFileSync(path.join(__dirname, "../../backend/data", file), "utf8")
      .trim()
      .split("\n")
      .slice(1);
  const rows = read(NFL_PUBLISHED_ORDERS).map((line) => {
    const [season, division, team, rank, w, l, t] = line.split(",");
    return {
      season: Number(season),
      division,
      team,
      rank: Number(rank),
      w: Number(w),
      l: Number(l),
      t: Number(t),
    };
  });
  const sources = read(NFL_PUBLISHED_SOURCES).map((line) => {
    const [season, division, url] = line.split(",");
    return { season: Number(season), division, url };
  });
  const divisions = new Map<string, typeof rows>();
  for (const r of rows)
    divisions.set(`${r.season} ${r.division}`, [...(divisions.get(`${r.season} ${r.division}`) ?? []), r]);
  const order = (season: number, division: string) =>
    rows
      .filter((r) => r.season === season && r.division === division)
      .map((r) => `${r.rank} ${r.team} ${r.w}-${r.l}-${r.t}`);

  it("each division's order is a ranking that never puts a worse record above a better one", () => {
    for (const list of divisions.values()) {
      const sorted = [...list].sort((a, b) => a.rank - b.rank);
      // Competition ranking: clubs the sources leave unsettled share a rank.
      expect(sorted.map((r) => r.rank)).toEqual(
        sorted.map((r, i) => (i > 0 && r.rank === sorted[i - 1].rank ? sorted[i - 1].rank : i + 1)),
      );
      const pct = (r: (typeof rows)[number]) => (r.w + r.t / 2) / (r.w + r.l + r.t);
      for (let i = 1; i < sorted.length; i++) expect(pct(sorted[i])).toBeLessThanOrEqual(pct(sorted[i - 1]));
      // Clubs sharing a rank have the same record.
      for (let i = 1; i < sorted.length; i++)
        if (sorted[i].rank === sorted[i - 1].rank) expect(pct(sorted[i])).toBe(pct(sorted[i - 1]));
    }
  });

  it("every recorded division names at least one page it was copied from, and every source names a recorded division", () => {
    const sourced = new Set(sources.map((s) => `${s.season} ${s.division}`));
    expect([...divisions.keys()].filter((k) => !sourced.has(k))).toEqual([]);
    expect([...sourced].filter((k) => !divisions.has(k))).toEqual([]);
    for (const s of sources) expect(s.url).toMatch(/^https?:\/\/\S+$/);
  });

  it("1978 AFC West: the three 9-7 clubs as published, Oakland, Seattle, San Diego", () => {
    expect(order(1978, "AFC West")).toEqual([
      "1 denver-broncos 10-6-0",
      "2 las-vegas-raiders 9-7-0",
      "3 seattle-seahawks 9-7-0",
      "4 los-angeles-chargers 9-7-0",
      "5 kansas-city-chiefs 4-12-0",
    ]);
  });

  it("1977 AFC East: Buffalo and the Jets (3-11) share a rank, the sources disagreeing on their order", () => {
    expect(order(1977, "AFC East").slice(3).sort()).toEqual([
      "4 buffalo-bills 3-11-0",
      "4 new-york-jets 3-11-0",
    ]);
  });
});

describe("checkPublishedOrder: a curated order must describe the season's games", () => {
  const row = (
    team: number,
    division: string,
    rank: number,
    w: number,
    l: number,
    line: number,
  ): [number, PublishedRow] => [
    team,
    {
      season: 1990,
      division,
      team_slug: `club-${team}`,
      division_rank: rank,
      wins: w,
      losses: l,
      ties: 0,
      line,
    },
  ];
  const clubs = [
    { id: 1, conference: "C", division: "A" },
    { id: 2, conference: "C", division: "A" },
    { id: 3, conference: "C", division: "B" },
  ];
  const games = [
    { home: 1, away: 3, homeScore: 20, awayScore: 10 },
    { home: 2, away: 3, homeScore: 20, awayScore: 10 },
  ];

  it("accepts rows that match the games", () => {
    expect(
      checkPublishedOrder(1990, new Map([row(1, "A", 1, 1, 0, 2), row(2, "A", 2, 1, 0, 3)]), clubs, games),
    ).toEqual([]);
  });

  it("names the row whose W-L-T differs from the games", () => {
    const problems = checkPublishedOrder(
      1990,
      new Map([row(1, "A", 1, 1, 0, 2), row(2, "A", 2, 0, 1, 3)]),
      clubs,
      games,
    );
    expect(problems).toEqual([{ line: 3, message: "club-2 1990: 0-1-0 here, 1-0-0 in the games" }]);
  });

  it("names a club put in the wrong division, and a division with a club missing", () => {
    const problems = checkPublishedOrder(
      1990,
      new Map([row(1, "A", 1, 1, 0, 2), row(3, "A", 2, 0, 2, 3)]),
      clubs,
      games,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'club-3 1990: in "B" that season, not "A"',
      "1990 A: no row for team id(s) 2",
    ]);
  });
});
