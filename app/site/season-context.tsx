import { createContext, useContext, type ReactNode } from "react";

/** The active season of this visit: the `season` cookie (validated) or the current season. */
export interface SeasonContextValue {
  /** Season start year. */
  season: number;
  /** Whether the visitor chose it ('Set as Active Season'), rather than the current-season default. */
  chosen: boolean;
}

const SeasonContext = createContext<SeasonContextValue | null>(null);

export function SeasonProvider({ value, children }: { value: SeasonContextValue; children: ReactNode }) {
  return <SeasonContext.Provider value={value}>{children}</SeasonContext.Provider>;
}

export const SEASON_CONTEXT_ERROR = "useSeason must be used within a SeasonProvider";

export function useSeason(): SeasonContextValue {
  const value = useContext(SeasonContext);
  if (!value) throw new Error(SEASON_CONTEXT_ERROR);
  return value;
}
