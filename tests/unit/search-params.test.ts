import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { canonicalSearch, formQuery, toggleOpenHref, withParams } from "~/lib/search-params";

describe("canonicalSearch", () => {
  it("leaves out empty and default values and sorts keys", () => {
    const params = new URLSearchParams("sport=all&q=&year=1999&relevant=1");
    expect(canonicalSearch(params, { sport: "all", relevant: "1" })).toBe("?year=1999");
    expect(canonicalSearch(new URLSearchParams("b=2&a=1"))).toBe("?a=1&b=2");
    expect(canonicalSearch(new URLSearchParams(""))).toBe("");
  });
  it("drops parameters the page does not know", () => {
    expect(canonicalSearch(new URLSearchParams("q=x&utm=1"), {}, ["q"])).toBe("?q=x");
  });
});

describe("withParams and toggleOpenHref", () => {
  it("changes one parameter and keeps the rest", () => {
    expect(withParams("?q=yankees&year=2000", { year: null })).toBe("?q=yankees");
    expect(withParams("?q=yankees", { year: 1999 })).toBe("?q=yankees&year=1999");
  });
  itCalls(
    "opens a section, and closes it when it is already open",
    (a: Parameters<typeof toggleOpenHref>[0]) => toggleOpenHref(a, "2001"),
    [
      ["?q=a", "?open=2001&q=a"],
      ["?open=2001&q=a", "?q=a"],
      ["?open=1999", "?open=2001"],
    ],
  );
});

describe("formQuery", () => {
  it("keeps the last value of a name, trimmed, leaves out empty and default values, and sorts keys", () => {
    const entries: [string, FormDataEntryValue][] = [
      ["sport", "all"],
      ["q", "  yankees "],
      ["active", "0"],
      ["active", "1"],
      ["year", ""],
      ["open", "details"],
    ];
    expect(formQuery(entries, { sport: "all" }).toString()).toBe("active=1&open=details&q=yankees");
  });
  it("drops a name whose last value is empty or the default, even after a value", () => {
    expect(
      formQuery([
        ["q", "x"],
        ["q", " "],
      ]).toString(),
    ).toBe("");
    expect(
      formQuery(
        [
          ["active", "1"],
          ["active", "0"],
        ],
        { active: "0" },
      ).toString(),
    ).toBe("");
  });
  it("ignores files", () => {
    const file = new File(["x"], "x.txt");
    expect(
      formQuery([
        ["upload", file],
        ["q", "a"],
      ]).toString(),
    ).toBe("q=a");
  });
});
