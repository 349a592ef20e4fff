import { describe, expect, it } from "vitest";
import { itCalls } from "../support/function-table";
import { islandNavigation, type IslandClick } from "~/lib/island-links";

const ORIGIN = "http://nfl.localhost:5184";
const click = (over: Partial<IslandClick> = {}): IslandClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href: `${ORIGIN}/teams/green-bay-packers/1996`,
  target: "",
  download: false,
  nav: null,
  ...over,
});

describe("islandNavigation: a click on a link inside a static island", () => {
  it("navigates client-side to the link's path, query and fragment, as a <Link> would", () => {
    expect(islandNavigation(click({ href: `${ORIGIN}/champions?sort=team#x` }), ORIGIN)).toEqual({
      to: "/champions?sort=team#x",
      replace: false,
      preventScrollReset: false,
      viewTransition: false,
    });
  });

  it("leaves new-tab clicks, other buttons, downloads, other targets and handled clicks to the browser", () => {
    expect(islandNavigation(click({ modified: true }), ORIGIN)).toBeNull();
    expect(islandNavigation(click({ button: 1 }), ORIGIN)).toBeNull();
    expect(islandNavigation(click({ download: true }), ORIGIN)).toBeNull();
    expect(islandNavigation(click({ target: "_blank" }), ORIGIN)).toBeNull();
    expect(islandNavigation(click({ defaultPrevented: true }), ORIGIN)).toBeNull();
    expect(islandNavigation(click({ target: "_self" }), ORIGIN)).not.toBeNull();
  });

  itCalls(
    "leaves links to other sites (another sport's host) and documents marked for a full load alone",
    (a: Parameters<typeof islandNavigation>[0]) => islandNavigation(a, ORIGIN),
    [
      [click({ href: "http://nba.localhost:5184/teams/x" }), null],
      [click({ href: "mailto:a@b.example" }), null],
      [click({ nav: "document" }), null],
    ],
  );

  it("an ?open= toggle replaces the history entry, keeps the scroll and drops the no-JS fragment", () => {
    expect(
      islandNavigation(click({ href: `${ORIGIN}/champions?open=12#champion-12`, nav: "toggle" }), ORIGIN),
    ).toEqual({
      to: "/champions?open=12",
      replace: true,
      preventScrollReset: true,
      viewTransition: false,
    });
  });

  it("a sort header keeps the scroll; a card link with a view transition keeps it", () => {
    expect(
      islandNavigation(click({ href: `${ORIGIN}/standings?sort=w`, nav: "keep-scroll" }), ORIGIN)
        ?.preventScrollReset,
    ).toBe(true);
    expect(
      islandNavigation(click({ href: `${ORIGIN}/championships/super-bowl`, nav: "transition" }), ORIGIN)
        ?.viewTransition,
    ).toBe(true);
  });
});
