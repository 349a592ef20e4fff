import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NameLink } from "~/components/ui/NameLink";
import { championshipHref, gameHref, teamSeasonHref } from "~/lib/links";
import { Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { skipRevalidateOnOpen } from "~/lib/revalidate";
import * as s from "~/components/championships/championships.css";
import * as ss from "~/components/seasons/seasons.css";
import { SetActiveSeason } from "~/components/seasons/SetActiveSeason";
import { StandingsTable } from "~/components/standings/StandingsTable";
import { Badge, Container } from "~/components/ui/primitives";
import { notFoundTexts } from "~/lib/route-kit";
import { routeErrorBoundary } from "~/components/ui/RouteErrorBoundary";
import { EmptyState } from "~/components/ui/states";
import { UrlTabs } from "~/components/ui/Tabs";
import { loaderCacheHeaders } from "~/lib/http-cache";
import {
  lookupFailure,
  pageData,
  pageFailure,
  parseRouteSearch,
  redirectToCanonical,
} from "~/lib/route-kit.server";
import { seasonHref } from "~/lib/links";
import { playoffRounds, seasonDetailParams, type SeasonTab } from "~/lib/seasons";
import { blocksOf, DEFAULT_STANDING_SORT, groupStandings, toStandingView } from "~/lib/standings";
import { pageMeta, pageTitle } from "~/site/meta";
import { seasonDescription } from "~/lib/share-text.server";
import { Bracket, type BracketSource } from "~/components/explore/Bracket";
import { bracketFromSeries, bracketFromTitle, bracketOfEra } from "~/lib/bracket";
import { useSeason } from "~/site/season-context";
import { leagueOf, roundEraOf } from "@domain/leagues";
import { citeAs } from "~/lib/citation";
import { seasonSummary } from "~/lib/season-summary";
import { loadSeasonPlayoffs } from "~/lib/season-playoffs.server";
import { UndatedGames } from "~/components/scores/UndatedGames";

const NOT_FOUND = notFoundTexts(
  "Season Not Found",
  "The season you are looking for does not exist.",
  "/seasons",
  "Seasons",
);

/** "Cite this page" (the shell renders it under the page). */
export const handle = citeAs((data: { season: { name: string } }) => data.season.name);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { values } = parseRouteSearch(request, seasonDetailParams());
  const slug = params.slug ?? "";
  const season = await context.api
    .getSeason(slug)
    .catch((error) => lookupFailure(error, "season", { request, context, kind: "season", id: slug }));
  redirectToCanonical(request, seasonHref(season.slug ?? season.id));
  const sport = season.sport?.slug ?? null;
  const level = season.level?.slug ?? null;
  const tab: SeasonTab = values.tab;
  // Only the open tab's data is loaded; the standings also give the Teams tab its list.
  const needsStandings = tab === "teams" || tab === "standings" || tab === "overview";
  const standings = needsStandings
    ? (
        await context.api
          .listStandings({
            season: season.start_year,
            sport__slug: sport ?? undefined,
            level__slug: level ?? undefined,
          })
          .catch((error) => pageFailure(error, "standings"))
      ).filter((r) => r.sport?.slug === sport && r.level?.slug === level)
    : [];
  const { post, series, title } =
    tab === "playoffs"
      ? await loadSeasonPlayoffs(context.api, season, sport, level)
      : { post: [], series: [], title: null };
  // A season whose postseason games have no dates (college baseball 1997-2001): its College World
  // Series games listed by team (docs/rules.md#undated-games).
  const undatedPost =
    tab === "playoffs" && post.length === 0 && sport && level
      ? await context.api
          .listUndatedGames({
            season: season.start_year,
            game_type: "postseason",
            sport__slug: sport,
            level__slug: level,
          })
          .catch((error) => pageFailure(error, "playoffs"))
      : [];
  const rows = standings.map(toStandingView);
  const era = roundEraOf(leagueOf(sport, level), season.start_year);
  const roundNames = era?.rounds ?? null;
  const bracketSource: BracketSource = post.length
    ? era?.namedOnly
      ? "certain"
      : "games"
    : series.length
      ? "series"
      : "title";
  return pageData(
    {
      tab,
      season: seasonSummary(season),
      description: seasonDescription(seasonSummary(season)),
      teams: [
        ...new Map(
          rows.map((r) => [r.teamId, { name: r.team, slug: r.teamSlug, record: r.record }]),
        ).values(),
      ].sort((a, b) => a.name.localeCompare(b.name)),
      groups: tab === "standings" ? groupStandings(rows, DEFAULT_STANDING_SORT) : [],
      rounds: playoffRounds(post, sport),
      bracket: post.length
        ? bracketOfEra(post, era)
        : series.length
          ? bracketFromSeries(series)
          : title
            ? bracketFromTitle(title, roundNames)
            : [],
      bracketSource,
      undatedPost,
      // A title record without a champion says why there was no postseason (a strike, a lockout,
      // a pandemic, a refusal to play): that is the tab's content, not "coming soon".
      noPostseason: season.champion ? null : (season.champion_note ?? null),
    },
    "directory",
  );
}

export const headers: HeadersFunction = loaderCacheHeaders;
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data ? pageMeta(matches, data.season.name, data.description) : pageTitle(matches, NOT_FOUND.title);
export const ErrorBoundary = routeErrorBoundary({
  notFound: NOT_FOUND,
  errorTitle: "Error Loading Seasons",
});

/** Opening a standings row only changes `open`: the page already has its data. */
export const shouldRevalidate: ShouldRevalidateFunction = skipRevalidateOnOpen;

