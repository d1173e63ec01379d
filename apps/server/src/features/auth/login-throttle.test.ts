import { describe, expect, it } from 'vitest';
import { delayAfterFailures, emailPolicy, pairPolicy, retryAfterMs, waitInWords } from './login-throttle.ts';

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    expect([0, 4].map((failures) => delayAfterFailures(failures, pairPolicy))).toEqual([0, 0]);
    expect([5, 6, 7, 10].map((failures) => delayAfterFailures(failures, pairPolicy))).toEqual([1_000, 2_000, 4_000, 32_000]);
    expect(delayAfterFailures(40, pairPolicy)).toBe(15 * 60_000);
    expect(delayAfterFailures(19, emailPolicy)).toBe(0);
  });

  it('counts the wait from the last failure and forgets an old bucket', () => {
    const now = 1_000_000;
    expect(retryAfterMs({ failures: 6, lastFailureAt: now - 500 }, pairPolicy, now)).toBe(1_500);
    expect(retryAfterMs({ failures: 6, lastFailureAt: now - 5_000 }, pairPolicy, now)).toBe(0);
    expect(retryAfterMs({ failures: 50, lastFailureAt: now - 2 * 60 * 60_000 }, pairPolicy, now)).toBe(0);
    expect(retryAfterMs(undefined, pairPolicy, now)).toBe(0);
  });

  it('says the wait in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(8_000)).toBe('8 seconds');
    expect(waitInWords(61_000)).toBe('2 minutes');
  });
});
