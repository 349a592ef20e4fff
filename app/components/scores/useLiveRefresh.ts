import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Refreshes the page's data with `useRevalidator` every `intervalMs` (null: never). Paused while
 * the tab is hidden; refreshed at once when it becomes visible again. No timer runs when nothing
 * on the page can change.
 */
export function useLiveRefresh(intervalMs: number | null): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const state = useRef(revalidator.state);
  state.current = revalidator.state;

  useEffect(() => {
    if (intervalMs === null) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      if (state.current === "idle") revalidate.current();
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(tick, intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        clearInterval(timer);
        timer = undefined;
      } else {
        tick();
        start();
      }
    };
    if (document.visibilityState !== "hidden") start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [intervalMs]);
}
