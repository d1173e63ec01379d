import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLease, startPollLoop } from './poll-loop.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A pass that ends only when the test says so, counting how many ran and how many at once. */
function controlledPasses() {
  const state = { started: 0, running: 0, most: 0, finish: [] as Array<() => void> };
  const pass = () =>
    new Promise<void>((resolve) => {
      state.started += 1;
      state.running += 1;
      state.most = Math.max(state.most, state.running);
      state.finish.push(() => {
        state.running -= 1;
        resolve();
      });
    });
  return { state, pass };
}

describe('startPollLoop', () => {
  it('passes at once, then pollMs after each pass ends, never two at once', async () => {
    const { state, pass } = controlledPasses();
    const loop = startPollLoop({ pass, pollMs: 1000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.started).toBe(1);
    loop.wake();
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.started).toBe(1); // the wake is answered by the pass in hand
    state.finish.shift()!();
    await vi.advanceTimersByTimeAsync(999);
    expect(state.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.started).toBe(2);
    expect(state.most).toBe(1);
    state.finish.shift()!();
    await loop.stop();
  });

  it('passes at once when woken between polls', async () => {
    const { state, pass } = controlledPasses();
    const loop = startPollLoop({ pass, pollMs: 60_000, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    state.finish.shift()!();
    await vi.advanceTimersByTimeAsync(10);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.started).toBe(2);
    state.finish.shift()!();
    await loop.stop();
  });

  it('reports a failed pass and keeps polling', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const loop = startPollLoop({
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database went away');
      },
      pollMs: 100,
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toHaveLength(1);
    expect(passes).toBe(3);
    await loop.stop();
  });

  it('stops: waits for the pass in hand and starts no other, whatever wakes it', async () => {
    const { state, pass } = controlledPasses();
    const loop = startPollLoop({ pass, pollMs: 10, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    expect(loop.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    state.finish.shift()!();
    await stopping;
    loop.wake();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.started).toBe(1);
  });
});

describe('holdLease', () => {
  it('renews every third of the lease until released, reporting failed renewals', async () => {
    const errors: unknown[] = [];
    let renewals = 0;
    const release = holdLease(
      async () => {
        renewals += 1;
        if (renewals === 2) throw new Error('lease renewal failed');
        return true;
      },
      60,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(19_999);
    expect(renewals).toBe(0);
    await vi.advanceTimersByTimeAsync(40_001);
    expect(renewals).toBe(3);
    expect(errors).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renewals).toBe(3);
  });
});
