import { describe, expect, it } from "vitest";
import { loadSettings } from "~/site/settings.server";
import { contentSecurityPolicy } from "../../server/security";

describe("settings", () => {
  it("has sensible defaults", () => {
    const s = loadSettings({});
    expect(s.contactEmail).toBe("contact@championshiphistory.example");
    expect(s.siblingSites).toHaveLength(6);
    expect(s.trustProxy).toBe(false);
    expect(s.warnings).toEqual([]);
  });
  it("reads overrides and reports bad values instead of failing", () => {
    const s = loadSettings({ PRIMARY_DOMAIN: "sports.test", CONTACT_EMAIL: "not-an-email", SIBLING_SITES: "[]", TRUST_PROXY: "1" });
    expect(s.primaryDomain).toBe("championshiphistory.example");
    expect(s.warnings.length).toBeGreaterThan(0);
    const ok = loadSettings({ PRIMARY_DOMAIN: "sports.test", TRUST_PROXY: "true", SIBLING_SITES: '[{"label":"A","url":"https://a.test/"}]' });
    expect(ok.hostMap.get("nfl.sports.test")).toBe("nfl");
    expect(ok.siblingSites).toEqual([{ label: "A", url: "https://a.test/" }]);
    expect(ok.trustProxy).toBe(true);
  });
});

describe("content security policy", () => {
  it("carries the request's nonce and no unsafe-inline scripts", () => {
    const csp = contentSecurityPolicy("abc123", { dev: false, mode: undefined });
    expect(csp?.header).toBe("Content-Security-Policy");
    expect(csp?.value).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp?.value).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it("can be switched to report-only or off", () => {
    expect(contentSecurityPolicy("n", { dev: false, mode: "report-only" })?.header).toBe("Content-Security-Policy-Report-Only");
    expect(contentSecurityPolicy("n", { dev: false, mode: "off" })).toBeNull();
    expect(contentSecurityPolicy("n", { dev: true, mode: "enforce" })).toBeNull();
  });
});
