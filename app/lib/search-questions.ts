/**
 * The questions the site search answers directly, read from what a visitor types (pure, no I/O):
 * "celtics vs lakers" (two teams or two players), "most home runs 1998" (a leader), and a name or
 * a title with a year ("1986 world series", "celtics 1986", "lebron james 2016"). Which of these
 * a text is, is decided here by its form; what it names (a team, a player, a title) is decided by
 * the search index (search-answer.server.ts). Anything else is not a question: the ordinary
 * results answer it.
 */
import { foldText } from "@domain/search";
import { STATISTICS, type RegisteredStatistic } from "@domain/statistics";
import type { LeagueKey } from "@domain/leagues";
import { crossesNewYear, seasonLabel } from "@domain/season";

export type Question =
  /** Two teams (a head-to-head) or two players (a comparison). */
  | { kind: "versus"; a: string; b: string }
  /** The leader of a statistic: in one season (`year`), in a single season ever, or over careers. */
  | { kind: "leader"; stat: string; year: number | null; scope: "season" | "career"; end: LeaderEnd }
  /** A team, a player or a title in one year: `year` is the year the season ended. */
  | { kind: "year"; text: string; year: number };

export interface SearchAnswer {
  kind: "head-to-head" | "compare" | "title" | "team-season" | "player-season" | "leader";
  /** The answer in a line: "New York Mets won the 1986 World Series". */
  title: string;
  /** Facts under it: a record, a result, a statistic. */
  facts: string[];
  /** The page that holds the whole answer. */
  href: string;
}

const FIRST_YEAR = 1869;
const LAST_YEAR = 2100;

// Words that ask without naming anything: "who won the", "what was", "show me".
const LEADING =
  /^(?:(?:who|what|which team|which player|when)\s+(?:won|win|wins|was|were|is|did|had|has|hit|scored|threw|led|leads)\s+)?(?:the\s+)?/;
const VERSUS = /^(.+?)\s+(?:vs|versus|v|against|and)\s+(.+)$/;
const TRAILING = /\s+(?:head to head|h2h|rivalry|record|all time|compared|comparison)$/;

