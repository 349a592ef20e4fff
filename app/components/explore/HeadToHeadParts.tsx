/**
 * The head-to-head page's sections: record tiles, playoff series, records by season or decade,
 * largest margins, every meeting (paged, sortable) and the opponent picker (a GET form).
 */
import { Link } from "@remix-run/react";
import type { HeadToHead, TeamBrief } from "@domain/contract/explore";
import { recordText } from "@domain/head-to-head";
import { seasonLabel } from "@domain/season";
import { DataTable } from "~/components/ui/DataTable";
import { NameLink } from "~/components/ui/NameLink";
import { Pager } from "~/components/ui/Pager";
import { gameHref, teamSeasonHref } from "~/lib/links";
import { coverageNote, headToHeadHref, kindLabel, scoreLine } from "~/lib/head-to-head";
import type { PageInfo, SortState } from "~/lib/route-kit";
import { withParams } from "~/lib/search-params";
import { formatYear } from "~/lib/format";
import * as s from "./explore.css";
import * as w from "~/components/ui/widgets.css";

type Summary = HeadToHead["summary"];
type Meeting = HeadToHead["meetings"]["results"][number];

export function RecordTiles({ view }: { view: HeadToHead }) {
  const { summary: x, team_a: a, team_b: b } = view;
  const streak = (st: Summary["longestA"]) => (st ? `${st.length} (${st.from} to ${st.to})` : "—");
  return (
    <dl className={s.tiles} aria-label={`Record of the ${a.name} against the ${b.name}`}>
      <Tile
        label={`All games (${a.name} W-L${x.all.ties ? "-T" : ""})`}
        value={`${recordText(x.all)} in ${x.all.games}`}
      />
      <Tile label="Regular season" value={`${recordText(x.regular)} in ${x.regular.games}`} />
      <Tile label="Playoffs" value={`${recordText(x.playoff)} in ${x.playoff.games}`} />
      <Tile label="First meeting" value={x.first ? <MeetingLink m={x.first} /> : "—"} />
      <Tile label="Last meeting" value={x.last ? <MeetingLink m={x.last} /> : "—"} />
      <Tile label={`Longest ${a.name} streak`} value={streak(x.longestA)} />
      <Tile label={`Longest ${b.name} streak`} value={streak(x.longestB)} />
      <Tile
        label="Current streak"
        value={x.current ? `${x.current.team === "a" ? a.name : b.name} ${x.current.length}` : "—"}
      />
    </dl>
  );
}

