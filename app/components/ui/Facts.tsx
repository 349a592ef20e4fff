/**
 * Terms and their values in a `<dl>`: `Fact` is the bare pair (lists laid out as a two-column
 * grid of terms and values), `FactCell` the pair in a `<div>` (lists laid out one pair per cell).
 */
import type { ReactNode } from "react";

interface FactProps {
  term: ReactNode;
  /** The value's class. */
  className?: string;
  children: ReactNode;
}

export function Fact({ term, className, children }: FactProps) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

export function FactCell(props: FactProps) {
  return (
    <div>
      <Fact {...props} />
    </div>
  );
}
