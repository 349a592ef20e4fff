/**
 * docs/architecture.md stays the design as built: its table of layers is the ESLint layer rule
 * (both directions, and what each layer must not import), every repository path it names exists,
 * and the README links to it. Every section of the docs that the docs or the code cite
 * (`docs/rules.md#retries`, `(constants.md#page-classes)`) is a heading that exists.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import eslintConfig from "../../eslint.config.js";

const ROOT = path.resolve(__dirname, "../..");
const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");

interface ConfigEntry {
  files?: string[];
  rules?: Record<string, unknown>;
}
interface RestrictedPattern {
  group?: string[];
  regex?: string;
}

/** Top-level directory names a glob, alias or regex of the lint rule refers to. */
function namesIn(text: string): string[] {
  const names = [...text.matchAll(/(?:^|[/*^)(|])([a-z][a-z-]*)(?=\/|\\\.ts|\(\\\\\.ts\)|\.ts)/g)].map(
    (m) => m[1]!,
  );
  if (text.startsWith("~/")) names.push("app");
  return names;
}

/** The layers of eslint.config.js: the directories each layer rule covers, with what it forbids. */
function layersOfConfig(): Map<string, Set<string>> {
  const entries = (eslintConfig as ConfigEntry[]).filter(
    (entry) => entry.files && entry.rules?.["no-restricted-imports"],
  );
  const covered = new Map<string, string[]>();
  for (const entry of entries) {
    const rule = entry.rules!["no-restricted-imports"] as [string, { patterns: RestrictedPattern[] }];
    const forbidden = rule[1].patterns
      .flatMap((p) => [...(p.group ?? []), ...(p.regex ? [p.regex] : [])])
      .flatMap(namesIn);
    for (const glob of entry.files!) {
      const dir = glob.split("/")[0]!;
      covered.set(dir, [...(covered.get(dir) ?? []), ...forbidden]);
    }
  }
  // A layer is a directory the rule covers or forbids (server/ and server.ts are one layer: `server`).
  const all = new Set([...covered.keys(), ...[...covered.values()].flat()]);
  const layers = new Map<string, Set<string>>();
  for (const name of all) {
    if (!existsSync(path.join(ROOT, name))) continue;
    layers.set(
      name,
      new Set(
        (covered.get(name) ?? []).filter(
          (other) => other !== name && all.has(other) && existsSync(path.join(ROOT, other)),
        ),
      ),
    );
  }
  return layers;
}

/** The doc's "## Layers" table: layer directory -> the layers its "must not import" cell names. */
function layersOfDoc(): Map<string, Set<string>> {
  const section = doc.split(/^## /m).find((part) => part.startsWith("Layers\n"));
  expect(section, "docs/architecture.md has a '## Layers' section").toBeDefined();
  const rows = section!.split("\n").filter((line) => /^\| `[a-z]+\/` \|/.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split("|").map((cell) => cell.trim());
      const layer = /`([a-z]+)\/`/.exec(cells[1]!)![1]!;
      const forbidden = [...cells[3]!.matchAll(/`([a-z]+)\/`/g)].map((m) => m[1]!);
      return [layer, new Set(forbidden)];
    }),
  );
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

const anchorsByDoc = new Map<string, Set<string>>();
/** The anchors of a doc's headings, read once per doc. */
function anchorsOf(docPath: string): Set<string> {
  let anchors = anchorsByDoc.get(docPath);
  if (!anchors) {
    anchors = new Set(
      [...readFileSync(path.join(ROOT, docPath), "utf8").matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
        anchorOf(m[1]!),
      ),
    );
    anchorsByDoc.set(docPath, anchors);
  }
  return anchors;
}

/** Every citation of a docs section: markdown links in README and docs/, `docs/<file>.md#<section>` in the code. */
function citations(): { from: string; doc: string; anchor: string }[] {
  const found: { from: string; doc: string; anchor: string }[] = [];
  const docs = ["README.md", ...readdirSync(path.join(ROOT, "docs")).map((f) => `docs/${f}`)].filter((f) =>
    f.endsWith(".md"),
  );
  for (const from of docs) {
    for (const m of readFileSync(path.join(ROOT, from), "utf8").matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
      found.push({ from, doc: m[1] ? path.posix.join(path.posix.dirname(from), m[1]) : from, anchor: m[2]! });
    }
  }
  const code = ["app", "backend", "domain", "server", "scripts", "tests"].flatMap((dir) =>
    (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f}`),
  );
  for (const from of [...code, "server.ts"].filter((f) => /\.(ts|tsx|js|mjs)$/.test(f))) {
    for (const m of readFileSync(path.join(ROOT, from), "utf8").matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
      found.push({ from, doc: `docs/${m[1]}`, anchor: m[2]! });
    }
  }
  return found;
}

describe("docs/architecture.md", () => {
  it("describes exactly the layers the ESLint layer rule enforces", () => {
    const config = layersOfConfig();
    const described = layersOfDoc();
    expect([...config.keys()].sort()).toEqual(["app", "backend", "domain", "server"]);
    expect([...described.keys()].sort()).toEqual([...config.keys()].sort());
  });

  it("says of each layer what the rule forbids it to import", () => {
    const config = layersOfConfig();
    const described = layersOfDoc();
    for (const [layer, forbidden] of config) {
      expect([...(described.get(layer) ?? [])].sort(), `${layer}/ must not import`).toEqual(
        [...forbidden].sort(),
      );
    }
  });

  it("names only repository paths that exist", () => {
    const roots =
      /^(app|backend|domain|server|docs|scripts|tests)\/|^(server\.ts|eslint\.config\.js|README\.md)$/;
    const named = [...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => roots.test(p));
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((p) => !existsSync(path.join(ROOT, p.replace(/[*<].*$/, ""))));
    expect(missing).toEqual([]);
  });

  it("is linked from the README", () => {
    expect(readFileSync(path.join(ROOT, "README.md"), "utf8")).toContain("(docs/architecture.md)");
  });

  it("and the rest of the docs and the code cite only sections that exist", () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(100);
    const broken = cited.filter(
      (c) => !existsSync(path.join(ROOT, c.doc)) || !anchorsOf(c.doc).has(c.anchor),
    );
    expect(broken.map((c) => `${c.from}: ${c.doc}#${c.anchor}`)).toEqual([]);
  });
});