/** "2016", "2015-16", "2015 16", "2015/2016": the year a season ended, with the text around it. */
function takeYear(text: string): { year: number; rest: string } | null {
  const match = /(?:^|\s)((?:18|19|20)\d\d)(?:\s+(\d\d|(?:18|19|20)\d\d))?(?=\s|$)/.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  let year = first;
  if (match[2]) {
    const second =
      match[2].length === 2 ? Math.floor(first / 100) * 100 + Number(match[2]) : Number(match[2]);
    // "2015 16" is the season 2015-16; anything else is not a season's two years.
    if (second !== first + 1 && !(match[2].length === 2 && second === first + 1 - 100)) return null;
    year = first + 1;
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  return { year, rest: rest.replace(/\s+/g, " ").trim() };
}

/** Which end of a board a question asks for: the most or highest, the lowest or fewest, or the best. */
export type LeaderEnd = "high" | "low" | "best";

const LEADER_HEAD =
  /^(most|highest|best|top|lowest|fewest|leader in|leaders in|leading|league leader in|led the league in)\s+(.+)$/;
const LEADER_TAIL = /^(.+?)\s+(?:leader|leaders|champion|title|king)$/;

/** A leader question without its year: the statistic's words and whether it asks for careers. */
function leaderOf(text: string): { stat: string; scope: "season" | "career" | null; end: LeaderEnd } | null {
  let words = text
    .replace(/^(?:who\s+(?:has|had|hit|scored|threw|led|leads|holds)\s+)?(?:the\s+)?/, "")
    .replace(
      /\s+(?:ever|of all time|all time|in history|in nba history|in mlb history|in nhl history|in nfl history)$/,
      "",
    );
  let scope: "season" | "career" | null = null;
  const single = /\s+(?:in|for)\s+(?:a|one)\s+(?:single\s+)?season$|^single season\s+/;
  if (single.test(words)) {
    scope = "season";
    words = words.replace(single, " ").trim();
  }
  if (/\bcareer\b/.test(words)) {
    scope = "career";
    words = words.replace(/\s*\bcareer\b\s*/, " ").trim();
  }
  const head = LEADER_HEAD.exec(words);
  const tail = head ? null : LEADER_TAIL.exec(words);
  const phrase = head ? head[2] : tail?.[1];
  if (!phrase) return null;
  const word = head?.[1];
  const end: LeaderEnd =
    word === "most" || word === "highest" ? "high" : word === "lowest" || word === "fewest" ? "low" : "best";
  const stat = phrase
    .replace(/^(?:the\s+)?/, "")
    .replace(/\s+(?:in|of)$/, "")
    .trim();
  return stat ? { stat, scope, end } : null;
}

/** What kind of question a search text is, or null when it is an ordinary search. */
export function parseQuestion(query: string): Question | null {
  const text = foldText(query).replace(LEADING, "").trim();
  if (!text) return null;

  const dated = takeYear(text);
  const leader = leaderOf(dated ? dated.rest : text);
  if (leader) {
    const { stat, end } = leader;
    if (dated) return { kind: "leader", stat, year: dated.year, scope: "season", end };
    return { kind: "leader", stat, year: null, scope: leader.scope ?? "career", end };
  }

  const versus = VERSUS.exec(text.replace(TRAILING, ""));
  if (versus && !dated) {
    const [a, b] = [versus[1].trim(), versus[2].trim()];
    if (a && b && a !== b) return { kind: "versus", a, b };
  }

  if (dated && dated.rest) return { kind: "year", text: dated.rest, year: dated.year };
  return null;
}

// Other words fans use for a statistic, by league (folded, singular).
const SYNONYMS: Partial<Record<LeagueKey, Record<string, string>>> = {
  mlb: {
    homer: "hr",
    "home run": "hr",
    hr: "hr",
    "stolen base": "sb",
    steal: "sb",
    rbi: "rbi",
    strikeout: "so_p",
    k: "so_p",
    win: "w",
    save: "sv",
    shutout: "sho",
    "batting average": "avg",
    average: "avg",
    era: "era",
    walk: "bb",
    double: "doubles",
    triple: "triples",
    hit: "h",
    run: "r",
  },
  nba: {
    point: "pts",
    rebound: "trb",
    assist: "ast",
    steal: "stl",
    block: "blk",
    "three pointer": "x3p",
    "3 pointer": "x3p",
    three: "x3p",
    ppg: "ppg",
    "points per game": "ppg",
    scoring: "pts",
  },
  nhl: { goal: "goals", point: "points", assist: "assists", shutout: "shutouts", win: "wins_g", pim: "pim" },
  nfl: {
    "passing yard": "pass_yds",
    "rushing yard": "rush_yds",
    "receiving yard": "rec_yds",
    "touchdown pass": "pass_td",
    "passing touchdown": "pass_td",
    "rushing touchdown": "rush_td",
    "receiving touchdown": "rec_td",
    reception: "rec",
    catch: "rec",
    sack: "def_sacks",
    interception: "def_int",
    tackle: "tackles",
  },
};

const singular = (words: string) =>
  words
    .split(" ")
    .map((w) =>
      w.length > 3 && w.endsWith("ies")
        ? `${w.slice(0, -3)}y`
        : w.length > 2 && w.endsWith("s") && !w.endsWith("ss")
          ? w.slice(0, -1)
          : w,
    )
    .join(" ");

/**
 * The ranked statistics a question's words name, one per league at most, in the order of
 * `leagues`: a synonym first ("homers", "strikeouts" for pitchers), else a label or an
 * abbreviation of a ranked statistic.
 */
export function statisticsNamed(words: string, leagues: readonly LeagueKey[]): RegisteredStatistic[] {
  const wanted = singular(foldText(words));
  if (!wanted) return [];
  const found: RegisteredStatistic[] = [];
  for (const league of leagues) {
    const ranked = STATISTICS.filter((s) => s.league === league && "board" in s && s.board);
    const key = SYNONYMS[league]?.[wanted];
    const stat =
      ranked.find((s) => s.key === key) ??
      ranked.find((s) => singular(foldText(s.label)) === wanted) ??
      ranked.find((s) => foldText(s.abbr) === wanted && !("seasonOnly" in s && s.seasonOnly));
    if (stat) found.push(stat);
  }
  return found;
}

/**
 * What fans call each league's title, as a question names it (folded), and how the answer names
 * it. A football title is played in the calendar year after its season's start, a basketball or
 * hockey title at the end of a season that crossed New Year, a baseball title in its season's year.
 */
const TITLES: Record<LeagueKey, { words: readonly string[]; name: string }> = {
  nfl: { words: ["super bowl", "nfl championship", "nfl title"], name: "Super Bowl" },
  nba: { words: ["nba finals", "finals", "nba championship", "nba title"], name: "NBA Finals" },
  mlb: { words: ["world series", "fall classic"], name: "World Series" },
  nhl: { words: ["stanley cup", "stanley cup final", "stanley cup finals"], name: "Stanley Cup" },
  cfb: {
    words: ["national championship", "national title", "college football playoff", "cfp", "bcs championship"],
    name: "national championship",
  },
  cbb: {
    words: ["ncaa tournament", "ncaa championship", "final four", "march madness", "national championship"],
    name: "NCAA Tournament",
  },
  cbs: {
    words: ["college world series", "mens college world series", "cws", "national championship"],
    name: "College World Series",
  },
  chk: {
    words: ["frozen four", "ncaa tournament", "ncaa championship", "national championship"],
    name: "NCAA Tournament",
  },
};

export interface TitleSeason {
  league: LeagueKey;
  /** The season's slug: the league's key and its label ("nba-1995-96"). */
  slug: string;
  startYear: number;
  /** "the 1996 NBA Finals", "the Super Bowl of the 2006 season". */
  titleName: string;
}

/**
 * The season whose title a question's words name ("world series" in 1986), among `leagues` in
 * their order, or null. `sportOf` gives a league's sport.
 */
export function titleSeason(
  words: string,
  year: number,
  leagues: readonly { key: LeagueKey; sport: string }[],
): TitleSeason | null {
  const text = foldText(words);
  const league = leagues.find((l) => TITLES[l.key].words.includes(text));
  if (!league) return null;
  const football = league.sport === "football";
  const startYear = football || crossesNewYear(league.sport) ? year - 1 : year;
  const name = TITLES[league.key].name;
  return {
    league: league.key,
    slug: `${league.key}-${seasonLabel(league.sport, startYear)}`,
    startYear,
    titleName: football ? `the ${name} of the ${startYear} season` : `the ${year} ${name}`,
  };
}
