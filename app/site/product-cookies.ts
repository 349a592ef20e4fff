/**
 * The product's cookies as data, free of side effects: the server reads the page cache's policy
 * here before the cookies themselves (app/site/preferences.server.ts) may be created, since those
 * are signed with the secret the server makes first.
 */
export const YEAR = 60 * 60 * 24 * 365;

/**
 * Every cookie the product sets, with its purpose and lifetime: the cookies below are created
 * from this list and the Cookie Policy page prints it, so the page cannot drift from the code.
 */
export const PRODUCT_COOKIES = [
  {
    name: "season",
    pageCache: "key",
    kind: "Essential",
    maxAge: YEAR,
    purpose:
      "Your active season (a season start year), set when you choose 'Set as Active Season'; pages show that season until you change it.",
  },
  {
    name: "admin",
    pageCache: "key",
    kind: "Essential",
    maxAge: YEAR,
    purpose:
      "Remembers admin access once a link with ?admin=true has been opened, so the ADMIN link stays in the header.",
  },
  {
    name: "flash",
    pageCache: "bypass",
    kind: "Essential",
    maxAge: 60,
    purpose:
      "Carries a one-time confirmation message (a toast) to the next page, so it shows even without JavaScript; deleted once shown.",
  },
  {
    name: "theme",
    pageCache: "key",
    kind: "Functionality",
    maxAge: YEAR,
    purpose:
      "Your colour theme (light or dark), set when you choose Light or Dark in the footer; without it pages follow your device's setting.",
  },
  {
    name: "favorites",
    pageCache: "key",
    kind: "Functionality",
    maxAge: YEAR,
    purpose:
      "Your favourite teams on this site (at most 12), set when you star a team; the home page then opens with them. No account is needed.",
  },
  {
    name: "spoilers",
    // Keyed, like the others, on the signed value only; its pages are `private, no-store`, so the
    // page cache never stores one and a visitor without it never gets a spoiler-safe page.
    pageCache: "key",
    kind: "Functionality",
    maxAge: YEAR,
    purpose:
      "Spoiler-safe mode, set when you turn it on in the footer: scores and results stay hidden until you reveal each one. Pages shown with it are never stored by a shared cache.",
  },
] as const;

/**
 * How the page cache treats each cookie: a `key` cookie's value changes the page, so it is part of
 * the cache key; a `bypass` cookie (the one-shot flash message) makes the request uncacheable.
 * Any other cookie (none of ours, a visitor's or a tracker's) is ignored by the cache.
 */
export const PAGE_KEY_COOKIES = PRODUCT_COOKIES.filter((c) => c.pageCache === "key").map((c) => c.name);
export const PAGE_BYPASS_COOKIES = PRODUCT_COOKIES.filter((c) => c.pageCache === "bypass").map((c) => c.name);
