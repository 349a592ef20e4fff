/** Shapes players and coaches for the directory cards (pure; the loaders send only these). */
import type { Coach, Player } from "@domain/contract/types";
import {
  cardAwards,
  cardSpecialties,
  careerEntries,
  coachExperience,
  statusText,
  coachStatus,
  coachLastSeason,
  displayAge,
  figuresThrough,
  formatRecord,
  formatWinPct,
  playerIcon,
  recordLabel,
  teamName,
  type StatEntry,
} from "./people";

export interface PlayerCardData {
  key: string;
  href: string;
  name: string;
  jersey: string | null;
  position: string;
  team: string | null;
  sport: string | null;
  active: boolean;
  /** 'Active', or the last season the sources show. */
  statusText: string;
  championships: number;
  awards: { shown: string[]; more: boolean };
  icon: "trophy" | "user";
  stats: StatEntry[];
  through: string | null;
}

export const personName = (p: {
  person: { first_name: string; last_name: string; full_name: string | null };
}) => p.person.full_name || `${p.person.first_name} ${p.person.last_name}`;

export function toPlayerCard(p: Player): PlayerCardData {
  const key = p.slug ?? String(p.id);
  return {
    key,
    href: `/players/${key}`,
    name: personName(p),
    jersey: p.jersey_number,
    position: p.primary_position_name ?? "Player",
    team: teamName(p),
    sport: p.sport?.name ?? null,
    active: p.is_active,
    statusText: statusText(p.is_active, p.last_season, p.sport?.slug),
    championships: p.championships_won,
    awards: cardAwards(p.awards),
    icon: playerIcon(p),
    stats: careerEntries(
      p.career_stats,
      6,
      p.sport?.slug === "baseball" && p.primary_position_name === "Pitcher",
    ),
    through: figuresThrough(p.sport?.slug, p.figures_through),
  };
}

export interface CoachCardData {
  key: string;
  href: string;
  name: string;
  sport: string | null;
  status: "active" | "inactive";
  /** 'Active', or the last season the sources show. */
  statusText: string;
  title: string;
  /** The current team, only where a source of the current season gives one. */
  teamAbbreviation: string | null;
  teamName: string | null;
  age: number | null;
  /** Seasons as head coach, labelled where our data covers part of the career. */
  years: string | null;
  championships: number;
  winPct: string | null;
  recordLabel: string;
  record: string | null;
  specialties: { shown: string[]; more: boolean };
  background: {
    birthplace: string | null;
    college: string | null;
    yearsWithTeam: number | null;
    hireDate: string | null;
  };
  playing: { sport: string | null; position: string | null; years: number | null } | null;
  coaching: { regular: string | null; playoffAppearances: number | null; playoffRecord: string | null };
  awards: string[];
  philosophy: string | null;
}

export function toCoachCard(c: Coach, today: string): CoachCardData {
  const key = c.slug ?? String(c.id);
  const r = c.career_record;
  // Someone known to have died is never shown with a team.
  const team = c.person.death_year === null ? c.current_team : null;
  return {
    key,
    href: `/coaches/${key}`,
    name: personName(c),
    sport: c.sport?.name ?? null,
    status: coachStatus(c),
    statusText: statusText(c.is_active, coachLastSeason(c, today), c.sport?.slug),
    title: c.title ?? c.position ?? "Coach",
    teamAbbreviation: team ? (team.abbreviation ?? team.name) : null,
    teamName: team?.name ?? null,
    age: displayAge(c.person, today, coachLastSeason(c, today)),
    years: coachExperience(c),
    championships: c.championships_won,
    winPct: formatWinPct(r?.win_percentage),
    recordLabel: recordLabel(c),
    record: formatRecord(r),
    specialties: cardSpecialties(c.specialization),
    background: {
      birthplace: c.person.birth_place,
      college: c.college ?? c.person.college,
      yearsWithTeam: c.years_with_current_team,
      hireDate: c.hire_date,
    },
    playing: c.playing_experience
      ? {
          sport: c.playing_experience.sport,
          position: c.playing_experience.position,
          years: c.playing_experience.years_played,
        }
      : null,
    coaching: {
      regular: formatRecord(r),
      playoffAppearances: r?.playoff_appearances ?? null,
      playoffRecord:
        r && r.playoff_wins !== null && r.playoff_losses !== null
          ? `${r.playoff_wins}-${r.playoff_losses}`
          : null,
    },
    awards: c.awards.map((a) => (a.year ? `${a.name} (${a.year})` : a.name)),
    philosophy: c.coaching_philosophy,
  };
}
