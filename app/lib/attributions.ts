import { z } from "zod";
import raw from "../../backend/data/attributions.json";

/** Licence statements the open datasets require (backend/data/attributions.json), validated once. */
const attributionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().url(),
  licence: z.string(),
  licence_url: z.string().url().nullable(),
  statement: z.string(),
  used_for: z.array(z.string()),
  required: z.boolean(),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const ATTRIBUTIONS: readonly Attribution[] = z.array(attributionSchema).parse(raw);
