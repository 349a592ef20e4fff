import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { islandNavigation } from "~/lib/island-links";

type IslandTag = "div" | "table" | "ul" | "section";

/**
 * Server HTML that the first page load does not hydrate element by element: a table of a hundred
 * rows of links needs no JavaScript, yet hydrating it cost phones most of their blocking time.
 *
 * On the server (and on any render after the first load: a client navigation, a revalidation) it
 * renders its children as usual. While the page hydrates it instead hands React the HTML the server
 * already put in the document (read from the DOM, so nothing is sent twice) as
 * `dangerouslySetInnerHTML`: React keeps that markup and creates nothing for the children. Once the
 * page's data or URL changes, the children render as React again (React clears the markup first).
 * Clicks on links inside become client-side navigations through one delegated handler (see
 * island-links.ts for the `<Link>` options a link carries in `data-nav`), so with JavaScript on the
 * links behave as `<Link>`s and with it off as the plain links they are.
 *
 * Only for content whose every interaction is a link: no buttons, forms or state inside.
 */
export function StaticIsland({
  as: Tag = "div",
  className,
  label,
  children,
}: {
  as?: IslandTag;
  className?: string;
  /** The element's aria-label (a list named for assistive tech). */
  label?: string;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLElement | null>(null);
  const stamp = usePageStamp();
  const [kept] = useState(() => ({ html: serverHtmlOf(id), stamp }));
  const frozen = kept.html !== null && sameStamp(kept.stamp, stamp);

  useIslandLinks(ref);

  const setRef = (element: HTMLElement | null) => {
    ref.current = element;
  };
  if (frozen) {
    return (
      <Tag
        ref={setRef}
        data-island={id}
        className={className}
        aria-label={label}
        dangerouslySetInnerHTML={{ __html: kept.html! }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag ref={setRef} data-island={id} className={className} aria-label={label}>
      {children}
    </Tag>
  );
}

/**
 * Clicks on links inside the island become client-side navigations (one delegated handler; the
 * `<Link>` options a link carries in `data-nav`, see island-links.ts).
 */
function useIslandLinks(ref: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
      const to = islandNavigation(
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
          nav: anchor.getAttribute("data-nav"),
        },
        window.location.origin,
      );
      if (!to) return;
      event.preventDefault();
      navigate(to.to, {
        replace: to.replace,
        preventScrollReset: to.preventScrollReset,
        viewTransition: to.viewTransition,
      });
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate, ref]);
}

/**
 * The island's server markup while the page is hydrating: its element is in the document and not
 * yet claimed by React. Null on the server, and for an island mounted later (a client navigation).
 */
function serverHtmlOf(id: string): string | null {
  if (typeof document === "undefined") return null;
  const element = document.querySelector(`[data-island="${CSS.escape(id)}"]`);
  if (!element || Object.keys(element).some((key) => key.startsWith("__reactFiber"))) return null;
  return element.innerHTML;
}

/** What the island's content can depend on: the URL and every route's data (new objects on each load). */
function usePageStamp(): unknown[] {
  const location = useLocation();
  const matches = useMatches();
  return [location.pathname, location.search, ...matches.map((match) => match.data)];
}

function sameStamp(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
