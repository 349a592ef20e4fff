import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Team, TeamChampionship, TeamSeason } from "@domain/contract/types";
import { Badge, TitledSection } from "~/components/ui/primitives";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Fact } from "~/components/ui/Facts";
import { Icon } from "~/components/ui/Icon";
import { badgeOf, recordScope, teamOrigin, titleCounting, type TeamCard } from "~/lib/teams";
import { seasonLabel } from "@domain/season";
import { seasonsSourceNote } from "~/lib/team-season";
import * as w from "~/components/ui/widgets.css";
import { Panel } from "./Panel";
import { CoachLinks, coachTerm } from "./SeasonCoaches";
import * as s from "./teams.css";
import { FavoriteStar } from "~/components/favorites/FavoriteStar";
import { cardWithStar } from "~/components/favorites/favorites.css";
import { formatCount } from "~/lib/format";
import { useCsvRow } from "~/components/ui/CardTable";
import { TEAM_CSV } from "~/lib/card-csv-columns";

export function TeamCards({
  cards,
  label,
  showSport,
  favorites,
}: {
  cards: readonly TeamCard[];
  label: string;
  showSport: boolean;
  /** The visitor's favourites: each card gets a star beside its link. */
  favorites?: readonly string[];
}) {
  const csvRow = useCsvRow(TEAM_CSV);
  return (
    <ul className={s.cardGrid} aria-label={label}>
      {cards.map((c) => (
        <li key={c.slug} className={favorites ? cardWithStar : undefined} {...csvRow(c)}>
          <Link to={`/teams/${c.slug}`} className={s.teamCard} viewTransition>
            <span className={s.abbr} aria-hidden="true">
              {c.badge}
            </span>
            <span className={s.cardName}>{c.name}</span>
            <span className={s.cardLine}>
              {[
                c.place,
                showSport ? c.sport : null,
                c.lastSeason !== null ? `last season ${c.lastSeason}` : null,
              ]
                .filter(Boolean)
                .join(" · ") || "\u00a0"}
            </span>
            <dl className={s.cardFacts}>
              <div>
                <dt>Division</dt>
                <dd title={c.grouping}>{c.grouping}</dd>
              </div>
              <div>
                <dt>{c.origin?.label ?? "Founded"}</dt>
                <dd>{c.origin?.value ?? "N/A"}</dd>
              </div>
              <div>
                <dt>{c.titlesLabel}</dt>
                <dd>{c.championships}</dd>
              </div>
            </dl>
          </Link>
          {favorites ? (
            <FavoriteStar slug={c.slug} name={c.name} favorite={favorites.includes(c.slug)} compact />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Breadcrumb: All Teams > team (> season). */
export function TeamCrumbs({ team, season }: { team: Pick<Team, "name" | "slug">; season?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={s.crumbs}>
      <ol>
        <li>
          <Link to="/teams">All Teams</Link>
        </li>
        <li>
          {season ? (
            <Link to={`/teams/${team.slug}`}>{team.name}</Link>
          ) : (
            <span aria-current="page">{team.name}</span>
          )}
        </li>
        {season ? (
          <li>
            <span aria-current="page">{season}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/** A season's conference and division, as the league aligned the team that season. */
export interface Alignment {
  conference: string | null;
  division: string | null;
}

/**
 * Header: abbreviation (or first 3 letters), name, sport, conference and division, founded, titles,
 * last title. A season's page passes that season's `alignment` (none where the data does not hold
 * it): today's conference is not the 1987 one.
 */
export function TeamHeader({
  team,
  subtitle,
  alignment,
}: {
  team: Team;
  subtitle?: ReactNode;
  alignment?: Alignment;
}) {
  const origin = teamOrigin(team);
  const titles = titleCounting(team);
  const conference = alignment ? alignment.conference : (team.conference?.name ?? null);
  const division = alignment ? alignment.division : (team.division?.name ?? null);
  return (
    <header className={s.header}>
      <span className={s.bigAbbr} aria-hidden="true">
        {badgeOf(team)}
      </span>
      <div>
        <h1 className={s.pageTitle}>
          {team.name}
          {subtitle ? <> {subtitle}</> : null}
        </h1>
        <div className={s.badges}>
          {team.sport ? <Badge tone="primary">{team.sport.name}</Badge> : null}
          {conference ? <Badge tone="neutral">{conference}</Badge> : null}
          {division ? <Badge tone="neutral">{division}</Badge> : null}
          {!team.is_active ? (
            <Badge tone="warning">
              Former franchise{team.last_season ? ` (last season ${team.last_season})` : ""}
            </Badge>
          ) : null}
        </div>
        <p className={s.small}>
          {origin ? `${origin.label} ${origin.value} · ` : ""}
          {team.championships_won}{" "}
          {team.championships_won === 1 ? titles.label.replace(/s$/, "") : titles.label}
          {team.last_championship_year ? ` · Last Title ${team.last_championship_year}` : ""}
        </p>
        {titles.note ? <p className={s.small}>{titles.note}</p> : null}
      </div>
    </header>
  );
}

/** 'Available Seasons': every season linking to its page, a trophy on title seasons. */
export function SeasonGrid({
  slug,
  seasons,
  current,
}: {
  slug: string;
  seasons: readonly TeamSeason[];
  current?: number;
}) {
  return (
    <section aria-labelledby="available-seasons">
      <h2 id="available-seasons" className={s.sectionTitle}>
        Available Seasons
      </h2>
      <p className={s.small}>Choose a season to see its roster, schedule and stats.</p>
      <ul className={s.seasonGrid}>
        {seasons.map((season) => (
          <li key={season.start_year}>
            <Link
              to={`/teams/${slug}/${season.start_year}`}
              className={season.championship_won ? `${s.seasonChip} ${s.titleChip}` : s.seasonChip}
              aria-current={current === season.start_year ? "page" : undefined}
              title={season.championship_won ? `${season.label}: championship season` : undefined}
            >
              {season.championship_won ? (
                <span className={s.trophy}>
                  <Icon name="trophy" size={12} label="Championship season" />
                </span>
              ) : null}
              {season.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Championship history: first 5, then '+N more'. */
export function ChampionshipHistory({ titles, slug }: { titles: readonly TeamChampionship[]; slug: string }) {
  const shown = titles.slice(0, 5);
  return (
    <Panel id="championship-history" title="Championship History">
      {titles.length === 0 ? (
        <p className={s.small}>No championships won.</p>
      ) : (
        <ul className={s.titleList}>
          {shown.map((t) => (
            <li key={t.id}>
              <span className={s.trophy}>
                <Icon name="trophy" size={13} />
              </span>
              <Link to={`/teams/${slug}/${t.year}`}>
                <b className="num">{t.title_year ?? t.year + 1}</b> {t.championship_name}
              </Link>
              {t.runner_up_name ? <span className={s.muted}> over {t.runner_up_name}</span> : null}
              {t.series ? (
                <span className={s.muted}> ({t.series})</span>
              ) : t.winner_score !== null && t.runner_up_score !== null ? (
                <span className={s.muted}>
                  {" "}
                  ({t.winner_score}-{t.runner_up_score})
                </span>
              ) : null}
            </li>
          ))}
          {titles.length > 5 ? <li className={s.muted}>+{titles.length - 5} more</li> : null}
        </ul>
      )}
    </Panel>
  );
}

const isHockey = (sport: string | null | undefined) => sport === "hockey";
const pctText = (v: number | null) => (v === null ? "—" : v.toFixed(3).replace(/^0/, ""));

/**
 * The columns of the franchise summary: the record in the league's form, points and points % in
 * hockey, and the season's coaches in college, where a season's record can be all we hold of it.
 */
function summaryColumns(sport: string | null | undefined, coaches: boolean): Column[] {
  return [
    { key: "season", label: "Season" },
    {
      key: "record",
      label: sport === "hockey" ? "W-L-OTL" : sport === "football" ? "W-L-T" : "W-L",
      numeric: true,
    },
    ...(isHockey(sport) ? [{ key: "pts", label: "Points", abbr: "Pts", numeric: true }] : []),
    // Hockey ranks by points: its percentage is points won of points possible.
    isHockey(sport)
      ? { key: "pct", label: "Points %", abbr: "Pts%", numeric: true }
      : { key: "pct", label: "Win %", numeric: true },
    { key: "finish", label: "Finish" },
    { key: "playoffs", label: "Playoffs" },
    ...(coaches ? [{ key: "coach", label: "Coach" }] : []),
  ];
}

/** The year-by-year franchise summary: name of the time, record in the league's form, finish, result. */
export function FranchiseSummary({
  slug,
  seasons,
  sport,
  level,
  currentName,
}: {
  slug: string;
  seasons: readonly TeamSeason[];
  sport: string | null | undefined;
  level?: string | null;
  currentName: string;
}) {
  const scope = recordScope(sport, level);
  const withData = seasons.filter((x) => x.record || x.playoff_result || x.finish || x.championship_won);
  const coaches = level !== "professional" && seasons.some((x) => x.coaches.length > 0);
  const sourced = seasonsSourceNote(seasons, sport ?? null);
  return (
    <TitledSection id="franchise-summary" title="Franchise Summary" titleClassName={s.sectionTitle}>
      <p className={s.small}>
        Season by season, newest first, under the name of the time; {withData.length} of {seasons.length}{" "}
        seasons have a record or result in the open data. Title seasons are marked.{scope ? ` ${scope}` : ""}
      </p>
      {sourced ? <p className={s.small}>{sourced}</p> : null}
      <DataTable caption="Franchise summary by season" columns={summaryColumns(sport, coaches)} frozen={1}>
        <tbody>
          {seasons.map((x) => (
            <SummaryRow
              key={x.start_year}
              slug={slug}
              season={x}
              sport={sport}
              currentName={currentName}
              coaches={coaches}
            />
          ))}
        </tbody>
      </DataTable>
    </TitledSection>
  );
}

function SummaryRow({
  slug,
  season: x,
  sport,
  currentName,
  coaches,
}: {
  slug: string;
  season: TeamSeason;
  sport: string | null | undefined;
  currentName: string;
  coaches: boolean;
}) {
  return (
    <tr className={x.championship_won ? s.titleRow : undefined}>
      <th scope="row">
        {x.championship_won ? (
          <span className={s.trophy}>
            <Icon name="trophy" size={12} label="Champion" />
          </span>
        ) : null}
        <Link to={`/teams/${slug}/${x.start_year}`}>{x.label ?? x.start_year}</Link>
        {/* The name of the time, where it differs from today's. */}
        {x.team_name && x.team_name !== currentName ? <span className={s.muted}> {x.team_name}</span> : null}
      </th>
      <td className={w.num}>{x.record ?? "—"}</td>
      {isHockey(sport) ? <td className={w.num}>{x.points ?? "—"}</td> : null}
      <td className={w.num}>
        {pctText(
          isHockey(sport)
            ? x.points !== null && x.games_played
              ? x.points / (2 * x.games_played)
              : null
            : x.win_percentage,
        )}
      </td>
      <td>{x.finish ?? "—"}</td>
      <td>{x.playoff_result ?? "—"}</td>
      {coaches ? <td>{x.coaches.length ? <CoachLinks coaches={x.coaches} /> : "—"}</td> : null}
    </tr>
  );
}

export function QuickFacts({ team, seasons }: { team: Team; seasons: readonly TeamSeason[] }) {
  const titles = seasons.filter((x) => x.championship_won).length;
  const playoffs = seasons.filter((x) => x.made_playoffs).length;
  const oldest = seasons.length ? seasons[seasons.length - 1] : null;
  // The seasons count is the whole history only when our seasons start with the curated first
  // season; otherwise it says it counts the seasons in our data (docs/rules.md#derived-figures).
  const fromStart =
    oldest !== null &&
    team.first_season_curated &&
    team.first_season !== null &&
    oldest.start_year <= team.first_season;
  // The newest season a coach-season row names its coaches (seasons come newest first).
  const coached = seasons.find((x) => x.coaches.length);
  const first =
    team.first_season_curated && team.first_season !== null
      ? seasonLabel(team.sport?.slug, team.first_season)
      : null;
  return (
    <Panel id="quick-facts" title="Quick Facts">
      <dl className={s.facts}>
        <Fact term="City">{team.city ? `${team.city}${team.state ? `, ${team.state}` : ""}` : "N/A"}</Fact>
        <Fact term="Abbreviation">{team.abbreviation ?? "N/A"}</Fact>
        {team.founded_year !== null ? <Fact term="Founded">{team.founded_year}</Fact> : null}
        {first ? <Fact term="First season">{first}</Fact> : null}
        {!fromStart && oldest ? (
          <Fact term="First season in our data">{oldest.label ?? oldest.start_year}</Fact>
        ) : null}
        <Fact term="Status">
          {team.is_active
            ? "Active"
            : `Former franchise${team.last_season ? ` (to ${team.last_season})` : ""}`}
        </Fact>
        {coached ? (
          <Fact
            term={`${coachTerm(team.sport?.slug, coached.coaches.length, team.level?.slug)}, ${coached.label ?? coached.start_year}`}
          >
            <CoachLinks coaches={coached.coaches} />
          </Fact>
        ) : null}
        <Fact term="Conference">{team.conference?.name ?? "N/A"}</Fact>
        <Fact term="Division">{team.division?.name ?? "N/A"}</Fact>
        <Fact term={fromStart ? "Seasons" : "Seasons in our data"}>{formatCount(seasons.length)}</Fact>
        <Fact term={fromStart ? "Playoff seasons" : "Playoff seasons in our data"}>
          {formatCount(playoffs)}
        </Fact>
        <Fact term={titleCounting(team).label}>{formatCount(titles)}</Fact>
      </dl>
    </Panel>
  );
}

export function HomeVenue({ team }: { team: Team }) {
  const v = team.home_venue;
  return (
    <Panel id="home-venue" title="Home Venue">
      {v?.name ? (
        <dl className={s.facts}>
          <Fact term="Name">{v.name}</Fact>
          <Fact term="Location">{[v.city, v.state, v.country].filter(Boolean).join(", ") || "N/A"}</Fact>
          <Fact term="Capacity">{v.capacity ? formatCount(v.capacity) : "N/A"}</Fact>
          <Fact term="Opened">{v.opened_year ?? "N/A"}</Fact>
        </dl>
      ) : (
        <p className={s.small}>No venue on record.</p>
      )}
    </Panel>
  );
}

export function ExploreSeasons({ slug, seasons }: { slug: string; seasons: readonly TeamSeason[] }) {
  const latest = seasons.find((x) => x.record) ?? seasons[0];
  return (
    <Panel id="explore-seasons" title="Explore Seasons">
      {latest ? (
        <p className={s.small}>
          Roster, schedule and stats of every season.{" "}
          <Link to={`/teams/${slug}/${latest.start_year}`}>Open the {latest.label} season</Link>
        </p>
      ) : (
        <p className={s.small}>No seasons on record.</p>
      )}
    </Panel>
  );
}
