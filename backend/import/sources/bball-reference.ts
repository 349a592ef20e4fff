/**
 * NBA players from bball-reference-datasets (Basketball-Reference, seasons 1947 → 2025-26; `season`
 * is the year a season ends):
 *  - Player Career Info.csv: name, position, height (in), weight, birth date, colleges, first/last
 *    season, Hall of Fame flag;
 *  - Player Season Info.csv: the team of each season; the last team is the player's latest season's
 *    last team row (multi-team totals `TOT`/`2TM`/`3TM` are skipped); Team Abbrev.csv turns a
 *    season's abbreviation into the team name, resolved by the crosswalk (names of the time);
 *    championships = seasons on the roster of that season's champion (champions table);
 *  - Draft Pick History.csv: draft year, round and overall pick (NBA and BAA drafts);
 *  - Player Award Shares.csv: award winners (`winner` TRUE) as award texts, MVP count;
 *  - All-Star Selections.csv: selections per player.
 * Career statistical totals are not in the copy (Player Totals.csv was too large), so career_stats
 * holds only seasons, All-Star selections, titles and MVPs.
 */
import type { BuildContext } from "../context";
import {
  bbrefAllStars,
  bbrefAwardShares,
  bbrefDraftPicks,
  bbrefPlayerCareers,
  bbrefPlayerSeasons,
  bbrefTeamAbbrev,
  type BbrefPlayerCareer,
} from "../readers/bball-reference";
import { RowError, leagueStep, type LeagueSetup as Setup, type FileStats } from "./common";
import { openTyped, type OpenTyped } from "../readers/typed";
import { peopleOf, registryLeague, splitName, type PersonDraft, type PlayerDraft } from "./people";

const AWARD_NAMES: Record<string, string> = {
  "nba mvp": "NBA Most Valuable Player",
  "nba roy": "NBA Rookie of the Year",
  "nba dpoy": "NBA Defensive Player of the Year",
  "nba smoy": "NBA Sixth Man of the Year",
  "nba mip": "NBA Most Improved Player",
  "nba clutch_poy": "NBA Clutch Player of the Year",
  "aba mvp": "ABA Most Valuable Player",
  "aba roy": "ABA Rookie of the Year",
  "baa roy": "BAA Rookie of the Year",
};
/** Basketball-Reference position codes (rosters and careers: "G-F" is Guard-Forward). */
const NBA_POSITIONS: Record<string, string> = {
  G: "Guard",
  F: "Forward",
  C: "Center",
  PG: "Point Guard",
  SG: "Shooting Guard",
  SF: "Small Forward",
  PF: "Power Forward",
};

/** A Basketball-Reference position ("F-C") in words ("Forward-Center"); null for a blank or "NA". */
export function nbaPositionName(pos: string | null): string | null {
  return pos && pos !== "NA"
    ? pos
        .split("-")
        .map((p) => NBA_POSITIONS[p] ?? p)
        .join("-")
    : null;
}

type Read = OpenTyped;
type SeasonRow = {
  season: number;
  team_id: number | null;
  team_name: string | null;
  league: string | null;
  stats: Record<string, unknown>;
};

/** What the season rows give each player: seasons, the latest team and title seasons. */
interface SeasonFacts {
  lastTeam: Map<string, { season: number; team: number | null; line: number }>;
  seasonsOf: Map<string, SeasonRow[]>;
  titles: Map<string, Set<number>>;
}

/** What the award, All-Star and draft files give each player. */
interface Honours {
  drafted: Map<string, { year: number; round: number | null; pick: number | null }>;
  awards: Map<string, string[]>;
  mvps: Map<string, number>;
  selections: Map<string, number>;
}

export const bballReferenceStep = leagueStep(
  "NBA players (Basketball-Reference)",
  "nba",
  async (ctx, setup) => {
    const { dataDir, league, report } = setup;
    const read = openTyped(report, dataDir, "basketball", "professional");
    const champions = await ctx.db
      .selectFrom("champions")
      .select(["year", "team_id"])
      .where("championship_id", "=", league.id)
      .execute();
    const championOf = new Map(
      champions.filter((c) => c.team_id !== null).map((c) => [c.year, c.team_id as number]),
    );
    const teamName = readTeamNames(setup, read);
    const seasons = readSeasons(ctx, setup, read, teamName, championOf);
    const honours: Honours = {
      drafted: readDrafts(setup, read),
      ...readAwards(setup, read),
      selections: readAllStars(setup, read),
    };
    addPlayers(ctx, setup, read(bbrefPlayerCareers), seasons, honours);
  },
);

