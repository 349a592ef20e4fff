import { describe, expect, it } from "vitest";
import { loadOnce } from "~/lib/load-once";

describe("loadOnce", () => {
  it("imports once for every ask, and again after a failed import", async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(async () => {
      calls += 1;
      if (fail) throw new Error("offline");
      return "module";
    });
    await expect(load()).rejects.toThrow("offline");
    fail = false;
    expect(await load()).toBe("module");
    expect(await load()).toBe("module");
    expect(calls).toBe(2);
  });
});
