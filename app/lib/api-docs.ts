/**
 * What the API reference page (/developers) reads of the OpenAPI document the API serves: per
 * operation its path, summary, parameters, answers, freshness class and example, grouped by tag in
 * the document's order. The document itself is the one source; this only selects from it.
 */
import type { OpenApiDoc, OpenApiParameter } from "~/api/openapi-schema";

export type { OpenApiDoc };

export interface ApiParameter {
  name: string;
  where: "path" | "query";
  required: boolean;
  /** The accepted values: an enumeration, else the type, plus the default. */
  accepts: string;
  description: string;
}

export interface ApiOperation {
  path: string;
  anchor: string;
  summary: string;
  freshness: string;
  example: string | null;
  parameters: ApiParameter[];
  statuses: { status: string; description: string }[];
}

export interface ApiGroup {
  tag: string;
  anchor: string;
  operations: ApiOperation[];
}

const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function acceptsOf(schema: OpenApiParameter["schema"]): string {
  if (!schema) return "string";
  const base = schema.enum ? schema.enum.map(String).join(" | ") : String(schema.type ?? "string");
  return schema.default !== undefined ? `${base} (default ${String(schema.default)})` : base;
}

/** The document's operations grouped by their first tag, tags in order of first appearance. */
export function apiGroups(doc: OpenApiDoc): ApiGroup[] {
  const groups = new Map<string, ApiGroup>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (!op) continue;
    const tag = op.tags?.[0] ?? "Other";
    let group = groups.get(tag);
    if (!group) groups.set(tag, (group = { tag, anchor: anchorOf(tag), operations: [] }));
    group.operations.push({
      path,
      anchor: anchorOf(path),
      summary: op.summary ?? path,
      freshness: op["x-freshness"] ?? "dynamic",
      example: op["x-example"] ?? null,
      parameters: (op.parameters ?? []).map((p) => ({
        name: p.name,
        where: p.in === "path" ? "path" : "query",
        required: p.required ?? false,
        accepts: acceptsOf(p.schema),
        description: p.description ?? p.schema?.description?.toString() ?? "",
      })),
      statuses: Object.entries(op.responses).map(([status, r]) => ({
        status,
        description: r.description ?? "",
      })),
    });
  }
  return [...groups.values()];
}
