import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/primitives";
import { Icon } from "~/components/ui/Icon";
import { OpenToggleLink } from "~/components/ui/OpenToggleLink";
import { UrlCollapsible, UrlCollapsibleContent } from "~/components/ui/Collapsible";
import type { PlayerCardData } from "~/lib/people-view";
import { useCsvRow } from "~/components/ui/CardTable";
import { PLAYER_CSV } from "~/lib/card-csv-columns";
import * as s from "./people.css";

/** Player cards: name linking to the player, team, position, status, awards (2, then '...'), 'Show More Stats'. */
export function PlayerCards({ players, open }: { players: readonly PlayerCardData[]; open: string | null }) {
  const csvRow = useCsvRow(PLAYER_CSV);
  return (
    <ul className={s.cards} aria-label="Players">
      {players.map((p) => {
        const isOpen = open === p.key;
        const panel = `stats-${p.key}`;
        return (
          <UrlCollapsible key={p.key} open={isOpen} asChild>
            <li className={s.card} id={`player-${p.key}`} {...csvRow(p)}>
              <div className={s.cardHead}>
                <span className={s.avatar} aria-hidden="true">
                  <Icon name={p.icon} size={20} />
                </span>
                <div>
                  <Link to={p.href} className={s.name}>
                    {p.name}
                  </Link>
                  <p className={s.sub}>
                    {[p.jersey ? `#${p.jersey}` : null, p.position, p.team].filter(Boolean).join(" · ")}
                  </p>
                </div>
              </div>
              <div className={s.badges}>
                {p.sport ? <Badge tone="neutral">{p.sport}</Badge> : null}
                <Badge tone={p.active ? "success" : "neutral"}>{p.statusText}</Badge>
                {p.championships > 0 ? (
                  <Badge tone="warning">
                    {p.championships} {p.championships === 1 ? "title" : "titles"}
                  </Badge>
                ) : null}
              </div>
              {p.awards.shown.length ? (
                <p className={s.awards}>
                  {p.awards.shown.join(" · ")}
                  {p.awards.more ? " ..." : ""}
                </p>
              ) : null}
              {p.through ? <p className={s.note}>{p.through}</p> : null}
              {p.stats.length ? (
                <>
                  <OpenToggleLink
                    id={p.key}
                    open={isOpen}
                    controls={panel}
                    anchor={`player-${p.key}`}
                    className={s.more}
                  >
                    {isOpen ? "Show Less Stats" : "Show More Stats"}
                  </OpenToggleLink>
                  <UrlCollapsibleContent id={panel}>
                    <dl className={s.facts}>
                      {p.stats.map((e) => (
                        <div key={e.label} className={s.factPair}>
                          <dt>{e.label}</dt>
                          <dd>{e.value}</dd>
                        </div>
                      ))}
                    </dl>
                  </UrlCollapsibleContent>
                </>
              ) : null}
            </li>
          </UrlCollapsible>
        );
      })}
    </ul>
  );
}
