import { afterEach } from "vitest";

// The embedded database answers synchronously, so a file of many queries never lets its worker's
// event loop run: Vitest's reports to the main process then wait unanswered and time out after 60 s
// ("Timeout calling onTaskUpdate"), failing a run whose tests all passed. One macrotask turn after
// each test lets those replies in.
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
