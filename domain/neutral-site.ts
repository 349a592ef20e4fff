/**
 * Neutral sites (docs/rules.md#neutral-sites): a game neither club played at home reads "A vs B"
 * at its venue, without Away and Home. Decided once, when the database is built, and stored on
 * the game (`neutral_site`); every page reads the flag.
 */

export interface NeutralSiteInput {
  /** Sport and level slugs: football, basketball, baseball, hockey; professional, ncaa-division-i. */
  sport: string;
  level: string;
  season: number;
  /** regular, postseason, championship (the title game or final series), play-in, cup-final. */
  gameType: string | null;
  /** The source marks the game as played at a neutral site (location, `N`, a note "at ..."). */
  sourceSaysNeutral: boolean;
}

/**
 * Neutral when the source says so, or when the round is always played at a neutral site:
 *  - the Super Bowl (every NFL title game from the 1966 season on; earlier NFL title games were at
 *    a club's home field);
 *  - a college title game: the NCAA tournament final, the football national championship game,
 *    the College World Series and the Frozen Four;
 *  - the NBA Cup final (Las Vegas since the cup began in 2023-24).
 * Other playoff rounds are home games unless the source marks them (the NFL's 2024 wild-card game
 * moved to Glendale): NFL playoffs before the Super Bowl are at home fields, and early NCAA
 * tournament rounds were sometimes played on campus.
 */
export function isNeutralSite(g: NeutralSiteInput): boolean {
  if (g.sourceSaysNeutral) return true;
  if (g.gameType === "championship") {
    if (g.level !== "professional") return true;
    if (g.sport === "football" && g.season >= 1966) return true;
  }
  return g.gameType === "cup-final" && g.sport === "basketball" && g.level === "professional";
}

/** How a matchup reads: `Away at Home`, or `A vs B` at a neutral site. */
export function matchupText(away: string, home: string, neutral: boolean): string {
  return neutral ? `${away} vs ${home}` : `${away} at ${home}`;
}