function Tile({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className={s.tile}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function MeetingLink({ m }: { m: Meeting }) {
  return (
    <Link to={gameHref(m.id) ?? "#"}>
      {m.date}: {scoreLine(m)}
    </Link>
  );
}

export function SeriesTable({ view, sport }: { view: HeadToHead; sport: string | null }) {
  const { team_a: a, team_b: b } = view;
  const rows = view.summary.series;
  if (rows.length === 0) return <p className={s.muted}>No playoff games between them in the database.</p>;
  return (
    <DataTable
      caption="Playoff series between them"
      columns={[
        { key: "season", label: "Season" },
        { key: "winner", label: "Won by" },
        { key: "result", label: "Result" },
        { key: "games", label: "Games", numeric: true },
      ]}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.season}>
            <th scope="row">
              <Link to={`${headToHeadHref(a.slug, b.slug)}?season=${r.season}&kind=playoff`}>
                {seasonLabel(sport, r.season)}
              </Link>
              {r.final ? " (final)" : ""}
            </th>
            <td>
              {r.winner === null ? (
                "Even in the games we hold"
              ) : (
                <NameLink to={teamSeasonHref(r.winner === "a" ? a.slug : b.slug, r.season)}>
                  {r.winner === "a" ? r.aName : r.bName}
                </NameLink>
              )}
            </td>
            <td className={w.num}>
              {Math.max(r.aWins, r.bWins)}-{Math.min(r.aWins, r.bWins)}
            </td>
            <td className={w.num}>{r.games}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function PeriodTable({
  view,
  sport,
  by,
}: {
  view: HeadToHead;
  sport: string | null;
  by: "season" | "decade";
}) {
  const { team_a: a, team_b: b } = view;
  const rows = by === "season" ? view.summary.bySeason : view.summary.byDecade;
  const label = (p: number) => (by === "season" ? seasonLabel(sport, p) : `${formatYear(p)}s`);
  return (
    <DataTable
      caption={`Record by ${by}, ${a.name} first`}
      columns={[
        { key: "period", label: by === "season" ? "Season" : "Decade" },
        { key: "regular", label: "Regular season", numeric: true },
        { key: "playoff", label: "Playoffs", numeric: true },
        { key: "names", label: "Names of the time" },
      ]}
    >
      <tbody>
        {rows.map((r) => (
          <tr key={r.period}>
            <th scope="row">
              {by === "season" ? (
                <Link to={`${headToHeadHref(a.slug, b.slug)}?season=${r.period}`}>{label(r.period)}</Link>
              ) : (
                label(r.period)
              )}
            </th>
            <td className={w.num}>{r.regular.games ? recordText(r.regular) : "—"}</td>
            <td className={w.num}>{r.playoff.games ? recordText(r.playoff) : "—"}</td>
            <td>
              {r.aNames.join(" / ")} vs {r.bNames.join(" / ")}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function Margins({ view }: { view: HeadToHead }) {
  const side = (team: TeamBrief, rows: Meeting[]) => (
    <section aria-label={`Largest wins of the ${team.name}`}>
      <h3 className={s.h2}>Largest {team.name} wins</h3>
      {rows.length === 0 ? (
        <p className={s.muted}>None in the database.</p>
      ) : (
        <ol className={s.list}>
          {rows.map((m) => (
            <li key={m.id}>
              by {Math.abs(m.aScore - m.bScore)}: <MeetingLink m={m} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <div className={s.two}>
      {side(view.team_a, view.summary.marginsA)}
      {side(view.team_b, view.summary.marginsB)}
    </div>
  );
}

export function MeetingsTable({
  view,
  sport,
  sort,
  defaultSort,
  info,
}: {
  view: HeadToHead;
  sport: string | null;
  sort: SortState<string>;
  defaultSort: SortState<string>;
  info: PageInfo;
}) {
  const { team_a: a, team_b: b } = view;
  return (
    <>
      <DataTable
        caption={`Meetings of the ${a.name} and the ${b.name}`}
        sort={sort}
        defaultSort={defaultSort}
        columns={[
          { key: "date", label: "Date", sort: "desc" },
          { key: "season", label: "Season" },
          { key: "type", label: "Game" },
          { key: "result", label: "Result" },
          { key: "margin", label: `${a.name} margin`, numeric: true, sort: "desc", abbr: "+/-" },
        ]}
      >
        <tbody>
          {view.meetings.results.map((m) => (
            <tr key={m.id}>
              <th scope="row">
                <Link to={gameHref(m.id) ?? "#"}>{m.date}</Link>
              </th>
              <td>
                <NameLink to={teamSeasonHref(a.slug, m.season)}>{seasonLabel(sport, m.season)}</NameLink>
              </td>
              <td>{kindLabel(m)}</td>
              <td>
                {scoreLine(m)}
                <span className={s.muted}>
                  {m.neutral ? " · neutral site" : m.aHome ? ` · at ${m.aName}` : ` · at ${m.bName}`}
                </span>
              </td>
              <td className={w.num}>
                {m.aScore - m.bScore > 0 ? `+${m.aScore - m.bScore}` : m.aScore - m.bScore}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pager info={info} label="Meeting pages" noun="meetings" />
    </>
  );
}

/** The filters of the meetings table: season and kind, a GET form that works without JavaScript. */
export function MeetingFilters({
  view,
  sport,
  season,
  kind,
}: {
  view: HeadToHead;
  sport: string | null;
  season: number | null;
  kind: string | null;
}) {
  const seasons = view.summary.bySeason.map((r) => r.period);
  return (
    <form method="get" className={s.form} aria-label="Filter the meetings">
      <label>
        Season
        <select name="season" defaultValue={season ?? ""}>
          <option value="">All seasons</option>
          {seasons.map((y) => (
            <option key={y} value={y}>
              {seasonLabel(sport, y)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Games
        <select name="kind" defaultValue={kind ?? ""}>
          <option value="">All games</option>
          <option value="regular">Regular season</option>
          <option value="playoff">Playoffs</option>
        </select>
      </label>
      <button type="submit" className={s.button}>
        Show
      </button>
    </form>
  );
}

/** Choose an opponent: a GET form to `/teams/{slug}/vs?opponent=`, which redirects to the pair's page. */
export function OpponentPicker({
  team,
  options,
  current,
}: {
  team: { slug: string; name: string };
  options: { slug: string; name: string }[];
  current?: string;
}) {
  return (
    <form
      method="get"
      action={`/teams/${encodeURIComponent(team.slug)}/vs`}
      className={s.form}
      aria-label={`Compare the ${team.name} with another team`}
    >
      <label>
        Opponent of the {team.name}
        <select name="opponent" defaultValue={current ?? ""} required>
          <option value="" disabled>
            Choose a team
          </option>
          {options
            .filter((o) => o.slug !== team.slug)
            .map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
        </select>
      </label>
      <button type="submit" className={s.button}>
        Head-to-head
      </button>
    </form>
  );
}

export function csvHref(a: string, b: string, search: string): string {
  return `${headToHeadHref(a, b)}/meetings.csv${withParams(search, { page: null })}`;
}

/** The two names, what span of games the page counts, and the link to the other side's view. */
export function HeadToHeadHeader({ view }: { view: HeadToHead }) {
  const { team_a: a, team_b: b, summary } = view;
  const sport = a.sport;
  const span =
    summary.firstSeason === null || summary.lastSeason === null
      ? "The database holds no final game between them."
      : `Games through the ${seasonLabel(sport, summary.lastSeason)} season (the database's meetings run from ${seasonLabel(sport, summary.firstSeason)}); records count every final game it holds, under the names of the time. ${coverageNote(sport, view.coverage, summary.firstSeason)}`.trim();
  return (
    <header>
      <h1 className={s.title}>
        <Link to={`/teams/${a.slug}`}>{a.name}</Link> vs <Link to={`/teams/${b.slug}`}>{b.name}</Link>
      </h1>
      <p className={s.lead}>{span}</p>
      <p className={s.lead}>
        <Link to={`/teams/${b.slug}/vs/${a.slug}`}>See it from the {b.name}&apos; side</Link>
      </p>
    </header>
  );
}
