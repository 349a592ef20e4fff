import { useId } from "react";
import type { AnalyticsChart } from "@domain/contract/types";
import { barLayout, chartValue, linePath, lineLayout, type LineLayout } from "~/lib/analytics";
import { visuallyHidden } from "~/components/ui/ui.css";
import * as s from "./analytics.css";
import { formatCount } from "~/lib/format";

/**
 * A chart drawn as SVG on the server (no chart library in the browser): the SVG is an image with
 * a text summary, and the figures themselves are in a data table under it.
 */
export function ChartFigure({ chart }: { chart: AnalyticsChart }) {
  const titleId = useId();
  return (
    <figure className={s.figure} aria-labelledby={titleId}>
      <figcaption id={titleId}>
        <h3 className={s.figureTitle}>{chart.title}</h3>
      </figcaption>
      {chart.kind === "bar" ? <BarChart chart={chart} /> : <LineChart chart={chart} />}
      <ChartData chart={chart} />
    </figure>
  );
}

const WIDTH = 380;
const LABEL_W = 145;
const ROW = 24;

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function summaryOf(chart: AnalyticsChart): string {
  const parts = chart.series.map((series) => {
    const points = series.points.slice(0, 12).map((p) => `${p.label} ${chartValue(p.value, chart.unit)}`);
    const more = series.points.length > 12 ? `, and ${series.points.length - 12} more` : "";
    return `${chart.series.length > 1 ? `${series.name}: ` : ""}${points.join(", ")}${more}`;
  });
  return `${chart.kind === "bar" ? "Bar chart" : "Line chart"}, ${chart.title}: ${parts.join("; ")}.`;
}

function BarChart({ chart }: { chart: AnalyticsChart }) {
  const points = chart.series[0]?.points ?? [];
  const { max, bars } = barLayout(points);
  const barArea = WIDTH - LABEL_W - 60;
  const height = bars.length * ROW + 18;
  return (
    <svg className={s.svg} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summaryOf(chart)}>
      {bars.map((b, i) => {
        const y = i * ROW;
        const w = Math.max(1, b.share * barArea);
        return (
          <g key={`${b.label}-${i}`}>
            <text className={s.chartText} x={LABEL_W - 6} y={y + 16} textAnchor="end">
              {truncate(b.label, 19)}
            </text>
            <rect className={s.barTrack} x={LABEL_W} y={y + 4} width={barArea} height={ROW - 8} rx={3} />
            <rect className={s.barFill} x={LABEL_W} y={y + 4} width={w} height={ROW - 8} rx={3} />
            <text className={s.chartText} x={LABEL_W + w + 4} y={y + 16}>
              {chart.unit === "%" ? `${b.value}%` : formatCount(b.value)}
            </text>
          </g>
        );
      })}
      <line className={s.axis} x1={LABEL_W} x2={LABEL_W + barArea} y1={height - 16} y2={height - 16} />
      <text className={s.chartMuted} x={LABEL_W} y={height - 3}>
        0
      </text>
      <text className={s.chartMuted} x={LABEL_W + barArea} y={height - 3} textAnchor="end">
        {chart.unit === "%" ? `${max}%` : `${formatCount(max)} ${chart.unit}`}
      </text>
    </svg>
  );
}

const PLOT_W = 320;
const PLOT_H = 160;
const LEFT = 44;
const TOP = 10;

function LineChart({ chart }: { chart: AnalyticsChart }) {
  const layout = lineLayout(chart.series, PLOT_W, PLOT_H);
  return (
    <>
      <svg
        className={s.svg}
        viewBox={`0 0 ${LEFT + PLOT_W + 16} ${TOP + PLOT_H + 30}`}
        role="img"
        aria-label={summaryOf(chart)}
      >
        <g transform={`translate(${LEFT} ${TOP})`}>
          <LineAxes layout={layout} unit={chart.unit} />
          {layout.series.map((series, i) => (
            <LineSeries key={series.name} series={series} tone={(i % 4) as Tone} unit={chart.unit} />
          ))}
        </g>
      </svg>
      {chart.series.length > 1 ? <Legend names={chart.series.map((series) => series.name)} /> : null}
    </>
  );
}

type Tone = 0 | 1 | 2 | 3;

