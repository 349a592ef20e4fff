import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { seasonLabel } from "@domain/season";
import * as s from "~/components/championships/championships.css";
import { DataTable } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import { awardTitle, LEAGUE_LABELS, siteHasAwards } from "~/lib/awards";
import { formatCount } from "~/lib/format";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { sportContextFor } from "~/site/context";
import { pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  parseRouteSearch(request, {});
  // A site whose data holds no awards has no awards page (its header has no link to one).
  if (!siteHasAwards(context.site.key)) notFound();
  const awards = await context.api.listAwards().catch((error) => pageFailure(error, "awards"));
  return pageData(
    { contextName: sportContextFor(context.site).name, isHub: !context.site.sport, awards },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Awards");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to Load Data" });

export default function Awards() {
  const page = useLoaderData<typeof loader>();
  const leagues = [...new Set(page.awards.map((a) => a.league_key))];
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{page.isHub ? "Awards" : `${page.contextName} Awards`}</h1>
        <p className={s.lead}>
          Every award our data holds, with its winners season by season and the vote where one is recorded.
          MLB awards run through 2024 (Hall of Fame through 2025), NBA awards through 2024-25 (All-Stars
          2025-26), NHL awards through 2017-18.
        </p>
      </header>
      {page.awards.length === 0 ? (
        <EmptyState title="No Awards Found" message="Our data holds no awards for this site." />
      ) : (
        leagues.map((league) => (
          <section key={league} aria-labelledby={`awards-${league}`}>
            <DataTable
              heading={
                <h2 id={`awards-${league}`} className={s.listHeading}>
                  {LEAGUE_LABELS[league] ?? league.toUpperCase()}
                </h2>
              }
              caption={`${LEAGUE_LABELS[league] ?? league} awards`}
              columns={[
                { key: "award", label: "Award" },
                { key: "seasons", label: "Seasons" },
                { key: "winners", label: "Winners", numeric: true },
                { key: "votes", label: "Votes" },
              ]}
            >
              <tbody>
                {page.awards
                  .filter((a) => a.league_key === league)
                  .map((a) => (
                    <tr key={a.slug}>
                      <th scope="row">
                        <NameLink to={`/awards/${a.slug}`}>{awardTitle(a)}</NameLink>
                      </th>
                      <td>
                        {seasonLabel(a.sport?.slug, a.first_season)} to{" "}
                        {seasonLabel(a.sport?.slug, a.last_season)}
                      </td>
                      <td className={num}>{formatCount(a.winners)}</td>
                      <td>{a.has_votes ? "Points and shares" : ""}</td>
                    </tr>
                  ))}
              </tbody>
            </DataTable>
          </section>
        ))
      )}
    </Container>
  );
}
