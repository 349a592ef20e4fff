import { hasLeaders } from "@domain/leader-sports";
import { levelSlugFor } from "@domain/sports";
import type { SiteConfig, SiteKey } from "~/site/sites";

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

/**
 * The header items a site shows, by every rule of where a section leads somewhere: sections only
 * some sites hold (SITE_SECTIONS), the site's sections without data (`withoutData`), and leader
 * boards only where the sport has them.
 */
export function siteNavItems<T extends { to: string }>(
  items: readonly T[],
  site: Pick<SiteConfig, "key" | "sport" | "level" | "withoutData">,
): T[] {
  const without: readonly string[] = site.withoutData ?? [];
  return navItemsFor(items, site.key).filter(
    (item) =>
      !without.includes(item.to) &&
      (item.to !== "/leaders" || hasLeaders(site.sport, levelSlugFor(site.level) ?? null)),
  );
}
