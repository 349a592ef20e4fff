/**
 * The API's OpenAPI 3.1 document, generated (zod-to-openapi) from the very zod pieces the API
 * works with: each route's query shape (the one `parseQuery` validates) and the contract schema
 * its answer is typed by (domain/contract/schemas.ts, the one the client validates with). Nothing
 * here restates a field by hand, so the document cannot drift from what the server does.
 */
import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import {
  cacheControlFor,
  freshnessOfPath,
  FRESHNESS,
  FRESHNESS_TEXT,
  type FreshnessClass,
} from "../../domain/contract/freshness";
import * as contract from "../../domain/contract/schemas";
import type { Route } from "./context";
import { API_PATH_DOCS, type PathDoc } from "./openapi-paths";

extendZodWithOpenApi(z);

export const OPENAPI_PATH = "openapi.json";

const errorBody = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** `teams/teams/:id/roster` -> `/api/teams/teams/{id}/roster/` (the API's trailing-slash form). */
export function openApiPath(path: string): string {
  return `/api/${path.replace(/:(\w+)/g, "{$1}")}/`;
}

/** A response header the document describes. */
function header(type: "integer" | "string", description: string) {
  return { description, schema: { type } };
}

const rateLimitHeaders = {
  "RateLimit-Limit": header("integer", "Requests allowed in the current window."),
  "RateLimit-Remaining": header("integer", "Requests left in the current window."),
  "RateLimit-Reset": header("integer", "Seconds until the window restarts with its whole quota."),
  "RateLimit-Policy": header("string", "The quota: `<requests>;w=<window in seconds>`."),
};

function errorResponse(
  description: string,
  example: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return { description, content: { "application/json": { schema: errorBody, example } }, ...extra };
}

/** What a route can answer: its contract schema with caching headers, and the errors it can give. */
function responsesOf(route: Route, doc: PathDoc, schema: z.ZodTypeAny, freshness: FreshnessClass) {
  const responses: RouteConfig["responses"] = {
    200: {
      description: doc.summary,
      headers: {
        ETag: header("string", "Weak hash of the body; send it back in If-None-Match for a 304."),
        "Cache-Control": header("string", `Freshness class \`${freshness}\`: ${cacheControlFor(freshness)}.`),
        ...rateLimitHeaders,
      },
      content: { "application/json": { schema } },
    },
    304: { description: "Not modified (If-None-Match matched the ETag)." },
    405: errorResponse("Any method but GET, HEAD or OPTIONS. `Allow: GET, HEAD`.", {
      detail: 'Method "POST" not allowed.',
    }),
    429: errorResponse(
      "Too many requests from this client. Wait `Retry-After` seconds.",
      { detail: "Too many requests. Try again in 12 seconds." },
      {
        headers: {
          "Retry-After": header("integer", "Seconds to wait."),
          ...rateLimitHeaders,
        },
      },
    ),
  };
  if (route.query && Object.keys(route.query).length > 0)
    responses[400] = errorResponse("A query parameter has a bad value; `errors` names it.", {
      detail:
        "Invalid value for query parameter 'page': Expected a positive integer between 1 and 1000000. Got 'x'.",
      errors: { page: ["Expected a positive integer between 1 and 1000000. Got 'x'."] },
    });
  if (/:\w/.test(route.path))
    responses[404] = errorResponse("Unknown path, id or slug.", { detail: "Not found." });
  return responses;
}

function operation(route: Route, doc: PathDoc, components: Map<z.ZodTypeAny, z.ZodTypeAny>): RouteConfig {
  const path = openApiPath(route.path);
  const freshness = freshnessOfPath(path);
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const item = components.get(doc.schema) ?? doc.schema;
  const schema = doc.list ? contract.paginatedSchema(item) : item;
  return {
    method: "get",
    path,
    operationId: route.path.replace(/:(\w+)/g, "by_$1").replace(/\//g, "_"),
    summary: doc.summary,
    description: [doc.description, `Example: \`GET ${doc.example}\``].filter(Boolean).join("\n\n"),
    tags: [doc.tag],
    request: {
      params:
        params.length > 0
          ? z.object(
              Object.fromEntries(
                params.map((p) => [
                  p,
                  z.string().openapi({ description: "Numeric id or slug.", example: doc.id }),
                ]),
              ),
            )
          : undefined,
      query: route.query ? z.object(route.query) : undefined,
    },
    responses: responsesOf(route, doc, schema, freshness),
    "x-freshness": freshness,
    "x-example": doc.example,
  } as RouteConfig;
}

export interface OpenApiOptions {
  /** The server the document names (the site's canonical origin). */
  origin?: string;
  version?: string;
}

/** Builds the document for `routes`; every route must have a PathDoc (the test checks that). */
export function buildOpenApiDocument(routes: readonly Route[], options: OpenApiOptions = {}) {
  const registry = new OpenAPIRegistry();
  // The answers' item schemas become named components (`Team`, `Game`), so tools and the reference page can name them.
  const components = new Map<z.ZodTypeAny, z.ZodTypeAny>();
  for (const route of routes) {
    const doc = API_PATH_DOCS[route.path];
    if (doc && !components.has(doc.schema))
      components.set(doc.schema, registry.register(doc.component, doc.schema));
  }
  for (const route of routes) {
    const doc = API_PATH_DOCS[route.path];
    if (doc) registry.registerPath(operation(route, doc, components));
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  const freshnessList = (Object.keys(FRESHNESS) as FreshnessClass[])
    .filter((c) => c !== "user")
    .map((c) => `- \`${c}\`: ${FRESHNESS_TEXT[c]} \`${cacheControlFor(c)}\``)
    .join("\n");
  return nullableEnums(
    generator.generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Championship history and statistics API",
        version: options.version ?? "1",
        description: [
          "Read-only JSON over HTTP: champions, seasons, teams, games, standings, players and coaches of the leagues this site covers.",
          "GET and HEAD only; any origin may read it (`Access-Control-Allow-Origin: *`, no credentials).",
          "Lists answer `{count, next, previous, results}`; `page` (1-based) and `page_size` (default 100, at most 1000; people lists at most 200, game lists 500) page them.",
          "On a sport site's host every list holds only that site's sport and level.",
          `Freshness classes (Cache-Control; each operation names its class in \`x-freshness\`; the site's pages use page classes of their own, never these names):\n${freshnessList}`,
          "Rate limit: a per-client quota per window, announced with `RateLimit-*` headers; past it `429` with `Retry-After`.",
        ].join("\n\n"),
        license: { name: "Data: see /downloads for each source's licence", url: "/downloads" },
      },
      servers: [{ url: options.origin ?? "/" }],
    }),
  );
}

/**
 * An optional enum (`z.enum([...]).nullish()`, null on output) comes out of the generator as
 * `type: [string, null]` with an `enum` that lacks null, which rejects the null the API sends:
 * null joins the enum's values.
 */
function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(nullableEnums);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o.enum) && Array.isArray(o.type) && o.type.includes("null") && !o.enum.includes(null))
      o.enum.push(null);
    Object.values(o).forEach(nullableEnums);
  }
  return node;
}
