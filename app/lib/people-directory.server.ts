/**
 * The loader of the player and coach directories: the site's sport, the view's search parameters
 * and their API filters, then the page of people, the summary figures and the team options asked
 * together. A failure of any of them is the page's error state, never an empty list.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { sportContextFor } from "~/site/context";
import { teamOptions } from "./people-options.server";
import { peopleListFilters } from "./people-params";
import { pageInfo, type Param, type ParamShape } from "./route-kit";
import { pageFailure, parseRouteSearch } from "./route-kit.server";

/** The parameters both directories read (one vocabulary, `~/lib/people-params`); `St` the statuses. */
type DirectoryShape<St extends string> = ParamShape & {
  q: Param<string>;
  sport: Param<string | null>;
  position: Param<string>;
  team: Param<string>;
  status: Param<St | null>;
  page: Param<number>;
};

type Filters<St extends string> = ReturnType<typeof peopleListFilters<St>>;

export async function loadPeopleDirectory<
  St extends string,
  S extends DirectoryShape<St>,
  L extends { count: number },
  M,
>(
  { request, context }: { request: Request; context: AppLoadContext },
  directory: {
    /** The parameter shape; a sport site reads no `sport`. */
    shape: (allowSport: boolean) => S & { status: Param<St | null> };
    pageSize: number;
    /** The page of people and the summary figures of the same filters. */
    fetch: (api: ApiClient, filters: Filters<St>, page: number) => readonly [Promise<L>, Promise<M>];
    /** Names the failure in the server log. */
    label: string;
  },
) {
  const site = sportContextFor(context.site);
  const { values } = parseRouteSearch(request, directory.shape(!site.isSportSpecific));
  const sport = site.sport ?? values.sport;
  const filters = peopleListFilters<St>(values, site.isSportSpecific);
  const [list, summary] = directory.fetch(context.api, filters, values.page);
  const [listed, figures, teams] = await Promise.all([list, summary, teamOptions(context.api, sport)]).catch(
    (error) => pageFailure(error, directory.label),
  );
  return {
    values,
    sport,
    hub: !site.isSportSpecific,
    list: listed,
    summary: figures,
    page: pageInfo(listed.count, values.page, directory.pageSize),
    teams,
  };
}
