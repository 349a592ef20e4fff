import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const spec of process.argv.slice(2)) {
  const [url, sel, name, w] = spec.split("|");
  const width = Number(w);
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: "load" });
  console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
  await page.locator(sel).first().screenshot({ path: `/tmp/h26-shots/${name}.png` });
  await ctx.close();
}
await browser.close();
