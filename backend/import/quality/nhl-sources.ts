/**
 * Two NHL checks of /data-quality (docs/rules.md: disagreements are reported, never hidden):
 *
 * - the overlap of the Hockey-Reference tables and the Hockey Databank (2008-09 to 2017-18): each
 *   season of a matched player compared on games, goals, assists and points (skaters) or games,
 *   wins, losses, shutouts and goals against (goalies); the import step records its result here;
 * - goalie wins against the games: in each season of the held NHL schedules (2009-10 to 2022-23),
 *   a club's goalies' wins add up to the games it won (every game has one winning goalie).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import type { Figure } from "./rows";

/** Rows named in a figure's detail before "and N more". */
const SHOWN = 12;

const shownList = (items: readonly string[]) =>
  items.length
    ? `; ${items.slice(0, SHOWN).join("; ")}${items.length > SHOWN ? `; and ${items.length - SHOWN} more` : ""}`
    : "";

interface Overlap {
  compared: number;
  differing: string[];
}

const OVERLAPS = new WeakMap<BuildContext, Overlap>();

/** The Hockey-Reference import's comparison with the Databank, kept for the data-quality step. */
export function recordNhlOverlap(ctx: BuildContext, overlap: Overlap): void {
  OVERLAPS.set(ctx, overlap);
}

/** The overlap figure: season lines compared, the differing ones named (null when not imported). */
export function nhlOverlapFigure(ctx: BuildContext): Figure | null {
  const o = OVERLAPS.get(ctx);
  if (!o || o.compared === 0) return null;
  return {
    key: "nhl-overlap",
    label: "NHL player seasons agree between Hockey-Reference and the Hockey Databank",
    passed: o.compared - o.differing.length,
    total: o.compared,
    detail:
      "each season 2008-09 to 2017-18 of a player both sources hold: games, goals, assists and points of skaters; " +
      "games, wins, losses, shutouts and goals against of goalies; the Databank's figures are shown" +
      shownList(o.differing.map((d) => d.replace(/^\S+ /, ""))),
  };
}

/** The seasons of the held NHL schedules whose goalie lines are held too (start years). */
export const GOALIE_WIN_SEASONS = { from: 2009, to: 2022 } as const;

export interface TeamSeasonWins {
  season: number;
  teamId: number;
  name: string;
  wins: number;
}

/** The club-seasons whose goalie wins differ from the games they won (either side missing is a difference). */
export function goalieWinDifferences(
  games: readonly TeamSeasonWins[],
  goalies: readonly TeamSeasonWins[],
): { total: number; differing: string[] } {
  const key = (r: TeamSeasonWins) => `${r.season}:${r.teamId}`;
  const byGoalies = new Map(goalies.map((g) => [key(g), g]));
  const differing: string[] = [];
  for (const g of games) {
    const w = byGoalies.get(key(g))?.wins ?? 0;
    if (w !== g.wins)
      differing.push(
        `${g.name} ${g.season}-${String((g.season + 1) % 100).padStart(2, "0")}: games ${g.wins} wins, goalies ${w}`,
      );
  }
  return { total: games.length, differing };
}

type Db = Kysely<Database>;

async function gameWins(db: Db): Promise<TeamSeasonWins[]> {
  const rows = await sql<{ season: number; team_id: number; name: string; wins: unknown }>`
    select g.season_start_year as season, t.id as team_id, t.name as name, count(*) as wins
    from games g
    join teams t on t.id = case when g.home_score > g.away_score then g.home_team_id else g.away_team_id end
    where g.league_key = 'nhl' and g.game_type = 'regular' and g.status = 'final'
      and g.home_score <> g.away_score
      and g.season_start_year between ${GOALIE_WIN_SEASONS.from} and ${GOALIE_WIN_SEASONS.to}
    group by g.season_start_year, t.id, t.name`.execute(db);
  return rows.rows.map((r) => ({ season: r.season, teamId: r.team_id, name: r.name, wins: Number(r.wins) }));
}

/** Goalie wins per club-season from the players' season rows (their JSON figures). */
async function goalieWins(db: Db): Promise<{ wins: TeamSeasonWins[]; noClub: number }> {
  const rows = await db
    .selectFrom("player_seasons as ps")
    .innerJoin("players as p", "p.id", "ps.player_id")
    .select(["ps.season_start_year as season", "ps.team_id", "ps.stats"])
    .where("p.league_key", "=", "nhl")
    .where("ps.season_start_year", ">=", GOALIE_WIN_SEASONS.from)
    .where("ps.season_start_year", "<=", GOALIE_WIN_SEASONS.to)
    .where("ps.stats", "like", '%"goalie_wins"%')
    .execute();
  const out = new Map<string, TeamSeasonWins>();
  let noClub = 0;
  for (const r of rows) {
    const w = (JSON.parse(r.stats ?? "{}") as { goalie_wins?: number | null }).goalie_wins;
    if (w === null || w === undefined) continue;
    if (r.team_id === null) {
      noClub += w;
      continue;
    }
    const k = `${r.season}:${r.team_id}`;
    const t = out.get(k) ?? { season: r.season, teamId: r.team_id, name: "", wins: 0 };
    t.wins += w;
    out.set(k, t);
  }
  return { wins: [...out.values()], noClub };
}

/** The goalie-wins figure, its result in the build log; null when no NHL game of those seasons is held. */
export async function nhlGoalieWinsFigure(
  db: Db,
  log: (message: string) => void = () => {},
): Promise<Figure | null> {
  const games = await gameWins(db);
  if (games.length === 0) return null;
  const goalies = await goalieWins(db);
  const check = goalieWinDifferences(games, goalies.wins);
  log(
    `  NHL goalie wins against the games ${GOALIE_WIN_SEASONS.from}-${GOALIE_WIN_SEASONS.to + 1}: ` +
      `${check.total} club-seasons, ${check.differing.length} differ; ${goalies.noClub} goalie wins on lines without a club`,
  );
  for (const d of check.differing) log(`    ${d}`);
  return {
    key: "nhl-goalie-wins",
    label: "NHL goalie wins agree with the games",
    passed: check.total - check.differing.length,
    total: check.total,
    detail:
      "in each season 2009-10 to 2022-23, a club's goalies' wins add up to the regular-season games it won" +
      shownList(check.differing),
  };
}
