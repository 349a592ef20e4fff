/**
 * Contract entities for fake API answers, built through the contract's own schemas: a test names
 * the fields it is about and every other field reads as the client reads an absent one (null,
 * false, an empty list). So a fixture is always a value the real client could return.
 */
import type { z } from "zod";
import type { PlayoffSeries } from "@domain/contract/explore";
import type { Paginated, Team } from "@domain/contract/types";
import {
  championRecordSchema,
  championshipSchema,
  coachSchema,
  gameSchema,
  playerSchema,
  scheduledGameSchema,
  seasonSchema,
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
export const championOf = builder(championRecordSchema);
export const championshipOf = builder(championshipSchema);
export const playerOf = builder(playerSchema);
export const coachOf = builder(coachSchema);

/** The sport and level references of the sites the tests use most. */
export const HOCKEY = { id: 4, name: "Hockey", slug: "hockey", abbreviation: null };
export const BASKETBALL = { id: 2, name: "Basketball", slug: "basketball", abbreviation: null };
export const PROFESSIONAL = { id: 1, name: "Professional", slug: "professional" };
export const COLLEGE = { id: 2, name: "NCAA Division I", slug: "ncaa-division-i" };

/** A professional team, of hockey unless `fields` say otherwise, its slug made from its name. */
export function proTeam(id: number, name: string, fields: Partial<Parameters<typeof teamOf>[0]> = {}): Team {
  const slug = name.toLowerCase().replace(/ /g, "-");
  return teamOf({ id, slug, name, sport: HOCKEY, level: PROFESSIONAL, ...fields });
}

/** One series of a playoff-series source: by default the 1986 Stanley Cup Finals. */
export function playoffSeriesOf(
  fields: Partial<PlayoffSeries["results"][number]> = {},
): PlayoffSeries["results"][number] {
  return {
    round: "SCF",
    round_name: "Stanley Cup Finals",
    round_order: 5,
    series_letter: null,
    winner: { slug: "montreal-canadiens", name: "Montreal Canadiens" },
    loser: { slug: "calgary-flames", name: "Calgary Flames" },
    wins: 4,
    losses: 1,
    ties: 0,
    winner_goals: 15,
    loser_goals: 13,
    note: null,
    ...fields,
  };
}

/** One page of a list endpoint holding `results` (of `count` in all). */
export function pageOf<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}
