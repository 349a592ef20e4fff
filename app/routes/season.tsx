import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeReturnPath } from "~/lib/active-season";
import { formField, readPostedForm } from "~/lib/form-post.server";
import { cookieOptionsFor, flashCookie, seasonCookie } from "~/site/preferences.server";
import { hubSeasonLabel } from "@domain/season";
import { citeAs } from "~/lib/citation";

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs(() => "Season");

const formSchema = z.object({ redirectTo: formField, season: formField, label: formField });

/**
 * 'Set as Active Season': a plain form POST (works without JavaScript) that stores the season's
 * start year in the `season` cookie and sends the visitor back where they were, with a toast.
 * Cross-site posts never get here (server/same-origin.ts); a body that is not a well-formed form
 * answers 400, never 500.
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = await readPostedForm(request, ["redirectTo", "season", "label"], formSchema);
  const back = safeReturnPath(fields.redirectTo);
  const season = z.coerce.number().int().min(1871).max(2100).safeParse(fields.season);
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
  const label = (fields.label ?? "").slice(0, 80) || hubSeasonLabel(season.data);
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
