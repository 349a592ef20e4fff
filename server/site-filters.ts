import { formatScope, SCOPE_HEADER, type SiteScope } from "../domain/scope";

/**
 * A public API request carries its site's scope to the embedded API (domain/scope.ts): whatever a
 * visitor sent under the scope header is dropped, and the scope of the host's site is set, so a
 * sport site's API answers only its league and no header can widen it.
 */
export function withSiteScope(request: Request, scope: SiteScope): Request {
  const headers = new Headers(request.headers);
  headers.delete(SCOPE_HEADER);
  const value = formatScope(scope);
  if (value) headers.set(SCOPE_HEADER, value);
  return new Request(request.url, { method: request.method, headers });
}
