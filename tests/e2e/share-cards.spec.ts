import { expect, test } from "@playwright/test";
import { siteGet } from "./helpers";

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

test.describe("share cards", () => {
  test("every page has Open Graph and Twitter tags on its own host", async ({ request }) => {
    for (const [site, path] of [
      ["hub", "/"],
      ["nfl", "/standings"],
      ["nhl", "/teams/boston-bruins"],
    ] as const) {
      const html = await (await siteGet(request, site, path)).text();
      const host = site === "hub" ? "localhost" : `${site}.localhost`;
      expect(meta(html, "og:title"), path).toBeTruthy();
      expect(meta(html, "og:description"), path).toBeTruthy();
      expect(meta(html, "og:site_name"), path).toBeTruthy();
      expect(meta(html, "og:url"), path).toMatch(
        new RegExp(`^http://${host.replace(".", "\\.")}:\\d+${path === "/" ? "/" : path}$`),
      );
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
      expect(meta(html, "twitter:card"), path).toBeTruthy();
    }
  });

  test("a team page's image is a 1200x630 PNG with long cache headers; other sites' teams are 404", async ({
    request,
  }) => {
    const html = await (await siteGet(request, "nhl", "/teams/boston-bruins")).text();
    const image = meta(html, "og:image");
    expect(image).toMatch(/\/og\/teams\/boston-bruins\.png$/);
    const response = await siteGet(request, "nhl", new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toMatch(/public, max-age=86400/);
    const png = await response.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    expect((await siteGet(request, "nhl", "/og/teams/los-angeles-lakers.png")).status()).toBe(404);
    expect((await siteGet(request, "nhl", "/og/teams/no-such-team.png")).status()).toBe(404);
  });

  test("a page with a figure to share says it, and its image (of the view shared) is a PNG", async ({
    request,
  }) => {
    const pages: [string, string, RegExp][] = [
      [
        "nba",
        "/teams/boston-celtics/vs/los-angeles-lakers",
        /^Boston Celtics vs Los Angeles Lakers: \d+-\d+ all time \([\d,]+ games, 1948-49 to \d{4}-\d\d\); playoffs \d+-\d+\.$/,
      ],
      [
        "nba",
        "/players/larry-bird",
        /^Larry Bird: Forward\. Regular-season career: NBA 1979-80 to 1991-92: 897 games, 21,791 points; 24\.3 points, 10\.0 rebounds and 6\.3 assists a game/,
      ],
      ["nba", "/standings?season=2023", /^2023-24 NBA standings: best records Boston Celtics 64-18, /],
      ["nba", "/draft/2024", /^2024 NBA Draft: 1\. Zaccharie Risacher \(Atlanta Hawks\), 2\. Alex Sarr /],
      ["nba", "/awards/nba-most-valuable-player", /^NBA Most Valuable Player: \d+ winners, 1955-56 to /],
      [
        "mlb",
        "/leaders?scope=season",
        /^MLB single season leaders: Home Runs\. 1\. Barry Bonds \(2001\) 73, /,
      ],
    ];
    for (const [site, path, description] of pages) {
      const html = await (await siteGet(request, site, path)).text();
      const [pathname, search = ""] = path.split("?");
      const image = meta(html, "og:image");
      // The image of a standings or leaders view carries the view's parameters.
      expect(image, path).toBe(
        `${new URL(meta(html, "og:url")!).origin}/og${pathname}.png${search ? `?${search}` : ""}`,
      );
      expect(meta(html, "og:description"), path).toMatch(description);
      expect(meta(html, "description"), path).toBe(meta(html, "og:description"));
      const response = await siteGet(request, site, new URL(image!).pathname + new URL(image!).search);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("image/png");
    }
  });

  test("an image of a page that does not exist is not found", async ({ request }) => {
    for (const [site, path] of [
      ["nba", "/og/teams/boston-celtics/vs/boston-celtics.png"],
      ["nba", "/og/teams/boston-celtics/vs/no-such-team.png"],
      ["nba", "/og/teams/boston-celtics/vs/boston-bruins.png"],
      ["nba", "/og/players/no-such-player.png"],
      ["nba", "/og/seasons/no-such-season.png"],
      ["nba", "/og/scores/999999999.png"],
      ["nba", "/og/draft/1900.png"],
      ["nba", "/og/awards/no-such-award.png"],
      // Sections a site does not have.
      ["nhl", "/og/draft/2024.png"],
      ["cfb", "/og/leaders.png"],
    ] as const) {
      expect((await siteGet(request, site, path)).status(), `${site} ${path}`).toBe(404);
    }
  });

  test("player, championship and game pages name their image too", async ({ request }) => {
    for (const path of ["/championships/stanley-cup-final", "/scores/40149"]) {
      const html = await (await siteGet(request, "nhl", path)).text();
      const image = meta(html, "og:image");
      expect(image, path).toBe(`${new URL(meta(html, "og:url")!).origin}/og${path}.png`);
      const response = await siteGet(request, "nhl", `/og${path}.png`);
      expect(response.status(), path).toBe(200);
    }
  });
});
