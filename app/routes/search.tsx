import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import {
  NoResults,
  ResultsSummary,
  SearchGroupSection,
  type ResultGroup,
} from "~/components/search/SearchResults";
import { SearchAnswerCard } from "~/components/search/SearchAnswerCard";
import { SiteSearch } from "~/components/search/SiteSearch";
import * as s from "~/components/search/search.css";
import { usePendingSearch } from "~/components/ui/OpenToggleLink";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { SkeletonRows } from "~/components/ui/states";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { pageInfo } from "~/lib/route-kit";
import { pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { GROUP_PAGE_SIZE, SEARCH_PARAMS, searchViewOf } from "~/lib/search";
import { answerQuestion } from "~/lib/search-answer.server";
import { pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, SEARCH_PARAMS());
  const view = searchViewOf(values);
  if (!view.q) return pageData({ q: "", groups: [] as ResultGroup[], total: 0, answer: null }, "directory");

  const api = context.api;
  const [first, answer] = await Promise.all([
    api.search({ q: view.q, page_size: GROUP_PAGE_SIZE }).catch((error) => pageFailure(error, "search")),
    // A question the answer cannot resolve (or a failing lookup) leaves the ordinary results.
    answerQuestion(api, context.site, view.q).catch(() => null),
  ]);
  // "celtics vs lakers" opens the head-to-head itself: that page is the answer.
  if (answer?.kind === "head-to-head") throw redirect(answer.href);
  // A kind paged past its first page gets its own call (page clamped to the last one).
  const groups = await Promise.all(
    first.groups.map(async (group): Promise<ResultGroup> => {
      const info = pageInfo(group.count, view.pages[group.kind], GROUP_PAGE_SIZE);
      if (info.page === 1) return { kind: group.kind, info, results: group.results };
      const paged = await api
        .search({ q: view.q, kind: group.kind, page: info.page, page_size: GROUP_PAGE_SIZE })
        .catch((error) => pageFailure(error, "search"));
      return {
        kind: group.kind,
        info,
        results: paged.groups.find((g) => g.kind === group.kind)?.results ?? [],
      };
    }),
  );
  return pageData(
    {
      q: view.q,
      groups: groups.filter((g) => g.info.total > 0),
      total: groups.reduce((n, g) => n + g.info.total, 0),
      answer,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) => [
  ...pageTitle(matches, page?.q ? `Search: ${page.q}` : "Search"),
  // Result lists are for visitors, not for search engines' indexes.
  { name: "robots", content: "noindex" },
];

export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to Load Data" });

export default function Search() {
  const page = useLoaderData<typeof loader>();
  const pending = usePendingSearch();

  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.title}>{page.q ? `Results for “${page.q}”` : "Search"}</h1>
        <SiteSearch key={page.q} variant="page" defaultValue={page.q} />
        {page.q && page.total > 0 ? <ResultsSummary total={page.total} groups={page.groups} /> : null}
      </header>

      {!pending && page.answer ? <SearchAnswerCard answer={page.answer} /> : null}
      {pending ? (
        <SkeletonRows count={8} />
      ) : !page.q ? (
        <p className={s.summary}>
          Find a team (by any name it played under, its city or a nickname), a player, a coach, a championship
          or a season.
        </p>
      ) : page.total === 0 && !page.answer ? (
        <NoResults q={page.q} />
      ) : (
        <div className={s.groups}>
          {page.groups.map((group) => (
            <SearchGroupSection key={group.kind} group={group} />
          ))}
        </div>
      )}
    </Container>
  );
}
