import { useEffect, useState } from "react";
import { easternInstant } from "@domain/clock";
import { localTimeText, startTimeText } from "~/lib/game-time";

/** Marks a start time the browser may rewrite in the visitor's zone (see `useLocalTimesInIslands`). */
const LOCAL_TIME_ATTR = "data-local-time";

/**
 * A game's start time: the server renders it in Eastern time, labelled (`7:00 PM ET`), inside
 * `<time datetime>`; once scripts run, an effect rewrites it in the browser's zone with that
 * zone's short name (`4:00 PM PST`). The first render matches the server's, so hydration never
 * differs. Without a stored start time (many older games hold a date only) it renders nothing.
 */
export function LocalTime({ date, time }: { date: string; time: string | null | undefined }) {
  const eastern = startTimeText(time);
  const at = easternInstant(date, time);
  const iso = at?.toISOString() ?? null;
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    setLocal(iso ? localTimeText(new Date(iso)) : null);
  }, [iso]);
  if (!eastern) return null;
  if (!iso) return <>{eastern}</>;
  return (
    <time dateTime={iso} {...{ [LOCAL_TIME_ATTR]: "" }}>
      {local ?? eastern}
    </time>
  );
}

/**
 * Start times inside static islands (server HTML that the first load does not hydrate, see
 * StaticIsland) get no effect of their own: once, after hydration, this rewrites those. Only
 * the first load has such islands (later renders are React's, with LocalTime's own effect), and
 * their markup is not React's, so changing it here is safe. Call once, in the root layout.
 */
export function useLocalTimesInIslands() {
  useEffect(() => {
    for (const element of document.querySelectorAll<HTMLTimeElement>(
      `[data-island] time[${LOCAL_TIME_ATTR}]`,
    )) {
      const at = new Date(element.dateTime);
      if (Number.isNaN(at.getTime())) continue;
      const text = localTimeText(at);
      if (element.textContent !== text) element.textContent = text;
    }
  }, []);
}
