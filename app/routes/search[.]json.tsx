import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE_HISTORY, CACHE_NONE } from "~/lib/http-cache";
import {
  answerSuggestion,
  parseSearchView,
  pickSuggestions,
  SUGGESTION_LIMIT,
  type Suggestion,
} from "~/lib/search";
import { answerQuestion } from "~/lib/search-answer.server";

export interface SuggestionsBody {
  q: string;
  suggestions: Suggestion[];
}

/**
 * /search.json?q=: the header search box's suggestions (at most SUGGESTION_LIMIT), from the same
 * API call as /search, a question's direct answer first. Any text answers 200; a failing backend answers an empty list (503), and
 * the box still submits to /search.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { q } = parseSearchView(new URL(request.url).searchParams);
  const json = (body: SuggestionsBody, status: number, cache: string) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cache, Vary: "Host" },
    });
  if (!q) return json({ q, suggestions: [] }, 200, CACHE_HISTORY);
  try {
    const [answer, direct] = await Promise.all([
      context.api.search({ q, page_size: SUGGESTION_LIMIT }),
      answerQuestion(context.api, context.site, q).catch(() => null),
    ]);
    // A question's direct answer is the first suggestion.
    const suggestions = direct
      ? [answerSuggestion(direct), ...pickSuggestions(answer.groups, SUGGESTION_LIMIT - 1)]
      : pickSuggestions(answer.groups, SUGGESTION_LIMIT);
    return json({ q, suggestions }, 200, CACHE_HISTORY);
  } catch (error) {
    console.error("[search.json]", error);
    return json({ q, suggestions: [] }, 503, CACHE_NONE);
  }
}
