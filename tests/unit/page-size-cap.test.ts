import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { capPageSize } from "../../backend/http/handler";

describe("capPageSize", () => {
  const capped = (path: string, query: string) => {
    const url = new URL(`http://x/api/${path}?${query}`);
    capPageSize(url, path);
    return url.searchParams.get("page_size");
  };
  itCalls("clamps wide lists (people 200, games 500) and leaves other lists and small pages alone", capped, [
    ["people/players/", "page_size=1000&search=a", "200"],
    ["people/coaches/", "page_size=201", "200"],
    ["games/games/", "page_size=900", "500"],
    ["people/players/", "page_size=50", "50"],
    ["teams/teams/", "page_size=1000", "1000"],
  ]);
  it("leaves invalid sizes for the parameter parser's 400", () => {
    expect(capped("people/players/", "page_size=5000")).toBe("5000");
    expect(capped("people/players/", "page_size=abc")).toBe("abc");
  });
});
