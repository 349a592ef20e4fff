import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { PageNotFound } from "~/components/shell/PageNotFound";
import { errorLinksOf } from "~/components/ui/RouteErrorBoundary";
import { notFoundWithSuggestions } from "~/lib/route-kit.server";
import { pageTitle } from "~/site/meta";

/**
 * Any path no other route claims: HTTP 404 with the Not Found screen inside the shell, and "Did you
 * mean" links when the path reads like a name the site holds (`/2024-25`, `/celtics`). A path
 * naming a file (`/wp-login.php`, `/favicon.png`) is no name: no search is asked.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const path = params["*"] ?? "";
  if (path.length > 80 || /\.[a-z0-9]{1,5}$/i.test(path)) throw new Response("Not Found", { status: 404 });
  // The last segment names the thing (`/nba/celtics` asks for "celtics").
  return notFoundWithSuggestions(context, path.split("/").filter(Boolean).pop() ?? "", null);
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Page Not Found");

export default function CatchAll() {
  return <PageNotFound />;
}

export function ErrorBoundary() {
  return <PageNotFound suggestions={errorLinksOf(useRouteError(), "suggestions")} />;
}
