import { describe, expect, it } from "vitest";
import { apiGroups, type OpenApiDoc } from "~/lib/api-docs";

const doc = (paths: OpenApiDoc["paths"]): OpenApiDoc => ({
  openapi: "3.1.0",
  info: { title: "API", version: "1" },
  paths,
});

describe("apiGroups: the reference page's view of the OpenAPI document", () => {
  it("groups operations by their first tag, tags in order of first appearance, paths in document order", () => {
    const groups = apiGroups(
      doc({
        "/api/teams": { get: { tags: ["Teams"], responses: { "200": { description: "OK" } } } },
        "/api/players": { get: { tags: ["People", "Teams"], responses: {} } },
        "/api/teams/{slug}": { get: { tags: ["Teams"], responses: {} } },
        "/api/coaches": { get: { tags: ["People"], responses: {} } },
      }),
    );
    expect(groups.map((g) => g.tag)).toEqual(["Teams", "People"]);
    expect(groups[0].operations.map((o) => o.path)).toEqual(["/api/teams", "/api/teams/{slug}"]);
    expect(groups[1].operations.map((o) => o.path)).toEqual(["/api/players", "/api/coaches"]);
  });
  it("puts untagged operations under 'Other' and skips paths without a GET", () => {
    const groups = apiGroups(
      doc({
        "/api/health": { get: { responses: {} } },
        "/api/nothing": {},
      }),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0].tag).toBe("Other");
    expect(groups[0].operations.map((o) => o.path)).toEqual(["/api/health"]);
  });
  it("gives nothing for a document with no paths", () => {
    expect(apiGroups(doc({}))).toEqual([]);
  });
  it("makes anchors of lower-case words joined by hyphens", () => {
    const [group] = apiGroups(
      doc({ "/api/teams/{slug}/seasons": { get: { tags: ["Teams & Seasons"], responses: {} } } }),
    );
    expect(group.anchor).toBe("teams-seasons");
    expect(group.operations[0].anchor).toBe("api-teams-slug-seasons");
  });
  it("reads summary, freshness, example and statuses, with defaults where the document is silent", () => {
    const [described, bare] = apiGroups(
      doc({
        "/api/games": {
          get: {
            tags: ["Games"],
            summary: "Games by date",
            "x-freshness": "live",
            "x-example": "/api/games?date=2024-10-01",
            responses: { "200": { description: "The games" }, "400": { description: "Bad date" }, "404": {} },
          },
        },
        "/api/leagues": { get: { tags: ["Games"], responses: {} } },
      }),
    )[0].operations;
    expect(described).toMatchObject({
      summary: "Games by date",
      freshness: "live",
      example: "/api/games?date=2024-10-01",
      statuses: [
        { status: "200", description: "The games" },
        { status: "400", description: "Bad date" },
        { status: "404", description: "" },
      ],
    });
    expect(bare).toMatchObject({
      summary: "/api/leagues",
      freshness: "dynamic",
      example: null,
      parameters: [],
      statuses: [],
    });
  });
  it("describes parameters: where, required, accepted values with default, description", () => {
    const [op] = apiGroups(
      doc({
        "/api/teams/{slug}": {
          get: {
            tags: ["Teams"],
            responses: {},
            parameters: [
              {
                name: "slug",
                in: "path",
                required: true,
                description: "The team",
                schema: { type: "string" },
              },
              { name: "sport", in: "query", schema: { enum: ["football", "hockey"], default: "football" } },
              {
                name: "page",
                in: "query",
                schema: { type: "integer", default: 1, description: "Page number" },
              },
              { name: "q", in: "query" },
              { name: "x", in: "query", schema: { enum: [1, 2] } },
            ],
          },
        },
      }),
    )[0].operations;
    expect(op.parameters).toEqual([
      { name: "slug", where: "path", required: true, accepts: "string", description: "The team" },
      {
        name: "sport",
        where: "query",
        required: false,
        accepts: "football | hockey (default football)",
        description: "",
      },
      {
        name: "page",
        where: "query",
        required: false,
        accepts: "integer (default 1)",
        description: "Page number",
      },
      { name: "q", where: "query", required: false, accepts: "string", description: "" },
      { name: "x", where: "query", required: false, accepts: "1 | 2", description: "" },
    ]);
  });
  it("shows a default of false or 0, not only truthy defaults", () => {
    const [op] = apiGroups(
      doc({
        "/api/x": {
          get: {
            responses: {},
            parameters: [
              { name: "live", in: "query", schema: { type: "boolean", default: false } },
              { name: "offset", in: "query", schema: { type: "integer", default: 0 } },
            ],
          },
        },
      }),
    )[0].operations;
    expect(op.parameters.map((p) => p.accepts)).toEqual(["boolean (default false)", "integer (default 0)"]);
  });
});
