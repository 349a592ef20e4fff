import { appSettings } from "~/site/settings.server";
import type { RefreshSettings } from "./scores";

/**
 * How often open score pages refresh (spec: live games every 30 s, today's games every 2 min).
 * `SCORES_LIVE_REFRESH_MS` and `SCORES_TODAY_REFRESH_MS` change them (the browser tests shorten them).
 */
export function refreshSettings(): RefreshSettings {
  return appSettings().scoresRefresh;
}
