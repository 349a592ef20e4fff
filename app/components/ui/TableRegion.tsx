import type { ReactNode } from "react";
import { CSV_ATTR, tableAnchor } from "~/lib/table-csv";

/**
 * The region a table scrolls sideways in, named `label` and anchored as table `tableId` (its CSV and
 * "link to this table" find it by that id). It must be reachable by keyboard to scroll it (WCAG
 * 2.1.1, axe scrollable-region-focusable).
 */
export function TableRegion({
  tableId,
  label,
  className,
  frozen,
  csvLead,
  children,
}: {
  tableId: string;
  label: string;
  className: string;
  /** How many leading columns stay in view on phones (DataTable). */
  frozen?: 1 | 2;
  /** Leading CSV columns the table shows as heading rows. */
  csvLead?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div
      className={className}
      data-frozen={frozen}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
      id={tableAnchor(tableId)}
      data-table-id={tableId}
      {...(csvLead ? { [CSV_ATTR.lead]: JSON.stringify(csvLead) } : {})}
    >
      {children}
    </div>
  );
}
