/**
 * Games the sources give no day for (docs/rules.md#undated-games): a list by team that says the
 * dates are unknown, never a made-up date. Used by /scores?season=, the team-season schedule and the
 * season's postseason tab.
 */
import type { UndatedGame } from "@domain/contract/types";
import { NameLink } from "~/components/ui/NameLink";
import { teamSeasonHref } from "~/lib/links";
import { undatedGameText } from "~/lib/undated-games";
import * as s from "./scores.css";

export function UndatedGames({
  games,
  title,
  note,
  id = "undated-games",
}: {
  games: readonly UndatedGame[];
  title: string;
  note?: string;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className={s.day}>
      <h2 id={id} className={s.dayTitle}>
        {title}
      </h2>
      {note ? <p className={s.range}>{note}</p> : null}
      <ul className={s.undatedList}>
        {games.map((g) => {
          const t = undatedGameText(g);
          return (
            <li key={g.id}>
              <NameLink to={teamSeasonHref(g.away_team.slug, g.season)}>{g.away_team.name}</NameLink>{" "}
              {t.awayScore} {t.joiner}{" "}
              <NameLink to={teamSeasonHref(g.home_team.slug, g.season)}>{g.home_team.name}</NameLink>{" "}
              {t.homeScore}
              {t.detail ? <span className={s.range}> {t.detail}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
