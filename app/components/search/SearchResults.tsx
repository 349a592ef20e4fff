import { Link } from "@remix-run/react";
import type { SearchResult } from "@domain/contract/types";
import type { SearchKind } from "@domain/search";
import { Pager } from "~/components/ui/Pager";
import type { PageInfo } from "~/lib/route-kit";
import { KIND_LABELS, matchedNameLabel, pageParamOf, resultFacts, resultHref } from "~/lib/search";
import * as s from "./search.css";
import { formatCount } from "~/lib/format";

export interface ResultGroup {
  kind: SearchKind;
  info: PageInfo;
  results: SearchResult[];
}

export function groupAnchor(kind: SearchKind): string {
  return `results-${kind}`;
}

/** One kind's results: names linking to their pages, the facts that tell namesakes apart, a pager. */
export function SearchGroupSection({ group }: { group: ResultGroup }) {
  const label = KIND_LABELS[group.kind];
  const headingId = groupAnchor(group.kind);
  return (
    <section className={s.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.groupTitle}>
        {label.plural} <span className={s.groupCount}>{formatCount(group.info.total)}</span>
      </h2>
      <ol className={s.results} start={group.info.from}>
        {group.results.map((result) => {
          const matched = matchedNameLabel(result);
          return (
            <li key={result.id} className={s.result}>
              <Link to={resultHref(result)} className={s.resultLink}>
                {result.name}
              </Link>
              <p className={s.facts}>{resultFacts(result).join(" · ")}</p>
              {matched ? <p className={s.matched}>{matched}</p> : null}
            </li>
          );
        })}
      </ol>
      <Pager
        info={group.info}
        label={`${label.plural} pages`}
        noun={label.noun}
        param={pageParamOf(group.kind)}
      />
    </section>
  );
}
