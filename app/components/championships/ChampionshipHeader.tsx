import { Link } from "@remix-run/react";
import type { ChampionshipFacts } from "~/lib/championship-detail";
import * as s from "./championships.css";
import { Icon } from "~/components/ui/Icon";

/** Breadcrumb back to the list, then the championship's name, trophy and description. */
export function ChampionshipHeader({
  facts,
  sport,
  level,
}: {
  facts: ChampionshipFacts;
  sport: string | null;
  level: string | null;
}) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={s.breadcrumb}>
        <ol>
          <li>
            <Link to="/championships" viewTransition>
              All Championships
            </Link>
          </li>
          <li aria-current="page">{facts.name}</li>
        </ol>
      </nav>
      <header className={s.detailHeader}>
        <span className={s.trophy}>
          <Icon name="trophy" size={16} />
          <span>{facts.trophy}</span>
        </span>
        <h1 className={s.pageTitle}>{facts.name}</h1>
        {sport || level ? <p>{[sport, level].filter(Boolean).join(" · ")}</p> : null}
        <p>{facts.description}</p>
      </header>
    </>
  );
}
