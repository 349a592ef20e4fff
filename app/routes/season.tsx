import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeReturnPath } from "~/lib/active-season";
import { flashCookie, seasonCookie } from "~/site/preferences.server";
import { hubSeasonLabel } from "@domain/season";

/**
 * 'Set as Active Season': a plain form POST (works without JavaScript) that stores the season's
 * start year in the `season` cookie and sends the visitor back where they were, with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeReturnPath(form.get("redirectTo"));
  const season = z.coerce.number().int().min(1871).max(2100).safeParse(form.get("season"));
  const headers = new Headers();
  if (!season.success) {
    headers.append("Set-Cookie", await flashCookie.serialize({ kind: "error", message: "That season could not be set." }));
    return redirect(back, { headers });
  }
  headers.append("Set-Cookie", await seasonCookie.serialize(season.data));
  const label = String(form.get("label") ?? "").slice(0, 80) || hubSeasonLabel(season.data);
  headers.append("Set-Cookie", await flashCookie.serialize({ kind: "success", message: `${label} is now your active season.` }));
  return redirect(back, { headers });
}

/** Nothing to show at this address: a GET goes to the seasons list. */
export function loader() {
  return redirect("/seasons");
}
