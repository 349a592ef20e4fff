import { describe, expect, it } from "vitest";
import { formatYearsOfHistory } from "~/lib/championship-format";

describe("formatYearsOfHistory: years of history as '57+'", () => {
  it("shows the years with a plus", () => {
    expect(formatYearsOfHistory(57)).toBe("57+");
    expect(formatYearsOfHistory(1)).toBe("1+");
  });
  it("shows 0+ for unknown or zero years, never a negative count", () => {
    expect(formatYearsOfHistory(null)).toBe("0+");
    expect(formatYearsOfHistory(0)).toBe("0+");
    expect(formatYearsOfHistory(-3)).toBe("0+");
  });
});
