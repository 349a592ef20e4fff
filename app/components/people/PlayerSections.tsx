/** The player page's header (jersey, name, line of facts) and its collapsible sections. */
import type { Player } from "@domain/contract/types";
import { OpenSection } from "~/components/ui/Collapsible";
import { CodeIsland, islandCode } from "~/components/ui/StaticIsland";
import {
  ageOrBorn,
  draftText,
  formatHeight,
  formatSalary,
  formatWeight,
  sportHasDraftData,
  teamName,
  yearsPro,
} from "~/lib/people";
import { Facts, personFacts } from "./DetailParts";
import type { CareerStatsProps } from "./CareerStats";
import * as s from "./people.css";

export function PlayerHeader({
  player: p,
  name,
  position,
  age,
  through,
}: {
  player: Player;
  name: string;
  position: string;
  age: number | null;
  through: string | null;
}) {
  return (
    <header className={s.header}>
      {/* The circle holds a number a source gives; without one there is no circle, not a dash
          (the Status tile still says whether he is active). */}
      {p.jersey_number ? (
        <span className={s.jersey} aria-label={`Jersey number ${p.jersey_number}`}>
          {p.jersey_number}
          {p.is_active ? <span className={s.activeDot} title="Active" aria-label="Active" /> : null}
        </span>
      ) : null}
      <div>
        <h1 className={s.pageTitle}>{name}</h1>
        <p className={s.sub}>
          {[p.jersey_number ? `#${p.jersey_number}` : null, position, teamName(p), ageOrBorn(age, p.person)]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {through ? (
          <p className={s.note}>
            {through}: the source ends there, so the career may go on beyond these figures.
          </p>
        ) : null}
      </div>
    </header>
  );
}

// The career figures: tables of text, whose code stays out of the first load.
const careerStats = islandCode<CareerStatsProps>(() => import("./CareerStats").then((m) => m.default));

export function PlayerSections({
  player: p,
  name,
  position,
  through,
  open,
  year,
}: {
  player: Player;
  name: string;
  position: string;
  through: string | null;
  open: string | null;
  year: number;
}) {
  const sport = p.sport?.slug ?? null;
  return (
    <div className={s.sections}>
      <OpenSection id="personal" title="Personal Information" open={open === "personal"}>
        <Facts
          items={[
            ...personFacts(name, p),
            ["Height", formatHeight(p.person.height_inches)],
            ["Weight", formatWeight(p.person.weight_pounds)],
          ]}
        />
      </OpenSection>
      <OpenSection id="career" title="Career Information" open={open === "career"}>
        <Facts
          items={[
            ["Draft", draftText(p, sportHasDraftData(sport))],
            ["Years Pro", yearsPro(p, year)],
            ["Position", position],
            ["Jersey Number", p.jersey_number],
            ...(teamName(p) ? ([["Team", teamName(p)]] as [string, string][]) : []),
            ...(p.salary !== null ? ([["Salary", formatSalary(p.salary)]] as [string, string | null][]) : []),
          ]}
        />
      </OpenSection>
      <OpenSection id="stats" title="Career Statistics" open={open === "stats"}>
        <CodeIsland code={careerStats} props={{ player: p, through }} />
      </OpenSection>
    </div>
  );
}
