import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('retries network and server failures up to three times', () => {
    const serverError = new ApiError('Bad gateway', 502);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a client error', () => {
    expect(shouldRetry(0, new ApiError('Forbidden', 403))).toBe(false);
    expect(shouldRetry(0, new ApiError('Too many requests', 429))).toBe(false);
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });
});
