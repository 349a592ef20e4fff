import { Link } from "@remix-run/react";
import { useCsvRow } from "~/components/ui/CardTable";
import { Badge } from "~/components/ui/primitives";
import { CHAMPIONSHIP_CSV } from "~/lib/card-csv-columns";
import type { ChampionshipCardData } from "~/lib/championships";
import { StaticIsland } from "~/components/ui/StaticIsland";
import { NAV_MARKS } from "~/lib/island-links";
import * as s from "./championships.css";

/** The championship cards; each links to /championships/{slug}. Links only: server HTML on the first load (StaticIsland). */
export function ChampionshipCards({ championships }: { championships: readonly ChampionshipCardData[] }) {
  const csvRow = useCsvRow(CHAMPIONSHIP_CSV);
  return (
    <StaticIsland as="ul" className={s.cardList} label="Championships">
      {championships.map((c) => (
        <li key={c.slug} {...csvRow(c)}>
          <Link
            to={`/championships/${c.slug}`}
            className={s.cardLink}
            viewTransition
            data-nav={NAV_MARKS.transition}
          >
            <div className={s.cardMeta}>
              {c.sport ? <Badge>{c.sport}</Badge> : null}
              {c.level ? <Badge tone="neutral">{c.level}</Badge> : null}
            </div>
            <h3 className={s.cardTitle}>{c.name}</h3>
            {c.description ? <p className={s.cardText}>{c.description}</p> : null}
            <dl className={s.cardFacts}>
              <div>
                <dt>First held</dt>
                <dd>{c.firstYear ?? "—"}</dd>
              </div>
              <div>
                <dt>{c.lastYear ? "Last held" : "Status"}</dt>
                <dd>{c.lastYear ?? "Active"}</dd>
              </div>
              {c.trophy ? (
                <div>
                  <dt>Trophy</dt>
                  <dd>{c.trophy}</dd>
                </div>
              ) : null}
            </dl>
          </Link>
        </li>
      ))}
    </StaticIsland>
  );
}
