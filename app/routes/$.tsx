import type { MetaFunction } from "@remix-run/node";
import { PageNotFound } from "~/components/shell/PageNotFound";
import { pageTitle } from "~/site/meta";

/** Any path no other route claims: HTTP 404 with the Not Found screen inside the shell. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Page Not Found");

export default function CatchAll() {
  return <PageNotFound />;
}

export function ErrorBoundary() {
  return <PageNotFound />;
}
