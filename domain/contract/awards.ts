/**
 * The awards and drafts part of the backend contract (backend/http/README.md): zod schemas the
 * client validates with and the types the embedded backend's serializers return.
 */
import { z } from "zod";
import { levelSchema, sportSchema } from "./schemas";

const optString = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const optNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

/** A link target: id, slug and name (a player, coach or team). */
export const linkRefSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });

/** One award the data holds (the /awards list and the head of /awards/{award}). */
export const awardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  league_key: z.string(),
  sport: sportSchema.nullish().transform((v) => v ?? null),
  level: levelSchema.nullish().transform((v) => v ?? null),
  first_season: z.number(),
  last_season: z.number(),
  /** Winners (rows with is_winner) over every season. */
  winners: z.number(),
  /** Whether vote points are held for any season. */
  has_votes: z.boolean(),
  /** The sub-leagues it is given in (AL, NL), empty for one award across the league. */
  leagues: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
  /** For coaches rather than players. */
  for_coaches: z.boolean(),
});

/** One winner or vote-getter of an award in a season. */
export const awardResultSchema = z.object({
  season: z.number(),
  league: optString,
  person_name: z.string(),
  player: linkRefSchema.nullish().transform((v) => v ?? null),
  coach: linkRefSchema.nullish().transform((v) => v ?? null),
  team: linkRefSchema.nullish().transform((v) => v ?? null),
  is_winner: z.boolean(),
  rank: optNumber,
  points_won: optNumber,
  points_max: optNumber,
  share: optNumber,
  votes_first: optNumber,
  note: optString,
});

/** An award a player won, for the player page (award slug and name, season, sub-league). */
export const playerAwardSchema = z.object({
  slug: z.string(),
  name: z.string(),
  season: z.number(),
  league: optString,
});

/** One draft (the /draft list). */
export const draftSchema = z.object({
  year: z.number(),
  league: z.string(),
  picks: z.number(),
  rounds: optNumber,
  /** Picks whose player has a page. */
  linked: z.number(),
});

/** One pick of a draft. */
export const draftPickSchema = z.object({
  year: z.number(),
  league: z.string(),
  round: optNumber,
  overall_pick: optNumber,
  team_name: z.string(),
  team: linkRefSchema.nullish().transform((v) => v ?? null),
  player_name: z.string(),
  player: linkRefSchema.nullish().transform((v) => v ?? null),
  college: optString,
});

export type Award = z.output<typeof awardSchema>;
export type AwardResult = z.output<typeof awardResultSchema>;
export type PlayerAward = z.output<typeof playerAwardSchema>;
export type Draft = z.output<typeof draftSchema>;
export type DraftPick = z.output<typeof draftPickSchema>;

/** Sort keys of an award's results and of a draft's picks (the API's `ordering`, `-` for descending). */
export const AWARD_ORDERINGS = ["season", "name", "team", "share", "points", "rank"] as const;
export const DRAFT_ORDERINGS = ["pick", "round", "name", "team", "college"] as const;
