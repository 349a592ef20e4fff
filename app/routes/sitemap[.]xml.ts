import type { LoaderFunctionArgs } from "@remix-run/node";
import { levelSlugFor } from "@domain/sports";
import { hasLeaders } from "@domain/leaders";
import { siteHasAwards, siteHasDrafts } from "~/lib/awards";
import { BUILD_ROUTES } from "~/lib/site-routes.server";
import { glossaryOf } from "~/lib/glossary";
import { sitemapUrls, sitemapXml } from "~/lib/sitemap";
import { siteOrigin } from "~/site/hosts";

/** The site's sitemap: its pages, the sections it holds (leaders, awards, drafts), championships and teams under its own origin. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { site, host, settings, api } = context;
  try {
    const awards = siteHasAwards(site.key);
    const drafts = siteHasDrafts(site.key);
    const [championships, teams, awardList, draftList] = await Promise.all([
      api.listChampionships(),
      api.listTeams(),
      awards ? api.listAwards() : Promise.resolve(null),
      drafts ? api.listDrafts() : Promise.resolve(null),
    ]);
    const urls = sitemapUrls({
      origin: siteOrigin(site.key, host, settings.hostMap),
      routes: BUILD_ROUTES,
      championshipSlugs: championships.flatMap((c) => (c.slug ? [c.slug] : [])),
      teamSlugs: teams.flatMap((t) => (t.slug ? [t.slug] : [])),
      sections: {
        leaders: hasLeaders(site.sport, levelSlugFor(site.level) ?? null),
        glossary: glossaryOf(site).length > 0,
        awardSlugs: awardList ? awardList.map((a) => a.slug) : null,
        draftYears: draftList ? [...new Set(draftList.map((d) => d.year))] : null,
      },
    });
    return new Response(sitemapXml(urls), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
        Vary: "Host",
      },
    });
  } catch {
    // A partial sitemap would tell crawlers pages are gone: answer an error they retry later.
    return new Response("Service Unavailable", {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "300",
      },
    });
  }
}
