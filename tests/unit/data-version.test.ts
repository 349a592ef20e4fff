import { describe, expect, it } from "vitest";
import { createDataVersionWatch } from "../../server/data-version";

describe("data version watch", () => {
  it("reads at most once per interval, shares a read, and reports a change once", async () => {
    let t = 0;
    let stored: string | null = "v1";
    let reads = 0;
    const changes: [string | null, string | null][] = [];
    const watch = createDataVersionWatch({
      read: async () => {
        reads++;
        return stored;
      },
      onChange: (v, prev) => changes.push([v, prev]),
      intervalMs: 2000,
      now: () => t,
    });
    await Promise.all([watch.check(), watch.check()]);
    expect(reads).toBe(1);
    expect(changes).toEqual([]);
    stored = "v2";
    t = 1000;
    await watch.check();
    expect(reads).toBe(1);
    t = 2500;
    await watch.check();
    expect(reads).toBe(2);
    expect(changes).toEqual([["v2", "v1"]]);
    t = 5000;
    await watch.check();
    expect(changes).toHaveLength(1);
    expect(watch.version).toBe("v2");
  });

  it("a failed read leaves the cache alone", async () => {
    const errors: unknown[] = [];
    const watch = createDataVersionWatch({
      read: () => Promise.reject(new Error("locked")),
      onChange: () => errors.push("changed"),
      onError: (e) => errors.push(e),
    });
    await watch.check();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
  });
});
