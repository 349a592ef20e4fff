/**
 * Typed reader of cfb-coaches-by-season-sportsref-65-programs (Sports-Reference CFB school pages,
 * 1869-2017, 65 programs): `team` is Sports-Reference's school slug ("alabama", "miami-fl"), `year`
 * the season, `coaches_text` the season's coaches with their W-L(-T) ("Nick Saban (6-0)",
 * "Mike Price (0-0), Mike Shula (4-9)"; empty where the page names none). The 2017 rows are
 * partial (scraped during that season).
 */
import { filled, int, text, typedFile, type Typed } from "./typed";

export const cfbCoachSeasons = typedFile(
  "cfb-coaches-by-season-sportsref-65-programs",
  "sportsref-coaches.csv",
  {
    team: filled,
    year: int,
    coaches_text: text,
  },
);
export type CfbCoachSeason = Typed<typeof cfbCoachSeasons.schema.shape>;
