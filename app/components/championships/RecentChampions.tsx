import { UrlCollapsible, UrlCollapsibleContent, UrlCollapsibleTrigger } from "~/components/ui/Collapsible";
import type { RecentChampionEntry } from "~/lib/championship-detail";
import * as s from "./championships.css";

/**
 * Recent Champions (up to 5): each opens to show location, MVP and final score; one open at a time
 * (Radix Collapsible driven by `?open=`, so it works without JavaScript).
 */
export function RecentChampions({ entries, open }: { entries: readonly RecentChampionEntry[]; open: string | null }) {
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
                  <UrlCollapsibleTrigger id={e.key} open={isOpen} controls={panelId} anchor={`champion-${e.key}`} className={s.recentToggle}>
                    <span className={s.recentMain}>
                      <span className={s.recentYear}>{e.titleYear}</span>
                      <span>
                        {e.winner}
                        {e.runnerUp ? <span className={s.count}> vs {e.runnerUp}</span> : null}
                      </span>
                    </span>
                    <span className={s.chevron} aria-hidden="true">
                      ›
                    </span>
                  </UrlCollapsibleTrigger>
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
                          {e.score ?? "N/A"}
                          {e.series ? ` (series ${e.series.replace("-", "–")})` : null}
                        </dd>
                      </div>
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
