import type { ReactNode } from "react";
import { Container } from "~/components/ui/primitives";
import * as s from "./legal.css";

/** A static legal document: title, last-updated line, then sections with their own headings. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Container>
      <article className={s.article}>
        <h1>{title}</h1>
        <p className={s.updated}>Last updated: {updated}</p>
        {children}
      </article>
    </Container>
  );
}

export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={s.section} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined}>{title}</h2>
      {children}
    </section>
  );
}

/** The closing "Contact" section every legal page ends with. */
export function LegalContact({ about, email }: { about: string; email: string }) {
  return (
    <LegalSection title="Contact">
      <p>
        Questions about {about}: <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </LegalSection>
  );
}
