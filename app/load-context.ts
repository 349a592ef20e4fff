import type { ApiClient } from "~/api/client.server";
import type { Locator } from "~/api/locate.server";
import type { SiteConfig } from "~/site/sites";
import type { SiblingSite } from "~/site/settings.server";
import type { HostMap } from "~/site/hosts";

/** What server.ts resolves once per request and hands every loader. */
// A type alias (not an interface) so it is assignable to Remix's index-signature AppLoadContext.
export type SiteRequestContext = {
  site: SiteConfig;
  /** Per-request CSP nonce carried by every inline script Remix renders. */
  nonce: string;
  /** The Host the visitor used (after TRUST_PROXY), for links between the sites. */
  host: string;
  api: ApiClient;
  /** The site an item of another sport or level belongs to (for the not-found state's links only). */
  locate: Locator;
  settings: {
    contactEmail: string;
    location: string;
    adminUrl: string;
    siblingSites: SiblingSite[];
    hostMap: HostMap;
    /** The bulk downloads the database build wrote (backend/import/downloads.ts); unset without a SQLite database. */
    downloadsDir?: string;
    /** The day (yyyy-MM-dd) the database was built, for citations; null when unknown. */
    dataBuiltAt?: () => string | null;
  };
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteRequestContext {}
}
