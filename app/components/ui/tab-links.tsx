import * as s from "./widgets.css";

export interface TabItem {
  value: string;
  label: string;
  /** A count shown beside the label (e.g. features per category). */
  count?: number;
}

/** What both forms of a URL tab list render: each tab's link and element id, and the panel's id. */
export interface TabLinksProps {
  tabs: readonly (TabItem & { href: string; id: string })[];
  value: string;
  label: string;
  panelId: string;
}

/** A tab's text and its count. */
export function TabLabel({ tab }: { tab: TabItem }) {
  return (
    <>
      {tab.label}
      {tab.count !== undefined ? <span className={s.tabCount}>{tab.count}</span> : null}
    </>
  );
}
