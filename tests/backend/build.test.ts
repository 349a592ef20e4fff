/**
 * The database build: atomic file replacement, validation of the curated files with file:line
 * reasons, missing files, the season range up to the clock's current season, the CSV reader,
 * ensureDatabase's staleness rules, and the inputs that decide them.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { REPO_ROOT, openDatabase } from "../../backend/db/connection";
import { buildDatabase } from "../../backend/import/build-db";
import { parseCsv, parseCsvRows } from "../../backend/import/csv";
import { DataFileError } from "../../backend/import/data-files";
import { cacheKey, restoreCachedDatabase, storeBuiltDatabase } from "../../backend/import/database-cache";
import { ensureDatabase, staleReason } from "../../backend/import/ensure-db";
import { buildModules } from "../../backend/import/inputs";
import { FIXTURE_DATA_DIR } from "./support/fixture-step";
import { TEST_NOW } from "./support/database";

const now = new Date(TEST_NOW);
const temps: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-test-"));
  temps.push(dir);
  return dir;
}

/** A copy of the fixture data folder to break. */
function dataCopy(): string {
  const dir = path.join(tempDir(), "data");
  fs.cpSync(FIXTURE_DATA_DIR, dir, { recursive: true });
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function failure(dataDir: string): Promise<DataFileError> {
  const target = path.join(tempDir(), "db.sqlite");
  const error = await buildDatabase({ target, dataDir, now, importers: [] }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DataFileError);
  expect(fs.existsSync(target)).toBe(false);
  expect(fs.readdirSync(path.dirname(target)).filter((f) => f.includes(".tmp-"))).toEqual([]);
  return error as DataFileError;
}

describe("buildDatabase", () => {
  it("builds the file atomically and reports what it holds", async () => {
    const dir = tempDir();
    const target = path.join(dir, "nested", "sports.sqlite");
    const logs: string[] = [];
    const result = await buildDatabase({
      target,
      dataDir: FIXTURE_DATA_DIR,
      now,
      importers: [],
      log: (m) => logs.push(m),
    });
    expect(fs.existsSync(target)).toBe(true);
    expect(fs.readdirSync(path.dirname(target))).toEqual(["sports.sqlite", "sports.sqlite.build.log"]);
    expect(result.counts).toMatchObject({
      sports: 4,
      levels: 4,
      championships: 3,
      teams: 11,
      champions: 8,
      seasons: 277,
    });
    expect(logs).toContain("  super-bowl: 4 champions (seasons 1980-2023)");
    expect(logs).toContain("  ncaa-mens-basketball-tournament: 1 champions (seasons 2019-2023, 1 not held)");
    // The log is kept beside the database.
    expect(fs.readFileSync(`${target}.build.log`, "utf8")).toContain(
      "  super-bowl: 4 champions (seasons 1980-2023)",
    );

    // A rebuild replaces the file in one rename; an open reader keeps its old snapshot.
    const reader = openDatabase(target, { readonly: true });
    await buildDatabase({ target, dataDir: FIXTURE_DATA_DIR, now, importers: [] });
    expect((await reader.selectFrom("sports").selectAll().execute()).length).toBe(4);
    await reader.destroy();
    expect(fs.readdirSync(path.dirname(target))).toEqual(["sports.sqlite", "sports.sqlite.build.log"]);
  });

  it("creates seasons from each championship's first season to the current one, linked to champions", async () => {
    const target = path.join(tempDir(), "db.sqlite");
    await buildDatabase({
      target,
      dataDir: FIXTURE_DATA_DIR,
      now: new Date("2026-07-01T12:00:00-04:00"),
      importers: [],
    });
    const db = openDatabase(target, { readonly: true });
    try {
      const nfl = await db
        .selectFrom("seasons")
        .select(["start_year", "slug"])
        .where("slug", "like", "nfl-%")
        .orderBy("start_year")
        .execute();
      // In July 2026 the current football season is still 2025; pro football seasons start at 1920.
      expect(nfl[0]).toEqual({ start_year: 1920, slug: "nfl-1920" });
      expect(nfl[nfl.length - 1]).toEqual({ start_year: 2025, slug: "nfl-2025" });
      const sb = await db
        .selectFrom("seasons")
        .innerJoin("champions", "champions.id", "seasons.champion_id")
        .select([
          "seasons.slug",
          "seasons.end_year",
          "seasons.playoffs_end",
          "champions.team_name",
          "champions.season_id",
          "seasons.id",
        ])
        .where("seasons.slug", "=", "nfl-2023")
        .executeTakeFirstOrThrow();
      expect(sb).toMatchObject({
        end_year: 2024,
        playoffs_end: "2024-02-11",
        team_name: "Kansas City Chiefs",
      });
      expect(sb.season_id).toBe(sb.id);
      const nba = await db
        .selectFrom("seasons")
        .select(["slug", "name"])
        .where("slug", "=", "nba-1946-47")
        .executeTakeFirstOrThrow();
      expect(nba.name).toBe("1946-47 NBA Season");
      const notHeld = await db
        .selectFrom("champions")
        .selectAll()
        .where("team_name", "is", null)
        .executeTakeFirstOrThrow();
      expect(notHeld).toMatchObject({ year: 2019, note: "Not held (COVID-19 pandemic)" });
      expect(notHeld.season_id).not.toBeNull();
      const info = await db.selectFrom("build_info").select(["key", "value"]).execute();
      expect(info.map((r) => r.key).sort()).toEqual(["built_at", "clock", "inputs", "season_horizon"]);
    } finally {
      await db.destroy();
    }
  });

  it("fails on a bad row with file:line and the reason, and leaves no file behind", async () => {
    const dir = dataCopy();
    const file = path.join(dir, "champions", "super-bowl.csv");
    const lines = fs.readFileSync(file, "utf8").split("\n");
    lines[2] = lines[2]
      .replace(",31,20,", ",thirty-one,20,")
      .replace("kansas-city-chiefs", "kansas-city-chefs");
    fs.writeFileSync(file, lines.join("\n"));
    const error = await failure(dir);
    expect(error.problems).toContain(
      'tests/fixtures/data/champions/super-bowl.csv:3: winner_score: must be a whole number (got "thirty-one")'.replace(
        "tests/fixtures/data",
        path.relative(process.cwd(), dir),
      ),
    );
    expect(error.message).toMatch(/super-bowl\.csv:3: .*winner_score/);
  });

  it("reports unknown teams, duplicate slugs, bad years and unknown columns", async () => {
    const dir = dataCopy();
    fs.appendFileSync(
      path.join(dir, "champions", "nba-finals.csv"),
      "2024,2025,,no-such-team,Nobody,,,,,,,,,,,,,,\n",
    );
    fs.appendFileSync(path.join(dir, "teams", "nba.csv"), "boston-celtics,Boston Celtics,,,,,,,,,,,,,,,,\n");
    fs.appendFileSync(
      path.join(dir, "teams", "nfl-identities.csv"),
      "kansas-city-chiefs,Kansas City Chiefs,,,19x3,\n",
    );
    fs.writeFileSync(path.join(dir, "teams", "cbb-identities.csv"), "team_slug,name,colour\n");
    const error = await failure(dir);
    const text = error.problems.join("\n");
    expect(text).toMatch(/teams\/nba\.csv:6: slug: "boston-celtics" is already used at nba\.csv:2/);
    expect(text).toMatch(/teams\/nfl-identities\.csv:8: first_season: must be a four-digit year/);
    expect(text).toMatch(/teams\/cbb-identities\.csv:1: unknown column\(s\): colour/);
    // Champion rows are checked after teams load, so fix the teams and look again.
    fs.writeFileSync(path.join(dir, "teams", "cbb-identities.csv"), "team_slug,name\n");
    fs.writeFileSync(
      path.join(dir, "teams", "nba.csv"),
      fs.readFileSync(path.join(FIXTURE_DATA_DIR, "teams", "nba.csv")),
    );
    fs.writeFileSync(
      path.join(dir, "teams", "nfl-identities.csv"),
      fs.readFileSync(path.join(FIXTURE_DATA_DIR, "teams", "nfl-identities.csv")),
    );
    const second = await failure(dir);
    expect(second.problems.join("\n")).toMatch(
      /champions\/nba-finals\.csv:4: champion_slug: unknown team "no-such-team"/,
    );
  });

  it("rejects a second row for the same season and a champion without a name", async () => {
    const dir = dataCopy();
    fs.appendFileSync(
      path.join(dir, "champions", "super-bowl.csv"),
      "2023,2024,,kansas-city-chiefs,,,,,,,,,,,,,,,\n",
    );
    const error = await failure(dir);
    const text = error.problems.join("\n");
    expect(text).toMatch(/super-bowl\.csv:6: champion_name: champion_slug and champion_name go together/);
  });

  it("builds from partial data: missing champions or teams files are skipped", async () => {
    const dir = dataCopy();
    fs.rmSync(path.join(dir, "champions", "nba-finals.csv"));
    fs.rmSync(path.join(dir, "teams", "cbb.csv"));
    fs.rmSync(path.join(dir, "champions", "ncaa-mens-basketball-tournament.csv"));
    const logs: string[] = [];
    const result = await buildDatabase({
      target: path.join(tempDir(), "db.sqlite"),
      dataDir: dir,
      now,
      importers: [],
      log: (m) => logs.push(m),
    });
    expect(result.counts).toMatchObject({ teams: 9, champions: 4 });
    expect(logs).toContain("champions/nba-finals.csv: missing, no champions yet");
    expect(logs).toContain("teams/cbb.csv: missing, no NCAA teams");
  });

  it("builds sports and levels alone when nothing else exists yet", async () => {
    const dir = path.join(tempDir(), "data");
    fs.mkdirSync(dir);
    fs.copyFileSync(path.join(FIXTURE_DATA_DIR, "sports.json"), path.join(dir, "sports.json"));
    fs.copyFileSync(path.join(FIXTURE_DATA_DIR, "levels.json"), path.join(dir, "levels.json"));
    const result = await buildDatabase({
      target: path.join(tempDir(), "db.sqlite"),
      dataDir: dir,
      now,
      importers: [],
    });
    expect(result.counts).toMatchObject({ sports: 4, levels: 4, championships: 0, seasons: 0 });
  });

  it("warns when a champion's name differs from the franchise's name of that season", async () => {
    const dir = dataCopy();
    const file = path.join(dir, "champions", "super-bowl.csv");
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replace("las-vegas-raiders,Oakland Raiders", "las-vegas-raiders,Las Vegas Raiders"),
    );
    const result = await buildDatabase({
      target: path.join(tempDir(), "db.sqlite"),
      dataDir: dir,
      now,
      importers: [],
    });
    expect(result.warnings.join("\n")).toMatch(
      /super-bowl\.csv:2: champion_name "Las Vegas Raiders" differs from the identity for 1980 \("Oakland Raiders"\)/,
    );
  });
});

