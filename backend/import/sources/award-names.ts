/**
 * The awards the build stores, by league, with the name each is shown under and its slug (unique
 * across leagues, so `/awards/{slug}` names one award on every site). Only awards of a season are
 * listed: weekly and monthly honours, and the one-off "This Year in Baseball" fan polls, are not.
 * Names are the award's usual name; where a source spells an award by a short code (the Hockey
 * Databank's "Hart", Basketball-Reference's "nba mvp") the table below says what it is.
 */
import { slugify } from "../../../domain/slug";

export interface AwardName {
  key: string;
  name: string;
}

/** The slug starts with the league once (`nhl-first-all-star-team`, not `nhl-nhl-...`). */
const award = (league: string, name: string): AwardName => ({
  key: slugify(`${league} ${name.replace(new RegExp(`^${league} `, "i"), "")}`),
  name,
});

/** Lahman AwardsPlayers awardID -> the award (MLB players). */
export const MLB_PLAYER_AWARDS: ReadonlyMap<string, AwardName> = new Map(
  [
    "Most Valuable Player",
    "Cy Young Award",
    "Rookie of the Year",
    "World Series MVP",
    "ALCS MVP",
    "NLCS MVP",
    "All-Star Game MVP",
    "Gold Glove",
    "Platinum Glove",
    "Silver Slugger",
    "Comeback Player of the Year",
    "Hank Aaron Award",
    "Roberto Clemente Award",
    "Reliever of the Year Award",
    "Outstanding DH Award",
    "Triple Crown",
    "Pitching Triple Crown",
    "All-MLB Team - First Team",
    "All-MLB Team - Second Team",
    "Babe Ruth Award",
    "Lou Gehrig Memorial Award",
    "Hutch Award",
    "Branch Rickey Award",
  ].map((id) => [id, award("mlb", id)] as const),
);

/** Lahman AwardsSharePlayers awardID -> the AwardsPlayers awardID it is the vote of. */
export const MLB_VOTED: Readonly<Record<string, string>> = {
  MVP: "Most Valuable Player",
  "Cy Young": "Cy Young Award",
  "Rookie of the Year": "Rookie of the Year",
};

/** Lahman AwardsManagers awardID -> the award (MLB managers). */
export const MLB_MANAGER_AWARDS: ReadonlyMap<string, AwardName> = new Map(
  ["BBWAA Manager of the Year", "TSN Manager of the Year"].map((id) => [id, award("mlb", id)] as const),
);

/** Baseball Hall of Fame inductions (Lahman HallOfFame, inducted = Y). */
export const MLB_HALL_OF_FAME = award("mlb", "Hall of Fame");

/** Basketball-Reference award codes (`nba mvp`, `baa roy`) of the BAA and NBA. */
const NBA_CODES: Readonly<Record<string, string>> = {
  mvp: "Most Valuable Player",
  roy: "Rookie of the Year",
  dpoy: "Defensive Player of the Year",
  smoy: "Sixth Man of the Year",
  mip: "Most Improved Player",
  clutch_poy: "Clutch Player of the Year",
};

/** `nba mvp` -> NBA Most Valuable Player; ABA awards (and unknown codes) -> null. */
export function nbaShareAward(code: string): (AwardName & { league: string }) | null {
  const [lg, what] = code.split(" ");
  const name = NBA_CODES[what ?? ""];
  if (!name || (lg !== "nba" && lg !== "baa")) return null;
  return { ...award(lg, name), name: `${lg.toUpperCase()} ${name}`, league: lg.toUpperCase() };
}

const ORDINAL: Readonly<Record<string, string>> = { "1st": "First", "2nd": "Second", "3rd": "Third" };

/** End of Season Teams `All-NBA` + `1st` -> All-NBA First Team; ABA teams -> null. */
export function nbaTeamAward(type: string, number: string, lg: string): AwardName | null {
  if (lg !== "NBA" && lg !== "BAA") return null;
  const nth = ORDINAL[number];
  const label = type === "All-Defense" ? "All-Defensive" : type;
  if (!nth || !/^All-/.test(type)) return null;
  return award(lg, `${label} ${nth} Team`);
}

export const NBA_ALL_STAR = award("nba", "All-Star");

/** Hockey Databank award codes (NHL rows only) -> the trophy's name. */
const NHL_NAMES: Readonly<Record<string, string>> = {
  Hart: "Hart Memorial Trophy",
  Vezina: "Vezina Trophy",
  "Art Ross": "Art Ross Trophy",
  "Lady Byng": "Lady Byng Memorial Trophy",
  Calder: "Calder Memorial Trophy",
  Norris: "James Norris Memorial Trophy",
  Jennings: "William M. Jennings Trophy",
  "Conn Smythe": "Conn Smythe Trophy",
  Masterton: "Bill Masterton Memorial Trophy",
  Selke: "Frank J. Selke Trophy",
  Pearson: "Lester B. Pearson Award",
  Lindsay: "Ted Lindsay Award",
  "King Clancy": "King Clancy Memorial Trophy",
  "Plus-Minus": "NHL Plus-Minus Award",
  Richard: "Maurice 'Rocket' Richard Trophy",
  Foundation: "NHL Foundation Player Award",
  Messier: "Mark Messier Leadership Award",
  Crozier: "Roger Crozier Saving Grace Award",
  "First Team All-Star": "NHL First All-Star Team",
  "Second Team All-Star": "NHL Second All-Star Team",
  "All-Rookie": "NHL All-Rookie Team",
  "Jack Adams": "Jack Adams Award",
};

/** A Hockey Databank award code -> the award; codes not listed (WHA trophies) -> null. */
export function nhlAward(code: string, role: "player" | "coach"): AwardName | null {
  const name = NHL_NAMES[code];
  if (!name) return null;
  // The all-star teams name coaches too: keep the coaches' rows apart from the players'.
  return award("nhl", role === "coach" && /All-Star/.test(code) ? `${name} Coach` : name);
}
