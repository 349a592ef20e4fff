import type { MetaDescriptor } from "@remix-run/node";
import { SITES } from "./sites";

interface RootMatch {
  id: string;
  data?: unknown;
}

/** `Page | Site name`: the root data names the site; a child's meta replaces the root's in Remix. */
export function pageTitle(matches: readonly RootMatch[] | undefined, page?: string): MetaDescriptor[] {
  const root = matches?.find((m) => m.id === "root")?.data as { site?: { name?: string } } | undefined;
  const siteName = root?.site?.name ?? SITES.hub.name;
  return [{ title: page ? `${page} | ${siteName}` : siteName }];
}
