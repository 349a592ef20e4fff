/**
 * The pure pieces of the server's hardening (issue 23), one test per finding: redirect targets,
 * cross-site posts, request targets, the proxy hop count, the API worker count,
 * the health check, `?admin=true` through canonical redirects, and a page's deadline when it joins
 * a backend call someone else started.
 */
import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { createApiClient } from "~/api/client.server";
import { createResponseCache } from "~/api/cache.server";
import type { Transport } from "~/api/transport.server";
import { safeReturnPath } from "~/lib/active-season";
import { param } from "~/lib/route-kit";
import { parseRouteSearch, withAdminFlag } from "~/lib/route-kit.server";
import { loadSettings, proxyHopsOf } from "~/site/settings.server";
import { apiWorkerCount } from "../../server/api-pool";
import { isFormType } from "../../server/body-limit";
import { createHealthCheck } from "../../server/health";
import { collapsedTarget, MAX_TARGET_LENGTH, rejectionOf } from "../../server/request-guard";
import { sameOriginVerdict } from "../../server/same-origin";

describe("redirect targets after a form post", () => {
  itGives("keeps same-site paths, normalised", safeReturnPath, [
    ["/seasons?decade=2020", "/seasons?decade=2020"],
    ["/a/../teams/x#top", "/teams/x#top"],
    ["/seasons/%2F%2Fx", "/seasons/%2F%2Fx"],
  ]);

  it("refuses anything a browser could follow to another site, and control characters", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%09/evil.example".replace("%09", "\t"),
      "https://evil.example/",
      "javascript:alert(1)",
      " /x",
      "/a\u0000b",
      "/a\u007fb",
      "",
      "x".repeat(10),
      "/" + "x".repeat(600),
      null,
      42,
    ])
      expect(safeReturnPath(value), JSON.stringify(value)).toBe("/seasons");
  });
});

describe("cross-site posts", () => {
  const host = "nfl.localhost:5184";
  it("accepts the site's own pages and requests without browser provenance", () => {
    expect(sameOriginVerdict({ secFetchSite: "same-origin" }, host).ok).toBe(true);
    expect(sameOriginVerdict({ secFetchSite: "none" }, host).ok).toBe(true);
    expect(sameOriginVerdict({ origin: "http://nfl.localhost:5184" }, host).ok).toBe(true);
    expect(sameOriginVerdict({ referer: "http://NFL.localhost:5184/seasons?x=1" }, host).ok).toBe(true);
    expect(sameOriginVerdict({}, host).ok).toBe(true);
  });

  it("refuses other sites, sibling hosts, opaque origins and a mismatched port", () => {
    expect(
      sameOriginVerdict({ secFetchSite: "cross-site", origin: "http://nfl.localhost:5184" }, host).ok,
    ).toBe(false);
    expect(sameOriginVerdict({ secFetchSite: "same-site" }, host).ok).toBe(false);
    expect(sameOriginVerdict({ origin: "https://evil.example" }, host).ok).toBe(false);
    expect(sameOriginVerdict({ origin: "null" }, host).ok).toBe(false);
    expect(sameOriginVerdict({ origin: "http://nba.localhost:5184" }, host).ok).toBe(false);
    expect(sameOriginVerdict({ origin: "http://nfl.localhost:9999" }, host).ok).toBe(false);
    expect(sameOriginVerdict({ referer: "https://evil.example/nfl.localhost:5184" }, host).ok).toBe(false);
  });

  itGives("takes only form bodies", isFormType, [
    ["application/x-www-form-urlencoded; charset=UTF-8", true],
    ["multipart/form-data; boundary=x", true],
    ["application/json", false],
    [undefined, false],
  ]);
});

describe("request targets", () => {
  it("admit Remix's route-discovery requests (it splits them at 7,680 characters)", () => {
    const manifest = `/__manifest?${Array.from({ length: 240 }, (_, i) => `p=%2Fteams%2Fteam-${i}`).join("&")}&version=abc`;
    expect(manifest.length).toBeGreaterThan(4770);
    expect(manifest.length).toBeLessThan(7680);
    expect(rejectionOf("GET", manifest, "localhost:5184")).toBeNull();
    expect(rejectionOf("GET", `/${"x".repeat(MAX_TARGET_LENGTH)}`, "localhost:5184")?.status).toBe(400);
  });

  itGives("collapse runs of slashes in the path only", collapsedTarget, [
    ["/standings//", "/standings/"],
    ["/a///b?next=//x", "/a/b?next=//x"],
    ["/a/b?next=//x", null],
    ["/", null],
  ]);
});

