import * as RadixTabs from "@radix-ui/react-tabs";
import { Link } from "@remix-run/react";
import { TabLabel, type TabLinksProps } from "./tab-links";
import * as s from "./widgets.css";

/**
 * The tab list under Radix Tabs, loaded on first use: roving focus with the arrow keys. The URL is
 * the state (Radix follows `value`, the links change it); the panel stays the page's own element,
 * so each trigger keeps the ids the panel names.
 */
export default function EnhancedTabList({ tabs, value, label, panelId }: TabLinksProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={() => undefined} activationMode="manual">
      <RadixTabs.List aria-label={label} className={s.tabList}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            asChild
            id={tab.id}
            aria-controls={tab.value === value ? panelId : undefined}
          >
            <Link to={tab.href} preventScrollReset className={s.tab} type={undefined}>
              <TabLabel tab={tab} />
            </Link>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
