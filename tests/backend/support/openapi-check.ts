/**
 * Checks an API answer against the served OpenAPI document: the operation its path matches, the
 * response of its status, that response's JSON schema (ajv; the document's 3.1 schemas use only
 * keywords draft-07 knows: type lists, enum, required, $ref to components).
 */
import Ajv from "ajv";
import { ROUTES } from "../../../backend/http/handler";
import { buildOpenApiDocument, openApiPath } from "../../../backend/http/openapi";

const DOC_ID = "openapi.json";
const document = buildOpenApiDocument(ROUTES);
const ajv = new Ajv({ allErrors: false, validateSchema: false, unknownFormats: "ignore", nullable: true });
ajv.addSchema(document as object, DOC_ID);

const templates = ROUTES.map((route) => {
  const path = openApiPath(route.path);
  // The API answers with or without the trailing slash.
  const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+").replace(/\/$/, "")}/?$`);
  return { path, pattern, literal: !path.includes("{") };
});

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Errors of `body` against the document (null when it matches, or the path is not documented: a 404 for it). */
export function openApiErrors(pathname: string, status: number, body: unknown): string | null {
  // Literal paths first, as the router matches them (games/games/today before games/games/{id}).
  const found =
    templates.find((t) => t.literal && t.pattern.test(pathname)) ??
    templates.find((t) => t.pattern.test(pathname));
  if (!found) return status === 404 ? null : `${pathname} is not in the OpenAPI document`;
  const responses = (document.paths?.[found.path]?.get?.responses ?? {}) as Record<
    string,
    { content?: Record<string, unknown> }
  >;
  const response = responses[String(status)];
  if (!response) return `${found.path} documents no ${status} answer`;
  if (!response.content) return null;
  const ref = `${DOC_ID}#/${pointer("paths", found.path, "get", "responses", String(status), "content", "application/json", "schema")}`;
  const validate = ajv.getSchema(ref);
  if (!validate) return `no schema at ${ref}`;
  return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: pathname });
}
