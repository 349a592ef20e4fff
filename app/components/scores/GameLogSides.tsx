/**
 * An MLB game's sides from the Retrosheet game logs: Team Stats (batting, pitching and fielding
 * totals side by side), Starting Lineups (batting order, position, name linking to the player) and
 * Pitchers of record. A section the game's row does not hold is not shown.
 */
import type { BaseballBoxScore, Game } from "@domain/contract/types";
import { pitchersOfRecord, positionLabel, teamStatGroups } from "~/lib/baseball-game-log";
import { PlayerName } from "./PlayerName";
import * as s from "./box-score.css";

function TeamStats({ game, teams }: { game: Game; teams: BaseballBoxScore["teams"] }) {
  const groups = teamStatGroups(teams);
  if (!groups.length) return null;
  return (
    <section className={s.team} aria-labelledby="team-stats">
      <h2 id="team-stats" className={s.teamTitle}>
        Team Stats
      </h2>
      <div className={s.wrap}>
        <table className={s.table} aria-label="Team Stats" data-testid="team-stats">
          <thead>
            <tr>
              <th scope="col">Totals</th>
              <th scope="col">{game.away_team.name}</th>
              <th scope="col">{game.home_team.name}</th>
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.title}>
              <tr className={s.totals}>
                <th scope="colgroup" colSpan={3}>
                  {g.title}
                </th>
              </tr>
              {g.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">
                    <abbr title={r.title}>{r.label}</abbr>
                  </th>
                  <td>{r.away ?? "–"}</td>
                  <td>{r.home ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

function Lineup({ team, line }: { team: string; line: NonNullable<BaseballBoxScore["teams"]["home"]> }) {
  if (!line.lineup) return null;
  return (
    <div className={s.wrap}>
      <table className={s.table} aria-label={`${team} starting lineup`}>
        <thead>
          <tr>
            <th scope="col">{team}</th>
            <th scope="col">
              <abbr title="Position">Pos</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {line.lineup.map((p, i) => (
            <tr key={i}>
              <th scope="row">
                <span className={s.position}>{i + 1}.</span> <PlayerName name={p.name} slug={p.player_slug} />
              </th>
              <td>{positionLabel(p.position)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {line.starter ? (
        <p className={s.notes}>
          Starting pitcher: <PlayerName name={line.starter.name} slug={line.starter.player_slug} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * The sections of the game log sides; beside an event-file box score (`withBoxScore`), which already
 * names the lineups and the pitchers of record, only Team Stats.
 */
export function GameLogSides({
  game,
  teams,
  withBoxScore = false,
}: {
  game: Game;
  teams: BaseballBoxScore["teams"];
  withBoxScore?: boolean;
}) {
  if (withBoxScore) return <TeamStats game={game} teams={teams} />;
  const record = pitchersOfRecord(teams);
  const sides = (["away", "home"] as const).flatMap((side) => {
    const line = teams[side];
    return line?.lineup
      ? [{ side, line, team: (side === "home" ? game.home_team : game.away_team).name }]
      : [];
  });
  return (
    <div data-testid="game-log-sides">
      {record.length ? (
        <section className={s.team} aria-labelledby="pitchers-of-record">
          <h2 id="pitchers-of-record" className={s.teamTitle}>
            Pitchers of record
          </h2>
          <ul className={s.plays} data-testid="pitchers-of-record">
            {record.map((r) => (
              <li key={r.role}>
                <abbr title={r.label}>{r.role}</abbr>: <PlayerName name={r.name} slug={r.player_slug} /> (
                {(r.side === "home" ? game.home_team : game.away_team).name})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sides.length ? (
        <section className={s.team} aria-labelledby="starting-lineups" data-testid="starting-lineups">
          <h2 id="starting-lineups" className={s.teamTitle}>
            Starting Lineups
          </h2>
          <div className={s.sideBySide}>
            {sides.map(({ side, line, team }) => (
              <Lineup key={side} team={team} line={line} />
            ))}
          </div>
        </section>
      ) : null}
      <TeamStats game={game} teams={teams} />
    </div>
  );
}
