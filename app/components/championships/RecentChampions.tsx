import { UrlCollapsible, UrlCollapsibleContent, UrlRowToggle } from "~/components/ui/Collapsible";
import { Link } from "@remix-run/react";
import { NameLink } from "~/components/ui/NameLink";
import { FactCell } from "~/components/ui/Facts";
import type { RecentChampionEntry } from "~/lib/championship-detail";
import { Panel } from "./Panel";
import * as s from "./championships.css";

/**
 * Recent Champions (up to 5): the champion and runner-up link to their team in that season; the
 * toggle opens location, MVP, final score (to the deciding game) and season; one open at a time
 * (Radix Collapsible driven by `?open=`, so it works without JavaScript).
 */
export function RecentChampions({
  entries,
  open,
}: {
  entries: readonly RecentChampionEntry[];
  open: string | null;
}) {
  return (
    <Panel id="recent-champions" title="Recent Champions">
      {entries.length === 0 ? (
        <p className={s.panelNote}>No champions recorded yet.</p>
      ) : (
        <ul className={s.recentList}>
          {entries.map((e) => (
            <RecentChampion key={e.key} entry={e} open={open === e.key} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** One title: year, champion, runner-up and road to the title, the toggle, and its opened details. */
function RecentChampion({ entry: e, open }: { entry: RecentChampionEntry; open: boolean }) {
  const panelId = `recent-${e.key}`;
  return (
    <UrlCollapsible open={open} asChild>
      <li id={`champion-${e.key}`} className={s.recentItem}>
        <div className={s.recentRow}>
          <span className={s.recentMain}>
            <span className={s.recentYear}>{e.titleYear}</span>
            <span>
              <NameLink to={e.winnerHref}>{e.winner}</NameLink>
              {e.runnerUp ? (
                <span className={s.count}>
                  {" vs "}
                  <NameLink to={e.runnerUpHref}>{e.runnerUp}</NameLink>
                </span>
              ) : null}
              {e.roadHref ? (
                <span className={s.count}>
                  {" · "}
                  <Link to={e.roadHref}>Road to the title</Link>
                </span>
              ) : null}
            </span>
          </span>
          <UrlRowToggle
            id={e.key}
            open={open}
            controls={panelId}
            anchor={`champion-${e.key}`}
            label={`Details: ${e.titleYear}, ${e.winner}`}
          />
        </div>
        <UrlCollapsibleContent id={panelId} className={s.recentPanel}>
          <RecentChampionDetails entry={e} />
        </UrlCollapsibleContent>
      </li>
    </UrlCollapsible>
  );
}

function RecentChampionDetails({ entry: e }: { entry: RecentChampionEntry }) {
  return (
    <dl className={s.detailList}>
      <FactCell term="Location">{[e.venue, e.location].filter(Boolean).join(", ") || "Unknown"}</FactCell>
      <FactCell term="MVP">{e.mvp ?? "N/A"}</FactCell>
      <FactCell term="Final Score" className="num">
        <NameLink to={e.gameHref}>{e.score ?? "N/A"}</NameLink>
        {e.series ? ` (series ${e.series.replace("-", "–")})` : null}
      </FactCell>
      {e.seasonName ? (
        <FactCell term="Season">
          <NameLink to={e.seasonHref}>{e.seasonName}</NameLink>
        </FactCell>
      ) : null}
      {e.edition ? <FactCell term="Edition">{e.edition}</FactCell> : null}
    </dl>
  );
}
