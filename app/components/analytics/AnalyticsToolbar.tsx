import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  ANALYTICS_CATEGORIES,
  ANALYTICS_TIMEFRAMES,
  DEFAULT_CATEGORY,
  DEFAULT_TIMEFRAME,
} from "@domain/analytics";
import { FilterForm, SelectField } from "~/components/ui/FilterForm";
import { useToast } from "~/components/ui/Toaster";
import { button } from "~/components/ui/ui.css";
import type { AnalyticsView } from "~/lib/analytics";
import * as s from "./analytics.css";

const CATEGORY_OPTIONS = ANALYTICS_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }));
const TIMEFRAME_OPTIONS = ANALYTICS_TIMEFRAMES.map((t) => ({ value: t.slug, label: t.label }));

/**
 * The selects (a GET form: 'Filter' submits it without JavaScript; with it a change applies at
 * once), Export (the CSV route of this view) and Share (copies the view's URL; without
 * JavaScript it is a link to that URL, to copy from the browser).
 */
export function AnalyticsToolbar({
  view,
  csvHref,
  shareUrl,
}: {
  view: AnalyticsView;
  csvHref: string;
  shareUrl: string;
}) {
  return (
    <div className={s.toolbar}>
      <div className={s.toolbarForm}>
        <FilterForm
          label="Analytics filters"
          defaults={{ category: DEFAULT_CATEGORY, timeframe: DEFAULT_TIMEFRAME }}
          submitLabel="Filter"
          keepSubmit
        >
          <SelectField
            name="category"
            label="Metric category"
            options={CATEGORY_OPTIONS}
            value={view.category}
          />
          <SelectField
            name="timeframe"
            label="Timeframe"
            options={TIMEFRAME_OPTIONS}
            value={view.timeframe}
          />
        </FilterForm>
      </div>
      <div className={s.actions}>
        <a className={button({ tone: "outline", size: "sm" })} href={csvHref} download>
          Export
        </a>
        <ShareButton url={shareUrl} />
      </div>
    </div>
  );
}

function ShareButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied");
      toast.show("Link copied", { kind: "success" });
    } catch {
      // Clipboard refused (permissions, an insecure origin): show the URL to copy by hand.
      setStatus(url);
    }
  };
  if (!hydrated) {
    return (
      <a
        className={button({ tone: "outline", size: "sm" })}
        href={url}
        title="Link to this view: copy it from your browser"
      >
        Share
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={button({ tone: "outline", size: "sm" })}
        onClick={copy}
        data-share-url={url}
      >
        Share
      </button>
      <span className={s.shareStatus} role="status">
        {status}
      </span>
    </>
  );
}
