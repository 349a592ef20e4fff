/**
 * MLB standings (Lahman Teams.csv W-L, what the standings page shows: MLB's official records, with
 * tied games replayed and forfeits counted as the league recorded them) against the W-L the
 * Retrosheet game logs add up to, for every season and club of 1871-2024. Every disagreement is
 * listed on /data-quality with both answers and its likely cause; the standings are not changed.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { BuildContext } from "../context";
import { loggedForfeits, winnerBy, type LoggedForfeit } from "../sources/retrosheet";
import type { Figure } from "./rows";

export interface StandingsDisagreement {
  season: number;
  team: string;
  league: string | null;
  lahman: { wins: number; losses: number };
  games: { wins: number; losses: number; ties: number };
  cause: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The likely cause of a club-season's disagreement. The forfeits of the logs are applied first
 * (a forfeit counts as the forfeit's result, a no-decision as no game); what still differs is the
 * number of decided games (games missing from the logs, or games the logs hold that Lahman does not
 * count) or, at the same number, results recorded differently.
 */
export function likelyCause(
  lahman: { wins: number; losses: number },
  games: { wins: number; losses: number; ties: number },
  forfeits: readonly (LoggedForfeit & { side: "home" | "away" })[],
): string {
  const causes: string[] = [];
  let { wins, losses } = games;
  const changed: string[] = [];
  let noDecision = 0;
  for (const f of forfeits) {
    const byScore = winnerBy(f);
    if (byScore === f.side) wins--;
    else if (byScore !== null) losses--;
    if (f.to === "no decision") {
      if (byScore !== null) noDecision++;
      continue;
    }
    if (f.to === f.side) wins++;
    else losses++;
    if (byScore !== f.to) changed.push(f.date);
  }
  if (changed.length > 0)
    causes.push(
      `${plural(changed.length, "forfeit")} whose logged score is not the forfeit's result (${changed.join(", ")})`,
    );
  if (noDecision > 0)
    causes.push(`${plural(noDecision, "game")} with a winner by score that the logs rule no decision`);
  const decided = wins + losses;
  const counted = lahman.wins + lahman.losses;
  if (decided < counted)
    causes.push(
      `${plural(counted - decided, "decided game")} fewer in the logs than in Lahman (games missing from the logs)`,
    );
  else if (decided > counted)
    causes.push(
      `${plural(decided - counted, "decided game")} more in the logs than in Lahman (games Lahman does not count, such as games thrown out or replayed)`,
    );
  else if (wins !== lahman.wins)
    causes.push(
      `as many decided games, ${plural(Math.abs(wins - lahman.wins), "result")} recorded differently (a protested game upheld, or a forfeit the logs do not mark)`,
    );
  return causes.join("; ");
}

/** "1884 Boston Beaneaters (National League): 73-38 in Lahman, 72-38 in the games (cause)". */
export function standingsDisagreementText(d: StandingsDisagreement): string {
  const ties = d.games.ties > 0 ? `, ${d.games.ties} tie${d.games.ties > 1 ? "s" : ""}` : "";
  return `${d.season} ${d.team}${d.league ? ` (${d.league})` : ""}: ${d.lahman.wins}-${d.lahman.losses} in Lahman, ${d.games.wins}-${d.games.losses}${ties} in the games (${d.cause})`;
}

export async function mlbStandingsAgainstGames(
  db: Kysely<Database>,
  logged: readonly LoggedForfeit[] = [],
): Promise<{ total: number; disagreements: StandingsDisagreement[] }> {
  const result = await sql<{
    season: number;
    team_id: number;
    team: string;
    league: string | null;
    wins: number;
    losses: number;
    gw: number | null;
    gl: number | null;
    gt: number | null;
  }>`
    with sides as (
      select season_start_year, home_team_id as team_id,
        case when home_score > away_score then 1 else 0 end as w, case when home_score < away_score then 1 else 0 end as l,
        case when home_score = away_score then 1 else 0 end as t
      from games where league_key = 'mlb' and status = 'final' and game_type = 'regular'
      union all
      select season_start_year, away_team_id,
        case when away_score > home_score then 1 else 0 end, case when away_score < home_score then 1 else 0 end,
        case when home_score = away_score then 1 else 0 end
      from games where league_key = 'mlb' and status = 'final' and game_type = 'regular'
    ), rec as (
      select season_start_year, team_id, sum(w) as gw, sum(l) as gl, sum(t) as gt from sides
      group by season_start_year, team_id
    )
    select s.season_start_year as season, s.team_id, coalesce(s.team_name, t.name) as team,
      s.conference_name as league, s.wins, s.losses, r.gw, r.gl, r.gt
    from standings s join teams t on t.id = s.team_id
    left join rec r on r.season_start_year = s.season_start_year and r.team_id = s.team_id
    where t.league_key = 'mlb'
    order by 1, 3`.execute(db);
  const forfeits = new Map<string, (LoggedForfeit & { side: "home" | "away" })[]>();
  for (const f of logged) {
    for (const [side, id] of [
      ["home", f.homeTeamId],
      ["away", f.awayTeamId],
    ] as const) {
      const key = `${f.season}:${id}`;
      forfeits.set(key, [...(forfeits.get(key) ?? []), { ...f, side }]);
    }
  }
  const disagreements: StandingsDisagreement[] = [];
  for (const r of result.rows) {
    const lahman = { wins: Number(r.wins), losses: Number(r.losses) };
    const games = { wins: Number(r.gw ?? 0), losses: Number(r.gl ?? 0), ties: Number(r.gt ?? 0) };
    if (lahman.wins === games.wins && lahman.losses === games.losses) continue;
    disagreements.push({
      season: Number(r.season),
      team: r.team,
      league: r.league,
      lahman,
      games,
      cause: likelyCause(lahman, games, forfeits.get(`${r.season}:${r.team_id}`) ?? []),
    });
  }
  return { total: result.rows.length, disagreements };
}

/** The figure of /data-quality, every disagreement listed; null when there are no MLB standings. */
export async function mlbStandingsFigure(ctx: BuildContext): Promise<Figure | null> {
  const { total, disagreements } = await mlbStandingsAgainstGames(ctx.db, loggedForfeits(ctx));
  if (total === 0) return null;
  for (const d of disagreements)
    ctx.log(`  MLB standings disagree with the games: ${standingsDisagreementText(d)}`);
  ctx.log(
    `  MLB standings against the games: ${total - disagreements.length} of ${total} club-seasons agree`,
  );
  return {
    key: "mlb-standings-games",
    label: "MLB standings agree with the game logs",
    passed: total - disagreements.length,
    total,
    detail:
      "every club-season of 1871-2024: the standings show Lahman's W-L (MLB's official records, tied games replayed, forfeits as recorded); the W-L the Retrosheet game logs add up to is compared and never replaces it" +
      (disagreements.length
        ? `; disagreements: ${disagreements.map(standingsDisagreementText).join("; ")}`
        : ""),
  };
}
