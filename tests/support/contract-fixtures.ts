/**
 * Contract entities for fake API answers, built through the contract's own schemas: a test names
 * the fields it is about and every other field reads as the client reads an absent one (null,
 * false, an empty list). So a fixture is always a value the real client could return.
 */
import type { z } from "zod";
import type { Paginated } from "@domain/contract/types";
import {
  championRecordSchema,
  championshipSchema,
  coachSchema,
  gameSchema,
  playerSchema,
  scheduledGameSchema,
  seasonSchema,
  teamChampionshipSchema,
  teamSchema,
  teamSeasonSchema,
} from "@domain/contract/schemas";

const builder =
  <S extends z.ZodTypeAny>(schema: S) =>
  (fields: z.input<S>): z.output<S> =>
    schema.parse(fields);

export const teamOf = builder(teamSchema);
export const gameOf = builder(gameSchema);
export const scheduledGameOf = builder(scheduledGameSchema);
export const seasonOf = builder(seasonSchema);
export const teamSeasonOf = builder(teamSeasonSchema);
export const teamChampionshipOf = builder(teamChampionshipSchema);
export const championOf = builder(championRecordSchema);
export const championshipOf = builder(championshipSchema);
export const playerOf = builder(playerSchema);
export const coachOf = builder(coachSchema);

/** The sport and level references of the sites the tests use most. */
export const HOCKEY = { id: 4, name: "Hockey", slug: "hockey", abbreviation: null };
export const BASKETBALL = { id: 2, name: "Basketball", slug: "basketball", abbreviation: null };
export const PROFESSIONAL = { id: 1, name: "Professional", slug: "professional" };
export const COLLEGE = { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" };

/** One page of a list endpoint holding `results` (of `count` in all). */
export function pageOf<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}
