import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Re-runs the page's loaders every `intervalMs` while `enabled` and the tab is visible; a hidden
 * tab pauses, and coming back refreshes at once (the live-scores visibility rule). No timer at all
 * when not enabled.
 */
export function useVisibleRevalidate(intervalMs: number, enabled: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => revalidator.revalidate(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") {
        revalidator.revalidate();
        start();
      } else stop();
    };
    if (document.visibilityState === "visible") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // revalidator is a new object each render; its revalidate is stable enough for a timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs, enabled]);
}
