/**
 * The franchise timeline: an SVG drawn on the server of the win share by season (hockey: points
 * share), playoff seasons filled, title seasons ringed in gold, the names of the time above, each
 * season a link to its page; the same numbers follow as a table for screen readers and for a page
 * read without CSS.
 */
import type { TeamSeason } from "@domain/contract/types";
import { nameRuns, pctLabel, timelinePoints } from "~/lib/franchise-timeline";
import { formatYear } from "~/lib/format";
import { TitledSection } from "~/components/ui/primitives";
import * as u from "~/components/ui/ui.css";
import * as s from "./explore.css";

const W = 760;
const H = 220;
const PAD = { left: 34, right: 8, top: 30, bottom: 22 };
// AA contrast on white: slate line and text, green for playoffs, amber for titles.
const INK = "#1f2937";
const PLAYOFF = "#15803d";
const TITLE = "#b45309";

type Point = ReturnType<typeof timelinePoints>[number];
type Run = ReturnType<typeof nameRuns>[number];

/** The chart's scales: a season's year to x, a share (0-1) to y. */
interface Scale {
  first: number;
  last: number;
  span: number;
  x: (year: number) => number;
  y: (pct: number) => number;
}

function scaleFor(points: readonly Point[]): Scale {
  const first = points[0].year;
  const last = points[points.length - 1].year;
  const span = Math.max(1, last - first);
  return {
    first,
    last,
    span,
    x: (year) => PAD.left + ((year - first) / span) * (W - PAD.left - PAD.right),
    y: (pct) => PAD.top + (1 - pct) * (H - PAD.top - PAD.bottom),
  };
}

/** The line through the seasons: a gap in the seasons (years without a record) breaks it. */
function linePath(points: readonly Point[], { x, y }: Scale): string {
  return points
    .map(
      (p, i) =>
        `${i > 0 && p.year - points[i - 1].year === 1 ? "L" : "M"}${x(p.year).toFixed(1)},${y(p.pct).toFixed(1)}`,
    )
    .join(" ");
}

export function FranchiseTimeline({
  slug,
  seasons,
  sport,
  currentName,
  titleName,
}: {
  /** The championship the title marks count (the team's tracked title, e.g. Super Bowl). */
  titleName?: string | null;
  slug: string;
  seasons: readonly TeamSeason[];
  sport: string | null | undefined;
  currentName: string;
}) {
  const points = timelinePoints(seasons, sport, currentName);
  const share = sport === "hockey" ? "Points share" : "Win share";
  if (points.length < 2) return null;
  const titles = points.filter((p) => p.title).length;
  const playoffs = points.filter((p) => p.playoffs).length;
  return (
    <TitledSection id="timeline-title" title="Franchise timeline" titleClassName={s.h2}>
      <p className={s.muted}>
        {share} by season, {points[0].label} to {points[points.length - 1].label} ({points.length} seasons
        with a record in the database): {playoffs} playoff seasons, {titles} {titleName ?? ""}{" "}
        {titles === 1 ? "title" : "titles"}. Select a season to open it.
      </p>
      <Legend />
      <TimelineChart slug={slug} points={points} share={share} />
      <TimelineTable points={points} share={share} />
    </TitledSection>
  );
}

function Legend() {
  return (
    <ul className={s.legend} aria-hidden="true">
      <li>
        <svg width="12" height="12" aria-hidden="true">
          <circle cx="6" cy="6" r="4" fill={PLAYOFF} />
        </svg>{" "}
        Playoffs
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true">
          <circle cx="7" cy="7" r="5.5" fill={TITLE} stroke={INK} />
        </svg>{" "}
        Title
      </li>
      <li>
        <svg width="12" height="12" aria-hidden="true">
          <circle cx="6" cy="6" r="3.5" fill="#fff" stroke={INK} />
        </svg>{" "}
        No playoffs
      </li>
    </ul>
  );
}

