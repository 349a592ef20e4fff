import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { levelSlugFor } from "@domain/sports";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { hasLeaders, leaderSportOf, qualificationNote } from "@domain/leaders";
import { LeaderChoices } from "~/components/people/LeaderChoices";
import { LeaderLeadCells } from "~/components/people/LeaderCells";
import * as l from "~/components/people/leaders.css";
import * as s from "~/components/people/people.css";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import { formatCount } from "~/lib/format";
import { finderHref, hasSeasonFinder } from "~/lib/finder";
import { glossaryAnchor } from "~/lib/glossary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import {
  basisLabel,
  formatBasis,
  formatLeaderValue,
  leaderBoardQuery,
  LEADERS_PAGE_SIZE,
  leadersCoverage,
  leadersParams,
  leadersTitle,
  leadersView,
} from "~/lib/leaders";
import { teamSeasonHref } from "~/lib/links";
import { pageInfo, notFoundTexts } from "~/lib/route-kit";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";
import { leadersDescription } from "~/lib/share-text.server";

const NOT_FOUND = notFoundTexts("No Leaders Here", "This site has no leader boards.", "/", "Home");

/** Leaders: one board (statistic, scope, league or position) a page at a time; MLB and NHL, and both on the hub. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { sport, level } = context.site;
  if (!hasLeaders(sport, levelSlugFor(level) ?? null)) notFound("This site has no leader boards.");
  const { values } = parseRouteSearch(request, leadersParams());
  const view = leadersView(leaderSportOf(sport, levelSlugFor(level) ?? null), values);
  const list = await context.api
    .listLeaders(leaderBoardQuery(view, values.page))
    .catch((error) => pageFailure(error, "leaders"));
  const page = pageInfo(list.count, values.page, LEADERS_PAGE_SIZE);
  return pageData(
    {
      view,
      isHub: sport === null,
      // The first page's rows are the board's top (a later page names the leaders without its rows).
      description: leadersDescription(view, page.page === 1 ? list.results : []),
      rows: list.results,
      page,
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) =>
  data
    ? pageMeta(matches, leadersTitle(data.view), data.description, location.search)
    : pageTitle(matches, "Leaders");
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Error Loading Leaders",
});

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Leaders() {
  const { view, isHub, rows, page } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const note = qualificationNote(view.stat, view.scope);
  const title = leadersTitle(view);
  return (
    <Container className={l.page}>
      <header className={`${s.pageHeader} ${l.header}`}>
        <h1 className={`${s.pageTitle} ${l.title}`}>{title}</h1>
        <p className={`${s.lead} ${l.lead}`}>
          {leadersCoverage(view)}
          {note ? ` ${note}` : ""}{" "}
          <Link to={`/glossary#${glossaryAnchor(view.stat)}`}>{view.stat.abbr} in the glossary</Link>
        </p>
      </header>
      <div className={l.boards}>
        <LeaderChoices view={view} isHub={isHub} />
        {rows.length === 0 ? null : (
          <p className={`${s.count} ${l.count}`} role="status">
            Leaders {formatCount(page.from)}-{formatCount(page.to)} of {formatCount(page.total)} ·{" "}
            <a href={`/leaders.csv${search}`} download>
              Download CSV
            </a>
          </p>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No Leaders Found" message="No player reaches this board's minimum in our data." />
      ) : (
        <>
          <LeadersTable view={view} rows={rows} title={title} />
          <Pager info={page} label="Leaders pages" noun="leaders" />
        </>
      )}
      {hasSeasonFinder(view.stat.league) ? (
        <p className={s.lead}>
          Beyond the boards:{" "}
          <Link to={finderHref(view.stat.league, view.stat.key, isHub)}>
            find seasons and careers by any statistic
          </Link>
          .
        </p>
      ) : null}
    </Container>
  );
}

/** The board: a season board names each leader's team; a statistic with a basis shows it. */
function LeadersTable({ view, rows, title }: { view: Page["view"]; rows: Page["rows"]; title: string }) {
  const { stat, sport } = view;
  const season = view.scope === "season";
  const basis = basisLabel(stat);
  const columns: Column[] = [
    { key: "rank", label: "Rank", numeric: true },
    { key: "player", label: "Player" },
    { key: "years", label: season ? "Season" : "Seasons" },
    ...(season ? [{ key: "team", label: "Team" }] : []),
    {
      key: "value",
      label: stat.label,
      abbr: stat.abbr,
      // The lead above links the glossary entry; the header explains it (a link would cost a row).
      title: `${stat.label}: ${stat.definition}`,
      numeric: true,
    },
    ...(basis ? [{ key: "basis", label: basis.label, abbr: basis.abbr, numeric: true }] : []),
  ];
  return (
    <DataTable caption={title} columns={columns}>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.rank}-${r.player_id}-${r.season ?? ""}`}>
            <LeaderLeadCells row={r} sport={sport} />
            {season ? (
              <td>
                {r.team_slug && r.season !== null ? (
                  <Link to={teamSeasonHref(r.team_slug, r.season) ?? "#"}>{r.team_name}</Link>
                ) : (
                  (r.team_name ?? "Several teams")
                )}
              </td>
            ) : null}
            <td className={num}>{formatLeaderValue(stat, r.value)}</td>
            {basis ? <td className={num}>{formatBasis(stat, r.basis)}</td> : null}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
