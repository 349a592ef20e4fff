/**
 * A code island's component is a dynamic import, so its styles are not in the page's stylesheets
 * unless the page imports them itself: without them the first load (and a visit without
 * JavaScript) would show the island's server HTML unstyled. Read from the sources: every
 * vanilla-extract style module an island reaches must be reached by its page too.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(ROOT, "app", spec.slice(2))
    : spec.startsWith("@domain/")
      ? path.join(ROOT, "domain", spec.slice(8))
      : spec.startsWith(".")
        ? path.join(path.dirname(from), spec)
        : null;
  if (!base) return null;
  for (const ext of ["", ".ts", ".tsx"]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The style modules a module reaches through its static (non-type) imports. */
function styleModules(file: string, seen = new Set<string>()): Set<string> {
  if (!seen.has(file)) {
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"/gm)) {
      const next = resolveImport(file, m[1] ?? m[2]);
      if (next) styleModules(next, seen);
    }
  }
  return new Set([...seen].filter((f) => f.endsWith(".css.ts")));
}

/** The modules that declare a code island (pages and sections of pages). */
const routes = (fs.readdirSync(path.join(ROOT, "app"), { recursive: true }) as string[])
  .map((name) => path.join(ROOT, "app", name))
  .filter(
    (file) => /\.tsx?$/.test(file) && /islandCode[^(]*\(\s*\(\)\s*=>/.test(fs.readFileSync(file, "utf8")),
  );
const islandsOf = (file: string) =>
  [...fs.readFileSync(file, "utf8").matchAll(/islandCode[^(]*\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g)].map(
    (m) => resolveImport(file, m[1])!,
  );

describe("code islands' styles", () => {
  it("finds the pages with code islands", () => {
    expect(routes.length).toBeGreaterThanOrEqual(4);
  });
  for (const route of routes)
    it(`${path.basename(route)} imports every style module its islands reach`, () => {
      const own = styleModules(route);
      for (const island of islandsOf(route)) {
        const missing = [...styleModules(island)]
          .filter((f) => !own.has(f))
          .map((f) => path.relative(ROOT, f));
        expect(missing, path.relative(ROOT, island)).toEqual([]);
      }
    });
});
