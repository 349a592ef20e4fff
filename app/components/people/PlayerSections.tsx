/** The player page's header (jersey, name, line of facts) and its collapsible sections. */
import type { Player } from "@domain/contract/types";
import { OpenSection } from "~/components/ui/Collapsible";
import {
  ageOrBorn,
  draftText,
  formatHeight,
  formatSalary,
  formatWeight,
  hasCareerStats,
  sportHasDraftData,
  teamName,
  yearsPro,
} from "~/lib/people";
import { Facts, personFacts } from "./DetailParts";
import { CareerStatsBlocks } from "./PlayerStats";
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
        {p.career_stats && (hasCareerStats(p.career_stats) || p.basketball_lines?.lines.length) ? (
          <>
            {through ? <p className={s.note}>{through}.</p> : null}
            <CareerStatsBlocks
              stats={p.career_stats}
              sport={sport}
              regularSeasonBelow={p.baseball_lines !== null}
              basketballLines={p.basketball_lines?.lines ?? null}
              pitcher={sport === "baseball" && p.primary_position_name === "Pitcher"}
              fullSeasons={Boolean(p.baseball_lines?.note)}
            />
          </>
        ) : p.football_lines ? (
          <p>
            {p.football_lines.seasons.length
              ? "Passing, rushing and receiving figures are in the tables below."
              : "Defensive figures are in the table below."}
          </p>
        ) : (
          <p>No career statistics available for this player.</p>
        )}
      </OpenSection>
    </div>
  );
}
