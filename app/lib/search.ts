/**
 * The site search's page logic, pure: reading /search's URL (any input is a valid view, never a
 * 400), where each result links, the facts that tell namesakes apart, and which results the
 * header's suggestion list shows.
 */
import { z } from "zod";
import type { SearchGroup, SearchResult } from "@domain/contract/types";
import { crossesNewYear, seasonLabel } from "@domain/season";
import { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind } from "@domain/search";
import type { SearchAnswer } from "./search-questions";
import {
  lazyShape,
  param,
  parseSearchParams,
  type Param,
  type ParamShape,
  type ParamValues,
} from "./route-kit";

/** Results per kind on /search, each kind paged on its own (`players_page=2`). */
export const GROUP_PAGE_SIZE = 10;
/** Suggestions under the header's search box. */
export const SUGGESTION_LIMIT = 8;
/** Wait after the last keystroke before asking for suggestions. */
export const SUGGESTION_DEBOUNCE_MS = 120;
/** Shortest text that asks for suggestions (one letter matches only one-letter words). */
export const SUGGESTION_MIN_LENGTH = 2;

export const KIND_LABELS: Record<SearchKind, { plural: string; singular: string; noun: string }> = {
  teams: { plural: "Teams", singular: "Team", noun: "teams" },
  players: { plural: "Players", singular: "Player", noun: "players" },
  coaches: { plural: "Coaches", singular: "Coach", noun: "coaches" },
  championships: { plural: "Championships", singular: "Championship", noun: "championships" },
  seasons: { plural: "Seasons", singular: "Season", noun: "seasons" },
};

/** The page parameter of one kind's list on /search. */
export function pageParamOf(kind: SearchKind): `${SearchKind}_page` {
  return `${kind}_page`;
}

/** /search's parameters (route kit shape): `q` and one page per kind. */
export const SEARCH_PARAMS = /* @__PURE__ */ lazyShape(
  () =>
    ({
      // Free text, whitespace collapsed, cut (not refused) at SEARCH_MAX_LENGTH: any text is a query.
      q: z
        .preprocess((v) => (typeof v === "string" ? v : ""), z.string())
        .transform((v) => v.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH).trim())
        .catch("") as Param<string>,
      ...(Object.fromEntries(SEARCH_KINDS.map((kind) => [pageParamOf(kind), param.page()])) as Record<
        `${SearchKind}_page`,
        Param<number>
      >),
    }) satisfies ParamShape,
);

export interface SearchView {
  q: string;
  pages: Record<SearchKind, number>;
}

/** The view of parsed parameters (every odd value has already fallen back to its default). */
export function searchViewOf(values: ParamValues<ReturnType<typeof SEARCH_PARAMS>>): SearchView {
  return {
    q: values.q,
    pages: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, values[pageParamOf(kind)]])) as Record<
      SearchKind,
      number
    >,
  };
}

/** Reads /search's (or /search.json's) query string; never fails. */
export function parseSearchView(params: URLSearchParams): SearchView {
  return searchViewOf(parseSearchParams(params, SEARCH_PARAMS()).values);
}

/** The /search URL of a query. */
export function searchHref(q: string): string {
  const text = q.trim();
  return text ? `/search?${new URLSearchParams({ q: text })}` : "/search";
}

const PATHS: Record<SearchKind, string> = {
  teams: "/teams",
  players: "/players",
  coaches: "/coaches",
  championships: "/championships",
  seasons: "/seasons",
};

/** The page of a result. */
export function resultHref(result: Pick<SearchResult, "kind" | "slug">): string {
  return `${PATHS[result.kind]}/${encodeURIComponent(result.slug)}`;
}

/**
 * "1972–1994", "1901–present", "since 2018": the years a result was active, where known. A person of
 * a sport whose seasons cross New Year is named by seasons, as his page names them ("2019-20 to
 * 2024-25"), so that a suggestion and its page agree.
 */
