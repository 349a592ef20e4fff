import { describe, expect, it } from "vitest";
import {
  battingAverage,
  earnedRunAverage,
  formatAverage,
  formatTwoDecimals,
  inningsFromOuts,
  onBase,
  onBasePlusSlugging,
  plateAppearances,
  qualifiesBatting,
  qualifiesPitching,
  slugging,
  strikeoutsPerNine,
  totalBases,
  whip,
} from "@domain/baseball-stats";

// Lahman lines, with the figures Baseball-Reference prints for them.
const bonds2004 = { ab: 373, h: 135, doubles: 27, triples: 3, hr: 45, bb: 232, hbp: 9, sh: 0, sf: 3 };
const ruth1920 = { ab: 457, h: 172, doubles: 36, triples: 9, hr: 54, bb: 150, hbp: 3, sh: 5, sf: null };
const gibson1968 = { ip_outs: 914, h: 198, er: 38, bb: 62, so: 268 };
const skubal2024 = { ip_outs: 576, h: 142, er: 51, bb: 35, so: 228 };

describe("batting rates (Baseball-Reference's formulas)", () => {
  it("Barry Bonds 2004: .362/.609/.812, 1.422 OPS, 617 PA, 303 TB", () => {
    expect(formatAverage(battingAverage(bonds2004))).toBe(".362");
    expect(formatAverage(onBase(bonds2004))).toBe(".609");
    expect(formatAverage(slugging(bonds2004))).toBe(".812");
    expect(formatAverage(onBasePlusSlugging(bonds2004))).toBe("1.422");
    expect(plateAppearances(bonds2004)).toBe(617);
    expect(totalBases(bonds2004)).toBe(303);
  });

  it("blank early-season columns (SF in 1920) count as zero: Ruth 1920 .376 AVG, .533 OBP", () => {
    expect(formatAverage(battingAverage(ruth1920))).toBe(".376");
    expect(formatAverage(onBase(ruth1920))).toBe(".533");
    expect(totalBases(ruth1920)).toBe(388);
  });

  it("a rate over nothing is no rate (a dash), not .000", () => {
    const none = { ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, hbp: 0, sh: 0, sf: 0 };
    expect(battingAverage(none)).toBeNull();
    expect(onBasePlusSlugging(none)).toBeNull();
    expect(formatAverage(null)).toBe("–");
    expect(earnedRunAverage({ ip_outs: 0, er: 3 })).toBeNull();
  });
});

describe("pitching rates", () => {
  it("Bob Gibson 1968: 304.2 IP, 1.12 ERA, 0.85 WHIP", () => {
    expect(inningsFromOuts(gibson1968.ip_outs)).toBe("304.2");
    expect(formatTwoDecimals(earnedRunAverage(gibson1968))).toBe("1.12");
    expect(formatTwoDecimals(whip(gibson1968))).toBe("0.85");
  });

  it("Tarik Skubal 2024: 192.0 IP, 2.39 ERA, 0.92 WHIP, 10.69 K/9", () => {
    expect(inningsFromOuts(skubal2024.ip_outs)).toBe("192.0");
    expect(formatTwoDecimals(earnedRunAverage(skubal2024))).toBe("2.39");
    expect(formatTwoDecimals(whip(skubal2024))).toBe("0.92");
    expect(formatTwoDecimals(strikeoutsPerNine(skubal2024))).toBe("10.69");
  });
});

describe("qualification minimums", () => {
  it("season: 3.1 PA or 1 IP per team game; career: 3,000 PA or 1,000 IP", () => {
    expect(qualifiesBatting(502, 162, "season")).toBe(true);
    expect(qualifiesBatting(501, 162, "season")).toBe(false);
    expect(qualifiesBatting(2999, null, "career")).toBe(false);
    expect(qualifiesBatting(3000, null, "career")).toBe(true);
    expect(qualifiesPitching(486, 162, "season")).toBe(true);
    expect(qualifiesPitching(485, 162, "season")).toBe(false);
    expect(qualifiesPitching(3000, null, "career")).toBe(true);
    expect(qualifiesPitching(500, null, "season")).toBe(false);
  });
});
