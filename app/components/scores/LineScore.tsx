import type { Game } from "@domain/contract/types";
import * as s from "./scores.css";

/** Runs by inning (Retrosheet game logs); an inning not batted shows "x", as in a box score. */
export function LineScore({ game }: { game: Game }) {
  const line = game.line_score;
  if (!line || (line.away.length === 0 && line.home.length === 0)) return null;
  const innings = Math.max(line.away.length, line.home.length);
  const row = (which: "away" | "home") => {
    const team = which === "home" ? game.home_team : game.away_team;
    const runs = line[which];
    return (
      <tr>
        <th scope="row">{team.abbreviation ?? team.name}</th>
        {Array.from({ length: innings }, (_, i) => (
          <td key={i}>{i < runs.length ? (runs[i] ?? "x") : ""}</td>
        ))}
        <td className={s.lineScoreTotal}>{which === "home" ? game.home_score : game.away_score}</td>
      </tr>
    );
  };
  return (
    <div className={s.lineScoreWrap}>
      <table className={s.lineScore} aria-label="Line score by inning" data-testid="line-score">
        <thead>
          <tr>
            <th scope="col">Team</th>
            {Array.from({ length: innings }, (_, i) => (
              <th scope="col" key={i}>
                {i + 1}
              </th>
            ))}
            <th scope="col">R</th>
          </tr>
        </thead>
        <tbody>
          {row("away")}
          {row("home")}
        </tbody>
      </table>
    </div>
  );
}
