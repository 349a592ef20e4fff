import { chromium } from "playwright-core";
const [,, url, out, w, h, host] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url.replace("HOST", host ?? "localhost"), { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
