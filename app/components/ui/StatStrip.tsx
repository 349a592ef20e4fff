import type { ReactNode } from "react";
import { VisuallyHidden } from "./primitives";
import * as s from "./stat-strip.css";
import { formatNumber, type NumberKind } from "~/lib/format";

export interface StatItem {
  label: string;
  value: ReactNode;
  hint?: string;
  /** The value is words (a format), shown smaller than a figure. */
  text?: boolean;
  /** What a number value is: a count (the default) gets separators, a year or a pick never does. */
  kind?: NumberKind;
}

/**
 * A page's headline figures as one compact strip (a description list), so the first screen
 * leads with data rather than large cards. The section is named for assistive technology.
 */
export function StatStrip({ items, label, id }: { items: readonly StatItem[]; label: string; id: string }) {
  return (
    <section aria-labelledby={id} className={s.strip}>
      <h2 id={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </h2>
      <dl className={s.list}>
        {items.map((item) => (
          <div key={item.label} className={s.item}>
            <dt className={s.label}>{item.label}</dt>
            <dd className={item.text ? s.text : s.value}>
              {typeof item.value === "number" ? formatNumber(item.value, item.kind) : item.value}
            </dd>
            {item.hint ? <dd className={s.hint}>{item.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
