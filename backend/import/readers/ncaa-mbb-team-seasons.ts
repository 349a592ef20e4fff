/**
 * Typed reader of ncaa-mbb-team-seasons-sportsref (Sports-Reference CBB school pages, 1892-93 to
 * 2016-17): `school` is the site's slug ("north-carolina"), `season` "1938-39" (some "1949-50-nm",
 * a season the school was not a major program), read as its start year and whether it was major
 * (the `year` column is an R float, "2e3" for 2000, so it is not read), `w` and `l` the season's
 * wins and losses as R floats ("12.0"), `ncaa_result` the NCAA tournament result ("Lost Regional
 * Semifinal", "NA" when the team was not in it), `coaches` the season's coaches with their W-L
 * ("Jeff Reynolds (11-10), Dave Pilipovich (2-6)", or "No coach" / "Unknown" / "None").
 */
import { filled, text, typedFile, type Typed } from "./typed";

/** A whole count written as an R float ("12.0"). */
const floatCount = text.regex(/^\d+(\.0+)?$/, "not a whole number").transform(Number);

export const ncaaMbbTeamSeasons = typedFile("ncaa-mbb-team-seasons-sportsref", "ncaa-team-data.csv", {
  school: filled,
  season: text
    .regex(/^\d{4}-\d{2}(-nm)?$/, "not a season")
    .transform((v) => ({ start: Number(v.slice(0, 4)), major: !v.endsWith("-nm") })),
  w: floatCount,
  l: floatCount,
  ncaa_result: filled,
  coaches: text,
});
export type NcaaMbbTeamSeason = Typed<typeof ncaaMbbTeamSeasons.schema.shape>;
