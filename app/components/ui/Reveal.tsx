import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import * as s from "./reveal.css";

/** Whether the visitor is in spoiler-safe mode (the root loader reads the signed `spoilers` cookie). */
export function useSpoilerSafe(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.spoilerSafe ?? false;
}

/**
 * A score or result that spoiler-safe mode hides until the visitor reveals it: a native
 * `<details>` (works without JavaScript, one per item, and inside server-HTML islands). Outside
 * spoiler-safe mode it is just its children.
 */
export function Reveal({
  label = "Show score",
  children,
  block = false,
}: {
  /** The control's text: "Show score", "Show result", "Show box score". */
  label?: string;
  children: ReactNode;
  /** A section (the box score, the record) rather than one figure in a line. */
  block?: boolean;
}) {
  const hidden = useSpoilerSafe();
  if (!hidden) return <>{children}</>;
  return (
    <details className={block ? s.revealBlock : s.reveal} data-spoiler="">
      <summary className={s.summary}>{label}</summary>
      {children}
    </details>
  );
}
