import type { AnalyticsFigures } from "@domain/contract/types";
import { Empty } from "~/components/ui/states";
import { ChartFigure } from "./Charts";
import { KpiCards } from "./KpiCards";
import * as s from "./analytics.css";

/**
 * The analytics page's figures once loaded: KPI cards, charts (or why there are none), the key
 * insights and the notes on what the figures cover.
 */
export function FiguresBody({ figures, insights }: { figures: AnalyticsFigures; insights: string[] }) {
  return (
    <>
      <KpiCards kpis={figures.kpis} />
      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading" className={s.figureTitle}>
          Charts
        </h2>
        {figures.charts.length ? (
          <div className={s.charts}>
            {figures.charts.map((chart) => (
              <ChartFigure key={chart.key} chart={chart} />
            ))}
          </div>
        ) : (
          <Empty kind="data" message={figures.kpis.find((k) => k.value === null)?.detail ?? undefined} />
        )}
      </section>
      <section className={s.insights} aria-labelledby="insights-heading">
        <h2 id="insights-heading" className={s.insightsTitle}>
          Key Insights
        </h2>
        {insights.length ? (
          <ul className={s.insightList}>
            {insights.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        ) : (
          <p className={s.notes}>No Data Available</p>
        )}
      </section>
      {figures.notes.map((note) => (
        <p key={note} className={s.notes}>
          {note}
        </p>
      ))}
    </>
  );
}
