import { chromium } from "playwright";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Performance.enable");
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
const { metrics } = await cdp.send("Performance.getMetrics");
console.log(metrics.filter((m) => /Count|Duration|Nodes/.test(m.name)).map((m) => `${m.name}=${Math.round(m.value * 1000) / 1000}`).join(" "));
// self time per node
const dt = new Map(); const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const agg = new Map();
for (const [id, t] of dt) { const n = nodes.get(id); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/^.*\//, "")}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; agg.set(key, (agg.get(key) ?? 0) + t); }
for (const [k, t] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((t / 1000).toFixed(0).padStart(6), k);
// inclusive by top-level-ish: parent chain containing function names
await browser.close();
