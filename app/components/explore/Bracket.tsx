/**
 * A season's playoff bracket in HTML and CSS: rounds side by side from tablet width and stacked on
 * phones, each series with its two teams (names of the time), games won, the result, and links to
 * its games and to the pair's head-to-head. Seeds are not shown: the database holds none. A season
 * without playoff games shows the series a series source holds (NHL to 2008-09), else the final of
 * its title record, with neither game nor head-to-head links.
 */
import { Link } from "@remix-run/react";
import { seriesResult, type BracketRound } from "~/lib/bracket";
import { headToHeadHref } from "~/lib/head-to-head";
import { gameHref, teamSeasonHref } from "~/lib/links";
import { NameLink } from "~/components/ui/NameLink";
import * as s from "./explore.css";

export type BracketSource = "games" | "certain" | "series" | "title";

const SOURCE_NOTE: Record<BracketSource, string> = {
  games:
    "Series built from the postseason games in the database; rounds are counted back from the final along the winners' paths (play-in games are listed below, not in the bracket). Seeds are not in the database.",
  certain:
    "Only the rounds the games place with certainty are drawn (the final and the games that led to it). The tournament's other games (earlier rounds of formats the games cannot be placed in, third-place and double-elimination games) are listed below by date, without a round name. Seeds are not in the database.",
  series:
    "Every playoff series of the Stanley Cup path as the Hockey Databank records it, rounds under their names of the time: the database holds no playoff games of this season. Seeds are not in the database.",
  title:
    "The final as the season's title record gives it: the database holds no playoff games of this season.",
};

export function Bracket({
  rounds,
  startYear,
  source,
}: {
  rounds: readonly BracketRound[];
  startYear: number;
  source: BracketSource;
}) {
  return (
    <section aria-labelledby="bracket-title">
      <h2 id="bracket-title" className={s.h2}>
        Bracket
      </h2>
      <p className={s.muted}>{SOURCE_NOTE[source]}</p>
      <ol className={s.bracket}>
        {rounds.map((round, r) => (
          <li key={round.title} className={s.round} aria-label={round.title}>
            <h3 className={s.roundTitle}>{round.title}</h3>
            <div className={`${s.roundSeries} ${r === rounds.length - 1 ? s.finalSeries : ""}`}>
              {round.series.map((x) => (
                <ul key={x.key} className={s.series} aria-label={`${x.sides[0].name} vs ${x.sides[1].name}`}>
                  {x.sides.map((side, i) => (
                    <li key={side.name} className={`${s.seriesRow} ${x.winner === i ? s.winner : ""}`}>
                      <NameLink to={teamSeasonHref(side.slug, startYear)}>{side.name}</NameLink>
                      <span>{side.wins}</span>
                    </li>
                  ))}
                  <li className={s.seriesLink}>
                    {seriesResult(x)}
                    {x.title ? " · title" : ""}
                    {x.games.length ? <SeriesGames games={x.games} /> : null}
                    {x.games.length && x.sides[0].slug && x.sides[1].slug ? (
                      <>
                        {" · "}
                        <Link
                          to={`${headToHeadHref(x.sides[0].slug, x.sides[1].slug)}?season=${startYear}&kind=playoff`}
                        >
                          Head-to-head
                        </Link>
                      </>
                    ) : null}
                  </li>
                </ul>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SeriesGames({ games }: { games: BracketRound["series"][number]["games"] }) {
  return (
    <>
      <br />
      Games:{" "}
      {games.map((g, n) => (
        <span key={g.id}>
          {n > 0 ? " " : ""}
          <Link to={gameHref(g.id) ?? "#"} aria-label={`Game ${n + 1}, ${g.date}`}>
            {n + 1}
          </Link>
        </span>
      ))}
    </>
  );
}
