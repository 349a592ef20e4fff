import { z } from "zod";
import { buildHostMap, type HostMap } from "./hosts";

/** Operator settings from the environment; every one has a sensible default (see README). */
const envSchema = z.object({
  PRIMARY_DOMAIN: z.string().trim().min(1).optional(),
  SITE_HOSTS: z.string().optional(),
  CONTACT_EMAIL: z.string().trim().email().optional(),
  SITE_LOCATION: z.string().trim().min(1).optional(),
  ADMIN_URL: z.string().trim().min(1).optional(),
  SIBLING_SITES: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
});

const siblingSchema = z.array(z.object({ label: z.string().min(1), url: z.string().url() })).min(1);
export type SiblingSite = z.infer<typeof siblingSchema>[number];

export interface Settings {
  primaryDomain: string;
  hostMap: HostMap;
  contactEmail: string;
  location: string;
  adminUrl: string;
  /** Footer sibling sites: professional, collegiate and four high-school prep football sites. */
  siblingSites: SiblingSite[];
  trustProxy: boolean;
  /** Reverse proxies in front that append to X-Forwarded-For (TRUST_PROXY: `1`/`true` one, or a count); 0 when off. */
  proxyHops: number;
  warnings: string[];
}

export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const warnings: string[] = [];
  const parsed = envSchema.safeParse(env);
  const e = parsed.success ? parsed.data : {};
  if (!parsed.success) warnings.push(...parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message} (default used)`));
  const primaryDomain = (e.PRIMARY_DOMAIN ?? "championshiphistory.example").toLowerCase();
  const { map, errors } = buildHostMap(primaryDomain, e.SITE_HOSTS);
  warnings.push(...errors);

  let siblingSites: SiblingSite[] = [
    { label: "Pro Football History", url: `https://nfl.${primaryDomain}/` },
    { label: "College Football History", url: `https://cfb.${primaryDomain}/` },
    { label: "Texas Prep Football", url: `https://txprep.${primaryDomain}/` },
    { label: "California Prep Football", url: `https://caprep.${primaryDomain}/` },
    { label: "Florida Prep Football", url: `https://flprep.${primaryDomain}/` },
    { label: "Georgia Prep Football", url: `https://gaprep.${primaryDomain}/` },
  ];
  if (e.SIBLING_SITES) {
    try {
      siblingSites = siblingSchema.parse(JSON.parse(e.SIBLING_SITES));
    } catch {
      warnings.push("SIBLING_SITES is not a JSON array of {label, url}; the defaults are used");
    }
  }
  const proxyHops = proxyHopsOf(e.TRUST_PROXY);
  return {
    primaryDomain,
    hostMap: map,
    contactEmail: e.CONTACT_EMAIL ?? `contact@${primaryDomain}`,
    location: e.SITE_LOCATION ?? "Made for fans across the United States and Canada",
    adminUrl: e.ADMIN_URL ?? "/admin/",
    siblingSites,
    trustProxy: proxyHops > 0,
    proxyHops,
    warnings,
  };
}

/** TRUST_PROXY as a hop count: `1`, `true`, `yes` one proxy; a whole number that many; anything else off. */
export function proxyHopsOf(value: string | undefined): number {
  const v = (value ?? "").trim().toLowerCase();
  if (v === "true" || v === "yes") return 1;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}
