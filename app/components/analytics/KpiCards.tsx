import type { AnalyticsKpi } from "@domain/contract/types";
import * as s from "./analytics.css";

/**
 * The four KPI cards. A figure the data in range cannot give (no games this week) shows the
 * backend's reason instead of a zero.
 */
export function KpiCards({ kpis }: { kpis: AnalyticsKpi[] }) {
  return (
    <ul className={s.kpis} aria-label="Key figures">
      {kpis.map((k) => (
        <li key={k.key} className={s.kpi} data-kpi={k.key}>
          <p className={s.kpiLabel}>{k.label}</p>
          {k.value === null ? (
            <p className={s.kpiEmpty}>{k.detail ?? "No Data Available"}</p>
          ) : (
            <>
              <p className={s.kpiValue}>{k.display}</p>
              {k.subject ? <p className={s.kpiSubject}>{k.subject}</p> : null}
              {k.detail ? <p className={s.kpiDetail}>{k.detail}</p> : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
