/**
 * robots.txt and sitemap.xml of one site (docs/rules.md#robots-and-sitemap): the site's pages that
 * exist in this build, its championships and its teams, under the site's own origin.
 */

/** Pages every site publishes, in the route table's order, when the build has their route. */
export const SITEMAP_PAGES = [
  "/",
  "/championships",
  "/champions",
  "/teams",
  "/scores",
  "/seasons",
  "/standings",
  "/players",
  "/coaches",
  "/privacy",
  "/terms",
  "/cookies",
] as const;

/** Never crawled: the JSON API, the diagnostics page and CSV downloads. */
export const ROBOTS_DISALLOW = ["/api/", "/debug", "/*.csv$"] as const;

/**
 * URL patterns of Remix flat-route file names (`championships.$slug.tsx` -> `/championships/:`):
 * `.` separates segments, `[.]` is a literal dot, `_index` and pathless `_layout` segments add
 * nothing, a trailing `_` only opts out of nesting, `$name` is a parameter and a lone `$` a splat.
 */
export function routePatterns(files: readonly string[]): Set<string> {
  const patterns = new Set<string>();
  for (const file of files) {
    const name = (file.split("/").pop() ?? "").replace(/\.(tsx|ts|jsx|js)$/, "");
    if (!name || name === "root") continue;
    const segments: string[] = [];
    let splat = false;
    // Split on dots that are not an escaped `[.]`.
    for (const raw of name.split(/(?<!\[)\.(?!\])/)) {
      const segment = raw.replace(/\[\.\]/g, ".");
      if (segment === "_index" || (segment.startsWith("_") && !segment.endsWith("_"))) continue;
      const bare = segment.replace(/_$/, "");
      if (bare === "$") splat = true;
      else segments.push(bare.startsWith("$") ? ":" : bare.replace(/^\((.*)\)$/, "$1"));
    }
    if (!splat) patterns.add(`/${segments.join("/")}`);
  }
  return patterns;
}

export interface SitemapInput {
  /** `https://nfl.example` (no trailing slash). */
  origin: string;
  /** URL patterns this build serves (see routePatterns). */
  routes: ReadonlySet<string>;
  championshipSlugs: readonly string[];
  teamSlugs: readonly string[];
  /** Sections only some sites hold (leaders, awards, drafts) and their pages, for this site. */
  sections?: SitemapSections;
}

export interface SitemapSections {
  leaders: boolean;
  /** The site's pages show registered statistics (app/lib/glossary.ts), so it has a glossary. */
  glossary: boolean;
  /** Null: the site has no awards section; else each award's slug. */
  awardSlugs: readonly string[] | null;
  /** Null: the site has no drafts section; else each draft's year. */
  draftYears: readonly number[] | null;
}

/** The section paths of a site, when the build has their routes. */
export function sectionPaths(routes: ReadonlySet<string>, sections: SitemapSections): string[] {
  const paths: string[] = [];
  if (sections.leaders && routes.has("/leaders")) paths.push("/leaders");
  if (sections.glossary && routes.has("/glossary")) paths.push("/glossary");
  if (sections.awardSlugs && routes.has("/awards")) {
    paths.push("/awards");
    if (routes.has("/awards/:"))
      for (const slug of sections.awardSlugs) paths.push(`/awards/${encodeURIComponent(slug)}`);
  }
  if (sections.draftYears && routes.has("/draft")) {
    paths.push("/draft");
    if (routes.has("/draft/:")) for (const year of sections.draftYears) paths.push(`/draft/${year}`);
  }
  return paths;
}

/** Every URL of the sitemap, in order, without duplicates. */
export function sitemapUrls({
  origin,
  routes,
  championshipSlugs,
  teamSlugs,
  sections,
}: SitemapInput): string[] {
  const paths: string[] = SITEMAP_PAGES.filter((p) => routes.has(p));
  if (sections) paths.push(...sectionPaths(routes, sections));
  if (routes.has("/championships/:"))
    for (const slug of championshipSlugs) paths.push(`/championships/${encodeURIComponent(slug)}`);
  if (routes.has("/teams/:")) for (const slug of teamSlugs) paths.push(`/teams/${encodeURIComponent(slug)}`);
  return [...new Set(paths)].map((p) => `${origin}${p}`);
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

export function sitemapXml(urls: readonly string[]): string {
  const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
