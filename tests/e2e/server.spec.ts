import { expect, test, type APIResponse } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { TEST_NOW, TEST_PORT } from "../../playwright.config";
import { extraPort, untilHealthy } from "./server-process";

// Process-level behaviour; the page projects do not matter here, so run it once.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "server behaviour is checked once");
});

async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: String(port), APP_NOW: TEST_NOW, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Any answer: a server whose backend is down says 503 on /healthz but serves its pages.
  await untilHealthy(child, port, (status) => status === 200 || status === 503);
  return child;
}

test("/healthz reports status, build id and uptime", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe("ok");
  expect(body.build).toMatch(/^[0-9a-f]{6,}$/);
  expect(typeof body.uptime).toBe("number");
});

test("pages carry a fresh CSP nonce on every inline script", async ({ request }) => {
  const [a, b] = await Promise.all([request.get("/"), request.get("/")]);
  const nonceOf = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? "")?.[1];
  const na = nonceOf(a.headers()["content-security-policy"]);
  const nb = nonceOf(b.headers()["content-security-policy"]);
  expect(na).toBeTruthy();
  expect(na).not.toBe(nb);
  const html = await a.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${na}"`);
});

test("fingerprinted assets are immutable; public files get a short cache", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()["cache-control"]).toContain("immutable");
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
});

test("SIGTERM stops the server cleanly", async () => {
  const port = extraPort(6);
  const child = await startServer(port);
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = await exited;
  expect(code).toBe(0);
  await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
});

test("a second instance with API_URL renders the same data from the first", async ({ request }) => {
  const port = extraPort(7);
  const child = await startServer(port, { API_URL: `http://localhost:${TEST_PORT}` });
  try {
    const local = await (await request.get(`http://localhost:${TEST_PORT}/debug`)).text();
    const remote = await (await request.get(`http://localhost:${port}/debug`)).text();
    const teamsLine = (html: string) => /Teams API: (?:<!-- -->)?(\d+)/.exec(html)?.[1];
    expect(teamsLine(local)).toBeTruthy();
    expect(teamsLine(remote)).toBe(teamsLine(local));
    // The remote instance has no /api of its own.
    expect((await request.get(`http://localhost:${port}/api/core/sports/`)).status()).toBe(404);
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
});

test("a malformed URL gets the error state with 400, never a stack trace", async ({ request }) => {
  const page = await request.get("/championships/%E0%A4%A");
  expect(page.status()).toBe(400);
  const html = await page.text();
  expect(html).toContain("Failed to Load Data");
  expect(html).not.toMatch(/at \w+ \(|node_modules|URIError/);
  // The API treats an undecodable id as an unknown one.
  const api = await request.get("/api/teams/teams/%E0%A4%A/");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: "Not found." });
});

test("with the backend unreachable, /debug reports the error and a count of 0", async ({ request }) => {
  const port = extraPort(8);
  const child = await startServer(port, { API_URL: "http://127.0.0.1:9" });
  try {
    const res = await request.get(`http://localhost:${port}/debug`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/Teams API: (?:<!-- -->)?0(?:<!-- -->)? teams/);
    expect(html).toMatch(/role="alert">Error: (?:<!-- -->)?\S/);
    // The visitor's wording, not the internal error (no address, no stack): DEBUG_DETAILS=1 shows that.
    expect(html).toContain("The data service could not be reached");
    expect(html).not.toContain("127.0.0.1:9");
    // The home page still renders inside the shell, with the site's own title, instead of crashing.
    const home = await request.get(`http://localhost:${port}/`);
    expect([200, 503]).toContain(home.status());
    const homeHtml = await home.text();
    expect(homeHtml).toContain("<title>Championship History</title>");
    expect(homeHtml).toContain("Championship Analytics Across Every Sport");
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
});

test("downloads and form posts answer their 400 and 404 as text or a page, never Remix's JSON error", async ({
  request,
}) => {
  const host = (key: string) => ({ Host: `${key === "hub" ? "" : `${key}.`}localhost:${TEST_PORT}` });
  const site = (key: string, path: string) =>
    request.get(`http://localhost:${TEST_PORT}${path}`, { headers: host(key) });
  const nba = `nba.localhost:${TEST_PORT}`;
  const cases: [string, Promise<APIResponse>, number, string, string][] = [
    ["unknown award", site("nba", "/awards/no-such-award.csv"), 404, "text/plain", "Not Found"],
    ["draft year", site("nba", "/draft/1800.csv"), 404, "text/plain", "Not Found"],
    ["site without leaders", site("cbb", "/leaders.csv"), 404, "text/plain", "Not Found"],
    // URL parsing drops a tab: `/<tab>/nba.localhost/...` would read as another site's page.
    [
      "tab in from",
      site("hub", `/table.csv?from=${encodeURIComponent(`/\t/${nba}/standings`)}&table=x`),
      400,
      "text/plain",
      "Bad Request",
    ],
    [
      "resource route in from",
      site("hub", "/table.csv?from=%2Fleaders.csv&table=x"),
      400,
      "text/plain",
      "Bad Request",
    ],
    [
      "control character in a form field",
      request.post(`http://localhost:${TEST_PORT}/season`, {
        headers: { Origin: `http://localhost:${TEST_PORT}` },
        form: { season: "2020", redirectTo: "/\u0001" },
        maxRedirects: 0,
      }),
      400,
      "text/html",
      "Bad request: field redirectTo",
    ],
  ];
  for (const [what, pending, status, type, text] of cases) {
    const res = await pending;
    expect(res.status(), what).toBe(status);
    expect(res.headers()["content-type"], what).toContain(type);
    const body = await res.text();
    expect(body, what).toContain(text);
    expect(body, what).not.toContain("Unexpected Server Error");
  }
});
