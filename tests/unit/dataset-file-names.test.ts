/**
 * Each open-data file is named by its typed reader only (backend/import/readers/): every other
 * module reaches it through the reader, given the data directory. This test takes the names from
 * the readers themselves (each typed file's `name`, and a module's FILE_NAMES for the files it
 * reads without one) and fails when one is written in a string, template or regular expression of
 * any other source module. Comments may still name a file.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const READERS = path.join(ROOT, "backend/import/readers");
const SCANNED = ["backend", "app", "server", "scripts", "domain"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Owned name → the reader modules that own it (a name two datasets share has two). */
async function ownedNames(): Promise<Map<string, Set<string>>> {
  const owned = new Map<string, Set<string>>();
  const own = (name: string, file: string) => owned.set(name, (owned.get(name) ?? new Set()).add(file));
  for (const entry of fs.readdirSync(READERS).filter((n) => SOURCE.test(n))) {
    const file = path.join(READERS, entry);
    const module: Record<string, unknown> = await import(file);
    for (const [key, value] of Object.entries(module)) {
      if (key === "FILE_NAMES" && Array.isArray(value)) for (const name of value) own(String(name), file);
      else if (isTypedFile(value)) own(value.name, file);
    }
  }
  return owned;
}

function isTypedFile(value: unknown): value is { name: string; dir: string } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.dir === "string" && typeof v.path === "function";
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "build" ? [] : sourceFiles(full);
    return SOURCE.test(e.name) ? [full] : [];
  });
}

/** The text of every string, template part, regular expression and JSX text of a module (no comments). */
export function literalTexts(fileName: string, text: string): string[] {
  const kind = /\.(tsx|jsx)$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    )
      out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * The owned names written in `text`; a name inside a longer one written there is that one's part
 * ("Teams.csv" of "MTeams.csv" or "End of Season Teams.csv"), not a name of its own.
 */
export function namesIn(text: string, names: readonly string[]): string[] {
  const hits = names.flatMap((name) => {
    const at: { name: string; from: number; to: number }[] = [];
    for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1))
      at.push({ name, from: i, to: i + name.length });
    return at;
  });
  const inside = (a: (typeof hits)[number], b: (typeof hits)[number]) =>
    a !== b && b.from <= a.from && a.to <= b.to && b.to - b.from > a.to - a.from;
  return hits.filter((a) => !hits.some((b) => inside(a, b))).map((a) => a.name);
}

describe("open-data file names", () => {
  it("are read from the readers, which name the files the importers read", async () => {
    const owned = await ownedNames();
    for (const name of ["Teams.csv", "Scoring.csv", "Master.csv", "People.csv", "NHL_Schedule_"])
      expect(owned.has(name), name).toBe(true);
    expect([...owned.get("Teams.csv")!].map((f) => path.basename(f)).sort()).toEqual([
      "hockey-databank.ts",
      "lahman.ts",
    ]);
  });

  it("finds a name in strings, templates and regular expressions, not in comments", () => {
    const texts = literalTexts(
      "x.ts",
      '// Teams.csv\nconst a = "Teams.csv"; const b = `${d}/Scoring.csv`; const c = /^NHL_Schedule_\\d+/;',
    );
    expect(texts.filter((t) => /Teams\.csv|Scoring\.csv|NHL_Schedule_/.test(t))).toHaveLength(3);
    expect(texts.join(" ")).not.toContain("// Teams.csv");
  });

  it("reads a name inside a longer one as the longer one's", () => {
    const names = ["Teams.csv", "MTeams.csv", "End of Season Teams.csv"];
    expect(namesIn("MTeams.csv and End of Season Teams.csv", names)).toEqual([
      "MTeams.csv",
      "End of Season Teams.csv",
    ]);
    expect(namesIn("lahman/Teams.csv", names)).toEqual(["Teams.csv"]);
  });

  it("appear in no module but the reader that owns them", async () => {
    const owned = await ownedNames();
    const found: string[] = [];
    for (const file of SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d)))) {
      const texts = literalTexts(file, fs.readFileSync(file, "utf8"));
      for (const name of texts.flatMap((t) => namesIn(t, [...owned.keys()])))
        if (!owned.get(name)!.has(file)) found.push(`${path.relative(ROOT, file)}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
