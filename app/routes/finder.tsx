import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { FinderRow } from "@domain/contract/types";
import {
  FINDER_KIND_LABELS,
  FINDER_PAGE_SIZE,
  finderGroupsOf,
  finderKindsOf,
  finderStats,
  parseFinderParams,
  personCriteria,
  writtenValue,
  type FinderQuery,
} from "@domain/finder";
import type { LeagueKey } from "@domain/leagues";
import * as fc from "~/components/finder/finder.css";
import * as s from "~/components/people/people.css";
import { DataTable, type Column } from "~/components/ui/DataTable";
import * as f from "~/components/ui/filters.css";
import { Pager } from "~/components/ui/Pager";
import { Container } from "~/components/ui/primitives";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { NativeSelect } from "~/components/ui/Select";
import { EmptyState } from "~/components/ui/states";
import { num } from "~/components/ui/widgets.css";
import {
  FINDER_SPORTS,
  finderCoverage,
  clubsText,
  countText,
  finderColumns,
  finderLeagueOf,
  finderNoun,
  finderPageSearch,
  finderTitle,
  formatFinderValue,
  opponentText,
  resultText,
  yearsText,
} from "~/lib/finder";
import { apiErrorStatus, apiErrorMessage, loaderCacheHeaders } from "~/lib/http-cache";
import { gameHref, playerHref, teamSeasonHref } from "~/lib/links";
import { needsCanonicalRedirect, notFoundTexts, pageInfo } from "~/lib/route-kit";
import { notFound, pageData, pageFailure } from "~/lib/route-kit.server";
import { pageMeta, pageTitle } from "~/site/meta";

const NOT_FOUND = notFoundTexts("No Finder Here", "This site has no statistics to search.", "/", "Home");

/**
 * /finder: player seasons, careers, single games or team seasons meeting any criteria on the
 * statistics held, every criterion
 * in the URL (`?kind=seasons&min.hr=40&min.sb=40`). A bad parameter answers 400 naming it, a search
 * too broad to answer in time 422 saying so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const hub = context.site.sport === null;
  const league = finderLeagueOf(context.site, url.searchParams.get("sport"));
  if (!league) notFound("This site has no statistics to search.");
  const teams = await context.api
    .listTeams()
    .then((all) =>
      all
        .filter((t) => (hub ? t.sport?.slug === FINDER_SPORTS.find((x) => x.league === league)?.sport : true))
        // A sport site's teams are its own (a college site's too); the hub's, its professional league's.
        .filter((t) => (hub ? t.level?.slug === "professional" : true) && t.slug)
        .map((t) => ({ value: t.slug ?? "", label: t.name })),
    )
    .catch((error) => pageFailure(error, "finder teams"));
  const base = { league, hub, teams, search: url.search };
  const parsed = parseFinderParams(url.searchParams, league);
  if (!parsed.ok) {
    const errors = Object.entries(parsed.errors).flatMap(([name, list]) => list.map((m) => `${name}: ${m}`));
    return pageData(
      { ...base, errors, rows: [] as FinderRow[], page: pageInfo(0, 1, FINDER_PAGE_SIZE) },
      "none",
      {
        status: 400,
      },
    );
  }
  const q = parsed.query;
  const canonical = finderPageSearch(q, hub);
  if (needsCanonicalRedirect(url.search, canonical)) throw redirect(`/finder${canonical}`);
  try {
    const list = await context.api.findPlayers(apiParams(canonical));
    return pageData(
      {
        ...base,
        search: canonical,
        errors: [],
        rows: list.results,
        page: pageInfo(list.count, q.page, q.pageSize),
      },
      "directory",
    );
  } catch (error) {
    const status = apiErrorStatus(error);
    if (status !== 400 && status !== 422) pageFailure(error, "finder");
    return pageData(
      {
        ...base,
        errors: [apiErrorMessage(error)],
        rows: [] as FinderRow[],
        page: pageInfo(0, 1, FINDER_PAGE_SIZE),
      },
      "none",
      { status: status ?? 400 },
    );
  }
}

/** The API's parameters of a page's canonical search. */
function apiParams(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data, location }) => {
  const q = data ? queryOf(data.league, data.search) : null;
  return q
    ? pageMeta(
        matches,
        finderTitle(q),
        "Find player seasons and careers, single games and team seasons by any statistic, team, season, league, position and age.",
        location.search,
      )
    : pageTitle(matches, "Finder");
};
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Error Loading the Finder",
});