describe("ensureDatabase", () => {
  it("builds when missing, skips when current and when a file is only touched, rebuilds when an input's contents change", async () => {
    const dir = dataCopy();
    const target = path.join(tempDir(), "db.sqlite");
    const logs: string[] = [];
    process.env.APP_NOW = TEST_NOW;
    try {
      const first = await ensureDatabase({ target, dataDir: dir, importers: [], log: (m) => logs.push(m) });
      expect(first).toMatchObject({ built: true, reason: "missing" });
      const second = await ensureDatabase({ target, dataDir: dir, importers: [], log: (m) => logs.push(m) });
      expect(second).toMatchObject({ built: false, reason: null });
      // A checkout or a `touch` that leaves the contents as they were keeps the database.
      const later = new Date(Date.now() + 5_000);
      const teams = path.join(dir, "teams", "nfl.csv");
      fs.utimesSync(teams, later, later);
      expect(await staleReason({ kind: "sqlite", file: target }, dir)).toBeNull();
      fs.appendFileSync(teams, "\n");
      expect(await staleReason({ kind: "sqlite", file: target }, dir)).toBe("inputs changed");
      const third = await ensureDatabase({ target, dataDir: dir, importers: [], log: (m) => logs.push(m) });
      expect(third).toMatchObject({ built: true, reason: "inputs changed" });
      // A new season (the clock moved past the rollover) makes the database stale too.
      expect(
        await staleReason({ kind: "sqlite", file: target }, dir, new Date("2027-08-15T12:00:00-04:00")),
      ).toBe("a new season started");
    } finally {
      delete process.env.APP_NOW;
    }
  });
});

