import type { MetaDescriptor } from "@remix-run/node";
import { SITES } from "./sites";

interface RootMatch {
  id: string;
  data?: unknown;
}

/**
 * `Page | Site name` and the site's description: the root data names the site; a child's meta
 * replaces the root's in Remix, so the description travels with the title (pageMeta gives a page
 * its own).
 */
export function pageTitle(matches: readonly RootMatch[] | undefined, page?: string): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as { site?: { name?: string; description?: string } } | undefined;
  const siteName = root?.site?.name ?? SITES.hub.name;
  return [{ title: page ? `${page} | ${siteName}` : siteName }, { name: "description", content: root?.site?.description ?? SITES.hub.description }];
}

/** Title and description of a page: its own description replaces the site's (see root SiteHead). */
export function pageMeta(matches: readonly RootMatch[] | undefined, page: string, description: string): MetaDescriptor[] {
  return [pageTitle(matches, page)[0], { name: "description", content: description }];
}
