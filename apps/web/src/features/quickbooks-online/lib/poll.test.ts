import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An attempt that answers `value` from its nth call on (1-based), counting its calls. */
function readyOnCall<T>(n: number, value: T) {
  let calls = 0;
  const attempt = vi.fn(async () => {
    calls += 1;
    return calls >= n ? value : undefined;
  });
  return attempt;
}

describe('pollUntil', () => {
  it('asks again every interval until there is an answer', async () => {
    const attempt = readyOnCall(3, 'connected');
    const outcome = pollUntil(attempt, { intervalMs: 2000, timeoutMs: 60_000, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toEqual({ kind: 'done', value: 'connected' });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the timeout', async () => {
    const attempt = readyOnCall(Infinity, 'never');
    const outcome = pollUntil(attempt, { intervalMs: 2000, timeoutMs: 5000, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(outcome).resolves.toEqual({ kind: 'timeout' });
    // At 0, 2 and 4 s, and a last look at 5 s.
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const attempt = readyOnCall(Infinity, 'never');
    const outcome = pollUntil(attempt, { intervalMs: 2000, timeoutMs: 60_000, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await expect(outcome).resolves.toEqual({ kind: 'aborted' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('asks at once when nudged', async () => {
    const nudges = new EventTarget();
    const attempt = readyOnCall(2, 'connected');
    const outcome = pollUntil(attempt, { intervalMs: 2000, timeoutMs: 60_000, signal: new AbortController().signal, nudges });
    await vi.advanceTimersByTimeAsync(100);
    nudges.dispatchEvent(new Event('nudge'));
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ kind: 'done', value: 'connected' });
  });

  it('treats a failed attempt as not yet', async () => {
    let calls = 0;
    const attempt = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return 'ok';
    });
    const outcome = pollUntil(attempt, { intervalMs: 1000, timeoutMs: 60_000, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ kind: 'done', value: 'ok' });
  });
});
