/**
 * Share cards (pure): which pages get a generated 1200x630 image, where it lives, and the SVG it
 * is drawn from. A page's image is `/og{path}.png`; a new kind of page (e.g. a head-to-head) adds
 * one pattern here and one loader in share-image.server.ts.
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
} as const;
export type ShareKind = keyof typeof SHARE_PATTERNS;

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

/** The share image's path of a page (`/og/teams/boston-bruins.png`), or null when it has none. */
export function shareImagePath(pathname: string): string | null {
  return shareTarget(pathname) ? `/og${pathname}.png` : null;
}

/** The page a share image's path stands for (the inverse of shareImagePath), or null. */
export function pageOfImage(splat: string): { kind: ShareKind; ids: string[] } | null {
  const m = /^(.+)\.png$/.exec(splat);
  return m ? shareTarget(`/${m[1]}`) : null;
}

export interface ShareCard {
  siteName: string;
  /** What the page is: "Team", "Player", ... */
  label: string;
  title: string;
  /** Up to three short facts, one a line. */
  lines: string[];
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

/** The card as SVG: the site's dark solid colours (as the hero), white text, system sans-serif. */
export function cardSvg(card: ShareCard, colors: CardColors): string {
  const title = wrap(card.title, 28, 2);
  const titleY = 250;
  const factsY = titleY + title.length * 84 + 30;
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#bg)"/>`,
    `<rect x="80" y="92" width="12" height="64" rx="6" fill="${colors.accent}"/>`,
    text(112, 120, 30, 700, "#ffffff", card.siteName),
    text(112, 156, 24, 400, "#e5e7eb", card.label.toUpperCase()),
    ...title.map((line, i) => text(80, titleY + i * 84, 72, 800, "#ffffff", line)),
    ...card.lines
      .slice(0, 3)
      .map((line, i) => text(80, factsY + i * 46, 32, 400, "#f3f4f6", wrap(line, 60, 1)[0] ?? "")),
    `<rect x="0" y="${SHARE_HEIGHT - 14}" width="${SHARE_WIDTH}" height="14" fill="${colors.accent}"/>`,
    `</svg>`,
  ].join("");
}
