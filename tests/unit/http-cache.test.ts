import { describe, expect, it } from "vitest";
import { ApiError } from "~/api/errors";
import { apiErrorMessage, apiErrorStatus, CACHE_HISTORY, loaderCacheHeaders } from "~/lib/http-cache";

describe("page cache headers", () => {
  it("passes the loader's Cache-Control and Vary on, or no-store", () => {
    const h = loaderCacheHeaders({
      loaderHeaders: new Headers({ "Cache-Control": CACHE_HISTORY, Vary: "Cookie" }),
    });
    expect(h.get("Cache-Control")).toBe(CACHE_HISTORY);
    expect(h.get("Vary")).toBe("Cookie");
    expect(loaderCacheHeaders({ loaderHeaders: new Headers() }).get("Cache-Control")).toBe("no-store");
    expect(
      loaderCacheHeaders({
        loaderHeaders: new Headers({ "Cache-Control": CACHE_HISTORY }),
        errorHeaders: new Headers(),
      }).get("Cache-Control"),
    ).toBe("no-store");
  });
});

describe("apiErrorMessage", () => {
  it("never shows internals for network, contract or server failures", () => {
    expect(apiErrorMessage(new ApiError(0, "API unreachable: connect ECONNREFUSED 10.0.0.1"))).toBe(
      "The data service could not be reached. Please try again.",
    );
    expect(apiErrorMessage(new ApiError(502, "Unexpected API response from /api/x"))).toMatch(
      /unexpected response/,
    );
    expect(apiErrorMessage(new ApiError(500, "boom"))).toMatch(/having trouble/);
    expect(apiErrorMessage(new ApiError(400, "Expected a four-digit year."))).toBe(
      "Expected a four-digit year.",
    );
    expect(apiErrorMessage(new Error("x"))).toMatch(/could not be reached/);
  });
});

describe("apiErrorStatus", () => {
  it("reads the status of an ApiError, also one from another copy of the module", () => {
    expect(apiErrorStatus(new ApiError(404, "Not found."))).toBe(404);
    const fromOtherCopy = Object.assign(new Error("Not found."), { name: "ApiError", status: 404 });
    expect(apiErrorStatus(fromOtherCopy)).toBe(404);
    expect(apiErrorStatus({ status: 404, message: "Not found." })).toBeNull();
    expect(apiErrorStatus(new Error("x"))).toBeNull();
    expect(apiErrorStatus(null)).toBeNull();
  });
});
