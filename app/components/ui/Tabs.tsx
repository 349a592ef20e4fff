import { Link, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { withParams } from "~/lib/search-params";
import { LoadOnUse, widgetLoader } from "./LoadOnUse";
import { TabLabel, type TabItem, type TabLinksProps } from "./tab-links";
import * as s from "./widgets.css";

export type { TabItem } from "./tab-links";

// Radix Tabs (about 8 KB gzipped with its roving focus) is fetched on the tab list's first use
// (LoadOnUse): until then the tabs are the same links with the same roles, which is all a visit that
// never touches them needs.
const loadTabs = widgetLoader(() => import("./TabsEnhanced").then((m) => m.default));

/**
 * Tabs controlled by a search parameter (`?tab=roster`). Each tab is a link, so tabs work and can
 * be shared without JavaScript; on first use Radix Tabs takes over the list for its arrow-key
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
  const baseId = useId();
  const hrefOf = (tab: string) => {
    const changes: Record<string, string | null> = { [param]: tab === defaultValue ? null : tab };
    for (const key of reset) changes[key] = null;
    return `${location.pathname}${withParams(location.search, changes)}`;
  };
  const list: TabLinksProps = {
    tabs: tabs.map((tab) => ({ ...tab, href: hrefOf(tab.value), id: `${baseId}-tab-${tab.value}` })),
    value,
    label,
    panelId: `${baseId}-panel`,
  };
  return (
    <div className={s.tabs}>
      <LoadOnUse load={loadTabs} native={<NativeTabList {...list} />}>
        {(EnhancedTabList) => <EnhancedTabList {...list} />}
      </LoadOnUse>
      <div
        role="tabpanel"
        id={list.panelId}
        aria-labelledby={`${baseId}-tab-${value}`}
        tabIndex={0}
        className={s.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}

/** The tab list as the server sends it: links with the tab roles, each a stop of the Tab key. */
function NativeTabList({ tabs, value, label, panelId }: TabLinksProps) {
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={s.tabList}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={tab.href}
          preventScrollReset
          className={s.tab}
          role="tab"
          id={tab.id}
          aria-selected={tab.value === value}
          aria-controls={tab.value === value ? panelId : undefined}
          data-state={tab.value === value ? "active" : "inactive"}
        >
          <TabLabel tab={tab} />
        </Link>
      ))}
    </div>
  );
}
