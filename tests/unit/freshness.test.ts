/** The one cache vocabulary (docs/constants.md#freshness-classes): one lifetime per name. */
import { describe, expect, it } from "vitest";
import { cacheControlFor, FRESHNESS, PAGE_FRESHNESS } from "@domain/contract/freshness";
import { CACHE_POLICIES } from "~/lib/http-cache";

describe("freshness names", () => {
  it("no name is both an API class and a page class", () => {
    const api = Object.keys(FRESHNESS);
    expect(Object.keys(PAGE_FRESHNESS).filter((name) => api.includes(name))).toEqual([]);
  });

  it("API answers and pages send the documented Cache-Control", () => {
    expect(cacheControlFor("semi-static")).toBe("public, max-age=14400, stale-while-revalidate=72000");
    expect(cacheControlFor("static")).toBe("public, max-age=86400, stale-while-revalidate=518400");
    expect(CACHE_POLICIES).toEqual({
      release: "public, max-age=3600, stale-while-revalidate=86400",
      history: "public, max-age=300, stale-while-revalidate=3600",
      directory: "public, max-age=300, stale-while-revalidate=1800",
      recent: "public, max-age=60, stale-while-revalidate=600",
      live: "public, max-age=10, stale-while-revalidate=20",
      refreshing: "no-store",
      none: "no-store",
    });
  });
});
