/**
 * The direct answer above the search results: a question read by search-questions.ts, resolved
 * through the same API as every page (so within the site's scope, on the embedded database or an
 * external backend). A name is taken only when the index found it by the start of its words; a
 * question whose names are not found, or found in different sports, has no answer and the ordinary
 * results stand alone.
 */
import type { ApiClient } from "~/api/client.server";
import type { Player, SearchResult } from "@domain/contract/types";
import { finderGroupsOf, finderStats } from "@domain/finder";
import { LEADER_SPORTS, type LeaderSport } from "@domain/leaders";
import { LEAGUES, leagueOf, type LeagueKey } from "@domain/leagues";
import { crossesNewYear, seasonLabel } from "@domain/season";
import {
  columnOf,
  findStatistic,
  valueFrom,
  type RegisteredStatistic,
  type Totals,
} from "@domain/statistics";
import { headToHeadHref } from "./head-to-head";
import { formatLeaderValue } from "./leaders";
import { playerHref, seasonHref, teamSeasonHref } from "./links";
import { careerEntries } from "./people";
import {
  parseQuestion,
  statisticsNamed,
  titleSeason,
  type Question,
  type SearchAnswer,
  type TitleSeason,
} from "./search-questions";

export type { SearchAnswer };

type Site = { sport: string | null; level: string | null };
type Found = Pick<SearchResult, "kind" | "slug" | "name" | "match" | "sport" | "level" | "team">;

/** Found by the start of its words (or whole): a loose text match is not a name. */
const named = (r: Found | undefined): r is Found => !!r && r.match !== "text";
const sameLeague = (a: Found, b: Found) => a.sport?.slug === b.sport?.slug && a.level?.slug === b.level?.slug;

/** The best team, player and season the index finds for a text, one call. */
async function lookup(api: ApiClient, q: string) {
  const answer = await api.search({ q, page_size: 1 });
  const top = (kind: SearchResult["kind"]) => answer.groups.find((g) => g.kind === kind)?.results[0];
  return { team: top("teams"), player: top("players"), season: top("seasons") };
}

/** The start year of the season that ended in `year` (the same year where a season does not cross New Year). */
const startYearOf = (sport: string | null | undefined, year: number) =>
  crossesNewYear(sport) ? year - 1 : year;

async function versus(
  api: ApiClient,
  q: Extract<Question, { kind: "versus" }>,
): Promise<SearchAnswer | null> {
  const [a, b] = await Promise.all([lookup(api, q.a), lookup(api, q.b)]);
  if (named(a.team) && named(b.team) && a.team.slug !== b.team.slug && sameLeague(a.team, b.team))
    return {
      kind: "head-to-head",
      title: `${a.team.name} vs. ${b.team.name}`,
      facts: ["Head-to-head: every meeting in our data, the records and the series"],
      href: headToHeadHref(a.team.slug, b.team.slug),
    };
  if (named(a.player) && named(b.player) && a.player.slug !== b.player.slug && sameLeague(a.player, b.player))
    return {
      kind: "compare",
      title: `${a.player.name} vs. ${b.player.name}`,
      facts: ["Compare their careers side by side"],
      href: `/compare?${new URLSearchParams({ players: `${a.player.slug},${b.player.slug}` })}`,
    };
  return null;
}

async function teamSeason(api: ApiClient, team: Found, year: number): Promise<SearchAnswer | null> {
  const start = startYearOf(team.sport?.slug, year);
  const seasons = await api.getTeamSeasons(team.slug);
  const season = seasons.find((s) => s.start_year === start);
  const href = teamSeasonHref(team.slug, start);
  if (!season || !href) return null;
  const facts = [
    season.record ? `Record ${season.record}` : null,
    season.finish,
    season.playoff_result,
    season.coaches.length ? `Coach: ${season.coaches.map((c) => c.name).join(", ")}` : null,
  ].filter((f): f is string => !!f);
  return {
    kind: "team-season",
    title: `${season.team_name ?? team.name}, ${seasonLabel(team.sport?.slug, start)}`,
    facts,
    href,
  };
}

