/**
 * Share cards (pure): which pages get a generated 1200x630 image, where it lives, and the SVG it
 * is drawn from. A page's image is `/og{path}.png`, with the page's query string where the view
 * depends on it (standings, leaders: only the parameters SHARE_QUERY names); a new kind of page
 * adds one pattern here and one loader in share-image.server.ts.
 */

const SLUG = "([a-z0-9][a-z0-9-]{0,119})";
const KEY = "([A-Za-z0-9][A-Za-z0-9_-]{0,119})";

export const SHARE_PATTERNS = {
  team: new RegExp(`^/teams/${SLUG}$`),
  headToHead: new RegExp(`^/teams/${SLUG}/vs/${SLUG}$`),
  player: new RegExp(`^/players/${KEY}$`),
  coach: new RegExp(`^/coaches/${KEY}$`),
  season: new RegExp(`^/seasons/${KEY}$`),
  championship: new RegExp(`^/championships/${SLUG}$`),
  game: new RegExp(`^/scores/${KEY}$`),
  standings: /^\/standings$/,
  leaders: /^\/leaders$/,
  award: new RegExp(`^/awards/${SLUG}$`),
  draft: /^\/draft\/(\d{4})$/,
  compare: /^\/compare$/,
} as const;
export type ShareKind = keyof typeof SHARE_PATTERNS;

/**
 * The query parameters a kind's image honours: those that choose what the view shows (not its
 * sort, page or open row). Their values are validated by the page's own parameter schemas when
 * the image is drawn; anything else in an image's query string is ignored.
 */
export const SHARE_QUERY: Partial<Record<ShareKind, readonly string[]>> = {
  standings: ["season", "sport", "level", "conference", "division"],
  leaders: ["sport", "stat", "scope", "league"],
  compare: ["players"],
};

/** The honoured part of a query string, in a stable order ("" when none). */
export function shareQuery(kind: ShareKind, search: string): string {
  const asked = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of [...(SHARE_QUERY[kind] ?? [])].sort()) {
    const value = asked.getAll(key).at(-1);
    if (value) out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

/** The page a path shows, when it is one that has a share image. */
export function shareTarget(pathname: string): { kind: ShareKind; ids: string[] } | null {
  for (const [kind, re] of Object.entries(SHARE_PATTERNS) as [ShareKind, RegExp][]) {
    const m = re.exec(pathname);
    if (m) return { kind, ids: m.slice(1) };
  }
  return null;
}

/**
 * The share image's path of a page (`/og/teams/boston-bruins.png`,
 * `/og/standings.png?season=2023`), or null when it has none.
 */
export function shareImagePath(pathname: string, search = ""): string | null {
  const target = shareTarget(pathname);
  return target ? `/og${pathname}.png${shareQuery(target.kind, search)}` : null;
}

/** The page a share image's path stands for (the inverse of shareImagePath), or null. */
export function pageOfImage(splat: string): { kind: ShareKind; ids: string[] } | null {
  const m = /^(.+)\.png$/.exec(splat);
  return m ? shareTarget(`/${m[1]}`) : null;
}

/** One row of a card's short list: a rank, season or pick; a name; its figure. */
export interface ShareRow {
  lead: string;
  name: string;
  value: string;
}

export interface ShareCard {
  siteName: string;
  /** What the page is: "Team", "Player", ... */
  label: string;
  title: string;
  /** Up to three short facts, one a line (with rows: the first only, under the title). */
  lines: string[];
  /** A board's top five, an award's recent winners, a draft's first picks. */
  rows?: ShareRow[];
}

export interface CardColors {
  from: string;
  to: string;
  accent: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** Words into lines of at most `max` characters (a word longer than a line is cut), at most `limit` lines. */
export function wrap(text: string, max: number, limit: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, max);
    }
  }
  if (line) lines.push(line);
  if (lines.length > limit) return [...lines.slice(0, limit - 1), `${lines[limit - 1]!.slice(0, max - 1)}…`];
  return lines;
}

/** Roughly how many characters of 34px DejaVu Sans fit in `px` (an average glyph is ~0.6 em). */
const charsIn = (px: number, size: number) => Math.floor(px / (size * 0.6));

/** The list of a card: lead column as wide as its longest lead, names cut to leave room for the figure. */
function rowsSvg(rows: readonly ShareRow[], top: number, accent: string): string[] {
  const size = 34;
  const leadWidth = Math.max(...rows.map((r) => r.lead.length)) * size * 0.62 + 28;
  return rows.slice(0, 5).flatMap((r, i) => {
    const y = top + i * 58;
    const room = charsIn(1120 - 80 - leadWidth, size) - r.value.length - 2;
    const name = r.name.length > room ? `${r.name.slice(0, Math.max(room - 1, 1)).trimEnd()}…` : r.name;
    return [
      `<text x="80" y="${y}" font-size="${size}" font-weight="700" fill="${accent}">${escapeXml(r.lead)}</text>`,
      `<text x="${80 + leadWidth}" y="${y}" font-size="${size}" font-weight="400" fill="#ffffff">${escapeXml(name)}</text>`,
      `<text x="1120" y="${y}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="end">${escapeXml(r.value)}</text>`,
    ];
  });
}

/** The card as SVG: the site's dark solid colours (as the hero), white text, system sans-serif. */
export function cardSvg(card: ShareCard, colors: CardColors): string {
  const listed = (card.rows?.length ?? 0) > 0;
  // A list card's title has one line: a long one (a fielding board's) in a smaller size.
  const listSize = card.title.length <= 27 ? 56 : 44;
  const title = listed ? wrap(card.title, listSize === 56 ? 27 : 34, 1) : wrap(card.title, 28, 2);
  const titleY = listed ? 232 : 250;
  const factsY = titleY + title.length * 84 + 30;
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const body = listed
    ? [
        ...card.lines
          .slice(0, 1)
          .map((line) => text(80, 278, 26, 400, "#e5e7eb", wrap(line, 70, 1)[0] ?? "")),
        ...rowsSvg(card.rows!, card.lines.length ? 344 : 320, colors.accent),
      ]
    : card.lines
        .slice(0, 3)
        .map((line, i) => text(80, factsY + i * 46, 32, 400, "#f3f4f6", wrap(line, 60, 1)[0] ?? ""));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="80" y="92" width="12" height="64" rx="6" fill="${colors.accent}"/>`,
    text(112, 120, 30, 700, "#ffffff", card.siteName),
    text(112, 156, 24, 400, "#e5e7eb", card.label.toUpperCase()),
    ...title.map((line, i) => text(80, titleY + i * 84, listed ? listSize : 72, 800, "#ffffff", line)),
    ...body,
    `<rect x="0" y="${SHARE_HEIGHT - 14}" width="${SHARE_WIDTH}" height="14" fill="${colors.accent}"/>`,
    `</svg>`,
  ].join("");
}
