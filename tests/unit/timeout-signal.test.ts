import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timeoutSignal, whenAborted } from "@domain/timeout-signal";

describe("timeoutSignal", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts after the given time, not before, with a TimeoutError naming the wait", () => {
    const { signal } = timeoutSignal(1000);
    vi.advanceTimersByTime(999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    const reason = signal.reason as DOMException;
    expect(reason).toBeInstanceOf(DOMException);
    expect(reason.name).toBe("TimeoutError");
    expect(reason.message).toBe("No answer within 1000 ms");
  });
  it("uses a given message", () => {
    const { signal } = timeoutSignal(5, "The scores feed did not answer");
    vi.advanceTimersByTime(5);
    expect((signal.reason as DOMException).message).toBe("The scores feed did not answer");
  });
  it("never aborts once cleared", () => {
    const { signal, clear } = timeoutSignal(100);
    clear();
    vi.advanceTimersByTime(10_000);
    expect(signal.aborted).toBe(false);
  });
});

describe("whenAborted", () => {
  it("rejects with the reason once the signal aborts", async () => {
    const controller = new AbortController();
    const promise = whenAborted(controller.signal);
    const reason = new Error("stop");
    controller.abort(reason);
    await expect(promise).rejects.toBe(reason);
  });
  it("rejects at once for a signal already aborted", async () => {
    const controller = new AbortController();
    const reason = new Error("already");
    controller.abort(reason);
    await expect(whenAborted(controller.signal)).rejects.toBe(reason);
  });
  it("stays pending while the signal does not abort", async () => {
    const controller = new AbortController();
    const outcome = await Promise.race([
      whenAborted(controller.signal).then(
        () => "resolved",
        () => "rejected",
      ),
      new Promise((resolve) => setTimeout(() => resolve("pending"), 20)),
    ]);
    expect(outcome).toBe("pending");
  });
  it("rejects with the TimeoutError of a timeoutSignal", async () => {
    const { signal } = timeoutSignal(1, "too slow");
    await expect(whenAborted(signal)).rejects.toMatchObject({ name: "TimeoutError", message: "too slow" });
  });
});
