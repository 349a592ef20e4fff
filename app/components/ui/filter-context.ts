import { createContext, useContext } from "react";

export interface FilterFormApi {
  /** Applies the form's current values after the current render: `push` adds a history entry. */
  applySoon(options: { push: boolean }): void;
}

/** Lets enhanced widgets (Radix Select, the date picker) apply the filter form they sit in. */
export const FilterFormContext = createContext<FilterFormApi | null>(null);
export const useFilterForm = () => useContext(FilterFormContext);
