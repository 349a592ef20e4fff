/** The game page's parts: its header, the overview's summary, details and venue, and the game-info tab. */
import { Link } from "@remix-run/react";
import type { HeadToHead } from "@domain/contract/explore";
import type { Game } from "@domain/contract/types";
import { matchupText } from "@domain/neutral-site";
import { PreviousMeetings } from "~/components/explore/PreviousMeetings";
import { Fact } from "~/components/ui/Facts";
import { SectionUnavailable } from "~/components/ui/states";
import { formatCount } from "~/lib/format";
import { durationText, extraInnings } from "~/lib/game-history";
import { longDate, periodText, statusView } from "~/lib/scores";
import { startTimeText } from "~/lib/game-time";
import { LocalTime } from "~/components/ui/LocalTime";
import { Reveal, useSpoilerSafe } from "~/components/ui/Reveal";
import { StatusLabel } from "./GameCard";
import { LineScore } from "./LineScore";
import { SourceNotes } from "./SourceNote";
import * as s from "./scores.css";

const GAME_TYPE_LABELS: Record<string, string> = {
  regular: "Regular season",
  postseason: "Postseason",
  "play-in": "Play-in",
  championship: "Championship game",
  "cup-final": "Cup final",
};

const seasonYear = (game: Game) => game.season?.start_year ?? null;

function TeamLink({ game, which }: { game: Game; which: "home" | "away" }) {
  const team = which === "home" ? game.home_team : game.away_team;
  const year = seasonYear(game);
  const label = `${team.name}`;
  return team.slug && year ? <Link to={`/teams/${team.slug}/${year}`}>{label}</Link> : <span>{label}</span>;
}

function Summary({ game }: { game: Game }) {
  const view = statusView(game);
  // Spoiler-safe mode: the scoreboard names the sides only; the score, the winner, the summary's
  // sentence and the line score sit behind one "Show score".
  const hide = useSpoilerSafe() && view.showScores;
  const side = (which: "home" | "away") => (
    <div className={`${s.side} ${which === "home" ? s.sideHome : ""}`}>
      <span className={s.sideName}>
        <TeamLink game={game} which={which} />
      </span>
      {/* A neutral site has no home or away side (docs/rules.md#neutral-sites). */}
      {game.neutral_site ? null : <span>{which === "home" ? "Home" : "Away"}</span>}
      {hide ? null : (
        <span
          className={`${s.bigScore} ${view.winner === which ? s.winner : ""}`}
          data-testid={`${which}-score`}
        >
          {view.showScores ? (which === "home" ? game.home_score : game.away_score) : "–"}
        </span>
      )}
    </div>
  );
  const text = (
    <p className={s.summaryText}>
      <SummaryText game={game} view={view} />
    </p>
  );
  return (
    <section aria-label="Summary">
      <div className={s.scoreboard}>
        {side("away")}
        <div className={s.middle}>
          <StatusLabel game={game} />
          {view.detail && !(hide && view.state === "final") ? (
            <span data-testid="status-detail">{view.detail}</span>
          ) : null}
        </div>
        {side("home")}
      </div>
      {hide ? (
        <Reveal block label="Show score">
          <p className={s.summaryText} data-testid="revealed-score">
            {`${game.away_team.name} ${game.away_score} – ${game.home_team.name} ${game.home_score}`}
          </p>
          {text}
          <LineScore game={game} />
        </Reveal>
      ) : (
        <>
          {text}
          <LineScore game={game} />
        </>
      )}
    </section>
  );
}

/** The summary's sentence; a start time is Eastern from the server, the visitor's zone once scripts run. */
function SummaryText({ game, view }: { game: Game; view: ReturnType<typeof statusView> }) {
  const at = game.game_time ? (
    <>
      {" at "}
      <LocalTime date={game.game_date} time={game.game_time} />
    </>
  ) : null;
  if (view.state === "scheduled")
    return (
      <>
        Scheduled for {longDate(game.game_date)}
        {at}.
      </>
    );
  if (view.state === "pending")
    return (
      <>
        This game was scheduled for {longDate(game.game_date)}
        {at}; its result is not available yet.
      </>
    );
  if (view.state === "postponed") return <>This game was postponed.</>;
  if (view.state === "live") return <>{`In progress${view.detail ? `: ${view.detail}` : ""}.`}</>;
  if (view.detail === null) return <>Final.</>;
  const extra =
    game.period && /OT|SO/i.test(game.period)
      ? ` (${game.period})`
      : extraInnings(game)
        ? ` (${extraInnings(game)} innings)`
        : "";
  return (
    <>{`${view.detail}, ${game.away_team.name} ${game.away_score} – ${game.home_team.name} ${game.home_score}${extra}.`}</>
  );
}

