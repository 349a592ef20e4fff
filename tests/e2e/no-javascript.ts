/**
 * Which browser tests run again without JavaScript (the `js-off` project of playwright.config.ts).
 *
 * A page's server HTML is the same whether or not the browser runs scripts, so a test that only
 * opens a page and reads it proves the same thing in both projects: it runs once, with JavaScript.
 * A test runs without JavaScript too when its spec is one whose pages behave differently there
 * (NO_JAVASCRIPT_SPECS) and its body acts on the page or depends on scripts: a click, a key, a
 * filled or chosen field, back and forward, a reload, a URL that changes, a branch on
 * `jsEnabled`/`javaScriptEnabled`, an axe check (whose DOM can differ: see expectNoAxeViolations),
 * or a call to a helper of the spec that does any of these. The decision is read from the spec's
 * source when the config loads, so a new test is placed by what it does, and a doubtful case runs
 * in both projects.
 */
import fs from "node:fs";
import path from "node:path";

/** The specs whose pages behave differently without JavaScript (forms, native widgets, tabs as links, posts). */
export const NO_JAVASCRIPT_SPECS = [
  "analytics",
  "awards",
  "box-scores",
  "brackets",
  "cbb-games",
  "cbb-team-seasons",
  "cbs-leaders",
  "cbs-players",
  "chk",
  "championships",
  "coaches",
  "color-mode",
  "compare",
  "explore",
  "favorites",
  "features",
  "finder",
  "follow",
  "layout-header",
  "layout-tables",
  "leaders",
  "leaders-chk",
  "load-on-use",
  "mlb-box-scores",
  "mlb-game-log",
  "mlb-history",
  "mlb-postseason-game-log",
  "nba-playoff-box-scores",
  "open-data",
  "pages-axe",
  "pages-place",
  "players",
  "round-names",
  "scope",
  "scores",
  "search",
  "search-answers",
  "seasons",
  "shell",
  "standings",
  "static-islands",
  "teams",
];

export const noJavaScriptSpecs = NO_JAVASCRIPT_SPECS.map((name) => `**/${name}.spec.ts`);

/** What acts on a page or depends on its scripts. */
const ACTS =
  /\.(click|dblclick|fill|press|pressSequentially|type|check|uncheck|hover|tap|selectOption|setInputFiles|dispatchEvent|focus|goBack|goForward|reload|waitForURL)\(|keyboard\.|mouse\.|toHaveURL|jsEnabled|javaScriptEnabled|chooseOption|optionLabels|enhanceField|filterField|expectNoAxeViolations|evaluate\(|route\(/;

const TEST_CALL = /\btest\(\s*(`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*,/g;
const LOCAL_FUNCTION =
  /(?:^|\n)(?:export\s+)?(?:async\s+)?function\s+(\w+)\s*\(|(?:^|\n)(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>/g;

const TEST_OR_DESCRIBE = /\btest(?:\.describe)?\(/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A title literal as a pattern: template holes match any text. */
function titlePattern(literal: string): string {
  const body = literal.slice(1, -1);
  if (!literal.startsWith("`")) return escapeRegExp(body);
  return body
    .split(/\$\{[^}]*\}/)
    .map(escapeRegExp)
    .join(".+");
}

/** Names of the spec's own helpers that act on a page (directly or through another helper). */
function actingHelpers(source: string): Set<string> {
  const definitions = [...source.matchAll(LOCAL_FUNCTION)].map((m) => ({
    name: (m[1] ?? m[2])!,
    at: m.index!,
  }));
  // A helper's body ends at the next definition or the next test or describe, whichever comes
  // first: a one-line helper defined above a describe would otherwise take in the tests below it.
  const end = (from: number, next: number) => {
    TEST_OR_DESCRIBE.lastIndex = from + 1;
    const found = TEST_OR_DESCRIBE.exec(source);
    return Math.min(next, found ? found.index : source.length);
  };
  const bodies = definitions.map((d, i) => ({
    name: d.name,
    body: source.slice(d.at, end(d.at, definitions[i + 1]?.at ?? source.length)),
  }));
  const acting = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const { name, body } of bodies) {
      if (acting.has(name)) continue;
      if (ACTS.test(body) || [...acting].some((other) => new RegExp(`\\b${other}\\(`).test(body))) {
        acting.add(name);
        changed = true;
      }
    }
  }
  return acting;
}

/**
 * Patterns of the tests, in the no-JavaScript specs, that only read what the server rendered: the
 * js-off project leaves them out (`grepInvert`). Each pattern names its spec file, so a title
 * cannot match a test of another file.
 */
export function readOnlyTests(dir: string): RegExp[] {
  const patterns: RegExp[] = [];
  for (const name of NO_JAVASCRIPT_SPECS) {
    const file = `${name}.spec.ts`;
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    const helpers = actingHelpers(source);
    const calls = [...source.matchAll(TEST_CALL)];
    calls.forEach((call, i) => {
      // The test's body: up to the next test (a later helper or describe only adds to what is read).
      const body = source.slice(call.index!, calls[i + 1]?.index ?? source.length);
      const acts = ACTS.test(body) || [...helpers].some((helper) => new RegExp(`\\b${helper}\\(`).test(body));
      if (!acts) patterns.push(new RegExp(`${escapeRegExp(file)} .*${titlePattern(call[1]!)}$`));
    });
  }
  return patterns;
}
