/**
 * "Cite this page": a data page names its title through its route handle (`citeAs`), and the
 * shell renders the citation (title, canonical URL, date of the data build, sources) under it.
 */
import { findLeague } from "@domain/leagues";
import { ATTRIBUTIONS } from "./attributions";

export interface CitationHandle {
  citation: (data: unknown) => string | null;
}

/** The route handle of a data page: its citation title from its loader data (null: no citation, e.g. a not-found state). */
export function citeAs<T>(title: (data: T) => string | null): CitationHandle {
  return { citation: (data) => (data ? title(data as T) : null) };
}

export function isCitationHandle(handle: unknown): handle is CitationHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as { citation?: unknown }).citation === "function"
  );
}

/** The open datasets a site's pages derive from (the registry's sources of its league; every one on the hub), by name. */
export function citationSources(siteKey: string): string[] {
  const sources: readonly string[] = findLeague(siteKey)?.sources ?? [];
  const used = siteKey === "hub" ? ATTRIBUTIONS : ATTRIBUTIONS.filter((a) => sources.includes(a.id));
  return [...used.map((a) => a.name), "curated facts of this site"];
}

export interface Citation {
  title: string;
  site: string;
  url: string;
  built: string | null;
  sources: string[];
}

/** The copyable text: `"Title." Site. URL. Data build 2026-11-21. Sources: A; B.` */
export function citationText(c: Citation): string {
  const built = c.built ? ` Data build ${c.built}.` : "";
  return `"${c.title}." ${c.site}. ${c.url}.${built} Sources: ${c.sources.join("; ")}.`;
}
