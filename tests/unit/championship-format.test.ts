import { describe, expect, it } from "vitest";
import { itGives } from "../support/function-table";
import { formatYearsOfHistory } from "~/lib/championship-format";

describe("formatYearsOfHistory: years of history as '57+'", () => {
  it("shows the years with a plus", () => {
    expect(formatYearsOfHistory(57)).toBe("57+");
    expect(formatYearsOfHistory(1)).toBe("1+");
  });
  itGives("shows 0+ for unknown or zero years, never a negative count", formatYearsOfHistory, [
    [null, "0+"],
    [0, "0+"],
    [-3, "0+"],
  ]);
});
