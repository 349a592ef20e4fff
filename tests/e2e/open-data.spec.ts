import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { hostUrl, openPage, siteGet } from "./helpers";

/** Splits RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  return records;
}

/** Every table's CSV link answers text/csv with as many rows as the table shows, and the first row's first cell agrees. */
async function expectCsvOfEveryTable(page: Page, site: string, atLeast: number) {
  const links = page.locator("a[data-table-csv]");
  const n = await links.count();
  expect(n, `${page.url()} tables with a CSV link`).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < n; i++) {
    const id = (await links.nth(i).getAttribute("data-table-csv"))!;
    const region = page.locator(`[data-table-id="${id}"]`);
    await expect(region).toHaveAttribute("id", `table-${id}`);
    await expect(page.locator(`a[href="#table-${id}"]`)).toHaveCount(1);
    // A table's data rows, or a card list's cards (CardTable).
    const onScreen = region.locator("tbody tr:not([data-csv=skip]), [data-csv-row]");
    const cards = (await region.locator("table").count()) === 0;
    const rows = await onScreen.count();
    const response = await siteGet(page.request, site, (await links.nth(i).getAttribute("href"))!);
    expect(response.status(), id).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
    const records = parseCsv(await response.text());
    expect(records.length - 1, `${id}: CSV rows = rows on screen`).toBe(rows);
    expect(
      records.every((r) => r.length === records[0].length),
      `${id}: every record as long as the header`,
    ).toBe(true);
    if (rows > 0 && cards) {
      // Each card list's CSV names the page its card links to: the first record is the first card.
      const pageColumn = records[0].indexOf("Page");
      expect(pageColumn, id).toBeGreaterThanOrEqual(0);
      await expect(onScreen.first().locator(`a[href="${records[1][pageColumn]}"]`).first(), id).toBeVisible();
    } else if (rows > 0) {
      // Leading columns a table shows as heading rows (standings: conference, division) come first in the file.
      const lead = (JSON.parse((await region.getAttribute("data-csv-lead")) ?? "[]") as string[]).length;
      const first = (await onScreen.first().locator("th, td").first().innerText())
        .replace(/\s+/g, " ")
        .trim();
      const inFile = records[1][lead];
      expect(
        first.startsWith(inFile) || inFile.startsWith(first.slice(0, 3)),
        `${id}: ${first} vs ${inFile}`,
      ).toBe(true);
    }
  }
}

/** Visits each page (site, path) and checks the CSV of every table or card list on it, at least `atLeast`. */
async function expectCsvOnEachPage(page: Page, pages: readonly [string, string, number][]) {
  for (const [site, path, atLeast] of pages) {
    await page.goto(hostUrl(site, path));
    await expectCsvOfEveryTable(page, site, atLeast);
  }
}

