import { expect, test } from "@playwright/test";
import { hostUrl } from "./helpers";

const ADMIN_LINK = `aria-label="ADMIN (admin console)"`;

// The page cache seen from outside (server/page-cache.ts): process behaviour, checked once.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "server behaviour is checked once");
});

test("a repeated anonymous page answers from the page cache and 304 to If-None-Match", async ({
  request,
}) => {
  const url = hostUrl("hub", "/championships");
  await request.get(url);
  const repeat = await request.get(url);
  expect(repeat.status()).toBe(200);
  expect(repeat.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
  const etag = repeat.headers()["etag"];
  expect(etag).toMatch(/^W\/"/);
  expect(repeat.headers()["cache-control"]).toContain("public");

  const conditional = await request.get(url, { headers: { "If-None-Match": etag! } });
  expect(conditional.status()).toBe(304);
  expect(await conditional.body()).toHaveLength(0);
});

test("each cached answer carries its own CSP nonce in body and header", async ({ request }) => {
  const url = hostUrl("hub", "/privacy");
  await request.get(url);
  const [a, b] = [await request.get(url), await request.get(url)];
  const headerNonce = (h: Record<string, string>) =>
    /'nonce-([^']+)'/.exec(h["content-security-policy"] ?? "")?.[1];
  const na = headerNonce(a.headers());
  expect(na).toBeTruthy();
  expect(na).not.toBe(headerNonce(b.headers()));
  expect(await a.text()).toContain(`nonce="${na}"`);
});

test("a page requested with the admin cookie is not served from the anonymous cache", async ({
  request,
  playwright,
}) => {
  const url = hostUrl("hub", "/champions");
  await request.get(url);
  const anonymous = await request.get(url);
  expect(anonymous.headers()["x-page-cache"]).toMatch(/^(hit|stale)$/);
  expect(await anonymous.text()).not.toContain(ADMIN_LINK);

  // A separate client turns the admin flag on, then asks for the same page with its cookie.
  const admin = await playwright.request.newContext();
  try {
    const flagged = await admin.get(hostUrl("hub", "/?admin=true"));
    expect(flagged.headers()["set-cookie"]).toContain("admin=");
    const page = await admin.get(url);
    expect(page.status()).toBe(200);
    expect(page.headers()["x-page-cache"] ?? "miss").toMatch(/^(miss)$/);
    expect(await page.text()).toContain(ADMIN_LINK);
  } finally {
    await admin.dispose();
  }
  // ... and the anonymous visitor still gets the anonymous page.
  expect(await (await request.get(url)).text()).not.toContain(ADMIN_LINK);
});
