/** An MLB postseason game's play-by-play (Retrosheet event files), inning by inning, with the score after each scoring play. */
import type { BaseballBoxScore, Game } from "@domain/contract/types";
import * as s from "./box-score.css";

type Play = BaseballBoxScore["plays"][number];

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

export function PlayByPlay({ game, plays }: { game: Game; plays: Play[] }) {
  const halves: { key: string; title: string; plays: Play[] }[] = [];
  for (const p of plays) {
    const key = `${p.inning}-${p.half}`;
    if (halves.at(-1)?.key !== key) {
      const team = (p.half === "top" ? game.away_team : game.home_team).name;
      halves.push({
        key,
        title: `${p.half === "top" ? "Top" : "Bottom"} of the ${ordinal(p.inning)}: ${team}`,
        plays: [],
      });
    }
    halves.at(-1)!.plays.push(p);
  }
  let before = { away: 0, home: 0 };
  return (
    <div data-testid="play-by-play">
      {halves.map((h) => (
        <section key={h.key} className={s.inning} aria-label={h.title}>
          <h2 className={s.inningTitle}>{h.title}</h2>
          <ol className={s.plays}>
            {h.plays.map((p, i) => {
              const scored = p.away_score !== before.away || p.home_score !== before.home;
              before = { away: p.away_score, home: p.home_score };
              return (
                <li key={i}>
                  {p.text}.
                  {scored ? (
                    <span className={s.score}>
                      {" "}
                      ({game.away_team.abbreviation ?? game.away_team.name} {p.away_score},{" "}
                      {game.home_team.abbreviation ?? game.home_team.name} {p.home_score})
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
