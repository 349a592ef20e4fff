import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./nonce";
import { applyCookieCachePolicy } from "./lib/cookie-cache";
import { readAdminFlag, readSpoilerSafe } from "./site/preferences.server";
import { withoutNulBytes } from "./lib/html-stream.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

/** What the request's cookies say about caching its answer: the admin flag, spoiler-safe mode. */
async function cookieCacheInput(request: Request) {
  const cookie = request.headers.get("Cookie");
  return { personal: await readAdminFlag(cookie), noStore: await readSpoilerSafe(cookie) };
}

/** Client navigations' data answers carry the same cookie rules as the pages they update. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  const input = await cookieCacheInput(request);
  try {
    applyCookieCachePolicy(response.headers, input);
    return response;
  } catch {
    // A Response built by Response.redirect() has immutable headers: answer a copy.
    const copy = new Response(response.body, response);
    applyCookieCachePolicy(copy.headers, input);
    return copy;
  }
};

/**
 * One line per failed request (Remix's default prints the whole stack, many lines per bad
 * request); an aborted request (the visitor left) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname.slice(0, 200);
  // A thrown `data(...)` (a route's deliberate 4xx) carries its status and message.
  const thrown = error as { init?: { status?: number } | null; data?: { message?: unknown } } | null;
  const text =
    error instanceof Error
      ? error.message.split("\n")[0]
      : `${thrown?.init?.status ?? "error"} ${typeof thrown?.data?.message === "string" ? thrown.data.message : ""}`.trim();
  console.error(`[remix] ${request.method} ${path}: ${text.slice(0, 200)}`);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // Every page reads cookies (docs/rules.md#cookies-and-caching).
  applyCookieCachePolicy(responseHeaders, await cookieCacheInput(request));
  // Crawlers and no-JS visitors get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = withoutNulBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
