/** Header navigation of the shell (docs/screens.md#shell), in order. */
export const NAV_ITEMS = [
  { to: "/scores", label: "Scores" },
  { to: "/seasons", label: "Seasons" },
  { to: "/standings", label: "Standings" },
  { to: "/teams", label: "Teams" },
  { to: "/players", label: "Players" },
  // Only on sites whose sport has leader boards (domain/leaders.ts hasLeaders).
  { to: "/leaders", label: "Leaders" },
  { to: "/coaches", label: "Coaches" },
  // Shown only on the sites whose data holds them (app/lib/nav.ts SITE_SECTIONS).
  { to: "/awards", label: "Awards" },
  { to: "/draft", label: "Draft" },
] as const;

export const FOOTER_LINKS = [
  { to: "/championships", label: "Championships" },
  { to: "/teams", label: "Teams" },
  { to: "/seasons", label: "Seasons" },
  { to: "/standings", label: "Standings" },
  { to: "/scores", label: "Scores" },
  { to: "/players", label: "Players" },
  { to: "/coaches", label: "Coaches" },
  { to: "/downloads", label: "Downloads" },
  { to: "/developers", label: "API" },
] as const;

export const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
] as const;

/** A site's links among `items`: none to a section its data holds nothing for. */
export function linksFor<T extends { to: string }>(
  items: readonly T[],
  withoutData: readonly string[] = [],
): T[] {
  return items.filter((item) => !withoutData.includes(item.to));
}
