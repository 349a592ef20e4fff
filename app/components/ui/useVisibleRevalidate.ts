import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Re-runs the page's loaders with `useRevalidator` every `intervalMs` (null: never, and no timer at
 * all, so nothing polls when nothing on the page can change). A hidden tab pauses; coming back
 * refreshes at once (the live-scores visibility rule, shared by scores and current standings). A
 * tick is skipped while a refresh is still under way.
 */
export function useVisibleRevalidate(intervalMs: number | null): void {
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
