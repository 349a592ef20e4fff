import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "~/site/settings.server";

describe("settings", () => {
  it("has sensible defaults", () => {
    const s = loadSettings({});
    expect(s.contactEmail).toBe("contact@championshiphistory.example");
    expect(s.siblingSites).toHaveLength(6);
    expect(s.trustProxy).toBe(false);
    expect(s.warnings).toEqual([]);
  });
  it("reads overrides and reports bad values instead of failing", () => {
    const s = loadSettings({
      PRIMARY_DOMAIN: "sports.test",
      CONTACT_EMAIL: "not-an-email",
      SIBLING_SITES: "[]",
      TRUST_PROXY: "1",
    });
    expect(s.primaryDomain).toBe("championshiphistory.example");
    expect(s.warnings.length).toBeGreaterThan(0);
    const ok = loadSettings({
      PRIMARY_DOMAIN: "sports.test",
      TRUST_PROXY: "true",
      SIBLING_SITES: '[{"label":"A","url":"https://a.test/"}]',
    });
    expect(ok.hostMap.get("nfl.sports.test")).toBe("nfl");
    expect(ok.siblingSites).toEqual([{ label: "A", url: "https://a.test/" }]);
    expect(ok.trustProxy).toBe(true);
  });
});

describe("settings the server runs with", () => {
  it("has the documented defaults", () => {
    const s = loadSettings({});
    expect(s).toMatchObject({
      port: 5184,
      renderDeadlineMs: 4000,
      csp: "enforce",
      pageCache: true,
      rateLimit: { perMinute: 600, burst: 120 },
    });
    expect(s.scoresRefresh).toEqual({ liveMs: 30_000, todayMs: 120_000 });
  });
  it("reads values in any case and turns the rate limit off with 0", () => {
    const s = loadSettings({
      PORT: "6000",
      CSP: " Report-Only ",
      PAGE_CACHE: "OFF",
      RATE_LIMIT_PER_MINUTE: "0",
      API_URL: "http://127.0.0.1:5185",
    });
    expect(s).toMatchObject({
      port: 6000,
      csp: "report-only",
      pageCache: false,
      rateLimit: null,
      apiUrl: "http://127.0.0.1:5185",
    });
    expect(loadSettings({ PORT: "" }).port).toBe(5184);
  });
  it("refuses a value it cannot run with, naming the variable", () => {
    expect(() => loadSettings({ PORT: "eighty" })).toThrow(SettingsError);
    expect(() => loadSettings({ RENDER_DEADLINE_MS: "-5" })).toThrow(/RENDER_DEADLINE_MS="-5"/);
    expect(() => loadSettings({ CSP: "strict" })).toThrow(/CSP="strict"/);
    expect(() => loadSettings({ WEB_CONCURRENCY: "lots" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadSettings({ API_URL: "localhost:5185" })).toThrow(/API_URL/);
  });
});
