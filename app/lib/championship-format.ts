/** Years of history as the championships page shows it ('57+'). No zod here: the browser loads it. */
export function formatYearsOfHistory(years: number | null): string {
  return `${Math.max(0, years ?? 0)}+`;
}
