/**
 * A season's playoff bracket in HTML and CSS: rounds side by side from tablet width and stacked on
 * phones, each series with its two teams (names of the time), games won, the result, and links to
 * its games and to the pair's head-to-head. Seeds are not shown: the database holds none.
 */
import { Link } from "@remix-run/react";
import { seriesResult, type BracketRound } from "~/lib/bracket";
import { headToHeadHref } from "~/lib/head-to-head";
import { gameHref, teamSeasonHref } from "~/lib/links";
import { NameLink } from "~/components/ui/NameLink";
import * as s from "./explore.css";

export function Bracket({ rounds, startYear }: { rounds: readonly BracketRound[]; startYear: number }) {
  return (
    <section aria-labelledby="bracket-title">
      <h2 id="bracket-title" className={s.h2}>
        Bracket
      </h2>
      <p className={s.muted}>
        {rounds.some((r) => r.series.some((x) => x.games.length > 0))
          ? "Series built from the postseason games in the database; rounds are counted back from the final along the winners' paths (play-in games are listed below, not in the bracket). Seeds are not in the database."
          : "The final as the season's title record gives it: the database holds no playoff games of this season."}
      </p>
      <ol className={s.bracket}>
        {rounds.map((round) => (
          <li key={round.title} className={s.round} aria-label={round.title}>
            <h3 className={s.roundTitle}>{round.title}</h3>
            <div className={s.roundSeries}>
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
                    <br />
                    Games:{" "}
                    {x.games.map((g, n) => (
                      <span key={g.id}>
                        {n > 0 ? " " : ""}
                        <Link to={gameHref(g.id) ?? "#"} aria-label={`Game ${n + 1}, ${g.date}`}>
                          {n + 1}
                        </Link>
                      </span>
                    ))}
                    {x.sides[0].slug && x.sides[1].slug ? (
                      <>
                        {" · "}
                        <Link to={`${headToHeadHref(x.sides[0].slug, x.sides[1].slug)}?season=${startYear}&kind=playoff`}>Head-to-head</Link>
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
