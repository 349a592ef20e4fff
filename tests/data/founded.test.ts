/**
 * Founding years and first seasons of the curated team files (backend/data/teams), cross-checked
 * with the open datasets (docs/rules.md#derived-figures): a club cannot have been founded, or have
 * played its first season, after the first season an independent source shows it playing. Known
 * values are pinned. The cross-checks are skipped when the datasets are not on this machine.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../backend/import/csv";
import { openDataDir } from "../../backend/import/sources/common";
import { teamRowSchema } from "../../backend/import/data-files";
import { bbrefTeamSummaries } from "../../backend/import/readers/bball-reference";
import { fiveThirtyEightNflGames } from "../../backend/import/readers/fivethirtyeight-nfl-elo";
import { hockeyTeams as hockeyTeamsFile } from "../../backend/import/readers/hockey-databank";
import { LAHMAN_DATABANK, lahmanTeams as lahmanTeamsFile } from "../../backend/import/readers/lahman";

const TEAMS = path.resolve(__dirname, "../../backend/data/teams");
const CROSSWALK = path.resolve(__dirname, "../../backend/import/crosswalk/codes.csv");
const dataDir = openDataDir();

const records = (file: string) => parseCsv(fs.readFileSync(file, "utf8")).records.map((r) => r.values);
const teams = (league: string) =>
  records(path.join(TEAMS, `${league}.csv`)).map((r) => teamRowSchema.parse(r));
const PRO = ["nfl", "nba", "mlb", "nhl"] as const;
const ALL = [...PRO, "cfb", "cbb", "cbs", "chk"] as const;

/** The earliest season per team slug, from (slug, season) pairs. */
function firstSeasons(pairs: Iterable<[string | null, number]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [slug, season] of pairs) if (slug && season < (out.get(slug) ?? Infinity)) out.set(slug, season);
  return out;
}

/** Source code -> team slug from the crosswalk; a code with several rows resolves by its season range. */
function codeResolver(source: string): (code: string, season: number) => string | null {
  const rows = records(CROSSWALK).filter((r) => r.source === source);
  return (code, season) => {
    const mine = rows.filter((r) => r.code === code);
    // One row: the code means that franchise in every season (its range is not used, so the check
    // does not lean on a range written from the curated first season).
    if (mine.length === 1) return mine[0].team_slug || null;
    const hit = mine.find(
      (r) =>
        (r.first_season === "" || Number(r.first_season) <= season) &&
        (r.last_season === "" || season <= Number(r.last_season)),
    );
    return hit?.team_slug || null;
  };
}

/** First season each franchise plays in each independent source (start years). */
function sourceFirstSeasons(dir: string): Record<string, Map<string, number>> {
  const nfl = codeResolver("fivethirtyeight");
  const nflGames = records(fiveThirtyEightNflGames.path(dir));
  const lahman = codeResolver("lahman");
  const lahmanTeams = records(lahmanTeamsFile.in(LAHMAN_DATABANK).path(dir));
  const hockey = codeResolver("hockey-databank");
  const hockeyTeams = records(hockeyTeamsFile.path(dir));
  // Basketball-Reference names teams by their name of the time: resolved through the identities.
  const identities = records(path.join(TEAMS, "nba-identities.csv"));
  const current = teams("nba");
  const nbaSlug = (name: string, season: number) =>
    identities.find(
      (i) =>
        i.name === name &&
        (i.first_season === "" || Number(i.first_season) <= season) &&
        (i.last_season === "" || season <= Number(i.last_season)),
    )?.team_slug ??
    // Today's name, for the seasons after every listed name of the time (the 1949-50 Denver
    // Nuggets are another club than today's).
    current.find(
      (t) =>
        t.name === name &&
        identities
          .filter((i) => i.team_slug === t.slug)
          .every((i) => i.last_season !== "" && Number(i.last_season) < season),
    )?.slug ??
    null;
  const summaries = records(bbrefTeamSummaries.path(dir)).filter((r) => r.team !== "League Average");
  return {
    "nflverse/FiveThirtyEight NFL games": firstSeasons(
      nflGames.flatMap((g): [string | null, number][] => [
        [nfl(g.team1, Number(g.season)), Number(g.season)],
        [nfl(g.team2, Number(g.season)), Number(g.season)],
      ]),
    ),
    "Lahman Teams.csv": firstSeasons(
      lahmanTeams.map((t): [string | null, number] => [
        lahman(t.franchID, Number(t.yearID)),
        Number(t.yearID),
      ]),
    ),
    "Hockey Databank Teams.csv": firstSeasons(
      hockeyTeams.map((t): [string | null, number] => [hockey(t.franchID, Number(t.year)), Number(t.year)]),
    ),
    "Basketball-Reference Team Summaries": firstSeasons(
      summaries.map((t): [string | null, number] => [
        nbaSlug(t.team, Number(t.season) - 1),
        Number(t.season) - 1,
      ]),
    ),
  };
}

