import { describe, expect, it } from "vitest";
import { itCalls, itGives } from "../support/function-table";
import { sportContextFor, HUB_HERO_HEADLINE, DEFAULT_HEADING } from "~/site/context";
import { FALLBACK_INDIGO, SHADES } from "~/site/palette";
import { SITES, SITE_KEYS } from "~/site/sites";
import { contrastRatio, DEFAULT_THEME_COLOR, resolveTheme, themeColor } from "~/site/theme";
import { isActivePath } from "~/lib/nav";
import { addToast, durationFor, TOAST_LIMIT } from "~/lib/toast";

describe("site family", () => {
  it("has nine sites, one of them the main hub", () => {
    expect(SITE_KEYS).toHaveLength(9);
    expect(
      Object.values(SITES)
        .filter((s) => s.isMainSite)
        .map((s) => s.key),
    ).toEqual(["hub"]);
    expect(SITES.hub.sport).toBeNull();
    expect(SITES.hub.level).toBeNull();
  });

  it("gives every site every field of the spec", () => {
    for (const site of Object.values(SITES)) {
      expect(site.name).toBeTruthy();
      expect(site.description).toBeTruthy();
      expect(site.keywords.length).toBeGreaterThan(0);
      expect(site.logoUrl).toMatch(/^\/logos\//);
      expect(site.appleTouchIconUrl).toMatch(/\.png$/);
      expect(site.isSportSpecific).toBe(!site.isMainSite);
      for (const scale of ["primary", "secondary", "accent"] as const)
        expect(site.theme[scale]["500"]).toBeTruthy();
    }
  });

  it("keeps AA contrast for white on primary/secondary 600+ and primary 700 text on white", () => {
    for (const site of Object.values(SITES)) {
      const t = resolveTheme(site.theme);
      for (const shade of ["600", "700", "800", "900"] as const) {
        expect(
          contrastRatio("#ffffff", t.primary[shade]),
          `${site.key} primary ${shade}`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(
          contrastRatio("#ffffff", t.secondary[shade]),
          `${site.key} secondary ${shade}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(
        contrastRatio(t.accent["900"], t.accent["100"]),
        `${site.key} accent badge`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(t.primary["800"], t.primary["100"]),
        `${site.key} primary badge`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("every site looks distinct", () => {
    const primaries = new Set(Object.values(SITES).map((s) => s.theme.primary["600"]));
    expect(primaries.size).toBe(SITE_KEYS.length);
  });
});

describe("theme", () => {
  it("fills a missing or malformed shade with the fixed indigo", () => {
    const t = resolveTheme({
      primary: { "500": "#123456", "600": "not-a-colour" },
      secondary: {},
      accent: {},
    });
    expect(t.primary["500"]).toBe("#123456");
    expect(t.primary["600"]).toBe(FALLBACK_INDIGO["600"]);
    expect(t.quinary).toEqual(FALLBACK_INDIGO);
    for (const shade of SHADES) expect(t.secondary[shade]).toBe(FALLBACK_INDIGO[shade]);
  });

  itGives("uses primary 600 as theme-color, blue by default", themeColor, [
    [SITES.nfl.theme, SITES.nfl.theme.primary["600"]],
    [undefined, DEFAULT_THEME_COLOR],
    [{ primary: {}, secondary: {}, accent: {} }, DEFAULT_THEME_COLOR],
  ]);
});

describe("sport/level context", () => {
  it("gives the hub the generic headline and no filters", () => {
    const ctx = sportContextFor(SITES.hub);
    expect(ctx).toMatchObject({
      isSportSpecific: false,
      apiFilters: {},
      heading: DEFAULT_HEADING,
      heroHeadline: HUB_HERO_HEADLINE,
    });
  });

  it.each([
    ["nfl", "NFL Championship Legacy", "professional"],
    ["nba", "NBA Dynasty Tracker", "professional"],
    ["mlb", "World Series History", "professional"],
    ["nhl", "Stanley Cup Champions", "professional"],
    ["cfb", "College Football Highlights", "ncaa-division-i"],
    ["cbb", "March Madness Moments", "ncaa-division-i"],
    ["cbs", "Road to Omaha", "ncaa-division-i"],
    ["chk", "Frozen Four Glory", "ncaa-division-i"],
  ] as const)("%s has the heading '%s' and level filter %s", (key, heading, level) => {
    const ctx = sportContextFor(SITES[key]);
    expect(ctx.heading).toBe(heading);
    expect(ctx.apiFilters).toEqual({ sport__slug: SITES[key].sport, level__slug: level });
    expect(ctx.isSportSpecific).toBe(true);
  });

  it("has a distinct hero headline per sport and level", () => {
    const headlines = SITE_KEYS.map((k) => sportContextFor(SITES[k]).heroHeadline);
    expect(new Set(headlines).size).toBe(9);
    expect(sportContextFor(SITES.cbb).heroHeadline).toMatch(/March Madness/);
    expect(sportContextFor(SITES.cbs).heroHeadline).toMatch(/College World Series/);
    expect(sportContextFor(SITES.chk).heroHeadline).toMatch(/Frozen Four/);
  });
});

describe("isActivePath", () => {
  itCalls("is active on the item's path and below it only", isActivePath, [
    ["/teams", "/teams", true],
    ["/teams/boston-celtics/2024", "/teams", true],
    ["/teamsheet", "/teams", false],
    ["/scores", "/teams", false],
    ["/", "/", true],
    ["/teams", "/", false],
  ]);
});

describe("toasts", () => {
  it("keeps at most 20, newest last", () => {
    let list: ReturnType<typeof addToast> = [];
    for (let i = 0; i < 25; i++)
      list = addToast(list, { id: String(i), kind: "blank", message: `m${i}`, duration: 4000 });
    expect(list).toHaveLength(TOAST_LIMIT);
    expect(list[0]?.id).toBe("5");
    expect(list.at(-1)?.id).toBe("24");
  });
  itGives("uses the toast durations (docs/constants.md#timing)", durationFor, [
    ["success", 2000],
    ["error", 4000],
    ["blank", 4000],
    ["custom", 4000],
    ["loading", null],
  ]);
});
