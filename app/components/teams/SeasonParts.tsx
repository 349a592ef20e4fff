import { Reveal, useSpoilerSafe } from "~/components/ui/Reveal";
import { LocalTime } from "~/components/ui/LocalTime";
import { Link } from "@remix-run/react";
import { NameLink, NamesakeHint } from "~/components/ui/NameLink";
import type { RecordSplit, RosterEntry, TeamSeason, TeamStats } from "@domain/contract/types";
import type { RosterCoverage } from "@domain/rosters";
import { DataTable } from "~/components/ui/DataTable";
import { EmptyState } from "~/components/ui/states";
import { Fact } from "~/components/ui/Facts";
import * as w from "~/components/ui/widgets.css";
import {
  recordTableNote,
  rosterColumns,
  seasonGamesNote,
  type ScheduleParts,
  type ScheduleRow,
} from "~/lib/team-season";
import { Panel } from "./Panel";
import * as s from "./teams.css";
import { formatCount } from "~/lib/format";
import { seasonLabel } from "@domain/season";

function Outcome({ row }: { row: ScheduleRow }) {
  const cls = row.outcome === "W" ? s.win : row.outcome === "L" ? s.loss : undefined;
  return (
    <span className={s.result}>
      <span className={cls}>{row.outcome}</span>
      {row.score ? ` ${row.score}` : ""}
      {row.outcome === "Upcoming" && row.time ? (
        <>
          {" · "}
          <LocalTime date={row.date} time={row.time} />
        </>
      ) : null}
    </span>
  );
}

/**
 * A game's result linking to its page; in spoiler-safe mode a played game's result sits behind
 * "Show result" (the control beside the link: a `<details>` cannot sit inside one).
 */
function ResultLink({ row }: { row: ScheduleRow }) {
  const hide = useSpoilerSafe() && row.score !== null;
  const link = (
    <Link to={`/scores/${row.id}`}>
      <Outcome row={row} />
    </Link>
  );
  return hide ? <Reveal label="Show result">{link}</Reveal> : link;
}

const dateFmt = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const showDate = (iso: string) => dateFmt.format(new Date(`${iso}T00:00:00Z`));

/** `vs` at home, `@` away; a neutral-site game is `vs` and says so (docs/rules.md#neutral-sites). */
function Matchup({ row }: { row: ScheduleRow }) {
  return (
    <>
      <span className={s.muted}>{row.home || row.neutral ? "vs" : "@"}</span>{" "}
      <NameLink to={row.opponentHref}>{row.opponent}</NameLink>
      {row.neutral ? <span className={s.muted}> (neutral site)</span> : null}
    </>
  );
}

