import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { PageNotFound } from "~/components/shell/PageNotFound";
import type { NotFoundTexts } from "~/lib/route-kit";
import { Container } from "./primitives";
import { DEFAULT_ERROR_MESSAGE, DEFAULT_ERROR_TITLE, ErrorState, NotFoundState } from "./states";

export interface RouteErrorTexts {
  /** The page's own 'Not Found' screen ('Team Not Found' ...); the generic one when absent. */
  notFound?: NotFoundTexts;
  /** The page's error title ('Failed to load teams data' ...); 'Failed to Load Data' when absent. */
  errorTitle?: string;
  /** The message when the error carries none ('An error occurred' on the coaches list); the default one when absent. */
  errorMessage?: string;
}

/**
 * Links a 404 carries (route-kit's `lookupFailure` and `notFoundWithSuggestions`): `elsewhere`, the
 * same page on the item's own site; `suggestions`, "Did you mean" pages of this site.
 */
export function errorLinksOf(
  error: unknown,
  field: "elsewhere" | "suggestions",
): { href: string; label: string }[] {
  if (!isRouteErrorResponse(error)) return [];
  const payload: unknown = error.data;
  if (!payload || typeof payload !== "object" || !(field in payload)) return [];
  const links: unknown = (payload as Record<string, unknown>)[field];
  if (!Array.isArray(links)) return [];
  return links.filter(
    (l: unknown): l is { href: string; label: string } =>
      typeof l === "object" &&
      l !== null &&
      typeof (l as { href?: unknown }).href === "string" &&
      typeof (l as { label?: unknown }).label === "string",
  );
}

function messageOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (
    payload &&
    typeof payload === "object" &&
    "message" in payload &&
    typeof payload.message === "string" &&
    payload.message
  ) {
    return payload.message;
  }
  return undefined;
}

/**
 * The one error boundary every route uses, keyed by status: 404 shows the page's 'Not Found'
 * screen, anything else the page's error state with a retry (a link to the same URL, so it works
 * without JavaScript). Routes export `ErrorBoundary = routeErrorBoundary({...})`.
 */
export function routeErrorBoundary(texts: RouteErrorTexts = {}) {
  return function ErrorBoundary() {
    const error = useRouteError();
    const location = useLocation();
    if (isRouteErrorResponse(error) && error.status === 404) {
      if (!texts.notFound) return <PageNotFound suggestions={errorLinksOf(error, "suggestions")} />;
      const message = messageOf(error) ?? texts.notFound.message;
      return (
        <Container>
          <NotFoundState
            {...texts.notFound}
            message={message}
            elsewhere={errorLinksOf(error, "elsewhere")}
            suggestions={errorLinksOf(error, "suggestions")}
          />
        </Container>
      );
    }
    return (
      <Container>
        <ErrorState
          headingLevel={1}
          title={texts.errorTitle ?? DEFAULT_ERROR_TITLE}
          message={messageOf(error) ?? texts.errorMessage ?? DEFAULT_ERROR_MESSAGE}
          retryHref={location.pathname + location.search}
        />
      </Container>
    );
  };
}
