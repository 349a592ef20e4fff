/** Calls of awards (winners and votes, a player's awards) and drafts. */
import {
  awardResultSchema,
  awardSchema,
  draftPickSchema,
  draftSchema,
  playerAwardSchema,
} from "@domain/contract/awards";
import { seg, type PageParams, type Requester } from "../request.server";

type ResultView = { season?: number; league?: string; winners?: boolean; ordering?: string };

export function awardCalls({ getAll, getPage, getScopedOne, filters }: Requester) {
  return {
    /** Every award the site's data holds (a sport site: its own league's only). */
    listAwards: () => getAll("/api/awards/awards/", awardSchema, { ...filters }),
    /** One award by slug; ApiError(404) for an unknown slug or another site's award. */
    getAward: (slug: string) => getScopedOne(`/api/awards/awards/${seg(slug)}/`, awardSchema),
    /** One page of an award's winners (or, with `winners: false`, every vote-getter). */
    listAwardResults: (slug: string, params: PageParams & ResultView = {}) =>
      getPage(`/api/awards/awards/${seg(slug)}/results/`, awardResultSchema, { ...params }),
    /** Every row of the same view (the CSV). */
    listAllAwardResults: (slug: string, params: ResultView = {}) =>
      getAll(`/api/awards/awards/${seg(slug)}/results/`, awardResultSchema, { ...params }),
    /** The awards a player won, by season. */
    listPlayerAwards: (slug: string) => getAll(`/api/awards/players/${seg(slug)}/`, playerAwardSchema),
    /** Every draft the site's data holds, newest first. */
    listDrafts: () => getAll("/api/drafts/drafts/", draftSchema, { ...filters }),
    /** One page of a draft's picks; ApiError(404) for a year without a draft on this site. */
    listDraftPicks: (year: number, params: PageParams & { ordering?: string } = {}) =>
      getPage(`/api/drafts/drafts/${year}/`, draftPickSchema, { ...filters, ...params }),
    listAllDraftPicks: (year: number, params: { ordering?: string } = {}) =>
      getAll(`/api/drafts/drafts/${year}/`, draftPickSchema, { ...filters, ...params }),
  };
}