/** Team names by "season:league:abbreviation" (Team Abbrev.csv). */
function readTeamNames({ report }: Setup, read: Read): Map<string, string> {
  const abbrev = read(bbrefTeamAbbrev);
  const teamName = new Map<string, string>();
  for (const row of abbrev.rows) {
    teamName.set(`${row.season}:${row.lg}:${row.abbreviation}`, row.team);
    abbrev.stats.imported++;
  }
  report.done(abbrev.stats);
  return teamName;
}

/** Player Season Info.csv: each player's seasons and teams (names of the time through the crosswalk). */
function readSeasons(
  ctx: BuildContext,
  { report, crosswalk }: Setup,
  read: Read,
  teamName: Map<string, string>,
  championOf: Map<number, number>,
): SeasonFacts {
  const seasonInfo = read(bbrefPlayerSeasons);
  const facts: SeasonFacts = { lastTeam: new Map(), seasonsOf: new Map(), titles: new Map() };
  const unmatched = new Map<string, { n: number; line: number; reason: string }>();
  for (const row of seasonInfo.rows) {
    const { player_id: id, season, team: abbr, lg } = row;
    if (/^(TOT|\dTM)$/.test(abbr)) {
      seasonInfo.stats.imported++;
      continue;
    }
    const name = teamName.get(`${season}:${lg}:${abbr}`);
    let teamId: number | null = null;
    if (lg !== "ABA") {
      const r = name
        ? crosswalk.resolve("basketball-reference", "nba", name, season - 1)
        : { ok: false as const, reason: `team "${abbr}" not in ${bbrefTeamAbbrev.name} for ${season}` };
      if (r.ok) teamId = r.value.team.id;
      else {
        const key = `${season}:${abbr}`;
        const u = unmatched.get(key) ?? { n: 0, line: row.line, reason: r.reason };
        u.n++;
        unmatched.set(key, u);
      }
    }
    facts.seasonsOf.set(id, [
      ...(facts.seasonsOf.get(id) ?? []),
      {
        season: season - 1,
        team_id: teamId,
        team_name: name ?? abbr,
        league: lg === "NBA" ? null : lg,
        stats: {},
      },
    ]);
    if (teamId !== null && championOf.get(season - 1) === teamId)
      facts.titles.set(id, (facts.titles.get(id) ?? new Set()).add(season));
    const prev = facts.lastTeam.get(id);
    if (!prev || season >= prev.season) facts.lastTeam.set(id, { season, team: teamId, line: row.line });
    seasonInfo.stats.imported++;
  }
  // A defunct club not among the curated franchises: the season rows stay (players keep no team
  // for it), reported once per team-season as a warning rather than as rejected rows.
  const unmatchedRows = [...unmatched.values()].reduce((n, u) => n + u.n, 0);
  if (unmatched.size)
    ctx.warn(
      `${bbrefPlayerSeasons.source}: ${unmatched.size} team-seasons (${unmatchedRows} rows) name clubs without a franchise, e.g. line ${[...unmatched.values()][0].line}: ${[...unmatched.values()][0].reason}`,
    );
  report.done(
    seasonInfo.stats,
    unmatched.size
      ? `${unmatched.size} team-seasons of clubs without a curated franchise (no team link)`
      : "",
  );
  return facts;
}

/** Draft Pick History.csv: each player's draft (the NBA or BAA draft over another league's). */
function readDrafts({ report }: Setup, read: Read): Honours["drafted"] {
  const draft = read(bbrefDraftPicks);
  const drafted: Honours["drafted"] = new Map();
  for (const row of draft.rows) {
    const id = row.player_id;
    if (id && id !== "NA" && (!drafted.has(id) || ["NBA", "BAA"].includes(row.lg))) {
      drafted.set(id, { year: row.season, round: row.round, pick: row.overall_pick });
    }
    draft.stats.imported++;
  }
  report.done(draft.stats);
  return drafted;
}

