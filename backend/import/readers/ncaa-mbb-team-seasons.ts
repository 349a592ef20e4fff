/**
 * Typed reader of ncaa-mbb-team-seasons-sportsref (Sports-Reference CBB school pages, 1892-93 to
 * 2016-17): `school` is the site's slug ("north-carolina"), `season` "1938-39" (some "1949-50-nm"),
 * read as its start year (the `year` column is an R float, "2e3" for 2000, so it is not read),
 * `coaches` the season's coaches with their W-L ("Jeff Reynolds (11-10), Dave Pilipovich (2-6)",
 * or "No coach" / "Unknown").
 */
import { filled, text, typedFile, type Typed } from "./typed";

export const ncaaMbbTeamSeasons = typedFile("ncaa-mbb-team-seasons-sportsref", "ncaa-team-data.csv", {
  school: filled,
  season: text.regex(/^\d{4}-\d{2}(-nm)?$/, "not a season").transform((v) => Number(v.slice(0, 4))),
  coaches: text,
});
export type NcaaMbbTeamSeason = Typed<typeof ncaaMbbTeamSeasons.schema.shape>;
