/** Calls of the derived views: analytics figures, the data-quality report, head-to-head, opponents, on this day, playoff series. */
import { analyticsFiguresSchema, dataQualityReportSchema } from "@domain/contract/schemas";
import {
  headToHeadSchema,
  onThisDaySchema,
  opponentsSchema,
  playoffSeriesSchema,
} from "@domain/contract/explore";
import type { MeetingSort } from "@domain/head-to-head";
import { seg, type Requester } from "../request.server";

type MeetingView = {
  season?: number;
  before?: string;
  kind?: "regular" | "playoff";
  ordering?: MeetingSort;
  page?: number;
  page_size?: number;
};

export function insightCalls({ getOne, filters }: Requester) {
  return {
    /** The /analytics figures of the site for a category and timeframe (slugs of domain/analytics). */
    getAnalytics: (params: { category?: string; timeframe?: string } = {}) =>
      getOne("/api/analytics/figures/", analyticsFiguresSchema, { ...filters, ...params }),
    /** The data-quality figures stored by the last database build. */
    getDataQuality: () => getOne("/api/analytics/data-quality/", dataQualityReportSchema),
    /** Two teams' meetings and records; 404 when either is outside the scope or they are of different leagues. */
    getHeadToHead: (a: string, b: string, params: MeetingView = {}) =>
      getOne(`/api/explore/head-to-head/${seg(a)}/${seg(b)}/`, headToHeadSchema, params),
    getOpponents: (team: string, params: { limit?: number } = {}) =>
      getOne(`/api/explore/opponents/${seg(team)}/`, opponentsSchema, params),
    /** Titles, notable games and birthdays of a calendar date (`MM-DD`, default today) in the site's sports. */
    getOnThisDay: (date?: string) =>
      getOne("/api/explore/on-this-day/", onThisDaySchema, { ...filters, date }),
    /** A season's playoff series from a series source (NHL before its playoff games begin), in round order. */
    getPlayoffSeries: (season: { start_year: number; sport: string; level: string }) =>
      getOne("/api/explore/playoff-series/", playoffSeriesSchema, {
        season: season.start_year,
        sport__slug: season.sport,
        level__slug: season.level,
      }),
  };
}
