import { Link } from "@remix-run/react";
import type { Game } from "@domain/contract/types";
import { statusView } from "~/lib/scores";
import { LocalTime } from "~/components/ui/LocalTime";
import * as s from "./scores.css";

/** The status line of a game: LIVE with period and clock, Final (OT/SO), the start time, or the honest 'not available'. */
export function StatusLabel({ game }: { game: Game }) {
  const view = statusView(game);
  if (view.state === "live") return <span className={s.live}>LIVE</span>;
  if (view.state === "final") return <span className={s.finalLabel}>{view.label}</span>;
  if (view.state === "pending") return <span className={s.pending}>{view.label}</span>;
  // A scheduled game's start: Eastern from the server, the visitor's zone once scripts run.
  if (view.state === "scheduled" && game.game_time)
    return (
      <span>
        <LocalTime date={game.game_date} time={game.game_time} />
      </span>
    );
  return <span>{view.label}</span>;
}

/** One game as a compact card (away above home, as scoreboards read; a neutral site says so), linking to its page. */
export function GameCard({ game }: { game: Game }) {
  const view = statusView(game);
  const line = (which: "away" | "home") => {
    const team = which === "home" ? game.home_team : game.away_team;
    const score = which === "home" ? game.home_score : game.away_score;
    return (
      <div className={s.row}>
        <span className={`${s.team} ${view.winner === which ? s.winner : ""}`}>
          <span className={s.abbr}>{team.abbreviation ?? ""}</span>
          {team.name}
        </span>
        {view.showScores ? (
          <span
            className={`${s.score} ${view.winner === which ? s.winner : ""}`}
            data-testid={`${which}-score`}
          >
            {score}
          </span>
        ) : (
          <span className={s.dash} aria-label="no score">
            –
          </span>
        )}
      </div>
    );
  };
  return (
    <Link
      to={`/scores/${game.id}`}
      className={`${s.card} ${view.state === "live" ? s.cardLive : ""}`}
      data-state={view.state}
      data-game={game.id}
    >
      <div className={s.cardTop}>
        <StatusLabel game={game} />
        <span>
          {view.state === "live" ? (
            view.detail
          ) : view.state === "pending" && game.game_time ? (
            <LocalTime date={game.game_date} time={game.game_time} />
          ) : game.week ? (
            `Week ${game.week}`
          ) : (
            ""
          )}
        </span>
      </div>
      {line("away")}
      {line("home")}
      {game.neutral_site ? (
        // Neither club at home: no away-above-home reading (docs/rules.md#neutral-sites).
        <div className={s.detail} data-testid="neutral-site">
          Neutral site{game.venue_name ? ` · ${game.venue_name}` : ""}
        </div>
      ) : null}
      {view.state === "final" && view.detail ? <div className={s.detail}>{view.detail}</div> : null}
    </Link>
  );
}
