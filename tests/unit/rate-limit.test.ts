import { describe, expect, it } from "vitest";
import { createCoalescer } from "../../server/coalesce";
import { createRateLimiter } from "../../server/rate-limit";

describe("rate limiter", () => {
  it("allows a burst, then answers with the seconds to wait, and refills over time", () => {
    let t = 0;
    const limiter = createRateLimiter({ perMinute: 60, burst: 3, now: () => t });
    expect([limiter.take("a"), limiter.take("a"), limiter.take("a")]).toEqual([0, 0, 0]);
    expect(limiter.take("a")).toBe(1); // one token a second
    expect(limiter.take("b")).toBe(0); // another client has its own bucket
    t += 1000;
    expect(limiter.take("a")).toBe(0);
  });
  it("forgets the least recently seen clients past its bound", () => {
    const limiter = createRateLimiter({ perMinute: 60, burst: 1, maxClients: 2, now: () => 0 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect(limiter.size).toBe(2);
    expect(limiter.take("a")).toBe(0); // forgotten, so a fresh bucket
  });
});

describe("coalescer", () => {
  it("runs one handler for identical concurrent keys and shares its body", async () => {
    const coalescer = createCoalescer();
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return new Response("same", { status: 200, headers: { "X-A": "1" } });
    };
    const [a, b] = await Promise.all([coalescer.run("k", produce), coalescer.run("k", produce)]);
    expect(calls).toBe(1);
    expect(a.body.toString()).toBe("same");
    expect(b).toBe(a);
    expect(coalescer.size).toBe(0);
    await coalescer.run("k", produce);
    expect(calls).toBe(2);
  });
});

describe("rate limit announcement", () => {
  it("says the quota left and when it is whole again, and how long to wait once it is spent", () => {
    let t = 0;
    const limiter = createRateLimiter({ perMinute: 60, burst: 2, now: () => t });
    expect(limiter.check("a")).toMatchObject({ wait: 0, limit: 2, remaining: 1, windowSeconds: 2 });
    expect(limiter.check("a")).toMatchObject({ wait: 0, remaining: 0, reset: 2 });
    expect(limiter.check("a")).toMatchObject({ wait: 1, remaining: 0 });
    t += 2000;
    expect(limiter.check("a")).toMatchObject({ wait: 0, remaining: 1 });
  });
});