describe("the machine cache of built databases", () => {
  it("a fresh checkout of the same inputs copies the database another built; a changed input builds anew", async () => {
    const dir = dataCopy();
    const cache = { dir: tempDir(), mode: "on" as const };
    const first = path.join(tempDir(), "db.sqlite");
    const fresh = path.join(tempDir(), "db.sqlite");
    process.env.APP_NOW = TEST_NOW;
    try {
      const built = await ensureDatabase({
        target: first,
        dataDir: dir,
        importers: [],
        cache,
        log: () => {},
      });
      expect(built).toMatchObject({ built: true, reason: "missing" });
      const copied = await ensureDatabase({
        target: fresh,
        dataDir: dir,
        importers: [],
        cache,
        log: () => {},
      });
      expect(copied).toMatchObject({ built: false, reason: "missing" });
      expect(copied.restored).toMatch(/\.sqlite$/);
      expect(await staleReason({ kind: "sqlite", file: fresh }, dir)).toBeNull();
      expect(fs.readFileSync(`${fresh}.build.log`, "utf8")).toBe(
        fs.readFileSync(`${first}.build.log`, "utf8"),
      );
      // Another input is another key: built, not copied, and the cache keeps the two newest.
      fs.appendFileSync(path.join(dir, "teams", "nfl.csv"), "\n");
      const rebuilt = await ensureDatabase({
        target: fresh,
        dataDir: dir,
        importers: [],
        cache,
        log: () => {},
      });
      expect(rebuilt).toMatchObject({ built: true, reason: "inputs changed" });
      fs.appendFileSync(path.join(dir, "teams", "nfl.csv"), "\n");
      await ensureDatabase({ target: fresh, dataDir: dir, importers: [], cache, log: () => {} });
      expect(fs.readdirSync(cache.dir).filter((name) => name.endsWith(".sqlite"))).toHaveLength(2);
      // Off, nothing is copied even when the cache holds the key.
      fs.rmSync(fresh);
      const off = await ensureDatabase({
        target: fresh,
        dataDir: dir,
        importers: [],
        cache: { ...cache, mode: "off" },
        log: () => {},
      });
      expect(off).toMatchObject({ built: true, reason: "missing" });
    } finally {
      delete process.env.APP_NOW;
    }
  });

  it("restores only an entry of the asked clock when one is asked, and never in store-only mode", () => {
    // The mode is pinned: CI runs with DATABASE_CACHE=store, which must not decide this test.
    const on = { dir: tempDir(), mode: "on" as const };
    const dir = on.dir;
    const db = path.join(tempDir(), "built.sqlite");
    fs.writeFileSync(db, "a database");
    fs.writeFileSync(`${db}.build.log`, "its log\n");
    expect(storeBuiltDatabase(db, "k1", "2026-11-21T20:00:00.000Z", on)).toBeNull();
    const target = path.join(tempDir(), "sports.sqlite");
    expect(restoreCachedDatabase(target, "k1", "2026-12-01T00:00:00.000Z", on)).toBeNull();
    expect(restoreCachedDatabase(target, "k2", undefined, on)).toBeNull();
    expect(restoreCachedDatabase(target, "k1", undefined, { dir, mode: "store" })).toBeNull();
    expect(fs.existsSync(target)).toBe(false);
    expect(restoreCachedDatabase(target, "k1", "2026-11-21T20:00:00.000Z", on)).not.toBeNull();
    expect(fs.readFileSync(target, "utf8")).toBe("a database");
    expect(fs.readFileSync(`${target}.build.log`, "utf8")).toBe("its log\n");
    expect(storeBuiltDatabase(db, "k3", "2026-11-21T20:00:00.000Z", { dir, mode: "off" })).toBe(
      "the cache is off",
    );
    expect(cacheKey("fingerprint", "{}")).not.toBe(cacheKey("fingerprint", '{"baseball":2026}'));
  });
});

