import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeReturnPath } from "~/lib/active-season";
import { formField, readPostedForm } from "~/lib/form-post.server";
import { cookieOptionsFor, themeCookie } from "~/site/preferences.server";

const formSchema = z.object({ redirectTo: formField, mode: z.enum(["light", "dark", "system"]) });

/**
 * The Light / Dark / System choice: a plain form POST (works without JavaScript) that keeps the
 * mode in the `theme` cookie (System deletes it, so the device decides) and returns to the page.
 * Cross-site posts never get here (server/same-origin.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = await readPostedForm(request, ["redirectTo", "mode"], formSchema);
  const back = safeReturnPath(fields.redirectTo, "/");
  const options = cookieOptionsFor(request);
  const cookie =
    fields.mode === "system"
      ? await themeCookie.serialize("", { ...options, maxAge: 0 })
      : await themeCookie.serialize(fields.mode, options);
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

/** Nothing to show at this address: a GET goes home. */
export function loader() {
  return redirect("/");
}
