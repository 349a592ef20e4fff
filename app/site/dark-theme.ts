import { SHADES, type Shade } from "./palette";
import { contrastRatio, SCALE_NAMES, type ResolvedTheme } from "./theme";

/**
 * The dark variant of a site's theme. Components read shades by role, not by lightness: 50-100
 * are tinted backgrounds, 200-500 borders and rings, 600 a solid fill under white text, 700-900
 * text and icons on a surface. The dark variant keeps each role: tints become dark tints, text
 * shades become light ones (each raised until it keeps AA contrast on the darkest tint), and 600
 * stays, since white on it is already AA. Backgrounds that must stay dark under white text in both
 * modes (hero, footer) read the fixed `solid` scale instead.
 */

/** Neutral colours of each mode: text and surfaces keep AA contrast in both. */
export const NEUTRALS = {
  light: {
    text: "#111827",
    strong: "#374151",
    muted: "#4b5563",
    faint: "#6b7280",
    border: "#e5e7eb",
    field: "#9ca3af",
    surface: "#ffffff",
    page: "#f6f7f9",
    subtle: "#f3f4f6",
    glass: "rgba(255,255,255,0.88)",
    glassSolid: "rgba(255,255,255,0.98)",
  },
  dark: {
    text: "#e8ebef",
    strong: "#d1d6dd",
    muted: "#aab2bd",
    faint: "#9aa3ae",
    border: "#323a46",
    field: "#6b7480",
    surface: "#161a20",
    page: "#0e1115",
    subtle: "#1f252d",
    glass: "rgba(22,26,32,0.9)",
    glassSolid: "rgba(22,26,32,0.98)",
  },
} as const;
export type NeutralName = keyof (typeof NEUTRALS)["light"];

/** Status colours (wins, losses, warnings, live marks): text on a surface and its tinted badge. */
export const TONES = {
  light: {
    success: "#166534",
    successBg: "#dcfce7",
    warning: "#92400e",
    warningBg: "#fef3c7",
    danger: "#991b1b",
    dangerBg: "#fee2e2",
    dangerSolid: "#b91c1c",
    gold: "#d97706",
    green: "#16a34a",
    barGood: "#15803d",
    barFair: "#b45309",
    barPoor: "#b91c1c",
  },
  dark: {
    success: "#86efac",
    successBg: "#14321f",
    warning: "#fcd34d",
    warningBg: "#3a2a0c",
    danger: "#fca5a5",
    dangerBg: "#3b1414",
    dangerSolid: "#b91c1c",
    gold: "#f59e0b",
    green: "#22c55e",
    barGood: "#22c55e",
    barFair: "#f59e0b",
    barPoor: "#f87171",
  },
} as const;
export type ToneName = keyof (typeof TONES)["light"];

const hex = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, "0");
const channels = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** `a` moved toward `b` by `t` (0..1), in sRGB. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x.map((v, i) => hex(v + (y[i]! - v) * t)).join("")}`;
}

/** `color` lightened toward white in small steps until it reaches `ratio` against every background. */
export function lightenUntil(color: string, backgrounds: readonly string[], ratio = 4.5): string {
  let out = color;
  for (let step = 0; step < 40 && backgrounds.some((bg) => contrastRatio(out, bg) < ratio); step++)
    out = mix(out, "#ffffff", 0.08);
  return out;
}

const TINT_FROM: Partial<Record<Shade, [Shade, number]>> = { "50": ["900", 0.7], "100": ["800", 0.6] };
const SWAP: Partial<Record<Shade, Shade>> = {
  "200": "700",
  "300": "600",
  "400": "500",
  "500": "400",
  "600": "600",
};
const TEXT_FROM: Partial<Record<Shade, Shade>> = { "700": "300", "800": "200", "900": "100" };

/** The dark variant of one resolved theme (every scale, every shade). */
export function darkTheme(light: ResolvedTheme): ResolvedTheme {
  const out = {} as ResolvedTheme;
  const surface = NEUTRALS.dark.surface;
  for (const name of SCALE_NAMES) {
    const scale = light[name];
    const dark = {} as Record<Shade, string>;
    for (const shade of SHADES) {
      const tint = TINT_FROM[shade];
      if (tint) dark[shade] = mix(scale[tint[0]], surface, tint[1]);
      const swap = SWAP[shade];
      if (swap) dark[shade] = scale[swap];
    }
    // Text shades must read on the surface, the page, the subtle grey and both dark tints.
    const backgrounds = [surface, NEUTRALS.dark.page, NEUTRALS.dark.subtle, dark["50"], dark["100"]];
    for (const [shade, from] of Object.entries(TEXT_FROM) as [Shade, Shade][])
      dark[shade] = lightenUntil(scale[from], backgrounds);
    out[name] = dark;
  }
  return out;
}
