import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { NAV_MARKS } from "~/lib/island-links";
import { toggleOpenHref } from "~/lib/search-params";

/**
 * The link that opens one item of a one-open-at-a-time list (`?open=id`), or closes it when it is
 * the open one. Without JavaScript it is a plain link (with a fragment, so the reloaded page lands
 * on the item); with it, it navigates client-side, replacing the history entry and keeping the
 * scroll position.
 */
export interface OpenToggleLinkProps {
  id: string;
  open: boolean;
  /** The id of the panel this link shows (only referenced while it is rendered). */
  controls: string;
  /** The element id the no-JS link jumps to. */
  anchor?: string;
  param?: string;
  /** The item open when the parameter is absent (see toggleOpenHref). */
  defaultOpen?: string;
  className?: string;
  children: ReactNode;
}

export function OpenToggleLink({
  id,
  open,
  controls,
  anchor,
  param = "open",
  defaultOpen,
  className,
  children,
}: OpenToggleLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const search = toggleOpenHref(location.search, id, param, defaultOpen);
  const to = `${location.pathname}${search}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace: true, preventScrollReset: true });
  };
  return (
    <Link
      to={anchor ? `${to}#${anchor}` : to}
      onClick={onClick}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      className={className}
      preventScrollReset
      data-nav={NAV_MARKS.toggle}
    >
      {children}
    </Link>
  );
}

/**
 * True while a client navigation to this same page with other search parameters is loading,
 * ignoring changes of only the `ignore` parameters (opening an item is not a new result set).
 */
export function usePendingSearch(ignore: readonly string[] = ["open"]): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  if (navigation.location.pathname !== location.pathname) return false;
  const strip = (search: string) => {
    const params = new URLSearchParams(search);
    for (const key of ignore) params.delete(key);
    params.sort();
    return params.toString();
  };
  return strip(navigation.location.search) !== strip(location.search);
}