function Details({ game }: { game: Game }) {
  const rows: [string, React.ReactNode][] = [
    ["Date", longDate(game.game_date)],
    [
      "Start",
      game.game_time && startTimeText(game.game_time) ? (
        <LocalTime date={game.game_date} time={game.game_time} />
      ) : (
        "Not known"
      ),
    ],
    ["League", game.sport ? `${game.sport.name}${game.level ? ` · ${game.level.name}` : ""}` : null],
    ["Season", game.season_name],
    ["Week", game.week ? String(game.week) : null],
    ["Type", game.game_type ? (GAME_TYPE_LABELS[game.game_type] ?? game.game_type.replace(/-/g, " ")) : null],
    ["Site", game.neutral_site ? "Neutral site" : null],
    [
      "Championship",
      game.championship?.slug ? (
        <Link to={`/championships/${game.championship.slug}`}>{game.championship.name}</Link>
      ) : null,
    ],
    ["Overtime", game.status === "final" && game.period && /OT|SO/i.test(game.period) ? game.period : null],
    ["Innings", extraInnings(game) ? String(extraInnings(game)) : null],
    ["Doubleheader", game.game_number ? `Game ${game.game_number}` : null],
    [
      "Day or night",
      game.day_night === "day" ? "Day game" : game.day_night === "night" ? "Night game" : null,
    ],
    ["Duration", durationText(game.duration_minutes)],
    [
      "Completed",
      game.completed_date ? `${longDate(game.completed_date)} (suspended, finished later)` : null,
    ],
    [
      "Managers",
      game.managers
        ? `${game.away_team.name}: ${game.managers.away ?? "not known"} · ${game.home_team.name}: ${game.managers.home ?? "not known"}`
        : null,
    ],
    ["Period", game.status === "live" ? periodText(game.period, game.sport?.slug) : null],
  ];
  return (
    <section className={s.panel} aria-labelledby="game-details">
      <h2 id="game-details" className={s.panelTitle}>
        Game Details
      </h2>
      <dl className={s.facts}>
        {rows
          .filter(([, v]) => v !== null && v !== undefined && v !== "")
          .map(([k, v]) => (
            <div key={k} style={{ display: "contents" }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function VenueCard({ game }: { game: Game }) {
  const venue = game.venue;
  return (
    <section className={s.panel} aria-labelledby="game-venue">
      <h2 id="game-venue" className={s.panelTitle}>
        Venue
      </h2>
      {venue?.name ? (
        <dl className={s.facts}>
          <dt>Name</dt>
          <dd data-testid="venue-name">{venue.name}</dd>
          {venue.city ? (
            <Fact term="Location">{[venue.city, venue.state].filter(Boolean).join(", ")}</Fact>
          ) : null}
          {venue.capacity ? <Fact term="Capacity">{formatCount(venue.capacity)}</Fact> : null}
          {game.attendance ? <Fact term="Attendance">{formatCount(game.attendance)}</Fact> : null}
        </dl>
      ) : (
        <p className={s.summaryText}>The venue of this game is not in our data.</p>
      )}
    </section>
  );
}

export function GameInfo({ game }: { game: Game }) {
  return (
    <div className={s.panels}>
      <section className={s.panel} aria-labelledby="game-info">
        <h2 id="game-info" className={s.panelTitle}>
          Game Info
        </h2>
        <dl className={s.facts}>
          <dt>Matchup</dt>
          <dd>
            <TeamLink game={game} which="away" /> {game.neutral_site ? "vs" : "at"}{" "}
            <TeamLink game={game} which="home" />
          </dd>
          <dt>Venue</dt>
          <dd>{game.venue?.name ?? game.venue_name ?? "Not known"}</dd>
          {game.attendance ? <Fact term="Attendance">{formatCount(game.attendance)}</Fact> : null}
          {game.weather ? <Fact term="Conditions">{game.weather}</Fact> : null}
          {game.officials.map((o) => (
            <div key={`${o.position}-${o.name}`} style={{ display: "contents" }}>
              <dt>{o.position ?? "Official"}</dt>
              <dd>{o.name}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** The matchup, its date and, in a playoff series, its round and where the series stands. */
export function GameHeader({ game, round = null }: { game: Game; round?: string | null }) {
  return (
    <header className={s.header}>
      <h1 className={s.title}>{matchupText(game.away_team.name, game.home_team.name, game.neutral_site)}</h1>
      <p className={s.range}>{longDate(game.game_date)}</p>
      {game.series ? (
        <p className={s.range} data-testid="series">
          {round ? `${round} · ` : ""}
          <Reveal label="Show series">{game.series.summary}</Reveal>
        </p>
      ) : null}
    </header>
  );
}

/** The overview tab: summary, details, venue, the previous meetings (or why they are missing), sources. */
export function OverviewTab({
  game,
  previous,
  retryHref,
}: {
  game: Game;
  previous: { ok: true; data: HeadToHead } | { ok: false } | null;
  retryHref: string;
}) {
  return (
    <>
      <Summary game={game} />
      <div className={s.panels}>
        <Details game={game} />
        <VenueCard game={game} />
      </div>
      {previous && !previous.ok ? (
        <SectionUnavailable what="the previous meetings" retryHref={retryHref} />
      ) : (
        <Reveal block label="Show previous meetings">
          <PreviousMeetings view={previous?.ok ? previous.data : null} />
        </Reveal>
      )}
      <SourceNotes sources={[game.source]} />
    </>
  );
}
