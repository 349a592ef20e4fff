/**
 * Bounded admission for costly work (page renders, share images): at most `running` tasks at a
 * time, at most `depth` waiting for a turn, and none waiting longer than `waitMs`. A task that
 * cannot get a turn is not run at all (the caller answers "busy" at once), so an overload costs a
 * refusal instead of growing queues, memory and latency for everyone.
 */
export interface SlotOptions {
  running: number;
  depth: number;
  /** The longest a task waits for its turn before it is refused. */
  waitMs: number;
}

export const BUSY = Symbol("busy");

export interface Slots {
  /** Runs `task` in a free slot, or answers BUSY when the queue is full or the wait ran out. */
  run<T>(task: () => Promise<T>): Promise<T | typeof BUSY>;
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(options: SlotOptions): Slots {
  let running = 0;
  const waiting: { start: () => void }[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T | typeof BUSY> {
    if (running >= options.running) {
      if (waiting.length >= options.depth) return BUSY;
      const admitted = await new Promise<boolean>((resolve) => {
        const entry = {
          start: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at >= 0) waiting.splice(at, 1);
          resolve(false);
        }, options.waitMs);
        waiting.push(entry);
      });
      if (!admitted) return BUSY;
      // The finishing task handed its slot over: `running` already counts this one.
    } else running++;
    try {
      return await task();
    } finally {
      const turn = waiting.shift();
      if (turn) turn.start();
      else running--;
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
