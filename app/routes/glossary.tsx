import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as s from "~/components/people/people.css";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Container } from "~/components/ui/primitives";
import { notFoundTexts } from "~/lib/route-kit";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { proseCell } from "~/components/ui/widgets.css";
import * as g from "~/components/glossary/glossary.css";
import { glossaryOf, type GlossaryEntry } from "~/lib/glossary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { notFound, pageData } from "~/lib/route-kit.server";
import { describedPage } from "~/site/meta";

const NOT_FOUND = notFoundTexts("No Glossary Here", "This site has no statistics glossary.", "/", "Home");

/** The statistics registry as a page: what each statistic of the site's tables and boards means. */
export function loader({ context }: LoaderFunctionArgs) {
  const sections = glossaryOf(context.site);
  if (sections.length === 0) notFound("This site has no statistics glossary.");
  return pageData({ sections, hub: context.site.sport === null }, "release");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta = describedPage(
  "Glossary",
  "What every statistic of the tables and leader boards counts, how it is computed, and the minimum a rate needs to be ranked.",
);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Error Loading the Glossary",
});

const COLUMNS: Column[] = [
  { key: "stat", label: "Statistic" },
  { key: "definition", label: "Definition" },
  { key: "minimum", label: "Minimum to be ranked" },
  { key: "leaders", label: "Leaders" },
];

function Entry({ e }: { e: GlossaryEntry }) {
  return (
    <tr id={e.anchor}>
      <th scope="row">
        <dfn>{e.label}</dfn> (<abbr title={e.label}>{e.abbr}</abbr>)
      </th>
      <td className={`${proseCell} ${g.text}`}>
        {e.definition}
        {e.formula ? (
          <>
            <br />
            <span className={s.note}>{e.formula}</span>
          </>
        ) : null}
      </td>
      <td className={`${proseCell} ${g.text}`}>
        {e.minimums ? (
          <>
            Season: {e.minimums.season}.
            <br />
            Career: {e.minimums.career}.
          </>
        ) : (
          "None"
        )}
      </td>
      <td>{e.leaders ? <Link to={e.leaders}>{`${e.abbr} leaders`}</Link> : ""}</td>
    </tr>
  );
}

export default function Glossary() {
  const { sections, hub } = useLoaderData<typeof loader>();
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>Glossary</h1>
        <p className={s.lead}>
          What every statistic of the {hub ? "sites'" : "site's"} player tables and leader boards counts, how
          it is computed, and the minimum a rate needs to be ranked.
        </p>
      </header>
      {sections.map(({ league, sources, groups }) => (
        <section key={league.key} aria-labelledby={`glossary-${league.key}`}>
          <h2 id={`glossary-${league.key}`}>{league.name}</h2>
          <p className={s.note}>
            Source:{" "}
            {sources.map((x, i) => (
              <span key={x.id}>
                {i > 0 ? ", " : ""}
                <Link to="/terms#data-sources">{x.name}</Link>
              </span>
            ))}
            .
          </p>
          {groups.map(({ group, entries }) => {
            const id = `glossary-${league.key}-${group.toLowerCase()}`;
            return (
              <section key={group} aria-labelledby={id}>
                <h3 id={id}>{group}</h3>
                <DataTable caption={`${league.name} ${group.toLowerCase()}`} columns={COLUMNS} staticRows>
                  <tbody>
                    {entries.map((e) => (
                      <Entry key={e.anchor} e={e} />
                    ))}
                  </tbody>
                </DataTable>
              </section>
            );
          })}
        </section>
      ))}
    </Container>
  );
}
