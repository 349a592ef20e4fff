import type { Player } from "@domain/contract/types";
import { hasCareerStats } from "~/lib/people";
import { CareerStatsBlocks } from "./PlayerStats";
import * as s from "./people.css";

export interface CareerStatsProps {
  player: Player;
  /** Through which season the figures run, where the source ends before the career. */
  through: string | null;
}

/**
 * A player's career statistics section: totals and rates by the sport's source. Text only, so the
 * player page renders it as a code island (its code is not in the first load).
 */
export default function CareerStats({ player: p, through }: CareerStatsProps) {
  const sport = p.sport?.slug ?? null;
  return p.career_stats && (hasCareerStats(p.career_stats) || p.basketball_lines?.lines.length) ? (
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
  );
}
