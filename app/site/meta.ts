import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { shareImagePath, SHARE_HEIGHT, SHARE_WIDTH } from "~/lib/share-cards";
import { SITES } from "./sites";

interface RootMatch {
  id: string;
  pathname?: string;
  data?: unknown;
}

type RootData = { site?: { name?: string; description?: string }; origin?: string } | undefined;

/**
 * Title, description and share tags of a page (Open Graph and Twitter: title, description,
 * canonical URL on the site's own host, site name, and the page's generated image where it has
 * one). A child's meta replaces the root's in Remix, so everything travels together.
 */
function shareMeta(
  matches: readonly RootMatch[] | undefined,
  title: string,
  description: string,
  search = "",
): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as RootData;
  const leaf = matches?.at(-1);
  const siteName = root?.site?.name ?? SITES.hub.name;
  const origin = root?.origin ?? "";
  const url = `${origin}${leaf?.pathname ?? "/"}`;
  // Only a page that loaded has an image (a not-found or error state has none); a view chosen by
  // its query string (standings, leaders) passes it on, so a shared link previews what was shared.
  const image =
    leaf?.data != null && leaf.pathname ? shareImagePath(leaf.pathname.replace(/\/$/, ""), search) : null;
  const imageTags: MetaDescriptor[] = image
    ? [
        { property: "og:image", content: `${origin}${image}` },
        { property: "og:image:width", content: String(SHARE_WIDTH) },
        { property: "og:image:height", content: String(SHARE_HEIGHT) },
        { name: "twitter:image", content: `${origin}${image}` },
      ]
    : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...imageTags,
  ];
}

/** `Page | Site name` and the site's description, with the share tags. */
export function pageTitle(matches: readonly RootMatch[] | undefined, page?: string): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as RootData;
  const siteName = root?.site?.name ?? SITES.hub.name;
  return shareMeta(
    matches,
    page ? `${page} | ${siteName}` : siteName,
    root?.site?.description ?? SITES.hub.description,
  );
}

/**
 * Title and description of a page: its own description (what the page holds) replaces the site's
 * (see root SiteHead); null keeps the site's. `search` is the page's query string where its share
 * image depends on it.
 */
export function pageMeta(
  matches: readonly RootMatch[] | undefined,
  page: string,
  description: string | null,
  search = "",
): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as RootData;
  return shareMeta(
    matches,
    `${page} | ${root?.site?.name ?? SITES.hub.name}`,
    description ?? root?.site?.description ?? SITES.hub.description,
    search,
  );
}

/** The meta of a page whose title and description do not depend on its data. */
export function describedPage(page: string, description: string): MetaFunction {
  return ({ matches }) => pageMeta(matches, page, description);
}
