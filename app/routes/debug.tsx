import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITES, SITE_KEYS } from "~/site/sites";
import { resolveTheme, SCALE_NAMES } from "~/site/theme";
import { siteUrl } from "~/site/hosts";
import { pageTitle } from "~/site/meta";
import { apiErrorMessage } from "~/lib/http-cache";
import { Card, Container, Grid, SectionHeading } from "~/components/ui/primitives";
import { section } from "~/components/ui/ui.css";
import * as s from "~/components/debug/debug.css";
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
          <Card>
            <h2>Request</h2>
            <dl className={s.facts}>
              <dt>Hostname</dt>
              <dd>{data.hostname}</dd>
              <dt>Port</dt>
              <dd>{data.port}</dd>
            </dl>
          </Card>
          <Card>
            <h2>Site configuration</h2>
            <dl className={s.facts}>
              <dt>Name</dt>
              <dd>{data.site.name}</dd>
              <dt>Sport</dt>
              <dd>{data.site.sport ?? "None (all sports)"}</dd>
              <dt>Level</dt>
              <dd>{data.site.level ?? "None (all levels)"}</dd>
              <dt>Main site</dt>
              <dd>{yesNo(data.site.isMainSite)}</dd>
              <dt>Sport-specific</dt>
              <dd>{yesNo(data.site.isSportSpecific)}</dd>
            </dl>
          </Card>
        </Grid>
      </section>
      <section className={section} aria-labelledby="theme-colours">
        <SectionHeading id="theme-colours" title="Theme colours" />
        <div className={s.scales}>
          {SCALE_NAMES.map((scale) => (
            <div key={scale}>
              <h3 className={s.scaleName}>{scale}</h3>
              <ul className={s.swatches}>
                {Object.entries(data.theme[scale]).map(([shade, hex]) => (
                  <li key={shade} className={s.swatch}>
                    <span className={s.chip} style={{ background: hex }} aria-hidden="true" />
                    <span>
                      {shade} <code>{hex}</code>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section className={section} aria-labelledby="teams-api">
        <SectionHeading id="teams-api" title="Teams API test" />
        <Card>
          <p>Teams API: {data.teams.count} teams</p>
          {data.teams.error ? <p role="alert">Error: {data.teams.error}</p> : null}
          <ol>
            {data.teams.first.map((t) => (
              <li key={t.name}>
                {t.name}
                {t.sport ? ` (${t.sport})` : ""}
              </li>
            ))}
          </ol>
        </Card>
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