describe("trusted proxies", () => {
  it("TRUST_PROXY reads as a hop count", () => {
    expect(proxyHopsOf("1")).toBe(1);
    expect(proxyHopsOf("true")).toBe(1);
    expect(proxyHopsOf("2")).toBe(2);
    expect(proxyHopsOf("off")).toBe(0);
    expect(proxyHopsOf(undefined)).toBe(0);
    expect(loadSettings({ TRUST_PROXY: "yes" })).toMatchObject({ trustProxy: true, proxyHops: 1 });
  });
});

describe("API workers", () => {
  itCalls("default to the cores, at least 1 and at most 4; an explicit count wins", apiWorkerCount, [
    [undefined, 1, 1],
    [undefined, 2, 2],
    [undefined, 32, 4],
    ["0", 8, 0],
    ["3", 1, 3],
    ["abc", 2, 2],
  ]);
});

describe("health check", () => {
  it("reports each part, and is unusable when the database or the backend fails or hangs", async () => {
    const ok = createHealthCheck({
      database: async () => "v1",
      backend: async () => new Response("[]"),
      reuseMs: 0,
    });
    expect(await ok()).toMatchObject({ usable: true, database: { state: "ok" }, backend: { state: "ok" } });
    const corrupt = createHealthCheck({
      database: async () => {
        throw new Error("database disk image is malformed");
      },
      backend: async () => new Response("{}", { status: 500 }),
      reuseMs: 0,
    });
    expect(await corrupt()).toMatchObject({
      usable: false,
      database: { state: "error", reason: "failed" },
      backend: { state: "error", reason: "HTTP 500" },
    });
    const hung = createHealthCheck({
      backend: () => new Promise<Response>(() => {}),
      timeoutMs: 50,
      reuseMs: 0,
    });
    expect(await hung()).toMatchObject({
      usable: false,
      database: { state: "not used" },
      backend: { state: "error", reason: "timed out" },
    });
  });
});

describe("?admin=true through canonical redirects", () => {
  const shape = { page: param.page() };
  const redirectOf = (url: string): string | null => {
    try {
      parseRouteSearch(new Request(url), shape);
      return null;
    } catch (thrown) {
      return (thrown as Response).headers.get("Location");
    }
  };
  it("is carried on, and never causes a redirect by itself", () => {
    expect(redirectOf("http://localhost/teams?admin=true&junk=1")).toBe("/teams?admin=true");
    expect(redirectOf("http://localhost/teams?page=1&admin=true")).toBe("/teams?admin=true");
    expect(redirectOf("http://localhost/teams?admin=true")).toBeNull();
    expect(redirectOf("http://localhost/teams?page=2&admin=true")).toBeNull();
    expect(redirectOf("http://localhost/teams?admin=false")).toBe("/teams");
    expect(
      withAdminFlag("/teams/x/2024", new Request("http://localhost/teams/x?season=2024&admin=true")),
    ).toBe("/teams/x/2024?admin=true");
  });
});

describe("a page's deadline", () => {
  it("holds when the page joins a backend call that another caller (the warm-up) started without one", async () => {
    const hung: Transport = {
      kind: "http",
      baseUrl: "http://x",
      fetch: () => new Promise<Response>(() => {}),
    };
    const cache = createResponseCache({ sweepIntervalMs: 0 });
    const warmUp = createApiClient({ transport: hung, cache });
    void warmUp.listSports().catch(() => undefined);
    const page = createApiClient({ transport: hung, cache, deadlineMs: 100 });
    const started = Date.now();
    await expect(page.listSports()).rejects.toMatchObject({ status: 504 });
    expect(Date.now() - started).toBeLessThan(1000);
    cache.dispose();
  });
});
