import { onSite } from "@domain/scope";
import { redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OpponentPicker } from "~/components/explore/HeadToHeadParts";
import * as s from "~/components/explore/explore.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { headToHeadHref } from "~/lib/head-to-head";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { param } from "~/lib/route-kit";
import {
  lookupFailure,
  notFound,
  pageData,
  pageFailure,
  parseRouteSearch,
  withAdminFlag,
} from "~/lib/route-kit.server";
import { TEAM_NOT_FOUND } from "~/lib/teams";
import { pageTitle } from "~/site/meta";

/** The opponent picker; its GET form (`?opponent=`) lands here and goes on to the pair's page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const { values } = parseRouteSearch(request, { opponent: param.slug() });
  const team = await context.api
    .getTeam(slug)
    .catch((error) => lookupFailure(error, "head-to-head", { request, context, kind: "team", id: slug }));
  if (!onSite(context.site, team)) notFound();
  if (values.opponent)
    throw redirect(withAdminFlag(headToHeadHref(team.slug ?? slug, values.opponent), request));
  const teams = await context.api.listTeams().catch((error) => pageFailure(error, "teams"));
  const options = teams
    .filter((t) => t.sport?.slug === team.sport?.slug && t.level?.slug === team.level?.slug && t.slug)
    .map((t) => ({ slug: t.slug!, name: t.name }));
  return pageData({ team: { slug: team.slug ?? slug, name: team.name }, options }, "directory");
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data ? `${data.team.name}: head-to-head` : TEAM_NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: TEAM_NOT_FOUND,
  errorTitle: "Failed to load teams data",
});

export default function HeadToHeadPicker() {
  const { team, options } = useLoaderData<typeof loader>();
  return (
    <Container className={s.page}>
      <nav aria-label="Breadcrumb" className={s.muted}>
        <Link to="/teams">Teams</Link> › <Link to={`/teams/${team.slug}`}>{team.name}</Link> › Head-to-head
      </nav>
      <h1 className={s.title}>{team.name}: head-to-head</h1>
      <p className={s.lead}>
        Choose an opponent to see every meeting the database holds, the records by season and decade, and
        their playoff series.
      </p>
      <OpponentPicker team={team} options={options} />
    </Container>
  );
}
