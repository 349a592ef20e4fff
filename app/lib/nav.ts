import type { SiteKey } from "~/site/sites";

/**
 * A navigation item is active when the current path starts with its path: `/teams` is active on
 * `/teams` and `/teams/boston-celtics`, but not on `/teamsheet`.
 */
export function isActivePath(pathname: string, itemPath: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * Header sections only some sites have, by path: the sites whose data holds them (awards: the
 * hub, MLB, NBA, NHL; drafts: the hub and the NBA). Any other item shows on every site.
 */
export const SITE_SECTIONS: Readonly<Record<string, readonly SiteKey[]>> = {
  "/awards": ["hub", "mlb", "nba", "nhl"],
  "/draft": ["hub", "nba"],
};

/** Whether a site has the section at `path` (an item not listed in SITE_SECTIONS: every site). */
export function siteHasSection(site: SiteKey, path: string): boolean {
  return SITE_SECTIONS[path]?.includes(site) ?? true;
}

/** The header items a site shows. */
export function navItemsFor<T extends { to: string }>(items: readonly T[], site: SiteKey): T[] {
  return items.filter((item) => siteHasSection(site, item.to));
}
