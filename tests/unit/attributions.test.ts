import { describe, expect, it } from "vitest";
import { z } from "zod";
import raw from "../../backend/data/attributions.json";
import { ATTRIBUTIONS } from "~/lib/attributions";

// The legal page reads attributions.json without zod (it runs in the browser); the file is checked here.
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

describe("attributions.json", () => {
  it("holds valid licence statements", () => {
    expect(() => z.array(attributionSchema).parse(raw)).not.toThrow();
    expect(ATTRIBUTIONS.length).toBeGreaterThan(0);
  });
});
