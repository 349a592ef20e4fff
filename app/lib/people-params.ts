/** Search parameters of the player and coach directories (one vocabulary: q, sport, position, team, status, page, open). */
import { SPORTS } from "@domain/sports";
import { param } from "./route-kit";

export const PLAYERS_PAGE_SIZE = 24;
export const COACHES_PAGE_SIZE = 24;

/** The directories' one vocabulary; only the statuses a person can have differ. */
function directoryParams<S extends string>(allowSport: boolean, statuses: readonly S[]) {
  return {
    q: param.text(100),
    sport: allowSport ? param.oneOf(SPORTS, null) : param.ignored(),
    position: param.text(40),
    team: param.text(12),
    status: param.oneOf(statuses, null),
    open: param.slug(),
    page: param.page(),
  };
}

export function playerListParams(allowSport: boolean) {
  return directoryParams(allowSport, ["active", "inactive", "injured", "retired"] as const);
}

export function coachListParams(allowSport: boolean) {
  return directoryParams(allowSport, ["active", "interim", "retired", "fired", "resigned"] as const);
}

/** A detail page's one open section; `fallback` is the section open by default (null: none). */
export function sectionParams<T extends string>(ids: readonly T[], fallback: T | null) {
  return { open: param.oneOf([...ids, "none"] as const, fallback) };
}

/** The API filters of a directory view: empty values left out; a sport site's sport is already fixed. */
export function peopleListFilters<S extends string>(
  values: { q: string; position: string; team: string; status: S | null; sport: string | null },
  isSportSpecific: boolean,
) {
  return {
    search: values.q || undefined,
    position: values.position || undefined,
    team: values.team || undefined,
    status: values.status ?? undefined,
    sport__slug: isSportSpecific ? undefined : (values.sport ?? undefined),
  };
}
