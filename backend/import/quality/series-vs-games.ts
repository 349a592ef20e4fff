/**
 * Lahman's postseason series against the postseason games (docs/rules.md: disagreements are
 * reported, never hidden): each SeriesPost row of a season whose MLB postseason games are in the
 * database (Retrosheet, 1903 on) is compared with the games between its two clubs that season:
 * the series winner (more wins) and its W-L(-T). A series with no game between the two clubs is
 * counted apart ("no games"), not as a disagreement.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { loadCrosswalk } from "../crosswalk";
import { openDataDir } from "../sources/common";
import { readLahmanTeams, readSeriesPost, type SeriesPostRow } from "../sources/lahman-files";
import type { Figure } from "./rows";

export interface SeriesDisagreement {
  season: number;
  round: string;
  /** "Boston Americans over Pittsburgh Pirates 5-3" as SeriesPost has it. */
  stated: string;
  /** The same as the games add up to. */
  games: string;
}

export interface SeriesCheck {
  /** Series compared (both clubs known, games between them in the database). */
  total: number;
  disagreements: SeriesDisagreement[];
  /** Series of seasons with postseason games but none between these two clubs. */
  withoutGames: { season: number; round: string }[];
  /** Series whose club the crosswalk does not place. */
  unresolved: number;
  /** First and last season with postseason games. */
  seasons: [number, number] | null;
}

/** A Lahman club (teamID in a year) → our team id. */
export type LahmanClub = (year: number, teamID: string) => number | null;

/** The crosswalk's answer for each Lahman club of Teams.csv (2025 edition). */
export function lahmanClubs(
  dataDir: string,
  resolve: (franchID: string, year: number) => number | null,
): LahmanClub {
  const ids = new Map<string, number | null>();
  for (const t of readLahmanTeams(dataDir)) ids.set(`${t.yearID}:${t.teamID}`, resolve(t.franchID, t.yearID));
  return (year, teamID) => ids.get(`${year}:${teamID}`) ?? null;
}

const record = (w: number, l: number, t: number) => `${w}-${l}${t ? `-${t}` : ""}`;

interface Game {
  season: number;
  home: number;
  away: number;
  hs: number;
  as: number;
}

async function postseasonGames(db: Kysely<Database>): Promise<Game[]> {
  const rows = await sql<{ season: number; home: number; away: number; hs: number; as: number }>`
    select g.season_start_year as season, g.home_team_id as home, g.away_team_id as away, g.home_score as hs, g.away_score as "as"
    from games g join sports s on s.id = g.sport_id join levels l on l.id = g.level_id
    where s.slug = 'baseball' and l.slug = 'professional' and g.status = 'final' and g.game_type in ('postseason', 'championship')
      and g.home_score is not null and g.away_score is not null`.execute(db);
  return rows.rows.map((r) => ({
    season: Number(r.season),
    home: Number(r.home),
    away: Number(r.away),
    hs: Number(r.hs),
    as: Number(r.as),
  }));
}

/** W-L-T of `team` against `other` in a season's postseason games. */
function between(games: Game[], season: number, team: number, other: number) {
  const out = { w: 0, l: 0, t: 0, n: 0 };
  for (const g of games) {
    if (g.season !== season) continue;
    const mine =
      g.home === team && g.away === other
        ? g.hs - g.as
        : g.away === team && g.home === other
          ? g.as - g.hs
          : null;
    if (mine === null) continue;
    out.n++;
    if (mine > 0) out.w++;
    else if (mine < 0) out.l++;
    else out.t++;
  }
  return out;
}

export function compareSeries(
  series: readonly SeriesPostRow[],
  games: Game[],
  club: LahmanClub,
  name: (id: number, season: number) => string,
): SeriesCheck {
  const seasons = new Set(games.map((g) => g.season));
  const check: SeriesCheck = { total: 0, disagreements: [], withoutGames: [], unresolved: 0, seasons: null };
  if (seasons.size) check.seasons = [Math.min(...seasons), Math.max(...seasons)];
  for (const s of series) {
    if (!seasons.has(s.year)) continue;
    const winner = club(s.year, s.winner);
    const loser = club(s.year, s.loser);
    if (winner === null || loser === null) {
      check.unresolved++;
      continue;
    }
    const g = between(games, s.year, winner, loser);
    if (g.n === 0) {
      check.withoutGames.push({ season: s.year, round: s.round });
      continue;
    }
    check.total++;
    if (g.w === s.wins && g.l === s.losses && g.t === s.ties) continue;
    const [w, l] = g.w >= g.l ? [winner, loser] : [loser, winner];
    const [gw, gl] = g.w >= g.l ? [g.w, g.l] : [g.l, g.w];
    check.disagreements.push({
      season: s.year,
      round: s.round,
      stated: `${name(winner, s.year)} over ${name(loser, s.year)} ${record(s.wins, s.losses, s.ties)}`,
      games: `${name(w, s.year)} over ${name(l, s.year)} ${record(gw, gl, g.t)}`,
    });
  }
  return check;
}

/** Every SeriesPost row of the seasons with postseason games, checked against those games. */
export async function seriesAgainstGames(
  db: Kysely<Database>,
  dataDir: string,
  club: LahmanClub,
  name: (id: number, season: number) => string,
): Promise<SeriesCheck> {
  return compareSeries(readSeriesPost(dataDir), await postseasonGames(db), club, name);
}

/** "1912 WS: Boston Red Sox over New York Giants 4-3-1 in SeriesPost, ... in the games". */
export function seriesDisagreementText(d: SeriesDisagreement): string {
  return `${d.season} ${d.round}: ${d.stated} in SeriesPost, ${d.games} in the games`;
}

/** The /data-quality figure: series compared, disagreements listed with the season and both answers. */
export async function seriesFigure(
  ctx: BuildContext,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const dataDir = openDataDir();
  if (!dataDir || !ctx.lookups.leagues.has("mlb")) return null;
  const crosswalk = await loadCrosswalk(ctx);
  const club = lahmanClubs(dataDir, (franchID, year) => {
    const r = crosswalk.resolve("lahman", "mlb", franchID, year);
    return r.ok ? r.value.team.id : null;
  });
  const check = await seriesAgainstGames(
    ctx.db,
    dataDir,
    club,
    (id, season) => ctx.teamOfTime(id, season).name,
  );
  if (!check.seasons) return null;
  for (const d of check.disagreements) log(`  series disagrees with the games: ${seriesDisagreementText(d)}`);
  const [first, last] = check.seasons;
  const unresolved = check.unresolved
    ? `; ${check.unresolved} series name a club the crosswalk does not place`
    : "";
  const apart = check.withoutGames.length
    ? `; ${check.withoutGames.length} series without games between the two clubs (${check.withoutGames.map((s) => `${s.season} ${s.round}`).join(", ")})`
    : "";
  return {
    key: "series-games",
    label: "MLB postseason series agree with games",
    passed: check.total - check.disagreements.length,
    total: check.total,
    detail:
      `each Lahman SeriesPost series of ${first}-${last} (every round) has the winner and W-L the postseason games between its two clubs add up to` +
      (check.disagreements.length
        ? `; disagreements: ${check.disagreements.map(seriesDisagreementText).join("; ")}`
        : "") +
      apart +
      unresolved,
  };
}
