import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { currentYear } from "@domain/clock";
import { useNonce } from "~/nonce";
import { sportContextFor } from "~/site/context";
import { siteOrigin, siteUrl } from "~/site/hosts";
import {
  adminCookie,
  cookieOptionsFor,
  flashCookie,
  readActiveSeason,
  readAdminFlag,
  readColorMode,
  readFlash,
  readSpoilerSafe,
} from "~/site/preferences.server";
import { SPORT_NAMES, SPORTS } from "@domain/sports";
import { SITES, SPORT_SITE_KEYS, type SiteConfig } from "~/site/sites";
import { themeColor } from "~/site/theme";
import { pageTitle } from "~/site/meta";
import { siteThemeClass } from "~/styles/theme.css";
import { Header } from "~/components/shell/Header";
import { Footer } from "~/components/shell/Footer";
import { Citation } from "~/components/shell/Citation";
import { citationSources } from "~/lib/citation";
import * as shell from "~/components/shell/shell.css";
import { Container } from "~/components/ui/primitives";
import { ErrorState } from "~/components/ui/states";
import { PageNotFound } from "~/components/shell/PageNotFound";
import { ToastProvider } from "~/components/ui/Toaster";
import { SeasonProvider } from "~/site/season-context";
import { validCookieSeason } from "~/lib/active-season";
import { currentSeasonStartYear } from "@domain/season";
import { now } from "@domain/clock";
import { NavigationProgress } from "~/components/shell/NavigationProgress";
import { useLocalTimesInIslands } from "~/components/ui/LocalTime";
import "~/styles/global.css";
import "~/styles/view-transitions.css";

export const links: LinksFunction = () => [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("Cookie");
  const setCookies: string[] = [];

  // `?admin=true` on any page turns the admin flag on; a cookie remembers it.
  let admin = await readAdminFlag(cookieHeader);
  if (url.searchParams.get("admin") === "true" && !admin) {
    admin = true;
    setCookies.push(await adminCookie.serialize(true, cookieOptionsFor(request)));
  }
  const flash = await readFlash(cookieHeader);
  if (flash) setCookies.push(await flashCookie.serialize("", { maxAge: 0, ...cookieOptionsFor(request) }));

  const { site, settings, host } = context;
  // Built in, so the shell (and the legal and 404 pages) never waits on the backend.
  const sports = SPORTS.map((slug) => ({ slug, name: SPORT_NAMES[slug] }));
  const network = SPORT_SITE_KEYS.map((key) => ({
    key,
    name: SITES[key].name,
    url: siteUrl(key, host, settings.hostMap),
  }));

  const payload = {
    site,
    context: sportContextFor(site),
    themeColor: themeColor(site.theme),
    year: currentYear(),
    admin,
    adminUrl: settings.adminUrl,
    contactEmail: settings.contactEmail,
    location: settings.location,
    siblingSites: settings.siblingSites,
    network,
    hubUrl: siteUrl("hub", host, settings.hostMap),
    // For "Cite this page": the day the database was built (the origin is the one below).
    dataBuiltAt: settings.dataBuiltAt?.() ?? null,
    citationSources: citationSources(site.key),
    sports,
    activeSeason: await readActiveSeason(cookieHeader),
    // The season context's default: the current season of the site's sport (baseball by calendar year).
    currentSeason: currentSeasonStartYear(now(), sportContextFor(site).sport),
    flash,
    colorMode: await readColorMode(cookieHeader),
    // Spoiler-safe mode: scores and results hide behind reveal controls (app/components/ui/Reveal.tsx).
    spoilerSafe: await readSpoilerSafe(cookieHeader),
    // Absolute URLs (share tags, "Cite this page") use the site's own origin, never an arbitrary Host header.
    origin: siteOrigin(site.key, host, settings.hostMap),
  };
  const headers = new Headers();
  for (const c of setCookies) headers.append("Set-Cookie", c);
  return data(payload, { headers });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageTitle(matches);

/** Head tags from the site configuration; any failure here falls back silently to the hub's. */
function SiteHead({ site, color }: { site: SiteConfig; color: string }) {
  return (
    <>
      <meta name="keywords" content={site.keywords.join(", ")} />
      <meta name="theme-color" content={color} />
      <link
        rel="icon"
        href={site.faviconUrl || "/favicon.ico"}
        type={site.faviconUrl?.endsWith(".svg") ? "image/svg+xml" : undefined}
      />
      <link rel="apple-touch-icon" href={site.appleTouchIconUrl} />
      <link rel="manifest" href="/manifest.webmanifest" />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  useLocalTimesInIslands();
  const site = root?.site ?? SITES.hub;
  let themeClass = "";
  let color = "#2563eb";
  try {
    themeClass = siteThemeClass[site.key] ?? siteThemeClass.hub;
    color = root?.themeColor ?? themeColor(site.theme);
  } catch {
    // Theme setup failures are swallowed (docs/rules.md#sport-context): the page still renders.
  }
  const colorMode = root?.colorMode ?? "system";
  return (
    <html lang="en" className={themeClass} data-theme={colorMode === "system" ? undefined : colorMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SiteHead site={site} color={color} />
        <Links />
      </head>
      <body>
        <ToastProvider initial={root?.flash ?? null}>
          <Header site={site} showAdmin={root?.admin ?? false} adminUrl={root?.adminUrl ?? "/admin/"} />
          <NavigationProgress />
          <div className={shell.headerSpacer} aria-hidden="true" />
          <main id="main" tabIndex={-1} className={shell.main}>
            {children}
            {root ? (
              <Citation
                siteName={site.name}
                sources={root.citationSources}
                origin={root.origin}
                built={root.dataBuiltAt}
              />
            ) : null}
          </main>
          <Footer
            site={site}
            contactEmail={root?.contactEmail ?? ""}
            location={root?.location ?? ""}
            year={root?.year ?? new Date().getFullYear()}
            siblingSites={root?.siblingSites ?? []}
            colorMode={colorMode}
            spoilerSafe={root?.spoilerSafe ?? false}
          />
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  const current = root?.currentSeason ?? currentSeasonStartYear(now());
  const season = validCookieSeason(root?.activeSeason ?? null, current);
  return (
    <SeasonProvider value={{ season: season ?? current, chosen: season !== null }}>
      <Outlet />
    </SeasonProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <Container>
      <ErrorState retryHref={location.pathname + location.search} />
    </Container>
  );
}
