/**
 * Which clicks inside a static island (server HTML that React does not hydrate row by row) become
 * a client-side navigation, and with which options: the rules Remix's `<Link>` applies to its own
 * clicks, read from the anchor instead of from props. Pure, so it is unit-tested without a DOM.
 */

/** What the island's click handler reads off the click and the anchor it landed on. */
export interface IslandClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  /** The anchor's resolved `href` (absolute). */
  href: string;
  target: string;
  download: boolean;
  /** The anchor's `data-nav` attribute (see NAV_MARKS), or null. */
  nav: string | null;
}

export interface IslandNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
  viewTransition: boolean;
}

/**
 * Marks a link rendered inside an island carries in `data-nav` (space-separated) for the options
 * its `<Link>` props would have given: `toggle` (an `?open=` toggle: replace the history entry,
 * keep the scroll, drop the no-JS fragment), `keep-scroll`, `transition`, `document` (a full load).
 */
export const NAV_MARKS = {
  toggle: "toggle",
  keepScroll: "keep-scroll",
  transition: "transition",
  document: "document",
} as const;

/** The navigation a click should make, or null to let the browser follow the link itself. */
export function islandNavigation(click: IslandClick, origin: string): IslandNavigation | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== "_self") return null;
  const marks = new Set((click.nav ?? "").split(/\s+/).filter(Boolean));
  if (marks.has(NAV_MARKS.document)) return null;
  let url: URL;
  try {
    url = new URL(click.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  const toggle = marks.has(NAV_MARKS.toggle);
  return {
    to: `${url.pathname}${url.search}${toggle ? "" : url.hash}`,
    replace: toggle,
    preventScrollReset: toggle || marks.has(NAV_MARKS.keepScroll),
    viewTransition: marks.has(NAV_MARKS.transition),
  };
}
