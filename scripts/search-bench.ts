/**
 * `npm run bench:search`: how long the site search takes at the database, per query, on the
 * built database (DATABASE_URL / DATABASE_FILE, default .data/sports.sqlite): the grouped search
 * of every kind (what /search and the suggestions run) and the players list's `search` filter.
 * Prints median and worst of BENCH_ROUNDS runs (default 30) after one warm-up. Figures only.
 * With BENCH_URL (a running server, e.g. http://localhost:5184) it also times the header box's
 * suggestions, /search.json, for every prefix a visitor types ("g", "gr", ... "gretzky").
 */
import { sql } from "kysely";
import { openDatabase, dialectOf } from "../backend/db/connection";
import { matchesSearch, searchIndex } from "../backend/db/search";

const QUERIES = [
  "doncic",
  "Dončić",
  "Quebec Nordiques",
  "yanks",
  "habs",
  "smith",
  "jo",
  "j",
  "new york",
  "wayne gretzky",
  "michael jordan",
  "2016 cubs",
  "super bowl",
  "zzzzqx",
];
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

async function time(fn: () => Promise<unknown>) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return stats(times);
}

const db = openDatabase(process.env.DATABASE_URL, { readonly: true });
try {
  const { n } = await db
    .selectFrom("search_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`search index: ${n} documents (${dialectOf(db)}), ${rounds} rounds per row, ms`);
  console.log(
    [
      "query".padEnd(18),
      "all kinds p50/max".padStart(18),
      "players page p50/max".padStart(22),
      "players list p50/max".padStart(22),
      "  matches",
    ].join(""),
  );
  for (const query of QUERIES) {
    let found = "";
    const all = await time(async () => {
      const groups = await searchIndex(db, { query, page: 1, pageSize: 8 });
      found = groups.map((g) => `${g.kind} ${g.count}`).join(", ");
    });
    const players = await time(() =>
      searchIndex(db, { query, kind: "players", page: 2, pageSize: 25, preferSportId: 2, preferLevelId: 1 }),
    );
    const list = await time(() =>
      db
        .selectFrom("players")
        .innerJoin("people", "people.id", "players.person_id")
        .select(["players.id", sql<number>`count(*) over ()`.as("total")])
        .where(matchesSearch(db, "players", "players.id", query))
        .orderBy("people.last_name")
        .limit(25)
        .execute(),
    );
    const f = (s: { p50: number; max: number }) => `${s.p50.toFixed(2)}/${s.max.toFixed(2)}`;
    console.log(
      [
        query.padEnd(18),
        f(all).padStart(18),
        f(players).padStart(22),
        f(list).padStart(22),
        `  ${found}`,
      ].join(""),
    );
  }
} finally {
  await db.destroy();
}

const benchUrl = process.env.BENCH_URL;
if (benchUrl) {
  const words = ["gretzky", "doncic", "yankees", "quebec nordiques", "smith", "michael jordan"];
  const times: number[] = [];
  for (const word of words) {
    for (let i = 2; i <= word.length; i++) {
      // Each prefix once: the server caches answers, so only the first run after a start is cold.
      const q = word.slice(0, i);
      const t = performance.now();
      const response = await fetch(`${benchUrl}/search.json?${new URLSearchParams({ q })}`);
      await response.text();
      times.push(performance.now() - t);
    }
  }
  const s = stats(times);
  console.log(
    `/search.json over HTTP (${times.length} keystrokes): p50 ${s.p50.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`,
  );
}
