/**
 * The college hockey crosswalk: USCHO team slugs are the programs' stable keys (uscho_teams.csv and
 * the USCHO game files); College Hockey News names its teams without ids, so each CHN name of a
 * Division I program is listed here with its USCHO slug. Every entry was checked against the
 * 2018-19 season both sources hold (games matched by date, both teams and score) or, for names of
 * the past, against the seasons the name is used in CHN and the program's USCHO history. A CHN name
 * not listed is an opponent outside Division I (or a former programme USCHO does not hold, such as
 * Kent State or Illinois-Chicago): it keeps its own name and gets no page.
 */

/** CHN team name -> USCHO slug (the canonical one, after ALIAS_SLUGS). */
export const CHN_NAMES: Readonly<Record<string, string>> = {
  "Air Force": "air-force",
  "Alabama-Huntsville": "alabama-huntsville",
  // The University of Alaska Fairbanks, "Alaska" in CHN from 2006-07.
  "Alaska-Fairbanks": "alaska",
  Alaska: "alaska",
  "Alaska-Anchorage": "alaska-anchorage",
  "American Int'l": "american-international",
  "Arizona State": "arizona-state",
  Army: "army",
  "Bemidji State": "bemidji-state",
  Bentley: "bentley",
  "Boston College": "boston-college",
  "Boston University": "boston-university",
  "Bowling Green": "bowling-green",
  Brown: "brown",
  Canisius: "canisius",
  Clarkson: "clarkson",
  Colgate: "colgate",
  "Colorado College": "colorado-college",
  Connecticut: "connecticut",
  Cornell: "cornell",
  Dartmouth: "dartmouth",
  Denver: "denver",
  Fairfield: "fairfield",
  "Ferris State": "ferris-state",
  Findlay: "findlay",
  Harvard: "harvard",
  "Holy Cross": "holy-cross",
  Iona: "iona",
  "Lake Superior": "lake-superior",
  Maine: "maine",
  // Massachusetts Agricultural College, UMass's name to 1931.
  "Mass. Agricultural": "massachusetts",
  Massachusetts: "massachusetts",
  Mercyhurst: "mercyhurst",
  Merrimack: "merrimack",
  Miami: "miami",
  Michigan: "michigan",
  "Michigan State": "michigan-state",
  "Michigan Tech": "michigan-tech",
  Minnesota: "minnesota",
  "Minnesota-Duluth": "minnesota-duluth",
  // Mankato State took the name Minnesota State, Mankato in 1998: the same school.
  "Mankato State": "minnesota-state",
  "MSU-Mankato": "minnesota-state",
  "Minnesota State": "minnesota-state",
  "Nebraska-Omaha": "nebraska-omaha",
  "New Hampshire": "new-hampshire",
  Niagara: "niagara",
  "North Dakota": "north-dakota",
  Northeastern: "northeastern",
  "Northern Michigan": "northern-michigan",
  "Notre Dame": "notre-dame",
  "Ohio State": "ohio-state",
  "Penn State": "penn-state",
  Princeton: "princeton",
  Providence: "providence",
  Quinnipiac: "quinnipiac",
  RPI: "rensselaer",
  Rensselaer: "rensselaer",
  RIT: "rit",
  "Robert Morris": "robert-morris",
  "Sacred Heart": "sacred-heart",
  "St. Cloud State": "st-cloud-state",
  "St. Lawrence": "st-lawrence",
  "St. Thomas": "st-thomas",
  // The University of Lowell (to 1991), then UMass Lowell.
  Lowell: "umass-lowell",
  "Mass.-Lowell": "umass-lowell",
  Union: "union",
  Vermont: "vermont",
  "Wayne State": "wayne-state",
  "Western Michigan": "western-michigan",
  Wisconsin: "wisconsin",
  Yale: "yale",
};

/**
 * USCHO's alias slugs (SOURCES.md caveat 6): the same programme's history under a second slug,
 * merged into the slug the game files use.
 */
export const ALIAS_SLUGS: Readonly<Record<string, string>> = {
  omaha: "nebraska-omaha",
  "mankato-state": "minnesota-state",
  "quinnipiac-college": "quinnipiac",
};

/** The canonical USCHO slug of a slug (an alias merged). */
export function canonicalSlug(slug: string): string {
  return ALIAS_SLUGS[slug] ?? slug;
}

/**
 * School names of the Division I programs the curated teams file (backend/data/teams/chk.csv)
 * lacks, as USCHO's game files name them today (the defunct ones as CHN does).
 */
export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  "air-force": "Air Force",
  "alabama-huntsville": "Alabama Huntsville",
  alaska: "Alaska",
  "alaska-anchorage": "Alaska Anchorage",
  "american-international": "American International",
  "arizona-state": "Arizona State",
  army: "Army",
  augustana: "Augustana",
  "bemidji-state": "Bemidji State",
  bentley: "Bentley",
  canisius: "Canisius",
  connecticut: "Connecticut",
  fairfield: "Fairfield",
  findlay: "Findlay",
  "holy-cross": "Holy Cross",
  iona: "Iona",
  lindenwood: "Lindenwood",
  liu: "LIU",
  mercyhurst: "Mercyhurst",
  merrimack: "Merrimack",
  "nebraska-omaha": "Omaha",
  niagara: "Niagara",
  northeastern: "Northeastern",
  "ohio-state": "Ohio State",
  "penn-state": "Penn State",
  princeton: "Princeton",
  rit: "RIT",
  "robert-morris": "Robert Morris",
  "sacred-heart": "Sacred Heart",
  "st-thomas": "St. Thomas",
  stonehill: "Stonehill",
  "umass-lowell": "UMass Lowell",
  vermont: "Vermont",
  "wayne-state": "Wayne State",
};

