import { Link } from "@remix-run/react";
import { useCsvRow } from "~/components/ui/CardTable";
import { Badge } from "~/components/ui/primitives";
import { SEASON_CSV } from "~/lib/card-csv-columns";
import type { SeasonCard } from "~/lib/seasons";
import { SetActiveSeason } from "./SetActiveSeason";
import * as ss from "./seasons.css";

/** The season cards of /seasons: name, league and sport, teams, champion, status, and the 'set active' button. */
export function SeasonCards({ cards, active }: { cards: readonly SeasonCard[]; active: number | null }) {
  const csvRow = useCsvRow(SEASON_CSV);
  return (
    <ul className={ss.cards} aria-label="Seasons">
      {cards.map((c) => (
        <li key={c.id} className={ss.card} {...csvRow(c)}>
          <h3 className={ss.cardTitle}>
            <Link to={`/seasons/${c.key}`}>{c.name}</Link>
          </h3>
          <p className={ss.meta}>
            {[c.league, c.sport].filter(Boolean).join(" · ")}
            {c.teams ? ` · ${c.teams} teams` : ""}
          </p>
          <p className={ss.meta}>
            {c.champion
              ? `Champion: ${c.champion}`
              : c.status === "completed"
                ? "Champion: not recorded"
                : "Champion: to be decided"}
          </p>
          <div className={ss.cardFoot}>
            <Badge tone={c.status === "active" ? "success" : c.status === "upcoming" ? "warning" : undefined}>
              {c.status}
            </Badge>
            <SetActiveSeason startYear={c.startYear} label={c.name} active={active === c.startYear} />
          </div>
        </li>
      ))}
    </ul>
  );
}
