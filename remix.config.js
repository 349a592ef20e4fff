/** Remix options shared by the Vite plugin (vite.config.ts). Every v3 future flag is on. */
export default {
  ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_routeConfig: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
