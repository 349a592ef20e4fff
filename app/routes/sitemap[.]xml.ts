import type { LoaderFunctionArgs } from "@remix-run/node";
import { BUILD_ROUTES } from "~/lib/site-routes.server";
import { sitemapUrls, sitemapXml } from "~/lib/sitemap";
import { siteOrigin } from "~/site/hosts";

/** The site's sitemap: its pages, championships and teams under its own origin. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { site, host, settings, api } = context;
  try {
    const [championships, teams] = await Promise.all([api.listChampionships(), api.listTeams()]);
    const urls = sitemapUrls({
      origin: siteOrigin(site.key, host, settings.hostMap),
      routes: BUILD_ROUTES,
      championshipSlugs: championships.flatMap((c) => (c.slug ? [c.slug] : [])),
      teamSlugs: teams.flatMap((t) => (t.slug ? [t.slug] : [])),
    });
    return new Response(sitemapXml(urls), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", Vary: "Host" },
    });
  } catch {
    // A partial sitemap would tell crawlers pages are gone: answer an error they retry later.
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
    });
  }
}
