/**
 * The URL patterns the build serves (app/lib/site-routes.server.ts), which the sitemap lists:
 * every route file's pattern, the `.ts` resource routes as well as the `.tsx` pages.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ROUTES } from "~/lib/site-routes.server";
import { routePatterns } from "~/lib/sitemap";

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");

describe("the build's routes", () => {
  it("are the patterns of every route file in app/routes", () => {
    expect([...BUILD_ROUTES].sort()).toEqual([...routePatterns(fs.readdirSync(ROUTES_DIR))].sort());
  });

  it("hold the pages and the resource routes, and leave out the catch-all routes", () => {
    expect([...BUILD_ROUTES]).toEqual(
      expect.arrayContaining([
        "/",
        "/teams/:/:",
        "/players",
        "/sitemap.xml",
        "/robots.txt",
        "/standings.csv",
      ]),
    );
    // og.$ (share images) and $ (the not-found page) are no pages of their own.
    expect(BUILD_ROUTES.has("/og")).toBe(false);
    expect([...BUILD_ROUTES].filter((p) => p.includes("$"))).toEqual([]);
  });
});
