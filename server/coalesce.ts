/**
 * Identical concurrent GETs of the embedded API share one answer: the first runs the handler, the
 * others wait for its status, headers and body. A burst of the same expensive call costs one.
 */
export interface BufferedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export function createCoalescer() {
  const inFlight = new Map<string, Promise<BufferedResponse>>();
  return {
    run(key: string, produce: () => Promise<Response>): Promise<BufferedResponse> {
      const running = inFlight.get(key);
      if (running) return running;
      const promise = produce()
        .then(async (response) => ({
          status: response.status,
          headers: [...response.headers],
          body: Buffer.from(await response.arrayBuffer()),
        }))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    get size() {
      return inFlight.size;
    },
  };
}
