/** A team season's head coaches (managers in baseball), each linking to the coach's page. */
import { Link } from "@remix-run/react";
import type { TeamSeason } from "@domain/contract/types";
import { coachHref } from "~/lib/links";
import * as s from "./teams.css";

/** "Head coach" or "Head coaches"; professional baseball says "Manager" (college baseball has head coaches). */
export function coachTerm(sport: string | null | undefined, n: number, level?: string | null): string {
  if (sport === "baseball" && (level ?? "professional") === "professional")
    return n > 1 ? "Managers" : "Manager";
  return n > 1 ? "Head coaches" : "Head coach";
}

/** The coaches' names, linked, comma-separated. */
export function CoachLinks({ coaches }: { coaches: TeamSeason["coaches"] }) {
  return (
    <>
      {coaches.map((c, i) => {
        const href = coachHref(c.slug ?? c.id);
        return (
          <span key={c.id ?? c.name}>
            {i ? ", " : ""}
            {href ? <Link to={href}>{c.name}</Link> : c.name}
          </span>
        );
      })}
    </>
  );
}

/** The season heading's line naming its coaches; nothing when no coach-season row names one. */
export function SeasonCoaches({
  season,
  sport,
  level,
}: {
  season: TeamSeason;
  sport: string | null;
  level: string | null;
}) {
  if (!season.coaches.length) return null;
  return (
    <p className={s.small} id="season-coaches">
      {coachTerm(sport, season.coaches.length, level)}: <CoachLinks coaches={season.coaches} />
    </p>
  );
}
