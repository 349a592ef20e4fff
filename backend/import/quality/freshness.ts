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

/** Through which season a league's awards run, and its drafts (a draft closes the season before it). */
async function pushAwardsAndDrafts(
  db: Db,
  l: { slug: string; sport_id: number; level_id: number },
  league: string,
  current: number,
  push: (
    championship: string,
    what: string,
    label: string,
    last: number,
    current: number,
    sources: string,
  ) => void,
): Promise<void> {
  const awards = await db
    .selectFrom("awards")
    .select((eb) => [eb.fn.max("season_start_year").as("last"), eb.fn.min("season_start_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .where("award_key", "!=", "mlb-hall-of-fame")
    .executeTakeFirst();
  if (awards?.last != null)
    push(
      l.slug,
      "awards",
      `${league} awards`,
      n(awards.last),
      current,
      `award winners and votes from ${n(awards.first)}`,
    );
  const drafts = await db
    .selectFrom("draft_picks")
    .select((eb) => [eb.fn.max("draft_year").as("last"), eb.fn.min("draft_year").as("first")])
    .where("sport_id", "=", l.sport_id)
    .where("level_id", "=", l.level_id)
    .executeTakeFirst();
  if (drafts?.last != null)
    push(
      l.slug,
      "drafts",
      `${league} drafts`,
      n(drafts.last) - 1,
      current,
      `drafts ${n(drafts.first)} to ${n(drafts.last)}`,
    );
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
  const push = (
    championship: string,
    what: string,
    label: string,
    last: number,
    current: number,
    sources: string,
  ) => {
    const key = `${championship}-${what}`;
    const behind = seasonsBehind(last, current);
    out.push({
      key,
      label,
      lastSeason: last,
      currentSeason: current,
      championship,
      score: freshnessScore(last, current),
      detail: `${sources}; last season ${last}, current ${current}${behind ? `: ${behind} completed season${behind === 1 ? "" : "s"} missing` : ""}`,
    });
  };
  for (const l of leagues) {
    const current = currentSeasonStartYear(now, l.sport);
    // College leagues share the name NCAA: their games are named by the championship.
    const league = l.league === "NCAA" ? l.name : l.league;
    const champ = await db
      .selectFrom("champions")
      .select((eb) => eb.fn.max("year").as("last"))
      .where("championship_id", "=", l.id)
      .where("team_id", "is not", null)
      .executeTakeFirst();
    if (champ?.last != null)
      push(
        l.slug,
        "champions",
        `${l.name} champions`,
        n(champ.last),
        current,
        "curated facts (backend/data)",
      );
    await pushAwardsAndDrafts(db, l, league, current, push);
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
      push(l.slug, "games", `${league} games`, last, current, sources.join(", "));
      continue;
    }
    const standings = await db
      .selectFrom("standings")
      .select((eb) => eb.fn.max("season_start_year").as("last"))
      .where("sport_id", "=", l.sport_id)
      .where("level_id", "=", l.level_id)
      .executeTakeFirst();
    if (standings?.last != null)
      push(
        l.slug,
        "standings",
        `${league} standings`,
        n(standings.last),
        current,
        "season totals of the open datasets",
      );
  }
  return out;
}
