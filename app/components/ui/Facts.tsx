/**
 * Terms and their values in a `<dl>`: `Fact` is the bare pair (lists laid out as a two-column
 * grid of terms and values), `FactCell` the pair in a `<div>` (lists laid out one pair per cell).
 */
import type { ReactNode } from "react";

export function Fact({
  term,
  className,
  children,
}: {
  term: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

export function FactCell({
  term,
  className,
  children,
}: {
  term: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
