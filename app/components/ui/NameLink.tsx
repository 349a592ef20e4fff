import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { namesakeHint } from "~/lib/namesake";
import { muted } from "./ui.css";

/**
 * A name that links to its page when it has one, and reads as plain text when it has none.
 * `discover="none"`: a 100-row table names hundreds of paths, and discovering their routes up front
 * would ask the server for one manifest URL longer than it accepts; a route is found on the click.
 */
export function NameLink({
  to,
  children,
  className,
}: {
  to: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  if (!to) return className ? <span className={className}>{children}</span> : <>{children}</>;
  return (
    <Link to={to} className={className} discover="none">
      {children}
    </Link>
  );
}

/** " (b. 1910)" after a namesake's name in a table or card (app/lib/namesake.ts), nothing otherwise. */
export function NamesakeHint({ slug }: { slug: string | null | undefined }) {
  const hint = namesakeHint(slug);
  return hint ? <span className={muted}> ({hint})</span> : null;
}