describe("founded years and first seasons (curated facts)", () => {
  const bySlug = new Map(ALL.flatMap((l) => teams(l).map((t) => [t.slug, t] as const)));

  it("pins known founding years and first seasons", () => {
    const pins: [string, number | null, number | null][] = [
      // slug, founded, first season
      ["green-bay-packers", 1919, 1921],
      ["arizona-cardinals", 1898, 1920],
      ["detroit-lions", 1929, 1930],
      ["cleveland-browns", 1944, 1946],
      ["houston-texans", 1999, 2002],
      ["seattle-seahawks", 1974, 1976],
      ["kansas-city-chiefs", 1959, 1960],
      ["detroit-pistons", 1941, 1941],
      ["boston-celtics", 1946, 1946],
      // The club dates itself from the 1871 Boston Red Stockings; Lahman and MLB's records start the
      // franchise in the 1876 National League and keep the National Association club apart.
      ["atlanta-braves", 1871, 1876],
      ["montreal-canadiens", 1909, 1909],
      ["alabama-crimson-tide-football", 1892, 1892],
      // Unsure founding years stay empty rather than copy the first season.
      ["charlotte-hornets", null, 1988],
      ["tampa-bay-rays", null, 1998],
    ];
    for (const [slug, founded, first] of pins) {
      expect(bySlug.get(slug), slug).toMatchObject({ founded_year: founded, first_season: first });
    }
  });

  it("every current pro franchise has a curated first season, never after its founding", () => {
    for (const league of PRO) {
      for (const t of teams(league)) {
        if (t.last_season === null) expect(t.first_season, `${league}: ${t.slug}`).not.toBeNull();
        if (t.founded_year !== null && t.first_season !== null)
          expect(t.founded_year, t.slug).toBeLessThanOrEqual(t.first_season);
      }
    }
  });

  it("no name of the time starts before the franchise's first season", () => {
    for (const league of ALL) {
      for (const i of records(path.join(TEAMS, `${league}-identities.csv`))) {
        const first = bySlug.get(i.team_slug)?.first_season ?? null;
        if (first !== null && i.first_season !== "")
          expect(Number(i.first_season), `${i.team_slug}: ${i.name}`).toBeGreaterThanOrEqual(first);
      }
    }
  });

  describe.skipIf(!dataDir)("against the open datasets", () => {
    it("founded <= first season <= the first season every independent source shows", () => {
      const sources = sourceFirstSeasons(dataDir!);
      for (const [source, firsts] of Object.entries(sources)) {
        // Enough franchises matched that the comparison means something.
        expect(firsts.size, source).toBeGreaterThanOrEqual(25);
        for (const [slug, seen] of firsts) {
          const t = bySlug.get(slug);
          if (!t) continue;
          if (t.first_season !== null)
            expect(t.first_season, `${slug}: first season vs ${source} (${seen})`).toBeLessThanOrEqual(seen);
          if (t.founded_year !== null)
            expect(t.founded_year, `${slug}: founded vs ${source} (${seen})`).toBeLessThanOrEqual(seen);
        }
      }
    });

    it("sources agree with the first seasons where the franchise began in that league", () => {
      const s = sourceFirstSeasons(dataDir!);
      expect(s["nflverse/FiveThirtyEight NFL games"].get("green-bay-packers")).toBe(1921);
      expect(s["nflverse/FiveThirtyEight NFL games"].get("houston-texans")).toBe(2002);
      expect(s["Lahman Teams.csv"].get("new-york-yankees")).toBe(1901);
      expect(s["Hockey Databank Teams.csv"].get("boston-bruins")).toBe(1924);
      expect(s["Basketball-Reference Team Summaries"].get("boston-celtics")).toBe(1946);
    });
  });
});
