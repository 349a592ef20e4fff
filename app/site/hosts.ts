import { SITE_KEYS, SPORT_SITE_KEYS, type SiteKey } from "./sites";

/** Lower-cased host name (no port) to site. */
export type HostMap = ReadonlyMap<string, SiteKey>;

export const DEFAULT_PRIMARY_DOMAIN = "championshiphistory.example";

/** Production hosts: the hub on the primary domain (and www.), each sport site on `{key}.` of it. */
export function defaultHostMap(primaryDomain: string = DEFAULT_PRIMARY_DOMAIN): Map<string, SiteKey> {
  const domain = primaryDomain.trim().toLowerCase();
  const map = new Map<string, SiteKey>([
    [domain, "hub"],
    [`www.${domain}`, "hub"],
  ]);
  for (const key of SPORT_SITE_KEYS) map.set(`${key}.${domain}`, key);
  return map;
}

const isSiteKey = (value: string): value is SiteKey => (SITE_KEYS as readonly string[]).includes(value);

/**
 * Parses `SITE_HOSTS`, e.g. `nfl=profootballhistory.com,hub=sportshistory.com`. Entries add to (and
 * override) the default map; malformed entries are reported back rather than silently dropped.
 */
export function parseSiteHosts(value: string | undefined): { hosts: Map<string, SiteKey>; errors: string[] } {
  const hosts = new Map<string, SiteKey>();
  const errors: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const [key, host] = entry.split("=").map((s) => s.trim().toLowerCase());
    if (!key || !host || !isSiteKey(key)) {
      errors.push(`SITE_HOSTS entry "${entry}" is not key=host with key one of ${SITE_KEYS.join(", ")}`);
      continue;
    }
    hosts.set(stripPort(host), key);
  }
  return { hosts, errors };
}

export function buildHostMap(primaryDomain: string | undefined, siteHosts: string | undefined) {
  const map = defaultHostMap(primaryDomain || DEFAULT_PRIMARY_DOMAIN);
  const parsed = parseSiteHosts(siteHosts);
  for (const [host, key] of parsed.hosts) map.set(host, key);
  return { map: map as HostMap, errors: parsed.errors };
}

/** `Example.COM:5184` -> `example.com`; `[::1]:5184` -> `[::1]`; a trailing dot is dropped. */
export function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d*$/, "").replace(/\.$/, "");
}

/**
 * Which site a Host header belongs to. Configured hosts first, then the local development hosts
 * (`localhost` for the hub, `{key}.localhost` for a sport site, on any port); anything else is the hub.
 */
export function resolveSiteKey(hostHeader: string | null | undefined, hostMap: HostMap): SiteKey {
  if (!hostHeader) return "hub";
  const host = stripPort(hostHeader.split(",")[0] ?? "");
  const configured = hostMap.get(host);
  if (configured) return configured;
  const local = /^([a-z]+)\.localhost$/.exec(host);
  if (local && isSiteKey(local[1]) && local[1] !== "hub") return local[1];
  return "hub";
}

/** The first configured production host of each site, for links between the sites. */
export function productionHosts(hostMap: HostMap): Partial<Record<SiteKey, string>> {
  const out: Partial<Record<SiteKey, string>> = {};
  for (const [host, key] of hostMap) if (!out[key] && !host.startsWith("www.")) out[key] = host;
  return out;
}

export function isLocalHost(hostHeader: string | null | undefined): boolean {
  const host = stripPort(hostHeader ?? "");
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";
}

/**
 * The address of another site of the family, as seen from the current request: local development
 * hosts link to each other on the same port; anywhere else, to the configured production hosts.
 */
export function siteUrl(key: SiteKey, requestHost: string, hostMap: HostMap): string {
  if (isLocalHost(requestHost)) {
    const port = /:(\d+)$/.exec(requestHost.trim())?.[1];
    const suffix = port ? `:${port}` : "";
    return key === "hub" ? `http://localhost${suffix}/` : `http://${key}.localhost${suffix}/`;
  }
  const host = productionHosts(hostMap)[key];
  return host ? `https://${host}/` : "/";
}

/**
 * The origin absolute URLs of a response use (API `next` links, canonical links, the sitemap):
 * a local development host as requested (with its port); a configured production host as
 * configured; any other Host header the hub's configured host. A forged Host never reaches a link.
 */
export function canonicalOrigin(requestHost: string, hostMap: HostMap, secure: boolean): string {
  if (isLocalHost(requestHost)) return `http://${requestHost.trim().toLowerCase()}`;
  const host = stripPort(requestHost);
  if (hostMap.has(host)) return `${secure ? "https" : "http"}://${host}`;
  return `https://${productionHosts(hostMap).hub ?? DEFAULT_PRIMARY_DOMAIN}`;
}
