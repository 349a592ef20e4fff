/**
 * The leaders view: its URL parameters (sport on the hub, stat, scope, league or fielding
 * position, page), the board they select, how a value reads, and the CSV of exactly the rows shown.
 */
import type { LeaderRow } from "@domain/contract/types";
import { formatAverage, formatTwoDecimals, inningsFromOuts } from "@domain/baseball-stats";
import { formatSigned } from "@domain/hockey-stats";
import {
  ALL_LEADER_STATS,
  FIELDING_POSITIONS,
  HUB_LEADER_SPORTS,
  LEADER_SCOPES,
  LEADER_SPORTS,
  LEADER_STATS_BY_SPORT,
  leaderSportEntry,
  MLB_LEADER_LEAGUES,
  SCOPE_LABELS,
  boardKeys,
  leaderScopesOf,
  type LeaderScope,
  type LeaderSport,
  type LeaderStat,
} from "@domain/leaders";
import { seasonLabel } from "@domain/season";
import { STATISTICS } from "@domain/statistics";
import { formatCount, seasonSpan } from "./format";
import { lazyShape, param } from "./route-kit";

export const LEADERS_PAGE_SIZE = 25;

/** URL values of the league and position filters (lower case: `al`, `1b`, `of`). */
const LEAGUE_VALUES = [
  ...new Set([...MLB_LEADER_LEAGUES, ...FIELDING_POSITIONS].map((l) => l.toLowerCase())),
];

export const leadersParams = lazyShape(() => ({
  // The hub holds every sport's boards: `sport` picks one (a sport site has its own).
  sport: param.oneOf(
    HUB_LEADER_SPORTS.map((s) => s.sport),
    null,
  ),
  stat: param.oneOf(
    ALL_LEADER_STATS.map((s) => s.key),
    null,
  ),
  scope: param.oneOf(LEADER_SCOPES, "career"),
  league: param.oneOf(LEAGUE_VALUES, "all"),
  page: param.page(),
}));

/** The board a page shows: its sport, statistic and league or position (API spelling). */
export interface LeadersView {
  sport: LeaderSport;
  stat: LeaderStat;
  scope: LeaderScope;
  /** "all", "AL", "NL" or a fielding position ("SS"). */
  league: string;
}

/** The API query of one page of a board: the page and the CSV ask the same. */
export function leaderBoardQuery(view: LeadersView, page: number) {
  return {
    stat: view.stat.key,
    scope: view.scope,
    league: view.league,
    page,
    page_size: LEADERS_PAGE_SIZE,
    sport__slug: leaderSportEntry(view.sport).slug,
    level__slug: leaderSportEntry(view.sport).level,
  };
}

/**
 * The board of the URL's values on a site (`siteSport` null on the hub): a statistic of another
 * sport, or a league the statistic is not split by, falls back to the sport's first.
 */
export function leadersView(
  siteSport: LeaderSport | null,
  values: { sport: string | null; stat: string | null; scope: LeaderScope; league: string },
): LeadersView {
  // The hub's boards are the professional leagues' (a college site keeps its own).
  const sport = siteSport ?? HUB_LEADER_SPORTS.find((s) => s.sport === values.sport)?.sport ?? "baseball";
  const stats = LEADER_STATS_BY_SPORT[sport];
  const stat = stats.find((s) => s.key === values.stat) ?? stats[0];
  const keys = boardKeys(stat);
  const league = keys.find((k) => k.toLowerCase() === values.league) ?? keys[0];
  // A statistic ranked by season only has no career or active board; a league without active players no active one.
  const scopes = leaderScopesOf(stat);
  return { sport, stat, scope: scopes.includes(values.scope) ? values.scope : scopes[0], league };
}

/** The league abbreviation of a sport's boards: MLB, NHL. */
export function leagueOfSport(sport: LeaderSport): string {
  return leaderSportEntry(sport).league;
}

/** A statistic of a sport's boards by key (a key of another sport: the sport's first). */
export function statOf(sport: LeaderSport, key: string): LeaderStat {
  const stats = LEADER_STATS_BY_SPORT[sport];
  return stats.find((s) => s.key === key) ?? stats[0];
}

