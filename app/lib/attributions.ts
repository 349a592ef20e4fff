import raw from "../../backend/data/attributions.json";

/**
 * Licence statements the open datasets require (backend/data/attributions.json). Typed here and
 * validated by zod in tests/unit/attributions.test.ts, not at import: the legal page ships this
 * module to the browser, and zod (12 KB gzipped) has no place there.
 */
export interface Attribution {
  id: string;
  name: string;
  url: string;
  licence: string;
  licence_url: string | null;
  statement: string;
  used_for: string[];
  required: boolean;
}

export const ATTRIBUTIONS: readonly Attribution[] = raw satisfies readonly Attribution[];
