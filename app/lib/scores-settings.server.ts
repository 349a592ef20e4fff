import type { RefreshSettings } from "./scores";

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 500 ? Math.round(n) : fallback;
};

/**
 * How often open score pages refresh (spec: live games every 30 s, today's games every 2 min).
 * `SCORES_LIVE_REFRESH_MS` and `SCORES_TODAY_REFRESH_MS` change them (the browser tests shorten them).
 */
export function refreshSettings(env: NodeJS.ProcessEnv = process.env): RefreshSettings {
  return { liveMs: positive(env.SCORES_LIVE_REFRESH_MS, 30_000), todayMs: positive(env.SCORES_TODAY_REFRESH_MS, 120_000) };
}