/** A CHN game block heading's neutral venue: "NCAA Tournament (at KeyBank Center, Buffalo, N.Y.)". */
export function chnVenue(heading: string): string | null {
  const m = /\(at (.+)\)\s*$/.exec(heading);
  return m ? m[1].trim() : null;
}

/** CHN's overtime marker ("ot", "2ot") in our words ("OT", "2OT"); USCHO's ("OT", "2 OT"); "0 OT" and blank: none. */
export function overtimeMarker(raw: string): string | null {
  const m = /^(\d*)\s*ot$/i.exec(raw.trim());
  if (!m) return null;
  const n = m[1] === "" ? 1 : Number(m[1]);
  if (n === 0) return null;
  return n === 1 ? "OT" : `${n}OT`;
}

/**
 * Whether a CHN block heading is a conference's regular-season block (the conference's name alone,
 * not its tournament, a non-conference or exhibition block, an in-season tournament "(at ...)" or
 * the NCAA tournament).
 */
export function chnConferenceBlock(heading: string): boolean {
  return (
    heading !== "" &&
    !/tournament|non-conf|exhibition|\(at |playoff|invitational|classic|cup\b/i.test(heading)
  );
}

/** Whether a USCHO row is a conference's regular-season game (a conference code, not a tournament). */
export function uschoConferenceGame(code: string, notes: string): boolean {
  return code !== "" && code !== "NC" && code !== "EX" && !/tournament|playoff/i.test(notes);
}

/** The NCAA (Division I) tournament: CHN "NCAA Tournament ...", USCHO "NCAA Tournament" or "NCAA West Regional" (not "NCAA3"). */
export function isNcaaTournament(label: string): boolean {
  return /^NCAA( Tournament\b| \w+ Regional\b)/.test(label);
}

/** A USCHO team name without a tournament seed: "(3) Quinnipiac" -> "Quinnipiac". */
export function unseeded(name: string): string {
  return name.replace(/^\(\d+\)\s*/, "").trim();
}

/**
 * NCAA statistics school ids (ncaa-hockey-stats-2002-2018, stable across seasons) of the Division I
 * programs -> USCHO slug; each checked against the names the files give the id ("Minn. Duluth",
 * "Rochester Inst.", "Union (NY)", "Wayne St. (MI)") and the school's D-I seasons.
 */
export const NCAA_SCHOOL_IDS: Readonly<Record<string, string>> = {
  "721": "air-force",
  "10": "alabama-huntsville",
  "11": "alaska-anchorage",
  "12": "alaska",
  "22": "american-international",
  "725": "army",
  "54": "bemidji-state",
  "56": "bentley",
  "67": "boston-college",
  "68": "boston-university",
  "71": "bowling-green",
  "80": "brown",
  "116": "canisius",
  "146": "clarkson",
  "153": "colgate",
  "154": "colorado-college",
  "164": "connecticut",
  "167": "cornell",
  "172": "dartmouth",
  "183": "denver",
  "220": "fairfield",
  "224": "ferris-state",
  "1079": "findlay",
  "275": "harvard",
  "285": "holy-cross",
  "310": "iona",
  "345": "lake-superior",
  "380": "maine",
  "368": "umass-lowell",
  "400": "massachusetts",
  "408": "mercyhurst",
  "410": "merrimack",
  "414": "miami",
  "418": "michigan",
  "416": "michigan-state",
  "417": "michigan-tech",
  "427": "minnesota-duluth",
  "383": "minnesota-state",
  "428": "minnesota",
  "464": "nebraska-omaha",
  "469": "new-hampshire",
  "482": "niagara",
  "494": "north-dakota",
  "500": "northeastern",
  "506": "northern-michigan",
  "513": "notre-dame",
  "518": "ohio-state",
  "539": "penn-state",
  "554": "princeton",
  "556": "providence",
  "562": "quinnipiac",
  "570": "rensselaer",
  "579": "robert-morris",
  "580": "rit",
  "590": "sacred-heart",
  "598": "st-cloud-state",
  "607": "st-lawrence",
  "727": "union",
  "738": "vermont",
  "757": "wayne-state",
  "774": "western-michigan",
  "796": "wisconsin",
  "813": "yale",
};

/** An NCAA statistics name as first and last: "Gaudreau, Johnny" or (2012-13, 2013-14) "Thatcher Demko,". */
export function ncaaPlayerName(raw: string): { first: string; last: string } {
  const name = raw.trim();
  if (name.endsWith(",")) {
    const parts = name.slice(0, -1).trim().split(/\s+/);
    return { first: parts.slice(0, -1).join(" "), last: parts[parts.length - 1] ?? "" };
  }
  const comma = name.indexOf(",");
  if (comma < 0) {
    const parts = name.split(/\s+/);
    return { first: parts.slice(0, -1).join(" "), last: parts[parts.length - 1] ?? "" };
  }
  return { first: name.slice(comma + 1).trim(), last: name.slice(0, comma).trim() };
}