type Line = { season: number; stint: number } & Record<string, unknown>;

/** The registry's statistics a season's answer shows, per kind of line. */
const SEASON_FIGURES = {
  batting: ["g", "hr", "rbi", "avg", "ops"],
  pitching: ["w", "l", "era", "so_p", "ip"],
  basketball: ["g", "pts", "ppg", "rpg", "apg"],
  football: ["pass_yds", "pass_td", "rush_yds", "rush_td", "rec_yds", "rec_td"],
} as const;

/** A season's total line (stint 0: over every club of a traded player), as summed figures. */
function totalLine(
  lines: readonly Line[] | undefined,
  start: number,
  keep: (l: Line) => boolean = () => true,
) {
  const line = lines?.find((l) => l.season === start && l.stint === 0 && keep(l));
  if (!line) return null;
  return Object.fromEntries(
    Object.entries(line).filter((e): e is [string, number] => typeof e[1] === "number"),
  ) as Totals;
}

/** "HR 70", "ERA 2.45": the figures of a line by the statistics registry, those it holds. */
function figuresOf(league: LeagueKey, keys: readonly string[], totals: Totals | null): string[] {
  if (!totals) return [];
  return keys.flatMap((key) => {
    const stat = findStatistic(league, key);
    // A counted figure the line lacks is not a zero (a rate's blank parts are, by its formula).
    if (!stat || (!stat.value && totals[columnOf(stat)] === undefined)) return [];
    const value = valueFrom(stat, totals);
    // A football line shows what the player did: a passer's rushing zeros are left out.
    if (value === null || (league === "nfl" && value === 0)) return [];
    // Football's abbreviations repeat across groups (Yds, TD): its figures go by their names.
    return [`${league === "nfl" ? stat.label : stat.abbr} ${formatLeaderValue(stat, value)}`];
  });
}

/** The figures of a player's season: the season total line of his sport, where held. */
function seasonFigures(player: Player, start: number, pitcher: boolean): string[] {
  const baseball = player.baseball_lines;
  if (baseball) {
    // The site's own lines: college baseball's (the NCAA's) are read by its registry entries.
    const league = leagueOf(player.sport?.slug ?? null, player.level?.slug ?? null) ?? "mlb";
    const pitching = figuresOf(league, SEASON_FIGURES.pitching, totalLine(baseball.pitching, start));
    const batting = figuresOf(league, SEASON_FIGURES.batting, totalLine(baseball.batting, start));
    return pitcher && pitching.length ? pitching : batting.length ? batting : pitching;
  }
  if (player.basketball_lines)
    return figuresOf("nba", SEASON_FIGURES.basketball, totalLine(player.basketball_lines.lines, start));
  if (player.football_lines)
    return figuresOf(
      "nfl",
      SEASON_FIGURES.football,
      totalLine(player.football_lines.seasons, start, (l) => l.season_type === "REG"),
    );
  // Hockey: the season's figures with one club (a traded player's clubs are named without them).
  const rows = player.seasons.filter((s) => s.season === start);
  const stats = rows.length === 1 ? rows[0].stats : null;
  return (stats ? careerEntries({ ...stats, postseason: null }, 5, pitcher) : []).map(
    (f) => `${f.label} ${f.value}`,
  );
}

/** The clubs of a player's season, from his lines (a season total's "TOT" is not a club) or his seasons. */
function seasonTeams(player: Player, start: number): string[] {
  const lines: readonly Line[] = [
    ...(player.baseball_lines?.batting ?? []),
    ...(player.baseball_lines?.pitching ?? []),
    ...(player.basketball_lines?.lines ?? []),
    ...(player.football_lines?.seasons ?? []),
    ...player.seasons.map((s) => ({ ...s, stint: 1 })),
  ];
  const names = lines
    .filter((l) => l.season === start && l.team_code !== "TOT")
    .map((l) => l.team_name)
    .filter((n): n is string => typeof n === "string" && n !== "");
  return [...new Set(names)];
}

