import { Fragment } from "react";
import { NameLink } from "~/components/ui/NameLink";
import type { ChampionSummary, MostTitles } from "~/lib/championship-detail";
import { Panel } from "./Panel";
import * as s from "./championships.css";

export interface StreakData {
  team: string;
  href: string | null;
  years: number;
  /** 'seasons 1958-59 to 1965-66' */
  span: string | null;
}

export interface HighestScoreData {
  score: number;
  /** 'San Francisco 49ers 55–10 Denver Broncos, 1990' */
  game: string | null;
}

/** Current Champion, Most Titles, Longest Streak, Highest Score (only if present) and Next Championship. */
export function ChampionshipHighlights({
  current,
  mostTitles,
  streak,
  highest,
}: {
  current: ChampionSummary | null;
  mostTitles: MostTitles | null;
  streak: StreakData | null;
  highest: HighestScoreData | null;
}) {
  return (
    <div className={s.panelGrid}>
      <CurrentChampion current={current} />
      <MostTitlesPanel mostTitles={mostTitles} />
      <LongestStreak streak={streak} />
      {highest ? (
        <Panel id="highest-score" title="Highest Score">
          <p className={`${s.panelValue} num`}>{highest.score}</p>
          {highest.game ? <p className={s.panelNote}>{highest.game}</p> : null}
        </Panel>
      ) : null}
      <Panel id="next-championship" title="Next Championship">
        <p className={s.panelNote}>Date and venue to be announced.</p>
      </Panel>
    </div>
  );
}

function CurrentChampion({ current }: { current: ChampionSummary | null }) {
  return (
    <Panel id="current-champion" title="Current Champion">
      {current ? (
        <>
          <p className={s.panelValue}>
            <NameLink to={current.teamHref}>{current.team}</NameLink>
          </p>
          <p className={s.panelNote}>
            <span>{current.titleYear}</span>
            {current.score ? (
              <>
                {" · "}
                <NameLink to={current.gameHref}>{current.score}</NameLink>
              </>
            ) : null}
            {current.opponent ? (
              <>
                {" vs "}
                <NameLink to={current.opponentHref}>{current.opponent}</NameLink>
              </>
            ) : null}
          </p>
        </>
      ) : (
        <p className={s.panelNote}>No champion recorded yet.</p>
      )}
    </Panel>
  );
}

function MostTitlesPanel({ mostTitles }: { mostTitles: MostTitles | null }) {
  return (
    <Panel id="most-titles" title="Most Titles">
      {mostTitles ? (
        <>
          <p className={s.panelValue}>
            {mostTitles.teams.map((team, i) => (
              <Fragment key={`${team}-${i}`}>
                {i > 0 ? ", " : null}
                <NameLink to={mostTitles.hrefs[i]}>{team}</NameLink>
              </Fragment>
            ))}
          </p>
          <p className={s.panelNote}>
            {mostTitles.titles} {mostTitles.titles === 1 ? "title" : "titles"}
          </p>
        </>
      ) : (
        <p className={s.panelNote}>No titles recorded yet.</p>
      )}
    </Panel>
  );
}

function LongestStreak({ streak }: { streak: StreakData | null }) {
  return (
    <Panel id="longest-streak" title="Longest Streak">
      {streak ? (
        <>
          <p className={s.panelValue}>
            <NameLink to={streak.href}>{streak.team}</NameLink>
          </p>
          <p className={s.panelNote}>
            {streak.years} {streak.years === 1 ? "title" : "consecutive titles"}
            {streak.span ? ` (${streak.span})` : null}
          </p>
        </>
      ) : (
        <p className={s.panelNote}>No streak recorded yet.</p>
      )}
    </Panel>
  );
}
