import { describe, expect, it } from "vitest";
import { darkTheme, lightenUntil, mix, NEUTRALS, TONES } from "~/site/dark-theme";
import { SITES } from "~/site/sites";
import { contrastRatio, resolveTheme, SCALE_NAMES } from "~/site/theme";

const AA = 4.5;

describe("dark theme", () => {
  it("keeps AA contrast for every site's text shades on every dark surface and tint", () => {
    for (const site of Object.values(SITES)) {
      const dark = darkTheme(resolveTheme(site.theme));
      for (const name of SCALE_NAMES) {
        for (const text of ["700", "800", "900"] as const) {
          for (const bg of [
            NEUTRALS.dark.surface,
            NEUTRALS.dark.page,
            NEUTRALS.dark.subtle,
            dark[name]["50"],
            dark[name]["100"],
          ]) {
            expect(
              contrastRatio(dark[name][text], bg),
              `${site.key} ${name} ${text} on ${bg}`,
            ).toBeGreaterThanOrEqual(AA);
          }
        }
        // A solid fill keeps white text readable in both modes.
        expect(contrastRatio("#ffffff", dark[name]["600"]), `${site.key} ${name} 600`).toBeGreaterThanOrEqual(
          AA,
        );
      }
    }
  });

  it("keeps AA contrast for neutral and status text in both modes", () => {
    for (const mode of ["light", "dark"] as const) {
      const n = NEUTRALS[mode];
      const t = TONES[mode];
      for (const bg of [n.surface, n.page, n.subtle]) {
        for (const fg of [n.text, n.strong, n.muted, t.success, t.warning, t.danger]) {
          expect(contrastRatio(fg, bg), `${mode} ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA);
        }
      }
      expect(contrastRatio(t.success, t.successBg), `${mode} success badge`).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(t.warning, t.warningBg), `${mode} warning badge`).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(t.danger, t.dangerBg), `${mode} danger badge`).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio("#ffffff", t.dangerSolid), `${mode} live mark`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("mixes and lightens in sRGB", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(contrastRatio(lightenUntil("#1f4690", ["#161a20"]), "#161a20")).toBeGreaterThanOrEqual(AA);
    expect(lightenUntil("#ffffff", ["#000000"])).toBe("#ffffff");
  });
});
