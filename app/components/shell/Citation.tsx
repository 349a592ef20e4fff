import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";
import { citationText, isCitationHandle, type Citation as CitationData } from "~/lib/citation";
import { Container } from "~/components/ui/primitives";
import * as s from "./citation.css";

/**
 * The citation of the current data page (the deepest route whose handle names one): in a
 * <details> with the text in a <pre>, so it can be read and selected without JavaScript; with
 * JavaScript a button copies it.
 */
export function Citation({
  siteName,
  sources,
  origin,
  built,
}: {
  siteName: string;
  /** The site's open datasets (`citationSources`, resolved by the root loader: the registries stay out of the browser). */
  sources: string[];
  origin: string;
  built: string | null;
}) {
  const matches = useMatches();
  const location = useLocation();
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  const leaf = [...matches].reverse().find((m) => isCitationHandle(m.handle));
  const title = leaf && isCitationHandle(leaf.handle) ? leaf.handle.citation(leaf.data) : null;
  if (!title) return null;
  const citation: CitationData = {
    title,
    site: siteName,
    url: `${origin}${location.pathname}${location.search}`,
    built,
    sources,
  };
  const text = citationText(citation);
  return (
    <Container>
      <details className={s.citation} data-citation>
        <summary>Cite this page</summary>
        {/* One text node: a page's own title stays the only element reading exactly that title. */}
        <p
          className={s.line}
        >{`${title}, ${siteName}${built ? `, data build ${built}` : ""}. Sources: ${citation.sources.join("; ")}.`}</p>
        <pre className={s.block} aria-label="Citation">
          {text}
        </pre>
        {canCopy ? (
          <button
            type="button"
            className={s.copy}
            onClick={() => {
              void navigator.clipboard.writeText(text).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy citation"}
          </button>
        ) : null}
      </details>
    </Container>
  );
}
