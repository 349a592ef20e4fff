/** The slug rule: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/** Letters no decomposition turns into ASCII, as they are written without them (Aşık: Asik, Pleiß: Pleiss). */
const SPELLED: Readonly<Record<string, string>> = {
  ı: "i",
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

/** A slug from any name: accents dropped, '&' spelled out, everything else a hyphen. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ıßøæœłđðþ]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