export default function SeasonDetail() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const open = new URLSearchParams(location.search).get("open");
  const { season: active } = useSeason();
  const x = page.season;
  return (
    <Container className={s.page}>
      <header className={s.pageHeader}>
        <p className={s.lead}>
          <Link to="/seasons">All Seasons</Link>
        </p>
        <h1 className={s.pageTitle}>{x.name}</h1>
        <p className={s.lead}>
          {[x.league, x.sport].filter(Boolean).join(" · ")}{" "}
          <Badge tone={x.status === "active" ? "success" : undefined}>{x.status}</Badge>{" "}
        </p>
        <SetActiveSeason startYear={x.startYear} label={x.name} active={active === x.startYear} />
      </header>
      <UrlTabs
        label="Season sections"
        value={page.tab}
        defaultValue="overview"
        tabs={[
          { value: "overview", label: "Overview" },
          { value: "teams", label: "Teams" },
          { value: "standings", label: "Standings" },
          { value: "playoffs", label: "Playoffs" },
        ]}
      >
        {page.tab === "overview" ? (
          <SeasonOverview page={page} />
        ) : page.tab === "teams" ? (
          <SeasonTeams page={page} />
        ) : page.tab === "standings" ? (
          <SeasonStandings page={page} open={open} />
        ) : (
          <SeasonPlayoffs page={page} />
        )}
      </UrlTabs>
    </Container>
  );
}

type SeasonPage = ReturnType<typeof useLoaderData<typeof loader>>;

function SeasonOverview({ page }: { page: SeasonPage }) {
  const x = page.season;
  return (
    <dl className={ss.facts}>
      <Fact
        label="Champion"
        value={x.champion ? x.champion.name : x.status === "active" ? "To be decided" : "Not recorded"}
        href={teamSeasonHref(x.champion?.slug, x.startYear)}
      />
      <Fact
        label="Championship"
        value={x.championship?.name ?? null}
        href={championshipHref(x.championship?.slug)}
      />
      <Fact
        label="Regular season"
        value={x.regularStart ? `${x.regularStart} to ${x.regularEnd ?? "…"}` : null}
      />
      <Fact label="Playoffs ended" value={x.playoffsEnd} />
      <Fact
        label="Teams"
        value={x.teams === null ? (page.teams.length ? String(page.teams.length) : null) : String(x.teams)}
      />
      <Fact label="Games" value={x.games === null ? null : String(x.games)} />
      <Fact label="Games per team" value={x.gamesPerTeam === null ? null : String(x.gamesPerTeam)} />
    </dl>
  );
}

/** A tab whose part of the season our database does not hold yet. */
function NotYetHeld({ what }: { what: string }) {
  return (
    <EmptyState
      title="Coming Soon"
      message={`No ${what} for this season in the database yet.`}
      icon="trophy"
    />
  );
}

function SeasonTeams({ page }: { page: SeasonPage }) {
  if (page.teams.length === 0) {
    return <NotYetHeld what="team list" />;
  }
  return (
    <ul className={ss.teamList} aria-label="Teams">
      {page.teams.map((t) => (
        <li key={t.name}>
          <NameLink to={teamSeasonHref(t.slug, page.season.startYear)}>{t.name}</NameLink>{" "}
          <span className={ss.meta}>{t.record}</span>
        </li>
      ))}
    </ul>
  );
}

function SeasonStandings({ page, open }: { page: SeasonPage; open: string | null }) {
  if (page.groups.length === 0) {
    return <NotYetHeld what="standings" />;
  }
  return blocksOf(page.groups).map((block) => (
    <StandingsTable
      key={block[0].key}
      groups={block}
      open={open}
      sort={DEFAULT_STANDING_SORT}
      defaultSort={DEFAULT_STANDING_SORT}
    />
  ));
}

function SeasonPlayoffs({ page }: { page: SeasonPage }) {
  if (page.rounds.length === 0 && page.bracket.length === 0 && page.undatedPost.length === 0) {
    return page.noPostseason ? (
      <EmptyState title="No postseason" message={`${page.noPostseason.replace(/\.$/, "")}.`} icon="trophy" />
    ) : (
      <NotYetHeld what="postseason games" />
    );
  }
  return (
    <>
      <Bracket rounds={page.bracket} startYear={page.season.startYear} source={page.bracketSource} />
      {page.undatedPost.length ? (
        <UndatedGames
          id="undated-postseason"
          games={page.undatedPost}
          title="Postseason games, dates unknown"
          note="The sources give no day for this season's games: the games at the final's site (the College World Series at Omaha) are listed by team, not on a made-up date."
        />
      ) : null}
      {page.rounds.length ? <h2 className={ss.round}>All postseason games</h2> : null}
      {page.rounds.map((r) => (
        <section key={r.title} aria-label={r.title}>
          <h2 className={ss.round}>{r.title}</h2>
          <ul className={ss.gameList}>
            {r.games.map((g) => (
              <li key={g.id}>
                <span className={ss.meta}>{g.date}</span>{" "}
                <Link to={gameHref(g.id) ?? `/scores/${g.slug}`}>
                  {g.away} {g.final ? g.awayScore : ""} {g.neutral ? "vs" : "at"} {g.home}{" "}
                  {g.final ? g.homeScore : ""}
                </Link>
                {g.final ? "" : " (not played yet)"}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Fact({ label, value, href }: { label: string; value: string | null; href?: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null ? "—" : <NameLink to={href}>{value}</NameLink>}</dd>
    </div>
  );
}
