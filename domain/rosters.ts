/**
 * What the open datasets hold of each league's rosters (backend/import/sources/rosters.ts imports
 * them). Pages say so beside a roster, so a partial list is never taken for a full one.
 */
export type RosterCoverage = { kind: "full" | "partial" | "none"; note: string | null };

/** Last season (start year) of each source's rosters. */
export const ROSTER_SOURCES = {
  nba: { first: 1946, last: 2025, source: "Basketball-Reference player seasons" },
  nhl: { first: 1917, last: 2017, source: "Hockey Databank scoring and goalie files" },
  mlb: { first: 1871, last: 2024, source: "Lahman batting and pitching files" },
  nfl: { first: 2024, last: 2024, source: "the nflverse 2024 roster file" },
} as const;

export function rosterCoverage(leagueKey: string | null, startYear: number): RosterCoverage {
  if (leagueKey === "nba" && startYear >= ROSTER_SOURCES.nba.first && startYear <= ROSTER_SOURCES.nba.last) {
    return {
      kind: "full",
      note:
        startYear === ROSTER_SOURCES.nba.last
          ? "Players from Basketball-Reference's season file as of February 2026; later signings are missing."
          : null,
    };
  }
  if (leagueKey === "nhl" && startYear >= ROSTER_SOURCES.nhl.first && startYear <= ROSTER_SOURCES.nhl.last)
    return { kind: "full", note: null };
  if (leagueKey === "mlb" && startYear >= ROSTER_SOURCES.mlb.first && startYear <= ROSTER_SOURCES.mlb.last) {
    return { kind: "full", note: null };
  }
  if (leagueKey === "nfl" && startYear === ROSTER_SOURCES.nfl.last) {
    return {
      kind: "full",
      note: "The 2024 roster as of each player's last recorded week (nflverse): players traded or released during the season appear only with their last team.",
    };
  }
  const range = ROSTER_SOURCES[leagueKey as keyof typeof ROSTER_SOURCES];
  if (range) {
    const label =
      leagueKey === "nfl"
        ? `only for ${range.first}`
        : leagueKey === "mlb"
          ? `${range.first}-${range.last}`
          : `${range.first}-${String((range.first + 1) % 100).padStart(2, "0")} to ${range.last}-${String((range.last + 1) % 100).padStart(2, "0")}`;
    return {
      kind: "none",
      note: `Rosters in the open data ${leagueKey === "nfl" ? "exist" : "run"} ${label} (${range.source}).`,
    };
  }
  return { kind: "none", note: "The open datasets hold no rosters for this league." };
}
