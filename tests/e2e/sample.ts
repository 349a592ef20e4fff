/**
 * Invariant crawls check a sample drawn per run, so every run covers other pages and the whole
 * family is covered over runs, while one run stays short. The seed is printed with each crawl's
 * figures: `CRAWL_SEED=<seed>` draws the same sample again, and `CRAWL=full` checks everything the
 * crawl's full bounds allow.
 */

/** This run's seed: CRAWL_SEED when given, else drawn now. */
export function crawlSeed(): number {
  const given = Number(process.env.CRAWL_SEED);
  return Number.isInteger(given) && given > 0 ? given : 1 + Math.floor(Math.random() * 2 ** 31);
}

export const fullCrawl = process.env.CRAWL === "full";

/** A repeatable pseudo-random source (mulberry32) from a seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy of `items`, in the order `random` draws. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
