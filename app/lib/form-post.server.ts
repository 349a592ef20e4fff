import { z } from "zod";
import { CONTROL_CHARACTERS } from "~/lib/active-season";
import { formError as badRequest } from "~/lib/resource-errors.server";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** A form field as a browser sends it: short text, never a control character (a header would refuse it). */
export const formField = z
  .string()
  .max(500)
  .refine((v) => !CONTROL_CHARACTERS.test(v), "control character")
  .optional();

/**
 * The text fields `names` of a posted form, checked by `schema`; a body that is not a well-formed
 * form, or a field that fails the schema, answers 400 (never 500).
 */
export async function readPostedForm<S extends z.ZodTypeAny>(
  request: Request,
  names: readonly string[],
  schema: S,
): Promise<z.output<S>> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) badRequest("expected a form");
  const form = await request.formData().catch(() => badRequest("malformed form body"));
  const raw: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    raw[name] = typeof value === "string" ? value : undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    badRequest(`field ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
  return parsed.data as z.output<S>;
}
