import { describe, expect, it } from "vitest";
import { z } from "zod";
import raw from "../../backend/data/attributions.json";
import { LEAGUES } from "@domain/leagues";
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

describe("the registry's sources", () => {
  it("name datasets of attributions.json, and every dataset there is some league's source", () => {
    const ids = ATTRIBUTIONS.map((a) => a.id);
    const named = LEAGUES.flatMap((l) => l.sources);
    expect(named.filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(named as string[]).includes(id))).toEqual([]);
  });

  it("say what each dataset is used for: a league's sources name its league, its datasets' lines say so", () => {
    // The registry's list is what downloads and citations print; the legal page's "used for" lines
    // must not contradict it (an NBA source whose lines never mention the NBA is a wrong list).
    const word = {
      nfl: "NFL",
      nba: "NBA",
      mlb: "MLB",
      nhl: "NHL",
      cbb: "NCAA",
      chk: "NCAA",
      cbs: "NCAA",
    } as Record<string, string>;
    for (const league of LEAGUES)
      for (const id of league.sources) {
        const lines = ATTRIBUTIONS.find((a) => a.id === id)?.used_for ?? [];
        expect(
          lines.some((u) => u.includes(word[league.key] ?? "?")),
          `${league.key} ${id}`,
        ).toBe(true);
      }
  });
});
