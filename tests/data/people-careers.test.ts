/**
 * Careers that are true, on the run's database (tests/support/test-database.ts):
 *  - the completeness rule for title-winning coaches: every coach named in a champion row of the
 *    eight championships is a coach of that sport and level whose history holds the title season
 *    with that team and whose title count reaches the champion rows'; a record called a career
 *    record covers every title season (else the record is explicitly not presented as a career);
 *  - pinned true values (curated careers, Lahman managers, Databank scoring, the 2024 NFL roster);
 *  - 'active' only where a source reaches the current season (none does on 2026-11-21).
 * Skipped, with a message, when the open datasets are not on this machine.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeData, oneCoach } from "./support";
import { careersFileSchema, nameKey } from "../../backend/import/sources/coach-careers";
import { readJsonFile, ProblemList } from "../../backend/import/data-files";

const CAREERS_FILE = path.join(__dirname, "../../backend/data/coaches/careers.json");

describe("curated careers file", () => {
  it("is valid and names each coach once per league", () => {
    const problems = new ProblemList(process.cwd());
    const data = readJsonFile(CAREERS_FILE, careersFileSchema, problems);
    expect(problems.problems).toEqual([]);
    expect(data).not.toBeNull();
    const keys = data!.careers.map((c) => `${c.league}:${nameKey(c.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describeData("people built from the open datasets and curated careers", (db) => {
  const coach = (league: string, first: string, last: string) => oneCoach(db(), league, first, last);

  it("gives every title-winning coach a history with the title seasons and the titles, career or explicitly not", async () => {
    const titles = await db()
      .selectFrom("champions as r")
      .innerJoin("championships as ch", "ch.id", "r.championship_id")
      .select(["r.coach", "r.year", "r.team_id", "ch.league_key", "ch.sport_id", "ch.level_id"])
      .where("r.coach", "is not", null)
      .where("r.team_id", "is not", null)
      .execute();
    expect(titles.length).toBeGreaterThan(600);
    const coaches = await db()
      .selectFrom("coaches as c")
      .innerJoin("people as p", "p.id", "c.person_id")
      .select([
        "c.id",
        "c.sport_id",
        "c.level_id",
        "p.first_name",
        "p.last_name",
        "c.championships_won",
        "c.record_is_career",
        "c.wins",
        "c.losses",
        "c.record_from",
        "c.record_to",
      ])
      .execute();
    const history = await db()
      .selectFrom("coaching_history")
      .select(["coach_id", "team_id", "start_year", "end_year"])
      .execute();
    const stintsOf = new Map<number, typeof history>();
    for (const h of history) stintsOf.set(h.coach_id, [...(stintsOf.get(h.coach_id) ?? []), h]);
    const careers = readJsonFile(CAREERS_FILE, careersFileSchema, new ProblemList(process.cwd()))!;
    const alias = new Map(
      careers.aliases.map((a) => [`${a.league}:${nameKey(a.name)}`, nameKey(a.source_name)]),
    );

    const failures: string[] = [];
    const counted = new Map<number, { n: number; seasons: number[] }>();
    for (const t of titles) {
      for (const name of t.coach!.split(/\s*(?:\/|;| and )\s*/).filter(Boolean)) {
        const key = alias.get(`${t.league_key}:${nameKey(name)}`) ?? nameKey(name);
        const candidates = coaches.filter(
          (c) =>
            c.sport_id === t.sport_id &&
            c.level_id === t.level_id &&
            nameKey(`${c.first_name} ${c.last_name}`) === key,
        );
        const holder = candidates.find((c) =>
          (stintsOf.get(c.id) ?? []).some(
            (h) => h.team_id === t.team_id && h.start_year <= t.year && (h.end_year ?? 9999) >= t.year,
          ),
        );
        if (!holder) {
          failures.push(`${t.league_key} ${t.year}: ${name} has no history with the champion that season`);
          continue;
        }
        const c = counted.get(holder.id) ?? { n: 0, seasons: [] };
        c.n++;
        c.seasons.push(t.year);
        counted.set(holder.id, c);
      }
    }
    for (const [id, c] of counted) {
      const row = coaches.find((x) => x.id === id)!;
      const who = `${row.first_name} ${row.last_name}`;
      if (row.championships_won < c.n)
        failures.push(`${who}: ${row.championships_won} titles, champion rows ${c.n}`);
      if (row.record_is_career === 1) {
        if (row.wins === null || row.losses === null)
          failures.push(`${who}: career record without wins and losses`);
        if (
          row.record_from === null ||
          row.record_to === null ||
          row.record_from > Math.min(...c.seasons) ||
          row.record_to < Math.max(...c.seasons)
        ) {
          failures.push(
            `${who}: career record ${row.record_from}-${row.record_to} misses a title season (${c.seasons.join(", ")})`,
          );
        }
      } else {
        expect(row.record_is_career).toBe(0);
      }
    }
    expect(failures).toEqual([]);
  });

  it("pins curated careers: Parcells 172-130-1 with 2 Super Bowls, Lombardi, Belichick", async () => {
    expect(await coach("nfl", "Bill", "Parcells")).toMatchObject({
      wins: 172,
      losses: 130,
      ties: 1,
      playoff_wins: 11,
      playoff_losses: 8,
      championships_won: 2,
      record_is_career: 1,
      record_from: 1983,
      record_to: 2006,
    });
    expect(await coach("nfl", "Vince", "Lombardi")).toMatchObject({
      wins: 96,
      losses: 34,
      ties: 6,
      championships_won: 2,
      record_is_career: 1,
    });
    expect(await coach("nfl", "Bill", "Belichick")).toMatchObject({
      wins: 302,
      losses: 165,
      playoff_wins: 31,
      playoff_losses: 13,
      championships_won: 6,
      record_is_career: 1,
      record_from: 1991,
    });
    expect(await coach("nba", "Phil", "Jackson")).toMatchObject({
      wins: 1155,
      losses: 485,
      championships_won: 11,
      record_is_career: 1,
    });
  });

  it("does not call a record a career where the source may not hold all of it", async () => {
    // nflverse starts in 1999: Pete Carroll coached from 1994; Andy Reid goes on after the data.
    expect(await coach("nfl", "Pete", "Carroll")).toMatchObject({ record_is_career: 0 });
    expect(await coach("nfl", "Andy", "Reid")).toMatchObject({ record_is_career: 0, record_to: 2025 });
    // Lahman ends with 2024: Dave Roberts' 2025 title comes from the champion rows.
    expect(await coach("mlb", "Dave", "Roberts")).toMatchObject({
      record_is_career: 0,
      championships_won: 3,
      record_to: 2024,
    });
    // The Databank ends with 2017-18; Darryl Sutter coached Calgary again from 2020-21.
    expect(await coach("nhl", "Darryl", "Sutter")).toMatchObject({ record_is_career: 0 });
  });

  it("keeps Lahman managers' whole careers (source from 1871, careers long over)", async () => {
    expect(await coach("mlb", "Connie", "Mack")).toMatchObject({
      wins: 3731,
      losses: 3948,
      championships_won: 5,
      record_is_career: 1,
    });
    expect(await coach("mlb", "Casey", "Stengel")).toMatchObject({
      wins: 1905,
      losses: 1842,
      championships_won: 7,
      record_is_career: 1,
    });
  });

  async function player(first: string, last: string, sport: string) {
    return db()
      .selectFrom("players as pl")
      .innerJoin("people as p", "p.id", "pl.person_id")
      .innerJoin("sports as s", "s.id", "pl.sport_id")
      .selectAll("pl")
      .where("p.first_name", "=", first)
      .where("p.last_name", "=", last)
      .where("s.slug", "=", sport)
      .executeTakeFirstOrThrow();
  }

  it("imports NHL goals, assists and points, per career and per season", async () => {
    const gretzky = await player("Wayne", "Gretzky", "hockey");
    expect(JSON.parse(gretzky.career_stats!)).toMatchObject({
      goals: 894,
      assists: 1963,
      points: 2857,
      games_played: 1487,
    });
    const seasons = await db()
      .selectFrom("player_seasons")
      .selectAll()
      .where("player_id", "=", gretzky.id)
      .orderBy("season_start_year")
      .execute();
    const s1981 = seasons.find((s) => s.season_start_year === 1981)!;
    expect(JSON.parse(s1981.stats!)).toMatchObject({ goals: 92, assists: 120, points: 212 });
    expect(gretzky.is_active).toBe(0);
  });

  it("knows a title coach who played in the league as one person (Phil Jackson, by name and birth date)", async () => {
    const people = await db()
      .selectFrom("people")
      .select(["id", "slug"])
      .where("first_name", "=", "Phil")
      .where("last_name", "=", "Jackson")
      .execute();
    expect(people).toEqual([{ id: expect.any(Number), slug: "phil-jackson" }]);
    const jackson = await coach("nba", "Phil", "Jackson");
    expect(jackson.person_id).toBe(people[0].id);
    expect((await player("Phil", "Jackson", "basketball")).person_id).toBe(people[0].id);
  });

  it("counts All-Star selections as distinct games named to, not Lahman rows (Mays 24, Aaron 25, Musial 24)", async () => {
    const stars = async (first: string, last: string) =>
      (await player(first, last, "baseball")).all_star_selections;
    // AllstarFull lists Mays's two 1962 games twice each (26 rows) and lacks Aaron's first 1962 game.
    expect(await stars("Willie", "Mays")).toBe(24);
    expect(await stars("Hank", "Aaron")).toBe(25);
    expect(await stars("Stan", "Musial")).toBe(24);
    expect(await stars("Mike", "Trout")).toBe(11);
  });

  it("marks nobody active from sources that end before the current season, and says through which season", async () => {
    const active = await db()
      .selectFrom("players")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    expect(Number(active.n)).toBe(0);
    const ovechkin = await player("Alex", "Ovechkin", "hockey");
    expect(ovechkin).toMatchObject({ source_through: 2023, last_season: 2023 });
    const mahomes = await player("Patrick", "Mahomes", "football");
    expect(mahomes).toMatchObject({
      draft_year: 2017,
      draft_pick: 10,
      source_through: 2024,
      jersey_number: "15",
    });
  });
});
