import type { ReactNode } from "react";
import type { DataQualityItem, DataQualityReport } from "@domain/contract/types";
import { Badge } from "~/components/ui/primitives";
import { DataTable } from "~/components/ui/DataTable";
import { barWidth, issuesText, scoreText, scoreTone } from "~/lib/data-quality";
import { proseCell } from "~/components/ui/widgets.css";
import * as s from "./quality.css";
import { formatCount } from "~/lib/format";

/** A score bar drawn as SVG; its colour follows the spec's thresholds and the text says the value. */
export function ScoreBar({ score, label }: { score: number | null; label: string }) {
  const tone = score === null ? null : scoreTone(score);
  return (
    <svg
      className={s.bar}
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      role="img"
      aria-label={`${label}: ${scoreText(score)}`}
      data-tone={tone ?? "none"}
    >
      <rect className={s.barTrack} x="0" y="0" width="100" height="10" rx="2" />
      {tone ? (
        <rect
          className={s.tone[tone]}
          x="0"
          y="0"
          width={barWidth(score).replace("%", "")}
          height="10"
          rx="2"
        />
      ) : null}
    </svg>
  );
}

export function MetricBars({ metrics }: { metrics: DataQualityItem[] }) {
  return (
    <ul className={s.metrics}>
      {metrics.map((m) => (
        <li key={m.key} className={s.metric} data-metric={m.key}>
          <div className={s.metricHead}>
            <span>{m.label}</span>
            <span className={`${s.metricScore} ${m.score === null ? "" : s.toneText[scoreTone(m.score)]}`}>
              {scoreText(m.score)}
            </span>
          </div>
          <ScoreBar score={m.score} label={m.label} />
          <p className={s.muted}>
            {m.detail}
            {m.total ? ` (${formatCount(m.passed ?? 0)} of ${formatCount(m.total)})` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

const STATUS_TONE = {
  active: "success",
  passed: "success",
  warning: "warning",
  missing: "danger",
  maintenance: "neutral",
} as const;

export function StatusBadge({ status }: { status: string | null }) {
  const key = (status ?? "missing") as keyof typeof STATUS_TONE;
  return <Badge tone={STATUS_TONE[key] ?? "neutral"}>{status ?? "unknown"}</Badge>;
}

/** A list of sources or rules: each one's name, its status and what it says. */
function StatusList(props: {
  items: DataQualityItem[];
  kind: "source" | "rule";
  status: (item: DataQualityItem) => ReactNode;
  detail: (item: DataQualityItem) => ReactNode;
}) {
  return (
    <ul className={s.list}>
      {props.items.map((item) => (
        <li key={item.key} className={s.item} {...{ [`data-${props.kind}`]: item.key }}>
          <span className={s.itemName}>{item.label}</span>
          {props.status(item)}
          <p className={s.itemDetail}>{props.detail(item)}</p>
        </li>
      ))}
    </ul>
  );
}

export function SourceList({ sources }: { sources: DataQualityItem[] }) {
  return (
    <StatusList
      items={sources}
      kind="source"
      status={(src) => <StatusBadge status={src.status} />}
      detail={(src) => src.detail}
    />
  );
}

export function RuleList({ rules }: { rules: DataQualityItem[] }) {
  return (
    <StatusList
      items={rules}
      kind="rule"
      status={(r) => (
        <span>
          <StatusBadge status={r.status} /> <span className={s.num}>{issuesText(r.passed ?? 0)}</span>
        </span>
      )}
      detail={(r) => (
        <>
          {r.detail}
          {r.total ? `; ${formatCount(r.total)} checked` : ""}
        </>
      )}
    />
  );
}

/** One metric's breakdown: a dense table of its parts (entities, sources, leagues, checks). */
export function BreakdownTable({
  caption,
  items,
  firstColumn,
  countLabel,
}: {
  caption: string;
  items: DataQualityItem[];
  firstColumn: string;
  countLabel?: string;
}) {
  const columns = [
    { key: "name", label: firstColumn },
    { key: "score", label: "Score", numeric: true },
    ...(countLabel ? [{ key: "count", label: countLabel, numeric: true }] : []),
    { key: "detail", label: "Detail" },
  ];
  return (
    <DataTable caption={caption} columns={columns}>
      <tbody>
        {items.map((i) => (
          <tr key={i.key}>
            <th scope="row" className={`${s.cellLabel} ${proseCell}`}>
              {i.label}
            </th>
            <td className={`${s.num} ${i.score === null ? "" : s.toneText[scoreTone(i.score)]}`}>
              {scoreText(i.score)}
            </td>
            {countLabel ? (
              <td className={s.num}>
                {i.total
                  ? `${formatCount(i.passed ?? 0)} / ${formatCount(i.total)}`
                  : i.season !== null
                    ? String(i.season)
                    : ""}
              </td>
            ) : null}
            <td className={`${s.cellDetail} ${proseCell}`}>{i.detail}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** A titled panel of the page; its heading names the section for screen readers. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={s.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type Breakdown = "completeness" | "accuracy" | "freshness" | "consistency";

/** The four per-metric breakdowns, in page order; `empty` says why a breakdown may have no rows. */
const BREAKDOWNS: readonly {
  key: Breakdown;
  title: string;
  caption: string;
  firstColumn: string;
  countLabel: string;
  empty?: string;
}[] = [
  {
    key: "completeness",
    title: "Completeness by entity",
    caption: "Completeness by entity",
    firstColumn: "Entity",
    countLabel: "Fields filled",
  },
  {
    key: "accuracy",
    title: "Accuracy by cross-checked source",
    caption: "Accuracy by source",
    firstColumn: "Source",
    countLabel: "Checks agreeing",
    empty: "Not measured: this build did not import the open datasets the cross-checks compare with.",
  },
  {
    key: "freshness",
    title: "Freshness by league",
    caption: "Freshness by league and source",
    firstColumn: "League and source",
    countLabel: "Last season",
  },
  {
    key: "consistency",
    title: "Consistency checks",
    caption: "Consistency checks",
    firstColumn: "Check",
    countLabel: "Agreeing",
  },
];

export function BreakdownPanels({ report }: { report: Pick<DataQualityReport, Breakdown> }) {
  return (
    <>
      {BREAKDOWNS.map(({ key, title, empty, ...table }) => (
        <Panel key={key} id={key} title={title}>
          {report[key].length || empty === undefined ? (
            <BreakdownTable items={report[key]} {...table} />
          ) : (
            <p className={s.muted}>{empty}</p>
          )}
        </Panel>
      ))}
    </>
  );
}

/** The overall score: the mean of the measured metrics, coloured by the spec's thresholds. */
export function OverallScore({ overall }: { overall: number | null }) {
  const tone = overall === null ? null : scoreTone(overall);
  return (
    <section className={s.overall} aria-labelledby="overall-heading">
      <h2 id="overall-heading" className={s.panelTitle}>
        Overall Score
      </h2>
      <p className={`${s.overallValue} ${tone ? s.toneText[tone] : ""}`} data-overall>
        {scoreText(overall)}
      </p>
      <p className={s.muted}>Mean of the measured metrics</p>
    </section>
  );
}
