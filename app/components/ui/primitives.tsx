import { Link, type LinkProps } from "@remix-run/react";
import type { ReactNode } from "react";
import * as s from "./ui.css";

type Tone = NonNullable<Parameters<typeof s.button>[0]>["tone"];
type Size = NonNullable<Parameters<typeof s.button>[0]>["size"];

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${s.container} ${className}` : s.container}>{children}</div>;
}

/** A link styled as a button; in-app links get a view transition. */
export function ButtonLink({ tone, size, className, ...props }: LinkProps & { tone?: Tone; size?: Size }) {
  const cls = s.button({ tone, size });
  return <Link viewTransition {...props} className={className ? `${cls} ${className}` : cls} />;
}

/** The small "Download CSV" button of a results page: a full document load, so the file downloads. */
export function CsvButton({ to }: { to: string }) {
  return (
    <ButtonLink to={to} reloadDocument tone="outline" size="xs" download>
      Download CSV
    </ButtonLink>
  );
}

export function Card({
  children,
  className,
  as: Tag = "div",
}: {
  children: ReactNode;
  className?: string;
  as?: "div" | "article" | "section" | "li";
}) {
  return <Tag className={className ? `${s.card} ${className}` : s.card}>{children}</Tag>;
}

export function Grid({
  children,
  columns,
  as: Tag = "div",
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  as?: "div" | "ul";
}) {
  return (
    <Tag
      className={s.grid({ columns })}
      style={Tag === "ul" ? { listStyle: "none", padding: 0, margin: 0 } : undefined}
    >
      {children}
    </Tag>
  );
}

/** A summary figure: label, value and a short hint ('Tracked', 'All-Time'). */
export function StatTile({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className={s.card}>
      <div className={s.statLabel}>{label}</div>
      <div className={`${s.statValue} num`}>{value}</div>
      {hint ? <div className={s.statHint}>{hint}</div> : null}
    </div>
  );
}

export function Badge({
  children,
  tone,
}: {
  children: ReactNode;
  tone?: NonNullable<Parameters<typeof s.badge>[0]>["tone"];
}) {
  return <span className={s.badge({ tone })}>{children}</span>;
}

export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  id?: string;
}) {
  return (
    <header className={s.sectionHeader}>
      {eyebrow ? <span className={s.eyebrow}>{eyebrow}</span> : null}
      <h2 id={id}>{title}</h2>
      {description ? <p className={s.muted}>{description}</p> : null}
    </header>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={s.visuallyHidden}>{children}</span>;
}

/** A section named by its own heading (`aria-labelledby`), the heading first. */
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
