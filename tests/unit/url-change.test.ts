import { describe, expect, it } from "vitest";
import { onlyParamsChanged } from "~/lib/url-change";

const u = (s: string) => new URL(s, "http://localhost");

describe("onlyParamsChanged", () => {
  it("is true when only `open` changed", () => {
    expect(onlyParamsChanged(u("/champions?q=a"), u("/champions?open=3&q=a"))).toBe(true);
    expect(onlyParamsChanged(u("/champions?open=3&year=2024"), u("/champions?year=2024&open=4"))).toBe(true);
  });
  it("is false when a filter or the path changed", () => {
    expect(onlyParamsChanged(u("/champions?q=a"), u("/champions?q=b"))).toBe(false);
    expect(onlyParamsChanged(u("/champions"), u("/championships"))).toBe(false);
  });
});
