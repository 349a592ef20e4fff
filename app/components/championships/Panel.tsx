import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/primitives";
import * as s from "./championships.css";

/** A championship page's panel: a section under its own heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={s.panel} titleClassName={s.panelTitle}>
      {children}
    </TitledSection>
  );
}
