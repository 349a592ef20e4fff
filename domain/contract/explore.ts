/**
 * zod schemas of the explore endpoints (`/api/explore/...`: head-to-head, most-played opponents,
 * on this day, a season's playoff series). Kept apart from schemas.ts: they describe this product's own history views, not
 * the spec's contract. The backend's answers are typed by their output.
 */
import { z } from "zod";

const record = z.object({ games: z.number(), aWins: z.number(), bWins: z.number(), ties: z.number() });

const meeting = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  date: z.string(),
  season: z.number(),
  gameType: z.string().nullable(),
  kind: z.enum(["regular", "playoff", "other"]),
  aName: z.string(),
  bName: z.string(),
  aScore: z.number(),
  bScore: z.number(),
  aHome: z.boolean(),
  neutral: z.boolean(),
});

const period = z.object({
  period: z.number(),
  regular: record,
  playoff: record,
  aNames: z.array(z.string()),
  bNames: z.array(z.string()),
});

const streak = z
  .object({ team: z.enum(["a", "b"]), length: z.number(), from: z.string(), to: z.string() })
  .nullable();

export const teamBriefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sport: z.string().nullable(),
  level: z.string().nullable(),
});

/** The seasons of the league's regular season the games table holds (see `gameCoverage`). */
export const gameCoverageSchema = z.object({
  from: z.number().nullable(),
  to: z.number().nullable(),
  missing: z.array(z.number()),
});

export const headToHeadSchema = z.object({
  team_a: teamBriefSchema,
  team_b: teamBriefSchema,
  coverage: gameCoverageSchema,
  summary: z.object({
    all: record,
    regular: record,
    playoff: record,
    bySeason: z.array(period),
    byDecade: z.array(period),
    series: z.array(
      z.object({
        season: z.number(),
        games: z.number(),
        aWins: z.number(),
        bWins: z.number(),
        winner: z.enum(["a", "b"]).nullable(),
        final: z.boolean(),
        aName: z.string(),
        bName: z.string(),
        firstDate: z.string(),
        lastDate: z.string(),
      }),
    ),
    longestA: streak,
    longestB: streak,
    current: streak,
    marginsA: z.array(meeting),
    marginsB: z.array(meeting),
    first: meeting.nullable(),
    last: meeting.nullable(),
    firstSeason: z.number().nullable(),
    lastSeason: z.number().nullable(),
  }),
  meetings: z.object({
    count: z.number(),
    page: z.number(),
    page_size: z.number(),
    results: z.array(meeting),
  }),
});

export const opponentsSchema = z.object({
  team: teamBriefSchema,
  through: z.number().nullable(),
  coverage: gameCoverageSchema,
  results: z.array(
    z.object({
      /** Null for an opponent outside the league's division (no page, no head-to-head of its own). */
      slug: z.string().nullable(),
      name: z.string(),
      games: z.number(),
      wins: z.number(),
      losses: z.number(),
      ties: z.number(),
    }),
  ),
});

const sideSchema = z.object({ slug: z.string().nullable(), name: z.string(), score: z.number().nullable() });

export const onThisDaySchema = z.object({
  /** MM-DD. */
  date: z.string(),
  titles: z.array(
    z.object({
      year: z.number(),
      date: z.string(),
      championship: z.object({ slug: z.string(), name: z.string() }),
      champion: sideSchema,
      runner_up: sideSchema,
      series: z.string().nullable(),
      game_id: z.number().nullable(),
      sport: z.string().nullable(),
    }),
  ),
  games: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      league: z.string(),
      /** Why it is listed: "title" (a final's game), "record" (the league's highest-scoring game on this date). */
      reason: z.enum(["title", "record"]),
      home: sideSchema,
      away: sideSchema,
      neutral: z.boolean(),
      championship: z.string().nullable(),
    }),
  ),
  birthdays: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      birth_date: z.string(),
      death_year: z.number().nullable(),
      sport: z.string().nullable(),
      /** Which part of the notable rule the player meets. */
      why: z.string(),
    }),
  ),
});

/** A season's playoff series as a series source holds them (no games: the NHL before 2009-10). */
export const playoffSeriesSchema = z.object({
  season: z.number(),
  source: z.string(),
  results: z.array(
    z.object({
      /** The source's round code and its name of the time ("SCF", "Stanley Cup Finals"). */
      round: z.string(),
      round_name: z.string(),
      /** The round's place in the season (0 = first). */
      round_order: z.number(),
      series_letter: z.string().nullable(),
      winner: z.object({ slug: z.string().nullable(), name: z.string() }),
      loser: z.object({ slug: z.string().nullable(), name: z.string() }),
      wins: z.number(),
      losses: z.number(),
      ties: z.number(),
      winner_goals: z.number().nullable(),
      loser_goals: z.number().nullable(),
      /** TG: decided on total goals; ND: no decision; DEF: won by default. */
      note: z.string().nullable(),
    }),
  ),
});

export type HeadToHead = z.output<typeof headToHeadSchema>;
export type PlayoffSeries = z.output<typeof playoffSeriesSchema>;
export type Opponents = z.output<typeof opponentsSchema>;
export type OnThisDay = z.output<typeof onThisDaySchema>;
export type TeamBrief = z.output<typeof teamBriefSchema>;