function queryOf(league: LeagueKey, search: string): FinderQuery | null {
  const parsed = parseFinderParams(new URLSearchParams(search), league);
  return parsed.ok ? parsed.query : null;
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Finder() {
  const data = useLoaderData<typeof loader>();
  const q = queryOf(data.league, data.search);
  const title = q ? finderTitle(q) : "Finder";
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <h1 className={s.pageTitle}>{title}</h1>
        <p className={s.lead}>
          Player seasons and careers, single games and team seasons by any statistic we hold, team, season,
          league, position and age. A traded player&apos;s season counts once, its total. What each statistic
          means: <Link to="/glossary">the glossary</Link>.
          {finderCoverage(data.league) ? ` ${finderCoverage(data.league)}` : ""}
        </p>
      </header>
      <FinderForm data={data} q={q} />
      {data.errors.length > 0 ? (
        <div className={fc.errors} role="alert">
          <p>
            <strong>This search cannot be answered as asked:</strong>
          </p>
          <ul>
            {data.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : q && data.rows.length === 0 ? (
        <EmptyState
          title="Nothing Found"
          message={`No ${q.kind === "team-seasons" ? "team" : "player"} meets every criterion in our data.`}
        />
      ) : q ? (
        <Results q={q} data={data} />
      ) : null}
    </Container>
  );
}

function Results({ q, data }: { q: FinderQuery; data: Data }) {
  const { rows, page } = data;
  const cols = finderColumns(q);
  const columns: Column[] = cols.map((c) => ({
    key: c.key,
    label: c.label,
    abbr: c.abbr,
    title: c.title,
    glossary: c.glossary,
    numeric: c.numeric,
    sort: c.sort,
  }));
  const stats = finderStats(q.group);
  const csv = `/finder.csv${data.search}`.replace(/([?&])page=\d+&?/, "$1").replace(/[?&]$/, "");
  return (
    <>
      <p className={s.count} role="status">
        {countText(q, page.from, page.to, page.total)} ·{" "}
        <a href={csv} download>
          Download CSV
        </a>
      </p>
      <DataTable
        caption={finderTitle(q)}
        columns={columns}
        sort={{ key: q.sort, dir: q.order }}
        defaultSort={{ key: q.ranges[0]?.key ?? stats[0]?.key ?? "season", dir: q.order }}
        frozen={1}
      >
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.player_id ?? r.team_slug}-${r.season ?? ""}-${r.game_id ?? i}`}>
              <LeadCells q={q} row={r} />
              {stats.map((stat) => (
                <td key={stat.key} className={num}>
                  {formatFinderValue(stat, r.stats[stat.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pager info={page} label="Finder pages" noun={finderNoun(q)} />
    </>
  );
}

/** A player's name, linked to his page where we hold him. */
function PlayerCell({ row }: { row: FinderRow }) {
  const href = playerHref(row.player_slug);
  return <th scope="row">{href ? <Link to={href}>{row.player_name}</Link> : row.player_name}</th>;
}

/** The cells before the statistics: who, when and where, by kind (app/lib/finder.ts leadColumns). */
function LeadCells({ q, row: r }: { q: FinderQuery; row: FinderRow }) {
  if (q.kind === "games") {
    const game = gameHref(r.game_id);
    const team = teamSeasonHref(r.team_slug, r.season);
    const opponent = teamSeasonHref(r.opponent_slug, r.season);
    return (
      <>
        <PlayerCell row={r} />
        <td>{game ? <Link to={game}>{r.game_date}</Link> : r.game_date}</td>
        <td>{team ? <Link to={team}>{r.team_code ?? r.team_name}</Link> : (r.team_code ?? r.team_name)}</td>
        <td>
          {opponent ? (
            <Link to={opponent} title={r.opponent_name ?? undefined}>
              {opponentText(r)}
            </Link>
          ) : (
            opponentText(r)
          )}
        </td>
        <td>{resultText(r)}</td>
      </>
    );
  }
  if (q.kind === "team-seasons") {
    const team = teamSeasonHref(r.team_slug, r.season);
    return (
      <>
        <th scope="row">{team ? <Link to={team}>{r.team_name}</Link> : r.team_name}</th>
        <td>{r.season}</td>
        <td>{r.league ?? ""}</td>
      </>
    );
  }
  return (
    <>
      <PlayerCell row={r} />
      {q.kind === "seasons" ? (
        <>
          <td>{r.season}</td>
          {personCriteria(q.league).age ? <td className={num}>{r.age ?? ""}</td> : null}
          <td>
            <Clubs row={r} />
          </td>
          <td>{r.league ?? ""}</td>
        </>
      ) : (
        <>
          <td className={num}>{r.seasons ?? ""}</td>
          <td>{yearsText(q, r)}</td>
        </>
      )}
    </>
  );
}

/** The season's club, or each club of a traded player's season, linked where its season has a page. */
function Clubs({ row }: { row: FinderRow }) {
  const clubs = row.teams.length
    ? row.teams
    : [{ code: row.team_code ?? "", name: row.team_name, slug: row.team_slug }];
  return (
    <>
      {clubs.map((c, i) => {
        const href = c.slug ? teamSeasonHref(c.slug, row.season) : null;
        return (
          <span key={`${c.code}-${i}`}>
            {i > 0 ? ", " : ""}
            {href ? (
              <Link to={href} title={c.name ?? undefined}>
                {c.code}
              </Link>
            ) : (
              <abbr title={c.name ?? undefined}>{c.code}</abbr>
            )}
          </span>
        );
      })}
      <span hidden>{clubsText(row)}</span>
    </>
  );
}

/** The criteria as a GET form: every field a URL parameter, so it works without JavaScript. */
function FinderForm({ data, q }: { data: Data; q: FinderQuery | null }) {
  const params = new URLSearchParams(data.search);
  const kinds = finderKindsOf(data.league);
  const kind = q?.kind ?? kinds.find((k) => k === params.get("kind")) ?? kinds[0];
  const groups = finderGroupsOf(data.league, kind);
  const group = q?.group ?? groups.find((g) => g.key === params.get("group")) ?? groups[0];
  const stats = finderStats(group);
  const field = (name: string) => params.get(name) ?? "";
  const statValue = (key: string, bound: "min" | "max") => {
    const range = q?.ranges.find((r) => r.key === key);
    const stat = stats.find((x) => x.key === key);
    const v = range?.[bound];
    return v !== null && v !== undefined && stat ? writtenValue(stat, v) : field(`${bound}.${key}`);
  };
  return (
    <Form method="get" action="/finder" className={fc.form} aria-label="Finder criteria">
      <div className={f.bar}>
        {data.hub ? (
          <NativeSelect
            name="sport"
            label="Sport"
            value={FINDER_SPORTS.find((x) => x.league === data.league)?.sport ?? "baseball"}
            options={FINDER_SPORTS.map((x) => ({ value: x.sport, label: x.league.toUpperCase() }))}
          />
        ) : null}
        <NativeSelect
          name="kind"
          label="Find"
          value={kind}
          options={kinds.map((k) => ({ value: k, label: FINDER_KIND_LABELS[k] }))}
        />
        {groups.length > 1 ? (
          <NativeSelect
            name="group"
            label="Statistics"
            value={group.key}
            options={groups.map((g) => ({ value: g.key, label: g.label }))}
          />
        ) : null}
        <NativeSelect
          name="team"
          label="Team"
          value={q?.team ?? ""}
          options={[{ value: "", label: "Any team" }, ...data.teams]}
        />
        {kind === "games" ? (
          <NativeSelect
            name="opponent"
            label="Opponent"
            value={q?.opponent ?? ""}
            options={[{ value: "", label: "Any opponent" }, ...data.teams]}
          />
        ) : null}
        <NumberField name="from" label="From season" value={field("from")} />
        <NumberField name="to" label="To season" value={field("to")} />
        <PlayerFields kind={kind} league={data.league} field={field} />
      </div>
      <fieldset className={fc.criteria}>
        <legend>
          {group.label}: at least / at most
          {stats.some((x) => x.format === "ip") ? " (innings as 200.1)" : ""}
          {stats.some((x) => x.format === "avg") ? " (averages as .300)" : ""}
        </legend>
        {stats.map((stat) => (
          <div key={stat.key} className={fc.criterion}>
            <abbr title={`${stat.label}: ${stat.definition}`}>{stat.abbr}</abbr>
            <input
              className={fc.number}
              name={`min.${stat.key}`}
              inputMode="decimal"
              aria-label={`${stat.label} at least`}
              defaultValue={statValue(stat.key, "min")}
            />
            <input
              className={fc.number}
              name={`max.${stat.key}`}
              inputMode="decimal"
              aria-label={`${stat.label} at most`}
              defaultValue={statValue(stat.key, "max")}
            />
          </div>
        ))}
      </fieldset>
      {q && q.sort !== (q.ranges[0]?.key ?? stats[0]?.key) ? (
        <input type="hidden" name="sort" value={q.sort} />
      ) : null}
      <div>
        <button type="submit" className={f.apply}>
          Find
        </button>
      </div>
    </Form>
  );
}

/** The criteria on the player (ages, position: where the league holds them) and the source's league. */
function PlayerFields({
  kind,
  league,
  field,
}: {
  kind: FinderQuery["kind"];
  league: LeagueKey;
  field: (name: string) => string;
}) {
  const players = kind === "seasons" || kind === "careers";
  const held = personCriteria(league);
  return (
    <>
      {players && held.age ? (
        <>
          <NumberField name="min.age" label="Age at least" value={field("min.age")} />
          <NumberField name="max.age" label="Age at most" value={field("max.age")} />
        </>
      ) : null}
      {kind !== "games" ? (
        <label className={f.field}>
          <span className={f.label}>League</span>
          <input className={f.input} name="league" defaultValue={field("league")} size={4} />
        </label>
      ) : null}
      {players && held.position ? (
        <label className={f.field}>
          <span className={f.label}>Position</span>
          <input className={f.input} name="position" defaultValue={field("position")} size={12} />
        </label>
      ) : null}
    </>
  );
}

function NumberField({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <label className={f.field}>
      <span className={f.label}>{label}</span>
      <input className={f.input} name={name} inputMode="numeric" defaultValue={value} size={5} />
    </label>
  );
}
