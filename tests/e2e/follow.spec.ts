import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, hostUrl, jsEnabled, siteGet } from "./helpers";

/**
 * Following a team without an account (issue 42 item 5): the team's calendar feed, start times in
 * the visitor's zone, and spoiler-safe mode. The data is pinned: the test server's clock is
 * 2026-11-28, and the Bruins host the Canucks on 2026-11-29 at 17:00 ET (game 40578).
 */
const BRUINS = "/teams/boston-bruins";
const NEXT_GAME = 40578;
const NEXT_GAME_UTC = "2026-11-29T22:00:00.000Z";
// 2025-04-10, final: Chicago Blackhawks 5 at Boston Bruins 2.
const FINAL_GAME = 38606;
const FINAL_DAY = "/scores?end=2025-04-10&start=2025-04-10";

/** The VEVENTs of an iCalendar text, each as its unfolded lines. */
function vevents(text: string): string[][] {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  return unfolded
    .split("BEGIN:VEVENT\r\n")
    .slice(1)
    .map((block) => block.split("END:VEVENT")[0]!.split("\r\n").filter(Boolean));
}
const field = (event: string[], name: string) =>
  event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? null;

test.describe("calendar feed", () => {
  test("a team's feed holds one event per game with a unique UID, timed in UTC", async ({ request }) => {
    const res = await siteGet(request, "nhl", `${BRUINS}/calendar.ics`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    const text = await res.text();
    // CRLF line endings only, and no line past 75 octets.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);

    const events = vevents(text);
    // Two seasons of an 82-game schedule (and any playoff games).
    expect(events.length).toBeGreaterThanOrEqual(164);
    const uids = events.map((e) => field(e, "UID"));
    expect(new Set(uids).size).toBe(events.length);
    for (const e of events) {
      expect(field(e, "DTSTAMP")).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(field(e, "DTSTART")).toMatch(/^DTSTART(:\d{8}T\d{6}Z|;VALUE=DATE:\d{8})$/);
    }
    const next = events.find((e) => field(e, "UID") === `UID:game-${NEXT_GAME}@nhl.localhost`);
    expect(next).toBeTruthy();
    expect(field(next!, "DTSTART")).toBe("DTSTART:20261129T220000Z");
    expect(field(next!, "SUMMARY")).toBe("SUMMARY:Vancouver Canucks at Boston Bruins");
    expect(field(next!, "URL")).toMatch(new RegExp(`^URL:http://nhl\\.localhost:\\d+/scores/${NEXT_GAME}$`));
    expect(field(next!, "DESCRIPTION")).toBeNull();
    // A finished game tells its final score (2025-10-08: Boston Bruins 3 at Washington Capitals 1).
    const final = events.find((e) => field(e, "UID") === "UID:game-38760@nhl.localhost");
    expect(field(final!, "SUMMARY")).toBe("SUMMARY:Boston Bruins at Washington Capitals");
    expect(field(final!, "DESCRIPTION")).toBe("DESCRIPTION:Final: Boston Bruins 3\\, Washington Capitals 1");
  });

  test("an unknown team, or a team of another site, has no feed; HEAD answers", async ({ request }) => {
    expect((await siteGet(request, "nhl", "/teams/no-such-team/calendar.ics")).status()).toBe(404);
    expect((await siteGet(request, "nba", `${BRUINS}/calendar.ics`)).status()).toBe(404);
    const head = await request.head(hostUrl("hub", `${BRUINS}/calendar.ics`), {
      headers: { Host: new URL(hostUrl("nhl")).host },
    });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  });

  test("the team page and Your teams link its feed", async ({ page }) => {
    await page.goto(hostUrl("nhl", BRUINS));
    const feed = page.getByRole("link", { name: "Calendar feed (iCal)" });
    await expect(feed).toHaveAttribute("href", `${BRUINS}/calendar.ics`);
    // A favourite's card on the home page links it too.
    await page
      .getByRole("button", { name: /^Add to your teams$|Add Boston Bruins to your teams/ })
      .first()
      .click();
    await expect(page.getByText("Boston Bruins added to your teams.")).toBeVisible();
    await page.goto(hostUrl("nhl", "/"));
    const yours = page.getByRole("region", { name: "Your teams" });
    await expect(yours.getByRole("link", { name: "Calendar feed (iCal)" })).toHaveAttribute(
      "href",
      `${BRUINS}/calendar.ics`,
    );
  });
});

test.describe("start times in the visitor's zone", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("Eastern from the server, converted once scripts run", async ({ page }, testInfo) => {
    const expected = jsEnabled(testInfo) ? "2:00 PM PST" : "5:00 PM ET";
    await page.goto(hostUrl("nhl", `/scores/${NEXT_GAME}`));
    const times = page.locator(`time[datetime="${NEXT_GAME_UTC}"]`);
    await expect(times.first()).toHaveText(expected);
    await expect(page.getByText(`Scheduled for Sunday, Nov 29, 2026 at ${expected}.`)).toBeVisible();
    // The scores list (server HTML kept as is on the first load) converts too.
    await page.goto(hostUrl("nhl", "/scores?start=2026-11-29&end=2026-11-29"));
    const card = page.locator(`[data-game="${NEXT_GAME}"]`);
    await expect(card.locator("time")).toHaveText(expected);
    await expect(card.locator("time")).toHaveAttribute("datetime", NEXT_GAME_UTC);
  });
});