function TimelineChart({ slug, points, share }: { slug: string; points: readonly Point[]; share: string }) {
  const scale = scaleFor(points);
  const { first, last, x } = scale;
  return (
    <svg
      className={s.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="group"
      aria-label={`${share} of the franchise by season; the table below has the same numbers`}
    >
      <ShareGrid scale={scale} />
      <NameRuns runs={nameRuns(points)} scale={scale} />
      <path d={linePath(points, scale)} fill="none" stroke={INK} strokeWidth="1.5" aria-hidden="true" />
      {points.map((p) => (
        <SeasonDot key={p.year} slug={slug} point={p} scale={scale} />
      ))}
      {[first, Math.round((first + last) / 2), last].map((year) => (
        <text
          key={year}
          x={x(year)}
          y={H - 6}
          fontSize="10"
          textAnchor="middle"
          fill={INK}
          aria-hidden="true"
        >
          {formatYear(year)}
        </text>
      ))}
    </svg>
  );
}

/** Horizontal lines at each quarter of the share, the half dashed. */
function ShareGrid({ scale: { y } }: { scale: Scale }) {
  return (
    <>
      {[0, 0.25, 0.5, 0.75, 1].map((t) => (
        <g key={t} aria-hidden="true">
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(t)}
            y2={y(t)}
            stroke={t === 0.5 ? "#6b7280" : "#e5e7eb"}
            strokeDasharray={t === 0.5 ? "4 3" : undefined}
          />
          <text x={PAD.left - 4} y={y(t) + 4} fontSize="10" textAnchor="end" fill={INK}>
            {pctLabel(t)}
          </text>
        </g>
      ))}
    </>
  );
}

/** The franchise's names over time, a bar per name; a name too short a run to label goes unlabelled. */
function NameRuns({ runs, scale: { x, span } }: { runs: readonly Run[]; scale: Scale }) {
  return (
    <>
      {runs.map((r, i) => (
        <g key={`${r.name}-${r.from}`} aria-hidden="true">
          <line
            x1={x(r.from)}
            x2={x(r.to) + 0.01}
            y1={PAD.top - 14}
            y2={PAD.top - 14}
            stroke={i % 2 ? "#6b7280" : INK}
            strokeWidth="3"
          />
          <text x={x(r.from)} y={PAD.top - 19} fontSize="10" fill={INK}>
            {r.to - r.from >= span / 8 || runs.length === 1 ? r.name : ""}
          </text>
        </g>
      ))}
    </>
  );
}

function SeasonDot({ slug, point: p, scale: { x, y } }: { slug: string; point: Point; scale: Scale }) {
  return (
    <a
      href={`/teams/${encodeURIComponent(slug)}/${p.year}`}
      aria-label={`${p.label} ${p.name}: ${p.record}, ${pctLabel(p.pct)}${p.title ? ", won the title" : p.playoffs ? ", playoffs" : ""}`}
    >
      <circle
        cx={x(p.year)}
        cy={y(p.pct)}
        r={p.title ? 5.5 : p.playoffs ? 4 : 3.5}
        fill={p.title ? TITLE : p.playoffs ? PLAYOFF : "#fff"}
        stroke={INK}
        strokeWidth={p.playoffs && !p.title ? 0 : 1}
      />
    </a>
  );
}

/** The same numbers as a table; a table ignores the 1 px box of the hidden class: its wrapper carries it. */
function TimelineTable({ points, share }: { points: readonly Point[]; share: string }) {
  return (
    <div className={u.visuallyHidden}>
      <table>
        <caption>Franchise timeline: {share.toLowerCase()} by season</caption>
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Name</th>
            <th scope="col">Record</th>
            <th scope="col">{share}</th>
            <th scope="col">Playoffs</th>
            <th scope="col">Title</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.year}>
              <th scope="row">{p.label}</th>
              <td>{p.name}</td>
              <td>{p.record}</td>
              <td>{pctLabel(p.pct)}</td>
              <td>{p.playoffs ? "Yes" : "No"}</td>
              <td>{p.title ? "Won" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