export function yearsLabel(
  result: Pick<SearchResult, "kind" | "first_year" | "last_year"> & {
    sport?: { slug: string | null } | null;
  },
): string | null {
  const { kind, first_year: first, last_year: last } = result;
  if (kind === "seasons") return null;
  const person = kind === "players" || kind === "coaches";
  const bySeason = person && crossesNewYear(result.sport?.slug);
  const label = (year: number) => (bySeason ? seasonLabel(result.sport?.slug, year) : String(year));
  if (first === null) return last !== null ? `until ${label(last)}` : null;
  if (last !== null) {
    if (last === first) return label(first);
    return bySeason ? `${label(first)} to ${label(last)}` : `${first}–${last}`;
  }
  // An open end means still going for teams, championships and coaches with an open stint; for a
  // player it only means no source says when the career ended.
  if (kind === "teams" || kind === "championships") return `${first}–present`;
  if (kind === "players") return `debut ${label(first)}`;
  return `since ${label(first)}`;
}

/** The sport (and level, for college) of a result: "Hockey", "College Basketball". */
export function sportLabel(result: Pick<SearchResult, "sport" | "level">): string | null {
  if (!result.sport) return null;
  const college = result.level?.slug?.startsWith("ncaa") ?? false;
  return college ? `College ${result.sport.name}` : result.sport.name;
}

/** The facts that tell namesakes apart, in reading order (sport, detail, team, years). */
export function resultFacts(result: SearchResult): string[] {
  const facts: (string | null)[] = [sportLabel(result)];
  if (result.kind === "players" || result.kind === "coaches") facts.push(result.detail);
  if (result.team) facts.push(result.kind === "seasons" ? `Champion: ${result.team.name}` : result.team.name);
  facts.push(yearsLabel(result));
  return facts.filter((f): f is string => !!f);
}

/** "Formerly Quebec Nordiques (1972–1994)" / "Also known as Habs": why a result matched. */
export function matchedNameLabel(result: SearchResult): string | null {
  const m = result.matched_name;
  if (!m) return null;
  if (m.first_year === null && m.last_year === null) return `Also known as ${m.name}`;
  const years =
    m.first_year !== null && m.last_year !== null
      ? ` (${m.first_year}–${m.last_year})`
      : m.first_year !== null
        ? ` (from ${m.first_year})`
        : ` (until ${m.last_year})`;
  return `Formerly ${m.name}${years}`;
}

export interface Suggestion {
  id: string;
  /** A kind of result, or a question's direct answer. */
  kind: SearchKind | "answer";
  name: string;
  href: string;
  facts: string;
}

const TIER_ORDER: Record<SearchResult["match"], number> = { exact: 0, prefix: 1, word: 2, text: 3 };

/**
 * Up to `limit` suggestions from the grouped answer: closest matches first (exact, prefix, word,
 * other text), kinds in their fixed order within a tier, each kind's own ranking kept.
 */
export function pickSuggestions(groups: SearchGroup[], limit = SUGGESTION_LIMIT): Suggestion[] {
  const all = groups.flatMap((g) =>
    g.results.map((result, rank) => ({ result, rank, kind: SEARCH_KINDS.indexOf(g.kind) })),
  );
  all.sort(
    (a, b) => TIER_ORDER[a.result.match] - TIER_ORDER[b.result.match] || a.kind - b.kind || a.rank - b.rank,
  );
  return all.slice(0, limit).map(({ result }) => ({
    id: `${result.kind}:${result.id}`,
    kind: result.kind,
    name: result.name,
    href: resultHref(result),
    facts: [KIND_LABELS[result.kind].singular, ...resultFacts(result)].join(" · "),
  }));
}

/** A question's direct answer as the first suggestion. */
export function answerSuggestion(answer: SearchAnswer): Suggestion {
  return {
    id: `answer:${answer.href}`,
    kind: "answer",
    name: answer.title,
    href: answer.href,
    facts: ["Answer", ...answer.facts].join(" · "),
  };
}

/** Hints under 'No results': what to try instead. */
export function noResultHints(q: string): string[] {
  const hints = [
    "Check the spelling, or type fewer letters: a search finds names by the start of each word.",
  ];
  if (q.trim().split(/\s+/).length > 1)
    hints.push("Try fewer words, for example only a last name or a team's nickname.");
  hints.push(
    "Search a team by its city, its abbreviation or a former name (Quebec Nordiques), a player or coach by name.",
  );
  return hints;
}
