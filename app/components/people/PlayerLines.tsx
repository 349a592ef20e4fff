import type { Player } from "@domain/contract/types";
import type { GameLogView } from "~/lib/game-log-sort";
import { BaseballLinesTables } from "./BaseballLines";
import { BasketballLinesTables } from "./BasketballLines";
import { FootballLinesTables } from "./FootballLines";
import { PlayerSeasonTable } from "./PlayerStats";

export type PlayerLinesProps = Pick<
  Player,
  "baseball_lines" | "basketball_lines" | "football_lines" | "seasons" | "figures_through"
> &
  GameLogView & { sport: string | null };

/**
 * A player's season lines and game log: the tables of the sport's source. Links and text only,
 * so the player page renders them as a code island (their code is not in the page's first load).
 */
export default function PlayerLines(p: PlayerLinesProps) {
  const { log, logSort } = p;
  return (
    <>
      {p.baseball_lines ? <BaseballLinesTables lines={p.baseball_lines} log={log} logSort={logSort} /> : null}
      {p.basketball_lines ? (
        <BasketballLinesTables lines={p.basketball_lines} log={log} logSort={logSort} />
      ) : p.football_lines ? (
        <FootballLinesTables lines={p.football_lines} log={log} logSort={logSort} />
      ) : p.seasons.length && !p.baseball_lines ? (
        <PlayerSeasonTable seasons={p.seasons} sport={p.sport} through={p.figures_through} />
      ) : null}
    </>
  );
}
