import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { safeReturnPath } from "~/lib/active-season";
import { formField, readPostedForm } from "~/lib/form-post.server";
import { cookieOptionsFor, spoilersCookie } from "~/site/preferences.server";

const formSchema = z.object({ redirectTo: formField, mode: z.enum(["on", "off"]) });

/**
 * Spoiler-safe mode On / Off: a plain form POST (works without JavaScript) that keeps `on` in the
 * signed `spoilers` cookie (Off deletes it) and returns to the page. Cross-site posts never get
 * here (server/same-origin.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  const fields = await readPostedForm(request, ["redirectTo", "mode"], formSchema);
  const back = safeReturnPath(fields.redirectTo, "/");
  const options = cookieOptionsFor(request);
  const cookie =
    fields.mode === "off"
      ? await spoilersCookie.serialize("", { ...options, maxAge: 0 })
      : await spoilersCookie.serialize("on", options);
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}

/** Nothing to show at this address: a GET goes home. */
export function loader() {
  return redirect("/");
}
