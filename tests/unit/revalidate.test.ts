import { describe, expect, it } from "vitest";
import { skipRevalidateOnOpen } from "~/lib/revalidate";

const at = (path: string) => new URL(`https://nba.example.test${path}`);

describe("skipRevalidateOnOpen", () => {
  it("runs no loader when only `open` changed", () => {
    expect(
      skipRevalidateOnOpen({
        currentUrl: at("/players?q=ray"),
        nextUrl: at("/players?q=ray&open=12"),
        defaultShouldRevalidate: true,
      }),
    ).toBe(false);
  });

  it("keeps Remix's answer when anything else changed", () => {
    for (const defaultShouldRevalidate of [true, false])
      expect(
        skipRevalidateOnOpen({
          currentUrl: at("/players?q=ray&open=12"),
          nextUrl: at("/players?q=ron&open=12"),
          defaultShouldRevalidate,
        }),
      ).toBe(defaultShouldRevalidate);
    expect(
      skipRevalidateOnOpen({
        currentUrl: at("/players"),
        nextUrl: at("/coaches"),
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
  });
});