describe("the open datasets in the fingerprint", () => {
  it("a fresh copy of the same files keeps the database current; a changed file makes it stale", async () => {
    const dir = dataCopy();
    const target = path.join(tempDir(), "db.sqlite");
    const openData = path.join(tempDir(), "open-data");
    fs.mkdirSync(path.join(openData, "some-dataset"), { recursive: true });
    const file = path.join(openData, "some-dataset", "games.csv");
    fs.writeFileSync(file, "date,home,away\n2024-01-01,A,B\n");
    const before = process.env.DATA_DIR;
    process.env.APP_NOW = TEST_NOW;
    process.env.DATA_DIR = openData;
    try {
      await ensureDatabase({ target, dataDir: dir, importers: [], log: () => {} });
      // The session copies ../shared again: same bytes, new mtimes.
      fs.rmSync(file);
      fs.writeFileSync(file, "date,home,away\n2024-01-01,A,B\n");
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      expect(await staleReason({ kind: "sqlite", file: target }, dir)).toBeNull();
      // Same size, other contents (a corrected score) is a change.
      fs.writeFileSync(file, "date,home,away\n2024-01-01,A,C\n");
      fs.utimesSync(file, later, later);
      expect(await staleReason({ kind: "sqlite", file: target }, dir)).toBe("inputs changed");
    } finally {
      delete process.env.APP_NOW;
      if (before === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = before;
    }
  });
});

describe("the build's inputs", () => {
  it("hold every module the build loads when it runs, domain/ included", () => {
    // Node itself loads build-db.ts (through tsx) with a hook that writes down each repository file
    // it loads: an independent account of the module graph that buildModules() reads from esbuild.
    const dir = tempDir();
    const list = path.join(dir, "loaded.txt");
    const hooks = path.join(dir, "hooks.mjs");
    fs.writeFileSync(
      hooks,
      `import fs from "node:fs";\nexport async function load(url, context, next) {\n  if (url.startsWith("file:") && !url.includes("/node_modules/")) fs.appendFileSync(${JSON.stringify(list)}, url + "\\n");\n  return next(url, context);\n}\n`,
    );
    const register = path.join(dir, "register.mjs");
    fs.writeFileSync(
      register,
      `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
    );
    const entry = pathToFileURL(path.join(REPO_ROOT, "backend", "import", "build-db.ts")).href;
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        pathToFileURL(register).href,
        "--input-type=module",
        "-e",
        `await import(${JSON.stringify(entry)})`,
      ],
      {
        cwd: REPO_ROOT,
        encoding: "utf8",
      },
    );
    expect(run.stderr).toBe("");
    const loaded = [...new Set(fs.readFileSync(list, "utf8").trim().split("\n"))]
      .map((url) => fileURLToPath(url))
      .filter((file) => file.startsWith(REPO_ROOT));
    expect(loaded.length).toBeGreaterThan(50);
    const inputs = new Set(buildModules());
    expect(loaded.filter((file) => !inputs.has(file))).toEqual([]);
    expect(inputs.has(path.join(REPO_ROOT, "domain", "leaders.ts"))).toBe(true);
  });
});

describe("CSV reader", () => {
  it("reads RFC 4180 quoting, CRLF, BOM and line numbers", () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"multi\nline",3\n4,,\n';
    const table = parseCsv(text);
    expect(table.header).toEqual(["a", "b", "c"]);
    expect(table.records).toEqual([
      { line: 2, values: { a: "1", b: "x, y", c: 'say "hi"' } },
      { line: 4, values: { a: "2", b: "multi\nline", c: "3" } },
      { line: 6, values: { a: "4", b: "", c: "" } },
    ]);
  });

  it("reports malformed rows with their line", () => {
    expect(() => parseCsv("a,b\n1,2,3\n")).toThrow(/expected 2 fields, found 3/);
    expect(() => parseCsvRows('a\n"open\n')).toThrow(/unterminated/);
    expect(() => parseCsvRows('"a"b\n')).toThrow(/after a closing quote/);
    expect(() => parseCsvRows('a"b\n')).toThrow(/quote inside/);
  });
});
