import { describe, expect, it } from "vitest";
import { capPageSize } from "../../backend/http/handler";

describe("capPageSize", () => {
  const capped = (path: string, query: string) => {
    const url = new URL(`http://x/api/${path}?${query}`);
    capPageSize(url, path);
    return url.searchParams.get("page_size");
  };
  it("clamps wide lists (people 200, games 500) and leaves other lists and small pages alone", () => {
    expect(capped("people/players/", "page_size=1000&search=a")).toBe("200");
    expect(capped("people/coaches/", "page_size=201")).toBe("200");
    expect(capped("games/games/", "page_size=900")).toBe("500");
    expect(capped("people/players/", "page_size=50")).toBe("50");
    expect(capped("teams/teams/", "page_size=1000")).toBe("1000");
  });
  it("leaves invalid sizes for the parameter parser's 400", () => {
    expect(capped("people/players/", "page_size=5000")).toBe("5000");
    expect(capped("people/players/", "page_size=abc")).toBe("abc");
  });
});
