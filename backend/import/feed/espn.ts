/**
 * Adapter for ESPN's public scoreboard JSON
 * (`site.api.espn.com/apis/site/v2/sports/{sport}/{league}/scoreboard`): events become records of
 * the project's feed format. Games are named by date (the kickoff's US Eastern date) and teams
 * (ESPN's display name, with its abbreviation as an alternative). Tested against a saved real
 * payload (tests/fixtures/providers/); nothing in the request path calls ESPN.
 */
import { z } from "zod";
import { easternToday } from "../../../domain/clock";
import { leagueByKey } from "../../../domain/leagues";
import type { FeedLeague } from "./format";

export function espnScoreboardUrl(
  league: FeedLeague,
  date: string,
  base = "https://site.api.espn.com",
): string {
  return `${base}/apis/site/v2/sports/${leagueByKey(league).espn}/scoreboard?dates=${date.replace(/-/g, "")}`;
}

const statusSchema = z
  .object({
    displayClock: z.string().optional(),
    period: z.number().optional(),
    type: z
      .object({
        name: z.string(),
        state: z.string(),
        completed: z.boolean().optional(),
        detail: z.string().optional(),
        shortDetail: z.string().optional(),
      })
      .passthrough(),
  })
  .passthrough();

const competitorSchema = z
  .object({
    homeAway: z.enum(["home", "away"]),
    score: z.union([z.string(), z.number()]).optional(),
    team: z.object({ displayName: z.string(), abbreviation: z.string().optional() }).passthrough(),
  })
  .passthrough();

const eventSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    competitions: z
      .array(
        z
          .object({
            date: z.string().optional(),
            competitors: z.array(competitorSchema),
            status: statusSchema.optional(),
          })
          .passthrough(),
      )
      .min(1),
    status: statusSchema,
  })
  .passthrough();

export const espnScoreboardSchema = z.object({ events: z.array(z.unknown()) }).passthrough();

/** A feed record (before the feed's own validation) or why the event was left out. */
export type EspnConversion = { record: Record<string, unknown> } | { skipped: string };

/** OT, 2OT, SO from ESPN's final detail ("Final/OT", "Final/SO", "Final/2OT"). */
function overtimeMarker(detail: string | undefined): string | null {
  const m = /\/\s*(\d*OT|SO)\b/i.exec(detail ?? "");
  return m ? m[1].toUpperCase() : null;
}

function toScore(value: string | number | undefined): number | null {
  if (value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function espnEventToRecord(raw: unknown, league: FeedLeague): EspnConversion {
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success)
    return {
      skipped: `not an ESPN event (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message})`,
    };
  const event = parsed.data;
  const competition = event.competitions[0];
  const status = competition.status ?? event.status;
  const home = competition.competitors.find((c) => c.homeAway === "home");
  const away = competition.competitors.find((c) => c.homeAway === "away");
  if (!home || !away) return { skipped: `event ${event.id}: no home and away competitor` };
  const kickoff = new Date(competition.date ?? event.date);
  if (Number.isNaN(kickoff.getTime())) return { skipped: `event ${event.id}: bad date "${event.date}"` };
  const name = status.type.name.toUpperCase();
  const base = {
    league,
    date: easternToday(kickoff),
    home: [home.team.displayName, ...(home.team.abbreviation ? [home.team.abbreviation] : [])],
    away: [away.team.displayName, ...(away.team.abbreviation ? [away.team.abbreviation] : [])],
  };
  if (name.includes("POSTPONED")) return { record: { ...base, status: "postponed" } };
  if (name.includes("CANCELED") || name.includes("CANCELLED"))
    return { skipped: `event ${event.id}: canceled (no such status here)` };
  const scores = { home_score: toScore(home.score), away_score: toScore(away.score) };
  switch (status.type.state) {
    case "pre":
      return { record: { ...base, status: "scheduled" } };
    case "in":
      return {
        record: {
          ...base,
          status: "live",
          period: status.period ?? null,
          clock: status.displayClock ?? null,
          ...scores,
        },
      };
    case "post":
      return {
        record: {
          ...base,
          status: "final",
          period: overtimeMarker(status.type.detail ?? status.type.shortDetail),
          ...scores,
        },
      };
    default:
      return { skipped: `event ${event.id}: unknown state "${status.type.state}"` };
  }
}

/** A whole scoreboard as a feed document, plus the events left out and why. */
export function espnScoreboardToFeed(
  payload: unknown,
  league: FeedLeague,
): { feed: { source: string; games: unknown[] }; skipped: string[] } {
  const board = espnScoreboardSchema.parse(payload);
  const games: unknown[] = [];
  const skipped: string[] = [];
  for (const event of board.events) {
    const result = espnEventToRecord(event, league);
    if ("record" in result) games.push(result.record);
    else skipped.push(result.skipped);
  }
  return { feed: { source: `espn ${league} scoreboard`, games }, skipped };
}
