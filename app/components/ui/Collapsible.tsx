import * as RadixCollapsible from "@radix-ui/react-collapsible";
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import { OpenToggleLink, type OpenToggleLinkProps } from "./OpenToggleLink";
import { visuallyHidden } from "./ui.css";
import * as s from "./widgets.css";

const keepUrlState = () => undefined;

/**
 * Radix Collapsible controlled by `?open=`: one section or row open at a time across the page,
 * the open one closed by its own link. The trigger is a link that sets or clears the parameter,
 * so it works without JavaScript and the open section can be shared.
 */
export function UrlCollapsible({
  open,
  asChild,
  className,
  children,
}: {
  open: boolean;
  asChild?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (!open) {
    // Closed (every row of a long table but one): the same markup without a Radix root, so a
    // 100-row table hydrates 100 links instead of 100 collapsibles. The trigger renders as the
    // same link with aria-expanded="false", the panel (absent when closed in Radix too) as nothing.
    const closed =
      asChild && isValidElement(children) ? (
        cloneElement(children as ReactElement<{ "data-state"?: string }>, { "data-state": "closed" })
      ) : (
        <div className={className} data-state="closed">
          {children}
        </div>
      );
    return <ClosedContext.Provider value={true}>{closed}</ClosedContext.Provider>;
  }
  return (
    <RadixCollapsible.Root open={open} onOpenChange={keepUrlState} asChild={asChild} className={className}>
      {children}
    </RadixCollapsible.Root>
  );
}

/** True inside a closed UrlCollapsible (rendered without Radix). */
const ClosedContext = createContext(false);

/** The link that opens `id` (or closes it when open); `anchor` is where the no-JS reload lands. */
export function UrlCollapsibleTrigger(props: OpenToggleLinkProps) {
  const link = <OpenToggleLink {...props} />;
  if (useContext(ClosedContext)) return link;
  return (
    <RadixCollapsible.Trigger asChild type={undefined}>
      {link}
    </RadixCollapsible.Trigger>
  );
}

/**
 * The small toggle of a table row whose name is a link to its own page: the name leads to the
 * page, this opens the row's details in place. `label` names the row for assistive tech.
 */
export function UrlRowToggle({
  id,
  open,
  controls,
  anchor,
  label,
}: {
  id: string;
  open: boolean;
  controls: string;
  anchor?: string;
  label: string;
}) {
  return (
    <UrlCollapsibleTrigger id={id} open={open} controls={controls} anchor={anchor} className={s.rowToggle}>
      <span className={s.chevron} data-open={open ? "true" : undefined} aria-hidden="true">
        ›
      </span>
      <span className={visuallyHidden} data-csv="skip">
        {label}
      </span>
    </UrlCollapsibleTrigger>
  );
}

export function UrlCollapsibleContent({
  id,
  asChild,
  className,
  children,
}: {
  id: string;
  asChild?: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (useContext(ClosedContext)) return null;
  return (
    <RadixCollapsible.Content id={id} asChild={asChild} className={className}>
      {children}
    </RadixCollapsible.Content>
  );
}

/**
 * A table's row group whose details open under it through `?open=` (one at a time): `row`, then a
 * row across all `colSpan` columns holding `details` in a `<dl>`, left out of the table's CSV.
 */
export function UrlDetailRows({
  open,
  panelId,
  colSpan,
  className,
  detailRowClassName,
  listClassName,
  row,
  details,
}: {
  open: boolean;
  panelId: string;
  colSpan: number;
  className?: string;
  detailRowClassName: string;
  listClassName: string;
  row: ReactNode;
  details: ReactNode;
}) {
  return (
    <UrlCollapsible open={open} asChild>
      <tbody className={className}>
        {row}
        <UrlCollapsibleContent id={panelId} asChild>
          <tr className={detailRowClassName} data-csv="skip">
            <td colSpan={colSpan}>
              <dl className={listClassName}>{details}</dl>
            </td>
          </tr>
        </UrlCollapsibleContent>
      </tbody>
    </UrlCollapsible>
  );
}

/**
 * A titled section that opens and closes through `?open=` (player and coach pages): the heading
 * holds the trigger, the panel follows it.
 */
export function OpenSection({
  id,
  title,
  open,
  param,
  defaultOpen,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  param?: string;
  /** The section open when `?open=` is absent (coach page: career); closing it sets `open=none`. */
  defaultOpen?: string;
  children: ReactNode;
}) {
  const panelId = `${id}-panel`;
  return (
    <UrlCollapsible open={open} asChild>
      <section id={id} className={s.section} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={s.sectionTitle}>
          <UrlCollapsibleTrigger
            id={id}
            open={open}
            controls={panelId}
            anchor={id}
            param={param}
            defaultOpen={defaultOpen}
            className={s.sectionToggle}
          >
            <span>{title}</span>
            <span className={s.chevron} data-open={open ? "true" : undefined} aria-hidden="true">
              ›
            </span>
          </UrlCollapsibleTrigger>
        </h2>
        <UrlCollapsibleContent id={panelId} className={s.sectionPanel}>
          {children}
        </UrlCollapsibleContent>
      </section>
    </UrlCollapsible>
  );
}