/** Player Award Shares.csv: the awards each player won (as texts with the season) and the MVP count. */
function readAwards({ report }: Setup, read: Read): Pick<Honours, "awards" | "mvps"> {
  const shares = read(bbrefAwardShares);
  const awards = new Map<string, string[]>();
  const mvps = new Map<string, number>();
  for (const row of shares.rows) {
    if (row.winner === "TRUE") {
      const { player_id: id, season } = row;
      const name = AWARD_NAMES[row.award] ?? row.award;
      awards.set(id, [
        ...(awards.get(id) ?? []),
        `${name} (${season - 1}-${String(season % 100).padStart(2, "0")})`,
      ]);
      if (row.award === "nba mvp") mvps.set(id, (mvps.get(id) ?? 0) + 1);
    }
    shares.stats.imported++;
  }
  report.done(shares.stats);
  return { awards, mvps };
}

/** All-Star Selections.csv: selections per player. */
function readAllStars({ report }: Setup, read: Read): Map<string, number> {
  const allStar = read(bbrefAllStars);
  const selections = new Map<string, number>();
  for (const row of allStar.rows) {
    selections.set(row.player_id, (selections.get(row.player_id) ?? 0) + 1);
    allStar.stats.imported++;
  }
  report.done(allStar.stats);
  return selections;
}

/** Player Career Info.csv: every player, with the seasons and honours the other files give. */
function addPlayers(
  ctx: BuildContext,
  { report, league }: Setup,
  career: { stats: FileStats; rows: BbrefPlayerCareer[] },
  seasons: SeasonFacts,
  honours: Honours,
): void {
  const registry = peopleOf(ctx);
  const rows = career.rows;
  const latest = Math.max(...rows.map((r) => r.to ?? 0));
  for (const row of rows) {
    try {
      const { player_id: id, player: name, birth_date: birth, colleges } = row;
      if (!id || !name) throw new RowError("player or player_id missing");
      const { first_name, last_name } = splitName(name);
      const person = registry.person({
        key: `bbref:${id}`,
        first_name,
        last_name,
        birth_date: /^\d{4}-\d{2}-\d{2}$/.test(birth) ? birth : null,
        birth_year: /^\d{4}/.test(birth) ? Number(birth.slice(0, 4)) : null,
        birth_city: null,
        birth_state: null,
        birth_country: null,
        college: colleges && colleges !== "NA" ? colleges : null,
        height_inches: row.ht_in_in,
        weight_pounds: row.wt,
      });
      registry.players.push(playerDraft(row, person, league, latest, seasons, honours));
      career.stats.imported++;
    } catch (error) {
      report.rejectRowError(career.stats, row.line, error);
    }
  }
  report.done(career.stats);
}

/** A player's draft: position names, seasons played, draft, titles, All-Star selections and awards. */
function playerDraft(
  row: BbrefPlayerCareer,
  person: PersonDraft,
  league: Setup["league"],
  latest: number,
  seasons: SeasonFacts,
  honours: Honours,
): PlayerDraft {
  const { player_id: id, from, to, pos } = row;
  const d = honours.drafted.get(id);
  const t = seasons.titles.get(id)?.size ?? 0;
  const awardList = [...(honours.awards.get(id) ?? [])];
  if (row.hof === "TRUE") awardList.push("Naismith Basketball Hall of Fame");
  // Seasons played, counted (a career with gaps is shorter than its span: Michael Jordan
  // played 15 seasons between 1984-85 and 2002-03); the span only without season rows.
  const played = new Set((seasons.seasonsOf.get(id) ?? []).map((s) => s.season)).size;
  const seasonCount = played > 0 ? played : null;
  return {
    person,
    ...registryLeague(league),
    current_team_id: seasons.lastTeam.get(id)?.team ?? null,
    primary_position_name: nbaPositionName(pos),
    years_pro: seasonCount,
    draft_year: d?.year ?? null,
    draft_round: d?.round ?? null,
    draft_pick: d?.pick ?? null,
    is_active: to !== null && to >= latest ? 1 : 0,
    last_season: to !== null ? to - 1 : null,
    source_through: to !== null && to >= latest ? latest - 1 : null,
    seasons: seasons.seasonsOf.get(id) ?? [],
    rookie_season: from !== null ? from - 1 : null,
    championships_won: t,
    all_star_selections: honours.selections.get(id) ?? 0,
    career_stats: {
      seasons_played: seasonCount,
      all_star_selections: honours.selections.get(id) ?? 0,
      championships_won: t,
      mvp_awards: honours.mvps.get(id) ?? 0,
    },
    awards: awardList,
  };
}
