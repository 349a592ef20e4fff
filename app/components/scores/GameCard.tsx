import { Link } from "@remix-run/react";
import type { Game } from "@domain/contract/types";
import { statusView } from "~/lib/scores";
import { LocalTime } from "~/components/ui/LocalTime";
import { Reveal, useSpoilerSafe } from "~/components/ui/Reveal";
import * as s from "./scores.css";

/** The status line of a game: LIVE with period and clock, Final (OT/SO), the start time, or the honest 'not available'. */
export function StatusLabel({ game }: { game: Game }) {
  const view = statusView(game);
  // Spoiler-safe mode: "Final" without /OT or the innings, which would tell how close it was.
  const hide = useSpoilerSafe();
  if (view.state === "live") return <span className={s.live}>LIVE</span>;
  if (view.state === "final")
    return <span className={s.finalLabel}>{hide && view.showScores ? "Final" : view.label}</span>;
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
  const hide = useSpoilerSafe() && view.showScores;
  if (hide) return <SpoilerSafeCard game={game} />;
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

/**
 * A game with a score in spoiler-safe mode: the link holds the status and the two teams (no
 * winner marked); the score, the winner and any extra time sit behind "Show score" beside it
 * (a `<details>` cannot sit inside a link).
 */
function SpoilerSafeCard({ game }: { game: Game }) {
  const view = statusView(game);
  const name = (which: "away" | "home") => {
    const team = which === "home" ? game.home_team : game.away_team;
    return (
      <div className={s.row}>
        <span className={s.team}>
          <span className={s.abbr}>{team.abbreviation ?? ""}</span>
          {team.name}
        </span>
      </div>
    );
  };
  return (
    <div
      className={`${s.card} ${view.state === "live" ? s.cardLive : ""}`}
      data-state={view.state}
      data-game={game.id}
    >
      <Link to={`/scores/${game.id}`} className={s.spoilerLink}>
        <div className={s.cardTop}>
          <StatusLabel game={game} />
          <span>{view.state === "live" ? view.detail : game.week ? `Week ${game.week}` : ""}</span>
        </div>
        {name("away")}
        {name("home")}
      </Link>
      <Reveal>
        <div className={s.row}>
          <span>{game.away_team.abbreviation ?? game.away_team.name}</span>
          <span className={s.score} data-testid="away-score">
            {game.away_score}
          </span>
        </div>
        <div className={s.row}>
          <span>{game.home_team.abbreviation ?? game.home_team.name}</span>
          <span className={s.score} data-testid="home-score">
            {game.home_score}
          </span>
        </div>
        {view.state === "final" ? (
          <div className={s.detail}>{[view.label, view.detail].filter(Boolean).join(" · ")}</div>
        ) : null}
      </Reveal>
    </div>
  );
}
