export interface PollOptions {
  intervalMs: number;
  /** Gives up after this long (Infinity: never). */
  timeoutMs: number;
  /** Stops the polling at once, e.g. when the screen that started it goes away. */
  signal: AbortSignal;
  /** A 'nudge' event on this target cuts the current wait short: something says the answer may be ready. */
  nudges?: EventTarget;
}

export type PollOutcome<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'aborted' };

/**
 * Calls `attempt` until it gives a value (not undefined), waiting `intervalMs` between calls. A failed
 * attempt counts as "not yet": a dropped request while waiting should not end the wait.
 */
export async function pollUntil<T>(attempt: () => Promise<T | undefined>, options: PollOptions): Promise<PollOutcome<T>> {
  const { intervalMs, timeoutMs, signal, nudges } = options;
  const deadline = Date.now() + timeoutMs;
  while (!signal.aborted) {
    const value = await attempt().catch(() => undefined);
    if (signal.aborted) break;
    if (value !== undefined) return { kind: 'done', value };
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'timeout' };
    await pause(Math.min(intervalMs, left), signal, nudges);
  }
  return { kind: 'aborted' };
}

function pause(ms: number, signal: AbortSignal, nudges?: EventTarget): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      nudges?.removeEventListener('nudge', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
    nudges?.addEventListener('nudge', done);
  });
}
