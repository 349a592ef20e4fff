import { Link, useLocation } from "@remix-run/react";
import type { PageInfo } from "~/lib/route-kit";
import { withParams } from "~/lib/search-params";
import * as s from "./widgets.css";
import { formatCount } from "~/lib/format";

/**
 * Links to the first, previous, next and last pages of a list (`?page=`), with the rows shown and
 * the total; plain links, so paging works without JavaScript and every page has its URL.
 */
export function Pager({
  info,
  label = "Pages",
  noun = "rows",
  param = "page",
}: {
  info: PageInfo;
  label?: string;
  noun?: string;
  param?: string;
}) {
  const location = useLocation();
  if (info.total === 0) return null;
  const href = (page: number) =>
    `${location.pathname}${withParams(location.search, { [param]: page === 1 ? null : page, open: null })}`;
  const items: { label: string; page: number; disabled: boolean; rel?: string }[] = [
    { label: "« First", page: 1, disabled: info.page === 1 },
    { label: "‹ Previous", page: info.page - 1, disabled: info.page === 1, rel: "prev" },
    { label: "Next ›", page: info.page + 1, disabled: info.page === info.pageCount, rel: "next" },
    { label: "Last »", page: info.pageCount, disabled: info.page === info.pageCount },
  ];
  return (
    <nav className={s.pager} aria-label={label}>
      <p className={s.pagerStatus}>
        {formatCount(info.from)}–{formatCount(info.to)} of {formatCount(info.total)} {noun}
        {info.pageCount > 1 ? ` · page ${info.page} of ${info.pageCount}` : null}
      </p>
      {info.pageCount > 1 ? (
        <ul className={s.pagerLinks}>
          {items.map((item) => (
            <li key={item.label}>
              {item.disabled ? (
                <span className={s.pagerLink} aria-disabled="true">
                  {item.label}
                </span>
              ) : (
                <Link className={s.pagerLink} to={href(item.page)} rel={item.rel} preventScrollReset={false}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
