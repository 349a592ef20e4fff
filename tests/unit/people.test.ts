import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import {
  ageFrom,
  cardAwards,
  cardSpecialties,
  careerEntries,
  ageOrBorn,
  coachExperience,
  coachLastSeason,
  displayAge,
  draftText,
  figuresThrough,
  coverageTitle,
  formatHeight,
  formatRecord,
  formatWinPct,
  matchesCoachFilters,
  matchesCoachSearch,
  matchesPlayerSearch,
  playerIcon,
  recordLabel,
  statusText,
  stintYears,
  teamName,
  yearsPro,
} from "~/lib/people";
import { toggleOpenHref } from "~/lib/search-params";

const person = (first: string, last: string) => ({
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
});
const team = {
  id: 1,
  slug: "edmonton-oilers",
  name: "Edmonton Oilers",
  city: "Edmonton",
  abbreviation: "EDM",
  sport_name: "Hockey",
};

describe("players search (full, first, last name, team name, city, position)", () => {
  const p = { person: person("Wayne", "Gretzky"), current_team: team, primary_position_name: "Center" };
  it.each(["wayne gretzky", "Wayne", "GRETZKY", "oilers", "edmonton", "center", "retz"])("matches %s", (q) =>
    expect(matchesPlayerSearch(p, q)).toBe(true),
  );
  it("does not match other text, and an empty query matches all", () => {
    expect(matchesPlayerSearch(p, "lemieux")).toBe(false);
    expect(matchesPlayerSearch(p, "  ")).toBe(true);
  });
  it("ignores accents", () =>
    expect(
      matchesPlayerSearch(
        { person: person("Nikola", "Jokić"), current_team: null, primary_position_name: null },
        "jokic",
      ),
    ).toBe(true));
});

describe("coaches search and filters", () => {
  const c = {
    person: person("Bill", "Parcells"),
    current_team: { ...team, name: "New York Giants", city: "New York", abbreviation: "NYG" },
    title: "Head Coach",
    position: "Head Coach",
    sport: { id: 1, name: "Football", slug: "football", abbreviation: "FB" },
  };
  it("matches full, first, last name, team name, city and position", () => {
    for (const q of ["bill parcells", "bill", "parcells", "giants", "new york", "head coach"])
      expect(matchesCoachSearch(c, q)).toBe(true);
    expect(matchesCoachSearch(c, "belichick")).toBe(false);
  });
  itCalls(
    "position contains the text, sport is the lower-cased name, team the exact abbreviation",
    (a: Parameters<typeof matchesCoachFilters>[1]) => matchesCoachFilters(c, a),
    [
      [{ position: "coach" }, true],
      [{ sport: "football" }, true],
      [{ sport: "hockey" }, false],
      [{ team: "NYG" }, true],
      [{ team: "NY" }, false],
    ],
  );
});

