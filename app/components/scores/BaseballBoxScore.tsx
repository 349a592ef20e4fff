/**
 * An MLB postseason game's box score (Retrosheet event files): each club's batting table (AB R H RBI
 * BB SO, with 2B, 3B, HR and SB listed below it, as the reference sites print them) and pitching
 * table (IP H R ER BB SO HR, with W, L and S); names link to the players.
 */
import type { ReactNode } from "react";
import type { BaseballBoxScore as BoxScore, Game } from "@domain/contract/types";
import { inningsFromOuts } from "@domain/baseball-stats";
import { PlayerName } from "./PlayerName";
import * as s from "./box-score.css";

type Batter = BoxScore["batting"]["home"][number];
type Pitcher = BoxScore["pitching"]["home"][number];
type Side = "away" | "home";

/** Each figure's abbreviation and what it counts, for both tables. */
const FIGURES = {
  ab: ["AB", "At bats"],
  r: ["R", "Runs"],
  h: ["H", "Hits"],
  rbi: ["RBI", "Runs batted in"],
  er: ["ER", "Earned runs"],
  bb: ["BB", "Walks"],
  so: ["SO", "Strikeouts"],
  hr: ["HR", "Home runs"],
} as const;
const BATTING = ["ab", "r", "h", "rbi", "bb", "so"] as const;
const PITCHING = ["h", "r", "er", "bb", "so", "hr"] as const;
/** The figures listed below the batting table: "2B: Furillo, Snider 2." */
const NOTES = [
  ["doubles", "2B"],
  ["triples", "3B"],
  ["hr", "HR"],
  ["sb", "SB"],
] as const;

/** The header cells of a table's figures: each abbreviation with its meaning as a tooltip. */
function FigureHeads({ columns }: { columns: readonly (keyof typeof FIGURES)[] }) {
  return (
    <>
      {columns.map((k) => (
        <th scope="col" key={k}>
          <abbr title={FIGURES[k][1]}>{FIGURES[k][0]}</abbr>
        </th>
      ))}
    </>
  );
}

/** A club's batting or pitching table: its header row ("Batting", then `heads`) and its rows. */
function BoxTable(props: {
  team: string;
  title: "Batting" | "Pitching";
  heads: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={s.wrap}>
      <table className={s.table} aria-label={`${props.team} ${props.title.toLowerCase()}`}>
        <thead>
          <tr>
            <th scope="col">{props.title}</th>
            {props.heads}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A row's first cell: the player's name (linked where we know the player) and a note after it. */
function PlayerCell({ name, slug, children }: { name: string; slug: string | null; children: ReactNode }) {
  return (
    <th scope="row">
      <PlayerName name={name} slug={slug} />
      {children}
    </th>
  );
}

function surname(name: string): string {
  return (
    name
      .replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, "")
      .split(/\s+/)
      .pop() ?? name
  );
}

function BattingTable({ team, batters }: { team: string; batters: Batter[] }) {
  const sum = (k: (typeof BATTING)[number]) => batters.reduce((a, b) => a + b[k], 0);
  const notes = NOTES.map(([k, label]) => {
    const who = batters.filter((b) => b[k] > 0).map((b) => `${surname(b.name)}${b[k] > 1 ? ` ${b[k]}` : ""}`);
    return who.length ? `${label}: ${who.join(", ")}.` : null;
  }).filter(Boolean);
  return (
    <>
      <BoxTable team={team} title="Batting" heads={<FigureHeads columns={BATTING} />}>
        {batters.map((b, i) => (
          <tr key={i}>
            <PlayerCell name={b.name} slug={b.player_slug}>
              <span className={s.position}>{b.positions}</span>
            </PlayerCell>
            {BATTING.map((k) => (
              <td key={k}>{b[k]}</td>
            ))}
          </tr>
        ))}
        <tr className={s.totals}>
          <th scope="row">Totals</th>
          {BATTING.map((k) => (
            <td key={k}>{sum(k)}</td>
          ))}
        </tr>
      </BoxTable>
      {notes.length ? <p className={s.notes}>{notes.join(" ")}</p> : null}
    </>
  );
}

function PitchingTable({ team, pitchers }: { team: string; pitchers: Pitcher[] }) {
  return (
    <BoxTable
      team={team}
      title="Pitching"
      heads={
        <>
          <th scope="col">
            <abbr title="Innings pitched">IP</abbr>
          </th>
          <FigureHeads columns={PITCHING} />
        </>
      }
    >
      {pitchers.map((p, i) => (
        <tr key={i}>
          <PlayerCell name={p.name} slug={p.player_slug}>
            {p.decision ? <span className={s.position}>({p.decision})</span> : null}
          </PlayerCell>
          <td>{inningsFromOuts(p.outs)}</td>
          {PITCHING.map((k) => (
            <td key={k}>{p[k] ?? "–"}</td>
          ))}
        </tr>
      ))}
    </BoxTable>
  );
}

export function BaseballBoxScore({ game, box }: { game: Game; box: BoxScore }) {
  const sides: Side[] = ["away", "home"];
  return (
    <div data-testid="box-score">
      {sides.map((side) => {
        const team = (side === "home" ? game.home_team : game.away_team).name;
        return (
          <section key={side} className={s.team} aria-label={team}>
            <h2 className={s.teamTitle}>{team}</h2>
            <BattingTable team={team} batters={box.batting[side]} />
            <PitchingTable team={team} pitchers={box.pitching[side]} />
          </section>
        );
      })}
    </div>
  );
}
