/**
 * Intuit's per-company limits (research notes, "Throttling"): at most 10 requests in flight and 500 in
 * any minute per realm. One limiter is shared by every caller in this process, so a push, an accounts
 * refresh and a vendor lookup for the same company queue behind each other instead of earning 429s.
 */
export interface QboLimiter {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export interface LimiterOptions {
  maxInFlight: number;
  maxPerWindow: number;
  windowMs: number;
}

interface Lane {
  inFlight: number;
  /** Start times within the current window, oldest first. */
  starts: number[];
  waiting: Array<() => void>;
  timer: NodeJS.Timeout | null;
}

export const intuitLimits: LimiterOptions = { maxInFlight: 10, maxPerWindow: 500, windowMs: 60_000 };

export function createQboLimiter(options: LimiterOptions = intuitLimits): QboLimiter {
  const lanes = new Map<string, Lane>();

  function lane(key: string): Lane {
    let found = lanes.get(key);
    if (!found) {
      found = { inFlight: 0, starts: [], waiting: [], timer: null };
      lanes.set(key, found);
    }
    return found;
  }

  function pump(key: string, current: Lane): void {
    const now = Date.now();
    while (current.starts.length > 0 && current.starts[0]! <= now - options.windowMs) current.starts.shift();
    while (current.waiting.length > 0 && current.inFlight < options.maxInFlight && current.starts.length < options.maxPerWindow) {
      current.inFlight++;
      current.starts.push(now);
      current.waiting.shift()!();
    }
    if (current.waiting.length > 0 && current.starts.length >= options.maxPerWindow && !current.timer) {
      const wait = current.starts[0]! + options.windowMs - now;
      current.timer = setTimeout(
        () => {
          current.timer = null;
          pump(key, current);
        },
        Math.max(wait, 1),
      );
      current.timer.unref();
    }
    if (current.waiting.length === 0 && current.inFlight === 0 && current.starts.length === 0) lanes.delete(key);
  }

  return {
    async run(key, task) {
      const current = lane(key);
      await new Promise<void>((resolve) => {
        current.waiting.push(resolve);
        pump(key, current);
      });
      try {
        return await task();
      } finally {
        current.inFlight--;
        pump(key, current);
      }
    },
  };
}