test.describe("open data", () => {
  test("a CSV beside every table of each page kind, with the rows on screen", async ({ page }) => {
    test.setTimeout(180_000);
    const pages: [string, string, number][] = [
      ["nhl", "/standings?season=2016", 1],
      ["hub", "/champions?q=yankees", 1],
      ["nba", "/teams/boston-celtics", 1],
      ["nba", "/teams/boston-celtics/2023", 1],
      ["nba", "/players/michael-jordan", 1],
      ["nfl", "/coaches/bill-belichick", 1],
      ["hub", "/data-quality", 1],
      ["hub", "/", 1],
    ];
    await expectCsvOnEachPage(page, pages);
  });

  test("a CSV beside every card list, with the cards on screen, on the hub and sport sites", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const pages: [string, string, number][] = [
      ["hub", "/teams?q=new", 2],
      ["hub", "/players?q=smith", 1],
      ["hub", "/coaches", 1],
      ["hub", "/seasons?q=2020", 1],
      ["hub", "/championships", 1],
      ["hub", "/scores", 1],
      ["nba", "/teams", 2],
      ["nba", "/seasons", 1],
      ["nfl", "/players?page=2", 1],
      ["nfl", "/scores?end=2024-11-10&start=2024-11-10", 1],
      ["mlb", "/scores?end=2024-06-01&start=2024-06-01", 1],
      ["mlb", "/championships", 1],
      ["nhl", "/coaches", 1],
      ["hub", "/on-this-day?date=06-15", 3],
      ["nba", "/on-this-day?date=06-15", 2],
    ];
    await expectCsvOnEachPage(page, pages);
    // A paged list's CSV holds the page on screen, and its link says so.
    await page.goto(hostUrl("nfl", "/players?page=2"));
    await expect(page.locator('a[data-table-csv="players"]')).toHaveAttribute(
      "title",
      /on this page \(25-48 of [\d,]+\)/,
    );
    const link = page.locator('a[data-table-csv="players"]');
    const response = await siteGet(page.request, "nfl", (await link.getAttribute("href"))!);
    expect(response.headers()["content-disposition"]).toContain('filename="nfl-players-page-2.csv"');
    const records = parseCsv(await response.text());
    expect(records[0].slice(0, 4)).toEqual(["Player", "Jersey", "Position", "Team"]);
    await expect(page.locator("[data-csv-row]").first()).toContainText(records[1][0]);
  });

  test("the standings CSV keeps the conference and division of each row, in the order on screen", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const [site, path] of [
      ["nfl", "/standings?season=2023"],
      ["nfl", "/standings?season=2023&sort=pct"],
      ["nhl", "/standings?season=2016"],
      ["hub", "/standings?season=2023&sport=basketball&level=professional"],
    ] as const) {
      await page.goto(hostUrl(site, path));
      const link = page.locator("a[data-table-csv]").first();
      const id = (await link.getAttribute("data-table-csv"))!;
      const records = parseCsv(
        await (await siteGet(page.request, site, (await link.getAttribute("href"))!)).text(),
      );
      expect(records[0].slice(0, 3), path).toEqual(["Conference", "Division", "Position"]);
      const teamColumn = records[0].indexOf("Team");
      const onScreen = (
        await page
          .locator(`[data-table-id="${id}"] tbody tr:not([data-csv=skip]) th[scope=row] a:first-child`)
          .allInnerTexts()
      ).map((t) => t.trim());
      expect(
        records.slice(1).map((r) => r[teamColumn]),
        path,
      ).toEqual(onScreen);
      // Each heading row on screen is the grouping its rows carry in the file.
      const headings = await page
        .locator(`[data-table-id="${id}"] tbody[data-division]`)
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-division")));
      const fileGroups = [
        ...new Set(
          records
            .slice(1)
            .map((r) =>
              r[1] && r[0] && !r[1].startsWith(r[0]) ? `${r[0]} · ${r[1]}` : r[1] || r[0] || "League",
            ),
        ),
      ];
      expect(fileGroups, path).toEqual(headings);
      expect(records.slice(1).every((r) => r[0] !== "" || r[1] !== "")).toBe(true);
    }
  });

  test("the CSV follows the page's filter and sort, and its file name says so", async ({ page }) => {
    await page.goto(hostUrl("hub", "/champions?q=yankees&sort=team"));
    const link = page.locator("a[data-table-csv]").first();
    const response = await siteGet(page.request, "hub", (await link.getAttribute("href"))!);
    expect(response.headers()["content-disposition"]).toContain(
      "hub-champions-champions-by-title-year-q-yankees-sort-team.csv",
    );
    const records = parseCsv(await response.text());
    expect(records.length).toBeGreaterThan(20);
    expect(records.slice(1).every((r) => r.join(" ").includes("Yankees"))).toBe(true);
  });

  test("/downloads lists per-league files that answer and open, and the whole database", async ({ page }) => {
    test.setTimeout(120_000);
    await openPage(page, hostUrl("hub", "/downloads"), "Downloads");
    await expect(page.locator("section[data-league]")).toHaveCount(8);
    await expect(page.getByText(/CC BY-SA/).first()).toBeVisible();
    const games = page.locator('section[data-league="nhl"] a[data-download="games"]');
    const response = await page.request.get(new URL((await games.getAttribute("href"))!, page.url()).href);
    expect(response.status()).toBe(200);
    const records = parseCsv(zlib.gunzipSync(await response.body()).toString("utf8"));
    expect(records[0]).toEqual(expect.arrayContaining(["game_date", "home_team_slug", "away_team_slug"]));
    const shown = await page
      .locator('section[data-league="nhl"] tr:has(a[data-download="games"]) td')
      .first()
      .innerText();
    expect(records.length - 1).toBe(Number(shown.replace(/,/g, "")));
    for (const href of await page
      .locator("a[download]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      expect((await page.request.head(new URL(href, page.url()).href)).status(), href).toBe(200);
    }
    // A sport site lists its own league.
    await page.goto(hostUrl("mlb", "/downloads"));
    await expect(page.locator("section[data-league]")).toHaveCount(1);
  });

  test("the API reference, the OpenAPI document, cross-origin reads and the rate-limit headers", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await openPage(page, hostUrl("hub", "/developers"), "API Reference");
    // One entry per path of the served document.
    const served = (await (await page.request.get(hostUrl("hub", "/api/openapi.json"))).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(served.paths).length).toBeGreaterThanOrEqual(50);
    await expect(page.locator("[data-operation]")).toHaveCount(Object.keys(served.paths).length);
    await expect(page.locator('[data-operation="/api/teams/teams/"]')).toContainText("sport__slug");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "API" })).toHaveAttribute(
      "href",
      "/developers",
    );

    const doc = await request.get(hostUrl("hub", "/api/openapi.json"));
    expect(doc.status()).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toBe("3.1.0");

    const cross = await request.get(hostUrl("hub", "/api/teams/teams/?page_size=1"), {
      headers: { Origin: "https://example.org" },
    });
    expect(cross.headers()["access-control-allow-origin"]).toBe("*");
    expect(cross.headers()["set-cookie"]).toBeUndefined();
    const preflight = await request.fetch(hostUrl("hub", "/api/teams/teams/"), {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-methods"]).toContain("GET");
  });

  test("a data page carries a citation, readable and copyable without JavaScript", async ({ page }) => {
    await page.goto(hostUrl("nba", "/teams/boston-celtics"));
    const cite = page.locator("details[data-citation]");
    await cite.locator("summary").click();
    const text = await cite.locator("pre").innerText();
    expect(text).toContain('"Boston Celtics."');
    expect(text).toMatch(
      /http:\/\/nba\.localhost:\d+\/teams\/boston-celtics\. Data build \d{4}-\d{2}-\d{2}\. Sources: .*Sports-Reference/,
    );
  });
});