async function playerSeason(api: ApiClient, found: Found, year: number): Promise<SearchAnswer | null> {
  const start = startYearOf(found.sport?.slug, year);
  const player = await api.getPlayer(found.slug);
  const teams = seasonTeams(player, start);
  const href = playerHref(player.slug ?? found.slug);
  // A year the player did not play is no answer.
  if (teams.length === 0 || !href) return null;
  const pitcher = /pitcher/i.test(player.primary_position_name ?? "");
  return {
    kind: "player-season",
    title: `${found.name}, ${seasonLabel(found.sport?.slug, start)}`,
    facts: [teams.join(", "), ...seasonFigures(player, start, pitcher)],
    href,
  };
}

/** "Chicago Bulls won the 1996 NBA Finals": the champion of the season a title question names. */
async function titleAnswer(api: ApiClient, title: TitleSeason): Promise<SearchAnswer | null> {
  const season = await api.getSeason(title.slug).catch(() => null);
  const href = seasonHref(title.slug);
  if (!season?.champion || !href) return null;
  return {
    kind: "title",
    title: `${season.champion.name} won ${title.titleName}`,
    facts: [season.name],
    href,
  };
}

/** The leagues a site's questions are about: its own, or every league on the hub. */
const leaguesOf = (site: Site) =>
  LEAGUES.filter((l) => !site.sport || leagueOf(site.sport, site.level) === l.key).map((l) => ({
    key: l.key,
    sport: l.sport,
  }));

async function year(api: ApiClient, site: Site, q: Extract<Question, { kind: "year" }>) {
  // "1986 world series" names a title; "celtics 1986" a team, "lebron james 2016" a player.
  const title = titleSeason(q.text, q.year, leaguesOf(site));
  if (title) return titleAnswer(api, title);
  const names = await lookup(api, q.text);
  if (named(names.team) && (names.team.match !== "word" || !named(names.player)))
    return teamSeason(api, names.team, q.year);
  if (named(names.player)) return namesakeSeason(api, names.player, q.text, q.year);
  return null;
}

/**
 * The season of the player a text names; where several players share the name (a college player
 * who changed schools has a page for each), the one who played that season.
 */
async function namesakeSeason(
  api: ApiClient,
  found: Found,
  text: string,
  year: number,
): Promise<SearchAnswer | null> {
  const first = await playerSeason(api, found, year);
  if (first) return first;
  const more = await api.search({ q: text, page_size: 5 });
  const others = (more.groups.find((g) => g.kind === "players")?.results ?? []).filter(
    (p) => p.slug !== found.slug && p.name === found.name && named(p),
  );
  for (const other of others) {
    const answer = await playerSeason(api, other, year);
    if (answer) return answer;
  }
  return null;
}

const LEAGUE_OF: Record<LeaderSport, LeagueKey> = {
  baseball: "mlb",
  hockey: "nhl",
  basketball: "nba",
  football: "nfl",
  "college-hockey": "chk",
  "college-baseball": "cbs",
};

/** Rows scanned for a season's leader in the stored single-season board (its best seasons of all time). */
const SEASON_SCAN = 500;

type Leader = {
  name: string;
  slug: string | null;
  value: number;
  team: string | null;
  season: number | null;
};

/**
 * A season's leader of a counted statistic from the finder (each player's season total, a traded
 * player once): for a season none of whose lines reach the stored board of the best seasons ever.
 * A rate is left to the board, which ranks qualified lines only.
 */
async function finderLeader(
  api: ApiClient,
  site: Site,
  stat: RegisteredStatistic,
  sport: string,
  start: number,
) {
  if ("rate" in stat && stat.rate) return [];
  const group = finderGroupsOf(stat.league, "seasons").find((g) => finderStats(g).includes(stat));
  if (!group) return [];
  const page = await api.findPlayers({
    ...(site.sport ? {} : { sport }),
    group: group.key,
    kind: "seasons",
    from: String(start),
    to: String(start),
    sort: stat.key,
    dir: "desc",
    page_size: "5",
  });
  return page.results.flatMap((r): Leader[] => {
    const value = r.stats[stat.key];
    return value == null
      ? []
      : [
          {
            name: r.player_name,
            slug: r.player_slug,
            value,
            team: r.team_name ?? null,
            season: r.season ?? null,
          },
        ];
  });
}

