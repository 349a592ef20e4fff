import type { Game } from "@domain/contract/types";
import { useCsvRow } from "~/components/ui/CardTable";
import { GAME_CSV } from "~/lib/card-csv-columns";
import { groupGames } from "~/lib/scores";
import { StaticIsland } from "~/components/ui/StaticIsland";
import { GameCard } from "./GameCard";
import * as s from "./scores.css";

/**
 * Cards grouped by date, then league (NFL, NBA, ... College ...), dense enough for a full slate.
 * Links only: server HTML on the first load (StaticIsland), not a hydrated component per card.
 */
export function GameList({ games }: { games: readonly Game[] }) {
  const csvRow = useCsvRow(GAME_CSV);
  return (
    <StaticIsland>
      {groupGames(games).map((day) => (
        <section key={day.date} className={s.day} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className={s.dayTitle}>
            {day.label}
          </h2>
          {day.leagues.map((league) => (
            <section key={league.key} className={s.league} aria-label={`${league.label}, ${day.label}`}>
              <h3 className={s.leagueTitle}>{league.label}</h3>
              <ul className={s.grid}>
                {league.games.map((g) => (
                  <li key={g.id} {...csvRow(g)}>
                    <GameCard game={g} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </StaticIsland>
  );
}
