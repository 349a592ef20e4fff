import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as s from "~/components/championships/championships.css";
import { DataTable } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import { siteHasDrafts } from "~/lib/awards";
import { formatCount } from "~/lib/format";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { notFound, pageData, pageFailure, parseRouteSearch } from "~/lib/route-kit.server";
import { pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  parseRouteSearch(request, {});
  // Only the NBA's drafts are in our data: other sites have no draft page (nor a header link).
  if (!siteHasDrafts(context.site.key)) notFound();
  const drafts = await context.api.listDrafts().catch((error) => pageFailure(error, "drafts"));
  return pageData({ drafts }, "directory");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Draft");
export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to Load Data" });

export default function Drafts() {
  const { drafts } = useLoaderData<typeof loader>();
  const first = drafts[drafts.length - 1]?.year;
  const last = drafts[0]?.year;
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>NBA Draft</h1>
        <p className={s.lead}>
          {drafts.length ? `Every BAA and NBA draft in our data, ${first} to ${last}. ` : ""}
          NFL drafts are not here: the only NFL draft facts we hold are those of players on 2024 rosters,
          which make no year&apos;s draft complete.
        </p>
      </header>
      {drafts.length === 0 ? (
        <EmptyState title="No Drafts Found" message="Our data holds no drafts for this site." />
      ) : (
        <DataTable
          caption="Drafts by year"
          columns={[
            { key: "year", label: "Draft" },
            { key: "league", label: "League" },
            { key: "rounds", label: "Rounds", numeric: true },
            { key: "picks", label: "Picks", numeric: true },
            { key: "linked", label: "With a player page", numeric: true },
          ]}
        >
          <tbody>
            {drafts.map((d) => (
              <tr key={`${d.year}-${d.league}`}>
                <th scope="row">
                  <NameLink to={`/draft/${d.year}`}>{`${d.year} ${d.league} Draft`}</NameLink>
                </th>
                <td>{d.league}</td>
                <td className={num}>{d.rounds ?? ""}</td>
                <td className={num}>{formatCount(d.picks)}</td>
                <td className={num}>{formatCount(d.linked)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Container>
  );
}
