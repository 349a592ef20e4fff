import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { isActivePath, siteNavItems } from "~/lib/nav";
import type { SiteConfig } from "~/site/sites";
import { button } from "~/components/ui/ui.css";
import { Container } from "~/components/ui/primitives";
import { SITE_HEADER_HEIGHT_VAR } from "~/styles/tokens";
import { SiteSearch, useSearchShortcut } from "~/components/search/SiteSearch";
import { Brand } from "./Brand";
import { NAV_ITEMS } from "./nav-items";
import * as s from "./shell.css";

export const SCROLL_THRESHOLD = 20;

function NavItems({
  pathname,
  site,
  onNavigate,
}: {
  pathname: string;
  site: SiteConfig;
  onNavigate?: () => void;
}) {
  return (
    <ul className={s.navList}>
      {siteNavItems(NAV_ITEMS, site).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            viewTransition
            className={s.navLink}
            aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** True once the page is scrolled past SCROLL_THRESHOLD (the header then draws its shadow). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return scrolled;
}

/**
 * Keeps SITE_HEADER_HEIGHT_VAR at the header's height: the stylesheet assumes one row, and when the
 * header wraps (an admin's extra link, a larger font) the page's top and sticky table headers follow it.
 */
function useHeaderHeight(header: RefObject<HTMLElement>): void {
  useEffect(() => {
    const el = header.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(SITE_HEADER_HEIGHT_VAR, `${el.getBoundingClientRect().height}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(SITE_HEADER_HEIGHT_VAR);
    };
  }, [header]);
}

export function Header({
  site,
  showAdmin,
  adminUrl,
}: {
  site: SiteConfig;
  showAdmin: boolean;
  adminUrl: string;
}) {
  const { pathname, search } = useLocation();
  // A fresh, empty box after every navigation (the results page has its own box with the query).
  const searchKey = `${pathname}${search}`;
  const scrolled = useScrolled();
  const menu = useRef<HTMLDetailsElement>(null);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  // The menu is a <details> so it opens without JavaScript; with it, a link click closes it.
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
  useEffect(closeMenu, [pathname]);
  useSearchShortcut();

  const actions = <HeaderActions showAdmin={showAdmin} adminUrl={adminUrl} onNavigate={closeMenu} />;

  return (
    <header ref={header} className={s.header} data-scrolled={scrolled ? "true" : "false"}>
      <a href="#main" className={s.skipLink}>
        Skip to content
      </a>
      <Container className={s.headerInner}>
        <Brand site={site} />
        <div className={s.desktopNav}>
          <nav aria-label="Main" className={s.desktopNavLinks}>
            <NavItems pathname={pathname} site={site} />
            {actions}
          </nav>
          <SiteSearch key={searchKey} variant="header" />
        </div>
        <div className={s.barSearch}>
          <SiteSearch key={searchKey} variant="header" />
        </div>
        <MobileMenu menuRef={menu}>
          <SiteSearch key={searchKey} variant="menu" />
          <NavItems pathname={pathname} site={site} onNavigate={closeMenu} />
          {actions}
        </MobileMenu>
      </Container>
    </header>
  );
}

/** EXPLORE DATA, and ADMIN for those who may use the console. */
function HeaderActions({
  showAdmin,
  adminUrl,
  onNavigate,
}: {
  showAdmin: boolean;
  adminUrl: string;
  onNavigate: () => void;
}) {
  return (
    <>
      <Link
        to="/analytics"
        viewTransition
        className={`${button({ tone: "primary", size: "sm" })} ${s.exploreLink}`}
        onClick={onNavigate}
      >
        EXPLORE DATA
      </Link>
      {showAdmin ? (
        <a href={adminUrl} className={s.adminLink} aria-label="ADMIN (admin console)" title="Admin console">
          ADMIN
        </a>
      ) : null}
    </>
  );
}

/** The narrow screens' menu: a <details> whose summary is the menu button, its panel the navigation. */
function MobileMenu({ menuRef, children }: { menuRef: RefObject<HTMLDetailsElement>; children: ReactNode }) {
  return (
    <details ref={menuRef} className={s.mobileMenu}>
      <summary className={s.mobileToggle}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        Menu
      </summary>
      <nav aria-label="Mobile" className={s.mobilePanel}>
        {children}
      </nav>
    </details>
  );
}
