import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  AxisSwitch,
  BETTER_MARK,
  CompareWithForm,
  RowsTable,
  SeasonsTable,
} from "~/components/compare/CompareParts";
import * as s from "~/components/people/people.css";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { loaderCacheHeaders } from "~/lib/http-cache";
import { compareHref } from "~/lib/links";
import { compareView } from "~/lib/compare-view.server";
import { pageData } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await compareView(request, context.api);
  // Bad input is the page with its message (400 or 404), not cached; a comparison is rebuild-only data.
  return view.ok
    ? pageData(view, "directory")
    : pageData(view, "none", { status: view.status === 200 ? undefined : view.status });
}

export const headers: HeadersFunction = loaderCacheHeaders;

const titleOf = (names: readonly string[]) => `${names.join(" vs ")}: Compare Players`;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data?.ok
    ? pageMeta(
        matches,
        titleOf(data.players.map((p) => p.name)),
        `${data.players.map((p) => p.name).join(", ")} side by side: career totals, season lines, awards and titles.`,
        `?players=${data.slugs.join(",")}`,
      )
    : pageTitle(matches, "Compare Players");

export const ErrorBoundary = routeErrorBoundary({ errorTitle: "Failed to load the comparison" });

export default function Compare() {
  const d = useLoaderData<typeof loader>();
  if (!d.ok)
    return (
      <Container className={s.page}>
        <h1 className={s.pageTitle}>Compare Players</h1>
        <p role="alert" className={s.lead}>
          {d.message}
        </p>
        {d.choices.length ? (
          <ul>
            {d.choices.map((c) => (
              <li key={c.href}>
                <Link to={c.href}>{c.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <CompareWithForm keep={d.keep} />
      </Container>
    );
  const axisLabel = d.axis === "age" ? "Age" : "Season";
  return (
    <Container className={s.page}>
      <h1 className={s.pageTitle}>
        {d.players.map((p, i) => (
          <span key={p.slug}>
            {i > 0 ? " vs " : ""}
            <Link to={p.href}>{p.name}</Link>
          </span>
        ))}
      </h1>
      <p className={s.lead}>
        {d.players.map((p) => `${p.name}${p.years ? ` (${p.years})` : ""}`).join(" · ")}. Regular-season
        figures{d.through ? `, through ${d.through}` : ""}.
      </p>
      <p className={s.note} id="better-legend">
        <strong>{BETTER_MARK}</strong> and bold mark the better figure of each row (the higher one, or the
        lower where less is better: ERA, losses, interceptions). Games, at bats and other counts of playing
        time are not marked.
      </p>
      {d.groups.length ? null : <p className={s.note}>No statistics of these players to compare.</p>}
      {d.groups.map((g) => (
        <section key={g.group} className={s.seasonTable} aria-labelledby={`career-${g.group}`}>
          <h2 id={`career-${g.group}`} className={s.detailsTitle}>
            {g.group}: career
          </h2>
          <RowsTable
            caption={`${g.group}: career`}
            id={`career-${g.group.toLowerCase()}`}
            players={d.players}
            rows={g.rows}
          />
        </section>
      ))}
      <section className={s.seasonTable} aria-labelledby="honours">
        <h2 id="honours" className={s.detailsTitle}>
          Awards and titles
        </h2>
        {d.awardsMissing ? <p className={s.note}>Could not load every player&apos;s awards.</p> : null}
        <RowsTable caption="Awards and titles" id="honours" players={d.players} rows={d.honours} />
      </section>
      {d.groups.length ? (
        <AxisSwitch
          current={d.axis}
          seasonHref={compareHref(d.slugs, "season")}
          ageHref={compareHref(d.slugs, "age")}
        />
      ) : null}
      {d.groups.map((g) => (
        <section key={g.group} className={s.seasonTable} aria-labelledby={`seasons-${g.group}`}>
          <h2 id={`seasons-${g.group}`} className={s.detailsTitle}>
            {g.group} by {axisLabel.toLowerCase()}
          </h2>
          <SeasonsTable
            caption={`${g.group} by ${axisLabel.toLowerCase()}`}
            id={`seasons-${g.group.toLowerCase()}`}
            axisLabel={axisLabel}
            players={d.players}
            heads={g.seasonHeads}
            rows={g.seasons}
          />
        </section>
      ))}
      {d.players.length < 4 ? <CompareWithForm keep={d.slugs.join(",")} label="Add a player" /> : null}
    </Container>
  );
}
