import { Grid, StatTile, VisuallyHidden } from "~/components/ui/primitives";
import { card, statLabel } from "~/components/ui/ui.css";
import * as s from "./championships.css";

export interface SummaryItem {
  label: string;
  value: string | number;
  hint?: string;
  /** The value is words (a format), shown smaller than a figure. */
  text?: boolean;
}

/** A row of summary figures (Total Championships, Sports Covered, ...) with an accessible name. */
export function SummaryTiles({ items, label, id }: { items: readonly SummaryItem[]; label: string; id: string }) {
  return (
    <section aria-labelledby={id} className={s.statsRow}>
      <h2 id={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </h2>
      <Grid columns={items.length >= 4 ? 4 : 3}>
        {items.map((item) =>
          item.text ? (
            <div key={item.label} className={card}>
              <div className={statLabel}>{item.label}</div>
              <div className={s.textValue}>{item.value}</div>
            </div>
          ) : (
            <StatTile
              key={item.label}
              label={item.label}
              value={typeof item.value === "number" ? item.value.toLocaleString("en-US") : item.value}
              hint={item.hint}
            />
          ),
        )}
      </Grid>
    </section>
  );
}
