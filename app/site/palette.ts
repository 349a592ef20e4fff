/** A colour scale keyed by shade, as the spec's theme describes ("shades such as 500 and 600"). */
export const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Partial<Record<Shade, string>>;

/** The fixed indigo that stands in for any shade a site's theme leaves out. */
export const FALLBACK_INDIGO: Record<Shade, string> = {
  "50": "#eef2ff",
  "100": "#e0e7ff",
  "200": "#c7d2fe",
  "300": "#a5b4fc",
  "400": "#818cf8",
  "500": "#6366f1",
  "600": "#4f46e5",
  "700": "#4338ca",
  "800": "#3730a3",
  "900": "#312e81",
};

/*
 * Scales are chosen so that white text on shades 600 and darker, and shade 700+ text on white,
 * both keep AA contrast (4.5:1); tests/unit/theme.test.ts checks it for every site.
 */
export const palettes = {
  blue: { "50": "#eff6ff", "100": "#dbeafe", "200": "#bfdbfe", "300": "#93c5fd", "400": "#60a5fa", "500": "#3b82f6", "600": "#2563eb", "700": "#1d4ed8", "800": "#1e40af", "900": "#1e3a8a" },
  navy: { "50": "#eef3fb", "100": "#d6e1f3", "200": "#adc3e7", "300": "#7f9fd6", "400": "#5079c2", "500": "#2f5aa8", "600": "#1f4690", "700": "#183876", "800": "#132c5d", "900": "#0d1f44" },
  red: { "50": "#fef2f2", "100": "#fee2e2", "200": "#fecaca", "300": "#fca5a5", "400": "#f87171", "500": "#ef4444", "600": "#c81e1e", "700": "#a91b1b", "800": "#8c1a1a", "900": "#731919" },
  violet: { "50": "#f5f3ff", "100": "#ede9fe", "200": "#ddd6fe", "300": "#c4b5fd", "400": "#a78bfa", "500": "#8b5cf6", "600": "#7c3aed", "700": "#6d28d9", "800": "#5b21b6", "900": "#4c1d95" },
  orange: { "50": "#fff7ed", "100": "#ffedd5", "200": "#fed7aa", "300": "#fdba74", "400": "#fb923c", "500": "#f97316", "600": "#c2410c", "700": "#9a3412", "800": "#7c2d12", "900": "#6a2710" },
  amber: { "50": "#fffbeb", "100": "#fef3c7", "200": "#fde68a", "300": "#fcd34d", "400": "#fbbf24", "500": "#f59e0b", "600": "#b45309", "700": "#92400e", "800": "#78350f", "900": "#5f2b0c" },
  green: { "50": "#f0fdf4", "100": "#dcfce7", "200": "#bbf7d0", "300": "#86efac", "400": "#4ade80", "500": "#22c55e", "600": "#15803d", "700": "#166534", "800": "#14532d", "900": "#0f3f22" },
  emerald: { "50": "#ecfdf5", "100": "#d1fae5", "200": "#a7f3d0", "300": "#6ee7b7", "400": "#34d399", "500": "#10b981", "600": "#047857", "700": "#065f46", "800": "#064e3b", "900": "#043b2d" },
  slate: { "50": "#f8fafc", "100": "#f1f5f9", "200": "#e2e8f0", "300": "#cbd5e1", "400": "#94a3b8", "500": "#64748b", "600": "#475569", "700": "#334155", "800": "#1e293b", "900": "#0f172a" },
  sky: { "50": "#f0f9ff", "100": "#e0f2fe", "200": "#bae6fd", "300": "#7dd3fc", "400": "#38bdf8", "500": "#0ea5e9", "600": "#0369a1", "700": "#075985", "800": "#0c4a6e", "900": "#0a3a56" },
  cyan: { "50": "#ecfeff", "100": "#cffafe", "200": "#a5f3fc", "300": "#67e8f9", "400": "#22d3ee", "500": "#06b6d4", "600": "#0e7490", "700": "#155e75", "800": "#164e63", "900": "#103b4b" },
  crimson: { "50": "#fff1f2", "100": "#ffe4e6", "200": "#fecdd3", "300": "#fda4af", "400": "#fb7185", "500": "#f43f5e", "600": "#be123c", "700": "#9f1239", "800": "#881337", "900": "#6f1030" },
  gold: { "50": "#fefce8", "100": "#fef9c3", "200": "#fef08a", "300": "#fde047", "400": "#facc15", "500": "#eab308", "600": "#a16207", "700": "#854d0e", "800": "#713f12", "900": "#5c330f" },
  teal: { "50": "#f0fdfa", "100": "#ccfbf1", "200": "#99f6e4", "300": "#5eead4", "400": "#2dd4bf", "500": "#14b8a6", "600": "#0f766e", "700": "#115e59", "800": "#134e4a", "900": "#0f3d3a" },
} satisfies Record<string, Record<Shade, string>>;
