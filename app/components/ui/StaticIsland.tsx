import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { islandNavigation } from "~/lib/island-links";
import { loadOnce } from "~/lib/load-once";
import * as s from "./island.css";

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
  const island = useIsland();
  if (island.frozen) return <FrozenIsland as={Tag} className={className} label={label} island={island} />;
  return (
    <Tag ref={island.setRef} data-island={island.id} className={className} aria-label={label}>
      {children}
    </Tag>
  );
}

/** A component whose code the browser fetches only when React must render it (see `CodeIsland`). */
export interface IslandCode<P> {
  load: () => Promise<ComponentType<P>>;
  /** The component once its module has loaded, else null. */
  current: () => ComponentType<P> | null;
}

/**
 * The code of a `CodeIsland`'s content, from a dynamic import (so it is a chunk of its own, out of
 * the page's first-load JavaScript). The server starts loading it at once: every server render has it.
 */
export function islandCode<P>(importer: () => Promise<ComponentType<P>>): IslandCode<P> {
  let loaded: ComponentType<P> | null = null;
  const load = loadOnce(() =>
    importer().then((component) => {
      loaded = component;
      return component;
    }),
  );
  if (typeof document === "undefined") void load().catch(() => undefined);
  return { load, current: () => loaded };
}

/**
 * A static island whose content's code is not part of the page's first load either: a section of
 * tables (a player's lines) costs the first load nothing but the server's HTML. While the page
 * hydrates it keeps that HTML (as StaticIsland); when React must render it (a client navigation to
 * the page, or its data changed) it fetches the code, showing the last HTML (or `fallback` on a
 * page that had none) meanwhile. Links only inside, as for StaticIsland.
 */
export function CodeIsland<P extends object>({
  code,
  props,
  className = s.contents,
  fallback = null,
}: {
  code: IslandCode<P>;
  props: P;
  className?: string;
  fallback?: ReactNode;
}) {
  const island = useIsland();
  const [Content, setContent] = useState<ComponentType<P> | null>(() => code.current());
  const needed = !island.frozen && !Content;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    code.load().then(
      (component) => live && setContent(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, code]);
  // The server renders every island in full: until the module is in (the first moments after a
  // start), the shell waits for it.
  if (!Content && typeof document === "undefined") throw code.load();
  if (island.frozen || (!Content && island.html !== null))
    return <FrozenIsland as="div" className={className} island={island} />;
  return (
    <div ref={island.setRef} data-island={island.id} className={className}>
      {Content ? <Content {...props} /> : fallback}
    </div>
  );
}

interface Island {
  id: string;
  setRef: (element: HTMLElement | null) => void;
  /** The server's markup of this island, read while the page hydrated (null otherwise). */
  html: string | null;
  /** Still the first load's page: the island keeps the server's markup. */
  frozen: boolean;
}

function useIsland(): Island {
  const id = useId();
  const ref = useRef<HTMLElement | null>(null);
  const stamp = usePageStamp();
  const [kept] = useState(() => ({ html: serverHtmlOf(id), stamp }));
  useIslandLinks(ref);
  return {
    id,
    setRef: (element) => {
      ref.current = element;
    },
    html: kept.html,
    frozen: kept.html !== null && sameStamp(kept.stamp, stamp),
  };
}

function FrozenIsland({
  as: Tag,
  className,
  label,
  island,
}: {
  as: IslandTag;
  className?: string;
  label?: string;
  island: Island;
}) {
  return (
    <Tag
      ref={island.setRef}
      data-island={island.id}
      className={className}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: island.html! }}
      suppressHydrationWarning
    />
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
