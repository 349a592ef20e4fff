/**
 * Chromium's switches for the machine's own headless runs (the browser tests, the Lighthouse
 * bench): no sandbox or GPU in the container, and none of the browser's background traffic
 * (component updates, sync, first-run pages) beside the pages under test.
 */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
