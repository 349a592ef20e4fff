/**
 * Freshness of the data-quality report: per league and source, its last season against the
 * league's current season.
 */
import type { Kysely } from "kysely";
import { currentSeasonStartYear } from "../../../domain/season";
import type { Database } from "../../db/schema";
import { freshnessScore, n, seasonsBehind } from "./figures";

type Db = Kysely<Database>;

export interface FreshnessFigure {
  key: string;
  label: string;
  lastSeason: number;
  currentSeason: number;
  score: number;
  detail: string;
  /** The championship (slug) of the league the figure is about. */
  championship: string;
}

/**
 * One figure of a league: what, its label, its last season (none: no figure), the sources it comes
 * from, and how many seasons its last one lags (a draft closes the season before it).
 */
type PushFigure = (what: string, label: string, last: unknown, sources: string, lag?: number) => void;

/** Through which season a league's awards run, and its drafts. */
async function pushAwardsAndDrafts(
  db: Db,
  l: { sport_id: number; level_id: number },
  league: string,
  push: PushFigure,
): Promise<void> {
  const awards = await db
    .selectFrom("awards")
    .select((eb) => [eb.fn.max("season_start_year").as("last"), eb.fn.min("season_start_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .where("award_key", "!=", "mlb-hall-of-fame")
    .executeTakeFirst();
  push("awards", `${league} awards`, awards?.last, `award winners and votes from ${n(awards?.first)}`);
  const drafts = await db
    .selectFrom("draft_picks")
    .select((eb) => [eb.fn.max("draft_year").as("last"), eb.fn.min("draft_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .executeTakeFirst();
  push("drafts", `${league} drafts`, drafts?.last, `drafts ${n(drafts?.first)} to ${n(drafts?.last)}`, 1);
}

/**
 * Per league: the curated champions and, where the open datasets add them, the games (or, without
 * games, the standings), each with its last season against the league's current season.
 */
export async function freshnessOf(db: Db, now: Date): Promise<FreshnessFigure[]> {
  const leagues = await db
    .selectFrom("championships")
    .innerJoin("sports", "sports.id", "championships.sport_id")
    .select([
      "championships.id",
      "championships.slug",
      "championships.name",
      "championships.league",
      "championships.sport_id",
      "championships.level_id",
      "sports.slug as sport",
    ])
    .orderBy("championships.sort_order")
    .execute();
  const out: FreshnessFigure[] = [];
  for (const l of leagues) {
    const current = currentSeasonStartYear(now, l.sport);
    const push: PushFigure = (what, label, last, sources, lag = 0) => {
      if (last == null) return;
      const lastSeason = n(last) - lag;
      const behind = seasonsBehind(lastSeason, current);
      out.push({
        key: `${l.slug}-${what}`,
        label,
        lastSeason,
        currentSeason: current,
        championship: l.slug,
        score: freshnessScore(lastSeason, current),
        detail: `${sources}; last season ${lastSeason}, current ${current}${behind ? `: ${behind} completed season${behind === 1 ? "" : "s"} missing` : ""}`,
      });
    };
    // College leagues share the name NCAA: their games are named by the championship.
    const league = l.league === "NCAA" ? l.name : l.league;
    const champ = await db
      .selectFrom("champions")
      .select((eb) => eb.fn.max("year").as("last"))
      .where("championship_id", "=", l.id)
      .where("team_id", "is not", null)
      .executeTakeFirst();
    push("champions", `${l.name} champions`, champ?.last, "curated facts (backend/data)");
    await pushAwardsAndDrafts(db, l, league, push);
    const games = await db
      .selectFrom("games")
      .select(["source", (eb) => eb.fn.max("season_start_year").as("last")])
      .where("sport_id", "=", l.sport_id)
      .where("level_id", "=", l.level_id)
      .where("status", "=", "final")
      .groupBy("source")
      .execute();
    if (games.length) {
      const last = Math.max(...games.map((g) => n(g.last)));
      const sources = [...new Set(games.flatMap((g) => (g.source ?? "").split("+")).filter(Boolean))].sort();
      push("games", `${league} games`, last, sources.join(", "));
      continue;
    }
    const standings = await db
      .selectFrom("standings")
      .select((eb) => eb.fn.max("season_start_year").as("last"))
      .where("sport_id", "=", l.sport_id)
      .where("level_id", "=", l.level_id)
      .executeTakeFirst();
    push("standings", `${league} standings`, standings?.last, "season totals of the open datasets");
  }
  return out;
}