/** A value as the statistic reads: `762`, `.366`, `1.82`, `7,356.0` innings, `+722`. */
export function formatLeaderValue(stat: LeaderStat, value: number): string {
  switch (stat.format) {
    case "avg":
      return formatAverage(value);
    case "one":
      return value.toFixed(1);
    case "two":
      return formatTwoDecimals(value);
    case "signed":
      return formatSigned(value);
    case "ip": {
      const [whole, part] = inningsFromOuts(value).split(".");
      return `${formatCount(Number(whole))}.${part}`;
    }
    default:
      return formatCount(value);
  }
}

/** The seasons a row covers: a season (`1985-86` in hockey), or a career's first to last. */
export function leaderYears(row: LeaderRow, sport: LeaderSport = "baseball"): string {
  const slug = leaderSportEntry(sport).slug;
  if (row.season !== null) return seasonLabel(slug, row.season);
  if (row.first_season === null || row.last_season === null) return "";
  return seasonSpan(slug, row.first_season, row.last_season);
}

/** `MLB career leaders: Home Runs`, `AL single season leaders: ERA`, `MLB career leaders: Fielding Percentage at SS`. */
export function leadersTitle(view: LeadersView): string {
  const { stat, scope, league, sport } = view;
  const fielding = stat.group === "Fielding";
  const lg = fielding || league === "all" ? leagueOfSport(sport) : league;
  const at = fielding && league !== "all" ? ` at ${league}` : "";
  return `${lg} ${SCOPE_LABELS[scope].split(" (")[0].toLowerCase()} leaders: ${stat.label}${at}`;
}

/** What the rate column beside a rate statistic counts. */
export function basisLabel(stat: LeaderStat): { label: string; abbr: string } | null {
  if (!stat.rate) return null;
  if (stat.group === "Batting") return { label: "Plate Appearances", abbr: "PA" };
  if (stat.group === "Pitching") return { label: "Innings Pitched", abbr: "IP" };
  if (stat.group === "Fielding") return { label: "Games at the Position", abbr: "G" };
  if (stat.group === "Goalies")
    return stat.league === "chk"
      ? { label: "Minutes in Goal", abbr: "MIN" }
      : { label: "Games in Goal", abbr: "GP" };
  // Otherwise the registry's own entry of the figure the rate rests on (games, attempts).
  const basis = STATISTICS.find((s) => s.league === stat.league && s.key === stat.basis);
  return basis ? { label: basis.label, abbr: basis.abbr } : null;
}

export function formatBasis(stat: LeaderStat, basis: number | null): string {
  if (basis === null) return "";
  return stat.group === "Pitching" ? formatLeaderValue({ ...stat, format: "ip" }, basis) : formatCount(basis);
}

export function leadersCsv(view: LeadersView, rows: readonly LeaderRow[]) {
  const { stat, scope, sport } = view;
  const season = scope === "season";
  const basis = basisLabel(stat);
  return {
    header: [
      "Rank",
      "Player",
      season ? "Season" : "Seasons",
      ...(season ? ["Team"] : []),
      stat.abbr,
      ...(basis ? [basis.abbr] : []),
    ],
    rows: rows.map((r) => [
      r.rank,
      r.player_name,
      leaderYears(r, sport),
      ...(season ? [r.team_name ?? "Several teams"] : []),
      formatLeaderValue(stat, r.value),
      ...(basis ? [formatBasis(stat, r.basis)] : []),
    ]),
  };
}

export function leadersCsvFilename(view: LeadersView, page: number): string {
  const lg = leagueOfSport(view.sport).toLowerCase();
  return `${lg}-leaders-${view.scope}-${view.stat.key}-${view.league.toLowerCase()}${page > 1 ? `-page-${page}` : ""}.csv`;
}

