/**
 * "Sr." and "Jr." for fathers and sons of one name, from a stated relation (Retrosheet's
 * relatives.csv, joined to Lahman by retroID); never guessed from names or years alone. A son is
 * "Jr." when a source says the man of his name is his father and the son bears the father's given
 * names (all of them, in order, perhaps followed by more: Fernando Tatis's son is Fernando Gabriel);
 * otherwise the two stay apart by their years. A man who would be both (a third of the name) keeps
 * his plain name.
 */

export interface NamedPerson {
  id: string;
  first: string;
  last: string;
  /** The given names in full ("George Kenneth"); empty when unknown. */
  given: string;
}

export interface Relation {
  elder: string;
  relation: string;
  younger: string;
}

export type NamesakeSuffix = "Sr." | "Jr.";

const words = (s: string) => s.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** The son's given names begin with all of the father's. */
function bearsGivenNames(father: NamedPerson, son: NamedPerson): boolean {
  const f = words(father.given);
  const s = words(son.given);
  return f.length > 0 && f.length <= s.length && f.every((w, i) => w === s[i]);
}

export function namesakeSuffixes(
  people: ReadonlyMap<string, NamedPerson>,
  relations: Iterable<Relation>,
): { suffixes: Map<string, NamesakeSuffix>; unsuffixed: string[] } {
  const wanted = new Map<string, Set<NamesakeSuffix>>();
  const unsuffixed: string[] = [];
  const want = (id: string, s: NamesakeSuffix) => wanted.set(id, (wanted.get(id) ?? new Set()).add(s));
  for (const r of relations) {
    if (r.relation !== "Father") continue;
    const father = people.get(r.elder);
    const son = people.get(r.younger);
    if (!father || !son || father.first !== son.first || father.last !== son.last) continue;
    if (!bearsGivenNames(father, son)) {
      unsuffixed.push(
        `${son.first} ${son.last} (${son.id}): given names "${son.given}", his father's "${father.given}"`,
      );
      continue;
    }
    want(father.id, "Sr.");
    want(son.id, "Jr.");
  }
  const suffixes = new Map<string, NamesakeSuffix>();
  for (const [id, set] of wanted) {
    if (set.size === 1) suffixes.set(id, [...set][0]!);
    else
      unsuffixed.push(
        `${people.get(id)!.first} ${people.get(id)!.last} (${id}): both a son and a father of the name`,
      );
  }
  return { suffixes, unsuffixed };
}
