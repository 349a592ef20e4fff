import type { Attribution } from "@domain/attributions";
import raw from "../../backend/data/attributions.json";

/**
 * Licence statements the open datasets require (backend/data/attributions.json). Typed by
 * domain/attributions.ts (the downloads build shares the type) and validated by zod in
 * tests/unit/attributions.test.ts, not at import: the legal page ships this module to the browser,
 * and zod (12 KB gzipped) has no place there.
 */
export const ATTRIBUTIONS: readonly Attribution[] = raw satisfies readonly Attribution[];
