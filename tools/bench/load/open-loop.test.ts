import { describe, expect, it } from 'vitest';
import { openLoop, percentile } from './open-loop.ts';

describe('openLoop', () => {
  it('keeps sending at the rate while earlier requests are still unanswered', async () => {
    let concurrent = 0;
    let most = 0;
    const result = await openLoop({
      rate: 100,
      seconds: 0.3,
      send: async () => {
        concurrent += 1;
        most = Math.max(most, concurrent);
        await new Promise((resolve) => setTimeout(resolve, 100));
        concurrent -= 1;
        return null;
      },
    });
    expect(result.sent).toBe(30);
    // A closed loop of one would never have two in flight; at 100/s with 100 ms answers about ten are.
    expect(most).toBeGreaterThanOrEqual(5);
    // Timers may fire a millisecond early; the point is that latency runs from when each request was due.
    expect(Math.min(...result.latenciesMs)).toBeGreaterThanOrEqual(95);
  });

  it('counts refused and failed requests as errors', async () => {
    const result = await openLoop({
      rate: 200,
      seconds: 0.05,
      send: async (n) => (n % 2 === 0 ? null : n % 3 === 0 ? Promise.reject(new TypeError('reset')) : '503'),
    });
    expect(result.sent).toBe(10);
    expect(result.errors).toBe(5);
    expect(result.errorKinds).toEqual({ '503': 3, TypeError: 2 });
    expect(result.latenciesMs).toHaveLength(10);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([], 50)).toBeNaN();
  });
});
