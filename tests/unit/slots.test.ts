import { describe, expect, it } from "vitest";
import { BUSY, createSlots } from "~/lib/slots";

/** A task that finishes when its `finish` is called. */
function held<T>(value: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: async () => (await done, value), finish };
}

describe("slots", () => {
  it("runs at most `running` tasks at once and starts a waiting one when a slot frees", async () => {
    const slots = createSlots({ running: 2, depth: 4, waitMs: 10_000 });
    const a = held("a");
    const b = held("b");
    const c = held("c");
    const ra = slots.run(a.task);
    const rb = slots.run(b.task);
    const rc = slots.run(c.task);
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(1);
    a.finish();
    expect(await ra).toBe("a");
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(0);
    b.finish();
    c.finish();
    expect(await Promise.all([rb, rc])).toEqual(["b", "c"]);
    expect(slots.running).toBe(0);
  });

  it("refuses at once when the queue is full, without running the task", async () => {
    const slots = createSlots({ running: 1, depth: 1, waitMs: 10_000 });
    const a = held(1);
    const b = held(2);
    let ran = false;
    const ra = slots.run(a.task);
    const rb = slots.run(b.task);
    expect(
      await slots.run(async () => {
        ran = true;
        return 3;
      }),
    ).toBe(BUSY);
    expect(ran).toBe(false);
    a.finish();
    b.finish();
    expect([await ra, await rb]).toEqual([1, 2]);
  });

  it("refuses a task whose wait for a turn runs out, and it leaves the queue", async () => {
    const slots = createSlots({ running: 1, depth: 5, waitMs: 20 });
    const a = held("a");
    const ra = slots.run(a.task);
    expect(await slots.run(async () => "late")).toBe(BUSY);
    expect(slots.waiting).toBe(0);
    a.finish();
    expect(await ra).toBe("a");
    expect(slots.running).toBe(0);
  });

  it("frees the slot when a task throws", async () => {
    const slots = createSlots({ running: 1, depth: 1, waitMs: 10_000 });
    await expect(slots.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(slots.running).toBe(0);
    expect(await slots.run(async () => "ok")).toBe("ok");
  });
});
