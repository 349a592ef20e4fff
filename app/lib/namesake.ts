/**
 * Telling namesakes apart in tables and cards. The build gives a person his birth year in his slug
 * (`dixie-walker-1910`) only when another person has his name and no stated suffix (Sr., Jr.) tells
 * them apart, and a data test pins that the year is his birth year; so the slug says when a name
 * needs "b. 1910" beside it. Pure.
 */
export function namesakeBirthYear(slug: string | null | undefined): number | null {
  const m = slug ? /-(\d{4})$/.exec(slug) : null;
  return m ? Number(m[1]) : null;
}

/** "b. 1910" for a namesake, else null. */
export function namesakeHint(slug: string | null | undefined): string | null {
  const year = namesakeBirthYear(slug);
  return year === null ? null : `b. ${year}`;
}
