/**
 * Loader tests call a route's loader directly with a request and a fake API client: fast, no
 * server, no database. The fake answers only the calls a test stubs; any other call fails loudly.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import type { Locator } from "~/api/locate.server";
import { defaultHostMap } from "~/site/hosts";
import { SITES, type SiteConfig, type SiteKey } from "~/site/sites";

export function fakeApi(methods: Partial<ApiClient>): ApiClient {
  return new Proxy(methods, {
    get(target, prop) {
      if (prop in target) return target[prop as keyof ApiClient];
      if (prop === "then") return undefined; // not a promise
      throw new Error(`fake API: ${String(prop)} was not stubbed`);
    },
  }) as ApiClient;
}

export function loaderArgs(
  url: string,
  api: ApiClient,
  options: {
    site?: SiteKey;
    /** A site the family lacks (the fake-league test's); `site` names one it has. */
    siteConfig?: SiteConfig;
    params?: Record<string, string>;
    cookie?: string;
    locate?: Locator;
  } = {},
): LoaderFunctionArgs {
  const site = options.siteConfig ?? SITES[options.site ?? "hub"];
  const headers = new Headers(options.cookie ? { Cookie: options.cookie } : {});
  return {
    request: new Request(new URL(url, "http://localhost"), { headers }),
    params: options.params ?? {},
    context: {
      site,
      api,
      locate: options.locate ?? (async () => null),
      nonce: "",
      host: "localhost",
      settings: {
        contactEmail: "contact@example.com",
        location: "",
        adminUrl: "/admin/",
        siblingSites: [],
        hostMap: defaultHostMap(),
      },
    },
  };
}

export interface LoaderOutcome<T> {
  status: number;
  headers: Headers;
  data: T | undefined;
  /** The redirect target, for 3xx answers. */
  location: string | null;
}

interface DataWithInit<T> {
  type: "DataWithResponseInit";
  data: T;
  init: ResponseInit | null;
}
function isDataWithInit<T>(value: unknown): value is DataWithInit<T> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Runs a loader and describes what it answered, returned or thrown: status, headers, data. */
export async function runLoader<T>(run: () => Promise<unknown>): Promise<LoaderOutcome<T>> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    return {
      status: outcome.status,
      headers: outcome.headers,
      data: undefined,
      location: outcome.headers.get("Location"),
    };
  }
  if (isDataWithInit<T>(outcome)) {
    return {
      status: outcome.init?.status ?? 200,
      headers: new Headers(outcome.init?.headers),
      data: outcome.data,
      location: null,
    };
  }
  if (outcome instanceof Error) throw outcome;
  return { status: 200, headers: new Headers(), data: outcome as T, location: null };
}
