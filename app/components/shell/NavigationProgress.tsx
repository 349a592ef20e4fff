import { useNavigation } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/ui.css";
import * as s from "./progress.css";

/** A thin bar under the header while a client navigation loads; announced to screen readers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <div className={s.bar} data-busy={busy ? "true" : "false"} aria-hidden="true" />
      <span className={visuallyHidden} role="status" aria-live="polite">
        {busy ? "Loading…" : ""}
      </span>
    </>
  );
}
