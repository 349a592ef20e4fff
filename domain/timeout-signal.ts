/**
 * An abort signal that fires after `ms`, held by its own timer. Node 20's `AbortSignal.timeout`
 * timer holds its signal weakly, and fetch and `new Request` follow a signal weakly too: after a
 * garbage collection such a signal can be gone before it fires, and the call it bounded waits for
 * good. This controller is referenced by its timer until the timer fires or is cleared.
 */
export function timeoutSignal(
  ms: number,
  message = `No answer within ${ms} ms`,
): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(message, "TimeoutError")), ms);
  // The timer must not keep a process alive that is otherwise done (a test, a shutting-down server).
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** A promise that rejects with the signal's reason once it aborts (never settles otherwise). */
export function whenAborted(signal: AbortSignal): Promise<never> {
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {}); // raced against an answer; an abort after it is no error
  return aborted;
}