/** What a sport's boards cover and through which season, as the page says it. */
export function leadersCoverage(view: LeadersView): string {
  // What "Active" means is said on the board of active players only: the other boards' leads stay one line.
  const active = (last: string) =>
    view.scope === "active" ? ` "Active": last season in our data is ${last}.` : "";
  if (view.sport === "college-baseball")
    return "NCAA Division I seasons 2022-2024 only (the NCAA's statistics, full seasons with the NCAA tournament): a career here is the seasons in those three years at one school; earlier and later seasons are not in our data.";
  if (view.sport === "football" && view.stat.group === "Defense")
    return "NFL regular seasons 2018-2021 only (Pro-Football-Reference's advanced defence via nflverse): single-season boards; earlier and later seasons are not held. Combined tackles: the source has no solo/assisted split.";
  if (view.sport === "football") {
    return (
      "NFL regular seasons 1999-2024 (nflverse, summed from the play-by-play: a total can differ from the official one by a few yards); earlier seasons are not held, so a career that began before 1999 counts from 1999: a row's seasons say which." +
      active("2024")
    );
  }
  if (view.sport === "basketball") {
    return (
      "NBA and BAA regular seasons 1946-47 to 2024-25 (Basketball-Reference to 2020-21, NBA.com after); ABA seasons are not counted. " +
      "A figure first recorded later counts the seasons that record it (rebounds from 1950-51, minutes from 1951-52, steals and blocks from 1973-74, 3-pointers from 1979-80): a row's seasons say which." +
      active("2024-25")
    );
  }
  if (view.sport === "college-hockey")
    return (
      "College hockey (NCAA Division I) seasons 2001-02 to 2013-14 only (the NCAA's statistics): earlier and later seasons are not in our data, " +
      "so a career counts its seasons from 2001-02 to 2013-14 (a row's seasons say which), and no board of active players is kept. " +
      (view.stat.group === "Goalies"
        ? "Save percentage is saves over saves plus goals against."
        : "Goals of 2001-02 to 2003-04 are points minus assists (the source leaves goals blank in those seasons).")
    );
  if (view.sport === "hockey") {
    const goalies = view.stat.group === "Goalies";
    const last = goalies ? "2022-23" : "2023-24";
    return (
      "NHL regular seasons from 1917-18 (Hockey Databank 13.0 to 2017-18, Hockey-Reference after): " +
      (goalies
        ? "goalies' figures run through 2022-23; 2023-24 and later are not in our data. " +
          "Save percentage counts the seasons from 1982-83, when shots against were first recorded."
        : "skaters' figures run through 2023-24; 2024-25 is not in our data. " +
          "Plus/minus counts the seasons 1967-68 to 2017-18.") +
      active(last)
    );
  }
  const fielding =
    view.stat.group === "Fielding"
      ? " Fielding by position as Lahman records it (the three outfield positions as one, OF)."
      : "";
  return `MLB regular seasons 1871-2024 (Lahman Baseball Database).${active("2024")}${fielding}`;
}

/** Rows of a team page's franchise leaders. */
export const FRANCHISE_LEADERS_SHOWN = 10;

/** The team page's `leader` parameter: a statistic of the franchise boards. */
export const franchiseLeaderParam = () =>
  param.oneOf(
    ALL_LEADER_STATS.filter((s) => s.franchise).map((s) => s.key),
    null,
  );

/**
 * The franchise board a team page shows (null for a team whose sport has no leaders): the URL's
 * statistic when it is the sport's, else the sport's first; with the API scope of the team.
 */
export function franchiseLeadersView(
  team: { sport?: { slug: string | null } | null; level?: { slug: string | null } | null },
  leader: string | null,
): { sport: LeaderSport; stat: LeaderStat; scope: { sport__slug: string; level__slug: string } } | null {
  const sport = LEADER_SPORTS.find((s) => s.slug === team.sport?.slug && s.level === team.level?.slug);
  if (!sport) return null;
  const stats = LEADER_STATS_BY_SPORT[sport.sport].filter((s) => s.franchise);
  const stat = stats.find((s) => s.key === leader) ?? stats[0];
  if (!stat) return null;
  return { sport: sport.sport, stat, scope: { sport__slug: sport.slug, level__slug: sport.level } };
}
