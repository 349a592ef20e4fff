import { routePatterns } from "./sitemap";

/**
 * The URL patterns this build serves, read from the route files' names at build time (the keys of
 * a lazy glob; no route module is loaded by it), so the sitemap lists a screen once its route exists.
 */
export const BUILD_ROUTES: ReadonlySet<string> = routePatterns(
  Object.keys(import.meta.glob("../routes/*.{ts,tsx}")),
);