describe("formatting", () => {
  itGives("height from inches as feet and inches", formatHeight, [
    [78, `6' 6"`],
    [72, `6' 0"`],
    [null, null],
  ]);
  it("age in whole years on a date, none for the dead or implausibly old", () => {
    expect(ageFrom("1961-01-26", "2026-11-21")).toBe(65);
    expect(ageFrom("1961-11-22", "2026-11-21")).toBe(64);
    expect(ageFrom("1961-11-21", "2026-11-21")).toBe(65);
    expect(displayAge({ age: null, birth_date: "1941-08-22" }, "2026-11-21", 2025)).toBe(85);
    expect(
      displayAge({ age: null, birth_date: "1913-06-11", death_year: 1970 }, "2026-11-21", 2025),
    ).toBeNull();
    expect(displayAge({ age: null, birth_date: "1880-01-01" }, "2026-11-21", 2025)).toBeNull();
  });
  it("no age for anyone no source saw at work lately (they may have died since): the birth date instead", () => {
    // Bill Russell (d. 2022) and Willie Mays (d. 2024): their sources carry no death, their careers ended long ago.
    const russell = { age: 92, birth_date: "1934-02-12", death_year: null };
    expect(displayAge(russell, "2026-11-21", 1968)).toBeNull();
    expect(ageOrBorn(displayAge(russell, "2026-11-21", 1968), russell)).toBe("Born Feb 12, 1934");
    expect(ageOrBorn(null, { birth_date: "1895-02-06", death_year: 1948 })).toBe(
      "Born Feb 6, 1895, died 1948",
    );
    expect(displayAge({ age: 27, birth_date: "1999-02-28" }, "2026-11-21", 2025)).toBe(27);
    expect(displayAge({ age: null, birth_date: "1999-02-28" }, "2026-11-21", null)).toBeNull();
    expect(
      coachLastSeason(
        { record_to: 2010, coaching_history: [{ start_year: 1989, end_year: 1997 }] },
        "2026-11-21",
      ),
    ).toBe(2010);
    expect(coachLastSeason({ record_to: 2010, is_active: true }, "2026-11-21")).toBe(2026);
  });
  itGives("win % to one decimal from a fraction", formatWinPct, [
    [0.5693, "56.9%"],
    [1, "100.0%"],
    [null, null],
  ]);
  it("record with ties only above 0", () => {
    expect(formatRecord({ wins: 172, losses: 130, ties: 1 })).toBe("172-130-1");
    expect(formatRecord({ wins: 80, losses: 64, ties: 0 })).toBe("80-64");
    // Counts keep their separators: Jerry York's 1,123 college hockey wins.
    expect(formatRecord({ wins: 1123, losses: 682, ties: 128 })).toBe("1,123-682-128");
  });
  it("draft text 'Round R, Pick P (year)' or 'Undrafted'; nothing where the source has no draft data", () => {
    expect(draftText({ draft_year: 2003, draft_round: 1, draft_pick: 1 }, true)).toBe(
      "Round 1, Pick 1 (2003)",
    );
    expect(draftText({ draft_year: null, draft_round: null, draft_pick: null }, true)).toBe("Undrafted");
    expect(draftText({ draft_year: null, draft_round: null, draft_pick: null }, false)).toBeNull();
    expect(draftText({ draft_year: 2017, draft_round: null, draft_pick: 10 }, true)).toBe("Pick 10 (2017)");
  });
  it("years pro: the seasons played the source counts, labelled where it ends while the career may go on; else the current year minus the draft year for an active player", () => {
    const p = { draft_year: null, is_active: false, figures_through: null, rookie_season: null };
    // Michael Jordan: 15 seasons played between 1984-85 and 2002-03 (the span would say 19).
    expect(yearsPro({ ...p, years_pro: 15 }, 2026)).toBe("15");
    expect(
      yearsPro(
        { ...p, years_pro: 6, rookie_season: 2018, figures_through: 2023, sport: { slug: "baseball" } },
        2026,
      ),
    ).toBe("6 seasons in our data, 2018-2023");
    expect(
      yearsPro(
        { ...p, years_pro: 23, rookie_season: 2003, figures_through: 2025, sport: { slug: "basketball" } },
        2026,
      ),
    ).toBe("23 seasons in our data, 2003-04 to 2025-26");
    expect(yearsPro({ ...p, years_pro: null, draft_year: 2017, is_active: true }, 2026)).toBe("9");
    expect(yearsPro({ ...p, years_pro: null, draft_year: 2017 }, 2026)).toBeNull();
  });
  itCalls(
    "status: 'Active' only from a current source, else the last season the sources show, never 'Inactive'",
    statusText,
    [
      [true, 2026, "football", "Active"],
      [false, 2025, "basketball", "Last season in our data: 2025-26"],
      [false, 1999, "football", "Last season in our data: 1999"],
      [false, null, "football", "No current source"],
    ],
  );
  it("coach experience: the count for a whole career, else the seasons our data holds", () => {
    const c = {
      years_experience: 2,
      experience_is_career: false,
      experience_from: 1993,
      experience_to: 1999,
      sport: { slug: "football" },
    };
    // Bobby Bowden coached 44 seasons; our data holds his two title seasons.
    expect(coachExperience(c)).toBe("2 seasons in our data, 1993-1999");
    expect(
      coachExperience({
        ...c,
        years_experience: 38,
        experience_from: 1984,
        experience_to: 2021,
        sport: { slug: "basketball" },
      }),
    ).toBe("38 seasons in our data, 1984-85 to 2021-22");
    expect(coachExperience({ ...c, years_experience: 10, experience_is_career: true })).toBe("10");
    expect(coachExperience({ ...c, years_experience: null })).toBeNull();
  });
  it("no current team without a current source, and none for someone known to have died", () => {
    const team = {
      id: 1,
      name: "Chicago Bulls",
      slug: "chicago-bulls",
      city: "Chicago",
      abbreviation: "CHI",
      sport_name: null,
    };
    expect(teamName({ current_team: team })).toBe("Chicago Bulls");
    expect(teamName({ current_team: null })).toBeNull();
    expect(teamName({ current_team: team, person: { death_year: 2022 } })).toBeNull();
  });
  itCalls("says through which season the figures run", figuresThrough, [
    ["hockey", 2017, "Figures through the 2017-18 season"],
    ["baseball", 2023, "Figures through the 2023 season"],
    ["baseball", null, null],
  ]);
  it("a statistics table's title says what it covers: through the source's end only where the rows reach it", () => {
    // Hank Aaron's lines end in 1976: not "through 2024", which would read as current data.
    expect(coverageTitle("Batting", "baseball", [1954, 1960, 1976], 2024)).toBe("Batting, 1954-1976");
    expect(coverageTitle("Batting", "baseball", [2018, 2024], 2024)).toBe("Batting, through 2024");
    expect(coverageTitle("Pitching", "baseball", [1935], 2024)).toBe("Pitching, 1935");
    expect(coverageTitle("Season by season", "hockey", [1979, 1998], null)).toBe(
      "Season by season, 1979-80 to 1998-99",
    );
    expect(coverageTitle("Season by season", "hockey", [2005, 2017], 2017)).toBe(
      "Season by season, through 2017-18",
    );
    expect(coverageTitle("Season by season", "hockey", [], 2017)).toBe("Season by season");
  });
});