/** Turns spoiler-safe mode on or off with the footer's form (a POST that returns to the page). */
async function spoilerMode(page: Page, label: "On" | "Off") {
  const form = page.locator('form[action="/spoilers"]');
  await form.getByRole("button", { name: label, exact: true }).click();
  await expect(form.getByRole("button", { name: label, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

const innerText = (page: Page, selector: string) => page.locator(selector).first().innerText();

test.describe("spoiler-safe mode", () => {
  test("hides scores and results until each is revealed", async ({ page }) => {
    await page.goto(hostUrl("nhl", FINAL_DAY));
    const card = `[data-game="${FINAL_GAME}"]`;
    expect(await innerText(page, card)).toMatch(/5[\s\S]*2/);

    await spoilerMode(page, "On");
    expect(new URL(page.url()).search).toBe("?end=2025-04-10&start=2025-04-10");
    // The card names the teams and says Final, with no figure until "Show score".
    expect(await innerText(page, card)).not.toMatch(/\d/);
    await page.locator(card).getByText("Show score").click();
    expect(await innerText(page, card)).toMatch(/CHI\s+5\s+BOS\s+2/);
    // The next card stays hidden: one reveal per game.
    expect(await page.locator(`[data-game="${FINAL_GAME + 1}"]`).innerText()).not.toMatch(/\d/);

    await page.goto(hostUrl("nhl", `/scores/${FINAL_GAME}`));
    const main = () => innerText(page, "main");
    expect(await main()).not.toMatch(/Chicago Blackhawks won|5 – |\b5\s+2\b/);
    await page.getByText("Show score", { exact: true }).click();
    expect(await main()).toContain("Chicago Blackhawks 5 – Boston Bruins 2");

    await page.goto(hostUrl("nhl", `${BRUINS}/2024?tab=schedule`));
    const firstResult = page
      .locator("table", { has: page.locator("caption", { hasText: "Regular Season" }) })
      .locator("tbody tr")
      .first();
    expect(await firstResult.innerText()).not.toMatch(/[WLT] \d+-\d+/);
    await firstResult.getByText("Show result").click();
    expect(await firstResult.innerText()).toMatch(/[WLT] \d+-\d+/);

    await page.goto(hostUrl("nhl", BRUINS));
    // Season records (W-L-OTL) sit behind their reveal.
    expect(await main()).not.toMatch(/\b\d{1,2}-\d{1,2}-\d{1,2}\b/);
    await page.getByText("Show season records").click();
    expect(await main()).toMatch(/\b\d{1,2}-\d{1,2}-\d{1,2}\b/);

    await spoilerMode(page, "Off");
    await expect(page.locator("details[data-spoiler]")).toHaveCount(0);
  });

  test("a season's games without a day wait behind their reveal too", async ({ page }) => {
    await page.goto(hostUrl("cbs", "/scores?season=1999"));
    const heading = page.getByRole("heading", { name: /^Dates unknown for this season/ });
    await expect(heading).toBeVisible();
    await spoilerMode(page, "On");
    await expect(heading).toBeHidden();
    await page.getByText("Show results", { exact: true }).click();
    await expect(heading).toBeVisible();
    await spoilerMode(page, "Off");
  });

  test("its reveal controls are labelled and axe clean", async ({ page }) => {
    await page.goto(hostUrl("nhl", `${BRUINS}/2024`));
    await spoilerMode(page, "On");
    await expect(page.locator("details[data-spoiler]").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(hostUrl("nhl", FINAL_DAY));
    await expectNoAxeViolations(page);
  });

  test("its pages are stored by no cache, and the page cache never mixes the two", async ({
    page,
    request,
  }) => {
    await page.goto(hostUrl("nhl", FINAL_DAY));
    await spoilerMode(page, "On");
    const cookie = (await page.context().cookies(hostUrl("nhl"))).find((c) => c.name === "spoilers");
    expect(cookie, "spoilers cookie").toBeTruthy();
    const withCookie = { Cookie: `spoilers=${cookie!.value}` };
    for (const path of [FINAL_DAY, `/scores/${FINAL_GAME}`, BRUINS, `${BRUINS}/2024`]) {
      // Without the cookie first (twice: the second answer may come from the page cache).
      for (let i = 0; i < 2; i++) {
        const plain = await siteGet(request, "nhl", path, { Cookie: "" });
        expect(plain.headers()["cache-control"], path).toMatch(/^public\b/);
        expect(await plain.text(), path).not.toContain("data-spoiler");
      }
      const hidden = await siteGet(request, "nhl", path, withCookie);
      expect(hidden.headers()["cache-control"], path).toBe("private, no-store");
      expect(await hidden.text(), path).toContain("data-spoiler");
      const again = await siteGet(request, "nhl", path, { Cookie: "" });
      expect(await again.text(), path).not.toContain("data-spoiler");
    }
    // A forged value is no spoiler-safe mode (and no new page-cache entry).
    const forged = await siteGet(request, "nhl", FINAL_DAY, { Cookie: "spoilers=on" });
    expect(await forged.text()).not.toContain("data-spoiler");
  });
});
