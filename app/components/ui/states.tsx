import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Icon, type IconName } from "./Icon";
import * as s from "./ui.css";

/** The spec's loaders: spinner with an optional message ('Loading championship details...'). */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div className={s.centered} role="status" aria-live="polite">
      <div className={s.spinner} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** Skeleton cards shown during client navigation (default 6 cards). */
export function SkeletonCards({
  count = 6,
  height = "9rem",
  label = "Loading",
}: {
  count?: number;
  height?: string;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label} className={s.grid({ columns: 3 })}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={s.skeleton} style={{ height }} />
      ))}
    </div>
  );
}

/** Skeleton table rows (default 4). */
export function SkeletonRows({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading" style={{ display: "grid", gap: "0.5rem" }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={s.skeleton} style={{ height: "2.5rem" }} />
      ))}
    </div>
  );
}

/** Empty results: 'No Teams Found', 'No Championships Found' / 'Try adjusting your search or filters'. */
export function EmptyState({
  title,
  message,
  action,
  icon = "search",
}: {
  title: string;
  message?: string;
  action?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className={s.centered}>
      <div className={s.stateIcon}>
        <Icon name={icon} size={40} />
      </div>
      <h2 className={s.stateTitle}>{title}</h2>
      {message ? <p className={s.muted}>{message}</p> : null}
      {action}
    </div>
  );
}

/** The spec's empty states, by the thing that is missing. */
export const EMPTY_STATES = {
  teams: { title: "No Teams Found", message: "Try adjusting your search or filters", icon: "stadium" },
  players: { title: "No Players Found", message: "Try adjusting your search or filters", icon: "search" },
  games: { title: "No Games Found", message: "Try another date or sport", icon: "stadium" },
  data: { title: "No Data Available", message: undefined, icon: "chart" },
  comingSoon: { title: "Coming Soon", message: "This feature is on its way.", icon: "rocket" },
} as const satisfies Record<string, { title: string; message: string | undefined; icon: IconName }>;

export type EmptyKind = keyof typeof EMPTY_STATES;

/** One of the spec's empty states ('No Teams Found', ..., 'Coming Soon'); message and action can be replaced. */
export function Empty({ kind, message, action }: { kind: EmptyKind; message?: string; action?: ReactNode }) {
  const preset = EMPTY_STATES[kind];
  return (
    <EmptyState title={preset.title} message={message ?? preset.message} icon={preset.icon} action={action} />
  );
}

export const DEFAULT_ERROR_TITLE = "Failed to Load Data";
export const DEFAULT_ERROR_MESSAGE = "Something went wrong while loading the data. Please try again.";

/**
 * An error with a retry. The retry is a link to the same URL, so it reloads with or without
 * JavaScript.
 */
export function ErrorState({
  title = DEFAULT_ERROR_TITLE,
  message = DEFAULT_ERROR_MESSAGE,
  retryHref,
  retryLabel = "Try Again",
  headingLevel = 2,
  children,
}: {
  headingLevel?: 1 | 2;
  title?: string;
  message?: string;
  retryHref?: string;
  retryLabel?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={s.centered} role="alert">
      <div className={s.stateIcon}>
        <Icon name="warning" size={40} />
      </div>
      <Heading className={s.stateTitle}>{title}</Heading>
      <p className={s.muted}>{message}</p>
      {retryHref ? (
        <a className={s.button({ tone: "primary" })} href={retryHref}>
          {retryLabel}
        </a>
      ) : null}
      {children}
    </div>
  );
}

/**
 * In place of an optional section whose data failed to load: says so (never an empty section) and
 * offers a reload of the same URL, with or without JavaScript.
 */
export function SectionUnavailable({ what, retryHref }: { what: string; retryHref: string }) {
  return (
    <p className={s.muted} role="status">
      <Icon name="warning" size={16} /> Could not load {what}. <a href={retryHref}>Reload the page</a> to try
      again.
    </p>
  );
}

/** A 'Not Found' screen with a way back (e.g. 'Back to Championships'). */
export function NotFoundState({
  title,
  message,
  backTo,
  backLabel,
  elsewhere = [],
  suggestions = [],
}: {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
  /** Links to the same page on the sites the item belongs to (another sport or level). */
  elsewhere?: readonly { href: string; label: string }[];
  /** "Did you mean": pages of this site whose names the missed address reads like. */
  suggestions?: readonly { href: string; label: string }[];
}) {
  return (
    <div className={s.centered}>
      <div className={s.stateIcon}>
        <Icon name="stadium" size={40} />
      </div>
      <h1 className={s.stateTitle}>{title}</h1>
      <p className={s.muted}>{message}</p>
      {elsewhere.length ? (
        <nav aria-label="This page on other sites">
          <p className={s.muted}>It belongs to another site of the family:</p>
          <ul className={s.elsewhereList}>
            {elsewhere.map((link) => (
              <li key={link.href}>
                {/* Another host: a plain link, never client-side navigation. */}
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {suggestions.length ? (
        <nav aria-label="Did you mean">
          <p className={s.muted}>Did you mean:</p>
          <ul className={s.elsewhereList}>
            {suggestions.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link className={s.button({ tone: "primary" })} to={backTo} viewTransition>
        {backLabel}
      </Link>
    </div>
  );
}
