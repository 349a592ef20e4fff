/**
 * Draws every site's logo and icons into public/ (SVG), then renders the PNG apple-touch icons and
 * the default /favicon.ico with Debian's Chromium. Run: `npx tsx scripts/draw-icons.ts`.
 * The outputs are committed; this is how they were made, not a build step.
 */
import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { leagueByKey } from "../domain/leagues";
import { SITES, SITE_KEYS, type SiteKey } from "../app/site/sites";
import { resolveTheme } from "../app/site/theme";
import { logoWidth } from "../app/site/logo";

/** The two letters under the trophy: the hub's, or the league's monogram from the registry. */
const mark = (key: SiteKey) => (key === "hub" ? "CH" : leagueByKey(key).site.monogram);

function icon(key: SiteKey): string {
  const t = resolveTheme(SITES[key].theme);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="${t.primary["600"]}"/>
  <path d="M20 14h24v10a12 12 0 0 1-24 0z" fill="${t.accent["200"]}"/>
  <path d="M44 17h6v4a7 7 0 0 1-7 7M20 17h-6v4a7 7 0 0 0 7 7" fill="none" stroke="${t.accent["200"]}" stroke-width="3"/>
  <rect x="29" y="35" width="6" height="7" fill="${t.accent["200"]}"/>
  <rect x="22" y="42" width="20" height="5" rx="2" fill="${t.accent["200"]}"/>
  <text x="32" y="59" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="10" fill="#ffffff">${mark(key)}</text>
</svg>
`;
}

function logo(key: SiteKey): string {
  const t = resolveTheme(SITES[key].theme);
  const name = SITES[key].name;
  const width = logoWidth(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-label="${name}">
  <rect x="0" y="2" width="36" height="36" rx="8" fill="${t.primary["600"]}"/>
  <path d="M11 9h14v6a7 7 0 0 1-14 0z" fill="#ffffff"/>
  <path d="M25 11h4v2a4 4 0 0 1-4 4M11 11H7v2a4 4 0 0 0 4 4" fill="none" stroke="#ffffff" stroke-width="2"/>
  <rect x="16" y="22" width="4" height="5" fill="#ffffff"/>
  <rect x="12" y="27" width="12" height="3" rx="1.5" fill="#ffffff"/>
  <text x="44" y="26" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="16" fill="${t.primary["800"]}">${name}</text>
</svg>
`;
}

mkdirSync("public/logos", { recursive: true });
mkdirSync("public/icons", { recursive: true });
for (const key of SITE_KEYS) {
  writeFileSync(`public/logos/${key}.svg`, logo(key));
  writeFileSync(`public/icons/${key}.svg`, icon(key));
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });
async function png(key: SiteKey, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0">${icon(key).replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
for (const key of SITE_KEYS) writeFileSync(`public/icons/${key}-180.png`, await png(key, 180));

// favicon.ico: one 32x32 PNG image inside an ICO container.
const image = await png("hub", 32);
const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt8(0, 8);
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(image.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([header, image]));
await browser.close();
console.log(`Drew logos and icons for ${SITE_KEYS.length} sites.`);
