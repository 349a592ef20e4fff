import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Coach, Player } from "@domain/contract/types";
import * as s from "./people.css";

/** Breadcrumb 'All Players' > name (or 'All Coaches' > name). */
export function Breadcrumb({ to, label, current }: { to: string; label: string; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={s.breadcrumb}>
      <ol>
        <li>
          <Link to={to}>{label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** Label/value pairs; a missing value shows 'N/A' unless `hideEmpty`. */
export function Facts({
  items,
  hideEmpty = false,
}: {
  items: readonly [string, ReactNode][];
  hideEmpty?: boolean;
}) {
  const shown = hideEmpty ? items.filter(([, v]) => v !== null && v !== undefined && v !== "") : items;
  return (
    <dl className={s.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={s.factPair}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === "" ? "N/A" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The personal facts a player's and a coach's page both open with: name, birth and college. */
export function personFacts(
  name: string,
  who: Pick<Player | Coach, "person" | "college">,
): [string, ReactNode][] {
  return [
    ["Full Name", name],
    ["Birth Date", who.person.birth_date],
    ["Birth Place", who.person.birth_place],
    ["College", who.college ?? who.person.college],
  ];
}

/** A link to the team's season page when the team is known. */
export function TeamSeasonLink({ slug, year, name }: { slug: string | null; year: number; name: string }) {
  return slug ? <Link to={`/teams/${slug}/${year}`}>{name}</Link> : <>{name}</>;
}
