/**
 * The CSV beside every table: `/table.csv?from=<page path and query>&table=<id>` reads that page
 * as a visitor sees it (same host, same cookies, so the same site, filters, sort and season: the
 * page cache's copy, else a render) and turns the table `data-table-id=<id>` into CSV. The rows are
 * the rows on screen by construction, and any page that renders a DataTable or a CardTable gets
 * its CSV without code of its own.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { z } from "zod";
import { toCsv } from "../app/lib/csv";
import { CSV_ATTR } from "../app/lib/table-csv";
import { bodyWith, type PageCache } from "./page-cache";

export type PageRenderer = (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;

export interface HtmlTable {
  header: string[];
  rows: string[][];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#")
      return String.fromCodePoint(
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** A cell's text: an abbreviated header reads its full title; marks for screens only (aria-hidden) are left out. */
function cellText(html: string): string {
  const text = html
    .replace(/<abbr[^>]*\btitle="([^"]*)"[^>]*>[\s\S]*?<\/abbr>/gi, "$1")
    .replace(/<(span|svg)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/gi, "")
    // Controls inside a cell (a row's toggle label) mark themselves data-csv="skip".
    .replace(/<(\w+)\b[^>]*data-csv="skip"[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  return decode(text).replace(/\s+/g, " ").trim();
}

function cellsOf(rowHtml: string): string[] {
  return [...rowHtml.matchAll(/<(td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => cellText(m[2]));
}

const cellsSchema = z.array(z.union([z.string(), z.number(), z.null()]));

/** A JSON array of cells held in attribute `name` of one tag's HTML, or null (absent or not such an array). */
export function jsonCellsOf(tag: string, name: string): string[] | null {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (raw === undefined) return null;
  try {
    const parsed = cellsSchema.safeParse(JSON.parse(decode(raw)));
    return parsed.success ? parsed.data.map((v) => (v === null ? "" : String(v))) : null;
  } catch {
    return null;
  }
}

/** The opening tag around position `at` of the HTML. */
function tagAround(html: string, at: number): string {
  return html.slice(html.lastIndexOf("<", at), html.indexOf(">", at) + 1);
}

/**
 * The table inside the element carrying `data-table-id="<id>"` (DataTable's or CardTable's
 * wrapper), or null. A card list's wrapper gives the header and each of its cards a row
 * (app/lib/table-csv.ts CSV_ATTR); a table's wrapper may name leading columns its rows carry.
 */
export function tableFromHtml(html: string, id: string): HtmlTable | null {
  const marker = html.indexOf(`data-table-id="${id}"`);
  if (marker < 0) return null;
  const wrapper = tagAround(html, marker);
  const cardHeader = jsonCellsOf(wrapper, CSV_ATTR.header);
  if (cardHeader) return cardsFromHtml(html, id, cardHeader);
  const start = html.indexOf("<table", marker);
  const end = html.indexOf("</table>", start);
  if (start < 0 || end < 0) return null;
  const table = html.slice(start, end);
  const lead = jsonCellsOf(wrapper, CSV_ATTR.lead) ?? [];
  const head = /<thead\b[^>]*>([\s\S]*?)<\/thead>/i.exec(table)?.[1] ?? "";
  const headRow = /<tr\b[^>]*>([\s\S]*?)<\/tr>/i.exec(head)?.[1] ?? "";
  const bodies = [...table.matchAll(/<tbody\b[^>]*>([\s\S]*?)<\/tbody>/gi)].map((m) => m[1]).join("");
  const rows = [...bodies.matchAll(/<tr\b([^>]*)>([\s\S]*?)<\/tr>/gi)]
    // Rows a table marks as not data (a group heading, an expanded detail) stay out of the file.
    .filter((m) => !/data-csv="skip"/.test(m[1]))
    .map((m) => {
      const leading = lead.length ? (jsonCellsOf(m[1], CSV_ATTR.lead) ?? []) : [];
      return [...lead.map((_, i) => leading[i] ?? ""), ...cellsOf(m[2])];
    });
  return { header: [...lead, ...cellsOf(headRow)], rows };
}

/** The rows of the cards of list `id`, in the page's order, each as long as the header. */
function cardsFromHtml(html: string, id: string, header: string[]): HtmlTable {
  const rows = [...html.matchAll(new RegExp(`<[a-z][^>]*\\s${CSV_ATTR.of}="${id}"[^>]*>`, "gi"))].map((m) => {
    const cells = jsonCellsOf(m[0], CSV_ATTR.row) ?? [];
    return header.map((_, i) => cells[i] ?? "");
  });
  return { header, rows };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/** `nba-standings-season-2023.csv`: the site, the page and table, and the filters in the page's URL. */
export function tableCsvFilename(siteKey: string, from: URL, id: string): string {
  const page = slug(from.pathname) || "home";
  const filters = [...from.searchParams]
    .filter(([key, value]) => value !== "" && key !== "open")
    .map(([key, value]) => `${slug(key)}-${slug(value)}`)
    .join("-");
  const name = [siteKey, page, id === page ? "" : id, filters].filter(Boolean).join("-");
  return `${name.slice(0, 150)}.csv`;
}

/**
 * The page a CSV link names, when it is a page path of this site: never another host (URL parsing
 * drops tabs and newlines, so `/<tab>/other.host/` would read as `//other.host/`: control characters
 * are refused, not stripped), never itself, never a file-like resource route (`/leaders.csv`,
 * `/og/...png`, `/sitemap.xml`), whose answer holds no table.
 */
export function pagePathOf(from: string | undefined): string | null {
  if (!from || from.length > 2000 || !from.startsWith("/") || from.startsWith("//")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return null;
  const path = from.split(/[?#]/, 1)[0]!;
  if (/^\/(api|og)(\/|$)/i.test(path) || /\.[a-z0-9]+\/?$/i.test(path)) return null;
  return from;
}

/** The page's URL on the requesting site, or null when it would leave it (another origin). */
export function pageUrlOf(from: string, origin: string): URL | null {
  const url = new URL(from, origin);
  return url.origin === new URL(origin).origin ? url : null;
}

const plain = (res: ExpressResponse, status: number, text: string) => {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.type("text/plain").send(`${text}\n`);
};

/** The HTML of the page a CSV names, with its status and cache lifetime. */
interface RenderedPage {
  status: number;
  html: string;
  cacheControl: string | null;
}

/**
 * The page as the visitor just saw it: the page cache's fresh copy when it holds one (no render
 * at all: a CSV link is mostly followed from the page it sits on, whose view filled the cache),
 * else a render of the page. A miss does not fill the cache: its stored headers must be a page
 * view's, not a CSV request's.
 */
async function pageOf(
  url: URL,
  req: ExpressRequest,
  res: ExpressResponse,
  render: PageRenderer,
  cache: PageCache | null,
  followed = 0,
): Promise<RenderedPage> {
  const key = cache?.keyOf({
    method: "GET",
    protocol: req.protocol,
    host: url.host,
    url: url.pathname + url.search,
    cookie: req.get("cookie"),
  });
  const hit = key ? cache!.lookup(key) : null;
  if (hit?.state === "fresh") {
    const cacheControl =
      hit.page.headers.find(([name]) => name.toLowerCase() === "cache-control")?.[1] ?? null;
    return { status: hit.page.status, html: bodyWith(hit.page, null).toString("utf8"), cacheControl };
  }
  const headers = new Headers({ accept: "text/html" });
  for (const name of ["cookie", "accept-language", "user-agent"]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  const page = await render(new Request(url, { headers }), req, res);
  // A page's canonical redirect (its parameters in their usual order) is followed once, on this site only.
  const location = page.headers.get("location");
  const canonical =
    page.status >= 301 && page.status <= 308 && pagePathOf(location ?? undefined)
      ? new URL(location!, url)
      : null;
  if (canonical && followed === 0) return pageOf(canonical, req, res, render, cache, 1);
  return {
    status: page.status,
    html: page.status === 200 ? await page.text() : "",
    cacheControl: page.headers.get("cache-control"),
  };
}

/** Express handler of `/table.csv`; `cache` is the page cache of page views (null when off). */
export function tableCsvHandler(
  render: PageRenderer,
  siteKeyOf: (req: ExpressRequest) => string,
  originOf: (req: ExpressRequest) => string,
  cache: PageCache | null = null,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
    try {
      const path = pagePathOf(typeof req.query.from === "string" ? req.query.from : undefined);
      const url = path ? pageUrlOf(path, originOf(req)) : null;
      const id =
        typeof req.query.table === "string" && /^[a-z0-9-]{1,80}$/.test(req.query.table)
          ? req.query.table
          : null;
      if (!url || !id)
        return plain(
          res,
          400,
          "Bad Request: name a page of this site (from=/path) and one of its tables (table=id).",
        );
      const page = await pageOf(url, req, res, render, cache);
      if (page.status !== 200)
        return plain(
          res,
          page.status === 404 ? 404 : 503,
          `The page ${url.pathname} answered ${page.status}.`,
        );
      const table = tableFromHtml(page.html, id);
      if (!table) return plain(res, 404, `Not Found: ${url.pathname} has no table '${id}'.`);
      res.status(200);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="${tableCsvFilename(siteKeyOf(req), url, id)}"`,
      );
      res.setHeader("Cache-Control", page.cacheControl ?? "no-store");
      res.setHeader("Vary", "Host, Cookie");
      res.send(toCsv(table.header, table.rows));
    } catch (error) {
      next(error);
    }
  };
}
