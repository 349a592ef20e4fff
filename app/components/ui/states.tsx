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
export function SkeletonCards({ count = 6, height = "9rem", label = "Loading" }: { count?: number; height?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={s.grid({ columns: 3 })}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={s.skeleton} style={{ height }} />
      ))}
    </div>
  );
}

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
export function EmptyState({ title, message, action, icon = "search" }: { title: string; message?: string; action?: ReactNode; icon?: IconName }) {
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

/** A 'Not Found' screen with a way back (e.g. 'Back to Championships'). */
export function NotFoundState({ title, message, backTo, backLabel }: { title: string; message: string; backTo: string; backLabel: string }) {
  return (
    <div className={s.centered}>
      <div className={s.stateIcon}>
        <Icon name="stadium" size={40} />
      </div>
      <h1 className={s.stateTitle}>{title}</h1>
      <p className={s.muted}>{message}</p>
      <Link className={s.button({ tone: "primary" })} to={backTo} viewTransition>
        {backLabel}
      </Link>
    </div>
  );
}
