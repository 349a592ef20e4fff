/** Each page's name in the header and footer links, stated once for both. */
const LABELS = {
  "/scores": "Scores",
  "/seasons": "Seasons",
  "/standings": "Standings",
  "/teams": "Teams",
  "/players": "Players",
  "/leaders": "Leaders",
  "/coaches": "Coaches",
  "/awards": "Awards",
  "/draft": "Draft",
  "/championships": "Championships",
  "/downloads": "Downloads",
  "/developers": "API",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
  "/cookies": "Cookie Policy",
} as const;

const links = (paths: readonly (keyof typeof LABELS)[]) => paths.map((to) => ({ to, label: LABELS[to] }));

/** Header navigation of the shell (docs/screens.md#shell), in order. */
export const NAV_ITEMS = links([
  "/scores",
  "/seasons",
  "/standings",
  "/teams",
  "/players",
  // Only on sites whose sport has leader boards (domain/leaders.ts hasLeaders).
  "/leaders",
  "/coaches",
  // Shown only on the sites whose data holds them (app/lib/nav.ts SITE_SECTIONS).
  "/awards",
  "/draft",
]);

export const FOOTER_LINKS = links([
  "/championships",
  "/teams",
  "/seasons",
  "/standings",
  "/scores",
  "/players",
  "/coaches",
  "/downloads",
  "/developers",
]);

export const LEGAL_LINKS = links(["/privacy", "/terms", "/cookies"]);

/** A site's links among `items`: none to a section its data holds nothing for. */
export function linksFor<T extends { to: string }>(
  items: readonly T[],
  withoutData: readonly string[] = [],
): T[] {
  return items.filter((item) => !withoutData.includes(item.to));
}
