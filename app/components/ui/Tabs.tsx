import * as RadixTabs from "@radix-ui/react-tabs";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { withParams } from "~/lib/search-params";
import * as s from "./widgets.css";

export interface TabItem {
  value: string;
  label: string;
  /** A count shown beside the label (e.g. features per category). */
  count?: number;
}

/**
 * Radix Tabs controlled by a search parameter (`?tab=roster`). Each tab is a link, so tabs work
 * and can be shared without JavaScript; with it, Radix gives the tab list its roles and arrow-key
 * focus, and following a link changes the tab (a history entry, so Back returns to the last tab).
 * Only the selected tab's content is rendered: the loader sends that tab's data.
 */
export function UrlTabs({
  tabs,
  value,
  defaultValue,
  label,
  param = "tab",
  reset = ["open", "page", "sort", "dir"],
  children,
}: {
  tabs: readonly TabItem[];
  value: string;
  defaultValue: string;
  /** The tab list's accessible name. */
  label: string;
  param?: string;
  /** Parameters that belong to one tab and are dropped when switching. */
  reset?: readonly string[];
  children: ReactNode;
}) {
  const location = useLocation();
  const hrefOf = (tab: string) => {
    const changes: Record<string, string | null> = { [param]: tab === defaultValue ? null : tab };
    for (const key of reset) changes[key] = null;
    return `${location.pathname}${withParams(location.search, changes)}`;
  };
  return (
    // The URL is the state: Radix follows `value`, the links change it.
    <RadixTabs.Root value={value} onValueChange={() => undefined} activationMode="manual" className={s.tabs}>
      <RadixTabs.List aria-label={label} className={s.tabList}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} asChild>
            <Link to={hrefOf(tab.value)} preventScrollReset className={s.tab} type={undefined}>
              {tab.label}
              {tab.count !== undefined ? <span className={s.tabCount}>{tab.count}</span> : null}
            </Link>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} className={s.tabPanel}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
