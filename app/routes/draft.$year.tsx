import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { DataTable } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonRows } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import {
  DRAFT_PAGE_SIZE,
  DRAFT_SORTS,
  draftParams,
  draftSortOf,
  orderingOf,
  siteHasDrafts,
} from "~/lib/awards";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo, notFoundTexts } from "~/lib/route-kit";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";
import { draftDescription } from "~/lib/share-text.server";

const NOT_FOUND = notFoundTexts(
  "Draft Not Found",
  "Our data holds no draft of that year on this site.",
  "/draft",
  "Drafts",
);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, draftParams());
  if (!siteHasDrafts(context.site.key) || !/^\d{4}$/.test(params.year ?? "")) notFound();
  const year = Number(params.year);
  const sort = draftSortOf(values);
  const picks = await context.api
    .listDraftPicks(year, { ordering: orderingOf(sort), page: values.page, page_size: DRAFT_PAGE_SIZE })
    .catch((error) => pageFailure(error, "draft"));
  const league = picks.results[0]?.league ?? "NBA";
  const page = pageInfo(picks.count, values.page, DRAFT_PAGE_SIZE);
  return pageData(
    {
      year,
      sort,
      league,
      // The first picks where the page lists them from the first (the default order, page 1).
      description: draftDescription(
        `${year} ${league} Draft`,
        page.page === 1 && sort.key === "pick" && sort.dir === "asc" ? picks.results : [],
      ),
      rows: picks.results,
      page,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, `${data.year} ${data.league} Draft`, data.description)
    : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Failed to Load Data",
});

export default function DraftYear() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const pending = usePendingSearch();
  return (
    <Container className={s.page}>
      <nav aria-label="Breadcrumb" className={s.lead}>
        <Link to="/draft">Drafts</Link> / {page.year}
      </nav>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{`${page.year} ${page.league} Draft`}</h1>
        <p className={s.lead}>
          Every pick, with the club that made it under its name of the time. A player links to his page where
          he played in the league.{" "}
          <a href={`${location.pathname}.csv${location.search}`} download>
            Download CSV
          </a>
        </p>
      </header>
      {pending ? (
        <SkeletonRows count={12} />
      ) : (
        <>
          <DataTable
            caption={`${page.year} draft picks`}
            sort={page.sort}
            defaultSort={{ key: "pick", dir: "asc" }}
            columns={[
              { key: "pick", label: "Pick", numeric: true, sort: DRAFT_SORTS.pick },
              { key: "round", label: "Round", numeric: true, sort: DRAFT_SORTS.round, abbr: "Rd" },
              { key: "team", label: "Team", sort: DRAFT_SORTS.team },
              { key: "name", label: "Player", sort: DRAFT_SORTS.name },
              { key: "college", label: "College", sort: DRAFT_SORTS.college },
            ]}
          >
            <tbody>
              {page.rows.map((r, i) => (
                <tr key={`${r.overall_pick}-${i}`}>
                  <th scope="row" className={num}>
                    {r.overall_pick ?? ""}
                  </th>
                  <td className={num}>{r.round ?? ""}</td>
                  <td>
                    <NameLink to={r.team ? `/teams/${r.team.slug}` : null}>{r.team_name}</NameLink>
                  </td>
                  <td>
                    <NameLink to={r.player ? `/players/${r.player.slug}` : null}>{r.player_name}</NameLink>
                  </td>
                  <td>{r.college ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager info={page.page} label="Draft pages" noun="picks" />
        </>
      )}
    </Container>
  );
}
