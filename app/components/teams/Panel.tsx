import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/primitives";
import * as s from "./teams.css";

/** A team page's panel: a section under its own heading (h2, or h3 inside a tab's section). */
export function Panel({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} level={level} className={s.panel} titleClassName={s.panelTitle}>
      {children}
    </TitledSection>
  );
}