describe("cards", () => {
  it("awards: 2 then an ellipsis; specialties: at most 2", () => {
    expect(cardAwards(["a", "b", "c"])).toEqual({ shown: ["a", "b"], more: true });
    expect(cardAwards(["a"])).toEqual({ shown: ["a"], more: false });
    expect(cardSpecialties("Offense, Defense, Special Teams")).toEqual({
      shown: ["Offense", "Defense"],
      more: true,
    });
  });
  it("icon: more than 2 championships, an MVP, or more than 3 awards", () => {
    expect(playerIcon({ championships_won: 3, awards: [], career_stats: null })).toBe("trophy");
    expect(playerIcon({ championships_won: 2, awards: ["a", "b", "c"], career_stats: null })).toBe("user");
    expect(playerIcon({ championships_won: 0, awards: ["a", "b", "c", "d"], career_stats: null })).toBe(
      "trophy",
    );
  });
  it("'Show More Stats' lists at most 6 entries above 0", () => {
    const stats = {
      seasons_played: 20,
      games_played: 1487,
      points: 2857,
      goals: 894,
      assists: 1963,
      penalty_minutes: 577,
      mvp_awards: 9,
      rebounds: 0,
    } as Parameters<typeof careerEntries>[0];
    const entries = careerEntries(stats);
    expect(entries).toHaveLength(6);
    expect(entries[0]).toEqual({ label: "Seasons", value: "20" });
    expect(entries.some((e) => e.label === "Rebounds")).toBe(false);
  });
});

describe("coach records", () => {
  const sport = { id: 1, name: "Football", slug: "football", abbreviation: "FB" };
  it("calls a record a career record only where it is whole", () => {
    expect(recordLabel({ record_is_career: true, record_from: 1983, record_to: 2006, sport })).toBe(
      "Career Record",
    );
    expect(recordLabel({ record_is_career: false, record_from: 1999, record_to: 2025, sport })).toBe(
      "Record 1999 to 2025",
    );
    expect(
      recordLabel({
        record_is_career: false,
        record_from: 2017,
        record_to: 2017,
        sport: { ...sport, slug: "hockey" },
      }),
    ).toBe("Record 2017-18");
  });
  it("says 'since 1999' where the record starts with a source that began after the career", () => {
    const since = { record_is_career: false, record_from: 1999, record_to: 2016, sport };
    expect(recordLabel({ ...since, record_since: 1999 })).toBe("Record since 1999");
    // A career that began with the source (Andy Reid, 1999) keeps its seasons.
    expect(recordLabel({ ...since, record_since: null })).toBe("Record 1999 to 2016");
  });
  it("stint years with 'Present' for the current one", () => {
    expect(stintYears({ start_year: 1983, end_year: 1990, is_active: false })).toBe("1983 - 1990");
    expect(stintYears({ start_year: 2013, end_year: 2025, is_active: true })).toBe("2013 - Present");
  });
  it("a section open by default closes to ?open=none and reopens without a parameter", () => {
    expect(toggleOpenHref("", "career", "open", "career")).toBe("?open=none");
    expect(toggleOpenHref("?open=none", "career", "open", "career")).toBe("");
    expect(toggleOpenHref("", "history", "open", "career")).toBe("?open=history");
    expect(toggleOpenHref("?open=history", "history")).toBe("");
  });
});

describe("baseball positions by scoring number (one list for the importers and the filter)", () => {
  it("reads 1-10 as Pitcher ... Designated Hitter and anything else as no position", async () => {
    const { baseballPosition } = await import("@domain/positions");
    const { PLAYER_POSITIONS } = await import("~/lib/people");
    expect([1, 2, 6, 9, 10].map(baseballPosition)).toEqual([
      "Pitcher",
      "Catcher",
      "Shortstop",
      "Right Field",
      "Designated Hitter",
    ]);
    expect([0, 11, NaN, 2.5].map(baseballPosition)).toEqual([null, null, null, null]);
    expect(PLAYER_POSITIONS.baseball).toHaveLength(10);
  });
});
