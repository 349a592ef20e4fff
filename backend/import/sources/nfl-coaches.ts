/**
 * NFL head coaches derived from the games (nflverse `home_coach`/`away_coach`, 1999-2025): one
 * coach per name, with each season and team coached, the regular-season W-L-T and playoff W-L of
 * the games they coached (scores after reconciliation, so the 2025 games scored by
 * Pro-Football-Reference count), playoff appearances and Super Bowl titles. A game without a
 * coach name (the 2025 playoffs come from Pro-Football-Reference only) is credited to the coach of
 * that team's last regular-season game of the season. A coach of the latest season is active and
 * has that team as the current team.
 */
import type { BuildContext } from "../context";
import { headCoach, namedPerson, sideScores } from "./coach-seasons";
import type { GameDraft } from "./games";
import { peopleOf, type CoachSeason } from "./people";

/** A coach's season with one team: the record the games give. */
type SeasonTally = Required<{ [K in keyof CoachSeason]: NonNullable<CoachSeason[K]> }> & { team_id: number };

interface Acc {
  w: number;
  l: number;
  t: number;
  pw: number;
  pl: number;
  titles: number;
  seasons: Map<string, SeasonTally>;
  playoffSeasons: Set<number>;
}

export function addNflCoaches(ctx: BuildContext, games: GameDraft[]): void {
  const league = ctx.lookups.leagues.get("nfl");
  if (!league) return;
  const named = games.filter((g) => g.coaches);
  if (named.length === 0) return;
  const latestSeason = named.reduce((m, g) => Math.max(m, g.season), -Infinity);
  const firstSeason = named.reduce((m, g) => Math.min(m, g.season), Infinity);
  const coaches = tallyCoaches(games, firstSeason, lastCoachOfSeason(named));
  const registry = peopleOf(ctx);
  for (const name of [...coaches.keys()].sort()) {
    const acc = coaches.get(name)!;
    const person = namedPerson(registry, `nfl-coach:${name}`, name);
    registry.coaches.push(
      headCoach(person, league, {
        seasons: [...acc.seasons.values()],
        latestSeason,
        wins: acc.w,
        losses: acc.l,
        ties: acc.t,
        playoff_appearances: acc.playoffSeasons.size,
        playoff_wins: acc.pw,
        playoff_losses: acc.pl,
        championships_won: acc.titles,
        // The games name coaches from 1999 only: a coach of 1999 may have started earlier, and one of
        // the latest season may go on. Curated careers (backend/data/coaches) complete the record.
        source: {
          name: "nflverse games",
          first_season: firstSeason,
          last_season: latestSeason,
          from_league_start: false,
        },
      }),
    );
  }
  ctx.log(`  NFL head coaches from the games: ${coaches.size}`);
}

/** Coach of a team's last regular-season game of each season (by "season:team"), for games without names. */
function lastCoachOfSeason(named: GameDraft[]): Map<string, { date: string; name: string }> {
  const lastCoach = new Map<string, { date: string; name: string }>();
  for (const g of named) {
    if (g.gameType !== "regular") continue;
    for (const [team, name] of [
      [g.home.team.id, g.coaches!.home],
      [g.away.team.id, g.coaches!.away],
    ] as const) {
      if (!name) continue;
      const key = `${g.season}:${team}`;
      const prev = lastCoach.get(key);
      if (!prev || g.date >= prev.date) lastCoach.set(key, { date: g.date, name });
    }
  }
  return lastCoach;
}

/** Each coach's seasons and records from the games of the seasons the names cover, in date order. */
function tallyCoaches(
  games: GameDraft[],
  firstSeason: number,
  lastCoach: Map<string, { name: string }>,
): Map<string, Acc> {
  const coaches = new Map<string, Acc>();
  const sorted = games.filter((g) => g.season >= firstSeason).sort((a, b) => a.date.localeCompare(b.date));
  for (const g of sorted) {
    for (const side of ["home", "away"] as const) {
      const team = g[side];
      const name = g.coaches?.[side] ?? lastCoach.get(`${g.season}:${team.team.id}`)?.name ?? null;
      if (!name) continue;
      const acc = coaches.get(name) ?? {
        w: 0,
        l: 0,
        t: 0,
        pw: 0,
        pl: 0,
        titles: 0,
        seasons: new Map(),
        playoffSeasons: new Set<number>(),
      };
      coaches.set(name, acc);
      const seasonKey = `${g.season}:${team.team.id}`;
      const season: SeasonTally = acc.seasons.get(seasonKey) ?? {
        season: g.season,
        team_id: team.team.id,
        team_name: team.name,
        wins: 0,
        losses: 0,
        ties: 0,
        playoff_wins: 0,
        playoff_losses: 0,
        won_title: false,
      };
      acc.seasons.set(seasonKey, season);
      const score = sideScores(g, side);
      if (score) countGame(acc, season, g, score);
    }
  }
  return coaches;
}

/** One scored game in the coach's totals and in the season's. */
function countGame(
  acc: Acc,
  season: SeasonTally,
  g: GameDraft,
  { own, opp }: { own: number; opp: number },
): void {
  if (g.gameType === "regular") {
    const key = own > opp ? "wins" : own < opp ? "losses" : "ties";
    season[key]++;
    if (key === "wins") acc.w++;
    else if (key === "losses") acc.l++;
    else acc.t++;
    return;
  }
  acc.playoffSeasons.add(g.season);
  if (own > opp) {
    acc.pw++;
    season.playoff_wins++;
  } else {
    acc.pl++;
    season.playoff_losses++;
  }
  if (g.gameType === "championship" && own > opp) {
    acc.titles++;
    season.won_title = true;
  }
}
