import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { LEADER_SCOPES, MLB_LEADER_LEAGUES, MLB_LEADER_STATS, SCOPE_LABELS, hasLeaders, qualificationNote } from "@domain/leaders";
import * as l from "~/components/people/leaders.css";
import * as s from "~/components/people/people.css";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { apiLeague, formatLeaderValue, LEADERS_PAGE_SIZE, leadersParams, leadersTitle, leaderYears, statOf } from "~/lib/leaders";
import { playerHref, teamSeasonHref } from "~/lib/links";
import { pageInfo } from "~/lib/route-kit";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { withParams } from "~/lib/search-params";
import { pageTitle } from "~/site/meta";
import { formatCount } from "~/lib/format";

/** Leaders: one board (statistic, scope, league) a page at a time; MLB on the hub and the baseball site. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasLeaders(context.site.sport, context.site.level)) notFound("This site has no leader boards.");
  const { values } = parseRouteSearch(request, leadersParams());
  const list = await context.api
    .listLeaders({
      stat: values.stat,
      scope: values.scope,
      league: apiLeague(values.league),
      page: values.page,
      page_size: LEADERS_PAGE_SIZE,
      // The hub holds every sport; its only boards are MLB's.
      sport__slug: "baseball",
      level__slug: "professional",
    })
    .catch((error) => pageFailure(error, "leaders"));
  return pageData({ values, rows: list.results, page: pageInfo(list.count, values.page, LEADERS_PAGE_SIZE) }, "directory");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data ? leadersTitle(statOf(data.values.stat), data.values.scope, data.values.league) : "Leaders");
export const ErrorBoundary = routeErrorBoundary({
  notFound: { title: "No Leaders Here", message: "This site has no leader boards.", backTo: "/", backLabel: "Back to Home" },
  errorTitle: "Error Loading Leaders",
});

function Choices({
  label,
  items,
}: {
  label: string;
  items: { key: string; text: string; params: Record<string, string | null>; current: boolean }[];
}) {
  const { pathname, search } = useLocation();
  return (
    <ul className={l.choices} aria-label={label}>
      <li className={l.choiceLabel}>{label}</li>
      {items.map((i) => (
        <li key={i.key}>
          <Link
            className={l.choice}
            to={`${pathname}${withParams(search, { ...i.params, page: null })}`}
            aria-current={i.current ? "page" : undefined}
          >
            {i.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Leaders() {
  const { values, rows, page } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const stat = statOf(values.stat);
  const season = values.scope === "season";
  const note = qualificationNote(stat, values.scope);
  const columns: Column[] = [
    { key: "rank", label: "Rank", numeric: true },
    { key: "player", label: "Player" },
    { key: "years", label: season ? "Season" : "Seasons" },
    ...(season ? [{ key: "team", label: "Team" }] : []),
    { key: "value", label: stat.label, abbr: stat.abbr, numeric: true },
    ...(stat.rate
      ? [
          {
            key: "basis",
            label: stat.group === "Batting" ? "Plate Appearances" : "Innings Pitched",
            abbr: stat.group === "Batting" ? "PA" : "IP",
            numeric: true,
          },
        ]
      : []),
  ];
  const statItems = (group: "Batting" | "Pitching") =>
    MLB_LEADER_STATS.filter((x) => x.group === group).map((x) => ({
      key: x.key,
      text: x.abbr,
      params: { stat: x.key === "hr" ? null : x.key },
      current: x.key === stat.key,
    }));
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{leadersTitle(stat, values.scope, values.league)}</h1>
        <p className={s.lead}>
          MLB regular seasons 1871-2024 (Lahman Baseball Database). &quot;Active&quot; means the player&apos;s last season in our data is 2024.
          {note ? ` ${note}` : ""}
        </p>
      </header>
      <nav aria-label="Leader boards">
        <Choices
          label="Scope"
          items={LEADER_SCOPES.map((x) => ({
            key: x,
            text: SCOPE_LABELS[x],
            params: { scope: x === "career" ? null : x },
            current: x === values.scope,
          }))}
        />
        <Choices
          label="League"
          items={MLB_LEADER_LEAGUES.map((x) => ({
            key: x,
            text: x === "all" ? "All leagues" : x,
            params: { league: x === "all" ? null : x.toLowerCase() },
            current: x.toLowerCase() === values.league,
          }))}
        />
        <Choices label="Batting" items={statItems("Batting")} />
        <Choices label="Pitching" items={statItems("Pitching")} />
      </nav>
      {rows.length === 0 ? (
        <EmptyState title="No Leaders Found" message="No player reaches this board's minimum in our data." />
      ) : (
        <>
          <p className={s.count} role="status">
            Leaders {formatCount(page.from)}-{formatCount(page.to)} of {formatCount(page.total)} ·{" "}
            <a href={`/leaders.csv${search}`} download>
              Download CSV
            </a>
          </p>
          <DataTable caption={leadersTitle(stat, values.scope, values.league)} columns={columns}>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.rank}-${r.player_id}-${r.season ?? ""}`}>
                  <td className={num}>{r.rank}</td>
                  <th scope="row">{r.player_slug ? <Link to={playerHref(r.player_slug) ?? "#"}>{r.player_name}</Link> : r.player_name}</th>
                  <td>{leaderYears(r)}</td>
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
                  {stat.rate ? (
                    <td className={num}>
                      {r.basis === null
                        ? ""
                        : stat.group === "Batting"
                          ? formatCount(r.basis)
                          : formatLeaderValue({ ...stat, format: "ip" }, r.basis)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager info={page} label="Leaders pages" noun="leaders" />
        </>
      )}
    </Container>
  );
}
