/**
 * "On this day": titles clinched, notable games (a title game; each league's highest-scoring game
 * on the date in the database) and birthdays of notable players (Hall of Fame, an MVP award, or
 * 15+ seasons: domain/on-this-day.ts), each linking onward. The home page shows a few of each;
 * /on-this-day shows them all.
 */
import { Link } from "@remix-run/react";
import type { OnThisDay as OnThisDayData } from "@domain/contract/explore";
import { monthDayText, NOTABLE_MIN_SEASONS } from "@domain/on-this-day";
import { matchupText } from "@domain/neutral-site";
import { NameLink } from "~/components/ui/NameLink";
import { championshipHref, gameHref, playerHref, teamSeasonHref } from "~/lib/links";
import * as s from "./explore.css";

type Side = OnThisDayData["titles"][number]["champion"];

function score(a: Side, b: Side): string {
  return a.score !== null && b.score !== null ? ` ${a.score}-${b.score}` : "";
}

export function OnThisDayLists({ data, limit, headingLevel = 3 }: { data: OnThisDayData; limit?: number; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const cut = <T,>(rows: T[]) => (limit === undefined ? rows : rows.slice(0, limit));
  return (
    <div className={s.two}>
      <section aria-label="Titles clinched">
        <H className={s.h2}>Titles clinched</H>
        {data.titles.length === 0 ? (
          <p className={s.muted}>No title was decided on this date in the database.</p>
        ) : (
          <ul className={s.list}>
            {cut(data.titles).map((t) => (
              <li key={`${t.championship.slug}-${t.year}`}>
                {/* Both teams lead to the season of the title (`year` is the season's start). */}
                {t.date.slice(0, 4)}: <NameLink to={teamSeasonHref(t.champion.slug, t.year)}>{t.champion.name}</NameLink> won the{" "}
                <NameLink to={championshipHref(t.championship.slug)}>{t.championship.name}</NameLink> over{" "}
                <NameLink to={teamSeasonHref(t.runner_up.slug, t.year)}>{t.runner_up.name}</NameLink>
                {t.game_id !== null ? <Link to={gameHref(t.game_id) ?? "#"}>{score(t.champion, t.runner_up)}</Link> : score(t.champion, t.runner_up)}
                {t.series ? ` (series ${t.series})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Notable games">
        <H className={s.h2}>Notable games</H>
        {data.games.length === 0 ? (
          <p className={s.muted}>No game on this date in the database.</p>
        ) : (
          <ul className={s.list}>
            {cut(data.games).map((g) => (
              <li key={g.id}>
                <Link to={gameHref(g.id) ?? "#"}>
                  {g.date.slice(0, 4)}: {matchupText(g.away.name, g.home.name, g.neutral)} {g.away.score}-{g.home.score}
                </Link>{" "}
                <span className={s.muted}>
                  {g.reason === "title" ? `${g.championship ?? "title"} game` : `highest-scoring ${g.league} game on this date in the database`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Birthdays">
        <H className={s.h2}>Born on this day</H>
        {data.birthdays.length === 0 ? (
          <p className={s.muted}>No notable player was born on this date.</p>
        ) : (
          <ul className={s.list}>
            {cut(data.birthdays).map((b) => (
              <li key={b.slug}>
                <NameLink to={playerHref(b.slug)}>{b.name}</NameLink> ({b.birth_date.slice(0, 4)}) <span className={s.muted}>{b.why}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={s.muted}>
          Notable: in the Hall of Fame, a Most Valuable Player award, or a career of {NOTABLE_MIN_SEASONS}+ seasons in the database.
        </p>
      </section>
    </div>
  );
}

/** The home page's section: a few entries of each kind and the link to the whole day. */
export function OnThisDayHome({ data }: { data: OnThisDayData | null }) {
  if (!data) return null;
  return (
    <section aria-labelledby="on-this-day" className={s.page}>
      <h2 id="on-this-day" className={s.title}>
        On this day: {monthDayText(data.date)}
      </h2>
      <OnThisDayLists data={data} limit={5} />
      <p>
        <Link to={`/on-this-day?date=${data.date}`}>Everything that happened on {monthDayText(data.date)}</Link>
      </p>
    </section>
  );
}