/** The axes, the dashed middle line, the minimum, middle and maximum values and the first, middle and last labels. */
function LineAxes({ layout, unit }: { layout: LineLayout; unit: AnalyticsChart["unit"] }) {
  const first = layout.labels[0];
  const last = layout.labels[layout.labels.length - 1];
  const mid = layout.labels[Math.floor((layout.labels.length - 1) / 2)];
  const fmt = (v: number) => (unit === "%" ? `${Math.round(v)}%` : String(Math.round(v * 10) / 10));
  const xOf = (label: string) =>
    layout.labels.length <= 1
      ? PLOT_W / 2
      : (layout.labels.indexOf(label) / (layout.labels.length - 1)) * PLOT_W;
  return (
    <>
      <line className={s.axis} x1={0} x2={PLOT_W} y1={PLOT_H} y2={PLOT_H} />
      <line className={s.axis} x1={0} x2={0} y1={0} y2={PLOT_H} />
      <line className={s.axis} x1={0} x2={PLOT_W} y1={PLOT_H / 2} y2={PLOT_H / 2} strokeDasharray="3 4" />
      <text className={s.chartMuted} x={-6} y={4} textAnchor="end">
        {fmt(layout.max)}
      </text>
      <text className={s.chartMuted} x={-6} y={PLOT_H / 2 + 4} textAnchor="end">
        {fmt((layout.max + layout.min) / 2)}
      </text>
      <text className={s.chartMuted} x={-6} y={PLOT_H + 4} textAnchor="end">
        {fmt(layout.min)}
      </text>
      {[...new Set([first, mid, last])].filter(Boolean).map((label, i, all) => (
        <text
          key={label}
          className={s.chartMuted}
          x={xOf(label)}
          y={PLOT_H + 18}
          textAnchor={
            i === 0 && all.length > 1 ? "start" : i === all.length - 1 && all.length > 1 ? "end" : "middle"
          }
        >
          {label}
        </text>
      ))}
    </>
  );
}

/** One series: its line, and a dot with its value per point while the points are few enough to tell apart. */
function LineSeries({
  series,
  tone,
  unit,
}: {
  series: LineLayout["series"][number];
  tone: Tone;
  unit: AnalyticsChart["unit"];
}) {
  return (
    <g>
      <path className={`${s.line} ${s.lineColors[tone]}`} d={linePath(series.points)} />
      {series.points.length <= 40
        ? series.points.map((p) => (
            <circle key={p.label} className={s.dotColors[tone]} cx={p.x} cy={p.y} r={2.5}>
              <title>{`${series.name} ${p.label}: ${chartValue(p.value, unit)}`}</title>
            </circle>
          ))
        : null}
    </g>
  );
}

function Legend({ names }: { names: readonly string[] }) {
  return (
    <ul className={s.legend} aria-label="Legend">
      {names.map((name, i) => (
        <li key={name}>
          <span className={`${s.legendSwatch} ${s.swatchColors[(i % 4) as Tone]}`} aria-hidden="true" />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures as a table (closed by default; a `<details>` works without JavaScript). */
function ChartData({ chart }: { chart: AnalyticsChart }) {
  const labels: string[] = [];
  for (const series of chart.series)
    for (const p of series.points) if (!labels.includes(p.label)) labels.push(p.label);
  if (chart.kind === "line") labels.sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const valueOf = (series: AnalyticsChart["series"][number], label: string) =>
    series.points.find((p) => p.label === label)?.value;
  return (
    <details className={s.dataDetails}>
      <summary className={s.dataSummary}>Data table</summary>
      <table className={s.dataTable}>
        <caption className={visuallyHidden}>{chart.title}</caption>
        <thead>
          <tr>
            <th scope="col" className={s.dataCell}>
              {chart.kind === "line" ? "Season" : "Item"}
            </th>
            {chart.series.map((series) => (
              <th key={series.name} scope="col" className={s.dataNum}>
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row" className={s.dataCell}>
                {label}
              </th>
              {chart.series.map((series) => {
                const v = valueOf(series, label);
                return (
                  <td key={series.name} className={s.dataNum}>
                    {v === undefined ? "" : chart.unit === "%" ? `${v}%` : formatCount(v)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
