import { chromium } from "playwright";
const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, w, h] of [["desk", 1280, 800], ["phone", 390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}-${name}.png` });
  await page.close();
}
await browser.close();
