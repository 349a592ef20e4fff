import { ATTRIBUTIONS } from "~/lib/attributions";
import * as s from "./scores.css";

/** The datasets whose notice must be shown with their games (backend/data/attributions.json). */
const NOTICE_OF_SOURCE: Record<string, string> = {
  retrosheet: "retrosheet",
  fivethirtyeight: "fivethirtyeight-nba",
};

/** The licence statement of each source among these games' sources (Retrosheet's notice, ...). */
export function SourceNotes({ sources }: { sources: readonly (string | null | undefined)[] }) {
  const ids = [
    ...new Set(sources.flatMap((src) => (src ?? "").split("+")).map((src) => NOTICE_OF_SOURCE[src])),
  ].filter(Boolean);
  const notes = ATTRIBUTIONS.filter((a) => ids.includes(a.id));
  if (notes.length === 0) return null;
  return (
    <>
      {notes.map((a) => (
        <p key={a.id} className={s.sourceNote} data-testid={`notice-${a.id}`}>
          {a.statement}
        </p>
      ))}
    </>
  );
}
