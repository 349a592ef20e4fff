import { z } from "zod";
import { SEARCH_KINDS } from "@domain/search";

/** /search.json's answer, checked where the browser reads it. */
export const suggestionsBodySchema = z.object({
  q: z.string(),
  suggestions: z.array(
    z.object({
      id: z.string(),
      kind: z.enum([...SEARCH_KINDS, "answer"]),
      name: z.string(),
      href: z.string().startsWith("/"),
      facts: z.string(),
    }),
  ),
});
