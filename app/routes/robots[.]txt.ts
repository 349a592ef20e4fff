import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/lib/sitemap";
import { siteOrigin } from "~/site/hosts";

/** Crawling rules of the site, pointing at its own sitemap. */
export function loader({ context }: LoaderFunctionArgs) {
  const { site, host, settings } = context;
  return new Response(robotsTxt(siteOrigin(site.key, host, settings.hostMap)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Host",
    },
  });
}