async function leader(api: ApiClient, site: Site, q: Extract<Question, { kind: "leader" }>) {
  const sports = LEADER_SPORTS.filter(
    (s) =>
      (!site.sport && s.hub) ||
      (s.slug === site.sport && s.level === (site.level === "college" ? "ncaa-division-i" : site.level)),
  );
  // On the hub a statistic of several leagues ("points") is answered by the first that has the answer.
  for (const stat of statisticsNamed(
    q.stat,
    sports.map((s) => LEAGUE_OF[s.sport]),
  )) {
    const answer = await leaderOf(api, site, q, stat);
    if (answer) return answer;
  }
  return null;
}

async function leaderOf(
  api: ApiClient,
  site: Site,
  q: Extract<Question, { kind: "leader" }>,
  stat: RegisteredStatistic,
): Promise<SearchAnswer | null> {
  // The boards rank the better end: the lowest ERA, the most home runs; not the highest ERA.
  const ascending = "ascending" in stat && stat.ascending === true;
  if ((q.end === "low" && !ascending) || (q.end === "high" && ascending)) return null;
  const sport = LEADER_SPORTS.find((s) => LEAGUE_OF[s.sport] === stat.league)!;
  const scope = q.year === null ? q.scope : "season";
  if (scope === "career" && "seasonOnly" in stat && stat.seasonOnly) return null;
  const start = q.year === null ? null : startYearOf(sport.slug, q.year);
  const page = await api.listLeaders({
    stat: stat.key,
    scope,
    league: "all",
    sport__slug: sport.slug,
    level__slug: sport.level,
    page: 1,
    page_size: start === null ? 2 : SEASON_SCAN,
  });
  // The rows of that season in the all-time single-season board, best first, are that season's leaders.
  let rows: Leader[] = page.results
    .filter((r) => start === null || r.season === start)
    .map((r) => ({
      name: r.player_name,
      slug: r.player_slug ?? null,
      value: r.value,
      team: r.team_name ?? null,
      season: r.season ?? null,
    }));
  if (rows.length === 0 && start !== null) rows = await finderLeader(api, site, stat, sport.slug, start);
  const top = rows[0];
  if (!top) return null;
  const tied = rows.filter((r) => r.value === top.value).length - 1;
  const where = site.sport ? "" : `${sport.league} `;
  const what =
    start !== null
      ? `${where}${seasonLabel(sport.sport, start)} leader`
      : scope === "career"
        ? `${where}Career leader in our data`
        : `${where}Single-season record (${seasonLabel(sport.sport, top.season ?? 0)})`;
  const board = `/leaders?${new URLSearchParams({ ...(site.sport ? {} : { sport: sport.sport }), stat: stat.key, scope })}`;
  return {
    kind: "leader" as const,
    title: `${top.name}: ${formatLeaderValue(stat, top.value)} ${stat.label.toLowerCase()}`,
    facts: [
      `${what}: ${stat.label}`,
      top.team,
      tied > 0 ? `Tied with ${tied} other${tied > 1 ? "s" : ""}` : null,
    ].filter((f): f is string => !!f),
    href: top.slug ? `/players/${encodeURIComponent(top.slug)}` : board,
  } satisfies SearchAnswer;
}

/** The direct answer to a search text, or null (not a question, or nothing found). */
export async function answerQuestion(
  api: ApiClient,
  site: Site,
  query: string,
): Promise<SearchAnswer | null> {
  const question = parseQuestion(query);
  if (!question) return null;
  switch (question.kind) {
    case "versus":
      return versus(api, question);
    case "year":
      return year(api, site, question);
    case "leader":
      return leader(api, site, question);
  }
}
