import { Link } from "@remix-run/react";
import { namesakeHint } from "~/lib/namesake";
import { Badge } from "~/components/ui/primitives";
import { Icon } from "~/components/ui/Icon";
import { OpenToggleLink } from "~/components/ui/OpenToggleLink";
import { UrlCollapsible, UrlCollapsibleContent } from "~/components/ui/Collapsible";
import type { PlayerCardData } from "~/lib/people-view";
import { useCsvRow } from "~/components/ui/CardTable";
import { PLAYER_CSV } from "~/lib/card-csv-columns";
import { Facts } from "./DetailParts";
import * as s from "./people.css";

/** Player cards: name linking to the player, team, position, status, awards (2, then '...'), 'Show More Stats'. */
export function PlayerCards({ players, open }: { players: readonly PlayerCardData[]; open: string | null }) {
  const csvRow = useCsvRow(PLAYER_CSV);
  return (
    <ul className={s.cards} aria-label="Players">
      {players.map((p) => (
        <UrlCollapsible key={p.key} open={open === p.key} asChild>
          <li className={s.card} id={`player-${p.key}`} {...csvRow(p)}>
            <PlayerSummary p={p} />
            {p.stats.length ? <CareerFigures p={p} open={open === p.key} /> : null}
          </li>
        </UrlCollapsible>
      ))}
    </ul>
  );
}

/** The card's face: name and line, badges, awards and how far the figures reach. */
function PlayerSummary({ p }: { p: PlayerCardData }) {
  return (
    <>
      <div className={s.cardHead}>
        <span className={s.avatar} aria-hidden="true">
          <Icon name={p.icon} size={20} />
        </span>
        <div>
          <Link to={p.href} className={s.name}>
            {p.name}
          </Link>
          <p className={s.sub}>
            {[p.jersey ? `#${p.jersey}` : null, p.position, p.team, namesakeHint(p.key)]
              .filter(Boolean)
              .join(" · ")}
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
    </>
  );
}

/** 'Show More Stats' and the career figures it opens (one card open at a time, through `?open=`). */
function CareerFigures({ p, open }: { p: PlayerCardData; open: boolean }) {
  const panel = `stats-${p.key}`;
  return (
    <>
      <OpenToggleLink id={p.key} open={open} controls={panel} anchor={`player-${p.key}`} className={s.more}>
        {open ? "Show Less Stats" : "Show More Stats"}
      </OpenToggleLink>
      <UrlCollapsibleContent id={panel}>
        <Facts items={p.stats.map((e) => [e.label, e.value])} />
      </UrlCollapsibleContent>
    </>
  );
}
