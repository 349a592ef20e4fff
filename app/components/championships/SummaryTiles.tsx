import { StatStrip, type StatItem } from "~/components/ui/StatStrip";

export type SummaryItem = StatItem;

/** A championship page's summary figures (Total Championships, Sports Covered, ...). */
export function SummaryTiles({
  items,
  label,
  id,
}: {
  items: readonly SummaryItem[];
  label: string;
  id: string;
}) {
  return <StatStrip items={items} label={label} id={id} />;
}
