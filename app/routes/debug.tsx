import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITES, SITE_KEYS } from "~/site/sites";
import { resolveTheme } from "~/site/theme";
import { siteUrl } from "~/site/hosts";
import { pageTitle } from "~/site/meta";
import { apiErrorMessage } from "~/lib/http-cache";
import { Container, Grid, SectionHeading } from "~/components/ui/primitives";
import { section } from "~/components/ui/ui.css";
import { FactsCard, TeamsApiCard, ThemeScales } from "~/components/debug/DebugParts";
import { appSettings } from "~/site/settings.server";

export const meta: MetaFunction = ({ matches }) => [
  ...pageTitle(matches, "Diagnostics"),
  { name: "robots", content: "noindex" },
];

/** Diagnostics: which site this host resolved to, its theme, and whether the teams API answers. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { site, host, settings } = context;
  let teams: { count: number; first: { name: string; sport: string | null }[]; error: string | null };
  try {
    const page = await context.api.listTeamsPage({ page_size: 3 });
    teams = {
      count: page.count,
      first: page.results.slice(0, 3).map((t) => ({ name: t.name, sport: t.sport?.name ?? null })),
      error: null,
    };
  } catch (error) {
    // Internal error text (addresses, paths) only where an operator turned it on.
    const detail =
      appSettings().debugDetails && error instanceof Error ? error.message : apiErrorMessage(error);
    teams = { count: 0, first: [], error: detail };
  }
  const hostname = host.replace(/:\d+$/, "");
  const port = /:(\d+)$/.exec(host)?.[1] ?? (url.protocol === "https:" ? "443" : "80");
  return {
    hostname,
    port,
    site: {
      name: site.name,
      sport: site.sport,
      level: site.level,
      isMainSite: site.isMainSite,
      isSportSpecific: site.isSportSpecific,
    },
    theme: resolveTheme(site.theme),
    teams,
    testHosts: SITE_KEYS.map((key) => ({
      key,
      name: SITES[key].name,
      url: siteUrl(key, isLocal(host) ? host : `localhost:${port}`, settings.hostMap),
    })),
  };
}

const isLocal = (host: string) => /(^|\.)localhost(:\d+)?$/.test(host);

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Debug() {
  const data = useLoaderData<typeof loader>();
  const yesNo = (v: boolean) => (v ? "Yes" : "No");
  return (
    <Container>
      <section className={section}>
        <h1>Diagnostics</h1>
        <Grid columns={2}>
          <FactsCard
            title="Request"
            facts={[
              ["Hostname", data.hostname],
              ["Port", data.port],
            ]}
          />
          <FactsCard
            title="Site configuration"
            facts={[
              ["Name", data.site.name],
              ["Sport", data.site.sport ?? "None (all sports)"],
              ["Level", data.site.level ?? "None (all levels)"],
              ["Main site", yesNo(data.site.isMainSite)],
              ["Sport-specific", yesNo(data.site.isSportSpecific)],
            ]}
          />
        </Grid>
      </section>
      <section className={section} aria-labelledby="theme-colours">
        <SectionHeading id="theme-colours" title="Theme colours" />
        <ThemeScales theme={data.theme} />
      </section>
      <section className={section} aria-labelledby="teams-api">
        <SectionHeading id="teams-api" title="Teams API test" />
        <TeamsApiCard teams={data.teams} />
      </section>
      <section className={section} aria-labelledby="test-hosts">
        <SectionHeading id="test-hosts" title="Local test hosts" />
        <ul>
          {data.testHosts.map((h) => (
            <li key={h.key}>
              <a href={h.url}>
                {h.name} ({h.url})
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
