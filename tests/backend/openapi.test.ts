/**
 * The OpenAPI document: served at /api/openapi.json, valid OpenAPI 3.1 (the swagger-parser
 * linter, offline), and complete: every route the API answers is in it with an example, the
 * error answers and its freshness class.
 */
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../backend/http/handler";
import { openApiPath } from "../../backend/http/openapi";
import { openApiErrors } from "./support/openapi-check";
import { withFixtureDatabase, type TestDatabase } from "./support/database";

type Operation = {
  responses: Record<string, unknown>;
  "x-freshness"?: string;
  "x-example"?: string;
  parameters?: { name: string }[];
};
type Document = { openapi: string; paths: Record<string, { get: Operation }> };

describe("OpenAPI document", () => {
  let t: TestDatabase;
  let served: Document;

  withFixtureDatabase("sqlite", async (opened) => {
    t = opened;
    const response = await t.handler(new Request("http://docs.test/api/openapi.json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    served = (await response.json()) as Document;
  });

  it("names the origin it is served from, whichever origin asks first", async () => {
    expect((served as Document & { servers: { url: string }[] }).servers).toEqual([
      { url: "http://docs.test" },
    ]);
    const other = await t.handler(new Request("https://nba.example.org/api/openapi.json"));
    const body = (await other.json()) as Document & { servers: { url: string }[] };
    expect(body.servers).toEqual([{ url: "https://nba.example.org" }]);
    expect(body.paths).toEqual(served.paths);
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(served.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(served) as never)).resolves.toBeTruthy();
  });

  it("documents every route with an example, its errors and its freshness class", () => {
    for (const route of ROUTES) {
      const op = served.paths[openApiPath(route.path)]?.get;
      expect(op, route.path).toBeDefined();
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "405", "429"]));
      if (route.path.includes(":")) expect(op.responses).toHaveProperty("404");
      if (route.query) expect(op.responses).toHaveProperty("400");
      expect(["static", "semi-static", "dynamic", "realtime"]).toContain(op["x-freshness"]);
      expect(op["x-example"]).toMatch(/^\/api\//);
    }
  });

  it("is strict enough that the contract suite's check catches an answer that breaks it", () => {
    expect(openApiErrors("/api/teams/teams/", 200, { count: "many", results: [] })).toMatch(/count/);
    expect(
      openApiErrors("/api/teams/teams/", 200, { count: 0, next: null, previous: null, results: [] }),
    ).toBeNull();
    expect(openApiErrors("/api/teams/teams/boston-celtics/", 404, { detail: "Not found." })).toBeNull();
  });

  it("lists the same query parameters the API parses", () => {
    const teams = served.paths["/api/teams/teams/"].get.parameters?.map((p) => p.name);
    expect(teams).toEqual(
      expect.arrayContaining([
        "page",
        "page_size",
        "sport__slug",
        "level__slug",
        "search",
        "conference",
        "season",
      ]),
    );
  });
});
