/** Shapes players and coaches for the directory cards (pure; the loaders send only these). */
import type { Coach, Player } from "@domain/contract/types";
import {
  cardAwards,
  cardSpecialties,
  careerEntries,
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
  team: string;
  sport: string | null;
  active: boolean;
  championships: number;
  awards: { shown: string[]; more: boolean };
  icon: "trophy" | "user";
  stats: StatEntry[];
  through: string | null;
}

export const personName = (p: { person: { first_name: string; last_name: string; full_name: string | null } }) =>
  p.person.full_name || `${p.person.first_name} ${p.person.last_name}`;

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
    championships: p.championships_won,
    awards: cardAwards(p.awards),
    icon: playerIcon(p),
    stats: careerEntries(p.career_stats),
    through: figuresThrough(p.sport?.slug, p.figures_through),
  };
}

export interface CoachCardData {
  key: string;
  href: string;
  name: string;
  sport: string | null;
  status: "active" | "inactive";
  title: string;
  teamAbbreviation: string;
  teamName: string;
  age: number | null;
  years: number | null;
  championships: number;
  winPct: string | null;
  recordLabel: string;
  record: string | null;
  specialties: { shown: string[]; more: boolean };
  background: { birthplace: string | null; college: string | null; yearsWithTeam: number | null; hireDate: string | null };
  playing: { sport: string | null; position: string | null; years: number | null } | null;
  coaching: { regular: string | null; playoffAppearances: number | null; playoffRecord: string | null };
  awards: string[];
  philosophy: string | null;
}

export function toCoachCard(c: Coach, today: string): CoachCardData {
  const key = c.slug ?? String(c.id);
  const r = c.career_record;
  return {
    key,
    href: `/coaches/${key}`,
    name: personName(c),
    sport: c.sport?.name ?? null,
    status: coachStatus(c),
    title: c.title ?? c.position ?? "Coach",
    teamAbbreviation: c.current_team?.abbreviation ?? "FA",
    teamName: c.current_team?.name ?? "Free Agent",
    age: displayAge(c.person, today, coachLastSeason(c, today)),
    years: c.years_experience,
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
      ? { sport: c.playing_experience.sport, position: c.playing_experience.position, years: c.playing_experience.years_played }
      : null,
    coaching: {
      regular: formatRecord(r),
      playoffAppearances: r?.playoff_appearances ?? null,
      playoffRecord: r && r.playoff_wins !== null && r.playoff_losses !== null ? `${r.playoff_wins}-${r.playoff_losses}` : null,
    },
    awards: c.awards.map((a) => (a.year ? `${a.name} (${a.year})` : a.name)),
    philosophy: c.coaching_philosophy,
  };
}
