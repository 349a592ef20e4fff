import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import {
  formatCount,
  formatDollars,
  formatNumber,
  formatYear,
  seasonSpan,
  seasonsInOurData,
  seasonsText,
} from "~/lib/format";

describe("numbers formatted by kind (docs/rules.md#formatting)", () => {
  it.each([
    [17510, "17,510", formatCount],
    [999, "999", formatCount],
    [1234567, "1,234,567", formatNumber],
  ])("counts get thousands separators: %i reads %s", (n, text, format) => {
    expect(format(n)).toBe(text);
  });
  it("years, jersey numbers, draft picks and ids never do", () => {
    expect(formatYear(2021)).toBe("2021");
    expect(formatNumber(2021, "year")).toBe("2021");
    expect(formatNumber(1001, "jersey")).toBe("1001");
    expect(formatNumber(1234, "pick")).toBe("1234");
    expect(formatNumber(123456, "id")).toBe("123456");
  });
  it("money in dollars with separators", () => {
    expect(formatDollars(1250000)).toBe("$1,250,000");
  });
  itCalls("season ranges by their labels, unambiguous for seasons that cross New Year", seasonSpan, [
    ["football", 1999, 2010, "1999-2010"],
    ["basketball", 1984, 2021, "1984-85 to 2021-22"],
    ["hockey", 2017, 2017, "2017-18"],
  ]);
  it("labels a partial figure with what it covers (docs/rules.md#derived-figures)", () => {
    expect(seasonsInOurData("football", 12, 1999, 2010)).toBe("12 seasons in our data, 1999-2010");
    expect(seasonsInOurData("baseball", 1, 2023, 2023)).toBe("1 season in our data, 2023");
  });
});

describe("a count of seasons in a career row", () => {
  it.each([
    [1, "1 season"],
    [12, "12 seasons"],
  ])("%i reads %s", (n, text) => {
    expect(seasonsText(n)).toBe(text);
  });
});
