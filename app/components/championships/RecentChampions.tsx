import { UrlCollapsible, UrlCollapsibleContent, UrlRowToggle } from "~/components/ui/Collapsible";
import { Link } from "@remix-run/react";
import { NameLink } from "~/components/ui/NameLink";
import type { RecentChampionEntry } from "~/lib/championship-detail";
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
    <section className={s.panel} aria-labelledby="recent-champions">
      <h2 id="recent-champions" className={s.panelTitle}>
        Recent Champions
      </h2>
      {entries.length === 0 ? (
        <p className={s.panelNote}>No champions recorded yet.</p>
      ) : (
        <ul className={s.recentList}>
          {entries.map((e) => {
            const isOpen = open === e.key;
            const panelId = `recent-${e.key}`;
            return (
              <UrlCollapsible key={e.key} open={isOpen} asChild>
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
                      open={isOpen}
                      controls={panelId}
                      anchor={`champion-${e.key}`}
                      label={`Details: ${e.titleYear}, ${e.winner}`}
                    />
                  </div>
                  <UrlCollapsibleContent id={panelId} className={s.recentPanel}>
                    <dl className={s.detailList}>
                      <div>
                        <dt>Location</dt>
                        <dd>{[e.venue, e.location].filter(Boolean).join(", ") || "Unknown"}</dd>
                      </div>
                      <div>
                        <dt>MVP</dt>
                        <dd>{e.mvp ?? "N/A"}</dd>
                      </div>
                      <div>
                        <dt>Final Score</dt>
                        <dd className="num">
                          <NameLink to={e.gameHref}>{e.score ?? "N/A"}</NameLink>
                          {e.series ? ` (series ${e.series.replace("-", "–")})` : null}
                        </dd>
                      </div>
                      {e.seasonName ? (
                        <div>
                          <dt>Season</dt>
                          <dd>
                            <NameLink to={e.seasonHref}>{e.seasonName}</NameLink>
                          </dd>
                        </div>
                      ) : null}
                      {e.edition ? (
                        <div>
                          <dt>Edition</dt>
                          <dd>{e.edition}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </UrlCollapsibleContent>
                </li>
              </UrlCollapsible>
            );
          })}
        </ul>
      )}
    </section>
  );
}
