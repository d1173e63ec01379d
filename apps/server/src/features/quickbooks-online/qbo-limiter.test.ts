import { describe, expect, it } from 'vitest';
import { createQboLimiter } from './qbo-limiter.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per-company limiter', () => {
  it('keeps at most the allowed number in flight per company, and companies apart', async () => {
    const limiter = createQboLimiter({ maxInFlight: 3, maxPerWindow: 1000, windowMs: 60_000 });
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    const task = (key: string) =>
      limiter.run(key, async () => {
        inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
        most.set(key, Math.max(most.get(key) ?? 0, inFlight.get(key)!));
        await sleep(5);
        inFlight.set(key, inFlight.get(key)! - 1);
        return key;
      });
    const results = await Promise.all([...Array.from({ length: 20 }, () => task('a')), ...Array.from({ length: 5 }, () => task('b'))]);
    expect(results.filter((key) => key === 'a')).toHaveLength(20);
    expect(most.get('a')).toBe(3);
    expect(most.get('b')).toBe(3);
  });

  it('starts no more than the allowed number in any window', async () => {
    const limiter = createQboLimiter({ maxInFlight: 10, maxPerWindow: 4, windowMs: 150 });
    const started: number[] = [];
    const begin = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => limiter.run('realm', async () => void started.push(Date.now() - begin))));
    started.sort((a, b) => a - b);
    for (let i = 4; i < started.length; i++) expect(started[i]! - started[i - 4]!).toBeGreaterThanOrEqual(145);
    expect(started[9]).toBeGreaterThanOrEqual(295);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createQboLimiter({ maxInFlight: 1, maxPerWindow: 100, windowMs: 60_000 });
    await expect(limiter.run('r', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('r', async () => 'next')).resolves.toBe('next');
  });
});
