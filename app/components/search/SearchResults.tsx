import { Link } from "@remix-run/react";
import type { SearchResult } from "@domain/contract/types";
import { SEARCH_KINDS, type SearchKind } from "@domain/search";
import { Pager } from "~/components/ui/Pager";
import { EmptyState } from "~/components/ui/states";
import type { PageInfo } from "~/lib/route-kit";
import {
  KIND_LABELS,
  matchedNameLabel,
  noResultHints,
  pageParamOf,
  resultFacts,
  resultHref,
} from "~/lib/search";
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

/** The count of results and a link to each kind's group. */
export function ResultsSummary({ total, groups }: { total: number; groups: readonly ResultGroup[] }) {
  return (
    <>
      <p className={s.summary} role="status">
        {formatCount(total)} {total === 1 ? "result" : "results"}
      </p>
      <nav aria-label="Result kinds">
        <ul className={s.kindNav}>
          {groups.map((g) => (
            <li key={g.kind}>
              <a className={s.kindLink} href={`#${groupAnchor(g.kind)}`}>
                {KIND_LABELS[g.kind].plural} {formatCount(g.info.total)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

const BROWSE = SEARCH_KINDS.map((kind) => ({
  kind,
  to: `/${kind}`,
  label: `All ${KIND_LABELS[kind].plural}`,
}));

/** Nothing matched: hints for another try, and the lists to browse instead. */
export function NoResults({ q }: { q: string }) {
  return (
    <EmptyState
      title="No results"
      message={`Nothing matches “${q}”.`}
      action={
        <div>
          <ul className={s.hints}>
            {noResultHints(q).map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
          <ul className={s.browse} aria-label="Browse instead">
            {BROWSE.map((b) => (
              <li key={b.kind}>
                <Link className={s.kindLink} to={b.to}>
                  {b.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      }
    />
  );
}
