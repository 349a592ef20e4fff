import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeReturnPath } from "~/lib/active-season";
import { apiErrorStatus } from "~/lib/http-cache";
import { FULL_MESSAGE, toggleFavorite } from "~/lib/favorites";
import { readFavorites } from "~/lib/favorites.server";
import { formField, readPostedForm } from "~/lib/form-post.server";
import { onSite } from "@domain/scope";
import { cookieOptionsFor, favoritesCookie, flashCookie } from "~/site/preferences.server";

const formSchema = z.object({
  redirectTo: formField,
  team: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  intent: z.enum(["add", "remove"]),
});

/**
 * The star on team pages and cards: a plain form POST (works without JavaScript; a fetcher with
 * it) that adds or removes one team of this site in the signed `favorites` cookie and returns to
 * the page with a toast. Cross-site posts never get here (server/same-origin.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await readPostedForm(request, ["redirectTo", "team", "intent"], formSchema);
  const back = safeReturnPath(fields.redirectTo, "/");
  const options = cookieOptionsFor(request);
  const headers = new Headers();
  const flash = async (kind: "success" | "error", message: string) =>
    headers.append("Set-Cookie", await flashCookie.serialize({ kind, message }, options));

  // Only a 404 means "no such team"; a failing backend is said as such, not as an unknown team.
  const lookup = await context.api.getTeam(fields.team).then(
    (found) => ({ ok: true as const, team: found }),
    (error: unknown) =>
      apiErrorStatus(error) === 404 ? { ok: true as const, team: null } : { ok: false as const },
  );
  if (!lookup.ok && fields.intent === "add") {
    await flash(
      "error",
      "That team could not be added just now: the data could not be loaded. Please try again.",
    );
    return redirect(back, { headers });
  }
  const team = lookup.ok ? lookup.team : null;
  const current = await readFavorites(request);
  // A team of another site (or none) can still be removed, never added.
  if ((!team || !onSite(context.site, team)) && fields.intent === "add") {
    await flash("error", "That team could not be found on this site.");
    return redirect(back, { headers });
  }
  const result = toggleFavorite(current, fields.team, fields.intent);
  const name = team?.name ?? "The team";
  if (result.kind === "full") await flash("error", FULL_MESSAGE);
  else {
    headers.append("Set-Cookie", await favoritesCookie.serialize(result.list, options));
    await flash(
      "success",
      result.kind === "added" ? `${name} added to your teams.` : `${name} removed from your teams.`,
    );
  }
  return redirect(back, { headers });
}

/** Nothing to show at this address: a GET goes home, where "Your teams" are. */
export function loader() {
  return redirect("/");
}
