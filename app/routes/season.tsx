import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CONTROL_CHARACTERS, safeReturnPath } from "~/lib/active-season";
import { cookieOptionsFor, flashCookie, seasonCookie } from "~/site/preferences.server";
import { hubSeasonLabel } from "@domain/season";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Season");

/** The form's fields as a browser sends them: short text, never a control character (a header would refuse it). */
const field = z
  .string()
  .max(500)
  .refine((v) => !CONTROL_CHARACTERS.test(v), "control character")
  .optional();
const formSchema = z.object({ redirectTo: field, season: field, label: field });
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Ends the action with 400: the error boundary shows it, nothing is set. */
function badRequest(reason: string): never {
  throw data(
    { message: `Bad request: ${reason}.` },
    { status: 400, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * 'Set as Active Season': a plain form POST (works without JavaScript) that stores the season's
 * start year in the `season` cookie and sends the visitor back where they were, with a toast.
 * Cross-site posts never get here (server/same-origin.ts); a body that is not a well-formed form
 * answers 400, never 500.
 */
export async function action({ request }: ActionFunctionArgs) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) badRequest("expected a form");
  const form = await request.formData().catch(() => badRequest("malformed form body"));
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = formSchema.safeParse({
    redirectTo: text("redirectTo"),
    season: text("season"),
    label: text("label"),
  });
  if (!fields.success)
    badRequest(`field ${fields.error.issues[0]?.path.join(".")}: ${fields.error.issues[0]?.message}`);
  const back = safeReturnPath(fields.data.redirectTo);
  const season = z.coerce.number().int().min(1871).max(2100).safeParse(fields.data.season);
  const cookie = cookieOptionsFor(request);
  const headers = new Headers();
  if (!season.success) {
    headers.append(
      "Set-Cookie",
      await flashCookie.serialize({ kind: "error", message: "That season could not be set." }, cookie),
    );
    return redirect(back, { headers });
  }
  headers.append("Set-Cookie", await seasonCookie.serialize(season.data, cookie));
  const label = (fields.data.label ?? "").slice(0, 80) || hubSeasonLabel(season.data);
  headers.append(
    "Set-Cookie",
    await flashCookie.serialize({ kind: "success", message: `${label} is now your active season.` }, cookie),
  );
  return redirect(back, { headers });
}

/** Nothing to show at this address: a GET goes to the seasons list. */
export function loader() {
  return redirect("/seasons");
}
