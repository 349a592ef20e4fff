/** Neutral colours shared by every site (text and surfaces keep AA contrast on white). */
export const neutral = {
  text: "#111827",
  muted: "#4b5563",
  border: "#e5e7eb",
  surface: "#ffffff",
  page: "#f6f7f9",
  subtle: "#f3f4f6",
} as const;

export const space = { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" } as const;
export const radius = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;
export const breakpoint = {
  md: "screen and (min-width: 768px)",
  lg: "screen and (min-width: 1024px)",
  xl: "screen and (min-width: 1280px)",
} as const;
export const shadow = {
  card: "0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.08)",
  raised: "0 8px 24px rgba(16,24,40,.12)",
} as const;