function ScheduleTable({
  title,
  rows,
  weeks,
  id,
}: {
  title: string;
  rows: readonly ScheduleRow[];
  weeks: boolean;
  id: string;
}) {
  const venues = rows.some((r) => r.venue);
  const columns = [
    { key: "date", label: "Date" },
    ...(weeks ? [{ key: "week", label: "Week", abbr: "Wk", numeric: true }] : []),
    // The result before the opponent: a phone shows it without scrolling sideways past long names.
    { key: "result", label: "Result" },
    { key: "opp", label: "Opponent" },
    ...(venues ? [{ key: "venue", label: "Venue" }] : []),
  ];
  return (
    <section aria-labelledby={id}>
      <DataTable
        heading={
          <h3 id={id} className={s.sectionTitle}>
            {title}{" "}
            <span className={s.muted}>
              ({rows.length} {rows.length === 1 ? "game" : "games"})
            </span>
          </h3>
        }
        caption={title}
        columns={columns}
      >
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <Link to={`/scores/${r.id}`}>{showDate(r.date)}</Link>
              </th>
              {weeks ? <td className={w.num}>{r.week ?? ""}</td> : null}
              <td>
                <ResultLink row={r} />
              </td>
              <td>
                <Matchup row={r} />
              </td>
              {venues ? <td>{r.venue ?? ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

export function Schedule({
  parts,
  weeks,
  notHeld = null,
}: {
  parts: ScheduleParts;
  weeks: boolean;
  /** Which of the season's games our data lacks, where a source gives its record without them. */
  notHeld?: string | null;
}) {
  if (parts.regular.length + parts.playoffs.length + parts.other.length === 0) {
    return (
      <EmptyState
        title="No Games Found"
        message={notHeld ?? "The schedule will appear here when available."}
        icon="archive"
      />
    );
  }
  return (
    <div className={s.stack}>
      {notHeld ? <p className={s.note}>{notHeld}</p> : null}
      {parts.regular.length ? (
        <ScheduleTable id="schedule-regular" title="Regular Season" rows={parts.regular} weeks={weeks} />
      ) : null}
      {parts.playoffs.length ? (
        <ScheduleTable
          id="schedule-playoffs"
          title={parts.playoffsTitle}
          rows={parts.playoffs}
          weeks={weeks}
        />
      ) : null}
      {parts.other.length ? (
        <ScheduleTable
          id="schedule-other"
          title="Other Games (play-in, cup final)"
          rows={parts.other}
          weeks={weeks}
        />
      ) : null}
    </div>
  );
}

function RosterTable({
  title,
  entries,
  sport,
  season,
  goalies,
  id,
}: {
  title: string;
  entries: readonly RosterEntry[];
  sport: string | null;
  season: number;
  goalies?: boolean;
  id: string;
}) {
  const extra = rosterColumns(sport, goalies);
  const columns = [
    { key: "player", label: "Player" },
    { key: "pos", label: "Position", abbr: "Pos" },
    ...extra.map(({ key, label, abbr, numeric }) => ({ key, label, abbr, numeric })),
  ];
  return (
    <section aria-labelledby={id}>
      <DataTable
        heading={
          <h3 id={id} className={s.sectionTitle}>
            {title} <span className={s.muted}>({entries.length})</span>
          </h3>
        }
        caption={title}
        columns={columns}
      >
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                <Link to={`/players/${e.player.slug ?? e.player.id}`}>
                  {e.player.person.first_name} {e.player.person.last_name}
                </Link>
                <NamesakeHint slug={e.player.slug} />
                {e.game_log ? <GameLogLink entry={e} season={season} sport={sport} /> : null}
              </th>
              <td>{e.position ?? e.player.primary_position_name ?? "Player"}</td>
              {extra.map((c) => (
                <td key={c.key} className={c.numeric ? w.num : undefined}>
                  {cellText(c.value(e))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

/** The player's game log of this season, on his page (`?log=`). */
function GameLogLink({ entry, season, sport }: { entry: RosterEntry; season: number; sport: string | null }) {
  const { person } = entry.player;
  return (
    <>
      {" · "}
      <Link
        to={`/players/${entry.player.slug ?? entry.player.id}?log=${season}#game-log-title`}
        aria-label={`Game log of ${person.first_name} ${person.last_name}, ${seasonLabel(sport, season)}`}
      >
        Game log
      </Link>
    </>
  );
}

export function Roster({
  skaters,
  goalies,
  sport,
  season,
  coverage,
  title,
}: {
  skaters: readonly RosterEntry[];
  goalies: readonly RosterEntry[];
  sport: string | null;
  /** The season's start year (the game log links). */
  season: number;
  coverage: RosterCoverage;
  /** The players table's title (default "Skaters" in hockey, else "Players"). */
  title?: string;
}) {
  if (skaters.length + goalies.length === 0) {
    return (
      <EmptyState
        title="No Players Found"
        message={coverage.note ?? "The roster will appear here when available."}
        icon="archive"
      />
    );
  }
  return (
    <div className={s.stack}>
      {coverage.note ? <p className={s.note}>{coverage.note}</p> : null}
      <RosterTable
        id="roster-players"
        title={title ?? (sport === "hockey" ? "Skaters" : "Players")}
        entries={skaters}
        sport={sport}
        season={season}
      />
      {goalies.length ? (
        <RosterTable
          id="roster-goalies"
          title="Goalies"
          entries={goalies}
          sport={sport}
          season={season}
          goalies
        />
      ) : null}
    </div>
  );
}

const pct = (v: number | null) => (v === null ? "—" : v.toFixed(3).replace(/^0/, ""));

function SplitRow({ label, split }: { label: string; split: RecordSplit }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={w.num}>{split.games_played}</td>
      <td className={w.num}>
        {split.record ?? `${split.wins}-${split.losses}${split.ties ? `-${split.ties}` : ""}`}
      </td>
      <td className={w.num}>{pct(split.win_percentage)}</td>
      <td className={w.num}>{split.points_for === null ? "—" : formatCount(split.points_for)}</td>
      <td className={w.num}>{split.points_against === null ? "—" : formatCount(split.points_against)}</td>
      <td className={w.num}>{split.home_record ?? "—"}</td>
      <td className={w.num}>{split.away_record ?? "—"}</td>
    </tr>
  );
}

/** Labels of the source's team totals (NBA Team Totals.csv; Hockey Databank special teams). */
const TOTAL_LABELS: Record<string, string> = {
  g: "Games",
  mp: "Minutes",
  fg: "Field goals",
  fga: "Field goal attempts",
  fg_percent: "Field goal %",
  x3p: "3-pointers",
  x3pa: "3-point attempts",
  x3p_percent: "3-point %",
  x2p: "2-pointers",
  x2pa: "2-point attempts",
  x2p_percent: "2-point %",
  ft: "Free throws",
  fta: "Free throw attempts",
  ft_percent: "Free throw %",
  orb: "Offensive rebounds",
  drb: "Defensive rebounds",
  trb: "Rebounds",
  ast: "Assists",
  stl: "Steals",
  blk: "Blocks",
  tov: "Turnovers",
  pf: "Personal fouls",
  pts: "Points",
  pim: "Penalty minutes",
  ppg: "Power-play goals",
  ppc: "Power-play chances",
  sha: "Short-handed goals against",
  pkg: "Power-play goals against",
  pkc: "Penalty-kill chances",
  shf: "Short-handed goals for",
};

/** What the season's Stats tab shows: the team's figures, its sport and what its points are called. */
interface StatsTabProps {
  stats: TeamStats;
  sport: string | null;
  pointsLabel: string;
}

export function RecordTable({ stats, sport, pointsLabel }: StatsTabProps) {
  const columns = [
    { key: "part", label: "Games" },
    { key: "gp", label: "Games played", abbr: "GP", numeric: true },
    {
      key: "rec",
      label:
        sport === "hockey" ? "Record (W-L-OTL)" : sport === "football" ? "Record (W-L-T)" : "Record (W-L)",
      abbr: "Record",
      numeric: true,
    },
    { key: "pct", label: "Win %", numeric: true },
    { key: "pf", label: `${pointsLabel} for`, abbr: "For", numeric: true },
    { key: "pa", label: `${pointsLabel} against`, abbr: "Against", numeric: true },
    { key: "home", label: "Home", numeric: true },
    { key: "away", label: "Away", numeric: true },
  ];
  return (
    <section aria-labelledby="stats-record">
      <DataTable
        heading={
          <h3 id="stats-record" className={s.sectionTitle}>
            Record
          </h3>
        }
        caption="Record by part of the season"
        columns={columns}
      >
        <tbody>
          {stats.regular_season ? <SplitRow label="Regular Season" split={stats.regular_season} /> : null}
          {stats.postseason_parts.map((part) => (
            <SplitRow key={part.name} label={part.name} split={part.split} />
          ))}
        </tbody>
      </DataTable>
      <p className={s.note}>{recordTableNote(stats)}</p>
    </section>
  );
}

export function SeasonStats({ stats, sport, pointsLabel }: StatsTabProps) {
  const hasAny = stats.regular_season || stats.postseason || stats.summary?.record || stats.totals;
  if (!hasAny) {
    return (
      <EmptyState
        title="Coming Soon"
        message="Season statistics will appear here when available."
        icon="chart"
      />
    );
  }
  return (
    <div className={s.stack}>
      {stats.regular_season || stats.postseason ? (
        <RecordTable stats={stats} sport={sport} pointsLabel={pointsLabel} />
      ) : null}
      <StandingFacts stats={stats} />
      {stats.totals ? <TeamTotals totals={stats.totals} source={stats.totals_source} /> : null}
    </div>
  );
}

/** The season's standing: record, finish, conference, games behind, division and conference records, playoffs. */
function StandingFacts({ stats }: { stats: TeamStats }) {
  const sum = stats.summary;
  const st = stats.standing;
  return (
    <Panel id="stats-standing" title="Standing" level={3}>
      <dl className={s.facts}>
        <Fact term="Record">
          {sum?.record ?? "—"}
          {sum?.points !== null && sum?.points !== undefined ? ` (${sum.points} pts)` : ""}
        </Fact>
        <Fact term="Division finish">{sum?.finish ?? "—"}</Fact>
        {st?.conference ? <Fact term="Conference">{st.conference}</Fact> : null}
        {st?.games_behind !== null && st?.games_behind !== undefined ? (
          <Fact term="Games behind">{st.games_behind === 0 ? "—" : st.games_behind}</Fact>
        ) : null}
        {st?.division_record ? <Fact term="Division record">{st.division_record}</Fact> : null}
        {st?.conference_record ? <Fact term="Conference record">{st.conference_record}</Fact> : null}
        <Fact term="Playoffs">{sum?.playoff_result ?? "—"}</Fact>
      </dl>
    </Panel>
  );
}

/** The team's regular-season totals, one statistic a row, with their source. */
function TeamTotals({
  totals,
  source,
}: {
  totals: NonNullable<TeamStats["totals"]>;
  source: TeamStats["totals_source"];
}) {
  return (
    <section aria-labelledby="stats-totals">
      <DataTable
        heading={
          <h3 id="stats-totals" className={s.sectionTitle}>
            Team Totals <span className={s.muted}>(regular season)</span>
          </h3>
        }
        caption="Team totals"
        columns={[
          { key: "stat", label: "Statistic" },
          { key: "value", label: "Total", numeric: true },
        ]}
      >
        <tbody>
          {Object.entries(totals)
            .filter(([, v]) => v !== null)
            .map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{TOTAL_LABELS[k] ?? k}</th>
                <td className={w.num}>{k.endsWith("percent") ? pct(v) : formatCount(v!)}</td>
              </tr>
            ))}
        </tbody>
      </DataTable>
      {source ? <p className={s.note}>Source: {source}</p> : null}
    </section>
  );
}

export function SeasonOverview({ summary, stats }: { summary: TeamSeason; stats: TeamStats | null }) {
  return (
    <Panel id="season-overview" title="Season Overview">
      <dl className={s.facts}>
        <Fact term="Team">{summary.team_name}</Fact>
        <Fact term="Record">
          <Reveal label="Show record">
            {summary.record ?? "—"}
            {summary.points !== null ? ` (${summary.points} pts)` : ""}
          </Reveal>
        </Fact>
        <Fact term="Finish">
          <Reveal label="Show finish">{summary.finish ?? "—"}</Reveal>
        </Fact>
        <Fact term="Playoffs">
          <Reveal label="Show result">{summary.playoff_result ?? "—"}</Reveal>
        </Fact>
        {stats?.postseason_parts.map((part) => (
          <Fact key={part.name} term={part.name}>
            <Reveal label="Show record">
              {part.split.record ?? `${part.split.wins}-${part.split.losses}`}
            </Reveal>
          </Fact>
        ))}
        {summary.championship_won ? (
          <Fact term="Title">
            <Reveal label="Show result">Champions</Reveal>
          </Fact>
        ) : null}
      </dl>
      {!summary.record && !summary.playoff_result ? (
        <p className={s.note}>Season statistics for this season will appear here when available.</p>
      ) : null}
      {seasonGamesNote(summary) ? <p className={s.note}>{seasonGamesNote(summary)}</p> : null}
    </Panel>
  );
}

/** The season's last completed games (overview), linking to each game and to the full schedule. */
export function RecentGames({ rows, scheduleHref }: { rows: readonly ScheduleRow[]; scheduleHref: string }) {
  return (
    <Panel id="recent-games" title="Recent Games">
      {rows.length === 0 ? (
        <p className={s.small}>Recent games will appear here when available.</p>
      ) : (
        <>
          <ul className={s.titleList}>
            {rows.map((r) => (
              <li key={r.id}>
                <ResultLink row={r} /> <Matchup row={r} />{" "}
                <span className={s.muted}>· {showDate(r.date)}</span>
              </li>
            ))}
          </ul>
          <p className={s.listFoot}>
            <Link to={scheduleHref}>Full schedule</Link>
          </p>
        </>
      )}
    </Panel>
  );
}

/** A roster cell: counts with thousands separators (1,822), text as given. */
function cellText(v: string | number | null): string {
  if (v === null) return "";
  return typeof v === "number" ? formatCount(v) : v;
}
