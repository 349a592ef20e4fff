/** Width of a site's drawn logo: the 44px mark plus the name at 16px bold (about 9.6px a character). */
export function logoWidth(name: string): number {
  return Math.ceil(44 + name.length * 9.6 + 6);
}
